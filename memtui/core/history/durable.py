"""Writing memtui's own state files durably: temp file, flush to disk, rename; journal appends
flushed to disk in batches (`SYNC_INTERVAL`), the rest at exit."""

from __future__ import annotations

import atexit
import contextlib
import os
import threading
from pathlib import Path

SYNC_INTERVAL = 1.0           # seconds: appends within it of the last flush to disk are flushed later

UNSYNCED: set[Path] = set()     # journals appended to since their last flush to disk


@atexit.register
def sync_pending() -> None:
    """Flush to disk the journals whose last appends were batched (at exit, and on request)."""
    for path in list(UNSYNCED):
        with contextlib.suppress(OSError):
            fd = os.open(path, os.O_RDONLY)
            try:
                sync_data(fd)
            finally:
                os.close(fd)
        UNSYNCED.discard(path)


def sync_data(fd: int) -> None:
    """Flush a file's data to disk (fdatasync where there is one: the metadata an append changes, its
    size, is part of it; the mtime is not needed)."""
    sync = getattr(os, "fdatasync", None) or os.fsync
    sync(fd)


def write_state(path: Path, data: bytes, *, durable: bool = True) -> None:
    """memtui's own state files: temp file, fsync, rename (no backup: nothing of the user's)."""
    tmp = path.parent / f".tmp-{path.name}-{os.getpid()}-{threading.get_ident()}"
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            if durable:
                os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
