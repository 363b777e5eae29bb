"""Owned, bounded caches keyed by a file's stat.

A result that depends only on a file's bytes (its size and token facts, a check's threat hits) is
kept under a `StatKey` (path, mtime in ns, size): a changed file gets a new key, so nothing needs
invalidating. Each cache is an object owned by the module that fills it, holds at most `max_items`
entries and drops the least recently used first (one eviction rule for all of them), and is safe to
use from worker threads. On disk, a per-file entry is named by a hash of the file's absolute path
(`entry_path`) and written atomically (`write_entry`).
"""

from __future__ import annotations

import itertools
import os
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Callable, Generic, Hashable, NamedTuple, TypeVar

try:      # the built-in modules `hashlib` wraps: the same digests without loading OpenSSL (a cached run's start-up)
    from _blake2 import blake2b
    from _sha1 import sha1
except ImportError:  # pragma: no cover - an interpreter built without them
    from hashlib import blake2b, sha1

__all__ = ["BoundedCache", "StatKey", "blake2b", "entry_path", "sha1", "write_entry"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class StatKey(NamedTuple):
    """What identifies a file's content without reading it: its path, mtime (ns) and size."""

    path: str
    mtime_ns: int
    size: int

    @classmethod
    def of(cls, path: Path | str, st: os.stat_result | None = None) -> StatKey:
        """The key of `path` from `st` (stat'ed now when not given)."""
        st = st if st is not None else os.stat(path)
        return cls(str(path), st.st_mtime_ns, st.st_size)


class BoundedCache(Generic[K, V]):
    """A thread-safe LRU mapping of at most `max_items` entries."""

    def __init__(self, max_items: int) -> None:
        if max_items < 1:
            raise ValueError("a cache holds at least one item")
        self.max_items = max_items
        self._items: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        """The value under `key` (now the most recently used), or None."""
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> None:
        """Keep `value` under `key`, dropping the least recently used entries past the bound."""
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.max_items:
                self._items.popitem(last=False)

    def get_or_compute(self, key: K, compute: Callable[[], V]) -> V:
        """The cached value, or `compute()` kept under `key` (computed outside the lock)."""
        value = self.get(key)
        if value is None:
            value = compute()
            self.put(key, value)
        return value

    def clear(self) -> None:
        """Forget everything (benchmarks measure cold runs with it)."""
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


def entry_path(folder: Path, path: Path, suffix: str) -> Path:
    """Where the on-disk entry of `path` lives in `folder`: a hash of its absolute path, with `suffix`."""
    digest = sha1(str(path.absolute()).encode("utf-8", "surrogatepass")).hexdigest()
    return folder / f"{digest}{suffix}"


_MADE: set[str] = set()             # folders `write_entry` made (or found) in this process
_TEMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
_written = itertools.count()


def write_entry(folder: Path, target: Path, data: bytes) -> None:
    """Write `data` to `target` in `folder` atomically (a temp file beside it, then a rename); raises OSError.
    The temp file is named by the process and a counter, created exclusively (one a crashed process left is
    not reused: another name is drawn); a run writing hundreds of entries makes the folder once."""
    where = str(folder)
    if where not in _MADE:
        folder.mkdir(parents=True, exist_ok=True)
        _MADE.add(where)
    while True:
        temp = f"{where}/.tmp-{os.getpid()}-{next(_written)}{target.suffix}"
        try:
            fd = os.open(temp, _TEMP_FLAGS, 0o600)
            break
        except FileExistsError:
            continue
        except FileNotFoundError:           # the folder was removed since this process made it
            _MADE.discard(where)
            folder.mkdir(parents=True, exist_ok=True)
            _MADE.add(where)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(temp, target)
    except BaseException:
        os.unlink(temp)
        raise
