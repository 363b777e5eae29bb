"""Codex CLI rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`) into the node model.

A rollout is linear: every line after `session_meta` is a tree entry (id `L<line>`, parent = the
previous entry). `response_item` lines are the protocol log; `event_msg` lines are the display log
and mostly repeat it (kept as `meta` nodes); `event_msg/token_count` carries the usage
(`last_token_usage`; OpenAI `input_tokens` include cached tokens, so `Usage.input` holds the
uncached part and `context_tokens` the whole input). `compacted` replaces everything before it.
"""

from __future__ import annotations

from typing import Any, Iterable

from memtui.core.sessions.common import (
    as_int, as_text, lazy_node, line_id, other_block, parse_arguments, str_or_none,
)
from memtui.core.sessions.detect import CODEX
from memtui.core.sessions.model import (
    ASSISTANT,
    COMPACTION,
    CUSTOM,
    META,
    SETTING,
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

ROLE_KINDS = {"user": USER, "assistant": ASSISTANT, "developer": CUSTOM, "system": CUSTOM}


def codex_blocks(content: Any) -> list[Block]:
    """Codex message content (`input_text` / `output_text` / `input_image` items) as blocks."""
    if isinstance(content, str):
        return [Block("text", text=content)]
    if not isinstance(content, list):
        return []
    blocks: list[Block] = []
    for item in content:
        kind = item.get("type") if isinstance(item, dict) else None
        if kind in ("input_text", "output_text", "text"):
            blocks.append(Block("text", text=as_text(item.get("text"))))
        elif kind == "input_image":
            blocks.append(Block("image", text="[image]"))
        else:
            blocks.append(other_block(item))
    return blocks


def codex_usage(info: Any) -> Usage | None:
    """Usage from `token_count.info.last_token_usage`."""
    if not isinstance(info, dict) or not isinstance(info.get("last_token_usage"), dict):
        return None
    last = info["last_token_usage"]
    whole_input = as_int(last.get("input_tokens"))
    cached = as_int(last.get("cached_input_tokens"))
    return Usage(
        input=max(whole_input - cached, 0),
        output=as_int(last.get("output_tokens")),
        cache_read=cached,
        cache_write=as_int(last.get("cache_write_input_tokens")),
        total=as_int(last.get("total_tokens")) or whole_input + as_int(last.get("output_tokens")),
        context_tokens=whole_input,
    )


def _response_item(node: Node, payload: dict[str, Any]) -> None:
    kind = payload.get("type")
    if kind == "message":
        role = payload.get("role")
        node.role = role if isinstance(role, str) else None
        node.kind = ROLE_KINDS.get(node.role or "", UNKNOWN)
        node.blocks = codex_blocks(payload.get("content"))
    elif kind == "reasoning":
        node.role, node.kind = "assistant", ASSISTANT
        summary = payload.get("summary")
        texts = [as_text(s.get("text")) for s in summary if isinstance(s, dict)] if isinstance(summary, list) else []
        node.blocks = [Block("thinking", text="\n".join(t for t in texts if t))]
    elif kind in ("function_call", "custom_tool_call", "local_shell_call", "web_search_call"):
        node.role, node.kind = "assistant", ASSISTANT
        arguments = payload.get("arguments", payload.get("input", payload.get("action")))
        node.blocks = [
            Block("tool_call", name=str_or_none(payload.get("name")) or kind,
                  call_id=str_or_none(payload.get("call_id")),
                  arguments=parse_arguments(arguments))
        ]
    elif kind in ("function_call_output", "custom_tool_call_output"):
        node.role, node.kind = "tool", TOOL_RESULT
        output = payload.get("output")
        if isinstance(output, dict):
            output = output.get("content", output)
        node.blocks = [Block("tool_result", text=as_text(output), call_id=str_or_none(payload.get("call_id")))]
    else:
        node.kind = UNKNOWN
        node.blocks = [other_block(payload)]
    if isinstance(kind, str):
        node.type = f"response_item/{kind}"


def _event_msg(node: Node, payload: dict[str, Any]) -> None:
    kind = payload.get("type")
    node.kind = META
    if kind == "token_count":
        info = payload.get("info")
        node.usage = codex_usage(info)
        if isinstance(info, dict):
            node.extra["context_window"] = info.get("model_context_window")
            node.extra["model"] = info.get("model")
    elif kind in ("user_message", "agent_message"):
        node.role = "user" if kind == "user_message" else "assistant"
        node.blocks = [Block("text", text=as_text(payload.get("message")))]
    elif kind == "exec_command_end":
        node.blocks = [Block("tool_result", text=as_text(payload.get("aggregated_output")),
                             call_id=str_or_none(payload.get("call_id")))]
    if isinstance(kind, str):
        node.type = f"event_msg/{kind}"


def _classify(kind: str, payload: dict[str, Any]) -> tuple[str, str | None, str]:
    """(kind, role, type as shown) of a rollout line without building its blocks."""
    item = payload.get("type")
    item = item if isinstance(item, str) else None
    if kind == "response_item":
        written = f"response_item/{item}" if isinstance(item, str) else kind
        if item == "message":
            role = payload.get("role")
            role = role if isinstance(role, str) else None
            return ROLE_KINDS.get(role or "", UNKNOWN), role, written
        if item in ("reasoning", "function_call", "custom_tool_call", "local_shell_call", "web_search_call"):
            return ASSISTANT, "assistant", written
        if item in ("function_call_output", "custom_tool_call_output"):
            return TOOL_RESULT, "tool", written
        return UNKNOWN, None, written
    if kind == "event_msg":
        role = {"user_message": "user", "agent_message": "assistant"}.get(item or "")
        return META, role, f"event_msg/{item}" if isinstance(item, str) else kind
    if kind == "turn_context":
        return SETTING, None, kind
    if kind == "compacted":
        return COMPACTION, None, kind
    return UNKNOWN, None, kind


def fill_line(node: Node, obj: dict[str, Any]) -> None:
    """Blocks, usage and extra of a rollout line (what `_classify` left out)."""
    kind = obj.get("type")
    payload = obj.get("payload")
    payload = payload if isinstance(payload, dict) else {}
    if kind == "response_item":
        _response_item(node, payload)
    elif kind == "event_msg":
        _event_msg(node, payload)
    elif kind == "turn_context":
        node.blocks = [Block("text", text=f"model: {as_text(payload.get('model'))}")]
        node.extra["model"] = payload.get("model")
    elif kind == "compacted":
        node.blocks = [Block("text", text=as_text(payload.get("message")))]
        history = payload.get("replacement_history")
        if isinstance(history, list):
            node.extra["replacement_history"] = len(history)
    else:
        node.blocks = [other_block(obj)]


def _meta_node(number: int, timestamp: str | None, source: LineSource, kind: str) -> Node:
    """A header line: kept out of the tree, its text read back from the file."""
    node = lazy_node(line_id(number), None, number, META, None, timestamp, source, kind, None)
    node.in_tree = False
    return node


def parse_codex(jsonl: JsonlFile, records: Iterable[Record] | None = None) -> Session:
    """Build a Codex session from the read lines."""
    session = Session(path=str(jsonl.path), format=CODEX)
    previous: str | None = None
    source = jsonl.source
    for number, _raw, obj in (jsonl.iter_records() if records is None else records):
        kind = obj.get("type")
        kind = kind if isinstance(kind, str) else ""
        payload = obj.get("payload")
        payload = payload if isinstance(payload, dict) else {}
        timestamp = obj.get("timestamp") if isinstance(obj.get("timestamp"), str) else None
        if kind == "session_meta" and session.header is None:
            session.header = payload
            session.session_id = payload.get("id") if isinstance(payload.get("id"), str) else None
            forked = payload.get("forked_from_id")
            session.parent_session = forked if isinstance(forked, str) else None
            session.nodes.append(_meta_node(number, timestamp, source, kind))
            continue
        if kind == "session_meta":  # a second header is not a tree entry
            session.nodes.append(_meta_node(number, timestamp, source, kind))
            session.warnings.append(f"line {number}: a second session_meta (kept out of the tree)")
            continue
        node_kind, role, written = _classify(kind, payload)
        node = lazy_node(line_id(number), previous, number, node_kind, role, timestamp, source, written, fill_line)
        previous = node.id
        session.nodes.append(node)
    return session
