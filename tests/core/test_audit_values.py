"""Typed values across en/ko/zh/ja (`audit.values`) and what the conflict check makes of them.

All sentences here were written for these tests.
"""

from __future__ import annotations

import pytest

from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView, meaning_verdict, same_claim, updates
from memtui.core.audit.supersede import change_of, judge_current, leaves, statement_words
from memtui.core.audit.values import agreeing, differing, says_value, typed_values


def keys(text: str) -> list[tuple[str, tuple[object, ...]]]:
    return [(v.kind, v.key) for v in typed_values(text)]


@pytest.mark.parametrize("text, minutes", [
    ("the mirror sync starts at 02:30", 150),
    ("mirror sync: 2:30 am", 150),
    ("미러 동기화는 새벽 2시 30분", 150),
    ("镜像同步在凌晨2点半", 150),
    ("ミラー同期は午前2時半", 150),
    ("standup at 9:15", 555),
    ("회의는 오후 3시", 900),
    ("会议在下午三点", 900),
    ("会議は午後3時", 900),
    ("the call is at 3pm", 900),
    ("晚上 8 点 关灯", 1200),
])
def test_times_of_day_read_in_four_languages(text: str, minutes: int) -> None:
    assert ("time", (minutes,)) in keys(text)


def test_durations_are_not_times_and_a_zone_belongs_to_the_time() -> None:
    assert keys("빌드는 3시간 걸린다") == [("duration", (180.0,))]
    assert keys("the cache lives 2 days") == keys("缓存保留2天") == keys("캐시는 2일 유지") == [("duration", (2880.0,))]
    found = typed_values("cron at 04:15 UTC sharp")
    assert [v.shown for v in found] == ["04:15 UTC"]


@pytest.mark.parametrize("text, amount, currency", [
    ("the plan costs 5만원 a month", 50000.0, "KRW"),
    ("plan price KRW 50,000", 50000.0, "KRW"),
    ("50,000 won per seat", 50000.0, "KRW"),
    ("ticket is ¥8,800", 8800.0, "¥"),
    ("チケットは8,800円", 8800.0, "JPY"),
    ("门票 8800 日元", 8800.0, "JPY"),
    ("deposit €1.2k", 1200.0, "EUR"),
    ("保证金 1200 欧元", 1200.0, "EUR"),
    ("budget $3M", 3_000_000.0, "USD"),
    ("预算 3 万元", 30000.0, "CNY"),
])
def test_money_with_currency_and_scale(text: str, amount: float, currency: str) -> None:
    assert ("money", (currency, amount)) in keys(text)


def test_yen_sign_matches_yen_and_yuan_but_not_other_currencies() -> None:
    assert agreeing("ticket is ¥8,800", "チケットは8,800円")
    assert agreeing("ticket is ¥300", "票价 300 元")
    assert not agreeing("ticket is ¥300", "ticket is $300")


@pytest.mark.parametrize("text, per_year", [
    ("the newsletter goes out weekly", 52.0),
    ("뉴스레터는 매주 발송", 52.0),
    ("简报每周发一次", 52.0),
    ("ニュースレターは毎週配信", 52.0),
    ("backups run fortnightly", 26.0),
    ("backups every other week", 26.0),
    ("백업은 격주로", 26.0),
    ("the pump is serviced twice a month", 24.0),
    ("펌프 점검은 월 2회", 24.0),
    ("ポンプ点検は月2回", 24.0),
    ("水泵每月 2 次保养", 24.0),
    ("rotate keys every 3 months", 4.0),
])
def test_frequencies_as_times_per_year(text: str, per_year: float) -> None:
    assert ("frequency", (per_year,)) in keys(text)


def test_weekdays_with_and_without_which_week() -> None:
    assert [k for k, _ in keys("Choir: Tue/Thu")] == ["weekday", "weekday"]
    assert keys("합창 연습은 화요일") == keys("合唱练习在周二") == keys("合唱は火曜") == [("weekday", (1, None))]
    assert keys("the flea market is on the first Saturday") == [("weekday", (5, 1))]
    assert ("weekday", (5, 3)) in keys("フリマは第3土曜")
    assert differing("flea market: first Saturday", "フリマは第3土曜")
    assert not differing("flea market: Saturdays", "フリマは第3土曜")       # which week left out: no difference


