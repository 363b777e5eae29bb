"""Markdown parsing for memory files (markdown-it-py): frontmatter, headings, tables, pointers.

A *pointer* is a reference from an index file to another file: a table cell, a link, a backticked
path or a path in bullet text. Frontmatter is the small YAML subset memory files use (scalars,
inline lists, block lists); anything else is reported as a frontmatter error, never fatal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from markdown_it import MarkdownIt

HERMES_DELIMITER = "\n§\n"

_PATH_RE = re.compile(
    r"(?<![\w/.:-])((?:\.{1,2}/)?(?:[\w.@-]+/)*[\w.@-]+\.(?:md|markdown|jsonl|txt))(?:#[\w-]*)?(?![\w/])",
    re.UNICODE,
)
_KEY_RE = re.compile(r"^([A-Za-z_][\w-]*)\s*:(.*)$")


@dataclass
class Frontmatter:
    """The parsed frontmatter block; `end_line` is the 1-based line of the closing `---` (0: none)."""

    data: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    end_line: int = 0
    present: bool = False


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


def _scalar(value: str) -> Any:
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    if value.startswith("[") and value.endswith("]"):
        inner = value[1:-1].strip()
        return [_scalar(v) for v in _split_inline_list(inner)] if inner else []
    if value.lower() in ("true", "false"):
        return value.lower() == "true"
    if value in ("null", "~", ""):
        return None
    if re.fullmatch(r"-?\d+", value):
        return int(value)
    return value


def _split_inline_list(inner: str) -> list[str]:
    items, buf, quote = [], "", ""
    for ch in inner:
        if quote:
            buf += ch
            if ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
            buf += ch
        elif ch == ",":
            items.append(buf)
            buf = ""
        else:
            buf += ch
    items.append(buf)
    return [i.strip() for i in items if i.strip()]


def parse_frontmatter(text: str) -> Frontmatter:
    """Parse a leading `---` YAML block (the subset memory files use)."""
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return Frontmatter()
    end = next((i for i in range(1, len(lines)) if lines[i].strip() in ("---", "...")), None)
    if end is None:
        return Frontmatter(error="frontmatter has no closing '---'", present=True)
    data: dict[str, Any] = {}
    errors: list[str] = []
    key: str | None = None
    for number, raw in enumerate(lines[1:end], start=2):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        if raw[:1] in (" ", "\t") or raw.startswith("-"):
            item = raw.strip()
            if key is not None and item.startswith("- "):
                current = data.get(key)
                if not isinstance(current, list):
                    current = [] if current is None else [current]
                current.append(_scalar(item[2:]))
                data[key] = current
                continue
            if key is not None and isinstance(data.get(key), str):
                data[key] = f"{data[key]} {item}".strip()   # folded continuation line
                continue
            errors.append(f"line {number}: cannot parse {raw.strip()!r}")
            continue
        match = _KEY_RE.match(raw)
        if not match:
            errors.append(f"line {number}: expected 'key: value', got {raw.strip()!r}")
            key = None
            continue
        key = match.group(1)
        value = match.group(2)
        if value.strip() in ("|", ">", "|-", ">-"):
            data[key] = ""
        else:
            try:
                data[key] = _scalar(value)
            except Exception as exc:  # pragma: no cover - defensive
                errors.append(f"line {number}: {exc}")
    return Frontmatter(data, "; ".join(errors) or None, end + 1, True)


def _tokens(text: str):
    """markdown-it tokens of `text` with the frontmatter blanked (line numbers unchanged)."""
    fm = parse_frontmatter(text)
    if fm.present and fm.end_line:
        lines = text.split("\n")
        text = "\n" * fm.end_line + "\n".join(lines[fm.end_line:])
    return _parser().parse(text)


def headings(text: str) -> list[Heading]:
    """Every ATX/setext heading with its 1-based line."""
    toks = _tokens(text)
    out = []
    for i, tok in enumerate(toks):
        if tok.type == "heading_open" and tok.map:
            out.append(Heading(int(tok.tag[1]), toks[i + 1].content.strip(), tok.map[0] + 1))
    return out


def tables(text: str) -> list[Table]:
    """Every pipe table: header cells and body rows with their 1-based lines."""
    toks = _tokens(text)
    result: list[Table] = []
    current: Table | None = None
    row: TableRow | None = None
    in_head = False
    for tok in toks:
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


def cell_text(cell: str) -> str:
    """A cell's plain text: links reduced to their label, backticks and emphasis removed."""
    cell = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", cell)
    return re.sub(r"[`*_]", "", cell).strip()


def paths_in(text: str) -> list[str]:
    """File paths written in plain text or inside backticks."""
    return [m.group(1) for m in _PATH_RE.finditer(text)]


def _link_targets(inline_children) -> list[str]:
    out = []
    for child in inline_children or []:
        if child.type == "link_open":
            href = str(child.attrs.get("href", ""))
            if href and not re.match(r"^[a-z][a-z0-9+.-]*:", href, re.I) and not href.startswith("#"):
                out.append(href.split("#", 1)[0])
    return out


def pointers(text: str) -> list[Pointer]:
    """Every file reference in `text`: table cells, links, backticked paths and bullet text."""
    toks = _tokens(text)
    out: list[Pointer] = []
    seen: set[tuple[int, str]] = set()
    row_cells: list[str] = []
    row_line = 0
    in_row = False
    pending: list[tuple[str, str]] = []

    def add(line: int, target: str, kind: str, context: list[str] | None = None) -> None:
        target = target.strip()
        if not target or (line, target) in seen:
            return
        seen.add((line, target))
        out.append(Pointer(line, target, kind, context or []))

    for tok in toks:
        if tok.type == "tr_open":
            in_row, row_cells, pending = True, [], []
            row_line = (tok.map[0] + 1) if tok.map else 0
        elif tok.type == "tr_close":
            for target, kind in pending:
                add(row_line, target, kind, [cell_text(c) for c in row_cells])
            in_row = False
        elif tok.type == "inline":
            targets: list[tuple[str, str]] = [(t, "link") for t in _link_targets(tok.children)]
            for child in tok.children or []:
                if child.type == "code_inline":
                    targets += [(p, "code") for p in paths_in(child.content)]
                elif child.type == "text":
                    targets += [(p, "text") for p in paths_in(child.content)]
            if in_row:
                row_cells.append(tok.content)
                pending += [(t, "table") for t, _ in targets]
            else:
                # Inline tokens span several source lines for paragraphs: find each target's line.
                src_lines = text.split("\n")
                start = tok.map[0] if tok.map else 0
                end = tok.map[1] if tok.map else start + 1
                for target, kind in targets:
                    hit = next((n for n in range(start, end) if target in src_lines[n]), start)
                    add(hit + 1, target, kind)
    return out


def hermes_entries(text: str) -> list[tuple[int, int, str]]:
    """Split a Hermes file on the exact `\\n§\\n` delimiter: (start_line, end_line, stripped text)."""
    out = []
    line = 1
    for part in text.split(HERMES_DELIMITER):
        n_lines = part.count("\n") + 1
        stripped = part.strip()
        if stripped:
            lead = len(part) - len(part.lstrip())
            start = line + part[:lead].count("\n")
            out.append((start, start + stripped.count("\n"), stripped))
        line += n_lines + 1   # the delimiter's own line
    return out


def is_hermes(text: str) -> bool:
    """True when the text is made of `\\n§\\n`-separated entries."""
    return HERMES_DELIMITER in text or text.strip() == "§"
