"""Lines as an editor shows them, and the shape of a markdown line: fence, list item.

One place for "what is a line" (`\r\n`, a bare `\r` and `\n` each end one; line N is
`split_lines(text)[N - 1]`) and "what is a fence, a bullet" (CommonMark: up to three spaces of
indent, then three or more backticks or tildes; a `-`, `*`, `+` or `1.`/`1)` marker and a space),
shared by the markdown reader, the lint rules, the prompt previews and the search chunker.
"""

from __future__ import annotations

import re
from bisect import bisect_right

_LINE_END = re.compile(r"\r\n|\r|\n")
FENCE_RE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
LIST_ITEM_RE = re.compile(r"^\s*(?:[-*+]|\d{1,3}[.)])\s+")


def normalize_newlines(text: str) -> str:
    """`\r\n` and bare `\r` turned into `\n`: one `\n` per line an editor shows."""
    return text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text


def split_lines(text: str) -> list[str]:
    """The lines an editor shows: split on `\r\n`, `\r` and `\n` (line N is `split_lines(t)[N-1]`)."""
    return _LINE_END.split(text)


def line_starts(text: str) -> list[int]:
    """The offset where each editor line starts (map offsets to lines with `line_at`)."""
    return [0] + [m.end() for m in _LINE_END.finditer(text)]


def line_at(starts: list[int], offset: int) -> int:
    """The 1-based line holding `offset`, given `line_starts(text)`."""
    return bisect_right(starts, offset)

def fence_of(line: str) -> str | None:
    """The fence marker a line opens or closes a code block with (three or more ` or ~), else None."""
    m = FENCE_RE.match(line)
    return m.group(1) if m else None


def closes_fence(line: str, opened_with: str) -> bool:
    """Whether `line` closes a code block opened with `opened_with` (same character, at least as
    long, nothing after it)."""
    marker = fence_of(line)
    return (marker is not None and marker[0] == opened_with[0] and len(marker) >= len(opened_with)
            and not line.strip()[len(marker):].strip())


def is_list_item(line: str) -> bool:
    """Whether a line starts a list item (`- x`, `* x`, `+ x`, `1. x`, `1) x`)."""
    return LIST_ITEM_RE.match(line) is not None
