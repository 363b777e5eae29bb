"""A statement saying its value stays as it was ("unchanged", 그대로, 동결, 据え置き, のまま, 不变) and
speaking of no change itself reports that nothing changed: it conflicts with no other statement
(`polarity.kept`, applied by `resolve.rule_facts`). All sentences were written for these tests."""

from __future__ import annotations

import numpy as np

from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView
from memtui.core.audit.polarity import kept
from memtui.core.audit.resolve import rule_facts
from memtui.core.audit.supersede import change_of


def view(text: str, cosine: float = 1.0) -> PairView:
    vector = np.asarray([cosine, (1.0 - cosine * cosine) ** 0.5], dtype=np.float32)
    return PairView(text, analyse(text), change_of(text), vector)


def _flags(a: str, b: str, cosine: float = 0.92) -> bool:
    facts = rule_facts(view(a), view(b, cosine))
    return facts.verdict is not None or facts.changed is not None


def test_kept_words_in_four_languages() -> None:
    for text in ("Day pass price unchanged at $12", "주차 요금 30분 1천원 동결", "야간 근무는 22:00~06:00 그대로",
                 "会員料金は据え置き 2,000円", "倉庫Cの温度は12度のまま", "冷藏室参数不变：4°C"):
        assert kept(text, change_of(text).temporal), text


def test_a_change_that_keeps_one_detail_is_still_a_change() -> None:
    text = "Locker fee raised from $5 to $7; day pass unchanged"
    assert change_of(text).temporal and not kept(text, True)
    assert _flags(text, "Locker fee: $5 per visit")


def test_a_kept_value_of_another_thing_is_no_conflict() -> None:
    # each pair is flagged by the rules without the guard (typed or other values differ)
    assert not _flags("주차 요금 30분 1천원 동결", "1시간 주차 ; 2,000원")
    assert not _flags("倉庫Cの温度は12度のまま", "倉庫Dの温度設定を-5度に変更")


def test_a_kept_value_beside_another_thing_s_change_is_no_conflict() -> None:
    assert not _flags("会員料金 2,000円は据え置き", "ビジター料金を 3,500円 に値上げ")
    assert not _flags("冷藏室参数不变：4°C", "冷冻室温度设定改为 -22°C")
    assert not _flags("Staff parking unchanged: 2 hours free", "Visitor parking now 1 hour free")


def test_kept_words_do_not_silence_plain_statements() -> None:
    assert not kept("Backups run nightly at 02:00", False)
    assert _flags("Backups run nightly at 02:00", "Backups run nightly at 03:30")
