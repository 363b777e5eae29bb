"""What the conflict check found per subject, kept in `<root>/.memtui/review-conflicts.json`.

A subject's entry holds the conflicts its audit found and the stat (size, mtime) of every file its
beliefs came from; it answers again while all those files are unchanged, so a queue build audits
only what is new or changed and, build after build, covers subjects one build's time budget cannot.
Entries of subjects no longer asked about are dropped. A damaged file is an empty cache.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from memtui.core.history.durable import write_state
from memtui.core.workspace import Workspace

CACHE_NAME = "review-conflicts.json"
VERSION = 1


class SubjectCache:
    """Per subject: the files its answer depends on, and the answer (JSON-ready conflict pairs)."""

    def __init__(self, path: Path, entries: dict[str, dict[str, Any]]) -> None:
        self.path = path
        self.entries = entries
        self.dirty = False

    @classmethod
    def load(cls, root: Path) -> "SubjectCache":
        path = Path(root) / ".memtui" / CACHE_NAME
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            entries = data["subjects"] if isinstance(data, dict) and data.get("version") == VERSION else {}
        except (OSError, ValueError, KeyError, TypeError):
            entries = {}
        return cls(path, entries if isinstance(entries, dict) else {})

    def valid(self, subject: str, ws: Workspace) -> list[dict[str, Any]] | None:
        """The cached answer while every file it came from is unchanged, else None."""
        entry = self.entries.get(subject)
        if not isinstance(entry, dict) or not isinstance(entry.get("files"), dict):
            return None
        for path, stat in entry["files"].items():
            f = ws.get(path)
            if f is None or [f.size, f.mtime] != stat:
                return None
        pairs = entry.get("pairs")
        return pairs if isinstance(pairs, list) else None

    def store(self, subject: str, ws: Workspace, files: set[str], pairs: list[dict[str, Any]]) -> None:
        stats = {}
        for path in sorted(files):
            f = ws.get(path)
            if f is None:
                return                      # a belief from a file the scan does not know: do not cache
            stats[path] = [f.size, f.mtime]
        self.entries[subject] = {"files": stats, "pairs": pairs}
        self.dirty = True

    def save(self, keep: set[str]) -> None:
        """Write the cache (only the subjects in `keep`) when it changed; a read-only root keeps none."""
        gone = set(self.entries) - keep
        for subject in gone:
            del self.entries[subject]
        if not (self.dirty or gone):
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            text = json.dumps({"version": VERSION, "subjects": self.entries}, ensure_ascii=False)
            write_state(self.path, text.encode("utf-8"), durable=False)
        except OSError:
            pass
        self.dirty = False
