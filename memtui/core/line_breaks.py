"""Saving an edited text with the line breaks (and byte-order mark) its file had.

A text editor widget splits a file into lines at every character Python's `str.splitlines` treats as
a line break (CRLF, LF, CR, but also U+2028, U+2029, NEL, form feed, vertical tab, \\x1c-\\x1e) and
joins them back with one newline. Saved as is, that rewrites untouched lines: a mixed CRLF/LF file
becomes all one kind, a U+2028 inside a line pasted from the web becomes a new line. `restore_breaks`
maps each line of the edited text back to the line of the original it came from and gives it that
line's own break; only new lines get the editor's newline. An unedited buffer gives back the
original, byte for byte.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

BOM = "\ufeff"
BREAKS = re.compile("\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
EDITOR_TRAILING = ("\r\n", "\n", "\r")   # a text ending in one of these keeps an empty last line


def split_breaks(text: str) -> tuple[list[str], list[str]]:
    """The lines of `text` and the break after each (one fewer break than lines)."""
    return BREAKS.split(text), BREAKS.findall(text)


def restore_breaks(original: str, edited: str, newline: str) -> str:
    """`edited` (lines joined by `newline`, as an editor holds them) with the breaks of `original`.

    A line kept from the original, or edited in place, keeps the break it had; an inserted line gets
    `newline`. A break the editor drops at the very end (U+2028 …) is kept when the last line is.
    """
    lines, breaks = split_breaks(original)
    trailing = ""
    if len(lines) > 1 and lines[-1] == "" and breaks[-1] not in EDITOR_TRAILING:
        lines.pop()
        trailing = breaks.pop()
    new_lines = edited.split(newline)
    source: list[int | None] = [None] * len(new_lines)
    matcher = SequenceMatcher(None, lines, new_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag in ("equal", "replace"):
            for offset in range(min(i2 - i1, j2 - j1)):
                source[j1 + offset] = i1 + offset
    parts: list[str] = []
    for number, line in enumerate(new_lines):
        parts.append(line)
        origin = source[number]
        if number < len(new_lines) - 1:
            parts.append(breaks[origin] if origin is not None and origin < len(breaks) else newline)
        elif trailing and origin == len(lines) - 1:
            parts.append(trailing)
    return "".join(parts)