def test_dates_that_stamp_or_start_a_line_are_no_values() -> None:
    assert keys("2026-04-02: switched the registrar") == []
    assert keys("since 2026-04-02 the registrar is Porkbun") == []
    assert keys("2026-04-02부터 등록기관 변경") == []
    assert keys("the domain expires 2027-04-02") == [("date", (2027, 4, 2))]
    assert keys("域名 4 月 2 日到期") == [("date", (None, 4, 2))]
    assert keys("renewal due March 3, 2027") == [("date", (2027, 3, 3))]
    assert keys("Godot 2024.3.15 build") == [("version", (2024, 3, 15))]   # a version, not a date


def test_percent_and_differing_values() -> None:
    assert differing("disk alert at 85%", "디스크 경보는 90%")
    assert not differing("disk alert at 85%", "디스크 경보는 85 퍼센트")
    # the side that speaks of a change may name both values: its new one still differs
    assert differing("alert moved to 90% (85% was too noisy)", "disk alert at 85%", changed="a")
    assert not differing("alert moved to 90% (85% was too noisy)", "disk alert at 85%")


def test_says_value_finds_an_old_value_in_another_wording() -> None:
    assert says_value("03:00", "백업은 매일 새벽 3시에 돈다")
    assert says_value("KRW 50,000", "월 5만원")
    assert not says_value("03:00", "백업은 매일 새벽 4시에 돈다")
    assert not says_value("Hetzner", "runs on Hetzner")      # no typed value: the word check decides


def test_a_change_leaves_an_old_time_written_in_korean() -> None:
    change = change_of("the backup moved from 03:00 to 04:30 KST")
    other = "백업은 매일 새벽 3시(KST)에 돈다."
    assert leaves(change, statement_words(other), other) == "03:00"
    side, why = judge_current("the backup moved from 03:00 to 04:30 KST", other, change, change_of(other), None, None)[:2]
    assert side == "a" and "03:00" in why


def test_was_in_parentheses_is_an_old_value() -> None:
    change = change_of("the queue port is 7001 now (was 7000; clashed with the proxy)")
    assert "7000" in change.old


def view(text: str, vector: list[float] | None = None) -> PairView:
    import numpy as np

    plain = None if vector is None else np.asarray(vector, dtype=np.float32) / np.linalg.norm(vector)
    return PairView(text, analyse(text), change_of(text), plain)


def test_a_cross_language_time_conflict_with_a_looser_meaning_match() -> None:
    # cosine 0.80: below the cross-language subject bar (0.84), above the bar for typed values (0.78)
    a = view("Choir practice: Tuesdays 19:00", [1.0, 0.0])
    b = view("합창 연습은 목요일 저녁 8시", [0.8, 0.6])
    verdict = meaning_verdict(a, b)
    assert verdict is not None and verdict.kind == "value" and "differs" in verdict.reason


def test_the_same_fact_in_two_languages_is_no_conflict_but_one_claim() -> None:
    a = view("Membership fee: KRW 50,000 per year", [1.0, 0.0])
    b = view("회비는 연 5만원", [0.9, 0.43589])
    assert meaning_verdict(a, b) is None
    assert same_claim(a, b)


def test_different_things_with_different_values_are_not_a_conflict() -> None:
    # two hosts, two thresholds: without change wording the names say these are different things
    a = view("web01 shuts down at 20% battery", [1.0, 0.0])
    b = view("db02 はバッテリー残量 40% でシャットダウン", [0.9, 0.43589])
    assert meaning_verdict(a, b) is None
    # two products opening two lines, each with its own cadence
    c = view("Desktop: release every 2 weeks", [1.0, 0.0])
    d = view("Mobile: weekly release", [0.9, 0.43589])
    assert meaning_verdict(c, d) is None


def test_a_frequency_change_in_lowercase_words_is_found() -> None:
    a = view("the garden is watered weekly", [1.0, 0.0])
    b = view("from now on the garden is watered fortnightly", [0.95, 0.31225])
    verdict = meaning_verdict(a, b)
    assert verdict is not None and "frequency" in verdict.reason
    assert updates(a, b) or verdict is not None


