"""Conflicts an update carries without a differing value (`audit.meaning`, `audit.supersede`).

Two classes of missed conflict on the seen memory sets (bench/memory_qa.py): a change that turns a
rule around ("we stop doing X" against "we do X"), and a person said to have left a role whom the
other statement still names. All sentences were written for these tests; vectors are given so
that the cosine of each pair is known (`view`).
"""

from __future__ import annotations

import numpy as np
import pytest

from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView, changed_values, meaning_verdict, same_key_values, updates
from memtui.core.audit.supersede import change_of, judge_current


def view(text: str, cosine: float = 1.0) -> PairView:
    """A statement whose vector has this cosine with the vector of `view(…, 1.0)`."""
    vector = np.asarray([cosine, (1.0 - cosine * cosine) ** 0.5], dtype=np.float32)
    return PairView(text, analyse(text), change_of(text), vector)


def flagged(a: PairView, b: PairView) -> bool:
    """What the audit does for one pair: the meaning check, else an update with changed values."""
    verdict = meaning_verdict(a, b)
    if verdict is None and updates(a, b):
        verdict = changed_values(a, b)
    return verdict is not None


@pytest.mark.parametrize(("rule", "turned"), [
    ("Releases are tagged by hand from the main branch (one tag per sprint)",
     "We stop tagging by hand. From now on the release bot tags the main branch on merge."),
    ("야간 배치 중 운영 DB 점검 금지. 예외 없음.",
     "야간 배치 중 운영 DB 점검 금지 규칙 폐지. 읽기 복제본 분리 뒤로 언제든 점검 가능."),
    ("发票：每月自己用金税盘开票。",
     "我们不再自己用金税盘开票了，12 月起全部交给代账公司。"),
])
def test_an_update_that_turns_a_rule_around_is_a_conflict(rule: str, turned: str) -> None:
    verdict = changed_values(view(rule), view(turned, 0.9)) if updates(view(rule), view(turned, 0.9)) else None
    assert verdict is not None and verdict.kind == "negation"
    assert flagged(view(rule), view(turned, 0.9))


def test_a_turn_needs_the_change_side_to_say_it() -> None:
    # the change side speaks of "now" but turns nothing; the other side's "not" is another detail
    told = view("Newsletter send time is 07:00 now; twice a reader asked for an earlier mail")
    rule = view("Newsletter: set the send time in the tool, not in the template.", 0.9)
    assert not flagged(told, rule)


def test_a_turn_about_another_rule_is_no_conflict() -> None:
    # one 금지 rule lifted; a different 금지 rule (shares only the polarity word) still holds
    lifted = view("토요일 배포 금지 규칙 폐지. 카나리 붙인 뒤로 요일 상관없이 배포함.")
    other = view("고객 DB에 직접 쿼리 금지 — 복제본만 사용.", 0.9)
    assert not flagged(lifted, other)


@pytest.mark.parametrize(("text", "gone"), [
    ("Morgan Hale retired on 10-02; acting head of sales is Ines Ruiz", ["Morgan Hale"]),
    ("Minji left end of June; the new coach is Daeho (대호)", ["Minji"]),
    ("회계 마감은 12월부터 최유진 님이 담당 (한지섭 님은 감사팀으로 이동)", ["한지섭"]),
    ("물류 팀장: 서예준 (오세린 씨 9월 퇴사)", ["오세린"]),
    ("열람 담당 변경 → 김하윤 사서 (정다온 사서는 연구지원팀으로)", ["정다온"]),
    ("窓口は小林さんに変更（松本さんは大阪支社へ異動）", ["松本"]),
    ("摄影师换成了陈晨，赵强去了杭州的一家工作室。", ["赵强"]),
])
def test_a_person_who_left_is_an_old_value(text: str, gone: list[str]) -> None:
    assert change_of(text).gone == gone
    assert set(gone) <= set(change_of(text).old)


