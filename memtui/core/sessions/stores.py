"""One entry point for SQLite session stores: which sessions a store holds, parsing `STORE#ID`
paths, where the stores are, and what a move (rewind / fork) on a store session does.

The session list, `sessions tree`, `stats` and the panes call these beside their JSONL code;
everything here is read-only.
"""

from __future__ import annotations

import os
from pathlib import Path

from memtui.core.sessions import hermes_db, openclaw_db
from memtui.core.sessions.model import Session
from memtui.core.sessions.sqlite_store import (
    HERMES_DB_KIND, OPENCLAW_DB_KIND, StoreError, find_store_files, openclaw_store_for_archive, split_ref, store_kind,
)
from memtui.core.workspace_model import Problem

ARCHIVE_KIND = "archive"


def is_store_path(path: str | Path) -> bool:
    """True for a store file or a `STORE#ID` session path."""
    return store_kind(path) is not None and (split_ref(path) is not None or Path(path).is_file())


def sessions_in_store(store: Path) -> list[Path]:
    """`STORE#ID` paths of a store's sessions (`StoreError` when it cannot be read)."""
    kind = store_kind(store)
    if kind == OPENCLAW_DB_KIND:
        return openclaw_db.session_paths(store)
    if kind == HERMES_DB_KIND:
        return hermes_db.session_paths(store)
    raise StoreError(f"{store}: not a known session store")


def parse_store_session(path: str | Path) -> Session | None:
    """The session a store path names, or None when `path` is not a store path. A store file
    without a session id gives a Session whose `error` lists how to name one."""
    ref = split_ref(path)
    kind = store_kind(path)
    if kind is None:
        return None
    if ref is None:
        if not Path(path).is_file():
            return None
        return _whole_store(Path(path), kind)
    store, session_id = ref
    if kind == OPENCLAW_DB_KIND:
        return openclaw_db.parse_openclaw_session(store, session_id)
    return hermes_db.parse_hermes_session(store, session_id)


def _whole_store(store: Path, kind: str) -> Session:
    session = Session(path=str(store), format="openclaw" if kind == OPENCLAW_DB_KIND else hermes_db.HERMES)
    try:
        paths = sessions_in_store(store)
    except StoreError as exc:
        session.error = str(exc)
        return session
    shown = ", ".join(p.name for p in paths[:3]) + (", …" if len(paths) > 3 else "")
    session.error = (f"a session store with {len(paths)} session(s); name one as {store}#SESSION_ID"
                     + (f" ({shown})" if shown else ""))
    return session


def store_session_paths(root: Path, problems: list[Problem]) -> list[Path]:
    """`STORE#ID` paths of every store below `root`'s usual places; unreadable stores become problems."""
    found: list[Path] = []
    for store in find_store_files(root):
        try:
            found.extend(sessions_in_store(store))
        except StoreError as exc:
            problems.append(Problem(str(store), str(exc)))
    return found


def expand_store_files(paths: list[Path], problems: list[str]) -> list[Path]:
    """Paths with every store file replaced by its sessions (`stats STORE`)."""
    out: list[Path] = []
    for path in paths:
        if store_kind(path) is not None and split_ref(path) is None and path.is_file():
            try:
                out.extend(sessions_in_store(path))
            except StoreError as exc:
                problems.append(str(exc))
        else:
            out.append(path)
    return out


def stat_target(path: str | Path) -> str | Path:
    """The file whose stat tells whether a session changed: a store's `-wal` while its agent
    writes, else the store; the path itself for transcript files."""
    ref = split_ref(path)
    if ref is None:
        return path
    wal = Path(str(ref[0]) + "-wal")
    return wal if wal.exists() else ref[0]


def kind_of(path: str | Path) -> str | None:
    """The session list's store column: `openclaw-db`, `hermes-db`, `archive` for an OpenClaw
    JSONL file whose agent keeps its sessions in SQLite, else None."""
    kind = store_kind(path) if split_ref(path) is not None else None
    if kind is not None:
        return kind
    if str(path).endswith(".jsonl") and openclaw_store_for_archive(Path(os.path.abspath(path))) is not None:
        return ARCHIVE_KIND
    return None


def move_refusal(path: str | Path, action: str) -> str | None:
    """Why memtui does not rewind or fork a Hermes session or rewind an OpenClaw JSONL archive, or
    None (OpenClaw store sessions go to `openclaw_moves`, which refuses on its own terms)."""
    kind = kind_of(path)
    if kind == HERMES_DB_KIND:
        return (f"{action} in Hermes' state.db is not written by memtui: use /rewind or /branch in Hermes "
                "(they mark rows in state.db); memtui shows the result")
    if kind == ARCHIVE_KIND and action == "rewind":
        store = openclaw_store_for_archive(Path(os.path.abspath(path)))
        return (f"this JSONL file is an archive: OpenClaw resumes its sessions from {store}, so a {action} here "
                "changes nothing OpenClaw resumes (fork copies it, if you want a Pi session of it)")
    return None
