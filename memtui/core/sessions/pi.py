"""Pi (v1, v2, v3) and OpenClaw transcripts into the node model.

v1 files (no ids) and v2 files are read through Pi's own migration rules in memory only: v1
entries get ids (`L<line>`, deterministic, where Pi would draw random ones) and `parentId` = the
previous entry; a v1 compaction's `firstKeptEntryIndex` (an index into the parsed lines, header
included) becomes `firstKeptEntryId`; v2 `hookMessage` messages read as `custom`. The file itself
is never rewritten. OpenClaw writes Pi v3 plus its own `custom` entries.
"""

from __future__ import annotations

from typing import Any, Iterable

from memtui.core.sessions.common import as_int, as_text, lazy_node, line_id, other_block, str_or_none
from memtui.core.sessions.detect import OPENCLAW, PI, is_openclaw_custom
from memtui.core.sessions.model import (
    ASSISTANT,
    COMPACTION,
    CUSTOM,
    LABEL,
    META,
    SETTING,
    SUMMARY,
    TOOL_RESULT,
    UNKNOWN,
    USER,
    Block,
    Node,
    Session,
    Usage,
)
from memtui.core.sessions.lines import LineSource
from memtui.core.sessions.reader import JsonlFile, Record

ENTRY_KINDS = {
    "thinking_level_change": SETTING,
    "model_change": SETTING,
    "compaction": COMPACTION,
    "branch_summary": SUMMARY,
    "custom": CUSTOM,
    "custom_message": CUSTOM,
    "label": LABEL,
    "session_info": META,
}
ROLE_KINDS = {
    "user": USER,
    "assistant": ASSISTANT,
    "toolResult": TOOL_RESULT,
    "bashExecution": USER,
    "custom": CUSTOM,
    "hookMessage": CUSTOM,
}


def pi_blocks(content: Any) -> list[Block]:
    """Pi content (a string or text/thinking/toolCall/image blocks) as blocks."""
    if isinstance(content, str):
        return [Block("text", text=content)]
    if not isinstance(content, list):
        return [] if content is None else [other_block(content)]
    blocks: list[Block] = []
    for item in content:
        if type(item) is not dict:
            blocks.append(other_block(item))
            continue
        kind = item.get("type")
        if kind == "text":
            text = item.get("text")
            blocks.append(Block("text", text if type(text) is str else as_text(text)))
        elif kind == "thinking":
            blocks.append(Block("thinking", text=as_text(item.get("thinking"))))
        elif kind == "toolCall":
            blocks.append(
                Block("tool_call", name=str_or_none(item.get("name")), call_id=str_or_none(item.get("id")),
                      arguments=item.get("arguments"))
            )
        elif kind == "image":
            blocks.append(Block("image", text=f"[image {item.get('mimeType') or ''}]".replace(" ]", "]")))
        else:
            blocks.append(other_block(item))
    return blocks


def pi_usage(raw: Any, stop_reason: Any) -> Usage | None:
    """Pi usage; `context_tokens` follows `calculateContextTokens` (none for aborted/error turns)."""
    if type(raw) is not dict:
        return None
    values = [raw.get("input", 0), raw.get("output", 0), raw.get("cacheRead", 0), raw.get("cacheWrite", 0),
              raw.get("totalTokens", 0)]
    for index, value in enumerate(values):
        if type(value) is not int:
            values[index] = as_int(value)
    inp, out, read, write, total = values
    usage = Usage(inp, out, read, write, total or inp + out + read + write)
    if stop_reason != "aborted" and stop_reason != "error":
        usage.context_tokens = usage.total
    return usage


