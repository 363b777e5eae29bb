"""OpenClaw's cold transcript archives (agent schema 20+): a window's events moved out of
`transcript_events` into an immutable zstd-compressed JSONL file (or, in backups, a blob).

`session_transcript_cold_archives` names the archive, its SHA-256 (of the compressed bytes), its
event count and last `seq`. A store in a folder named `agent` keeps the files in the sibling
`sessions/cold/`, other layouts in `cold/` beside the database. Reading never restores anything.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

COLD_TABLE = "session_transcript_cold_archives"
MAX_ARCHIVE_BYTES = 512 * 1024 * 1024


def cold_dir(store: Path) -> Path:
    """Where OpenClaw keeps the cold archive files of `store`."""
    return store.parent.parent / "sessions" / "cold" if store.parent.name == "agent" else store.parent / "cold"


def cold_counts(conn: Any) -> dict[str, int]:
    """Session id -> archived event count, for the windows that have a cold archive."""
    if not conn.execute("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?", (COLD_TABLE,)).fetchone():
        return {}
    return dict(conn.execute(f"SELECT session_id, event_count FROM {COLD_TABLE}"))


def read_cold(conn: Any, store: Path, session_id: str,
              decompressor: Any) -> tuple[list[tuple[int, str]], int | None, list[str]]:
    """([(seq, event JSON)], last archived seq, warnings) of a window's cold archive; nothing when
    it has none. An archive that is missing, altered or undecodable gives a warning."""
    if session_id not in cold_counts(conn):
        return [], None, []
    name, sha, last_seq, storage, blob = conn.execute(
        f"SELECT archive_name, archive_sha256, last_seq, storage, archive_blob FROM {COLD_TABLE} WHERE session_id = ?",
        (session_id,)).fetchone()
    where = f"cold archive {name}"
    if storage == "sqlite":
        data = bytes(blob or b"")
    else:
        path = cold_dir(store) / name
        try:
            data = path.read_bytes()
        except OSError as exc:
            return [], last_seq, [f"{where} not readable at {path} ({exc.strerror or exc}); its events are not shown"]
    if hashlib.sha256(data).hexdigest() != sha:
        return [], last_seq, [f"{where} does not match its recorded SHA-256; its events are not shown"]
    if decompressor is None:
        return [], last_seq, [f"{where} is zstd-compressed and zstandard is not installed; its events are not shown"]
    try:
        text = decompressor.decompressobj().decompress(data).decode("utf-8")
    except Exception as exc:  # zstandard.ZstdError or a decode error: report, never crash
        return [], last_seq, [f"{where} could not be decompressed ({exc}); its events are not shown"]
    lines = [line for line in text.split("\n") if line.strip()]
    first = last_seq - len(lines) + 1 if isinstance(last_seq, int) else 0
    return [(first + i, line) for i, line in enumerate(lines)], last_seq, []
