"""Values, names and records across languages and scripts (`audit.amounts`, `audit.values`,
`audit.names`, `audit.qualifiers`, `meaning.language`).

Every sentence was written for these tests."""

from __future__ import annotations

import numpy as np
import pytest

from memtui.core.audit.amounts import spelled
from memtui.core.audit.beliefs import Belief, Source
from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView, meaning_verdict
from memtui.core.audit.names import kana_romanise, shared_across_scripts, written_in
from memtui.core.audit.qualifiers import other_labels
from memtui.core.audit.resolve import judge, statement_date, views
from memtui.core.audit.statements import Statement
from memtui.core.audit.supersede import change_of
from memtui.core.audit.text import language, two_languages
from memtui.core.audit.values import differing, typed_values


def _keys(text: str) -> list[tuple[str, tuple[object, ...]]]:
    return [(v.kind, v.key) for v in typed_values(text)]


@pytest.mark.parametrize(("words", "expected"), [
    ("三千", 3000), ("十五", 15), ("六万", 60000), ("两百", 200), ("삼만", 30000), ("사천오백", 4500),
    ("fifty thousand", 50000), ("twenty-five", 25), ("three hundred", 300), ("1,250", 1250),
])
def test_numbers_in_words(words: str, expected: float) -> None:
    assert spelled(words) == expected or (words[0].isdigit() and expected == 1250)


@pytest.mark.parametrize(("a", "b"), [
    ("회비 3만원", "dues are 30,000 won"),
    ("회비 삼만 원", "dues ₩30,000"),
    ("入场费三千日元", "entry ¥3,000"),
    ("관리비 연 6만원", "管理费每年六万韩元"),
    ("fee: fifty thousand won", "수강료 5만원"),
    ("마감 2시간 전", "closes 2 h before"),
    ("hoses checked weekly", "호스 점검은 매주"),
    ("mowing every other week", "잔디 깎기 격주"),
    ("gates open 9 a.m.", "문은 오전 9시에 연다"),
    ("water tank holds 12.5 m deep", "수조 깊이 12.5미터"),
    ("bale weight 300 t a month", "每月 300 吨"),
    ("crew of 6 people", "조당 6명"),
    ("refund within 5 business days", "환불은 5영업일 이내"),
    ("stream at 128 kbps", "配信は128kbps"),
    ("inspections twice a year", "点検は年2回"),
    ("meter read three times a week", "계량기 검침 주 3회"),
    ("log the humidity every four hours", "湿度每四小时记录一次"),
    ("pickup Mon and Thu", "集荷は月・木"),
])
def test_equal_values_in_two_languages_agree(a: str, b: str) -> None:
    assert typed_values(a) and typed_values(b), (_keys(a), _keys(b))
    assert not differing(a, b), (_keys(a), _keys(b))


@pytest.mark.parametrize(("a", "b", "kind"), [
    ("회비 3만원", "dues are 40,000 won", "money"),
    ("入场费三千日元", "entry ¥3,500", "money"),
    ("water depth limit 12.8 m", "수심 한계 13.1m", "measure"),
    ("bale weight 200 t a month", "每月 300 吨", "measure"),
    ("crew of 7 people", "조당 8명", "measure"),
    ("chlorine 0.8 mg/L", "잔류염소 1.0 mg/L", "measure"),
    ("refund within 7 business days", "환불은 10영업일 이내", "measure"),
    ("mowing every other week", "芝刈りは毎週", "frequency"),
    ("inspections twice a year", "点検は年3回", "frequency"),
    ("log the humidity twice daily", "湿度每四小时记录一次", "frequency"),
    ("pickup Tue and Fri", "集荷は月・木", "weekday"),
])
def test_different_values_in_two_languages_differ(a: str, b: str, kind: str) -> None:
    assert kind in [found[0] for found in differing(a, b)], (_keys(a), _keys(b))


def test_thirty_without_a_unit_is_no_length() -> None:
    assert _keys("request timeout 30m") == []         # as often minutes as metres
    assert _keys("tram stop 30 m away") == [("measure", ("length", 30.0))]
    assert _keys("5G coverage is fine") == []


def test_kana_is_romanised_by_hepburn() -> None:
    assert kana_romanise("タナカ") == "tanaka"
    assert kana_romanise("しょうゆ") == "shouyu"
    assert kana_romanise("マッチャ") == "matcha"
    assert kana_romanise("サッカー") == "sakka"


@pytest.mark.parametrize(("a", "b"), [
    ("Contact: Mr. Tanaka at the Kobe branch", "担当はタナカさん"),
    ("Supplier: Daesung Bike (Osong)", "협력사 대성바이크 → 그린휠정비"),
    ("The relay sits on Aobayama hill", "中継所：青葉山（あおばやま）"),
    ("Setters: the Hold Fast crew from Fukuoka", "후쿠오카 팀"),
])
def test_one_name_in_two_scripts_is_shared(a: str, b: str) -> None:
    assert shared_across_scripts(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("Contact: Mr. Yamada at the Kobe branch", "担当はタナカさん"),
    ("Supplier: Daesung Bike (Osong)", "협력사 한빛모터스"),
])
def test_other_names_in_two_scripts_are_not_shared(a: str, b: str) -> None:
    assert not shared_across_scripts(a, b)


def test_a_long_hangul_word_is_matched_by_its_name_part() -> None:
    assert written_in("대성바이크", "Maintenance partner: Daesung Bike, monthly flat fee")
    assert not written_in("한빛모터스", "Maintenance partner: Daesung Bike, monthly flat fee")


