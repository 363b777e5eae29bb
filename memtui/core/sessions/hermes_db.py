"""Hermes' session store (`~/.hermes/state.db`, hermes-agent's `hermes_state.SessionDB`) read into
memtui's session model.

Each `sessions` row is one memtui session (`state.db#SESSION_ID`); its `messages` rows, in id
order (Hermes' own replay order), are the entries. Hermes keeps one flat list per session and
marks rows instead of branching: `active = 0, compacted = 0` rows were taken back by `/rewind`,
`active = 0, compacted = 1` rows were summarised away by in-place compaction. memtui rebuilds the
tree from that: a rewound run hangs as a side branch under the row before it and the next live
row continues from that row; a compaction summary row (`[CONTEXT COMPACTION …` /
`[CONTEXT SUMMARY]:`) is a compaction whose context starts at the first live row of its batch.
Hermes does not record where inside one rewound run a second rewind started: such a run is
shown as one branch. Hermes records token usage per session, not per message: the totals are on
the header (`hermes_session`), and `stats` measures the text.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from memtui.core.sessions.common import as_text, parse_arguments
from memtui.core.sessions.model import ASSISTANT, COMPACTION, SETTING, TOOL_RESULT, UNKNOWN, USER, Block, Node, Session
from memtui.core.sessions.sqlite_store import StoreError, dict_rows, open_store, require_tables, store_ref

HERMES = "hermes"
REQUIRED_TABLES = ("sessions", "messages")
WHAT = "a Hermes state.db"
CONTENT_JSON_PREFIX = "\x00json:"                   # hermes_state.SessionDB._CONTENT_JSON_PREFIX
SUMMARY_PREFIXES = ("[CONTEXT COMPACTION", "[CONTEXT SUMMARY]:")
ROLE_KINDS = {"user": USER, "assistant": ASSISTANT, "tool": TOOL_RESULT, "system": SETTING}
SESSION_COLUMNS = ("id", "source", "title", "display_name", "model", "parent_session_id", "started_at", "ended_at",
                   "end_reason", "input_tokens", "output_tokens", "cache_read_tokens", "cache_write_tokens",
                   "reasoning_tokens", "api_call_count", "rewind_count", "cwd")


def list_hermes_sessions(store: Path) -> list[dict[str, Any]]:
    """`sessions` rows that have messages, newest first (id, title, source, parent)."""
    with open_store(store) as conn:
        require_tables(conn, store, REQUIRED_TABLES, WHAT)
        rows = conn.execute(
            "SELECT s.id, s.title, s.source, s.parent_session_id FROM sessions s "
            "WHERE EXISTS (SELECT 1 FROM messages m WHERE m.session_id = s.id) ORDER BY s.started_at DESC, s.id")
        return [{"id": r[0], "title": r[1], "source": r[2], "parent": r[3]} for r in rows]


def session_paths(store: Path) -> list[Path]:
    """`state.db#SESSION_ID` for every session with messages."""
    return [store_ref(store, row["id"]) for row in list_hermes_sessions(store)]


def _decode_content(value: Any) -> Any:
    """`SessionDB._decode_content`: structured content is stored as a prefixed JSON string."""
    if isinstance(value, str) and value.startswith(CONTENT_JSON_PREFIX):
        try:
            return json.loads(value[len(CONTENT_JSON_PREFIX):])
        except ValueError:
            return value
    return value


def _tool_calls(value: Any) -> list[Block]:
    """OpenAI-style `{id, function: {name, arguments}}` or Hermes' `{name, arguments}` calls."""
    try:
        calls = json.loads(value) if isinstance(value, str) else value
    except ValueError:
        return [Block("other", text=str(value), name="tool_calls")]
    if not isinstance(calls, list):
        calls = [calls]
    blocks = []
    for call in calls:
        if not isinstance(call, dict):
            continue
        function = call.get("function")
        if not isinstance(function, dict):
            function = call
        name = function.get("name")
        blocks.append(Block("tool_call", name=name if isinstance(name, str) else None,
                            call_id=call.get("id") if isinstance(call.get("id"), str) else None,
                            arguments=parse_arguments(function.get("arguments"))))
    return blocks


