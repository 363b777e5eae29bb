"""Split a markdown memory file into statement-level beliefs: bullets, table rows, sentences.

Each statement keeps its root-relative path, its 1-based line, the heading path above it and, for a
table row, the header cells (so "| atlas | Fly.io |" under "| service | deploy target |" still
says what it is about). Front matter, code fences, headings, table separators, `§` entry
separators, thematic breaks (`---`, `***`) and HTML comments (`<!-- END GENERAL RULES -->`) are not
statements. A bare label ("**Heartbeat vs cron:**", "Allowed:") names what the lines below it are
about: it is read as a heading of the list that follows, not as a statement (real memory, repro 04).
A line of tags or keywords ("*Tags: search, deploy, vps*", "Keywords: …", "标签：…", "태그: …")
labels the section it ends and states nothing (`is_tag_line`): read as tag lines, a generated brief
gave one conflict per pair of sections, and a tag line as the audit's answer (realdata27 repro 01).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from memtui.core.audit.text import POINTER_LABEL_WORDS, content_words, has_pointer, strip_pointers
from memtui.core.frontmatter import frontmatter_end

_HEADING_RE = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET_RE = re.compile(r"^(\s*)(?:>\s*)*(?:[-*+]|\d{1,3}[.)])\s+")
_FENCE_RE = re.compile(r"^\s*(```|~~~)")
_TABLE_SEP_RE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
# A sentence ends at . ! ? 。 (or Korean 다. / 요.) followed by a space; not inside "Fly.io" or "1.5".
_SENTENCE_END_RE = re.compile(r"(?<=[.!?。])\s+(?=\S)")
# A paragraph's line break also ends a statement after a crossed-out line (`~~old~~`) or before a
# line that starts with a date stamp, a crossed-out text, the review queue's note or a short
# "key: value" slot ("Results bucket: s3://…", "macOS ランナー: macos-13"): one fact a line.
_LINE_BREAK_RE = re.compile(r"(?<=~~)[ \t]*\n(?=\S)|\n(?=\s*(?:~~|\d{4}-\d{2}(?:-\d{2})?\b[:)\s]))|"
                            r"\n(?=[ \t]*[^\W\d_][^:：\n.。!?\d]{0,31}[:：](?!//)[ \t\u3000]*\S)")
_RULE_RE = re.compile(r"^\s*([-*_])(?:\s*\1){2,}\s*$")          # a thematic break
_COMMENT_START, _COMMENT_END = "<!--", "-->"
_TAG_RE = re.compile(r"<[^<>]*>")
# a bare label: a short line ending in a colon, bold or plain, with nothing after it ("**Allowed:**")
_LABEL_RE = re.compile(r"^(?:\*\*|__)?(?P<label>[^*_:：|`<>]{1,60}?)\s*[:：]\s*(?:\*\*|__)?$")
LABEL_MAX_WORDS = 6
# "*Tags: a, b*", "Keywords: …", "**Labels:** …", "- tags: …", "标签：…", "タグ: …", "태그: …"
_TAG_LINE_RE = re.compile(r"^[\s>*_-]*(?:tags|keywords|labels|hashtags|タグ|キーワード|标签|標籤|关键词|關鍵詞|"
                          r"태그|키워드)\s*(?:\*\*|__)?\s*[:：]", re.IGNORECASE)
_HEADING_DATE_RE = re.compile(r"\b(\d{4}-\d{2}(?:-\d{2})?)\b")
_ENTRY_SEPARATOR = "§"
FRONTMATTER_MAX_LINES = 200
MAX_LINE_CHARS = 4000        # a longer line is read only this far (a 10 MB one-line file stays cheap)
MAX_STATEMENT_CHARS = 1000   # a statement is shown and compared up to this length, then "…"


@dataclass
class Statement:
    """One belief-sized piece of a file."""

    path: str
    line: int                  # 1-based line where the statement starts
    text: str                  # as written (bullet marker kept off, table row kept whole)
    kind: str                  # bullet | row | sentence
    heading_path: list[str] = field(default_factory=list)
    header: list[str] = field(default_factory=list)   # table header cells for a row
    end_line: int = 0          # last line of the statement (0: the same as `line`)
    heading_level: int = 0     # level of the innermost heading (0: none)
    # derived once per statement (statements are cached with their file): conflict claim, word keys
    cache: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def last_line(self) -> int:
        return max(self.line, self.end_line)

    def cells(self) -> list[tuple[str, str]]:
        """(header, cell) pairs of a table row; empty for other statements."""
        return list(zip(self.header, split_row(self.text), strict=False)) if self.kind == "row" else []

    def claim_text(self) -> str:
        """The statement as prose: a table row becomes "header: cell; …"."""
        pairs = self.cells()
        if pairs:
            return "; ".join(f"{h}: {c}" for h, c in pairs)
        if self.kind == "row":
            return " ".join(split_row(self.text))
        return self.text

    def own_text(self) -> str:
        """What the statement itself says: the text, or a table row's cells without the header."""
        return " ; ".join(c for c in split_row(self.text) if c) if self.kind == "row" else self.text

    def context_text(self) -> str:
        """The headings above the statement."""
        return "\n".join(self.heading_path)

    def is_pointer(self) -> bool:
        """An index / table-of-contents entry: a row naming a file, or a link with a short label."""
        found = self.cache.get("pointer")
        if found is None:
            if self.kind == "row":
                found = any(has_pointer(c) and len(c.split()) == 1 for c in split_row(self.text))
            else:
                found = has_pointer(self.text) and \
                    len(content_words(strip_pointers(self.text))) <= POINTER_LABEL_WORDS
            self.cache["pointer"] = found
        return found

    def heading_date(self) -> str | None:
        """The date of the innermost dated heading (`## 2026-10` -> "2026-10"), for dated logs."""
        for title in reversed(self.heading_path):
            found = _HEADING_DATE_RE.search(title)
            if found:
                return found.group(1)
        return None

    def dated_entry(self) -> bool:
        """An entry of a dated log: under a dated heading ("## Today's Work (2026-03-30)") or in a file
        named by its date (memory/2026-11-27.md)."""
        found = self.cache.get("dated_entry")
        if found is None:
            found = self.cache["dated_entry"] = bool(
                self.heading_date() or _HEADING_DATE_RE.search(self.path.rsplit("/", 1)[-1]))
        return bool(found)

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


