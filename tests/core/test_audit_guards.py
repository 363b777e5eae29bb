"""Guards against conflicts flagged between two different things (`audit.meaning`, `audit.values`).

Each guard answers a class of false conflict seen on unseen memory (bench/memory_qa.py, frozen3):
a Korean compound amount read as its last part, one typed value differing across languages between
things that only resemble each other, names on each side that the other never mentions, a slot word
(URL) read as a value, Korean rows opening with two different names. All sentences here were written
for these tests; vectors are given so that the cosine of each pair is known.
"""

from __future__ import annotations

import numpy as np

from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView, changed_values, meaning_verdict, value_words
from memtui.core.audit.supersede import change_of
from memtui.core.audit.values import agreeing, differing, typed_values


def view(text: str, cosine: float = 1.0) -> PairView:
    """A statement whose vector has this cosine with the vector of `view(…, 1.0)`."""
    vector = np.asarray([cosine, (1.0 - cosine * cosine) ** 0.5], dtype=np.float32)
    return PairView(text, analyse(text), change_of(text), vector)


def test_a_korean_compound_amount_is_read_whole() -> None:
    assert [v.key for v in typed_values("청소년 정기권 7만5천원 유지")] == [("KRW", 75000.0)]
    assert [v.key for v in typed_values("보증금 1억2000만원")] == [("KRW", 120000000.0)]
    assert [v.key for v in typed_values("3만원")] == [("KRW", 30000.0)]
    assert agreeing("Youth season ticket ; ₩75,000", "청소년 정기권 7만5천원 유지")
    assert not differing("Youth season ticket ; ₩75,000", "청소년 정기권 7만5천원 유지")


def test_one_differing_value_across_languages_needs_more_than_a_loose_match() -> None:
    # cosine 0.81: under the cross-language subject bar (0.84), over the typed bar (0.78);
    # a price for seniors and a raised price for everyone are two prices
    seniors = view("경로 우대 관람권: 8,000원")
    raised = view("museum ticket raised to 12k won from today, seniors unchanged", 0.81)
    assert meaning_verdict(seniors, raised) is None
    # a shared name (the same lift) is enough to say both are about one thing
    lift = view("리프트 L3 운행 시작 08:30으로 변경")
    hours = view("Lift L3 (quad, base → ridge): 09:00–16:00", 0.81)
    verdict = meaning_verdict(lift, hours)
    assert verdict is not None and "time differs" in verdict.reason
    # two kinds differing together (a weekday and a time) are a moved schedule
    practice = view("Band practice: Mondays 18:00")
    moved = view("밴드 연습은 이번 달부터 수요일 저녁 8시로 바뀜", 0.81)
    assert meaning_verdict(practice, moved) is not None


def test_names_on_each_side_that_the_other_lacks_are_two_things_across_languages() -> None:
    # cosine 0.86: the meaning match alone says "same subject"; the names say otherwise
    keycloak = view("2026-05-02: Keycloak now listens on 8443 only — 8080 closed by the 보안팀 rule change")
    gitea = view("Gitea 서버: 3000 포트", 0.86)
    assert meaning_verdict(keycloak, gitea) is None
    assert changed_values(keycloak, gitea) is None
    # the same with a shared name is still a conflict
    old = view("Keycloak 서버: 9443 포트", 0.86)
    assert meaning_verdict(keycloak, old) is not None


def test_a_slot_word_is_no_value() -> None:
    assert "url" not in value_words("staging URL = stg.example.org")
    same = view("staging: https://stg.example.org")
    written_otherwise = view("staging URL = stg.example.org", 0.96)
    assert meaning_verdict(same, written_otherwise) is None


def test_korean_rows_opening_with_two_names_are_two_things() -> None:
    # one script, close meaning (0.91): two shops' rents, not one rent changed
    gangnam = view("강남점 — 임대료: 300만원 (재계약)")
    pangyo = view("판교점 임대료 250만원 (관리비 별도)", 0.91)
    assert meaning_verdict(gangnam, pangyo) is None
    # one shop's rent told twice with different amounts is a conflict
    again = view("강남점 임대료 320만원으로 인상", 0.91)
    assert meaning_verdict(gangnam, again) is not None


def test_a_date_written_in_cjk_is_no_number() -> None:
    assert value_words("보일러 등유 리터당 1,450원, 12월 1일부터") == set()
    assert value_words("暖气费每月涨到 300 元，12月1日起") == set()
    # a drum's volume and the day a water price starts are not two values of one kind
    drum = view("Diesel drum (200 L) ; S$980")
    water = view("淡水每吨新币5.20元，12月1日起", 0.85)
    assert meaning_verdict(drum, water) is None


def test_names_disjoint_across_languages_stop_typed_values_too() -> None:
    # close meaning only (0.86), change wording on one side, each side names its own server
    grafana = view("2026-07-01: the Grafana box now restarts at 04:00 nightly")
    loki = view("Loki 서버는 매일 새벽 3시에 재시작", 0.86)
    assert meaning_verdict(grafana, loki) is None
    same = view("Grafana 서버는 매일 새벽 3시에 재시작", 0.86)
    assert meaning_verdict(grafana, same) is not None
