"""Read the journal: per-file and workspace timelines, diffs, deleted files, and reverts.

A `Version` is a journal record with its predecessor (the previous version of the same path in
time order), so its kind (created / modified / deleted), its diff and its revert are known. An
agent version that takes back what an operator's edit added (or restores the text from before it)
is marked `undid` — the journal shows when an agent undid an operator's edit.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtui.core.fsio import ConflictError, current_fingerprint, read_file
from memtui.core.history.store import HistoryStore, Record
from memtui.core.lint.fix import FileChange, FixError, FixPlan


@dataclass
class Version:
    """One change of one file: the record and the version before it."""

    record: Record
    prev: Record | None
    undid: Record | None = None          # the operator's version this agent change took back

    @property
    def kind(self) -> str:
        if self.record.source == "baseline":
            return "baseline"
        if self.record.sha is None:
            return "deleted"
        return "created" if self.prev is None or self.prev.sha is None else "modified"

    @property
    def by_agent(self) -> bool:
        return self.record.by is not None and "session" in self.record.by

    def attribution(self) -> str:
        by = self.record.by
        if by and "session" in by:
            return f"{by['session']}#{by.get('entry')} ({by.get('tool') or 'write'}, line {by.get('line')})"
        if by and "commit" in by:
            return f"git {by['commit']} {by.get('author', '')}: {by.get('subject', '')}"
        if self.record.source == "baseline":
            return "first look (baseline)"
        if self.record.source == "memtui":
            return "memtui (a save or revert you made)"
        return "outside any known session"

    def to_json(self, store: HistoryStore, *, with_diff: bool = False) -> dict[str, Any]:
        r = self.record
        added, removed = line_counts(store, self)
        data: dict[str, Any] = {
            "seq": r.seq, "time": r.time, "path": r.path, "change": self.kind, "sha": r.sha,
            "source": r.source, "by": r.by, "attribution": self.attribution(), "added": added, "removed": removed,
            "undid_operator_edit": {"seq": self.undid.seq, "time": self.undid.time} if self.undid else None,
        }
        if with_diff:
            data["diff"] = diff(store, self)
        return data


def timeline(store: HistoryStore, path: str | None = None, since: str | None = None) -> list[Version]:
    """Versions in time order (all files, or one), each with its predecessor; `since`: ISO date/time."""
    chains: dict[str, list[Record]] = {}
    for record in sorted(store.records(), key=lambda r: (r.time, r.seq)):
        chains.setdefault(record.path, []).append(record)
    out: list[Version] = []
    for file_path, records in chains.items():
        if path is not None and file_path != path:
            continue
        versions = [Version(r, records[i - 1] if i else None) for i, r in enumerate(records)]
        _mark_undos(store, versions)
        out += versions
    out.sort(key=lambda v: (v.record.time, v.record.seq))
    if since:
        out = [v for v in out if v.record.time >= since]
    return out


def _mark_undos(store: HistoryStore, versions: list[Version]) -> None:
    """Mark agent versions that take back the latest operator edit before them."""
    operator: Version | None = None
    for version in versions:
        if version.kind == "baseline":
            continue
        if not version.by_agent:
            operator = version if version.record.source in ("watch", "start", "memtui") else operator
            continue
        if operator is None or operator.prev is None:
            continue
        if version.record.sha == operator.prev.sha:
            version.undid = operator.record
            continue
        before = _lines(store.text(operator.prev.sha))
        added = [line for line in _lines(store.text(operator.record.sha)) if line not in before]
        now = set(_lines(store.text(version.record.sha)))
        if added and not any(line in now for line in added):
            version.undid = operator.record


def _lines(text: str | None) -> list[str]:
    return [line.strip() for line in (text or "").splitlines() if line.strip()]


def find(store: HistoryStore, seq: int) -> Version | None:
    """The version recorded at journal line `seq`."""
    return next((v for v in timeline(store) if v.record.seq == seq), None)


def diff(store: HistoryStore, version: Version) -> str:
    """A unified diff from the previous version to this one."""
    before = store.text(version.prev.sha) if version.prev else None
    after = store.text(version.record.sha)
    return unified(version.record.path, before, after)


def unified(path: str, before: str | None, after: str | None) -> str:
    """A unified diff of two texts (None: no file)."""
    lines = difflib.unified_diff((before or "").splitlines(keepends=True), (after or "").splitlines(keepends=True),
                                 "/dev/null" if before is None else f"a/{path}",
                                 "/dev/null" if after is None else f"b/{path}")
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


def line_counts(store: HistoryStore, version: Version) -> tuple[int, int]:
    """(lines added, lines removed) by this version."""
    before = (store.text(version.prev.sha) if version.prev else None) or ""
    after = store.text(version.record.sha) or ""
    added = removed = 0
    for line in difflib.ndiff(before.splitlines(), after.splitlines()):
        added += line.startswith("+ ")
        removed += line.startswith("- ")
    return added, removed


def deleted_files(store: HistoryStore) -> list[tuple[Version, str | None]]:
    """Files whose latest version is a deletion, with their last content."""
    latest: dict[str, Version] = {}
    for version in timeline(store):
        latest[version.record.path] = version
    out = []
    for version in latest.values():
        if version.record.sha is None:
            out.append((version, store.text(version.prev.sha) if version.prev else None))
    return out


def plan_revert(store: HistoryStore, version: Version) -> FixPlan:
    """A plan that puts back the content from before `version` (nothing is written here).

    Refused (`ConflictError`) when the file on disk is not the journal's latest version of it: the
    file changed since memtui last looked, and reverting would lose that change.
    """
    path = version.record.path
    if version.prev is None or version.prev.sha is None:
        raise FixError(f"{path}: nothing to revert to: the file did not exist before this change")
    restored = store.text(version.prev.sha)
    if restored is None:
        raise FixError(f"{path}: the earlier version was pruned from the journal")
    latest = [v for v in timeline(store, path)][-1].record
    target = store.root / path
    on_disk = current_fingerprint(target)
    if (on_disk.sha256 if on_disk else None) != latest.sha:
        raise ConflictError(target, None, on_disk)
    current = read_file(target).text if on_disk else None
    change = FileChange(path, current, restored, on_disk)
    when = version.record.time[:19].replace("T", " ")
    return FixPlan(Path(store.root), f"revert {path} to the version before {when}", [change])
