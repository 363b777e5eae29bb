"""Amounts in any of the four languages: numbers, money, percentages, durations and measures.

The readers of `values.typed_values` that read a number with what it counts:
- money, as (currency, amount): `3만원` = `KRW 30,000` = `삼만 원`, `¥42,000` = `42,000 yen` = `4.2万円`,
  `六万韩元`, `fifty thousand won`;
- percentages; durations in minutes (`48 h` = `48시간` = `2 days`, `25 yr` = `25년`); working days
  (`7 个工作日`, `10영업일`, `5 business days`);
- measures, as (dimension, amount in the base unit): lengths, masses, volumes, concentrations, light,
  data rates and counts of people (`12.8 m` = `12.8미터`, `300톤` = `300 t` = `300 吨`, `8 people` = `8명`).
Numbers are read in digits, CJK numerals (`三千`, `十五`, `六万`), Korean Sino numerals (`삼만`) and
English number words up to the thousands (`three`, `fifty thousand`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_CJK_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6,
               "七": 7, "八": 8, "九": 9}
_NUM = r"\d+(?:[.,]\d+)*|[零〇一二两兩三四五六七八九十]{1,3}"


@dataclass(frozen=True)
class Value:
    """One typed value: its kind, its normalised key, and the words it was written in."""

    kind: str          # time | weekday | frequency | money | percent | duration | measure | date
    key: tuple[object, ...]
    shown: str


def number(text: str) -> float | None:
    """`30,000` -> 30000, `1.5` -> 1.5, `十五` -> 15, `两` -> 2; None if not a number."""
    text = text.strip()
    if not text:
        return None
    if text[0].isdigit():
        plain = text.replace(",", "") if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", text) else text
        try:
            return float(plain)
        except ValueError:
            return None
    if all(c in _CJK_DIGITS for c in text):
        return float(int("".join(str(_CJK_DIGITS[c]) for c in text)))
    return spelled(text)


_KO_DIGITS = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_UNITS = {"十": 10, "拾": 10, "百": 100, "千": 1000, "仟": 1000, "십": 10, "백": 100, "천": 1000}
_LARGE = {"万": 1e4, "萬": 1e4, "만": 1e4, "亿": 1e8, "億": 1e8, "억": 1e8}
_EN_NUMBERS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())} | {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_EN_SCALES = {"hundred": 100, "thousand": 1000, "million": 1e6}
EN_NUMBER_WORDS = "|".join(sorted([*_EN_NUMBERS, *_EN_SCALES], key=len, reverse=True))
CJK_NUMERAL = "[零〇一二两兩三四五六七八九十拾百千仟万萬亿億]"
KO_NUMERAL = "[일이삼사오육칠팔구십백천만억]"


def spelled(text: str) -> float | None:
    """A number in words: CJK numerals (`三千`, `十五`, `六万`), Korean Sino numerals (`삼만`, `사천오백`),
    English words (`fifty thousand`, `twenty-five`); None if the text is not one."""
    words = [w for w in re.split(r"[\s-]+", text.casefold()) if w and w != "and"]
    if words and all(w in _EN_NUMBERS or w in _EN_SCALES for w in words):
        total, part = 0.0, 0.0
        for word in words:
            if word in _EN_NUMBERS:
                part += _EN_NUMBERS[word]
            elif word == "hundred":
                part = (part or 1) * 100
            else:
                total += (part or 1) * _EN_SCALES[word]
                part = 0.0
        return total + part
    if not text or not all(c in _CJK_DIGITS or c in _KO_DIGITS or c in _UNITS or c in _LARGE for c in text):
        return None
    total, section, digit = 0.0, 0.0, None
    for char in text:
        if char in _LARGE:
            total += (section + (digit or 0) or 1) * _LARGE[char]
            section, digit = 0.0, None
        elif char in _UNITS:
            section += (digit if digit is not None else 1) * _UNITS[char]
            digit = None
        else:
            digit = _CJK_DIGITS.get(char, _KO_DIGITS.get(char, 0))
    return total + section + (digit or 0)


# ---------------------------------------------------------------- money, percent, duration

_CURRENCY = {"$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "달러": "USD", "美元": "USD", "ドル": "USD",
             "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR", "유로": "EUR", "欧元": "EUR", "ユーロ": "EUR",
             "£": "GBP", "gbp": "GBP", "pound": "GBP", "pounds": "GBP", "파운드": "GBP", "英镑": "GBP",
             "₩": "KRW", "krw": "KRW", "won": "KRW", "원": "KRW", "韩元": "KRW", "ウォン": "KRW", "ポンド": "GBP",
             "¥": "¥", "￥": "¥", "jpy": "JPY", "yen": "JPY", "엔": "JPY", "円": "JPY", "日元": "JPY",
             "s$": "SGD", "sgd": "SGD", "新币": "SGD", "新元": "SGD", "新加坡元": "SGD", "hk$": "HKD", "hkd": "HKD",
             "港币": "HKD", "a$": "AUD", "aud": "AUD", "c$": "CAD", "cad": "CAD", "nt$": "TWD", "twd": "TWD",
             "cny": "CNY", "rmb": "CNY", "yuan": "CNY", "元": "CNY", "人民币": "CNY", "块": "CNY", "위안": "CNY"}
_SCALE = {"k": 1e3, "천": 1e3, "千": 1e3, "만": 1e4, "万": 1e4, "萬": 1e4, "m": 1e6, "million": 1e6, "백만": 1e6,
          "억": 1e8, "亿": 1e8, "億": 1e8, "bn": 1e9, "billion": 1e9}
# a compound amount names its larger unit first: 6만5천원 = 65,000, 1억2000만원 = 120,000,000
_AMOUNT = r"(?:(?P<big>\d+(?:\.\d+)?)\s*(?P<big_scale>억|만|亿|億|万|萬)\s*(?=\d))?" \
          r"(?P<n>\d+(?:[.,]\d+)*)\s*(?P<scale>(?:k|m|bn|million|billion)(?![a-z])|천|만|백만|억|千|万|萬|亿|億)?"
_SUFFIX_CURRENCY = r"(?P<cur2>usd|eur|gbp|krw|jpy|cny|rmb|dollars?|euros?|pounds?|won|yen|yuan|" \
                   r"달러|유로|파운드|원|엔|위안|美元|欧元|英镑|韩元|日元|人民币|元|块|円|ドル|ユーロ|ウォン|ポンド)"
_MONEY_RES = (
    re.compile(r"(?P<cur>\b(?:S|HK|A|C|NT)\$|新加坡元|新币|新元|港币|[$€£₩¥￥]|"
               r"\b(?:USD|EUR|GBP|KRW|JPY|CNY|RMB|SGD|HKD|AUD|CAD|TWD)\b)\s*" + _AMOUNT, re.IGNORECASE),
    re.compile(_AMOUNT + r"\s*" + _SUFFIX_CURRENCY + r"(?![a-z])", re.IGNORECASE),
)
# an amount in words before its currency: "fifty thousand won", "삼만 원", "六万韩元", "三千日元"
_SPELLED_MONEY_RE = re.compile(
    rf"(?P<n>(?<![a-z])(?:{EN_NUMBER_WORDS})(?:[\s-]+(?:and[\s-]+)?(?:{EN_NUMBER_WORDS}))*|"
    rf"(?<![가-힣]){KO_NUMERAL}*[십백천만억]|{CJK_NUMERAL}*[十拾百千仟万萬亿億]{CJK_NUMERAL}*)\s*"
    + _SUFFIX_CURRENCY + r"(?![a-z가-힣])", re.IGNORECASE)
_PERCENT_RE = re.compile(r"(?P<n>\d+(?:\.\d+)?)\s*(?:%|％|퍼센트|percent\b|pct\b)|百分之(?P<n2>\d+(?:\.\d+)?)",
                         re.IGNORECASE)
_MINUTES = {"ms": 1 / 60000, "s": 1 / 60, "sec": 1 / 60, "secs": 1 / 60, "second": 1 / 60, "seconds": 1 / 60,
            "초": 1 / 60, "秒": 1 / 60, "min": 1, "mins": 1, "minute": 1, "minutes": 1, "분": 1, "分钟": 1, "分間": 1,
            "h": 60, "hr": 60, "hrs": 60, "hour": 60, "hours": 60, "시간": 60, "小时": 60, "小時": 60, "時間": 60,
            "d": 1440, "day": 1440, "days": 1440, "일": 1440, "天": 1440, "日間": 1440,
            "w": 10080, "week": 10080, "weeks": 10080, "주": 10080, "주일": 10080, "周": 10080, "週間": 10080,
            "month": 43200, "months": 43200, "개월": 43200, "달": 43200, "个月": 43200, "か月": 43200, "ヶ月": 43200,
            "year": 525600, "years": 525600, "yr": 525600, "yrs": 525600, "년": 525600,
            "年間": 525600}
_DURATION_RE = re.compile(
    r"(?<![\d.:A-Za-z_])(?P<n>\d+(?:\.\d+)?)\s*(?P<u>ms|secs?|seconds?|s|mins?|minutes?|hrs?|hours?|h|days?|d|weeks?|w|"
    r"months?|years?|yrs?|초|분|시간|주일|개월|일|주|달|년|秒|分钟|分間|小时|小時|時間|天|日間|周|週間|个月|か月|ヶ月|年間)"
    r"(?![a-z0-9])", re.IGNORECASE)


def _money(text: str) -> list[tuple[int, int, Value]]:
    out = []
    for pattern in _MONEY_RES:
        for m in pattern.finditer(text):
            amount = number(m.group("n"))
            if amount is None:
                continue
            scale = (m.group("scale") or "").casefold()
            amount *= _SCALE.get(scale, 1.0)
            if m.group("big"):
                amount += float(m.group("big")) * _SCALE[m.group("big_scale")]
            currency = _CURRENCY[(m.groupdict().get("cur") or m.groupdict().get("cur2") or "").casefold()]
            out.append((m.start(), m.end(), Value("money", (currency, round(amount, 2)), m.group(0).strip())))
    for m in _SPELLED_MONEY_RE.finditer(text):
        amount = spelled(re.sub(r"\s+", "", m.group("n")) if not m.group("n").isascii() else m.group("n"))
        if amount:
            out.append((m.start(), m.end(), Value("money", (_CURRENCY[m.group("cur2").casefold()], round(amount, 2)),
                                                  m.group(0).strip())))
    return out


def _percent(text: str) -> list[tuple[int, int, Value]]:
    return [(m.start(), m.end(), Value("percent", (float(m.group("n") or m.group("n2")),), m.group(0).strip()))
            for m in _PERCENT_RE.finditer(text)]


def _durations(text: str) -> list[tuple[int, int, Value]]:
    out = []
    for m in _DURATION_RE.finditer(text):
        unit = m.group("u").casefold()
        amount = number(m.group("n"))
        if amount is None or unit not in _MINUTES:
            continue
        out.append((m.start(), m.end(), Value("duration", (round(amount * _MINUTES[unit], 3),), m.group(0).strip())))
    return out


# unit -> (dimension, factor to the dimension's base unit); counts of people are a dimension too
_MEASURE_UNITS = {
    "mm": ("length", 0.001), "cm": ("length", 0.01), "m": ("length", 1.0), "km": ("length", 1000.0),
    "밀리미터": ("length", 0.001), "센티미터": ("length", 0.01), "센티": ("length", 0.01), "미터": ("length", 1.0),
    "킬로미터": ("length", 1000.0), "毫米": ("length", 0.001), "厘米": ("length", 0.01), "米": ("length", 1.0),
    "公里": ("length", 1000.0), "ミリ": ("length", 0.001), "センチ": ("length", 0.01), "メートル": ("length", 1.0),
    "キロメートル": ("length", 1000.0),
    "mg": ("mass", 0.001), "g": ("mass", 1.0), "kg": ("mass", 1000.0), "t": ("mass", 1e6), "ton": ("mass", 1e6),
    "tons": ("mass", 1e6), "tonne": ("mass", 1e6), "tonnes": ("mass", 1e6), "그램": ("mass", 1.0),
    "킬로그램": ("mass", 1000.0), "킬로": ("mass", 1000.0), "톤": ("mass", 1e6), "克": ("mass", 1.0),
    "公斤": ("mass", 1000.0), "千克": ("mass", 1000.0), "吨": ("mass", 1e6), "噸": ("mass", 1e6),
    "グラム": ("mass", 1.0), "キロ": ("mass", 1000.0), "キログラム": ("mass", 1000.0), "トン": ("mass", 1e6),
    "ml": ("volume", 0.001), "l": ("volume", 1.0), "liter": ("volume", 1.0), "liters": ("volume", 1.0),
    "litre": ("volume", 1.0), "litres": ("volume", 1.0), "리터": ("volume", 1.0), "升": ("volume", 1.0),
    "毫升": ("volume", 0.001), "リットル": ("volume", 1.0),
    "mg/l": ("concentration", 1.0), "ppm": ("concentration", 1.0), "mL": ("volume", 0.001), "L": ("volume", 1.0),
    "mg/L": ("concentration", 1.0), "Mbps": ("rate", 1000.0), "Gbps": ("rate", 1e6), "Kbps": ("rate", 1.0),
    "lux": ("light", 1.0), "lx": ("light", 1.0), "룩스": ("light", 1.0), "勒克斯": ("light", 1.0),
    "ルクス": ("light", 1.0),
    "kbps": ("rate", 1.0), "mbps": ("rate", 1000.0), "gbps": ("rate", 1e6),
    "people": ("people", 1.0), "persons": ("people", 1.0), "staff": ("people", 1.0), "pax": ("people", 1.0),
    "명": ("people", 1.0), "人": ("people", 1.0), "名": ("people", 1.0),
    "business days": ("workdays", 1.0), "working days": ("workdays", 1.0), "영업일": ("workdays", 1.0),
    "工作日": ("workdays", 1.0), "个工作日": ("workdays", 1.0), "営業日": ("workdays", 1.0),
}
_MEASURE_RE = re.compile(
    r"(?<![\d.:A-Za-z_/-])(?P<n>\d+(?:[.,]\d+)*)(?:\s*|-)(?P<u>"
    + "|".join(re.escape(u) for u in sorted(_MEASURE_UNITS, key=len, reverse=True))
    + r")(?![A-Za-z0-9/])")


def measures(text: str) -> list[tuple[int, int, Value]]:
    """Lengths, masses, volumes, concentrations, light, data rates, people and working days, as
    (dimension, amount in its base unit): `12.8 m` = `12.8미터`, `300톤` = `300 t`, `8 people` = `8명`."""
    out = []
    for m in _MEASURE_RE.finditer(text):
        amount = number(m.group("n"))
        dimension, factor = _MEASURE_UNITS[m.group("u")]
        bare = m.group(0)[len(m.group("n"))] not in " -"
        if amount is None or (m.group("u") == "m" and "." not in m.group("n") and bare):
            continue          # "30m" is as often 30 minutes: metres when written "12.8m" or "30 m"
        out.append((m.start(), m.end(), Value("measure", (dimension, round(amount * factor, 6)), m.group(0).strip())))
    return out
