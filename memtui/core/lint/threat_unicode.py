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
INVISIBLE_RE = re.compile("[" + "".join(INVISIBLE_CHARS) + "\U000E0000-\U000E007F]")


def is_invisible(ch: str) -> bool:
    """True for the invisible/bidi characters the scan reports."""
    return ch in INVISIBLE_CHARS or _TAG_RANGE[0] <= ord(ch) <= _TAG_RANGE[1]


def char_name(ch: str) -> str:
    return INVISIBLE_CHARS.get(ch) or unicodedata.name(ch, "tag character").lower()


def visible_invisibles(text: str) -> str:
    """The text with every invisible/bidi character shown as `⟦U+200B⟧` (for the editor)."""
    if not any(is_invisible(ch) for ch in text):
        return text
    return "".join(f"⟦U+{ord(ch):04X}⟧" if is_invisible(ch) else ch for ch in text)

