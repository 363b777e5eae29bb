"""Markdown parsing for memory files (markdown-it-py): frontmatter, headings, tables, pointers.

Lines are what an editor shows: `\r\n`, a bare `\r` and `\n` each end a line, and every line
number here is 1-based in those terms. A *pointer* is a reference from an index file to another
file: a link, a `[[wiki-link]]`, a path in a table's file column (or a cell that is only a path), or
the path a list item leads with (`- Rules: `AGENTS.md``, `- see `x.md``: a label or up to three words
before a backticked path). A file name mentioned in the middle of a
sentence is prose, not a pointer; templates such as `memory/YYYY-MM-DD.md` are not pointers either.
Frontmatter is YAML (PyYAML, safe loading); a broken block is reported with its line, never fatal.
Every function here is linear in the size of the text. Frontmatter parsing lives in `frontmatter`,
editor lines and line shapes (fence, list item) in `lines`; both are re-exported here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any
from urllib.parse import unquote

from markdown_it import MarkdownIt

from memtui.core.frontmatter import FRONTMATTER_MAX_CHARS as FRONTMATTER_MAX_CHARS
from memtui.core.frontmatter import Frontmatter as Frontmatter
from memtui.core.frontmatter import parse_frontmatter as parse_frontmatter
from memtui.core.lines import line_at as line_at
from memtui.core.lines import line_starts as line_starts
from memtui.core.lines import normalize_newlines as normalize_newlines
from memtui.core.lines import split_lines as split_lines

HERMES_DELIMITER = "\n§\n"


_PATH = r"(?:\.{1,2}/)?(?:[\w.@-]+/)*[\w.@-]+\.(?:md|markdown|jsonl|txt)"
_PATH_RE = re.compile(rf"(?<![\w/.:-])({_PATH})(?:#[\w-]*)?(?![\w/])", re.UNICODE)
_WIKI_RE = re.compile(r"\[\[([^\[\]|#\n]{1,200})(?:#[^\[\]|\n]{0,200})?(?:\|[^\[\]\n]{0,200})?\]\]")
# A list item or line that leads with a path, after an optional short label: `- Rules: `AGENTS.md``.
_POINTER_LINE = re.compile(
    r"^\s{0,12}(?:>\s?){0,4}(?:(?:[-*+]|\d{1,9}[.)])\s+)?(?:\[[ xX]\]\s+)?"
    r"(?:[^`:\n|\[\]]{1,40}?\s*(?::|—|–|->|→)\s*|(?:[^\s`]{1,20}\s+){1,3}(?=`))?[`*_]{0,2}"
    r"(?:\.{1,2}/)?(?:[\w.@-]+/)*[\w.@-]+\.(?:md|markdown|jsonl|txt)\b"
)
_TEMPLATE_RE = re.compile(r"YYYY|yyyy|MM-DD|\bDD\b|XXXX|\{[^{}]*\}|<[^<>]*>|\*")
FILE_HEADERS = ("file", "path", "files", "paths", "location", "target", "topic file", "파일")


@dataclass
class Heading:
    level: int
    title: str
    line: int


@dataclass
class TableRow:
    line: int
    cells: list[str]          # the cells' inline source text


@dataclass
class Table:
    line: int
    header: list[str]
    rows: list[TableRow]


@dataclass
class Pointer:
    """A file reference found in a markdown file."""

    line: int
    target: str
    kind: str                 # table | link | code | text
    context: list[str] = field(default_factory=list)   # the table row's cells (for keywords)


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


_SURROGATE_RE = re.compile("[\ud800-\udfff]")


@lru_cache(maxsize=8)
def _tokens(text: str) -> tuple[Any, ...]:
    """markdown-it tokens of `text` (newlines normalised) with the frontmatter blanked; lines unchanged."""
    text = normalize_newlines(text)
    if _SURROGATE_RE.search(text):     # markdown-it encodes links as UTF-8: a lone surrogate would raise
        text = _SURROGATE_RE.sub("\ufffd", text)
    fm = parse_frontmatter(text)
    if fm.present and fm.end_line:
        lines = text.split("\n")
        text = "\n" * fm.end_line + "\n".join(lines[fm.end_line:])
    return tuple(_parser().parse(text))


def headings(text: str) -> list[Heading]:
    """Every ATX/setext heading with its 1-based line."""
    toks = _tokens(text)
    out = []
    for i, tok in enumerate(toks):
        if tok.type == "heading_open" and tok.map and i + 1 < len(toks):
            out.append(Heading(int(tok.tag[1]), toks[i + 1].content.strip(), tok.map[0] + 1))
    return out


def tables(text: str) -> list[Table]:
    """Every pipe table: header cells and body rows with their 1-based lines."""
    result: list[Table] = []
    current: Table | None = None
    row: TableRow | None = None
    in_head = False
    for tok in _tokens(text):
        if tok.type == "table_open":
            current = Table(line=(tok.map[0] + 1) if tok.map else 0, header=[], rows=[])
        elif tok.type == "table_close" and current is not None:
            result.append(current)
            current = None
        elif tok.type == "thead_open":
            in_head = True
        elif tok.type == "thead_close":
            in_head = False
        elif tok.type == "tr_open":
            row = TableRow(line=(tok.map[0] + 1) if tok.map else 0, cells=[])
        elif tok.type == "tr_close" and current is not None and row is not None:
            if in_head:
                current.header = row.cells
            else:
                current.rows.append(row)
            row = None
        elif tok.type == "inline" and row is not None:
            row.cells.append(tok.content.strip())
    return result


# Every code block needs a fence (``` or ~~~) or 4+ columns of indent (after any quote or list
# markers: "-     x" is a list item holding indented code): text with neither has no code block and
# skips the markdown parse (most of the lint's time).
_CODE_HINT_RE = re.compile(r"```|~~~|^[ >*+\-.)0-9]*(?: {4}|\t)", re.MULTILINE)


def code_lines(text: str) -> set[int]:
    """The 1-based lines inside fenced or indented code blocks (their fences included)."""
    if not _CODE_HINT_RE.search(text):
        return set()
    out: set[int] = set()
    for tok in _tokens(text):
        if tok.type in ("fence", "code_block") and tok.map:
            out.update(range(tok.map[0] + 1, tok.map[1] + 1))
    return out


_LINK_RE = re.compile(r"!?\[([^\]\n]{0,500})\]\([^)\n]{0,2000}\)")
# Emphasis marks: `*` anywhere, `_` only at a word's edge (CommonMark: `RELEASE_NOTES.md` keeps its `_`).
_EMPHASIS_RE = re.compile(r"\*+|(?<!\w)_+|_+(?!\w)")
_CODE_SPAN_RE = re.compile(r"(`+)(.*?)\1")


def cell_text(cell: str) -> str:
    """A cell's plain text: links reduced to their label, backticks and emphasis removed.

    Code spans keep their text verbatim; underscores inside a word are text, not emphasis."""
    cell = _LINK_RE.sub(r"\1", cell)
    parts: list[str] = []
    last = 0
    for m in _CODE_SPAN_RE.finditer(cell):
        parts += [_EMPHASIS_RE.sub("", cell[last:m.start()]), m.group(2)]
        last = m.end()
    parts.append(_EMPHASIS_RE.sub("", cell[last:]))
    return "".join(parts).replace("`", "").strip()


def without_links(source: str) -> str:
    """`source` with every inline link and image removed: a link's text is not a second pointer."""
    return _LINK_RE.sub(" ", source) if "](" in source else source


