"""OpenClaw's per-agent SQLite store (`~/.openclaw/agents/<id>/agent/openclaw-agent.sqlite`,
OpenClaw >= 2026.7.2) read into memtui's session model.

Every transcript window (`session_windows` row: a session id, its session key, the window it
followed after a reset/rollover/rewind) is one memtui session, named `STORE#SESSION_ID`. Its
events are the `transcript_events` rows in `seq` order: `event_json`, or `event_zstd` (zstd,
written for events of 1 KiB and more) decoded with `zstandard`; without it a compressed row is
shown from its `navigation_json` report facts. Entries are Pi records (`pi.py` fills their
content); parents and the active leaf follow OpenClaw's own navigation (`openclaw_nav.py`):
`leaf` control records, side entries, resets. `line` is the row's `seq` + 1 (OpenClaw counts
from 0), `raw` its event JSON.
The JSONL files under `agents/<id>/sessions/` are archives OpenClaw does not resume.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtui.core.sessions.common import lazy_node
from memtui.core.sessions.detect import OPENCLAW
from memtui.core.sessions.model import COMPACTION, META, UNKNOWN, Block, Node, Session
from memtui.core.sessions.openclaw_cold import cold_counts, read_cold
from memtui.core.sessions.openclaw_nav import is_canonical, scan
from memtui.core.sessions.pi import ENTRY_KINDS, ROLE_KINDS, fill_line
from memtui.core.sessions.reader import SCAN_ONCE
from memtui.core.sessions.sqlite_store import StoreError, dict_rows, open_store, require_tables, store_ref

REQUIRED_TABLES = ("session_windows", "transcript_events")
MAX_EVENT_BYTES = 4 * 1024 * 1024
WHAT = "an OpenClaw agent store"
SCAN = SCAN_ONCE

try:  # optional: OpenClaw compresses events of 1 KiB and more with zstd
    import zstandard
except ImportError:  # pragma: no cover - exercised only without the dependency
    zstandard = None  # type: ignore[assignment]


@dataclass
class WindowInfo:
    """One transcript window of the store (a `session_windows` row)."""

    session_id: str
    session_key: str
    reason: str | None = None
    previous_session_id: str | None = None
    current: bool = False              # the window its session key resumes
    name: str | None = None            # display name of the session key
    parent_session_key: str | None = None
    events: int = 0


def list_windows(store: Path) -> list[WindowInfo]:
    """The windows of a store that hold transcript events, current ones first, then by key."""
    with open_store(store) as conn:
        require_tables(conn, store, REQUIRED_TABLES, WHAT)
        counts = cold_counts(conn)   # archived windows, then hot rows (a window may have both)
        for sid, count in conn.execute("SELECT session_id, count(*) FROM transcript_events GROUP BY session_id"):
            counts[sid] = counts.get(sid, 0) + count
        nodes: dict[str, tuple[str, str | None, str | None]] = {}
        if _has_table(conn, "session_nodes"):
            for key, current, display, label, parent in conn.execute(
                    "SELECT session_key, current_session_id, display_name, label, parent_session_key "
                    "FROM session_nodes"):
                nodes[key] = (current, display or label, parent)
        windows = []
        for sid, key, reason, previous in conn.execute(
                "SELECT session_id, session_key, reason, previous_session_id FROM session_windows "
                "ORDER BY created_at, session_id"):
            if sid not in counts:
                continue
            current, name, parent = nodes.get(key, (None, None, None))
            windows.append(WindowInfo(sid, key, reason, previous, current == sid, name, parent, counts[sid]))
    windows.sort(key=lambda w: (not w.current, w.session_key))
    return windows


def session_paths(store: Path) -> list[Path]:
    """`STORE#SESSION_ID` for every window with events."""
    return [store_ref(store, w.session_id) for w in list_windows(store)]


def _decode(row_json: str | None, blob: bytes | None, navigation: str | None, decompressor: Any) -> tuple[str, bool]:
    """(event JSON text, decoded) for one row; a compressed row that cannot be decoded becomes its
    report facts (id, parent, type) so the tree keeps its shape."""
    if row_json is not None:
        return row_json, True
    if blob is not None and decompressor is not None:
        try:
            return decompressor.decompress(bytes(blob), max_output_size=MAX_EVENT_BYTES).decode("utf-8"), True
        except (zstandard.ZstdError, UnicodeDecodeError):
            pass
    try:
        facts = json.loads(navigation or "{}").get("report") or {}
    except (ValueError, AttributeError):
        facts = {}
    if facts.get("kind") == "leaf":
        return json.dumps({**facts.get("entry", {}), "type": "leaf"}), False
    if facts.get("kind") == "link":
        return json.dumps({"id": facts.get("id"), "parentId": facts.get("parentId"), "type": "link"}), False
    return json.dumps(facts.get("entry") or {}), False


def read_events(store: Path, session_id: str) -> tuple[list[tuple[int, str, Any]], dict[str, Any], list[str]]:
    """([(seq, raw JSON, parsed event)], window row, warnings) of one window."""
    with open_store(store) as conn:
        return read_window(conn, store, session_id)


def read_window(conn: Any, store: Path,
                session_id: str) -> tuple[list[tuple[int, str, Any]], dict[str, Any], list[str]]:
    """`read_events` on an open connection (a writer reads inside its own transaction)."""
    warnings: list[str] = []
    require_tables(conn, store, REQUIRED_TABLES, WHAT)
    found = dict_rows(conn, "SELECT * FROM session_windows WHERE session_id = ?", (session_id,))
    if not found:
        raise StoreError(f"{store}: no session {session_id} in this OpenClaw store")
    window = found[0]
    node = conn.execute("SELECT display_name, label, current_session_id FROM session_nodes WHERE session_key = ?",
                        (window.get("session_key"),)).fetchone() if _has_table(conn, "session_nodes") else None
    if node:
        window["node_display_name"], window["node_label"], window["current_session_id"] = node
    events: list[tuple[int, str, Any]] = []
    undecoded = 0
    decompressor = zstandard.ZstdDecompressor() if zstandard is not None else None
    cold, last_cold, cold_warnings = read_cold(conn, store, session_id, decompressor)
    warnings.extend(cold_warnings)
    hot = conn.execute("SELECT seq, event_json, event_zstd, navigation_json FROM transcript_events "
                       "WHERE session_id = ? AND seq > ? ORDER BY seq",
                       (session_id, -1 if last_cold is None else last_cold))
    for seq, text, blob, navigation in [(seq, raw, None, None) for seq, raw in cold] + list(hot):
        raw, decoded = _decode(text, blob, navigation, decompressor)
        undecoded += not decoded
        try:
            try:
                event = SCAN(raw, 0)[0]          # raw_decode without its Python frame
            except (ValueError, StopIteration):
                event = json.loads(raw)          # leading whitespace, or the canonical error
            events.append((seq, raw, event))
        except ValueError as exc:
            warnings.append(f"row seq {seq}: invalid event JSON ({exc}); skipped")
    if undecoded:
        why = "zstandard is not installed" if zstandard is None else "their zstd data did not decode"
        warnings.append(f"{undecoded} compressed event(s) shown without content ({why})")
    return events, window, warnings


def _has_table(conn: Any, name: str) -> bool:
    return conn.execute("SELECT 1 FROM sqlite_schema WHERE type='table' AND name=?", (name,)).fetchone() is not None


def _entry_kind(event: dict[str, Any]) -> tuple[str, str | None]:
    """(memtui kind, role) of a canonical entry without decoding its content."""
    kind = event.get("type")
    kind = kind if isinstance(kind, str) else ""
    if kind == "message":
        message = event.get("message")
        role = message.get("role") if isinstance(message, dict) else None
        role = "custom" if role == "hookMessage" else role
        return (ROLE_KINDS.get(role, UNKNOWN), role) if isinstance(role, str) else (UNKNOWN, None)
    return ENTRY_KINDS.get(kind, UNKNOWN), None


def _reset_node(node: Node, event: dict[str, Any]) -> None:
    """A reset boundary: the context starts again here (or at its `firstKeptEntryId`)."""
    node.kind = COMPACTION
    reason = event.get("reason")
    node.blocks = [Block("text", text=f"reset ({reason})" if isinstance(reason, str) and reason else "reset")]
    node.extra["first_kept_id"] = event.get("firstKeptEntryId")
    node.extra["reset"] = True


def parse_openclaw_session(store: Path, session_id: str) -> Session:
    """One window as a `Session`; problems land in `error` / `warnings`, never raised."""
    session = Session(path=str(store_ref(store, session_id)), format=OPENCLAW, session_id=session_id)
    try:
        events, window, warnings = read_events(store, session_id)
    except StoreError as exc:
        session.error = str(exc)
        return session
    session.warnings.extend(warnings)
    tree = scan([event for _, _, event in events])
    by_id = tree.by_id
    labels: dict[str, str] = {}
    leaf_node: Node | None = None
    for seq, raw, event in events:
        line = seq + 1   # a 1-based line for memtui's views
        written = event.get("type") if isinstance(event, dict) else None
        kind_written = written if isinstance(written, str) else ""
        if kind_written == "session" and session.header is None:
            session.header = event
            version = event.get("version")
            session.version = version if isinstance(version, int) else None
            session.nodes.append(Node(f"L{line}", None, line, META, raw=raw, type=kind_written, in_tree=False))
            continue
        entry_id = event.get("id") if isinstance(event, dict) else None
        nav = by_id.get(entry_id) if isinstance(entry_id, str) else None
        if nav is None or nav.entry is not event or not isinstance(entry_id, str):   # not a tree row, or repeated
            session.nodes.append(Node(f"L{line}", None, line, META, raw=raw, type=kind_written, in_tree=False))
            continue
        parent = nav.parent_id if isinstance(nav.parent_id, str) else None
        if nav.control or not is_canonical(event):
            node = Node(entry_id, parent, line, META, raw=raw, type=kind_written, in_tree=not nav.control)
            if nav.control:
                node.extra.update({"target_id": event.get("targetId"), "append_parent_id": event.get("appendParentId"),
                                   "append_mode": event.get("appendMode"),
                                   "invalid": entry_id in tree.invalid_leaf_controls})
                node.blocks = [Block("text", text=f"leaf → {event.get('targetId')}")]
        elif kind_written == "reset":
            node = Node(entry_id, parent, line, COMPACTION, raw=raw, type=kind_written, timestamp=_stamp(event))
            _reset_node(node, event)
        else:
            kind, role = _entry_kind(event)
            node = lazy_node(entry_id, parent, line, kind, role, _stamp(event), raw, kind_written, fill_line)
            if event.get("appendMode") == "side":
                node.extra["append_mode"] = "side"
            if kind_written == "label" and isinstance(event.get("targetId"), str):
                text = event.get("label")
                if isinstance(text, str) and text:
                    labels[event["targetId"]] = text
                else:
                    labels.pop(event["targetId"], None)
            elif kind_written == "session_info" and isinstance(event.get("name"), str) and event["name"].strip():
                session.name = event["name"].strip()
        if entry_id == tree.leaf_id:
            leaf_node = node
            continue
        session.nodes.append(node)
    if leaf_node is not None:
        session.nodes.append(leaf_node)   # the tree takes the last entry as the active leaf
    elif tree.leaf_id is None and tree.nodes:
        session.warnings.append("OpenClaw's leaf is at the root: the next message starts a new conversation root")
    for node in session.nodes:
        if node.id in labels:
            node.label = labels[node.id]
    session.name = (session.name or window.get("node_display_name") or window.get("display_name")
                    or window.get("node_label"))
    _describe_window(session, window)
    return session


def _stamp(event: dict[str, Any]) -> str | None:
    value = event.get("timestamp")
    return value if isinstance(value, str) else None


def _describe_window(session: Session, window: dict[str, Any]) -> None:
    """Window facts on the header (shown by the detail view) and a warning for a window the
    session key no longer resumes."""
    header = dict(session.header or {})
    header["openclaw_window"] = {k: window.get(k) for k in (
        "session_key", "reason", "previous_session_id", "current_session_id", "channel", "model_provider", "model")}
    session.header = header
    session.parent_session = window.get("previous_session_id")
    current = window.get("current_session_id")
    if current and current != session.session_id:
        session.warnings.append(f"an earlier window of {window.get('session_key')}: OpenClaw resumes {current}")
