"""Typed values in any of the four languages, normalised so that they compare across wording.

`typed_values(text)` reads what a statement says in units a reader would compare:
- time of day, as minutes after midnight: `04:00`, `3pm`, `새벽 4시`, `오후 3시 30분`, `晚上 7 点`, `10時半`;
- weekdays: `Mon/Wed/Fri`, `Wednesdays`, `수요일`, `周二`, `星期四`, `月曜`;
- frequencies, as times per year: `weekly`, `fortnightly`, `twice a month`, `격주`, `월 2회`, `每周`, `月2回`;
- money, percentages, durations and measures (`amounts.py`: `3만원` = `KRW 30,000` = `삼만 원`, `48 h` =
  `48시간`, `300톤` = `300 吨`, `8 people` = `8명`) and calendar dates (`2026-12-10`,
  `3 月 15 日`, `Dec 10`); a date that stamps a log line ("2026-11-03: …") or says since when is no value.
Two statements hold different values of a kind when both have values of that kind and none is
equal (`differing`); the same value in two wordings is no difference.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memtui.core.audit.amounts import _NUM, Value, _durations, _money, _percent, measures, number

# ---------------------------------------------------------------- time of day

_LATER = ("pm", "p.m.", "오후", "저녁", "밤", "下午", "晚上", "傍晚", "夜里", "晚", "午後", "夜", "夕方")
_EARLIER = ("am", "a.m.", "오전", "새벽", "아침", "上午", "早上", "凌晨", "早", "午前", "朝")
_DAY_PART = r"(?P<part>오전|오후|새벽|아침|저녁|밤|낮|上午|下午|晚上|早上|凌晨|中午|傍晚|夜里|午前|午後|朝|夕方|夜)?\s*"
# a time zone written after a time belongs to it ("03:00 KST"), so it is not read as a name
_ZONE = r"(?:\s*\(?(?:KST|JST|UTC|GMT|CET|CEST|PST|PDT|EST|EDT|BST|HKT|SGT|CST)\)?(?![A-Za-z]))?"
_TIME_RES = (
    re.compile(r"(?<![\d:.])(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?![\d:])(?:\s*(?P<part>[ap]\.?m\.?)(?![a-z]))?"
               + _ZONE, re.IGNORECASE),
    re.compile(r"(?<![\d:.])(?P<h>1[0-2]|0?[1-9])\s*(?P<part>[ap]\.?m\.?)(?![a-z])" + _ZONE, re.IGNORECASE),
    re.compile(_DAY_PART + r"(?P<h>\d{1,2})\s*시(?!간|즌|스템|작)(?:\s*(?P<m>\d{1,2})\s*분|\s*(?P<half>반))?"),
    re.compile(_DAY_PART + rf"(?P<h>{_NUM})\s*[点點时時](?!间|間|代|期|刻|点)"
               r"(?:\s*(?P<m>\d{1,2})\s*分|(?P<half>半))?"),
)


def _times(text: str) -> list[tuple[int, int, Value]]:
    out = []
    for pattern in _TIME_RES:
        for m in pattern.finditer(text):
            hour = number(m.group("h"))
            if hour is None or hour > 24:
                continue
            groups = m.groupdict()
            minute = int(groups["m"]) if groups.get("m") else (30 if groups.get("half") else 0)
            part = (groups.get("part") or "").casefold()
            if part in _LATER and hour < 12:
                hour += 12
            elif part in _EARLIER and hour == 12:
                hour = 0
            out.append((m.start(), m.end(), Value("time", (int(hour) % 24 * 60 + minute,), m.group(0).strip())))
    return out


# ---------------------------------------------------------------- weekdays

_EN_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_EN_DAY_RE = re.compile(r"\b(?:(?P<full>monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|"
                        r"(?P<abbr>Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun))\b\.?", re.IGNORECASE)
_KO_DAYS = "월화수목금토일"
_KO_DAY_RE = re.compile(r"([월화수목금토일])요일|"
                        r"(?<![가-힣])([월화수목금토일])(?=\s*[/·,]\s*[월화수목금토일](?![가-힣]))|"
                        r"(?<=[/·,])\s*([월화수목금토일])(?![가-힣])")
_ZH_DAY_RE = re.compile(r"(?:周|週|星期|礼拜|禮拜)([一二三四五六日天])|([月火水木金土日])曜|"
                        r"(?<![\u4e00-\u9fff\d])([月火水木金土日])(?=\s*[・/／、]\s*[月火水木金土日](?![\u4e00-\u9fff]))|"
                        r"(?<=[・/／、])\s*([月火水木金土日])(?![\u4e00-\u9fff\d])")
_ZH_DAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
_JA_DAYS = "月火水木金土日"


# "second Sunday", "第2日曜", "둘째 주 일요일", "每月第三个周日": which one of the month (None: every)
_ORDINAL_RE = re.compile(r"(?:\b(?P<en>first|second|third|fourth|last|1st|2nd|3rd|4th)\s+$)|"
                         r"(?:第\s*(?P<cjk>\d|[一二三四])\s*(?:个|個)?\s*$)|"
                         r"(?:(?P<ko>첫째|둘째|셋째|넷째|마지막|첫|\d)\s*(?:번째\s*)?주?\s*$)", re.IGNORECASE)
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "last": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4,
             "첫째": 1, "첫": 1, "둘째": 2, "셋째": 3, "넷째": 4, "마지막": 5}


def _ordinal(before: str) -> int | None:
    found = _ORDINAL_RE.search(before[-14:])
    if not found:
        return None
    raw = (found.group("en") or found.group("cjk") or found.group("ko") or "").casefold()
    return _ORDINALS.get(raw) or (int(number(raw) or 0) or None)


def _weekdays(text: str) -> list[tuple[int, int, Value]]:
    found: list[tuple[int, int, int, str]] = []
    for m in _EN_DAY_RE.finditer(text):
        word = (m.group("full") or m.group("abbr") or "").casefold()
        if m.group("abbr") and not m.group("abbr")[0].isupper():
            continue
        found.append((m.start(), m.end(), _EN_DAYS.index(word[:3]), m.group(0)))
    for m in _KO_DAY_RE.finditer(text):
        day = next(g for g in m.groups() if g)
        found.append((m.start(), m.end(), _KO_DAYS.index(day), m.group(0).strip()))
    for m in _ZH_DAY_RE.finditer(text):
        day = _ZH_DAYS[m.group(1)] if m.group(1) else _JA_DAYS.index(next(g for g in m.groups()[1:] if g))
        found.append((m.start(), m.end(), day, m.group(0)))
    return [(start, end, Value("weekday", (day, _ordinal(text[:start])), shown)) for start, end, day, shown in found]


# ---------------------------------------------------------------- frequencies (times per year)

_PER_YEAR = {"hour": 8760, "day": 365, "night": 365, "week": 52, "fortnight": 26, "month": 12, "quarter": 4,
             "year": 1}
_UNIT_WORDS = {"小時": "hour", "hour": "hour", "day": "day", "night": "night", "week": "week", "month": "month",
               "quarter": "quarter", "year": "year", "시간": "hour", "일": "day", "주": "week", "달": "month",
               "개월": "month", "월": "month", "분기": "quarter", "년": "year", "연": "year", "天": "day", "日": "day",
               "周": "week", "週": "week", "星期": "week", "月": "month", "个月": "month", "か月": "month",
               "季度": "quarter", "年": "year", "小时": "hour", "時間": "hour", "晚": "night", "晩": "night"}
_FREQ_WORDS = (
    (r"\b(?:hourly|every hour)\b|매시간|每小时|每小時|毎時", 8760),
    (r"\b(?:daily|nightly|every (?:day|night|morning|evening)|each (?:day|night))\b|매일|매일밤|"
     r"每天|每日|每晚|毎日|毎晩|毎朝", 365),
    (r"\b(?:fortnightly|bi-?weekly|every (?:two|2|other) weeks?|every second week)\b|격주|"
     r"(?:2|두)\s*주(?:에 한 번|마다)|隔周|每两周|每隔一周|隔週|双周|雙週|隔週更", 26),
    (r"\b(?:weekly|every week|each week|once a week)\b|매주|每周|每週|每星期|毎週|(?<![双雙隔])周更", 52),
    (r"\b(?:bi-?monthly|every (?:two|2|other) months?)\b|격월|隔月", 6),
    (r"\b(?:monthly|every month|each month|once a month)\b|매월|매달|每月|每个月|毎月", 12),
    (r"\b(?:quarterly|every quarter)\b|분기(?:마다|별|에 한 번)|每季度|每个季度|四半期ごと", 4),
    (r"\b(?:yearly|annually|every year|once a year)\b|매년|每年|毎年", 1),
)
_FREQ_RES = [(re.compile(p, re.IGNORECASE), n) for p, n in _FREQ_WORDS]
_TIMES_EN = {"once": 1, "twice": 2, "thrice": 3, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
             "eight": 8, "ten": 10, "twelve": 12}
_PER_ADVERB = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year"}
_TIMES_RE = re.compile(
    r"\b(?P<n>once|twice|thrice|(?:\d+|two|three|four|five|six|seven|eight|ten|twelve)\s*(?:x|times))"
    r"\s+(?:a|an|per|each|every)\s+(?P<u>hour|day|week|month|quarter|year)\b|"
    r"\b(?P<n5>once|twice|thrice|(?:\d+|two|three|four)\s*(?:x|times))\s+(?P<u5>daily|weekly|monthly|yearly)\b|"
    r"(?:1\s*)?(?P<u6>하루|주|달|년)에\s*(?P<n6>\d+|한|두|세|네)\s*(?:번|회)|"
    r"(?:每|毎)(?:隔)?\s*(?P<n7>\d+|[一二两三四五六七八九十])\s*(?:个)?(?P<u7>小时|小時|時間|天|日|周|週|星期|月|年)(?!\d)|"
    r"(?P<u2>하루|주|월|연|年|月|週|周|每天|每周|每月|每年)\s*(?P<n2>\d+|[一二两兩三四五六七八九十]|한|두|세|네)\s*"
    r"(?:회|번|次|回)|"
    r"\bevery\s+(?P<n3>\d+|two|three|four|six)\s+(?P<u3>hours|days|weeks|months|years)\b|"
    r"(?P<n4>\d+)\s*(?P<u4>시간|일|주|개월|달|年|个月|か月|天|周|週間|小时|時間)\s*(?:마다|에 한 번|一次|ごと|毎)",
    re.IGNORECASE)
_KO_COUNTS = {"한": 1, "두": 2, "세": 3, "네": 4}
_EN_COUNTS = {"two": 2, "three": 3, "four": 4, "six": 6}
_PERIOD_OF = {"하루": "day", "每天": "day", "每周": "week", "每月": "month", "每年": "year", "週間": "week"}


def _frequencies(text: str) -> list[tuple[int, int, Value]]:
    out = []
    for m in _TIMES_RE.finditer(text):
        g = m.groupdict()
        if g["n"] or g["n5"]:
            raw = (g["n"] or g["n5"]).casefold()
            count = _TIMES_EN.get(raw) or _TIMES_EN.get(raw.split()[0].rstrip("x")) or \
                number(re.sub(r"\D", "", raw)) or 1
            unit = g["u"].casefold() if g["n"] else _PER_ADVERB[g["u5"].casefold()]
            per_year = count * _PER_YEAR[unit]
        elif g["n6"]:
            count = _KO_COUNTS.get(g["n6"]) or number(g["n6"]) or 1
            per_year = count * _PER_YEAR[_PERIOD_OF.get(g["u6"]) or _UNIT_WORDS[g["u6"]]]
        elif g["n7"]:
            every = number(g["n7"]) or 1
            per_year = _PER_YEAR[_UNIT_WORDS[g["u7"]]] / every
        elif g["u2"]:
            count = _KO_COUNTS.get(g["n2"]) or number(g["n2"]) or 1
            unit = _PERIOD_OF.get(g["u2"]) or _UNIT_WORDS.get(g["u2"], "year")
            per_year = count * _PER_YEAR[unit]
        else:
            raw_n, raw_u = (g["n3"], g["u3"]) if g["n3"] else (g["n4"], g["u4"])
            every = _EN_COUNTS.get(raw_n.casefold()) or number(raw_n) or 1
            unit = _PERIOD_OF.get(raw_u) or _UNIT_WORDS.get(raw_u.casefold().rstrip("s"), "year")
            per_year = _PER_YEAR[unit] / every
        out.append((m.start(), m.end(), Value("frequency", (round(per_year, 1),), m.group(0).strip())))
    for pattern, per_year in _FREQ_RES:
        for m in pattern.finditer(text):
            out.append((m.start(), m.end(), Value("frequency", (float(per_year),), m.group(0).strip())))
    return out


# ---------------------------------------------------------------- dates

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_NAME = r"(?P<mon>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|" \
              r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
_DATE_RES = (
    re.compile(r"(?<![\w.-])(?P<y>(?:19|20)\d{2})[-/](?P<m>0?[1-9]|1[0-2])[-/](?P<d>0?[1-9]|[12]\d|3[01])(?![\w-])"),
    re.compile(r"(?:(?P<y>(?:19|20)\d{2})\s*[年년]\s*)?(?P<m>1[0-2]|0?[1-9])\s*[月월]\s*(?P<d>[12]\d|3[01]|0?[1-9])\s*[日일号號]"),
    re.compile(r"\b" + _MONTH_NAME + r"\s+(?P<d>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\b(?:,?\s+(?P<y>(?:19|20)\d{2}))?",
               re.IGNORECASE),
    re.compile(r"\b(?P<d>[12]\d|3[01]|0?[1-9])\s+" + _MONTH_NAME + r"(?:\s+(?P<y>(?:19|20)\d{2}))?\b", re.IGNORECASE),
    # a month of a year (no day): 2027-03, May 2027, 2027年3月, 2027년 3월
    re.compile(r"(?<![\w.-])(?P<y>(?:19|20)\d{2})-(?P<m>0[1-9]|1[0-2])(?![\w-])"),
    re.compile(r"\b" + _MONTH_NAME + r"\s+(?P<y>(?:19|20)\d{2})\b", re.IGNORECASE),
    re.compile(r"(?P<y>(?:19|20)\d{2})\s*[年년]\s*(?P<m>1[0-2]|0?[1-9])\s*[月월](?!\s*\d)"),
)
# a date that says since when, or stamps the line, is no value of the statement
_SINCE_BEFORE_RE = re.compile(r"(?:since|as of|from|starting|effective|updated|until|till)\s*:?\s*$", re.IGNORECASE)
_SINCE_AFTER_RE = re.compile(r"^\s*(?:부터|以来|から|起|开始|開始|이후)")


def _dates(text: str) -> list[tuple[int, int, Value]]:
    out = []
    for pattern in _DATE_RES:
        for m in pattern.finditer(text):
            g = m.groupdict()
            month = _MONTHS.index(g["mon"].casefold()[:3]) + 1 if g.get("mon") else int(g["m"])
            day = int(g["d"]) if g.get("d") else None
            year = int(g["y"]) if g.get("y") else None
            before, after = text[:m.start()], text[m.end():]
            if not before.strip(" -*>[]~`") and re.match(r"\s*[:—–)\]|]", after):
                continue          # "2026-11-03: …": the line's stamp
            if _SINCE_BEFORE_RE.search(before) or _SINCE_AFTER_RE.match(after):
                continue
            out.append((m.start(), m.end(), Value("date", (year, month, day), m.group(0).strip())))
    return out


# ---------------------------------------------------------------- versions

# "v2.4.0", "v14", "3.6.0" (three parts without a v: two parts are as often a decimal), not an IP address
_VERSION_RE = re.compile(r"(?<![\w.])(?:[vV](?P<v>\d+(?:\.\d+){0,3})|(?P<n>\d+\.\d+\.\d+))(?![\w.]*\d)(?!\.\d)")


def _versions(text: str) -> list[tuple[int, int, Value]]:
    out = []
    for m in _VERSION_RE.finditer(text):
        parts = tuple(int(p) for p in (m.group("v") or m.group("n")).split("."))
        out.append((m.start(), m.end(), Value("version", parts, m.group(0))))
    return out


# ---------------------------------------------------------------- all of them

_READERS = (_dates, _times, _money, _percent, _frequencies, _weekdays, _versions, _durations, measures)


@lru_cache(maxsize=16384)
def typed_values(text: str) -> tuple[Value, ...]:
    """Every typed value of a statement, left to right; a span read by an earlier reader (dates,
    times, money, percentages, frequencies, weekdays, then durations) is not read again.

    Cached for the process, not per audit, on purpose: the result depends on the text alone (no
    clock, config or workspace is read; `Value` is frozen), so an entry can never be stale, and one
    audit asks for the same statement many times (every pair it is in, plus `differing`, `agreeing`
    and `says_value`) while the next audit of the same workspace asks for the same statements again.
    The cache is bounded (16,384 texts, each a statement of at most `MAX_STATEMENT_CHARS`: a few MB);
    `typed_values.cache_clear()` empties it."""
    text = unicodedata.normalize("NFKC", text).replace("～", "~")
    taken: list[tuple[int, int]] = []
    found: list[tuple[int, Value]] = []
    for reader in _READERS:
        for start, end, value in sorted(reader(text), key=lambda f: (f[0], -f[1])):
            if reader is _weekdays:      # "每周二", "매주 화요일": a frequency and a weekday in one span
                found.append((start, value))
                continue
            if any(start < e and s < end for s, e in taken):
                continue
            taken.append((start, end))
            found.append((start, value))
    return tuple(v for _, v in sorted(found, key=lambda f: f[0]))


def _same_currency(a: Value, b: Value) -> bool:
    """One currency; `¥` is yen or yuan."""
    currency_a, currency_b = a.key[0], b.key[0]
    return currency_a == currency_b or (
        "¥" in (currency_a, currency_b) and {currency_a, currency_b} <= {"¥", "JPY", "CNY"})


MONEY_RATIO = 5.0      # two amounts of one currency further apart than this are prices of two things


def _near(a: Value, b: Value) -> bool:
    """Amounts within MONEY_RATIO of each other (both positive)."""
    low, high = sorted((float(str(a.key[1])), float(str(b.key[1]))))
    return low > 0 and high <= low * MONEY_RATIO


def same_value(a: Value, b: Value) -> bool:
    """Equal values of one kind; `¥` matches yen and yuan, a date without a year or day matches any."""
    if a.kind != b.kind:
        return False
    if a.kind == "money":
        return _same_currency(a, b) and a.key[1] == b.key[1]
    if a.kind in ("date", "weekday"):     # a part left out (year, which week) matches any
        return all(x is None or y is None or x == y for x, y in zip(a.key, b.key, strict=True))
    return a.key == b.key


def by_kind(values: tuple[Value, ...]) -> dict[str, list[Value]]:
    out: dict[str, list[Value]] = {}
    for value in values:
        out.setdefault(value.kind, []).append(value)
    return out


def differing(text_a: str, text_b: str, changed: str | None = None) -> list[tuple[str, list[Value], list[Value]]]:
    """Kinds both statements hold values of that differ: (kind, values of a, values of b). Values
    differ when each side has one the other lacks; when `changed` ("a" | "b") names the side that
    speaks of a change, also when that side has a value the other lacks while the other's are all
    among its own (the change names old and new values: "Mon/Thu from next week (Tue/Fri clashed)")."""
    kinds_a, kinds_b = by_kind(typed_values(text_a)), by_kind(typed_values(text_b))
    out = []
    for kind in sorted(kinds_a.keys() & kinds_b.keys()):
        values_a, values_b = kinds_a[kind], kinds_b[kind]
        if kind == "money" and not any(_same_currency(x, y) for x in values_a for y in values_b):
            continue                  # ₩48,000 / $42: prices in two markets, not two prices of one
        if kind == "money" and not any(_same_currency(x, y) and _near(x, y) for x in values_a for y in values_b):
            continue                  # S$1,150 / S$5.20: prices of two things (a price moves by less than 5×)

        only_a = [x for x in values_a if not any(same_value(x, y) for y in values_b)]
        only_b = [y for y in values_b if not any(same_value(x, y) for x in values_a)]
        if (only_a and only_b) or (changed == "a" and only_a) or (changed == "b" and only_b):
            out.append((kind, values_a, values_b))
    return out


def says_value(span: str, text: str) -> bool:
    """The typed value(s) of `span` are among the values of `text` (`04:00` in "새벽 4시에 돈다")."""
    wanted = typed_values(span)
    held = typed_values(text)
    return bool(wanted) and all(any(same_value(w, h) for h in held) for w in wanted)


def value_spans(text: str) -> list[str]:
    """The words of every typed value, as written (for the word-level comparison to leave alone)."""
    return [value.shown for value in typed_values(text)]


# kinds whose value is a fact of its own; a shared weekday, frequency or measure ("nightly build",
# "5-ton trip", "20L keg") is often part of what a statement is about
SPECIFIC_KINDS = frozenset({"money", "percent", "time", "date", "duration"})


def agreeing(text_a: str, text_b: str, kinds: frozenset[str] = SPECIFIC_KINDS) -> bool:
    """The two statements share a typed value of one of `kinds` (`€500` and `500 欧元`)."""
    held_b = [y for y in typed_values(text_b) if y.kind in kinds]
    return any(same_value(x, y) for x in typed_values(text_a) if x.kind in kinds for y in held_b)
