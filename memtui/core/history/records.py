"""A journal record: one version of one file as the journal saw it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class Record:
    """One version of one file as the journal saw it."""

    time: str                      # ISO 8601 UTC
    path: str                      # root-relative, "/" separators
    sha: str | None                # None: the file was deleted
    source: str                    # baseline | start | watch | memtui | transcript
    by: dict[str, Any] | None = None   # {"session", "entry", "line", "tool", "timestamp"} or None
    seq: int = 0                   # position in journal.ndjson (1-based), set when read

    def to_json(self) -> dict[str, Any]:
        """The journal line (without `seq`, which is the line's position)."""
        return {"time": self.time, "path": self.path, "sha": self.sha, "source": self.source, "by": self.by}
