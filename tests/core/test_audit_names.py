"""One person's name in Hangul and in Latin letters (`audit.names`), and a change that names them.

Names and sentences were written for these tests."""

from __future__ import annotations

import numpy as np
import pytest

from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView, meaning_verdict
from memtui.core.audit.names import name_keys, romanise, written_in
from memtui.core.audit.supersede import change_of, judge_current


def test_hangul_is_romanised_syllable_by_syllable() -> None:
    assert romanise("김도윤") == "gimdoyun"
    assert romanise("박재원") == "bakjaewon"
    assert romanise("한예린") == "hanyerin"


@pytest.mark.parametrize(("name", "text"), [
    ("박재원", "Grooming lead: Park Jae-won (night shift)"),
    ("Kim Do-yoon", "현장 담당: 김도윤 과장"),
    ("Do-yoon Kim", "현장 담당: 김도윤 과장"),             # given name first
    ("Han Yerin", "점장이 한예린에서 오준석으로 바뀜"),        # a particle after the name
    ("이서연", "Lead is Lee Seo-yeon"),
    ("Jisoo", "매니저: 지수 (Jisoo)"),
    ("Choi Min-seo", "담당: 최민서"),
])
def test_a_name_is_found_in_the_other_script(name: str, text: str) -> None:
    assert written_in(name, text)


@pytest.mark.parametrize(("name", "text"), [
    ("박서준", "Park Jae-won"),             # another person
    ("주소", "Jisoo left"),                 # a short word is no name
    ("Lead", "리드 담당"),
    ("田中", "Tanaka-san"),                # kanji need a reading dictionary: not matched
])
def test_other_names_and_words_are_not_matched(name: str, text: str) -> None:
    assert not written_in(name, text)


def test_a_key_is_long_enough_to_name_someone() -> None:
    assert name_keys("이") == set() and name_keys("Yi") == set()


def _view(text: str, cosine: float = 1.0) -> PairView:
    vector = np.asarray([cosine, (1.0 - cosine * cosine) ** 0.5], dtype=np.float32)
    return PairView(text, analyse(text), change_of(text), vector)


def test_a_person_who_left_in_one_script_is_still_named_in_the_other() -> None:
    left = _view("물류 팀장: 서예준 (오세린 씨 9월 퇴사)")
    roster = _view("Logistics lead: Oh Se-rin (day shift)", 0.8)
    assert meaning_verdict(left, roster) is not None
    side, why, _ = judge_current(left.text, roster.text, left.change, roster.change, None, None)
    assert side == "a" and "오세린" in why
    moved = _view("Site contact is now Yoon Ha-eun (윤하은); Kim Do-yoon moved to the Busan project.")
    assert "Kim Do-yoon" in moved.change.gone
    assert meaning_verdict(moved, _view("현장 연락처: 김도윤 과장", 0.8)) is not None


def test_a_name_in_both_scripts_is_shared_across_languages() -> None:
    from memtui.core.audit.names import shared_across_scripts

    assert shared_across_scripts("Branch moved to Busan last week", "지점: 부산 해운대")
    assert shared_across_scripts("Lead: Kim Do-yoon", "담당: 김도윤 과장")
    assert not shared_across_scripts("Lead: Kim Do-yoon", "담당: 이서연")


def test_a_romanised_name_corroborates_one_differing_value_across_languages() -> None:
    # cosine 0.80: below the cross-language subject bar; one typed kind differs (a price); the
    # store is named on both sides, once in Hangul and once romanised
    a = _view("해운대점 월세: 450만원")
    b = _view("Haeundae branch rent raised to ₩4.8M from December", 0.80)
    assert meaning_verdict(a, b) is not None
    c = _view("서면점 월세: 450만원")
    assert meaning_verdict(c, b) is None
