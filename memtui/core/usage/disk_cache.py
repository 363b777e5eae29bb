"""Per-file usage results on disk, so a second `memtui stats` reads only the transcripts that changed.

One file per transcript under the user cache dir (`platformdirs`, or `$MEMTUI_CACHE_DIR`), named by a
hash of the transcript's absolute path, in the form `entry.py` reads and writes (a cached `stats --json`
run reads it there without this module). An entry is used only when the transcript's size, mtime and a hash
of its last bytes all match, and it was made with the same settings (pruning knobs, exact or calibrated
tokens) and cache version, and its bytes match their checksum; anything else (a missing, corrupt or
foreign entry) is a miss, with a note for the damaged ones, never a wrong number. Writes are atomic (temp
file, rename); a write that fails is skipped. A transcript an agent appended to misses; a Claude Code or Pi
one the linear pass models is then continued from the state `resume.py` keeps beside its entry (only the new
bytes are read), any other is analysed again whole (the analysis follows the session's tree, which an appended
entry can re-root).
"""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from memtui.core.usage.entry import TAIL_BYTES, Damaged, Entry, cache_dir, file_key, read_entry, settings, write
from memtui.core.usage.report import session_report
from memtui.core.usage.result import PruneSettings, SessionUsage, usage_from_json
from memtui.core.usage.summary import render_session

if TYPE_CHECKING:
    from memtui.core.usage.resume import ReadInfo

__all__ = ["TAIL_BYTES", "UsageCache", "cache_dir", "file_key", "unchanged"]


def unchanged(path: Path, key: dict[str, Any]) -> bool:
    """Whether the file still has the size and mtime of `key` (taken before it was read): it did not change
    while it was read."""
    try:
        st = path.stat()
    except OSError:
        return False
    return bool(st.st_size == key["size"] and st.st_mtime_ns == key["mtime_ns"])


def _json_bytes(value: Any) -> bytes:
    """Compact JSON by orjson (the standard library's asdict + dumps were a fifth of a first `stats` run);
    what orjson refuses (an integer beyond 64 bits, a lone surrogate) through the standard library, in ASCII."""
    try:
        return orjson.dumps(value)
    except TypeError:
        return json.dumps(asdict(value) if hasattr(value, "__dataclass_fields__") else value,
                          separators=(",", ":")).encode("ascii")


def _loads(data: bytes) -> Any:
    """The inverse of `_json_bytes` (raises ValueError on bytes that are no JSON)."""
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:     # (an integer beyond 64 bits)
        return json.loads(data)


def _entry(usage: SessionUsage) -> Entry:
    """The three parts of `usage`'s entry (a report that cannot be printed as UTF-8 is kept unrendered:
    a run that hits it takes the full path, which escapes it)."""
    report = session_report(usage)
    try:
        rendered = render_session(report).encode("utf-8")
    except UnicodeEncodeError:
        rendered = b""
    return Entry(_json_bytes(report), rendered, _json_bytes(usage))


class UsageCache:
    """Reads and writes the entries of one run's settings; `notes` collects what was wrong with the damaged ones."""

    def __init__(self, prune: PruneSettings, exact: bool, folder: Path | None = None) -> None:
        self.folder = folder or cache_dir()
        self.settings = settings(asdict(prune), exact)
        self.notes: list[str] = []
        self.hits = 0
        self.misses = 0
        self.resumed = 0          # misses continued from a saved state (the transcript only grew)
        self.bytes_read = 0       # transcript bytes read to analyse the misses (linear pass only)
        self.linear = 0           # misses read by the linear usage-only pass (the others: the full analysis)

    def count_read(self, info: ReadInfo | None) -> None:
        """Add what one linear read of a missed transcript did."""
        if info is not None:
            self.bytes_read += info.bytes_read
            self.resumed += info.resumed
            self.linear += info.linear

    def get(self, path: Path, key: dict[str, Any] | None) -> SessionUsage | None:
        """The cached result for `path` when its key and settings match, else None."""
        usage = self._read(path, key) if key is not None else None
        if usage is None:
            self.misses += 1
        else:
            self.hits += 1
        return usage

    def _read(self, path: Path, key: dict[str, Any]) -> SessionUsage | None:
        try:
            entry = read_entry(self.folder, path, key, self.settings)
            if entry is None:
                return None
            usage = usage_from_json(_loads(entry.payload))
        except Damaged as exc:
            self.notes.append(f"{exc}; ignored")
            return None
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            self.notes.append(f"usage cache entry for {path} damaged ({exc.__class__.__name__}); ignored")
            return None
        usage.path = str(path)          # as named this time (the entry is keyed by the absolute path)
        return usage

    def put(self, path: Path, key: dict[str, Any] | None, usage: SessionUsage) -> None:
        """Store a result (atomically; silently skipped when the cache dir is not writable)."""
        if key is not None:
            write(self.folder, path, key, self.settings, _entry(usage))
