"""Text from files never drives the terminal: control characters made visible.

A file name or a memory line may hold escape sequences (clear screen, window title, OSC 52 clipboard
writes), a newline that fakes an output line, bidirectional overrides that reorder what is shown, or
a lone surrogate that cannot be encoded. `visible()` writes each of them as a readable escape
(`\\x1b`, `\\n`, `\\u202e`, `\\udc80`) for plain-text output; `markers()` shows C0 controls as the
Unicode control pictures (`␛`, `␊`) and the rest as `�` for the TUI. Printable text, including tabs, is unchanged.
"""

from __future__ import annotations

import re

_UNSAFE = re.compile(
    "[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_UNSAFE_KEEP_NEWLINE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_NAMED = {"\n": "\\n", "\r": "\\r"}


def _escape(char: str) -> str:
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


def _picture(char: str) -> str:
    code = ord(char)
    if code < 0x20:
        return chr(0x2400 + code)        # ␀ … ␟ (␛ for ESC)
    if code == 0x7F:
        return "\u2421"                  # ␡
    return "\ufffd"                      # C1, bidi override, lone surrogate: one visible cell


def has_unsafe(text: str, keep_newlines: bool = False) -> bool:
    """True when `text` holds a character `visible()` would escape."""
    return bool((_UNSAFE_KEEP_NEWLINE if keep_newlines else _UNSAFE).search(text))


def visible(text: str, keep_newlines: bool = False) -> str:
    """`text` with every control, bidi-override and lone-surrogate character written as an escape."""
    pattern = _UNSAFE_KEEP_NEWLINE if keep_newlines else _UNSAFE
    if not pattern.search(text):
        return text
    return pattern.sub(lambda m: _escape(m.group()), text)


def markers(text: str, keep_newlines: bool = True) -> str:
    """For the TUI: one visible character per unsafe one — C0 controls as their pictures (`␛`, `␇`,
    `␊`), anything else as `�` — so columns stay put; newlines kept by default."""
    pattern = _UNSAFE_KEEP_NEWLINE if keep_newlines else _UNSAFE
    if not pattern.search(text):
        return text
    return pattern.sub(lambda m: _picture(m.group()), text)
