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