@pytest.mark.parametrize("text", [
    "Gateway moved to TLS-only on port 8443",            # a thing moved, not a person who left
    "The crew left the harbour at 06:00",                # lowercase: no name
    "서버는 다음 주에 새 랙으로 이동",                      # no honorific, a verb things take too
    "(서버는 새 랙으로)",                                   # no title: a thing, not a person
    "窓口は小林さんに変更",                                 # the new person, not the old one
])
def test_no_person_is_said_to_leave(text: str) -> None:
    assert change_of(text).gone == []


def test_a_person_who_left_is_a_conflict_with_the_line_still_naming_them() -> None:
    # different languages, meaning only 0.80 apart: the name itself says both are about one role
    left = view("摄影师换成了陈晨，赵强去了杭州的一家工作室。")
    roster = view("Photographer: 赵强 (Zhao Qiang), paid per shoot", 0.80)
    assert flagged(left, roster)
    side, why, _ = judge_current(left.text, roster.text, left.change, roster.change, None, None)
    assert side == "a" and "赵强" in why
    retired = view("Morgan Hale retired on 10-02; acting head of sales is Ines Ruiz")
    assert flagged(retired, view("Head of sales: Morgan Hale", 0.80))
    assert not flagged(retired, view("Head of sales: Priya Nair", 0.80))


@pytest.mark.parametrize(("text", "gone"), [
    ("Billing moved to Paddle on 2026-09-01; LegacyPay kept read-only until year end", ["LegacyPay"]),
    ("Push now goes through OneSignal; Pusher key revoked 10/02", ["Pusher"]),
    ("Jira migration done; Confluence Server decommissioned", ["Confluence Server"]),
    ("traefik-v2 는 2026-08 부로 폐기.", ["traefik-v2"]),
    ("ubuntu-20.04 は GitHub 側で廃止。", ["ubuntu-20.04"]),
])
def test_a_named_thing_retired_is_an_old_value(text: str, gone: list[str]) -> None:
    assert change_of(text).gone == gone


def test_a_sentence_opening_word_is_no_retired_name_without_a_noun() -> None:
    assert change_of("Backups cancelled for the holidays").gone == []
    assert change_of("Project paused until March").gone == []


def test_what_we_do_not_use_anymore_is_an_old_value() -> None:
    change = change_of("We don't use Jenkins anymore for nightly builds; GitHub Actions runs them")
    assert "Jenkins" in change.old


def test_a_retired_thing_the_other_still_names_is_a_conflict_even_beside_other_change_words() -> None:
    # the other line speaks of "now" (a change of its own) yet still names the retired runner
    retired = view("Build runners moved to ubuntu-24.04; ubuntu-20.04 は GitHub 側で廃止。")
    still = view("Runners: ubuntu-20.04 for the release job, now pinned to Node 20", 0.8)
    assert flagged(retired, still)
    assert not flagged(retired, view("Runners: ubuntu-24.04 for the release job, now pinned to Node 20", 0.8))


@pytest.mark.parametrize(("a", "b"), [
    ("release approver: 한가람", "release approver: 조민서"),
    ("정산 리포트 담당: 이하린.", "리포트 담당자: 박도현."),
    ("주말 운영: 10:00–18:00", "주말 운영: 10:00–20:00"),
    ("Standup: 09:30 daily", "Standup: 10:00 daily"),
])
def test_two_key_value_lines_with_the_same_key_and_other_values_conflict(a: str, b: str) -> None:
    # no head word, close meaning or typed subject is needed: the key names the slot
    assert flagged(view(a), view(b, 0.5))


@pytest.mark.parametrize(("a", "b"), [
    ("patrol: ch 4", "Patrol chief: Lee Ga-eun"),                    # a longer key is another slot
    ("Climate controller: Priva box, Modbus TCP", "Climate controller owner: Sam"),
    ("Updated: 2026-01-19", "Updated: 2026-03-15"),                  # a file's own date stamp
    ("Name: 박준영 (Joon)", "Name: 볼더봇"),                           # a name of two different things
    ("Standup: 09:30 daily", "Standup: 09:30 daily, on Zoom"),       # a detail added
    ("CI 이미지 `golang:1.22`", "CI 이미지 `golang:1.23`"),            # a colon inside code is no key
])
def test_keys_that_only_look_alike_are_no_conflict(a: str, b: str) -> None:
    assert same_key_values(a, b) is None
