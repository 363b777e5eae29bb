"""Take journal snapshots: what changed on disk since the last look, who wrote it, and what the
transcripts and git saw while memtui was closed.

`Journal.snapshot(workspace)` compares every memory file of a scan with the head (size and mtime
first, so an unchanged file is not read), stores new contents, records deletions, and attributes
each new version to the transcript tool call that wrote its added text (the audit's provenance
index) — else it stays "outside any known session". With `catch_up=True` (on start, and for the
CLI) it also recovers versions written while memtui was not running: whole-file writes found in
transcripts and commits of the workspace's git repository since the last look.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from memtui.core.audit.provenance import ProvenanceIndex, WriteEvent, path_matches, written_texts
from memtui.core.audit.text import normalise
from memtui.core.history.gitlog import commits_since
from memtui.core.history.store import Head, HistoryStore, Record, iso_utc, now_iso, sha_of
from memtui.core.workspace import Workspace, scan_workspace

# Keys whose value is a whole file (not an edit's fragment) in a write tool call.
_WHOLE_FILE_KEYS = ("content", "file_text", "new_content", "newContent")
_FRAGMENT_KEYS = ("old_string", "oldText", "old_str", "edits", "insert_text", "action")
_MIN_MATCH = 8


@dataclass
class SnapshotResult:
    """What one snapshot added to the journal."""

    records: list[Record]
    pruned: int = 0
    errors: list[str] | None = None


class Journal:
    """One workspace's change journal: snapshots in, records out (thread-safe via the store lock)."""

    def __init__(self, root: Path, store: HistoryStore | None = None) -> None:
        self.root = Path(root).resolve()
        self.store = store or HistoryStore.for_root(self.root)
        self.provenance = ProvenanceIndex(self.root)

    def snapshot(self, workspace: Workspace | None = None, *, catch_up: bool = False,
                 own_saves: Iterable[str] = ()) -> SnapshotResult:
        """Record every change since the last look; `own_saves`: paths memtui itself just wrote."""
        ws = workspace if workspace is not None else scan_workspace(self.root)
        own = set(own_saves)
        try:
            with self.store.locked():
                return self._snapshot(ws, catch_up, own)
        except BaseException:
            self.store.forget_head()        # the in-memory head may hold changes never written
            raise

    def _snapshot(self, ws: Workspace, catch_up: bool, own: set[str]) -> SnapshotResult:
        """A snapshot under the lock (see `snapshot`)."""
        previous = self.store.load_head()
        first = previous is None
        head = previous or Head()
        stamp = now_iso()
        current = {f.path: f for f in ws.memory_files() if not f.error and not f.too_large}
        changed: list[tuple[str, bytes, str, str | None]] = []
        touched: set[str] = set()
        dirty = first
        for path, f in current.items():
            seen = head.files.get(path)
            if seen and seen[1] == f.size and seen[2] == f.mtime:
                continue
            try:
                data = f.abs_path.read_bytes()
            except OSError:
                continue
            sha = sha_of(data)
            dirty = True
            touched.add(path)
            head.files[path] = [sha, f.size, f.mtime]
            if seen and seen[0] == sha:
                continue
            changed.append((path, data, sha, seen[0] if seen else None))
        deleted = [p for p in head.files if p not in current and not (self.root / p).exists()]
        records: list[Record] = []
        if catch_up:
            records += self._recover(ws, head, current, first)
        events = self.provenance.events(f.path for f in ws.transcripts()) if changed and not first else []
        by_name: dict[str | None, list[WriteEvent]] = {}
        for event in events:
            by_name.setdefault(event.file_name, []).append(event)
        recovered = {(r.path, r.sha) for r in records}
        changed = [c for c in changed if first or (c[0], c[2]) not in recovered]
        if first:
            for _path, data, _sha, _prev in changed:
                self.store.put(data)
        else:
            self.store.put_many([data for _path, data, _sha, _prev in changed])
        for path, data, sha, prev_sha in changed:
            source = "baseline" if first else ("memtui" if path in own else ("start" if catch_up else "watch"))
            by = None if first or path in own else self._attribute(path, data, prev_sha, by_name)
            records.append(Record(stamp, path, sha, source, by))
        for path in deleted:
            del head.files[path]
            touched.add(path)
            records.append(Record(stamp, path, None, "memtui" if path in own else ("start" if catch_up else "watch")))
        dirty = dirty or bool(records)
        self.store.append(records)
        pruned = 0
        if dirty:
            head.last_look = stamp
            head.stored_bytes += self.store.new_bytes
            self.store.new_bytes = 0
            whole = first or catch_up
            if self.store.prune_due(head):
                pruned = self.store.prune()
                head.last_prune = time.time()
                head.stored_bytes = self.store.objects_bytes()
                whole = True
            self.store.save_head(head, None if whole else touched)
        return SnapshotResult(records, pruned, list(self.provenance.errors) or None)

    # --- attribution --------------------------------------------------------------------------

    def _attribute(self, path: str, data: bytes, prev_sha: str | None,
                   by_name: dict[str | None, list[WriteEvent]]) -> dict[str, Any] | None:
        """The latest transcript write whose text covers a line this version added (None: no such write).
        `by_name`: the transcripts' write events grouped by the file name they wrote (None: path-less)."""
        name = path.rsplit("/", 1)[-1]
        pathless = by_name.get(None, []) if name.lower() in ("memory.md", "user.md") else []
        candidates = [e for e in by_name.get(name, []) if path_matches(e.target, path)] + pathless
        if not candidates:
            return None
        before = {line.strip() for line in (self.store.text(prev_sha) or "").splitlines()}
        added = [normalise(line) for line in data.decode("utf-8", errors="replace").splitlines()
                 if line.strip() and line.strip() not in before]
        added = [a for a in added if len(a) >= _MIN_MATCH]
        best: WriteEvent | None = None
        for event in candidates:
            if any(len(w) >= _MIN_MATCH and any(a in w or w in a for a in added) for w in event.texts):
                if best is None or (event.timestamp or "", event.line) >= (best.timestamp or "", best.line):
                    best = event
        return _by(best) if best else None

    # --- catching up on what happened while memtui was closed ---------------------------------

    def _recover(self, ws: Workspace, head: Head, current: dict[str, Any], first: bool) -> list[Record]:
        """Versions seen in transcripts (whole-file writes) and in git since the last look."""
        known_paths = set(current) | set(head.files)
        seen = {(r.path, r.sha) for r in self.store.records()}
        out: list[Record] = []
        for t in ws.transcripts():
            stat = [t.size, t.mtime]
            if head.transcripts.get(t.path) == stat:
                continue
            head.transcripts[t.path] = stat
            out += self._transcript_versions(t.path, known_paths, seen, None if first else head.last_look)
        if head.last_look is not None:
            for commit in commits_since(self.root, head.last_look):
                for path, data in commit.files.items():
                    sha = self.store.put(data)
                    if (path, sha) not in seen and path in known_paths:
                        seen.add((path, sha))
                        out.append(Record(commit.time, path, sha, "git", commit.by()))
        return out

    def _transcript_versions(self, rel: str, known_paths: set[str], seen: set[tuple[str, str | None]],
                             after: str | None) -> list[Record]:
        from memtui.core.sessions import parse_session

        try:
            session = parse_session(self.root / rel)
        except Exception:  # a transcript the parser cannot read adds no versions
            return []
        out: list[Record] = []
        ordered = sorted(known_paths)
        for node in session.nodes:
            stamp = iso_utc(node.timestamp)
            if after is not None and (stamp is None or stamp <= after):
                continue
            for block in node.blocks:
                content = _whole_file(block)
                found = written_texts(block) if content is not None else None
                target = found[0] if found else None
                path = self._root_relative(target) or next(
                    (p for p in ordered if target and path_matches(target, p)), None)
                if path is None or content is None:
                    continue
                data = content.encode("utf-8")
                sha = self.store.put(data)
                if (path, sha) in seen:
                    continue
                seen.add((path, sha))
                out.append(Record(stamp or now_iso(), path, sha, "transcript", {
                    "session": rel, "entry": node.id, "line": node.line, "tool": block.name or "",
                    "timestamp": node.timestamp}))
        return out

    def _root_relative(self, target: str | None) -> str | None:
        """A tool call's absolute target inside the root as a root-relative markdown path, else None."""
        if not target or not target.lower().endswith((".md", ".markdown")) or not Path(target).is_absolute():
            return None
        try:
            rel = Path(target).resolve().relative_to(self.root).as_posix()
        except (ValueError, OSError):
            return None
        return None if rel.startswith((".memtui/", ".git/")) else rel


def _whole_file(block: Any) -> str | None:
    """The whole-file text a write tool call put on disk (None for edits and fragments)."""
    args = block.arguments
    if block.type != "tool_call" or not isinstance(args, dict) or any(k in args for k in _FRAGMENT_KEYS):
        return None
    if str(args.get("command", "create")).lower() != "create":
        return None
    return next((args[k] for k in _WHOLE_FILE_KEYS if isinstance(args.get(k), str)), None)


def _by(event: WriteEvent) -> dict[str, Any]:
    return {"session": event.session_path, "entry": event.entry_id, "line": event.line, "tool": event.tool,
            "timestamp": event.timestamp}