# Chinese and Japanese put no space between a verb and a file name ("追加今天的总结到MEMORY.md", "立即创建
# world-building-templates.md"): a bare name whose CJK words run straight into a Latin name is that name.
_CJK_GLUED = re.compile(r"^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+(?=[A-Za-z])")


def paths_in(text: str) -> list[str]:
    """File paths written in plain text or inside backticks (a name glued to CJK words: the name alone)."""
    return [_CJK_GLUED.sub("", m.group(1)) for m in _PATH_RE.finditer(text)]


def is_template(target: str) -> bool:
    """A path pattern such as `memory/YYYY-MM-DD.md` or `notes/<topic>.md`, not a file."""
    return bool(_TEMPLATE_RE.search(target))


def wiki_targets(text: str) -> list[str]:
    """The pages of `[[page]]`, `[[page|label]]` and `[[page#heading]]` links."""
    return [m.group(1).strip() for m in _WIKI_RE.finditer(text)]


def _href(child: Any) -> str | None:
    href = str(child.attrs.get("href", ""))
    if not href or href.startswith("#") or re.match(r"^[a-z][a-z0-9+.-]*:", href, re.I):
        return None
    return unquote(href.split("#", 1)[0])


def _next_line(lines: list[str], start: int, last: int, marker: str) -> int:
    """The first line from `start` to `last` holding `marker` (else `start`)."""
    for n in range(start, min(last, len(lines)) + 1):
        if marker in lines[n - 1]:
            return n
    return start


