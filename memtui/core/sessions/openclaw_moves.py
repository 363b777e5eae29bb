"""Rewind and fork a session of OpenClaw's SQLite store.

Rewind writes what OpenClaw's own `SessionManager.appendLeafControl` persists for a leaf move,
in one `BEGIN IMMEDIATE` transaction (`appendTranscriptEvent`, openclaw 2026.9.6):
- a `leaf` event `{type, id, parentId: <append parent>, timestamp, targetId}` as the next
  `transcript_events` row (`seq` = max + 1, `event_json`, `event_utf8_bytes`, `created_at` = its
  timestamp) and its `transcript_event_identities` row;
- `transcript_rewrite_watermarks` for the window if it has none;
- `session_windows.transcript_updated_at` moved strictly forward;
- `session_transcript_index_state.needs_rebuild = 1` (a leaf control never extends the active
  projection incrementally; OpenClaw rebuilds it lazily).
Rewinding to a user message moves the leaf to its parent and hands the prompt back, as
OpenClaw's message cut does. The write is refused while the gateway holds the store (its live
`gateway*.lock` under `<state>/tmp/openclaw-<uid>/`, or any other writer's lock), for a window
OpenClaw no longer resumes, a cold-archived one, a run in progress, or a target before the last
reset (OpenClaw would pin the leaf); fork works in every case: it writes the path as a new JSONL
transcript, never touching the store.
"""

from __future__ import annotations

import json
import uuid
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import apsw

from memtui.core.fsio import ConflictError, atomic_save
from memtui.core.sessions.live import pid_alive
from memtui.core.sessions.moves import MoveError, MoveResult, compact_json, now_iso
from memtui.core.sessions.openclaw_cold import cold_counts
from memtui.core.sessions.openclaw_db import parse_openclaw_session, read_window
from memtui.core.sessions.openclaw_nav import NavTree, is_canonical, is_leaf_control, scan
from memtui.core.sessions.sqlite_store import StoreError, describe, split_ref
from memtui.core.sessions.tree import SessionTree

FORK_HINT = "use `memtui sessions fork` to continue from there in a new transcript"


def gateway_holder(store: Path) -> str | None:
    """Who holds the store: a live OpenClaw gateway (its lock file and pid), else None."""
    state_dir = store.parents[3] if len(store.parents) > 3 else store.parent   # <state>/agents/<id>/agent/…
    for lock in sorted(state_dir.glob("tmp/openclaw-*/gateway*.lock")):
        try:
            pid = json.loads(lock.read_text(encoding="utf-8")).get("pid")
        except (OSError, ValueError, AttributeError):
            continue
        if pid_alive(pid):
            return f"the OpenClaw gateway (pid {pid}, {lock.name}) holds the store"
    return None


def _ref(path: str | Path) -> tuple[Path, str]:
    ref = split_ref(path)
    if ref is None:
        raise MoveError(f"{path}: not a session of an OpenClaw store (STORE#SESSION_ID)")
    return ref


def _target(tree: NavTree, entry_id: str) -> tuple[str | None, str | None]:
    """(new leaf, prompt handed back) for a rewind to `entry_id`."""
    node = tree.by_id.get(entry_id)
    if node is None or is_leaf_control(node.entry) or not is_canonical(node.entry):
        raise MoveError(f"no entry {entry_id} in this session")
    event = node.entry
    message = event.get("message") if isinstance(event.get("message"), dict) else {}
    if event.get("type") == "message" and message.get("role") == "user":
        content = message.get("content")
        text = content if isinstance(content, str) else "\n".join(
            b.get("text", "") for b in content or [] if isinstance(b, dict) and b.get("type") == "text")
        return (node.parent_id if isinstance(node.parent_id, str) else None), text
    return entry_id, None


def rewind_store(path: str | Path, entry_id: str) -> MoveResult:
    """Move the active leaf of a store session (see the module docstring); `MoveError` says why not."""
    store, session_id = _ref(path)
    holder = gateway_holder(store)
    if holder:
        raise MoveError(f"{holder}; stop it (or rewind with /tree in OpenClaw), or {FORK_HINT}")
    try:
        conn = apsw.Connection(str(store), flags=apsw.SQLITE_OPEN_READWRITE)
    except apsw.Error as exc:
        raise MoveError(f"{store}: cannot open for writing: {describe(exc)}") from None
    try:
        try:
            conn.execute("BEGIN IMMEDIATE")
        except apsw.Error as exc:
            raise MoveError(f"{store}: another process is writing the store ({describe(exc)}); {FORK_HINT}") from None
        try:
            result = _rewind_in_transaction(conn, store, session_id, entry_id)
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    except StoreError as exc:
        raise MoveError(str(exc)) from None
    except apsw.Error as exc:
        raise MoveError(f"{store}: {describe(exc)}; nothing was written") from None
    finally:
        conn.close()
    return result


