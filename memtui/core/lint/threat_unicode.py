"""Invisible and bidi Unicode characters: what the threat scan reports, and how the editor shows them.

Zero-width characters, bidi controls and Unicode tag characters can hide text from a human reader
while the model still reads it. A few uses are ordinary writing, not smuggling, and are left alone:
a zero-width joiner inside an emoji sequence (👩‍💻), ZWJ/ZWNJ between letters of scripts that need
them (Persian, Arabic, Indic), a zero-width space between Thai/Lao/Khmer/Myanmar letters (a word-break
hint), and the tag characters of a subdivision flag (🏴 + tags + cancel tag). Runs of variation
selectors (more than one in a row) carry hidden bytes and are reported.
"""

from __future__ import annotations

import re
import unicodedata

# a Han, kana or Hangul character: what the threat scan counts to call a text Chinese, Japanese or Korean
CJK_CHAR_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")

# --- invisible and bidi characters -------------------------------------------------------------

INVISIBLE_CHARS: dict[str, str] = {
    "\u200b": "zero width space",
    "\u200c": "zero width non-joiner",
    "\u200d": "zero width joiner",
    "\u2060": "word joiner",
    "\u2061": "function application",
    "\u2062": "invisible times",
    "\u2063": "invisible separator",
    "\u2064": "invisible plus",
    "\ufeff": "zero width no-break space (BOM)",
    "\u202a": "left-to-right embedding",
    "\u202b": "right-to-left embedding",
    "\u202c": "pop directional formatting",
    "\u202d": "left-to-right override",
    "\u202e": "right-to-left override",
    "\u2066": "left-to-right isolate",
    "\u2067": "right-to-left isolate",
    "\u2068": "first strong isolate",
    "\u2069": "pop directional isolate",
}
_TAG_RANGE = (0xE0000, 0xE007F)   # Unicode tag characters: invisible ASCII smuggling
_SELECTOR_RANGE = (0xE0100, 0xE01EF)   # variation selectors 17-256: a run of them smuggles bytes
INVISIBLE_RE = re.compile("[" + "".join(INVISIBLE_CHARS) + "\U000E0000-\U000E007F\U000E0100-\U000E01EF]")


def is_invisible(ch: str) -> bool:
    """True for the invisible/bidi characters the scan reports."""
    code = ord(ch)
    return (ch in INVISIBLE_CHARS or _TAG_RANGE[0] <= code <= _TAG_RANGE[1]
            or _SELECTOR_RANGE[0] <= code <= _SELECTOR_RANGE[1])


def char_name(ch: str) -> str:
    return INVISIBLE_CHARS.get(ch) or unicodedata.name(ch, "tag character").lower()


# --- ordinary uses ------------------------------------------------------------------------------

_SKIN_OR_VS16 = re.compile("[\ufe0f\U0001F3FB-\U0001F3FF]")
_BLACK_FLAG = "\U0001F3F4"
_CANCEL_TAG = "\U000E007F"


def _is_emoji(ch: str) -> bool:
    code = ord(ch)
    return 0x1F000 <= code <= 0x1FAFF or 0x2600 <= code <= 0x27BF or 0x2190 <= code <= 0x21FF or code == 0x2B50


def _joins_letters(ch: str) -> bool:
    """A letter or mark of a script that writes ZWJ/ZWNJ as part of spelling (Arabic, Persian, Hebrew,
    Syriac, Indic, Sinhala, Myanmar)."""
    code = ord(ch)
    in_script = 0x0590 <= code <= 0x0DFF or 0x1000 <= code <= 0x109F or 0xFB1D <= code <= 0xFEFC
    return in_script and unicodedata.category(ch)[0] in "LM"


def _breaks_words(ch: str) -> bool:
    """A letter of a script written without spaces, where U+200B marks word breaks (Thai, Lao, Khmer,
    Myanmar, Tibetan)."""
    code = ord(ch)
    return 0x0E00 <= code <= 0x0FFF or 0x1000 <= code <= 0x109F or 0x1780 <= code <= 0x17FF


def _neighbours(raw: str, i: int) -> tuple[str, str]:
    """The visible characters before and after position `i` (skipping emoji modifiers and VS16)."""
    before = i - 1
    while before >= 0 and _SKIN_OR_VS16.match(raw[before]):
        before -= 1
    return (raw[before] if before >= 0 else "", raw[i + 1] if i + 1 < len(raw) else "")


def ordinary_use(raw: str, i: int) -> bool:
    """The invisible character at `raw[i]` is ordinary writing, not hidden text (see the module doc)."""
    ch = raw[i]
    prev, nxt = _neighbours(raw, i)
    if ch == "\u200d" and prev and nxt and _is_emoji(prev) and _is_emoji(nxt):
        return True
    if ch in "\u200c\u200d" and prev and nxt and _joins_letters(prev) and _joins_letters(nxt):
        return True
    if ch == "\u200b" and prev and nxt and _breaks_words(prev) and _breaks_words(nxt):
        return True
    code = ord(ch)
    if _TAG_RANGE[0] <= code <= _TAG_RANGE[1]:       # a subdivision flag: 🏴 + 2-7 lowercase tags + cancel
        start = i
        while start > 0 and 0xE0020 <= ord(raw[start - 1]) <= 0xE007E:
            start -= 1
        end = raw.find(_CANCEL_TAG, i)
        tags = raw[start:end]
        return (start > 0 and raw[start - 1] == _BLACK_FLAG and end != -1 and 2 <= len(tags) <= 7
                and all(0xE0030 <= ord(c) <= 0xE0039 or 0xE0061 <= ord(c) <= 0xE007A for c in tags))
    if _SELECTOR_RANGE[0] <= code <= _SELECTOR_RANGE[1]:   # one selector after an ideograph: a glyph variant
        alone = not (i + 1 < len(raw) and _SELECTOR_RANGE[0] <= ord(raw[i + 1]) <= _SELECTOR_RANGE[1])
        return alone and bool(prev) and 0x3400 <= ord(prev) <= 0x2FFFF and not (
            i > 0 and _SELECTOR_RANGE[0] <= ord(raw[i - 1]) <= _SELECTOR_RANGE[1])
    return False


def suspicious_invisibles(raw: str) -> list[int]:
    """Offsets of the invisible/bidi characters of `raw` that are not an ordinary use."""
    return [i for i, ch in enumerate(raw) if is_invisible(ch) and not ordinary_use(raw, i)]


def visible_invisibles(text: str) -> str:
    """The text with every invisible/bidi character shown as `⟦U+200B⟧` (for the editor)."""
    if not any(is_invisible(ch) for ch in text):
        return text
    return "".join(f"⟦U+{ord(ch):04X}⟧" if is_invisible(ch) else ch for ch in text)

