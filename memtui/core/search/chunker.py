"""Line-aligned chunking of memory markdown for the search index.

Chunks hold ~`max_tokens` tokens (CJK-weighted chars/4, `memtui.core.tokens.estimate_tokens`) with
~`overlap_tokens` of trailing lines repeated in the next chunk. A code fence is never cut (unless
it alone is far over the size), a heading is the preferred place to break, and every chunk keeps
its 1-based line range and heading path. A line longer than a chunk (a 10 MB one-line file) is cut
into pieces of at most `max_tokens`, all on that line, without building per-character lists.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Iterator

from memtui.core.lines import closes_fence, fence_of
from memtui.core.tokens import estimate_tokens

DEFAULT_MAX_TOKENS = 400
DEFAULT_OVERLAP_TOKENS = 80
FENCE_SPLIT_FACTOR = 4          # a fence over 4 chunks long is cut at lines after all

_HEADING_RE = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$")
_CJK_RUN_RE = re.compile(
    r"[\u2e80-\u9fff\ua000-\ua4ff\uac00-\ud7af\uf900-\ufaff\uff01-\uff60\uffe0-\uffe6\U00020000-\U0002fa1f]"
)


@dataclass
class Chunk:
    start_line: int            # 1-based, inclusive
    end_line: int
    text: str
    heading_path: list[str] = field(default_factory=list)

    @property
    def hash(self) -> str:
        return chunk_hash(self.text)


def chunk_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class _Unit:
    """An unbreakable run of lines (one line, a piece of a long line, or a code fence)."""

    start: int
    end: int
    text: str
    tokens: int
    heading: tuple[int, str] | None   # (level, title) when the unit is a heading line
    path: tuple[str, ...]             # heading path in effect at the unit (incl. its own heading)


def _cut_long_line(line: str, max_tokens: int) -> Iterator[str]:
    """Pieces of `line` of at most `max_tokens` estimated tokens each."""
    max_chars = max(32, max_tokens * 4)
    pos, n = 0, len(line)
    while pos < n:
        piece = line[pos:pos + max_chars]
        if _CJK_RUN_RE.search(piece) and estimate_tokens(piece) > max_tokens:
            lo, hi = 1, len(piece)          # longest prefix within the budget
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if estimate_tokens(piece[:mid]) <= max_tokens:
                    lo = mid
                else:
                    hi = mid - 1
            piece = piece[:lo]
        yield piece
        pos += len(piece)


def _units(lines: list[str], first_line: int, max_tokens: int) -> Iterator[_Unit]:
    stack: list[tuple[int, str]] = []
    fence: list[str] | None = None
    fence_marker = ""
    fence_start = 0
    fence_tokens = 0
    for offset, line in enumerate(lines):
        number = first_line + offset
        tokens = max(1, estimate_tokens(line))
        if fence is not None:
            fence.append(line)
            fence_tokens += tokens
            if closes_fence(line, fence_marker):
                yield from _fence_units(fence, fence_start, fence_tokens, max_tokens, tuple(t for _, t in stack))
                fence = None
            continue
        marker = fence_of(line)
        if marker:
            fence, fence_marker, fence_start, fence_tokens = [line], marker, number, tokens
            continue
        h = _HEADING_RE.match(line)
        heading = None
        if h:
            level = len(h.group(1))
            while stack and stack[-1][0] >= level:
                stack.pop()
            heading = (level, h.group(2).strip())
            stack.append(heading)
        path = tuple(t for _, t in stack)
        if tokens > max_tokens:
            for piece in _cut_long_line(line, max_tokens):
                yield _Unit(number, number, piece, max(1, estimate_tokens(piece)), heading, path)
                heading = None
        else:
            yield _Unit(number, number, line, tokens, heading, path)
    if fence is not None:   # unclosed fence: runs to the end of the file
        yield from _fence_units(fence, fence_start, fence_tokens, max_tokens, tuple(t for _, t in stack))


def _fence_units(lines: list[str], start: int, tokens: int, max_tokens: int, path: tuple[str, ...]) -> Iterator[_Unit]:
    if tokens <= max_tokens * FENCE_SPLIT_FACTOR:
        yield _Unit(start, start + len(lines) - 1, "\n".join(lines), tokens, None, path)
        return
    for offset, line in enumerate(lines):
        for piece in _cut_long_line(line, max_tokens) if line else [line]:
            yield _Unit(start + offset, start + offset, piece, max(1, estimate_tokens(piece)), None, path)


def chunk_lines(
    lines: list[str],
    first_line: int = 1,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    overlap_tokens: int = DEFAULT_OVERLAP_TOKENS,
    per_line: bool = False,
) -> list[Chunk]:
    """Chunk `lines` (the file's lines from `first_line` on, e.g. after the frontmatter).

    `per_line`: every line (or code fence) is its own chunk, for line-oriented memory.
    """
    units = list(_units(lines, first_line, max_tokens))
    if per_line:
        return [Chunk(u.start, u.end, u.text, list(u.path)) for u in units if u.text.strip()]
    chunks: list[Chunk] = []
    i, n = 0, len(units)
    while i < n:
        total = units[i].tokens
        j = i + 1
        while j < n and total + units[j].tokens <= max_tokens:
            total += units[j].tokens
            j += 1
        # prefer to end before a heading in the second half of the chunk
        heading_break = False
        if j < n and units[j].heading is None:
            half, running = max_tokens // 2, 0
            for k in range(i + 1, j):
                running += units[k - 1].tokens
                if units[k].heading is not None and running >= half:
                    j, heading_break = k, True
        elif j < n:
            heading_break = True
        body = units[i:j]
        text = "\n".join(u.text for u in body)
        if text.strip():
            chunks.append(Chunk(body[0].start, body[-1].end, text, list(body[0].path)))
        if j >= n:
            break
        if heading_break or overlap_tokens <= 0:
            i = j
            continue
        back, k = 0, j
        while k - 1 > i and back + units[k - 1].tokens <= overlap_tokens:
            back += units[k - 1].tokens
            k -= 1
        i = k if k < j else j
    return chunks


def is_binary(data: bytes) -> bool:
    """A NUL byte in the first 8 KiB: not a text file."""
    return b"\x00" in data[:8192]