def test_every_tuesday_in_chinese_is_weekly_and_tuesday() -> None:
    assert keys("合唱团每周二排练") == [("frequency", (52.0,)), ("weekday", (1, None))]
    assert differing("choir practice moves to Thursdays from January", "合唱团每周二排练", changed="a")


def test_numbers_alone_under_close_meaning_are_no_conflict() -> None:
    # close meaning but no shared head: typed values may conflict then, bare numbers (versions,
    # ranges, readings) may not: tried, they flagged agreeing pairs ("3.11" / ">=3.10,<3.13")
    a = view("Python 3.12 for the choir website and its scripts", [1.0, 0.0])
    b = view("Runtime: Python >=3.11,<3.14 whatever uv resolves", [0.92, 0.39192])
    assert meaning_verdict(a, b) is None


def test_the_process_cache_of_typed_values_holds_nothing_stale() -> None:
    # the result depends on the text alone: a cleared cache reads the same values, and equal texts
    # give equal (frozen) values whichever audit asked first
    text = "점검은 매주 화요일 새벽 4시, 1회 3만원"
    first = typed_values(text)
    typed_values.cache_clear()
    assert typed_values(text) == first
    assert typed_values(text) is typed_values(text)
    assert typed_values.cache_info().maxsize == 16384


@pytest.mark.parametrize(("text", "key"), [
    ("오픈 목표: 2027-03", (2027, 3, None)),
    ("opening slipped to May 2027", (2027, 5, None)),
    ("リリースは2027年2月に延期", (2027, 2, None)),
    ("2027년 4월 오픈", (2027, 4, None)),
])
def test_a_month_of_a_year_is_a_date(text: str, key: tuple[int, int, None]) -> None:
    assert [v.key for v in typed_values(text) if v.kind == "date"] == [key]


def test_a_month_date_differs_from_another_month_and_matches_a_day_in_it() -> None:
    assert differing("오픈 목표: 2027-03", "opening slipped to May 2027")
    assert not differing("launch: 2027-03", "launch on 2027-03-15")
    assert typed_values("2026-10 부터 적용") == () and typed_values("since 2026-10") == ()


@pytest.mark.parametrize(("text", "key"), [
    ("Diesel (per litre) ; S$2.95", ("SGD", 2.95)),
    ("柴油每升新币3.10元", ("SGD", 3.1)),
    ("Ferry ticket HK$42", ("HKD", 42.0)),
    ("$42 on the menu", ("USD", 42.0)),           # "m" of "menu" is no million
    ("fee cap $1.2m", ("USD", 1_200_000.0)),
])
def test_dollars_of_other_countries_and_scales_need_a_word_end(text: str, key: tuple[str, float]) -> None:
    assert [v.key for v in typed_values(text) if v.kind == "money"] == [key]


def test_prices_far_apart_are_two_things_not_a_change() -> None:
    assert differing("Diesel (per litre) ; S$2.95", "柴油每升新币3.10元")
    assert not differing("Lube oil drum (209 L) ; S$1,150", "柴油每升新币3.10元")


@pytest.mark.parametrize(("text", "per_year"), [("《夜话》双周更，周五晚上", 26.0), ("播客周更", 52.0)])
def test_chinese_publishing_cadence(text: str, per_year: float) -> None:
    assert [v.key for v in typed_values(text) if v.kind == "frequency"] == [(per_year,)]


@pytest.mark.parametrize(("text", "key"), [
    ("Firmware v2.4.0 OTA done", (2, 4, 0)),
    ("현재 펌웨어: v3.4.2", (3, 4, 2)),
    ("固件 2.4.0 已全量", (2, 4, 0)),
    ("model churn-xgb v15 promoted", (15,)),
])
def test_versions_are_typed(text: str, key: tuple[int, ...]) -> None:
    assert [v.key for v in typed_values(text) if v.kind == "version"] == [key]


@pytest.mark.parametrize("text", ["historian at 10.40.2.15", "Python 3.12 on the box", "AUC 0.861", "1.5 m swell"])
def test_addresses_and_decimals_are_no_versions(text: str) -> None:
    assert not [v for v in typed_values(text) if v.kind == "version"]


def test_a_version_differs_in_any_wording() -> None:
    assert differing("현재 펌웨어: v3.4.2", "firmware: v3.6.0 배포 완료")
    assert not differing("Firmware v2.4.0 OTA done", "固件 2.4.0 已全量")