def _blocks(row: dict[str, Any]) -> list[Block]:
    content = _decode_content(row.get("content"))
    text = content if isinstance(content, str) else as_text(content)
    if row.get("role") == "tool":
        return [Block("tool_result", text=text, name=row.get("tool_name"), call_id=row.get("tool_call_id"))]
    blocks = []
    thinking = row.get("reasoning") or row.get("reasoning_content")
    if isinstance(thinking, str) and thinking:
        blocks.append(Block("thinking", text=thinking))
    if text:
        blocks.append(Block("text", text=text))
    if row.get("tool_calls"):
        blocks.extend(_tool_calls(row["tool_calls"]))
    return blocks


def _is_summary(row: dict[str, Any]) -> bool:
    content = row.get("content")
    return isinstance(content, str) and content.lstrip().startswith(SUMMARY_PREFIXES)


def _state(row: dict[str, Any]) -> str:
    if row.get("active") in (1, None):
        return "live"
    return "compacted" if row.get("compacted") else "rewound"


def read_session(store: Path, session_id: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """(session row, message rows in id order)."""
    with open_store(store) as conn:
        require_tables(conn, store, REQUIRED_TABLES, WHAT)
        found = dict_rows(conn, "SELECT * FROM sessions WHERE id = ?", (session_id,))
        if not found:
            raise StoreError(f"{store}: no session {session_id} in this Hermes state.db")
        return found[0], dict_rows(conn, "SELECT * FROM messages WHERE session_id = ? ORDER BY id", (session_id,))


def _timestamp(value: Any) -> str | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        try:
            return datetime.fromtimestamp(value, timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        except (OverflowError, OSError, ValueError):
            return None
    return None


def _row_json(row: dict[str, Any]) -> str:
    shown = {k: v for k, v in row.items() if v is not None}
    if isinstance(shown.get("content"), str):
        shown["content"] = _decode_content(shown["content"])
    return json.dumps(shown, ensure_ascii=False, default=str)


def parse_hermes_session(store: Path, session_id: str) -> Session:
    """One Hermes session as a `Session`; problems land in `error`, never raised."""
    session = Session(path=str(store_ref(store, session_id)), format=HERMES, session_id=session_id)
    try:
        session_row, rows = read_session(store, session_id)
    except StoreError as exc:
        session.error = str(exc)
        return session
    session.header = {"hermes_session": {k: session_row.get(k) for k in SESSION_COLUMNS}}
    title = session_row.get("title") or session_row.get("display_name")
    session.name = title.strip() if isinstance(title, str) and title.strip() else None
    parent = session_row.get("parent_session_id")
    session.parent_session = parent if isinstance(parent, str) else None
    _build_nodes(session, rows)
    if session_row.get("rewind_count"):
        session.warnings.append(f"rewound {session_row['rewind_count']} time(s) in Hermes: "
                                "taken-back turns are a side branch")
    return session


def _build_nodes(session: Session, rows: list[dict[str, Any]]) -> None:
    """Nodes with parents rebuilt from the rows' live / rewound / compacted marks (module docstring)."""
    previous: str | None = None           # the row before, in id order
    resume: str | None = None             # where the next live row continues after a rewound run
    previous_state = "live"
    batch_start: str | None = None        # first live row after a compacted run
    last_live: str | None = None
    for ordinal, row in enumerate(rows, 1):
        node_id = f"m{row.get('id')}"
        state = _state(row)
        if state == "rewound":
            parent = previous
            if previous_state != "rewound":
                resume = previous
        elif state == "live" and previous_state == "rewound":
            parent = resume
        else:
            parent = previous
        if state == "live" and previous_state == "compacted":
            batch_start = node_id
        role = row.get("role") if isinstance(row.get("role"), str) else None
        node = Node(node_id, parent, ordinal, ROLE_KINDS.get(role or "", UNKNOWN), role=role,
                    timestamp=_timestamp(row.get("timestamp")), raw=_row_json(row), type=role or "",
                    blocks=_blocks(row))
        node.extra.update({"hermes_state": state, "message_id": row.get("id")})
        if row.get("finish_reason"):
            node.extra["stop_reason"] = row["finish_reason"]
        if _is_summary(row) and state != "compacted":
            node.kind = COMPACTION
            node.extra["first_kept_id"] = batch_start
        session.nodes.append(node)
        if state == "live":
            last_live = node_id
        previous, previous_state = node_id, state
    if last_live is not None and session.nodes and session.nodes[-1].id != last_live:
        index = next(i for i, n in enumerate(session.nodes) if n.id == last_live)
        session.nodes.append(session.nodes.pop(index))   # the tree takes the last entry as the active leaf
