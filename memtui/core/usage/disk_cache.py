"""Per-file usage results on disk, so a second `memtui stats` reads only the transcripts that changed.

One JSON file per transcript under the user cache dir (`platformdirs`, or `$MEMTUI_CACHE_DIR`), named by a
hash of the transcript's absolute path. An entry is used only when the transcript's size, mtime and a hash
of its last bytes all match, and it was made with the same settings (pruning knobs, exact or calibrated
tokens) and cache version, and its payload matches its checksum; anything else (a missing, corrupt or
foreign entry) is a miss, with a note for the damaged ones, never a wrong number. Writes are atomic (temp
file, rename); a write that fails is skipped. A transcript an agent appended to misses; a linear Claude Code
one is then continued from the state `resume.py` keeps beside its entry (only the new bytes are read), any
other is analysed again whole (the analysis follows the session's tree, which an appended entry can re-root).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from memtui.core.cache import entry_path, write_entry
from memtui.core.usage.result import PruneSettings, SessionUsage, usage_from_json, usage_to_json

if TYPE_CHECKING:
    from memtui.core.usage.resume import ReadInfo

VERSION = 3          # 2: timelines past 4,000 turns are thinned; 3: entries written and checksummed by orjson
TAIL_BYTES = 4 * 1024     # with the size and mtime: an append or a rewrite near the end changes the key
ENV_DIR = "MEMTUI_CACHE_DIR"


def cache_dir() -> Path:
    """Where entries live: `$MEMTUI_CACHE_DIR/usage`, else the user cache dir's `memtui/usage`."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override) / "usage"
    import platformdirs

    return Path(platformdirs.user_cache_dir("memtui")) / "usage"


def file_key(path: Path) -> dict[str, Any] | None:
    """Size, mtime and a hash of the last bytes of a transcript (None when it cannot be read)."""
    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())
            fh.seek(max(0, st.st_size - TAIL_BYTES))
            tail = hashlib.blake2b(fh.read(TAIL_BYTES), digest_size=16).hexdigest()
    except OSError:
        return None
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "tail": tail}


def unchanged(path: Path, key: dict[str, Any]) -> bool:
    """Whether the file still has the size and mtime of `key` (taken before it was read): it did not change
    while it was read."""
    try:
        st = os.stat(path)
    except OSError:
        return False
    return bool(st.st_size == key["size"] and st.st_mtime_ns == key["mtime_ns"])


def _dumps(value: Any) -> bytes:
    """Compact JSON with sorted keys: orjson (the cache write was a fifth of a first `stats` run through the
    standard library); what orjson refuses (an integer beyond 64 bits, a lone surrogate) through the
    standard library, escaped to ASCII."""
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
    except TypeError:
        return json.dumps(value, sort_keys=True, separators=(",", ":")).encode("ascii")


def _loads(data: bytes) -> Any:
    """The inverse of `_dumps` (raises ValueError on bytes that are no JSON)."""
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        return json.loads(data.decode("utf-8"))


def _digest(payload: Any) -> str:
    """A checksum of an entry's payload: a damaged number is caught, not reported."""
    return hashlib.blake2b(_dumps(payload), digest_size=16).hexdigest()


class UsageCache:
    """Reads and writes the entries of one run's settings; `notes` collects what was wrong with the damaged ones."""

    def __init__(self, prune: PruneSettings, exact: bool, folder: Path | None = None) -> None:
        self.folder = folder or cache_dir()
        self.settings = {"version": VERSION, "prune": asdict(prune), "exact": exact}
        self.notes: list[str] = []
        self.hits = 0
        self.misses = 0
        self.resumed = 0          # misses continued from a saved state (the transcript only grew)
        self.bytes_read = 0       # transcript bytes read to analyse the misses (linear pass only)

    def count_read(self, info: ReadInfo | None) -> None:
        """Add what one linear read of a missed transcript did."""
        if info is not None:
            self.bytes_read += info.bytes_read
            self.resumed += info.resumed

    def _entry_path(self, path: Path) -> Path:
        return entry_path(self.folder, path, ".json")

    def get(self, path: Path, key: dict[str, Any] | None) -> SessionUsage | None:
        """The cached result for `path` when its key and settings match, else None."""
        entry_path = self._entry_path(path)
        usage = self._read(path, entry_path, key) if key is not None else None
        if usage is None:
            self.misses += 1
        else:
            self.hits += 1
        return usage

    def _read(self, path: Path, entry_path: Path, key: dict[str, Any]) -> SessionUsage | None:
        try:
            with open(entry_path, "rb") as fh:
                entry = _loads(fh.read())
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            self.notes.append(f"usage cache entry {entry_path} unreadable ({exc.__class__.__name__}); ignored")
            return None
        try:
            if entry["settings"] != self.settings or entry["file"] != str(path.absolute()) or entry["key"] != key:
                return None
            if entry["digest"] != _digest(entry["usage"]):
                raise ValueError("digest mismatch")
            usage = usage_from_json(entry["usage"])
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            self.notes.append(f"usage cache entry {entry_path} damaged ({exc.__class__.__name__}); ignored")
            return None
        usage.path = str(path)          # as named this time (the entry is keyed by the absolute path)
        return usage

    def put(self, path: Path, key: dict[str, Any] | None, usage: SessionUsage) -> None:
        """Store a result (atomically; silently skipped when the cache dir is not writable)."""
        if key is None:
            return
        payload = usage_to_json(usage)
        entry = {"settings": self.settings, "file": str(path.absolute()), "key": key, "usage": payload,
                 "digest": _digest(payload)}
        try:
            write_entry(self.folder, self._entry_path(path), _dumps(entry))
        except OSError:
            pass
