"""A review item: one thing that needs the operator's decision, with evidence and a proposed action.

The id is a hash of the kind and the normalised evidence text, so a decision (ignore, accept)
sticks to the item until its text changes — then it is a new item that asks again.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from memtui.core.audit.text import normalise
from memtui.core.lint.fix import FileChange

KINDS = ("change", "conflict", "duplicate", "lesson", "rule", "orphan", "dangling", "threat", "budget")
ACTIONS = ("accept", "revert", "edit", "merge", "promote", "move", "archive", "ignore")
SEVERITY_ORDER = {"error": 0, "warning": 1, "info": 2}


@dataclass
class Evidence:
    path: str
    line: int

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "line": self.line}


@dataclass
class SessionRef:
    """A transcript entry that shows where the text came from."""

    path: str
    entry: str

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "entry": self.entry}


@dataclass
class ReviewItem:
    """Something to decide: what, where, why, and the change proposed (a unified diff, maybe empty)."""

    kind: str
    severity: str
    title: str
    evidence: list[Evidence]
    key_text: str                                  # what the id is made of (besides the kind)
    action: str
    diff: str = ""
    sessions: list[SessionRef] = field(default_factory=list)
    state: str = "open"                            # open | ignored | accepted | applied
    notes: list[str] = field(default_factory=list)  # what to know before applying (warnings of a move)
    # what each allowed action writes (an empty list: the decision is only recorded)
    writes: dict[str, list[FileChange]] = field(default_factory=dict, repr=False)
    payload: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def id(self) -> str:
        text = " ".join(normalise(line) for line in self.key_text.splitlines())
        return hashlib.sha256(f"{self.kind}\n{text}".encode("utf-8")).hexdigest()[:12]

    def sort_key(self) -> tuple[int, int, str, int]:
        first = self.evidence[0] if self.evidence else Evidence("", 0)
        return (SEVERITY_ORDER.get(self.severity, 3), KINDS.index(self.kind), first.path, first.line)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "severity": self.severity,
            "title": self.title,
            "evidence": [e.to_json() for e in self.evidence],
            "sessions": [s.to_json() for s in self.sessions],
            "proposal": {"action": self.action, "diff": self.diff},
            "state": self.state,
            **({"notes": list(self.notes)} if self.notes else {}),      # what to know before applying
        }