@pytest.mark.parametrize(("text", "lang"), [
    ("Backups run nightly", "en"), ("백업은 매일 밤 돈다", "ko"), ("バックアップは毎晩", "ja"),
    ("备份每晚运行", "zh"), ("2026-11：釜山项目对接人换成 이서연 대리", "zh"),
    ("메인 DB: NCP Cloud DB for PostgreSQL 16", "ko"),
])
def test_the_language_of_a_statement_is_its_script(text: str, lang: str) -> None:
    assert language(text) == lang


def test_korean_and_japanese_are_two_languages() -> None:
    assert two_languages("연하장 100장 1만 1천엔", "年賀状100枚 ¥9,800")
    assert not two_languages("연하장 100장", "엽서 50장")


@pytest.mark.parametrize(("a", "b"), [
    ("Kiln 1 firing: 1,240°C", "Kiln 2 firing: 1,180°C"),
    ("2号线 传送速度 2.5 m/s", "3号线 传送速度 1.8 m/s"),
    ("1시간권: 6,000원", "2시간권 10,000원으로 인상"),
    ("Pump station 3 (east) pressure 60 psi", "Pump station 4 (west) pressure 70 psi"),
    ("Block C alarm at 5.5 mg/L", "Block F alarm at 5.0 mg/L"),
])
def test_labels_split_one_slot_into_records(a: str, b: str) -> None:
    assert other_labels(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("Kiln 1 firing: 1,240°C", "Kiln 1 firing now 1,180°C"),                       # one record
    ("Runs on Managed Runner 2, agent 4.1", "upgraded: now Managed Runner 3"),   # a version, not a label
    ("Postgres 14 on the old box", "Postgres 16 since the migration"),
])
def test_one_record_or_a_version_is_no_label(a: str, b: str) -> None:
    assert not other_labels(a, b)


def _view(text: str, cosine: float = 1.0) -> PairView:
    vector = np.asarray([cosine, (1.0 - cosine * cosine) ** 0.5], dtype=np.float32)
    return PairView(text, analyse(text), change_of(text), vector)


def test_two_records_are_no_conflict_but_one_record_changed_is() -> None:
    assert meaning_verdict(_view("Kiln 1 firing: 1,240°C"), _view("Kiln 2 firing: 1,180°C")) is None
    assert meaning_verdict(_view("Kiln 1 firing: 1,240°C"), _view("Kiln 1 firing lowered to 1,180°C")) is not None


def test_a_korean_japanese_pair_close_in_meaning_has_one_subject() -> None:
    # cosine 0.86: above the cross-language subject bar, which now holds between two CJK languages too
    korean = _view("연하장 100장 1만 1천엔으로 인상")
    japanese = _view("年賀状100枚 ¥9,800", 0.86)
    verdict = meaning_verdict(korean, japanese)
    assert verdict is not None and "money" in verdict.reason


def test_a_vendor_left_in_hangul_is_still_named_in_latin() -> None:
    # cosine 0.80: below every meaning bar; the old vendor is the same name in two scripts
    change = _view("정비 협력사 대성바이크 → 그린휠정비로 변경")
    roster = _view("Maintenance partner: Daesung Bike, monthly flat fee", 0.80)
    verdict = meaning_verdict(change, roster)
    assert verdict is not None and "대성바이크" in verdict.reason
    assert meaning_verdict(change, _view("Maintenance partner: Hanbit Motors, monthly flat fee", 0.80)) is None


def test_a_han_name_that_left_is_still_named_in_a_chinese_line() -> None:
    left = _view("Workshop keys: 老陈 retired, Li Na (李娜) keeps them now")
    assert "老陈" in left.change.gone
    verdict = meaning_verdict(left, _view("车间钥匙：老陈保管", 0.80))
    assert verdict is not None and "老陈" in verdict.reason
    assert meaning_verdict(left, _view("车间钥匙：小王保管", 0.80)) is None


def test_a_time_or_a_number_after_a_small_word_is_no_label() -> None:
    assert not other_labels("Backups run nightly at 02:00", "Backups run nightly at 03:30")
    assert not other_labels("Gate A opens at 7", "Gate A opens at 8")


def _belief(path: str, text: str, always_loaded: bool) -> Belief:
    statement = Statement(path, 1, text, "bullet")
    return Belief(path, 1, text, "bullet", [], "Note", "topic", always_loaded, None, None, None, None,
                  None, 1.0, {}, [Source(path, 1)], statement)


def test_a_dated_line_of_an_always_loaded_file_is_newer_than_an_undated_line_of_it() -> None:
    old, new = "Weekly report: Monday 9:00 by mail", "Weekly report on Friday 17:00, asked 2026-11-20"
    same_file = [_belief("memories/USER.md", old, True), _belief("memories/USER.md", new, True)]
    found = views(same_file, None)
    dates = [statement_date(b, v) for b, v in zip(same_file, found, strict=True)]
    assert judge(same_file, found, dates, 0, 1)[0] == "b"
    # a dated note in another file says nothing of when an always-loaded file's undated line was written
    two_files = [_belief("memories/USER.md", old, True), _belief("notes/2026-11-20.md", new, False)]
    found = views(two_files, None)
    dates = [statement_date(b, v) for b, v in zip(two_files, found, strict=True)]
    side, _why, _evidence = judge(two_files, found, dates, 0, 1)
    assert side != "a"
