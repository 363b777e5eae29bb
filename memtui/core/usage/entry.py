"""The on-disk form of one transcript's cached usage, read without dataclasses, orjson or the parsers.

An entry is one header line of JSON — the settings it was made with, the transcript's absolute path and key
(size, mtime, a hash of its last bytes), a checksum of the body and the sizes of the body's three parts —
then the body: the session's `--json` object as plain JSON (`summary.totals_json` sums it), the same object
rendered as the indented document prints it (`summary.render_session`), and the whole `SessionUsage` as JSON
(what the TUI and the text report read). A run whose every file hits reads the first two parts only; the
checksum covers all three, so a damaged number is a miss, never a wrong total.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NamedTuple

from memtui.core.cache import blake2b, entry_path, write_entry

VERSION = 4          # 4: header line + report + rendered report + payload, one checksum over the bytes
TAIL_BYTES = 4 * 1024     # with the size and mtime: an append or a rewrite near the end changes the key
SUFFIX = ".json"


class Damaged(ValueError):
    """An entry that exists but cannot be trusted (unreadable, truncated, checksum mismatch)."""


class Entry(NamedTuple):
    """The body's three parts, as stored."""

    report: bytes
    rendered: bytes
    payload: bytes


def cache_dir() -> Path:
    """Where entries live: `$MEMTUI_CACHE_DIR/usage`, else the user cache dir's `memtui/usage`."""
    from memtui.core.cache import user_cache_dir

    return user_cache_dir() / "usage"


def settings(prune: dict[str, Any], exact: bool) -> dict[str, Any]:
    """What an entry must have been made with to be used: this format, the pruning knobs, exact tokens or not."""
    return {"version": VERSION, "prune": prune, "exact": exact}


def file_key(path: Path) -> dict[str, Any] | None:
    """Size, mtime and a hash of the last bytes of a transcript (None when it cannot be read)."""
    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())
            fh.seek(max(0, st.st_size - TAIL_BYTES))
            tail = blake2b(fh.read(TAIL_BYTES), digest_size=16).hexdigest()
    except OSError:
        return None
    return {"size": st.st_size, "mtime_ns": st.st_mtime_ns, "tail": tail}


def read_entry(folder: Path, path: Path, key: dict[str, Any], wanted: dict[str, Any]) -> Entry | None:
    """The entry of `path` when it was made with the `wanted` settings for this `key`; None when there is none
    or it is stale or foreign; raises Damaged when it cannot be trusted."""
    where = entry_path(folder, path, SUFFIX)
    try:
        with open(where, "rb") as fh:
            data = fh.read()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise Damaged(f"usage cache entry {where} unreadable ({exc.__class__.__name__})") from exc
    try:
        cut = data.find(b"\n")
        header = json.loads(data if cut < 0 else data[:cut])     # (an entry of an earlier version: one object)
        if header["settings"] != wanted or header["file"] != str(path.absolute()) or header["key"] != key:
            return None                 # stale or foreign, or made by another version: a miss, nothing wrong
        if cut < 0:
            raise ValueError("no body")
        first, second, third = (int(size) for size in header["sizes"])
        body = memoryview(data)[cut + 1:]
        if len(body) != first + second + third or blake2b(body, digest_size=16).hexdigest() != header["digest"]:
            raise ValueError("checksum mismatch")
    except (ValueError, KeyError, TypeError) as exc:
        raise Damaged(f"usage cache entry {where} damaged ({exc.__class__.__name__})") from exc
    return Entry(bytes(body[:first]), bytes(body[first:first + second]), bytes(body[first + second:]))


def write(folder: Path, path: Path, key: dict[str, Any], made_with: dict[str, Any], entry: Entry) -> None:
    """Store an entry atomically; silently skipped when the cache dir is not writable."""
    body = b"".join(entry)
    header = {"settings": made_with, "file": str(path.absolute()), "key": key,
              "digest": blake2b(body, digest_size=16).hexdigest(), "sizes": [len(part) for part in entry]}
    try:
        write_entry(folder, entry_path(folder, path, SUFFIX), json.dumps(header).encode("ascii") + b"\n" + body)
    except OSError:
        pass
