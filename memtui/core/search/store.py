"""The search index database: one SQLite file through apsw with sqlite-vec loaded.

Default location `<root>/.memtui/index.db`; a workspace that cannot be written falls back to
`memtui.core.cache.user_cache_dir()/<hash of root>/index.db` (`$MEMTUI_CACHE_DIR` when set). WAL mode,
a busy timeout, and a schema version in the identity table: a corrupt or foreign file is moved aside and
rebuilt, and the caller gets a message saying so.

Tables: `files` (what was indexed), `chunks`, `fts` (unicode61: title, heading, body; contentless),
`fts_cjk` (CJK bigram/unigram grams; contentless), `vec` (vec0 cosine, created for one embedder),
`emb_cache` (vectors keyed by embedder id and chunk hash) and `meta` (the index identity).
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import apsw
import sqlite_vec

SCHEMA_VERSION = "1"
DB_NAME = "index.db"

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS files(
    path TEXT PRIMARY KEY, hash TEXT, mtime_ns INTEGER, size INTEGER, role TEXT, kind TEXT
);
CREATE TABLE IF NOT EXISTS chunks(
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL,
    seq INTEGER NOT NULL,
    start_line INTEGER NOT NULL,
    end_line INTEGER NOT NULL,
    heading TEXT NOT NULL,          -- JSON list of the heading path
    title TEXT NOT NULL,            -- file title, keywords, description, file name
    text TEXT NOT NULL,
    hash TEXT NOT NULL,
    doc_type TEXT NOT NULL,
    date TEXT,                      -- ISO date used for decay; NULL when evergreen
    embedded INTEGER NOT NULL DEFAULT 0,
    line_map TEXT                   -- JSON list: chunk-source line -> file line (sessions)
);
CREATE INDEX IF NOT EXISTS chunks_path ON chunks(path);
CREATE INDEX IF NOT EXISTS chunks_pending ON chunks(embedded);
CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(
    title, heading, body, content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE IF NOT EXISTS fts_cjk USING fts5(
    grams, content='', contentless_delete=1, tokenize='unicode61'
);
CREATE TABLE IF NOT EXISTS emb_cache(
    embedder TEXT NOT NULL, hash TEXT NOT NULL, vec BLOB NOT NULL, PRIMARY KEY(embedder, hash)
) WITHOUT ROWID;
"""

_EXPECTED_TABLES = {"meta", "files", "chunks", "fts", "fts_cjk", "emb_cache"}


class IndexUnavailable(Exception):
    """No location for the index database could be opened."""


@dataclass
class OpenedStore:
    """An open index database and what happened while opening it."""

    conn: apsw.Connection
    path: Path
    notice: str | None = None        # e.g. "index.db was corrupt: rebuilt (old file kept as …)"
    fallback: bool = False           # the workspace was read-only: the db lives in the cache dir


def fallback_db_path(root: Path) -> Path:
    """The per-workspace index location in the user cache dir (`$MEMTUI_CACHE_DIR` when set)."""
    from memtui.core.cache import user_cache_dir

    digest = hashlib.sha256(str(Path(root).resolve()).encode("utf-8")).hexdigest()[:16]
    return user_cache_dir() / digest / DB_NAME


def default_db_path(root: Path) -> Path:
    return Path(root) / ".memtui" / DB_NAME


def _connect(path: Path) -> apsw.Connection:
    conn = apsw.Connection(str(path))
    conn.set_busy_timeout(5000)
    conn.enable_load_extension(True)
    conn.load_extension(sqlite_vec.loadable_path())
    conn.enable_load_extension(False)
    return conn


