"""Split a markdown memory file into statement-level beliefs: bullets, table rows, sentences.

Each statement keeps its root-relative path, its 1-based line, the heading path above it and, for a
table row, the header cells (so "| atlas | Fly.io |" under "| service | deploy target |" still
says what it is about). Front matter, code fences, headings, table separators and `§` entry
separators are not statements.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

_HEADING_RE = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET_RE = re.compile(r"^(\s*)(?:>\s*)*(?:[-*+]|\d{1,3}[.)])\s+")
_FENCE_RE = re.compile(r"^\s*(```|~~~)")
_TABLE_SEP_RE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
# A sentence ends at . ! ? 。 (or Korean 다. / 요.) followed by a space; not inside "Fly.io" or "1.5".
_SENTENCE_END_RE = re.compile(r"(?<=[.!?。])\s+(?=\S)")
_ENTRY_SEPARATOR = "§"


@dataclass
class Statement:
    """One belief-sized piece of a file."""

    path: str
    line: int                  # 1-based line where the statement starts
    text: str                  # as written (bullet marker kept off, table row kept whole)
    kind: str                  # bullet | row | sentence
    heading_path: list[str] = field(default_factory=list)
    header: list[str] = field(default_factory=list)   # table header cells for a row
    # derived once per statement (statements are cached with their file): conflict claim, word keys
    cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def cells(self) -> list[tuple[str, str]]:
        """(header, cell) pairs of a table row; empty for other statements."""
        return list(zip(self.header, split_row(self.text))) if self.kind == "row" else []

    def claim_text(self) -> str:
        """The statement as prose: a table row becomes "header: cell; …"."""
        pairs = self.cells()
        if pairs:
            return "; ".join(f"{h}: {c}" for h, c in pairs)
        if self.kind == "row":
            return " ".join(split_row(self.text))
        return self.text

    def context_text(self) -> str:
        """The headings above the statement."""
        return "\n".join(self.heading_path)

    def analysis_text(self) -> str:
        """The statement with its headings, for topic matching."""
        return "\n".join([*self.heading_path, self.claim_text()])


def split_row(row: str) -> list[str]:
    """The cells of a markdown table row."""
    row = row.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|"):
        row = row[:-1]
    return [cell.strip() for cell in row.split("|")]


def _frontmatter_end(lines: list[str]) -> int:
    """Index of the first line after a leading `---` front matter block (0 if none)."""
    if not lines or lines[0].strip() != "---":
        return 0
    for i in range(1, min(len(lines), 200)):
        if lines[i].strip() in ("---", "..."):
            return i + 1
    return 0


def _sentences(text: str, line: int) -> list[tuple[int, str]]:
    """Sentences of a paragraph whose first line is `line` (each keeps the line it starts on)."""
    out: list[tuple[int, str]] = []
    lines = text.split("\n")
    offsets: list[int] = []
    pos = 0
    for raw in lines:
        offsets.append(pos)
        pos += len(raw) + 1
    joined = "\n".join(lines)
    start = 0
    for match in [*_SENTENCE_END_RE.finditer(joined), None]:
        end = match.start() if match else len(joined)
        piece = " ".join(joined[start:end].split())
        if piece:
            row = sum(1 for off in offsets if off <= start) - 1
            out.append((line + max(row, 0), piece))
        if match:
            start = match.end()
    return out


def split_statements(text: str, path: str = "") -> list[Statement]:
    """Every statement of a markdown file's text, in file order."""
    lines = text.split("\n")
    out: list[Statement] = []
    headings: list[tuple[int, str]] = []
    header: list[str] = []
    in_fence = False
    paragraph: list[str] = []
    paragraph_line = 0
    bullet: Statement | None = None

    def heading_path() -> list[str]:
        return [title for _, title in headings]

    def flush_paragraph() -> None:
        nonlocal paragraph
        if paragraph:
            for line_no, sentence in _sentences("\n".join(paragraph), paragraph_line):
                out.append(Statement(path, line_no, sentence, "sentence", heading_path()))
            paragraph = []

    def flush_bullet() -> None:
        nonlocal bullet
        if bullet is not None:
            bullet.text = " ".join(bullet.text.split())
            if bullet.text:
                out.append(bullet)
            bullet = None

    for index in range(_frontmatter_end(lines), len(lines)):
        raw = lines[index]
        line_no = index + 1
        stripped = raw.strip()
        if _FENCE_RE.match(raw):
            flush_bullet()
            flush_paragraph()
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        if not stripped or stripped == _ENTRY_SEPARATOR:
            flush_bullet()
            flush_paragraph()
            header = []
            continue
        heading = _HEADING_RE.match(stripped)
        if heading:
            flush_bullet()
            flush_paragraph()
            level = len(heading.group(1))
            headings = [(lvl, title) for lvl, title in headings if lvl < level] + [(level, heading.group(2))]
            continue
        if stripped.startswith("|"):
            flush_bullet()
            flush_paragraph()
            if _TABLE_SEP_RE.match(stripped):
                continue
            next_line = lines[index + 1].strip() if index + 1 < len(lines) else ""
            if not header and _TABLE_SEP_RE.match(next_line):
                header = split_row(stripped)
                continue
            if any(split_row(stripped)):
                out.append(Statement(path, line_no, stripped, "row", heading_path(), list(header)))
            continue
        marker = _BULLET_RE.match(raw)
        if marker:
            flush_bullet()
            flush_paragraph()
            bullet = Statement(path, line_no, raw[marker.end():], "bullet", heading_path())
            continue
        if bullet is not None and raw[:1].isspace():
            bullet.text += " " + stripped
            continue
        flush_bullet()
        if not paragraph:
            paragraph_line = line_no
        paragraph.append(stripped)
    flush_bullet()
    flush_paragraph()
    return out


def statements_in(statements: list[Statement], start_line: int, end_line: int) -> list[Statement]:
    """The statements starting inside a 1-based inclusive line range."""
    return [s for s in statements if start_line <= s.line <= end_line]
