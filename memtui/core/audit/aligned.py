"""Aligned near-duplicates: two statements in one language whose words align but for one span.

"Pickup window: Tue 10–12" / "Pickup window: Thu 14–16", "배포 대상: 서울 리전" / "배포 대상: 도쿄 리전",
"抽選申込: 使用月の6か月前" / "抽選申込: 使用月の3か月前": whatever the slot is, a writer who copies a line and
changes one span states the same slot with another value. This reading needs no cue word, no key
shape and no subject detection, so it does not depend on how a writer words a slot.

Tokens: Latin words and numbers, Hangul words, and each Han or kana character (written without
spaces); punctuation is no token. The statements align when a shared start (at least one token: the
subject) and a shared end make at least `MIN_ALIGNED` of both, and the runs between them share no
token (one span differs, replaced on both sides). Guards: the span holds a value on each side (a
digit, a typed value, a name, a CJK word) and the typed values there differ (`3만원` / `KRW 30,000`
agree); the span does not open with another slot word ("종료일" / "시작일"); no typed value is stated
alike with none differing; the span is no record label (`qualifiers.other_labels`: "Hangar 1" /
"Hangar 2"); the two are not items of one enumeration (one list or table of one section, neither
speaking of a change).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memtui.core.audit.conflicts import Verdict
from memtui.core.audit.meaning import PairView
from memtui.core.audit.qualifiers import other_labels
from memtui.core.audit.text import ENGLISH_STOPWORDS, HAN, HAN_KANA, HANGUL, two_languages
from memtui.core.audit.values import agreeing, differing, typed_values

MIN_ALIGNED = 0.4      # shared tokens over both statements' tokens (2·matched / (len a + len b))
MIN_SHARED = 2         # … and at least this many tokens shared
MAX_TOKENS = 60        # longer statements are not compared this way (a paragraph differs in many ways)

_TOKEN_RE = re.compile(rf"[{HAN_KANA}]|[{HANGUL}]+|[^\W_{HAN_KANA}{HANGUL}](?:[^\s{HAN_KANA}{HANGUL}]*[^\W_])?")
_DIGIT_RE = re.compile(r"\d")
_CJK_WORD_RE = re.compile(f"[{HANGUL}{HAN}\u30a0-\u30ff]")       # Hangul, Han or katakana: hiragana alone is grammar
_LATIN_RE = re.compile(r"[A-Za-z][\w.-]*")
_NAME_RE = re.compile(r"^(?:[A-Z][\w.-]*[A-Z0-9][\w.-]*|[A-Z][a-z]+[A-Z]\w*|\w+[._/]\w+)$")   # SM7B, Fly.io, kr-2


@lru_cache(maxsize=8192)
def tokens(text: str) -> tuple[str, ...]:
    """The statement's tokens, as written (case kept)."""
    return tuple(_TOKEN_RE.findall(unicodedata.normalize("NFKC", text).replace("`", " ")))


def differing_span(text_a: str, text_b: str) -> tuple[str, str] | None:
    """The one span in which two aligned statements differ (as token runs joined by spaces), or None:
    a shared start (the subject), then one run on each side sharing no token, then a shared end."""
    tokens_a, tokens_b = tokens(text_a), tokens(text_b)
    if not tokens_a or not tokens_b or max(len(tokens_a), len(tokens_b)) > MAX_TOKENS:
        return None
    folded_a, folded_b = [t.casefold() for t in tokens_a], [t.casefold() for t in tokens_b]
    limit = min(len(folded_a), len(folded_b))
    start = next((i for i in range(limit) if folded_a[i] != folded_b[i]), limit)
    end = next((i for i in range(limit - start) if folded_a[-1 - i] != folded_b[-1 - i]), limit - start)
    shared = start + end
    if start == 0 or shared < MIN_SHARED or 2 * shared < MIN_ALIGNED * (len(folded_a) + len(folded_b)):
        return None
    middle_a, middle_b = folded_a[start:len(folded_a) - end], folded_b[start:len(folded_b) - end]
    if not middle_a or not middle_b or set(middle_a) & set(middle_b):
        return None       # an insertion only, or more than one span differs
    return " ".join(tokens_a[start:len(tokens_a) - end]), " ".join(tokens_b[start:len(tokens_b) - end])


def holds_value(span: str) -> bool:
    """A span names a value: a digit, a typed value (월요일, 三万), a name (SM7B, Fly.io, Kittiwake),
    a CJK word (서울, 東京, カフェ); not lowercase English words ("stays as it is") or hiragana only."""
    return bool(_DIGIT_RE.search(span) or typed_values(span) or _CJK_WORD_RE.search(span) or
                any(_NAME_RE.match(w) or (w[0].isupper() and w.casefold() not in ENGLISH_STOPWORDS)
                    for w in _LATIN_RE.findall(span)))


def _slot_word(span: str) -> str | None:
    """The word a span opens with when it names no value and the span holds one after it ("종료일
    2027-03-31"): the slot's own word, changed."""
    words = span.split()
    if len(words) < 2 or _holds_value_word(words[0]) or not holds_value(" ".join(words[1:])):
        return None
    return words[0].casefold()


def _holds_value_word(word: str) -> bool:
    """A word that is a value itself (a number, a typed value, a name), not a slot's word."""
    return bool(_DIGIT_RE.search(word) or typed_values(word) or _NAME_RE.match(word) or word[:1].isupper())


def aligned_values(text_a: str, text_b: str) -> tuple[str, str] | None:
    """(value a, value b) when two statements of one language state one slot with different values
    by differing in one span only; None otherwise (see the module's guards)."""
    if two_languages(text_a, text_b):
        return None
    span = differing_span(text_a, text_b)
    if span is None or not (holds_value(span[0]) and holds_value(span[1])):
        return None
    if typed_values(span[0]) and typed_values(span[1]) and not differing(span[0], span[1]):
        return None       # one value in two wordings
    if _slot_word(span[0]) and _slot_word(span[1]) and _slot_word(span[0]) != _slot_word(span[1]):
        return None       # "종료일: 2027-03-31" / "시작일: 2026-02-01": the slot word differs, two slots
    if agreeing(text_a, text_b) and not differing(text_a, text_b):
        return None       # a typed value stated alike: the same fact with other details
    if other_labels(text_a, text_b):
        return None       # "Hangar 1" / "Hangar 2": two records of one slot
    return span


def aligned_verdict(a: PairView, b: PairView) -> Verdict | None:
    """A conflict read from aligned statements (`aligned_values`), unless both are items of one
    list or table of one section and neither speaks of a change (an enumeration of records)."""
    if a.listed_in is not None and a.listed_in == b.listed_in and not (a.change.temporal or b.change.temporal):
        return None
    found = aligned_values(a.text, b.text)
    if found is None:
        return None
    return Verdict("value", f"one line, one span differs: {found[0]} / {found[1]}", 2)
