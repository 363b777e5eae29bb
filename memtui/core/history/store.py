"""The journal's storage: content-addressed objects, an append-only record log, the last-seen head.

Layout under `<root>/.memtui/history/`:
- `objects/ab/abcdef…` — each distinct file content once, zlib-compressed, named by its SHA-256;
- `packs/*.pack` — the new contents of a snapshot that changed several files, in one file (`packs.py`);
- `journal.ndjson` — one record per version seen: time, path, sha (null: deleted), source, attribution
  (not `.jsonl`: no tool should take it for a session transcript); flushed to disk at most once a
  second (`SYNC_INTERVAL`): a burst of snapshots is flushed by its first, the rest by the next
  snapshot after the interval or at exit (`sync_pending`) — the OS writes it back meanwhile;
- `head.json` — per path the sha and stat last seen (so an unchanged file is never read again), per
  transcript its stat, and the time of the last look;
- `lock` — an advisory lock: the app and the CLI never write the journal at the same moment.

Pruning keeps the journal within `[history] max_mb` (objects on disk) and `max_age_days`; the
current version of every file (and the last content of a deleted one) survives age pruning.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
import zlib
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

from memtui.core.history.durable import SYNC_INTERVAL, UNSYNCED, sync_data, write_state
from memtui.core.history.packs import Packs
from memtui.core.history.prune import prune_store
from memtui.core.history.records import Record as Record

try:
    import fcntl
except ImportError:  # pragma: no cover - not on Linux
    fcntl = None  # type: ignore[assignment]

DEFAULT_MAX_MB = 100.0
DEFAULT_MAX_AGE_DAYS = 180.0
RECENT_BYTES = 4 * 1024 * 1024   # contents kept in memory for the next diff
HEAD_DELTA_MAX = 256          # head.delta lines before head.json is written whole again


def history_dir(root: Path) -> Path:
    return Path(root) / ".memtui" / "history"


def now_iso() -> str:
    """The current UTC time, ISO 8601 with microseconds (records sort by it)."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def iso_utc(stamp: Any) -> str | None:
    """A time (ISO string, date, or epoch milliseconds) in the journal's sortable UTC form; None if unparseable."""
    if stamp is None or stamp == "":
        return None
    try:
        if isinstance(stamp, (int, float)) or str(stamp).isdigit():
            moment = datetime.fromtimestamp(float(stamp) / 1000, timezone.utc)
        else:
            moment = datetime.fromisoformat(str(stamp).replace("Z", "+00:00"))
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=timezone.utc)
    except (ValueError, OverflowError, OSError):
        return None
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def sha_of(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass
class Head:
    """What the journal last saw on disk."""

    files: dict[str, list[Any]] = field(default_factory=dict)             # path -> [sha, size, mtime]
    transcripts: dict[str, list[float]] = field(default_factory=dict)     # path -> [size, mtime]
    last_look: str | None = None
    last_prune: float = 0.0
    stored_bytes: int = 0                                                 # objects on disk, as of the last count


class HistoryStore:
    """Read and write one workspace's journal (all writes under the lock)."""

    def __init__(self, root: Path, *, max_mb: float = DEFAULT_MAX_MB,
                 max_age_days: float = DEFAULT_MAX_AGE_DAYS) -> None:
        self.root = Path(root)
        self.dir = history_dir(root)
        self.max_bytes = int(max_mb * 1024 * 1024)
        self.max_age_days = max_age_days
        self.new_bytes = 0                  # bytes of objects written by this store since it was made
        self._head: tuple[tuple[Any, ...], Head] | None = None
        self._dirs: set[Path] = set()       # object directories known to exist
        self.packs = Packs(self.dir)
        self._synced_at = -SYNC_INTERVAL         # when the journal was last flushed to disk (monotonic)
        self._recent: dict[str, bytes] = {}  # contents put or read lately (the next change diffs against them)
        self._recent_bytes = 0
        self._delta_lines = 0

    @classmethod
    def for_root(cls, root: Path) -> "HistoryStore":
        """A store with the `[history]` settings of the workspace config (bad values: defaults)."""
        from memtui.core.config import load_config

        section = load_config(root).section("history")
        return cls(root, max_mb=_number(section.get("max_mb"), DEFAULT_MAX_MB),
                   max_age_days=_number(section.get("max_age_days"), DEFAULT_MAX_AGE_DAYS))

    # --- objects ------------------------------------------------------------------------------

    def _object_path(self, sha: str) -> Path:
        return self.dir / "objects" / sha[:2] / sha

    def put(self, data: bytes) -> str:
        """Store content once (deduplicated by hash); returns its sha. `new_bytes` counts what was added."""
        sha = sha_of(data)
        self._remember(sha, data)
        path = self._object_path(sha)
        if path.parent not in self._dirs:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._dirs.add(path.parent)
        try:              # no stat first: creating exclusively says whether it is new
            fh = open(path, "xb")
        except FileExistsError:
            return sha
        except FileNotFoundError:         # its directory was pruned meanwhile
            self._dirs.discard(path.parent)
            return self.put(data)
        packed = zlib.compress(data, 1)
        try:              # written in place: a torn object (a crash mid-write) reads back as None, never wrong text
            with fh:
                fh.write(packed)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(path)
            raise
        self.new_bytes += len(packed)
        return sha

    def put_many(self, contents: list[bytes]) -> list[str]:
        """Store several contents: two or more new ones go into one pack file (one file created,
        not one each); returns their shas."""
        shas = [sha_of(data) for data in contents]
        fresh: dict[str, bytes] = {}
        for sha, data in zip(shas, contents, strict=True):
            if sha not in self._recent and not self.packs.has(sha):
                fresh[sha] = data
            self._remember(sha, data)
        if len(fresh) < 2:
            for data in fresh.values():
                self.put(data)
            return shas
        self.new_bytes += self.packs.write([(sha, zlib.compress(data, 1)) for sha, data in fresh.items()])
        return shas

    def get(self, sha: str | None) -> bytes | None:
        """The content of a version (None: unknown, pruned or a deletion)."""
        if not sha:
            return None
        if sha in self._recent:
            return self._recent[sha]
        try:
            data: bytes | None = zlib.decompress(self._object_path(sha).read_bytes())
        except (OSError, zlib.error):
            data = self.packs.get(sha)
        if data is not None:
            self._remember(sha, data)
        return data

    def _remember(self, sha: str, data: bytes) -> None:
        """Keep recent contents in memory (up to RECENT_BYTES): a snapshot diffs each change against
        the version before it, which is then read from memory rather than from its object file."""
        if sha in self._recent or len(data) > RECENT_BYTES // 8:
            return
        while self._recent and self._recent_bytes + len(data) > RECENT_BYTES:
            self._recent_bytes -= len(self._recent.pop(next(iter(self._recent))))
        self._recent[sha] = data
        self._recent_bytes += len(data)

    def text(self, sha: str | None) -> str | None:
        data = self.get(sha)
        return None if data is None else data.decode("utf-8", errors="replace")

    def objects_bytes(self) -> int:
        total = 0
        for dirpath, _dirs, files in os.walk(self.dir / "objects"):
            for name in files:
                with contextlib.suppress(OSError):
                    total += os.stat(os.path.join(dirpath, name)).st_size
        return total + self.packs.total_bytes()

    # --- records and head ---------------------------------------------------------------------

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Hold the journal's advisory lock."""
        try:
            fh = open(self.dir / "lock", "a+")
        except FileNotFoundError:
            self.dir.mkdir(parents=True, exist_ok=True)
            fh = open(self.dir / "lock", "a+")
        with fh:
            if fcntl is not None:
                fcntl.flock(fh.fileno(), fcntl.LOCK_EX)
            try:
                yield
            finally:
                if fcntl is not None:
                    fcntl.flock(fh.fileno(), fcntl.LOCK_UN)

    def append(self, records: list[Record]) -> None:
        """Append records to the journal (caller holds the lock)."""
        if not records:
            return
        path = self.dir / "journal.ndjson"
        try:
            fh = open(path, "a", encoding="utf-8")
        except FileNotFoundError:
            self.dir.mkdir(parents=True, exist_ok=True)
            fh = open(path, "a", encoding="utf-8")
        with fh:
            fh.write("".join(json.dumps(record.to_json(), ensure_ascii=False) + "\n" for record in records))
            fh.flush()
            now = time.monotonic()
            if now - self._synced_at >= SYNC_INTERVAL:      # batched: at most one flush to disk a second
                sync_data(fh.fileno())
                self._synced_at = now
                UNSYNCED.discard(path)
            else:
                UNSYNCED.add(path)

    def records(self) -> list[Record]:
        """Every record, in journal order (a damaged line is skipped)."""
        out: list[Record] = []
        try:
            fh = open(self.dir / "journal.ndjson", encoding="utf-8")
        except OSError:
            return out
        with fh:
            for number, line in enumerate(fh, 1):
                try:
                    data = json.loads(line)
                    out.append(Record(data["time"], data["path"], data.get("sha"), data.get("source", "?"),
                                      data.get("by"), number))
                except (ValueError, KeyError, TypeError):
                    continue
        return out

    def _head_key(self) -> tuple[Any, ...]:
        keys: list[Any] = []
        for name in ("head.json", "head.delta"):
            try:
                st = (self.dir / name).stat()
                keys.append((st.st_mtime_ns, st.st_size, st.st_ino))
            except OSError:
                keys.append(None)
        return tuple(keys)

    def load_head(self) -> Head | None:
        """The last look, or None when the journal has never run here.

        `head.json` plus the changes appended to `head.delta` since it was written; kept in memory
        while neither file changes on disk, so a snapshot of an unchanged workspace reads nothing."""
        key = self._head_key()
        if self._head is not None and self._head[0] == key:
            return self._head[1]
        try:
            data = json.loads((self.dir / "head.json").read_text(encoding="utf-8"))
            head = Head({}, {}, None, 0.0, 0)
            _apply_head(head, data)
        except (OSError, ValueError, AttributeError, TypeError):
            return None
        self._delta_lines = 0
        try:
            with open(self.dir / "head.delta", encoding="utf-8") as fh:
                for line in fh:
                    self._delta_lines += 1
                    try:
                        _apply_head(head, json.loads(line))
                    except (ValueError, AttributeError, TypeError):
                        continue
        except OSError:
            pass
        self._head = (key, head)
        return head

    def forget_head(self) -> None:
        """Drop the in-memory head: the next snapshot reads head.json again."""
        self._head = None

    def save_head(self, head: Head, changed: set[str] | None = None) -> None:
        """Write the head: only the `changed` paths appended to head.delta when it can, else all of it.

        Not fsynced: a head lost in a crash only means the next look reads the files again (the
        journal itself is flushed to disk, batched)."""
        self.dir.mkdir(parents=True, exist_ok=True)
        meta = {"transcripts": head.transcripts, "last_look": head.last_look, "last_prune": head.last_prune,
                "stored_bytes": head.stored_bytes}
        if changed is not None and self._head is not None and self._head[0] == self._head_key() \
                and self._delta_lines < HEAD_DELTA_MAX:
            line = {"files": {p: head.files.get(p) for p in changed}, **meta}
            with open(self.dir / "head.delta", "a", encoding="utf-8") as fh:
                fh.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
            self._delta_lines += 1
        else:
            data = {"files": head.files, **meta}
            compact = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
            write_state(self.dir / "head.json", compact.encode("utf-8"), durable=False)
            with contextlib.suppress(OSError):
                os.unlink(self.dir / "head.delta")
            self._delta_lines = 0
        self._head = (self._head_key(), head)

    # --- pruning ------------------------------------------------------------------------------

    def prune_due(self, head: Head) -> bool:
        """Over the size bound by the running count, or an hour since the last prune (for age)."""
        return head.stored_bytes > self.max_bytes or time.time() - head.last_prune > 3600

    def prune(self, now: float | None = None) -> int:
        """Drop old records and unreferenced objects until within bounds (caller holds the lock);
        returns the number of records dropped (see `prune.prune_store`)."""
        return prune_store(self, now)

    def sizes(self, shas: set[str]) -> dict[str, int]:
        out = {}
        for sha in shas:
            try:
                out[sha] = self._object_path(sha).stat().st_size
            except OSError:
                size = self.packs.size_of(sha)
                if size is not None:
                    out[sha] = size
        return out

    def collect_garbage(self, live: set[str]) -> None:
        base = self.dir / "objects"
        for dirpath, _dirs, files in os.walk(base):
            for name in files:
                if name not in live:
                    if name in self._recent:
                        self._recent_bytes -= len(self._recent.pop(name))
                    with contextlib.suppress(OSError):
                        os.unlink(os.path.join(dirpath, name))
        self.packs.collect(live, self.put)


def _apply_head(head: Head, data: dict[str, Any]) -> None:
    """Fold one head document (head.json, or a head.delta line) into `head`; a null entry is a deletion."""
    for path, entry in (data.get("files") or {}).items():
        if isinstance(entry, list) and len(entry) == 3:
            head.files[path] = entry
        elif entry is None:
            head.files.pop(path, None)
    head.transcripts = dict(data.get("transcripts") or head.transcripts)
    head.last_look = data.get("last_look", head.last_look)
    head.last_prune = float(data.get("last_prune", head.last_prune))
    head.stored_bytes = int(data.get("stored_bytes", head.stored_bytes))


def _number(value: Any, default: float) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0 else default
