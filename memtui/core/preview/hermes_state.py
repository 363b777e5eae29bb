"""A running Hermes session's frozen snapshot (in `state.db`) versus the stores on disk now.

Hermes stores each session's system prompt (`system_prompts(hash, prompt)` joined by
`sessions.system_prompt_hash`, or the legacy `sessions.system_prompt`); the memory blocks inside it
are the snapshot taken at session start. The database is opened read-only; a busy or odd database
is reported in a note, never raised.
"""

from __future__ import annotations

import re
from pathlib import Path

from memtui.core.markdown import HERMES_DELIMITER

_QUERIES = (
    "SELECT s.id, p.prompt FROM sessions s JOIN system_prompts p ON p.hash = s.system_prompt_hash "
    "WHERE s.ended_at IS NULL ORDER BY s.started_at DESC LIMIT 1",
    "SELECT id, system_prompt FROM sessions WHERE ended_at IS NULL AND system_prompt IS NOT NULL "
    "ORDER BY started_at DESC LIMIT 1",
)


def running_prompt(db: Path) -> tuple[str, str] | None:
    """(session id, system prompt) of the newest session not ended, or None."""
    import apsw

    try:
        conn = apsw.Connection(f"file:{db}?mode=ro", flags=apsw.SQLITE_OPEN_READONLY | apsw.SQLITE_OPEN_URI)
    except apsw.Error:
        return None
    try:
        for query in _QUERIES:
            try:
                row = next(iter(conn.execute(query)), None)
            except apsw.Error:
                continue
            if row and isinstance(row[1], str):
                return str(row[0]), row[1]
    finally:
        conn.close()
    return None


def _entries_in(blocks: str) -> set[str]:
    """The entries of rendered store blocks (headers and separator lines left out)."""
    out: set[str] = set()
    for part in re.split(r"^═{46}$", blocks, flags=re.MULTILINE):
        if part.strip().startswith(("MEMORY (your", "USER PROFILE (who")):
            continue
        out.update(e.strip() for e in part.split(HERMES_DELIMITER) if e.strip())
    return out


def _memory_part(prompt: str) -> str:
    """The memory blocks of a system prompt: from the first store header on."""
    start = min((i for i in (prompt.find("MEMORY (your personal notes)"), prompt.find("USER PROFILE (who")) if i >= 0),
                default=-1)
    return prompt[max(0, start):] if start >= 0 else ""


def compare_running(root: Path, snapshot_now: str) -> list[str]:
    """Notes on how the running session's snapshot differs from the one disk would give now."""
    db = root / "state.db"
    if not db.is_file():
        return []
    found = running_prompt(db)
    if found is None:
        return ["state.db: no running session with a stored system prompt"]
    session_id, prompt = found
    held = _memory_part(prompt)
    if not held:
        return [f"running session {session_id}: its system prompt holds no memory snapshot"]
    held_entries = _entries_in(held)
    now_entries = _entries_in(_memory_part(snapshot_now))
    added = sorted(now_entries - held_entries)
    removed = sorted(held_entries - now_entries)
    if not added and not removed:
        return [f"running session {session_id}: holds the same snapshot as the files on disk"]
    notes = [f"running session {session_id}: its frozen snapshot differs from disk "
             f"({len(added)} entr(ies) written since, {len(removed)} changed or removed since); "
             "the session sees the old one until it ends"]
    notes += [f"  on disk, not in the session: {e.splitlines()[0][:100]}" for e in added]
    notes += [f"  in the session, not on disk: {e.splitlines()[0][:100]}" for e in removed]
    return notes
