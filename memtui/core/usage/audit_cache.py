"""The loss audits of a session's compactions kept beside the usage cache, so a `stats` run parses a compacted
transcript again only when it holds a compaction on its active path that was not audited yet.

An audit (`compaction_loss.audit_session`) reads the session up to its compaction — the span it summarised, the
run-up, what it kept — and the workspace's memory text. One entry per transcript (named as the usage cache names
its entries) holds the audits of the compactions on the active path, by id, with a hash of the memory text they
were made against and the transcript's identity then: device and inode, a hash of its first bytes, size and mtime.
The entry is used when the memory text is the same, the compactions on the path are the same ids in the same
order, and the transcript is the same file, unchanged — or, for a Pi session, only grown: a Pi entry hangs under one
written before it, so the path up to a compaction, and with it the audit, cannot change by an append (a new
compaction is a new id, and a miss). As `resume.py`, append-only is assumed: a rewrite that keeps the first bytes,
the ids and a growing size is not seen (`--no-cache` audits everything again).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from memtui.core.cache import blake2b, entry_path, write_entry

VERSION = 1
SUFFIX = ".audit"
HEAD_BYTES = 1024
GROWS = frozenset({"pi"})       # formats whose audits survive an append


def memory_hash(text: str) -> str:
    """The hash the audits are keyed by: of the memory text they were checked against."""
    return blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def file_identity(path: Path) -> dict[str, Any] | None:
    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())
            head = fh.read(HEAD_BYTES)
    except OSError:
        return None
    return {"inode": [st.st_dev, st.st_ino], "size": st.st_size, "mtime_ns": st.st_mtime_ns,
            "head": blake2b(head, digest_size=16).hexdigest()}


def _entry_file(folder: Path, path: Path) -> Path:
    return entry_path(folder, path, SUFFIX)


def stored_audits(folder: Path, path: Path, fmt: str, ids: list[str],
                  memory: str) -> dict[str, dict[str, Any]] | None:
    """{compaction id: {"line": …, "audit": its `to_json()`}} for the compactions `ids` on the active path of the
    transcript at `path` (format `fmt`) against the memory text hashed `memory`, when stored and still valid."""
    try:
        with open(_entry_file(folder, path), "rb") as fh:
            saved = json.loads(fh.read())
    except (OSError, ValueError):
        return None
    if not isinstance(saved, dict) or saved.get("version") != VERSION or saved.get("file") != str(path.absolute()) \
            or saved.get("memory") != memory or saved.get("ids") != ids:
        return None
    now, then = file_identity(path), saved.get("identity")
    if now is None or not isinstance(then, dict) or now["inode"] != then.get("inode") \
            or now["head"] != then.get("head"):
        return None
    same = now["size"] == then.get("size") and now["mtime_ns"] == then.get("mtime_ns")
    grown = fmt in GROWS and isinstance(then.get("size"), int) and now["size"] > then["size"]
    audits = saved.get("audits")
    if not (same or grown) or not isinstance(audits, dict) or list(audits) != ids:
        return None
    return audits


def keep_audits(folder: Path, path: Path, identity: dict[str, Any] | None, ids: list[str], memory: str,
                audits: dict[str, dict[str, Any]]) -> None:
    """Store the audits made from the transcript as it was when `identity` (`file_identity`) was taken: only when
    they cover exactly `ids` and the file did not change since (else the next run audits again). Silently
    skipped when the cache folder is not writable."""
    if identity is None or list(audits) != ids or file_identity(path) != identity:
        return
    data = {"version": VERSION, "file": str(path.absolute()), "memory": memory, "ids": ids, "identity": identity,
            "audits": audits}
    try:
        write_entry(folder, _entry_file(folder, path), json.dumps(data, ensure_ascii=False).encode(
            "utf-8", "surrogatepass"))
    except OSError:
        pass