def body_start(lines: list[str]) -> int:
    """Index of the first line after a leading front matter block (0 if none)."""
    if not lines or lines[0].strip() != "---":
        return 0
    return frontmatter_end("\n".join(lines[:FRONTMATTER_MAX_LINES]))


def _sentences(text: str, line: int) -> list[tuple[int, int, str]]:
    """Sentences of a paragraph whose first line is `line`: (first line, last line, text)."""
    out: list[tuple[int, int, str]] = []
    offsets: list[int] = []
    pos = 0
    for raw in text.split("\n"):
        offsets.append(pos)
        pos += len(raw) + 1

    def row_of(offset: int) -> int:
        return line + max(sum(1 for off in offsets if off <= offset) - 1, 0)

    start = 0
    for match in sorted([*_SENTENCE_END_RE.finditer(text), *_LINE_BREAK_RE.finditer(text)], key=lambda m: m.start()) \
            + [None]:
        if match is not None and match.start() < start:
            continue
        end = match.start() if match else len(text)
        piece = " ".join(text[start:end].split())
        if piece:
            out.append((row_of(start), row_of(max(start, end - 1)), piece))
        if match:
            start = match.end()
    return out


def bare_label(stripped: str) -> str | None:
    """The label of a line that is only a label ending in a colon ("**Heartbeat vs cron:**"), else None."""
    if not stripped.rstrip("*_").rstrip().endswith((":", "：")):     # cheap: every line of every file comes here
        return None
    found = _LABEL_RE.match(stripped)
    if found is None or len(found.group("label").split()) > LABEL_MAX_WORDS:
        return None
    return found.group("label").strip()


def is_markup_only(stripped: str) -> bool:
    """A thematic break, a one-line HTML comment or a line of HTML tags only (`<a id="…" />`,
    `<p><img …></p>`): a line that states nothing."""
    if not stripped or stripped[0] not in "-*_<":
        return False
    if _RULE_RE.match(stripped) or (stripped.startswith(_COMMENT_START) and stripped.endswith(_COMMENT_END)):
        return True
    return stripped.startswith("<") and not _TAG_RE.sub("", stripped).strip()


def is_tag_line(stripped: str) -> bool:
    """A line of tags or keywords labelling its section: metadata, not a statement."""
    return bool(_TAG_LINE_RE.match(stripped))


def _is_block_start(raw: str) -> bool:
    """A line that starts a statement block of its own: blank, heading, table row, fence, bullet."""
    stripped = raw.strip()
    return not stripped or stripped.startswith(("#", "|")) or bool(_FENCE_RE.match(raw) or _BULLET_RE.match(raw))


def _context_before(lines: list[str], first: int, begin: int) -> tuple[bool, list[tuple[int, str]], list[str]]:
    """(inside a fence?, heading stack, table header) at line index `begin`, by a light scan."""
    in_fence = False
    headings: list[tuple[int, str]] = []
    header: list[str] = []
    for index in range(first, begin):
        raw = lines[index]
        lead = raw.lstrip()[:1]
        if lead and lead not in "#|`~":     # the common case: a line that changes no context
            continue
        if _FENCE_RE.match(raw):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        stripped = raw.strip()
        if not stripped:
            header = []
        elif stripped.startswith("#"):
            heading = _HEADING_RE.match(stripped)
            if heading:
                level = len(heading.group(1))
                headings = [(lvl, t) for lvl, t in headings if lvl < level] + [(level, heading.group(2))]
        elif stripped.startswith("|") and not header and index + 1 < len(lines) \
                and _TABLE_SEP_RE.match(lines[index + 1].strip()):
            header = split_row(stripped)
    return in_fence, headings, header