def _message_node(node: Node, message: Any) -> None:
    if not isinstance(message, dict):
        node.kind = UNKNOWN
        return
    role = message.get("role")
    if role == "hookMessage":  # v2 -> v3 migration rule
        role = "custom"
    node.role = role if isinstance(role, str) else None
    node.kind = ROLE_KINDS.get(node.role or "", UNKNOWN)
    extra = node.extra
    if role == "assistant":
        node.blocks = pi_blocks(message.get("content"))
        stop = message.get("stopReason")
        node.usage = pi_usage(message.get("usage"), stop)
        extra["model"] = message.get("model")
        extra["provider"] = message.get("provider")
        extra["stop_reason"] = stop
        if message.get("errorMessage"):
            extra["error"] = message.get("errorMessage")
    elif role == "toolResult":
        node.blocks = [
            Block(
                "tool_result",
                text="\n".join(b.text for b in pi_blocks(message.get("content")) if b.text),
                name=str_or_none(message.get("toolName")),
                call_id=str_or_none(message.get("toolCallId")),
                is_error=bool(message.get("isError")),
            )
        ]
    elif role == "bashExecution":
        text = f"$ {as_text(message.get('command'))}\n{as_text(message.get('output'))}"
        node.blocks = [Block("text", text=text.rstrip("\n"))]
        extra["exit_code"] = message.get("exitCode")
        if message.get("excludeFromContext"):
            extra["exclude_from_context"] = True
    else:
        node.blocks = pi_blocks(message.get("content"))
        if role == "custom":
            extra["custom_type"] = message.get("customType")


def fill_line(node: Node, obj: dict[str, Any]) -> None:
    """Fill a Pi/OpenClaw entry's node from its decoded line (the format's filler, as `claude.fill_line`)."""
    kind = node.type
    extra = node.extra
    if kind == "message":
        _message_node(node, obj.get("message"))
        return
    node.kind = ENTRY_KINDS.get(kind, UNKNOWN)
    if kind == "compaction":
        node.blocks = [Block("text", text=as_text(obj.get("summary")))]
        extra["first_kept_id"] = obj.get("firstKeptEntryId")
        extra["tokens_before"] = obj.get("tokensBefore")
    elif kind == "branch_summary":
        node.blocks = [Block("text", text=as_text(obj.get("summary")))]
        extra["from_id"] = obj.get("fromId")
    elif kind == "thinking_level_change":
        node.blocks = [Block("text", text=f"thinking level: {as_text(obj.get('thinkingLevel'))}")]
    elif kind == "model_change":
        node.blocks = [Block("text", text=f"model: {as_text(obj.get('provider'))}/{as_text(obj.get('modelId'))}")]
    elif kind in ("custom", "custom_message"):
        extra["custom_type"] = obj.get("customType")
        if kind == "custom_message":
            node.blocks = pi_blocks(obj.get("content"))
        elif obj.get("data") is not None:
            node.blocks = [Block("other", text=as_text(obj.get("data")), name=as_text(obj.get("customType")))]
    elif kind == "label":
        extra["target_id"] = obj.get("targetId")
        node.blocks = [Block("text", text=as_text(obj.get("label")))]
    elif kind == "session_info":
        node.blocks = [Block("text", text=as_text(obj.get("name")))]


def _meta_node(number: int, source: LineSource, kind: str) -> Node:
    """A header or bookkeeping line: kept out of the tree, its text read back from the file."""
    node = lazy_node(line_id(number), None, number, META, None, None, source, kind, None)
    node.in_tree = False
    return node


