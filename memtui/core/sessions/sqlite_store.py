"""Read agents' SQLite session stores without touching them (OpenClaw's agent store, Hermes' state.db).

One store holds many sessions; memtui names one as `STORE#SESSION_ID` (`store_ref`), a path
that the session list, the tree, `stats` and the panes pass around like a transcript file.

Opening never writes: a store in WAL mode with no `-wal` file (its owner is not running) is
opened `immutable` so SQLite creates no `-wal`/`-shm` beside it; a live store (a `-wal` exists)
is opened read-only and shares the owner's index. Locked, busy, corrupt or foreign files give a
`StoreError` with one clear sentence.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator
from urllib.parse import quote

import apsw

OPENCLAW_DB = "openclaw-agent.sqlite"
HERMES_DB = "state.db"
OPENCLAW_DB_KIND = "openclaw-db"
HERMES_DB_KIND = "hermes-db"
STORE_SUFFIXES = (".sqlite", ".db")
REF_MARK = "#"
BUSY_TIMEOUT_MS = 2000
SQLITE_HEADER = b"SQLite format 3\x00"


class StoreError(Exception):
    """A store that cannot be read: the message says why, in one sentence."""


def store_ref(store: Path, session_id: str) -> Path:
    """The path memtui uses for one session of a store."""
    return Path(f"{store}{REF_MARK}{session_id}")


def split_ref(path: str | Path) -> tuple[Path, str] | None:
    """(store file, session id) for a store session path, else None (plain files stay files)."""
    text = str(path)
    if REF_MARK not in text or os.path.exists(text):
        return None
    store, _, session_id = text.rpartition(REF_MARK)
    if not session_id or not store.endswith(STORE_SUFFIXES):
        return None
    return Path(store), session_id


def store_kind(path: str | Path) -> str | None:
    """`openclaw-db` / `hermes-db` for a store file (or a session in one) by its name, else None."""
    ref = split_ref(path)
    name = (ref[0] if ref else Path(path)).name
    if name == OPENCLAW_DB:
        return OPENCLAW_DB_KIND
    if name == HERMES_DB:
        return HERMES_DB_KIND
    return None


def _is_wal(path: Path) -> bool:
    """True when the database header says WAL mode (file format bytes 18-19 = 2)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(20)
    except OSError:
        return False
    return len(head) == 20 and head[:16] == SQLITE_HEADER and head[18] == 2 and head[19] == 2


def _uri(path: Path) -> str:
    """A read-only URI; `immutable` when nothing else has the store open (no -wal to read)."""
    base = "file:" + quote(str(path.resolve()), safe="/")
    wal = Path(str(path) + "-wal")
    if _is_wal(path) and not wal.exists():
        return base + "?mode=ro&immutable=1"
    return base + "?mode=ro"


@contextmanager
def open_store(path: Path) -> Iterator[apsw.Connection]:
    """A read-only connection to `path`; `StoreError` for anything that is not a readable store."""
    if not path.is_file():
        raise StoreError(f"{path}: store not found")
    try:
        with open(path, "rb") as fh:
            magic = fh.read(16)
    except OSError as exc:
        raise StoreError(f"{path}: cannot read: {exc.strerror or exc}") from None
    if magic != SQLITE_HEADER:
        raise StoreError(f"{path}: not a SQLite database")
    try:
        conn = apsw.Connection(_uri(path), flags=apsw.SQLITE_OPEN_READONLY | apsw.SQLITE_OPEN_URI)
    except apsw.Error as exc:
        raise StoreError(f"{path}: cannot open: {describe(exc)}") from None
    try:
        conn.set_busy_timeout(BUSY_TIMEOUT_MS)
        yield conn
    except apsw.Error as exc:
        raise StoreError(f"{path}: {describe(exc)}") from None
    finally:
        conn.close()


def describe(exc: apsw.Error) -> str:
    """One sentence for a SQLite error."""
    if isinstance(exc, (apsw.BusyError, apsw.LockedError)):
        return "the store is locked by its agent (busy); try again in a moment"
    if isinstance(exc, (apsw.CorruptError, apsw.NotADBError)):
        return "the database file is corrupt"
    text = str(exc).split(":", 1)[-1].strip() or type(exc).__name__
    if "no such table" in text or "no such column" in text:
        return f"not the expected store layout ({text})"
    return text


def dict_rows(conn: apsw.Connection, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
    """The rows of a query as dicts keyed by column name."""
    cursor = conn.cursor()
    cursor.row_trace = lambda cur, row: dict(zip((d[0] for d in cur.get_description()), row, strict=True))
    return list(cursor.execute(sql, params))


def tables(conn: apsw.Connection) -> set[str]:
    """The table names of a connection's main database."""
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_schema WHERE type IN ('table', 'view')")}


def require_tables(conn: apsw.Connection, path: Path, needed: tuple[str, ...], what: str) -> None:
    """`StoreError` naming the first missing table."""
    have = tables(conn)
    missing = [name for name in needed if name not in have]
    if missing:
        raise StoreError(f"{path}: not {what} (table {missing[0]} is missing)")


def find_store_files(root: Path) -> list[Path]:
    """OpenClaw agent stores (`agents/*/agent/openclaw-agent.sqlite`, or one agent's folder) and
    Hermes' `state.db` found at the usual places below `root` (an agent home, a workspace, an
    agent's folder, or the user's home)."""
    found: list[Path] = []
    for base in (root, *(root / name for name in (".openclaw", ".clawdbot", ".moltbot", ".moldbot"))):
        agents = base / "agents"
        try:
            found.extend(sorted(p / "agent" / OPENCLAW_DB for p in agents.iterdir()
                                if (p / "agent" / OPENCLAW_DB).is_file()))
        except OSError:
            pass
    for candidate in (root / "agent" / OPENCLAW_DB, root / OPENCLAW_DB):   # pointed at one agent's folder
        if candidate.is_file():
            found.append(candidate)
    for candidate in (root / HERMES_DB, root / ".hermes" / HERMES_DB):
        if candidate.is_file():
            found.append(candidate)
    unique: dict[str, Path] = {}
    for path in found:
        unique.setdefault(os.path.realpath(path), path)
    return list(unique.values())


def openclaw_store_for_archive(path: Path) -> Path | None:
    """For a JSONL file under OpenClaw's `agents/<id>/sessions/`: the agent's SQLite store when it
    exists (the JSONL file is then an archive OpenClaw does not resume), else None."""
    parts = path.parts
    if len(parts) < 4 or "sessions" not in parts[-4:-1]:
        return None
    index = len(parts) - 1 - parts[::-1].index("sessions")
    if index < 2 or parts[index - 2] != "agents":
        return None
    store = Path(*parts[:index]) / "agent" / OPENCLAW_DB
    return store if store.is_file() else None
