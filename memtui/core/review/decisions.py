"""Recorded review decisions: `<root>/.memtui/review.json`.

`{"version": 1, "decisions": {id: {"state", "kind", "action", "time"}}, "reviewed": {path: sha}}`.
`reviewed` holds, per memory file, the version the operator last accepted (or reverted to), so the
queue shows only the agent changes made since. Saved atomically; a file another process changed
since it was loaded is re-read and merged rather than overwritten.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtui.core.fsio import ConflictError, atomic_save, current_fingerprint
from memtui.core.history.store import now_iso

REVIEW_FILE = "review.json"


def review_path(root: Path) -> Path:
    return Path(root) / ".memtui" / REVIEW_FILE


@dataclass
class Decisions:
    """The decisions of one workspace."""

    root: Path
    decisions: dict[str, dict[str, Any]] = field(default_factory=dict)
    reviewed: dict[str, str | None] = field(default_factory=dict)
    error: str | None = None

    @classmethod
    def load(cls, root: Path) -> "Decisions":
        """Read review.json (missing: empty; broken: empty with `error`, never fatal)."""
        path = review_path(root)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return cls(Path(root))
        except (OSError, ValueError) as exc:
            return cls(Path(root), error=f"{path.name}: {exc}")
        if not isinstance(data, dict):
            return cls(Path(root), error=f"{path.name}: not a JSON object")
        return cls(Path(root), dict(data.get("decisions") or {}), dict(data.get("reviewed") or {}))

    def state_of(self, item_id: str) -> str:
        return str(self.decisions.get(item_id, {}).get("state", "open"))

    def record(self, item_id: str, state: str, kind: str, action: str) -> None:
        self.decisions[item_id] = {"state": state, "kind": kind, "action": action, "time": now_iso()}

    def save(self) -> None:
        """Write atomically (backed up); merges in what another process saved meanwhile."""
        path = review_path(self.root)
        path.parent.mkdir(parents=True, exist_ok=True)
        for _attempt in range(3):
            on_disk = Decisions.load(self.root)
            merged_decisions = {**on_disk.decisions, **self.decisions}
            merged_reviewed = {**on_disk.reviewed, **self.reviewed}
            text = json.dumps({"version": 1, "decisions": merged_decisions, "reviewed": merged_reviewed},
                              ensure_ascii=False, indent=1, sort_keys=True) + "\n"
            try:
                atomic_save(path, text, current_fingerprint(path), self.root)
            except ConflictError:
                continue
            self.decisions, self.reviewed = merged_decisions, merged_reviewed
            return
        raise ConflictError(path, None, current_fingerprint(path))
