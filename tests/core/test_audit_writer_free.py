"""Readings that need no cue word: aligned near-duplicates (one span differs) and a "key: value"
slot named in another statement with another value after it. Text written for these tests."""

from __future__ import annotations

from memtui.core.audit.aligned import aligned_values, aligned_verdict, differing_span
from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView
from memtui.core.audit.resolve import rule_facts
from memtui.core.audit.slot_named import slot_named, slot_verdict
from memtui.core.audit.supersede import change_of


def _view(text: str, listed_in: str | None = None) -> PairView:
    return PairView(text, analyse(text), change_of(text), listed_in=listed_in)


def _slot(text_a: str, text_b: str) -> tuple[str, str, str] | None:
    return slot_named(text_a, text_b, change_of(text_a), change_of(text_b))


def test_two_lines_differing_in_one_span_state_one_slot_with_two_values() -> None:
    assert aligned_values("Pickup window: Tue 10–12", "Pickup window: Thu 14–16") == ("Tue 10–12", "Thu 14–16")
    assert aligned_values("배포 대상: 서울 리전", "배포 대상: 도쿄 리전") == ("서울", "도쿄")
    assert aligned_values("窑温上限：1,180 度", "窑温上限：1,240 度") is not None
    assert aligned_values("The kiln is fired by Marta Quist", "The kiln is fired by Olu Banks") is not None


def test_aligned_lines_that_are_no_conflict() -> None:
    assert aligned_values("Dock 1 crane: 12 t", "Dock 2 crane: 16 t") is None          # two records (labels)
    assert aligned_values("Lot opening date: 2027-03-01", "Lot closing date: 2027-09-30") is None  # two slots
    assert aligned_values("Deposit: KRW 30,000 per guest", "Deposit: 3만원 per guest") is None  # one value
    assert aligned_values("Ferry leaves at 07:10", "페리 출항 07:40") is None            # two languages
    assert aligned_values("Ferry leaves at 07:10 from pier 3", "Ferry leaves at 07:40 from pier 5") is None  # two spans
    assert differing_span("Kiln A: 1,180 度", "Kiln B: 1,180 度") is None or aligned_values(
        "Kiln A: 1,180 度", "Kiln B: 1,180 度") is None


def test_items_of_one_list_are_an_enumeration_unless_one_speaks_of_a_change() -> None:
    listed = "studio/kilns.md|Kilns"
    a, b = _view("Firing day: Monday", listed), _view("Firing day: Thursday", listed)
    assert aligned_verdict(a, b) is None
    assert aligned_verdict(_view("Firing day: Monday", listed), _view("Firing day: Thursday", "notes.md|")) is not None


def test_a_key_named_in_another_statement_with_another_value_after_it() -> None:
    assert _slot("Gallery manager: Ines Porto", "gallery manager is now Tomas Reyes, Ines moved to sales") == (
        "Gallery manager", "Ines Porto", "is now Tomas Reyes")
    assert _slot("釉料供应商：景德镇华彩", "景德镇华彩停产了，釉料供应商换成 佛山美陶") is not None
    assert _slot("창고 열쇠: 김도현 과장", "창고 열쇠는 이제 박유진 대리가 보관") is not None
    assert _slot("Glaze test cone: 6", "the glaze test cone moves to 8 next season") is not None


def test_a_key_named_again_with_its_value_or_as_another_slot_is_no_conflict() -> None:
    assert _slot("Gallery manager: Ines Porto", "gallery manager Ines Porto signs the loans") is None   # restated
    assert _slot("釉料供应商：景德镇华彩", "景德镇华彩仍是釉料供应商，每月送货") is None               # named before the key
    assert _slot("Kiln power: 40 kW", "Kiln power 40 kW, three-phase") is None                  # same amount
    assert _slot("Kiln power: 40 kW", "Kiln power line: 63 A breaker") is None                  # another key: value
    assert _slot("Kiln: Skutt 1227", "Kilns are vented through the roof") is None               # another word
    assert _slot("Radio: 439.50 MHz", "radio moves to 440.10 MHz in March") is not None          # a unit is no value


def test_rule_facts_reads_them_when_the_word_checks_do_not() -> None:
    a = _view("釉料供应商：景德镇华彩")
    b = _view("景德镇华彩停产了，釉料供应商换成 佛山美陶")
    verdict = slot_verdict(a, b)
    assert verdict is not None and "釉料供应商" in verdict.reason
    facts = rule_facts(a, b)
    assert (facts.verdict or facts.changed) is not None
    kept = rule_facts(_view("Studio rent: £900 a month"), _view("studio rent stays as it is"))
    assert kept.verdict is None