def _rewind_in_transaction(conn: apsw.Connection, store: Path, session_id: str, entry_id: str) -> MoveResult:
    events, window, _ = read_window(conn, store, session_id)
    if window.get("current_session_id") != session_id:
        raise MoveError(f"OpenClaw resumes {window.get('current_session_id')} for {window.get('session_key')}, "
                        f"not this window; {FORK_HINT}")
    if session_id in cold_counts(conn):
        raise MoveError(f"this window is in OpenClaw's cold archive; {FORK_HINT}")
    row = conn.execute("SELECT entry_json FROM session_nodes WHERE session_key = ?",
                       (window.get("session_key"),)).fetchone()
    entry = json.loads((row[0] if row else None) or "{}")
    if isinstance(entry, dict) and entry.get("activeWriterRunId"):
        raise MoveError(f"a run is in progress in this session (writer {entry['activeWriterRunId']}); try again later")
    tree = scan([event for _, _, event in events])
    leaf, prompt = _target(tree, entry_id)
    event = {"type": "leaf", "id": str(uuid.uuid4()), "parentId": tree.append_parent_id, "timestamp": now_iso(),
             "targetId": leaf}
    after = scan([e for _, _, e in events] + [event])
    if after.leaf_id != leaf:
        raise MoveError(f"{entry_id} is before the session's last reset: OpenClaw would keep the leaf at "
                        f"{tree.leaf_id}; {FORK_HINT}")
    _append_leaf_rows(conn, session_id, event, (events[-1][0] + 1) if events else 0)
    message = f"rewound to {leaf or 'the root'} (appended leaf control {event['id']} to {store.name}#{session_id})"
    if prompt is not None:
        message += f"\nthe prompt of {entry_id}, to edit and send again:\n{prompt}"
    return MoveResult(store, event["id"], message)


def _append_leaf_rows(conn: apsw.Connection, session_id: str, event: dict[str, Any], seq: int) -> None:
    """The rows OpenClaw's `appendTranscriptEvent` writes for one leaf control."""
    text = json.dumps(event, ensure_ascii=False, separators=(",", ":"))
    created = int(datetime.fromisoformat(event["timestamp"].replace("Z", "+00:00")).timestamp() * 1000)
    now = int(datetime.now(timezone.utc).timestamp() * 1000)
    conn.execute("INSERT INTO transcript_rewrite_watermarks (session_id, generation, updated_at) VALUES (?, ?, ?) "
                 "ON CONFLICT(session_id) DO NOTHING", (session_id, uuid.uuid4().hex, now))
    conn.execute("INSERT INTO transcript_events (session_id, seq, event_json, created_at, event_zstd, "
                 "event_utf8_bytes, navigation_json) VALUES (?, ?, ?, ?, NULL, ?, NULL)",
                 (session_id, seq, text, created, len(text.encode())))
    row = conn.execute("SELECT transcript_updated_at, transcript_observed_at FROM session_windows "
                       "WHERE session_id = ?", (session_id,)).fetchone()
    updated, observed = row if row is not None else (None, None)
    stamp = max(now, (updated if updated is not None else -1) + 1, (observed if observed is not None else -1) + 1)
    if updated is None or updated < stamp:
        conn.execute("UPDATE session_windows SET transcript_updated_at = ? WHERE session_id = ?", (stamp, session_id))
    conn.execute("INSERT INTO session_transcript_index_state (session_id, indexed_seq, leaf_event_id, needs_rebuild, "
                 "active_event_count, active_message_count, updated_at) VALUES (?, -1, NULL, 1, 0, 0, ?) "
                 "ON CONFLICT(session_id) DO UPDATE SET needs_rebuild = 1, updated_at = excluded.updated_at",
                 (session_id, now))
    conn.execute("INSERT INTO transcript_event_identities (session_id, event_id, seq, event_type, parent_id, "
                 "message_idempotency_key, created_at) VALUES (?, ?, ?, 'leaf', ?, NULL, ?) "
                 "ON CONFLICT(session_id, event_id) DO NOTHING",
                 (session_id, event["id"], seq,
                  event["parentId"] if isinstance(event["parentId"], str) else None, created))


def fork_store(path: str | Path, entry_id: str, *, out: str | Path | None = None) -> MoveResult:
    """Write the root→entry path of a store session as a new Pi/OpenClaw JSONL transcript (each
    entry re-linked to the one before it, so the copy is whole); the store is not touched."""
    store, session_id = _ref(path)
    session = parse_openclaw_session(store, session_id)
    if session.error:
        raise MoveError(session.error)
    tree = SessionTree.build(session)
    if entry_id not in tree.nodes:
        raise MoveError(f"no entry {entry_id} in this session")
    new_session = str(uuid.uuid4())
    header = {k: v for k, v in (session.header or {}).items() if k != "openclaw_window"}
    header.update({"type": "session", "version": header.get("version", 3), "id": new_session,
                   "timestamp": now_iso(), "parentSession": f"{store}#{session_id}"})
    lines = [compact_json(header)]
    parent = None
    for node_id in tree.path_to(entry_id):
        event = json.loads(tree.nodes[node_id].raw)
        event["parentId"] = parent
        lines.append(compact_json(event))
        parent = node_id
    target = Path(out) if out is not None else Path.cwd() / f"{new_session}.jsonl"
    if target.exists():
        raise MoveError(f"{target} already exists; choose another --out")
    try:
        atomic_save(target, "\n".join(lines) + "\n", None, target.parent)
    except ConflictError:
        raise MoveError(f"{target} already exists; choose another --out") from None
    except OSError as exc:
        raise MoveError(f"cannot write {target}: {exc.strerror or exc}") from None
    return MoveResult(target, new_session, f"forked {len(lines) - 1} entries up to {entry_id} into {target} "
                                           "(a JSONL transcript; OpenClaw resumes only from its SQLite store)")