def _prepare(conn: apsw.Connection) -> None:
    """Check the file is ours (or empty) and create the schema; raises apsw errors if not."""
    conn.execute("PRAGMA journal_mode=WAL").fetchall()
    conn.execute("PRAGMA synchronous=NORMAL")
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table','view')")}
    if tables and not ("meta" in tables and "chunks" in tables):
        raise apsw.NotADBError("not a memtui index (foreign tables: " + ", ".join(sorted(tables)[:5]) + ")")
    if "meta" in tables:
        row = conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()
        if row is None or row[0] != SCHEMA_VERSION:
            raise apsw.NotADBError(f"index schema {row[0] if row else '?'} != {SCHEMA_VERSION}")
    with conn:
        conn.execute(SCHEMA)
        conn.execute("INSERT OR IGNORE INTO meta VALUES('schema_version', ?)", (SCHEMA_VERSION,))
    missing = _EXPECTED_TABLES - {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    if missing:
        raise apsw.NotADBError("missing tables: " + ", ".join(sorted(missing)))
    conn.execute("SELECT count(*) FROM chunks").fetchone()   # forces a read of the pages


def _move_aside(path: Path) -> Path | None:
    """Rename a bad database (and its WAL/SHM) out of the way; never delete the user's bytes."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    for suffix in ("-wal", "-shm"):
        try:
            os.replace(str(path) + suffix, str(target) + suffix)
        except OSError:
            pass
    return target


def _open_at(path: Path) -> tuple[apsw.Connection, str | None]:
    """Open (creating) the db at `path`; a corrupt or foreign file is moved aside and rebuilt."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = None
    try:
        conn = _connect(path)
        _prepare(conn)
        return conn, None
    except (apsw.CorruptError, apsw.NotADBError, apsw.SQLError, apsw.SchemaChangeError) as exc:
        if conn is not None:
            conn.close()
        moved = _move_aside(path)
        if moved is None:
            raise
        conn = _connect(path)
        _prepare(conn)
        return conn, f"index.db was unreadable ({exc}); rebuilt, old file kept as {moved.name}"


def open_store(root: Path, db_path: Path | None = None) -> OpenedStore:
    """Open the index for `root`: the given path, else the workspace's, else the cache dir's."""
    if db_path is not None:
        conn, notice = _open_at(Path(db_path))
        return OpenedStore(conn, Path(db_path), notice)
    primary = default_db_path(root)
    try:
        conn, notice = _open_at(primary)
        with conn:   # a read-only db file in a writable dir opens but cannot be written
            conn.execute("INSERT OR REPLACE INTO meta VALUES('opened', ?)", (str(time.time()),))
        return OpenedStore(conn, primary, notice)
    except (OSError, apsw.Error) as exc:
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    fallback = fallback_db_path(root)
    try:
        conn, notice = _open_at(fallback)
    except (OSError, apsw.Error) as exc:
        raise IndexUnavailable(f"cannot open the search index ({primary}: {reason}; {fallback}: {exc})") from exc
    message = f"workspace not writable ({reason}): index kept in {fallback}"
    return OpenedStore(conn, fallback, f"{message}; {notice}" if notice else message, fallback=True)


def get_meta(conn: apsw.Connection, key: str) -> str | None:
    row = conn.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
    return row[0] if row else None


def set_meta(conn: apsw.Connection, key: str, value: str | None) -> None:
    if value is None:
        conn.execute("DELETE FROM meta WHERE key=?", (key,))
    else:
        conn.execute("INSERT OR REPLACE INTO meta VALUES(?, ?)", (key, value))


def ensure_vec_table(conn: apsw.Connection, dim: int) -> None:
    """Create the vec0 table for `dim`-dimensional cosine vectors (caller checked the identity)."""
    conn.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS vec USING vec0("
        f"id INTEGER PRIMARY KEY, e float[{int(dim)}] distance_metric=cosine)"
    )


def has_vec_table(conn: apsw.Connection) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_master WHERE name='vec'").fetchone() is not None


def drop_vectors(conn: apsw.Connection) -> None:
    """Forget every vector of the index (the embedding cache is kept)."""
    conn.execute("DROP TABLE IF EXISTS vec")
    conn.execute("UPDATE chunks SET embedded=0 WHERE embedded!=0")


def identity_json(values: dict[str, Any]) -> str:
    return json.dumps(values, sort_keys=True)

