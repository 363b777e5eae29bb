"""Aligned near-duplicates: two statements in one language whose words align but for one span.

"Pickup window: Tue 10–12" / "Pickup window: Thu 14–16", "배포 대상: 서울 리전" / "배포 대상: 도쿄 리전",
"抽選申込: 使用月の6か月前" / "抽選申込: 使用月の3か月前": whatever the slot is, a writer who copies a line and
changes one span states the same slot with another value. This reading needs no cue word, no key
shape and no subject detection, so it does not depend on how a writer words a slot.

Tokens: Latin words and numbers, Hangul words, and each Han or kana character (written without
spaces); punctuation is no token. The statements align when their shared tokens make at least
`MIN_ALIGNED` of both and all differences lie in one span that is not the first token (the subject
is shared). Guards: the span holds a value on each side (a digit, a typed value, a name-like word)
and the typed values there differ (`3만원` / `KRW 30,000` agree); the span is no record label
(`qualifiers.other_labels`: "Hangar 1" / "Hangar 2"); the two are not items of one enumeration
(one list or table of one section, neither speaking of a change).
"""

from __future__ import annotations

import re
import unicodedata
from difflib import SequenceMatcher

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


def tokens(text: str) -> list[str]:
    """The statement's tokens, as written (case kept)."""
    return _TOKEN_RE.findall(unicodedata.normalize("NFKC", text).replace("`", " "))


def differing_span(text_a: str, text_b: str) -> tuple[str, str] | None:
    """The one span in which two aligned statements differ (as token runs joined by spaces), or None."""
    tokens_a, tokens_b = tokens(text_a), tokens(text_b)
    if not tokens_a or not tokens_b or max(len(tokens_a), len(tokens_b)) > MAX_TOKENS:
        return None
    matcher = SequenceMatcher(None, [t.casefold() for t in tokens_a], [t.casefold() for t in tokens_b],
                              autojunk=False)
    shared = sum(block.size for block in matcher.get_matching_blocks())
    if shared < MIN_SHARED or 2 * shared < MIN_ALIGNED * (len(tokens_a) + len(tokens_b)):
        return None
    changes = [op for op in matcher.get_opcodes() if op[0] != "equal"]
    if len(changes) != 1 or changes[0][0] != "replace" or changes[0][1] == 0 or changes[0][3] == 0:
        return None
    _, start_a, end_a, start_b, end_b = changes[0]
    return " ".join(tokens_a[start_a:end_a]), " ".join(tokens_b[start_b:end_b])


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
