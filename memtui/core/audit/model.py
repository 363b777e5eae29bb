"""What an audit returns: beliefs with their sources, conflicts between them, threat findings."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from memtui.core.audit.provenance import WriteEvent
from memtui.core.audit.sections import heading_role
from memtui.core.audit.statements import Statement


@dataclass
class Source:
    path: str
    line: int
    end_line: int = 0          # last line of the statement there (not in the JSON)

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "line": self.line}


@dataclass
class Threat:
    """A threat finding of the lint scan on a belief's line."""

    path: str
    line: int
    category: str
    rule: str = ""
    message: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "line": self.line, "category": self.category}


@dataclass
class Belief:
    """One statement the agent holds, with its evidence."""

    path: str
    line: int
    text: str
    kind: str                                  # bullet | row | sentence
    heading_path: list[str]
    doc_type: str
    role: str
    always_loaded: bool
    date: str | None                           # the belief's date (front matter, dated name, else mtime)
    created: str | None
    last_used: str | None
    mtime: str | None
    age_days: int | None
    score: float
    scores: dict[str, float]
    sources: list[Source]
    statement: Statement
    session: WriteEvent | None = None
    threats: list[Threat] = field(default_factory=list)
    conflicts: list[int] = field(default_factory=list)    # indexes into AuditResult.conflicts
    stale: str | None = None                               # why the belief may be stale
    superseded_by: tuple["Belief", str] | None = None      # the newer belief and why it is newer
    listed_below: "Belief | None" = None                   # a newer belief listed above it (order only)
    status_current: bool = False                           # it is the current side of a conflict
    stated_date: str | None = None                         # a date the file states (not its mtime)
    topic_similarity: float | None = None                  # cosine of the statement to the topic

    @property
    def status(self) -> str | None:
        """current (it wins a conflict), superseded (it loses one), or None (no ordered conflict)."""
        if self.superseded_by is not None:
            return "superseded"
        return "current" if self.conflicts and self.status_current else None

    def display_text(self) -> str:
        """The statement as shown: a table row as "header: cell; …" rather than raw pipes; a list item
        under a heading that forbids or prescribes it with that heading ("DO NOT: Add comments …")."""
        shown = self.statement.claim_text() if self.kind == "row" else self.text
        role = heading_role(self.statement)
        return f"{role.heading.rstrip(':： ')}: {shown}" if role is not None else shown

    def newer(self) -> "Belief | None":
        """The belief said to be newer than this one: the one superseding it, else the one it is listed below."""
        return self.superseded_by[0] if self.superseded_by is not None else self.listed_below

    def superseded_text(self) -> str | None:
        """'superseded by path:line (newer, reason)' for a superseded belief."""
        if self.superseded_by is None:
            return None
        newer, why = self.superseded_by
        return f"superseded by {newer.path}:{newer.line} (newer, {why})"

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "line": self.line,
            "text": self.text,
            "doc_type": self.doc_type,
            "always_loaded": self.always_loaded,
            "date": self.date,
            "score": round(self.score, 4),
            "sources": [s.to_json() for s in self.sources],
            "session": self.session.to_json() if self.session else None,
            "status": self.status,
            "superseded_by": ({"path": self.superseded_by[0].path, "line": self.superseded_by[0].line,
                               "reason": self.superseded_by[1]} if self.superseded_by else None),
        }


@dataclass
class Conflict:
    """Two beliefs that may contradict each other; `newer` says which side is newer by date."""

    a: Belief
    b: Belief
    kind: str                                  # value | negation
    reason: str
    newer: str | None                          # the current side: "a" | "b" | None
    why: str = ""                              # why that side is current (temporal words, dates)
    by: str = "words"                          # what found it: words | meaning
    verdict: str | None = None                 # a model's adjudication, when configured

    @property
    def current(self) -> "Belief | None":
        return {"a": self.a, "b": self.b}.get(self.newer or "")

    def to_json(self) -> dict[str, Any]:
        def side(x: Belief) -> dict[str, Any]:
            return {"path": x.path, "line": x.line, "text": x.text}

        return {"a": side(self.a), "b": side(self.b), "newer": self.newer, "reason": self.reason,
                "kind": self.kind, "current": self.newer, "why_current": self.why, "found_by": self.by,
                "verdict": self.verdict}


@dataclass
class AuditResult:
    topic: str
    mode: str
    state: Any                                 # memtui.core.search.engine.IndexState
    beliefs: list[Belief]
    conflicts: list[Conflict]
    threats: list[Threat]
    hits: list[Any]                            # the raw SearchHits
    notices: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "topic": self.topic,
            "index": self.state.to_json(),
            "beliefs": [b.to_json() for b in self.beliefs],
            "conflicts": [c.to_json() for c in self.conflicts],
            "threats": [t.to_json() for t in self.threats],
        }

    def by_file(self) -> dict[str, list[Belief]]:
        """Beliefs grouped by file, in the order of the list (current before superseded, then score)."""
        grouped: dict[str, list[Belief]] = {}
        for belief in self.beliefs:
            grouped.setdefault(belief.path, []).append(belief)
        return grouped
