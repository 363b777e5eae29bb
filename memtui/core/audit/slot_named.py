"""A slot named in another statement: what follows the key there is another value.

"安全主管：王建国" / "王建国 调去南通厂，安全主管换成刘芳", "稽古場：北区の中津スタジオ" / "稽古場を此花区の
「このはなアトリエ」に移転", "patrol: ch 4" / "patrol moved to ch 7". A "key: value" line names its slot in
its key; another statement of one language that names the same key and goes on with something else
than the value speaks of the slot and gives it another value, whatever its verb or word order. No
cue list: the reading needs only the key, the words right after it and the value.

Guards: the words after the key hold a value (`aligned.holds_value`) and none of the value's words;
typed values there and in the value differ when both have one; the other statement is no "key: value"
line itself unless it speaks of a change (two keys are two slots: `slots.same_key_values` reads those);
a key of one or two characters names too little to be a slot.
"""

from __future__ import annotations

import re

from memtui.core.audit.aligned import holds_value, tokens
from memtui.core.audit.conflicts import Verdict
from memtui.core.audit.meaning import PairView
from memtui.core.audit.slots import key_value
from memtui.core.audit.supersede import Change
from memtui.core.audit.text import CJK_CHAR_RE, HANGUL, strip_particle, two_languages
from memtui.core.audit.values import differing, typed_values

MIN_KEY_CHARS = 3      # a Latin key this long at least (a CJK key: 2 characters)
MAX_SAID_CHARS = 60    # what follows the key is read this far
_NUMBER_RE = re.compile(r"\d+(?:[.,]\d+)*")
HANGUL_RE = re.compile(f"[{HANGUL}]")
# the words after a key end at a sentence, clause or bracket (not at the dot or comma of 1.5, 11,400)
_SAID_END_RE = re.compile(r"(?<!\d)[.,]|[.,](?!\d)|[。;；!?！？，、()（）\[\]「」『』]|\s[—–-]\s")


def _after_key(key: str, text: str) -> str | None:
    """The words right after the first mention of `key` in `text` (None when it is not named)."""
    folded, fold_key = text.casefold(), key.casefold()
    start = folded.find(fold_key)
    if start < 0:
        return None
    end = start + len(fold_key)
    if not CJK_CHAR_RE.search(key) and ((start and folded[start - 1].isalnum()) or
                                         (end < len(folded) and folded[end].isalnum())):
        return None       # "patrol" in "patrols" or "Django" in "django-admin": another word
    return _SAID_END_RE.split(text[end:end + MAX_SAID_CHARS])[0].strip(" :：=→")


def _pieces(text: str) -> set[str]:
    """What two values share when one restates the other: Latin and Hangul words (a Hangul word
    without its particle; longer than one character) and pairs of adjacent Han or kana characters
    (a single one is too common to tell)."""
    out = set()
    found = [t.casefold() for t in tokens(text)]
    for index, token in enumerate(found):
        if CJK_CHAR_RE.fullmatch(token) and not HANGUL_RE.match(token):
            if index + 1 < len(found) and CJK_CHAR_RE.fullmatch(found[index + 1]):
                out.add(token + found[index + 1])
        elif len(strip_particle(token)) > 1:
            out.add(strip_particle(token))
    return out


def _restates(value: str, said: str) -> bool:
    """The words after the key restate the value (or part of it); amounts restate it only when a
    number is shared ("439.50 MHz" / "440.10 MHz" share a unit, not a value)."""
    numbers_value, numbers_said = set(_NUMBER_RE.findall(value)), set(_NUMBER_RE.findall(said))
    if numbers_value and numbers_said and not numbers_value & numbers_said:
        return False
    return bool(_pieces(value) & _pieces(said))


def _one_way(kv_text: str, other: str, other_change: Change) -> tuple[str, str, str] | None:
    found = key_value(kv_text)
    if found is None:
        return None
    key, value = found
    if len(key) < (2 if CJK_CHAR_RE.search(key) else MIN_KEY_CHARS):
        return None
    if key_value(other) is not None and not other_change.temporal:
        return None       # another key: value line; two keys are compared by `slots`
    said = _after_key(key, other)
    if not said or not holds_value(said):
        return None
    if _restates(value, said):
        return None       # the other states the value (or part of it) again
    if typed_values(said) and typed_values(value) and not differing(value, said):
        return None       # one value in two wordings
    return key, value, said


def slot_named(text_a: str, text_b: str, change_a: Change, change_b: Change) -> tuple[str, str, str] | None:
    """(key, value, what the other says after the key) when one statement is "key: value" and the other,
    in the same language, names the key followed by another value; None otherwise."""
    if two_languages(text_a, text_b):
        return None
    return _one_way(text_a, text_b, change_b) or _one_way(text_b, text_a, change_a)


def slot_verdict(a: PairView, b: PairView) -> Verdict | None:
    """A conflict read from a slot named in the other statement (`slot_named`)."""
    found = slot_named(a.text, b.text, a.change, b.change)
    if found is None:
        return None
    key, value, said = found
    confidence = 3 if a.change.temporal != b.change.temporal else 2
    return Verdict("value", f"{key}: {value}; the other says {key} {said}", confidence)
