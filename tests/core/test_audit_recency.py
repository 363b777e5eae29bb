"""Which belief is above which: crossed-out lines, the strength of the evidence of being newer, a
paragraph with one fact a line. Sentences written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from memtui.core.audit.statements import split_statements
from memtui.core.audit.supersede import (
    EVIDENCE_DATE,
    EVIDENCE_LEFT,
    EVIDENCE_WORDING,
    change_of,
    is_struck,
    judge_current,
)
from tests.core.test_audit_updates import _auditor


def test_a_crossed_out_statement_is_retired_and_the_other_side_is_current() -> None:
    old, new = "~~Choir practice: Tuesdays 19:00~~", "Choir practice moved to Thursdays"
    assert is_struck(old) and not is_struck("Choir ~~Tuesday~~ Thursday")
    assert change_of(old).retired
    side, why, strength = judge_current(old, new, change_of(old), change_of(new), "2026-11-01", "2026-01-01")
    assert (side, why, strength) == ("b", "a is crossed out", EVIDENCE_LEFT)


def test_evidence_strength_orders_left_value_over_wording_over_dates() -> None:
    a, b = "the sync moved from 02:00 to 05:00", "동기화는 새벽 2시에 돈다"
    assert judge_current(a, b, change_of(a), change_of(b), None, None)[2] == EVIDENCE_LEFT
    a, b = "from now on the sync is run by Dana", "the sync is run by Omar"
    assert judge_current(a, b, change_of(a), change_of(b), None, None)[2] == EVIDENCE_WORDING
    a, b = "the sync is run by Dana", "the sync is run by Omar"
    assert judge_current(a, b, change_of(a), change_of(b), "2026-10-01", "2026-03-01") == (
        "a", "2026-10-01 vs 2026-03-01", EVIDENCE_DATE)


def test_a_paragraph_splits_after_a_crossed_out_line_and_before_a_dated_line() -> None:
    text = ("# Choir\n\n~~Practice: Tuesdays 19:00 at the hall~~\nPractice is on Thursdays now\n"
            "because the hall is booked.\n2026-10-02: the hall key is with Omar\n")
    found = [(s.line, s.text) for s in split_statements(text, "choir.md")]
    assert found == [
        (3, "~~Practice: Tuesdays 19:00 at the hall~~"),
        (4, "Practice is on Thursdays now because the hall is booked."),
        (6, "2026-10-02: the hall key is with Omar"),
    ]


@pytest.mark.model
def test_a_sure_order_is_not_overruled_by_a_date_only_pair(tmp_path: Path) -> None:
    """The topic line conflicts with two others: an unrelated older-dated line (order by dates only)
    and the session line that says the value changed. The change decides which side is above it."""
    engine, auditor = _auditor(tmp_path, {
        "memory/garden.md": "---\nupdated: 2026-03-01\n---\n# Garden\n\n- The garden is watered weekly, on Saturdays.\n",
        "memory/2026-11-20.md": "# 2026-11-20\n\n- From now on the garden is watered twice a week (Wed and Sat).\n",
        "memory/2026-06-01.md": "# 2026-06-01\n\n- Garden hose replaced with a Gardena one; tap is by the shed.\n",
    })
    try:
        result = auditor.audit("How often is the garden watered?")
        order = [(b.path, b.line) for b in result.beliefs]
        old, new = ("memory/garden.md", 6), ("memory/2026-11-20.md", 3)
        assert old in order and new in order, order
        assert order.index(new) < order.index(old)
        belief = result.beliefs[order.index(old)]
        assert belief.superseded_by is not None and (belief.superseded_by[0].path, belief.superseded_by[0].line) == new
    finally:
        engine.close()


def test_an_updated_line_near_the_top_dates_a_file() -> None:
    from memtui.core.audit.reading import updated_line_date

    assert updated_line_date(["---", "tags: [choir]", "---", "# Choir", "", "_Last updated: 2026-10-02_"]) == "2026-10-02"
    assert updated_line_date(["# 합창", "최종 업데이트: 2026-09-01"]) == "2026-09-01"
    assert updated_line_date(["# 合唱", "最終更新：2026-08-01"]) == "2026-08-01"
    assert updated_line_date(["# Choir", "Concert on 2026-12-20"]) is None        # a date, not an update stamp
    assert updated_line_date(["# Choir"] + ["- a line"] * 20 + ["Updated: 2026-01-01"]) is None   # too far down


def test_upgrade_and_retire_words_in_cjk_are_change_wording() -> None:
    assert change_of("합창단 악보 앱을 2.0으로 업그레이드 완료").temporal
    assert change_of("구 예약 시스템은 2026-09 부로 종료").temporal          # "as of 2026-09"
    assert not change_of("키가 유출되면 즉시 폐기한다").temporal                # a rule, not a change
    assert change_of("乐谱应用已升级到 2.0").temporal
    assert change_of("旧アプリはアップグレード済み").temporal
    assert not change_of("합창 연습은 목요일 저녁").temporal


def test_a_chain_of_supersessions_is_listed_newest_first() -> None:
    from types import SimpleNamespace

    from memtui.core.audit.model import Belief
    from memtui.core.audit.resolve import current_first

    class Chained(SimpleNamespace):
        newer = Belief.newer            # what `current_first` reads: the belief's newer side

    oldest, middle, newest, other = (Chained(name=n, superseded_by=None, listed_below=None)
                                     for n in ("old", "mid", "new", "x"))
    oldest.superseded_by = (middle, "says 'moved'")
    middle.superseded_by = (newest, "2026-11-20 vs 2026-06-01")
    order = [b.name for b in current_first([oldest, other, middle, newest])]
    assert order == ["new", "mid", "old", "x"]
    middle.superseded_by, middle.listed_below = None, newest      # listed below (no stale mark): the same order
    assert [b.name for b in current_first([oldest, other, middle, newest])] == ["new", "mid", "old", "x"]


def test_no_longer_names_the_old_value_without_its_parenthesis() -> None:
    from memtui.core.audit.supersede import leaves, statement_words

    change = change_of("We no longer sing the warm-up canon (too long); start with scales.")
    assert change.old == ["warm-up canon"]
    other = "Warm-up canon: yes, every rehearsal."
    assert leaves(change, statement_words(other), other)