def _inline_targets(tok: Any, first_line: int, lines: list[str], last_line: int) -> list[tuple[int, str, str]]:
    """(line, target, kind) of the links, wiki-links and leading paths of one inline token.

    Line breaks are counted from the break tokens; a code span that hides a line break is caught up
    by moving on to the next line holding the link's `]` (or the wiki-link's `[[`): a cursor that only
    moves forward, so this stays linear."""
    out: list[tuple[int, str, str]] = []
    line = cursor = first_line
    for child in tok.children or []:
        if child.type in ("softbreak", "hardbreak"):
            line += 1
        elif child.type == "link_open":
            href = _href(child)
            if href and lines:
                cursor = _next_line(lines, max(line, cursor), last_line, "]")
                out.append((cursor, href, "link"))
            elif href:
                out.append((line, href, "link"))
        elif child.type == "text" and "[[" in child.content:
            for target in wiki_targets(child.content):
                cursor = _next_line(lines, max(line, cursor), last_line, "[[") if lines else line
                out.append((cursor, target, "wiki"))
    for n in range(first_line, min(last_line, len(lines)) + 1):
        source = lines[n - 1]
        if _POINTER_LINE.match(source):
            kind = "code" if "`" in source else "text"
            out += [(n, p, kind) for p in paths_in(without_links(source))]
    return out


def _cell_targets(cell: str, file_column: bool) -> list[str]:
    """Paths of a table cell, read from its source like a list item's (links are counted as links):
    any in a file column, else only when the cell is nothing but a path."""
    source = without_links(cell)
    plain = cell_text(source)
    found = paths_in(source) or paths_in(plain)          # the plain text only for `_notes.md_` (emphasis)
    if file_column or (len(found) == 1 and found[0] in (plain, source.strip("`* "))):
        return found
    return []


def pointers(text: str) -> list[Pointer]:
    """Every file reference in `text`: links, wiki-links, table file cells, list items leading with a path."""
    toks = _tokens(text)
    lines = normalize_newlines(text).split("\n")
    out: list[Pointer] = []
    seen: set[tuple[int, str]] = set()

    def add(line: int, target: str, kind: str, context: list[str] | None = None) -> None:
        target = target.strip()
        if not target or (line, target) in seen or is_template(target):
            return
        seen.add((line, target))
        out.append(Pointer(line, target, kind, context or []))

    file_columns: set[int] = set()
    row_cells: list[str] = []
    row_targets: list[tuple[str, str]] = []
    row_line, in_row, in_head = 0, False, False
    for tok in toks:
        if tok.type == "thead_open":
            in_head, file_columns = True, set()
        elif tok.type == "thead_close":
            in_head = False
        elif tok.type == "tr_open":
            in_row, row_cells, row_targets = True, [], []
            row_line = (tok.map[0] + 1) if tok.map else 0
        elif tok.type == "tr_close":
            if in_head:
                file_columns = {i for i, c in enumerate(row_cells) if cell_text(c).casefold() in FILE_HEADERS}
            else:
                context = [cell_text(c) for c in row_cells]
                for target, kind in row_targets:
                    add(row_line, target, kind, context)
            in_row = False
        elif tok.type == "inline" and in_row:
            column = len(row_cells)
            row_cells.append(tok.content)
            if not in_head:
                row_targets += [(t, "table") for _, t, k in _inline_targets(tok, row_line, [], row_line) if k != "text"]
                row_targets += [(t, "table") for t in _cell_targets(tok.content, column in file_columns)]
        elif tok.type == "inline":
            first = (tok.map[0] + 1) if tok.map else 1
            last = tok.map[1] if tok.map else first
            for line, target, kind in _inline_targets(tok, first, lines, last):
                add(line, target, kind)
    return out


def hermes_entries(text: str) -> list[tuple[int, int, str]]:
    """Split a Hermes file on the exact `\\n§\\n` delimiter: (start_line, end_line, stripped text)."""
    starts = line_starts(text)
    out = []
    offset = 0
    for part in text.split(HERMES_DELIMITER):
        stripped = part.strip()
        if stripped:
            begin = offset + (len(part) - len(part.lstrip()))
            out.append((line_at(starts, begin), line_at(starts, begin + len(stripped) - 1), stripped))
        offset += len(part) + len(HERMES_DELIMITER)
    return out


def is_hermes(text: str) -> bool:
    """True when the text is made of `\\n§\\n`-separated entries."""
    return HERMES_DELIMITER in text or text.strip() == "§"
