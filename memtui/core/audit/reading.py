"""Which statements are about a topic (`statement_relevance`), and a file as the audit reads it.

A statement is about the topic when its own words carry a topic word (or a cue of the same attribute
in either language: deploy / 배포, db / database); its headings only add to that, or supply the
subject of a list item under a section about the topic ("- Fly.io, region nrt" under "## Deploy
target"). `FileInfo` caches a file's lines, front matter, statements and threat hits per line range.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from memtui.core.audit.conflicts import cue_attributes
from memtui.core.audit.statements import Statement, body_start, split_statements
from memtui.core.audit.text import is_hangul, words
from memtui.core.search.fusion import iso_date

SYNONYM_WEIGHT = 0.75              # a topic word matched through an attribute cue (배포 for deploy)
HEADING_WEIGHT = 0.5               # a topic word only the headings carry
CREATED_KEYS = ("created", "created_at", "date")
LAST_USED_KEYS = ("last_used", "last_used_at", "lastUsed", "last_accessed", "updated", "last_updated")


# The lint's threat scan (`memtui.core.lint.threats.scan_text`), passed in by the audit's callers:
# the lint already reads the audit's statements, so the audit must not import the lint back.
ThreatScan = Callable[[str], Sequence[Any]]


@dataclass
class FileInfo:
    """A file as last read, with statements and threat hits cached per line range."""

    key: tuple[int, int]
    lines: list[str]
    frontmatter: dict[str, Any]
    mtime: float
    ranges: dict[tuple[int, int], list[Statement]] = field(default_factory=dict)
    threats: dict[tuple[int, int], list[Any]] = field(default_factory=dict)

    def statements(self, path: str, start: int, end: int) -> list[Statement]:
        found = self.ranges.get((start, end))
        if found is None:
            found = self.ranges[(start, end)] = split_statements(self.lines, path, start, end)
        return found

    def threat_hits(self, start: int, end: int, scan: ThreatScan) -> list[Any]:
        """Threat hits of `scan` (the lint's threat scan) on lines start..end, with file line numbers."""
        found = self.threats.get((start, end))
        if found is None:
            hits = scan("\n".join(self.lines[start - 1:end]))
            found = self.threats[(start, end)] = [(h.line + start - 1, h) for h in hits]
        return found


# "Updated: 2026-11-02", "_Last updated 2026-11-02_", "업데이트: …", "最終更新：…", "更新于 …" near a file's top
_UPDATED_LINE_RE = re.compile(r"^[\W_]*(?:(?:last[ -]?)?(?:updated|modified|revised|reviewed)\b|(?:최종\s*)?"
                              r"(?:업데이트|수정|갱신)|(?:最終)?更新|(?:最后)?(?:更新|修改))", re.IGNORECASE)
_ISO_IN_LINE_RE = re.compile(r"(?<!\d)(\d{4}-\d{2}-\d{2})(?!\d)")
UPDATED_LINE_WINDOW = 12           # lines from the top of the body where an "Updated:" line counts


def updated_line_date(lines: list[str]) -> str | None:
    """The date of an "Updated: YYYY-MM-DD" line near the top of a file's body (after front matter)."""
    start = body_start(lines)
    for raw in lines[start:start + UPDATED_LINE_WINDOW]:
        if _UPDATED_LINE_RE.match(raw.strip()):
            found = _ISO_IN_LINE_RE.search(raw)
            if found:
                return found.group(1)
    return None


def first_date(frontmatter: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        found = iso_date(frontmatter.get(key))
        if found:
            return found
    return None



class _Words:
    """A text's folded form, word keys and attribute cues, for matching topic words (built once)."""

    __slots__ = ("folded", "keys", "cues")

    def __init__(self, text: str) -> None:
        self.folded = unicodedata.normalize("NFKC", text).casefold()
        self.keys = frozenset(words(self.folded))
        self.cues: dict[bool, frozenset[str]] | None = None     # Hangul? -> attributes cued

    def match(self, term: str, term_cues: frozenset[str]) -> float:
        """1 if the text has the word (a longer word it starts) or its translation (deploy / 배포);
        SYNONYM_WEIGHT for another cue of the same attribute in the same language (db / database)."""
        if term in self.folded and (term in self.keys or is_hangul(term)
                                    or (len(term) >= 4 and any(k.startswith(term) for k in self.keys))):
            return 1.0
        if term_cues:
            if self.cues is None:
                self.cues = {flag: frozenset(a for k in self.keys if is_hangul(k) == flag for a in cue_attributes(k))
                             for flag in (False, True)}
            korean = is_hangul(term)
            if term_cues & self.cues[not korean]:
                return 1.0
            if term_cues & self.cues[korean]:
                return SYNONYM_WEIGHT
        return 0.0


def _words_of(statement: Statement, part: str) -> _Words:
    found = statement.cache.get(part)
    if found is None:
        if part == "own":
            text = statement.own_text()
        elif part == "section":           # the innermost heading only
            text = statement.heading_path[-1] if statement.heading_path else ""
        else:                             # the headings and a row's table header
            text = "\n".join([statement.context_text(), " ".join(statement.header)])
        found = statement.cache[part] = _Words(text)
    return found


def statement_relevance(statement: Statement, terms: list[str]) -> float:
    """How much the statement is about the topic, 0..1 (0: not a belief about it).

    The statement's own words must carry a topic word (or a cue of the same attribute); its headings
    and table header add the words it lacks at HEADING_WEIGHT. A bullet or row that carries none is
    still about the topic when its own section heading (level 2 or deeper, not the file's title)
    names it: "- Fly.io, region nrt" under "## Deploy target".
    """
    if not terms:
        return 1.0
    if statement.is_pointer():
        return 0.0
    own, context = _words_of(statement, "own"), _words_of(statement, "context")
    total = 0.0
    own_found = False
    for term in terms:
        cues = cue_attributes(term)
        weight = own.match(term, cues)
        own_found = own_found or bool(weight)
        total += weight or HEADING_WEIGHT * context.match(term, cues)
    if not own_found:
        section = _words_of(statement, "section")
        if not (statement.kind in ("bullet", "row") and statement.heading_level >= 2
                and any(section.match(t, cue_attributes(t)) for t in terms)):
            return 0.0
    return total / len(terms)