def split_statements(text: str | list[str], path: str = "", start: int = 1, end: int | None = None) -> list[Statement]:
    """The statements of a markdown file's text (or lines) starting in lines start..end (1-based).

    Lines before the range are only scanned for fences, headings and a table header; a paragraph
    or bullet that starts in the range is read to its end.
    """
    lines = text.split("\n") if isinstance(text, str) else text
    last = len(lines) if end is None else min(end, len(lines))
    first = body_start(lines)
    begin = max(first, start - 1)
    while begin > first and begin > start - 200 and not _is_block_start(lines[begin]) and lines[begin - 1].strip():
        begin -= 1      # back to the start of the paragraph or bullet the range begins in
    in_fence, headings, header = _context_before(lines, first, begin)
    out: list[Statement] = []
    current_path = [title for _, title in headings]
    current_level = headings[-1][0] if headings else 0
    paragraph: list[str] = []
    paragraph_line = 0
    bullet: Statement | None = None
    label: str | None = None            # a bare label naming the list below it (read as its heading)
    label_indent = -1                   # the indent of a list item that is a label (-1: a line of its own)
    in_comment = False

    def set_path() -> None:
        nonlocal current_path, current_level
        current_path = [title for _, title in headings] + ([label] if label else [])
        current_level = headings[-1][0] if headings else 0

    def flush_paragraph() -> None:
        nonlocal paragraph
        if paragraph:
            for line_no, end_no, sentence in _sentences("\n".join(paragraph), paragraph_line):
                out.append(Statement(path, line_no, sentence, "sentence", current_path, end_line=end_no,
                                     heading_level=current_level))
            paragraph = []

    def flush_bullet() -> None:
        nonlocal bullet
        if bullet is not None:
            bullet.text = " ".join(bullet.text.split())
            if bullet.text:
                out.append(bullet)
            bullet = None

    for index in range(begin, len(lines)):
        raw = lines[index][:MAX_LINE_CHARS]
        line_no = index + 1
        stripped = raw.strip()
        if line_no > last and not (
            (bullet is not None and raw[:1].isspace() and stripped)
            or (paragraph and stripped and not stripped.startswith(("#", "|", "```", "~~~"))
                and not _BULLET_RE.match(raw))
        ):
            break
        if _FENCE_RE.match(raw):
            flush_bullet()
            flush_paragraph()
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        if in_comment:                      # inside a multi-line HTML comment
            in_comment = _COMMENT_END not in stripped
            continue
        if stripped.startswith(_COMMENT_START) and _COMMENT_END not in stripped:
            flush_bullet()
            flush_paragraph()
            in_comment = True
            continue
        if not stripped or stripped == _ENTRY_SEPARATOR or is_markup_only(stripped) or is_tag_line(stripped):
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
            label = None
            set_path()
            continue
        named = bare_label(stripped) if not paragraph and not _BULLET_RE.match(raw) else None
        if named is not None:
            flush_bullet()
            label, label_indent = named, -1
            set_path()
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
                out.append(Statement(path, line_no, stripped, "row", current_path, list(header),
                                     heading_level=current_level))
            continue
        marker = _BULLET_RE.match(raw)
        if marker:
            flush_bullet()
            flush_paragraph()
            indent = len(marker.group(1))
            if label is not None and indent <= label_indent:     # a sibling of the labelling item
                label = None
                set_path()
            named = bare_label(raw[marker.end():].strip())
            if named is not None:          # "2. **NO BACKUPS NEEDED for safe operations:**": names its sub-list
                label, label_indent = named, indent
                set_path()
                continue
            bullet = Statement(path, line_no, raw[marker.end():], "bullet", current_path,
                               heading_level=current_level)
            continue
        if bullet is not None and raw[:1].isspace():
            bullet.text += " " + stripped
            bullet.end_line = line_no
            continue
        flush_bullet()
        if not paragraph:
            paragraph_line = line_no
            if label is not None:          # prose after a labelled list: the label no longer applies
                label = None
                set_path()
        paragraph.append(stripped)
    flush_bullet()
    flush_paragraph()
    for statement in out:
        if len(statement.text) > MAX_STATEMENT_CHARS:
            statement.text = statement.text[:MAX_STATEMENT_CHARS - 1] + "…"
    return [s for s in out if start <= s.line <= last]