def parse_pi(jsonl: JsonlFile, fmt: str, version: int | None, records: Iterable[Record] | None = None) -> Session:
    """Build a Pi/OpenClaw session from the read lines (no file access here)."""
    session = Session(path=str(jsonl.path), format=fmt, version=version)
    legacy = (version or 1) < 2
    nodes = session.nodes
    entry_ids: list[str | None] = []  # Pi's parsed-entry array (header included) for v1 indexes
    previous: str | None = None
    labels: dict[str, str] = {}
    openclaw = fmt == OPENCLAW
    pending_v1: list[tuple[Node, int]] = []
    by_id: dict[str, Node] = {}
    repeated = False        # an id written twice: the tree then indexes the entries itself
    unresolved = False      # a parent id not written before its child
    source = jsonl.source
    for number, _raw, obj in (jsonl.iter_records() if records is None else records):
        kind = obj.get("type")
        kind = kind if isinstance(kind, str) else ""
        if kind == "session" and session.header is not None:  # a second header is not a second root
            nodes.append(_meta_node(number, source, kind))
            session.warnings.append(f"line {number}: a second session header (ignored, as Pi does)")
            continue
        if kind == "session" and session.header is None:
            session.header = obj
            session.session_id = obj.get("id") if isinstance(obj.get("id"), str) else None
            parent = obj.get("parentSession") or obj.get("branchedFrom")
            session.parent_session = parent if isinstance(parent, str) else None
            nodes.append(_meta_node(number, source, kind))
            if legacy:
                entry_ids.append(None)
            continue
        if legacy:
            node_id = line_id(number)
            parent_id = previous
            previous = node_id
        else:
            written_id = obj.get("id")
            node_id = written_id if isinstance(written_id, str) and written_id else line_id(number)
            if node_id is not written_id:
                session.warnings.append(f"line {number}: entry without an id (shown as {node_id})")
            parent_id = obj.get("parentId")
            if type(parent_id) is str and parent_id != node_id:
                parent = by_id.get(parent_id)
                if parent is not None:
                    parent_id = parent.id   # one string for both
                else:
                    unresolved = True       # a parent written later, or missing
            else:
                parent_id = None
        timestamp = obj.get("timestamp")
        if kind == "message":
            message = obj.get("message")
            role = message.get("role") if type(message) is dict else None
            role = "custom" if role == "hookMessage" else role  # v2 -> v3 migration rule
            node_kind = ROLE_KINDS.get(role, UNKNOWN) if type(role) is str else UNKNOWN
        else:
            role, node_kind = None, ENTRY_KINDS.get(kind, UNKNOWN)
        node = lazy_node(node_id, parent_id, number, node_kind, role if type(role) is str else None,
                         timestamp if type(timestamp) is str else None, source, kind, fill_line)
        if kind == "label":
            target = obj.get("targetId")
            if isinstance(target, str):
                text = obj.get("label")
                if isinstance(text, str) and text:
                    labels[target] = text
                else:
                    labels.pop(target, None)
        elif kind == "session_info":  # the latest wins; an empty name clears it (Pi's getSessionName)
            name = obj.get("name")
            session.name = (name.strip() or None) if isinstance(name, str) else None
        elif kind in ("custom", "custom_message") and not openclaw and is_openclaw_custom(obj.get("customType")):
            openclaw = True
        if legacy and kind == "compaction" and isinstance(obj.get("firstKeptEntryIndex"), int):
            pending_v1.append((node, obj["firstKeptEntryIndex"]))
        nodes.append(node)
        if by_id.setdefault(node_id, node) is not node:
            repeated = True
            by_id[node_id] = node
        if legacy:
            entry_ids.append(node_id)
    for compaction, index in pending_v1:
        if 0 <= index < len(entry_ids) and entry_ids[index] is not None:
            compaction.extra["first_kept_id"] = entry_ids[index]
    labelled = {target: text for target, text in labels.items() if target in by_id}
    for target, text in labelled.items():
        by_id[target].label = text
    if not repeated:
        session.index = by_id
        session.parents_first = not unresolved
        session.labels = labelled
    if openclaw:
        session.format = OPENCLAW
    if session.header is None:
        session.warnings.append("no Pi session header on the first line")
    if version is not None and version < 3:
        session.warnings.append(f"Pi v{version} file: read through Pi's migration rules in memory (file unchanged)")
    elif version is not None and version > 3:
        session.warnings.append(f"Pi v{version} is newer than memtui knows; entries shown as written")
    return session


__all__ = ["parse_pi", "pi_blocks", "pi_usage", "PI", "OPENCLAW"]
