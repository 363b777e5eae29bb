"""Claude Code transcripts (`~/.claude/projects/<slug>/<sessionId>.jsonl`) into the node model.

Lines with a `uuid` are tree entries linked by `parentUuid`; a `system/compact_boundary` is a new
root whose `logicalParentUuid` points at the pre-compaction entry; the `isCompactSummary` user line
carries the summary. Streaming splits (several `assistant` lines with one `message.id`) keep their
own nodes, but only the last fragment keeps the usage (earlier fragments repeat partial counts).
A repeated uuid keeps its last line (as Claude Code does); the earlier one stays out of the tree.
`summary` lines label the entry
named by `leafUuid`; `custom-title` names the session. Sub-agent transcripts in
`<sessionId>/subagents/agent-*.jsonl` (with their `.meta.json`) are parsed into `Session.subagents`.
"""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path
from typing import Any, Iterable

from memtui.core.sessions.common import LazyNode, as_int, as_text, lazy_node, line_id, other_block, str_or_none
from memtui.core.sessions.detect import CLAUDE_CODE
from memtui.core.sessions.model import (
    ASSISTANT,
    COMPACTION,
    META,
    SUMMARY,
    TOOL_RESULT,
    UNKNOWN,
    USER,
    Block,
    Node,
    Session,
    Usage,
)
from memtui.core.sessions.reader import JsonlFile, Record, read_jsonl

MAX_SUBAGENTS = 200


def claude_blocks(content: Any) -> list[Block]:
    """Anthropic Messages content (a string or blocks) as blocks."""
    if isinstance(content, str):
        return [Block("text", text=content)]
    if not isinstance(content, list):
        return [] if content is None else [other_block(content)]
    blocks: list[Block] = []
    for item in content:
        if not isinstance(item, dict):
            blocks.append(other_block(item))
            continue
        kind = item.get("type")
        if kind == "text":
            blocks.append(Block("text", text=as_text(item.get("text"))))
        elif kind == "thinking":
            blocks.append(Block("thinking", text=as_text(item.get("thinking"))))
        elif kind == "redacted_thinking":
            blocks.append(Block("thinking", text="[redacted thinking]"))
        elif kind == "tool_use":
            blocks.append(Block("tool_call", name=str_or_none(item.get("name")), call_id=str_or_none(item.get("id")),
                                arguments=item.get("input")))
        elif kind == "tool_result":
            blocks.append(
                Block(
                    "tool_result",
                    text=as_text(item.get("content")),
                    call_id=str_or_none(item.get("tool_use_id")),
                    is_error=bool(item.get("is_error")),
                )
            )
        elif kind == "image":
            source = item.get("source")
            source = source if isinstance(source, dict) else {}
            blocks.append(Block("image", text=f"[image {source.get('media_type') or ''}]".replace(" ]", "]")))
        else:
            blocks.append(other_block(item))
    return blocks


def usage_numbers(raw: Any) -> tuple[int, int, int, int] | None:
    """(input, output, cache read, cache write) of an Anthropic usage; None when there is none (the usage-only
    pass reads these without building a `Usage`)."""
    if not isinstance(raw, dict):
        return None
    get = raw.get
    return (as_int(get("input_tokens")), as_int(get("output_tokens")), as_int(get("cache_read_input_tokens")),
            as_int(get("cache_creation_input_tokens")))


def claude_usage(raw: Any) -> Usage | None:
    """Anthropic usage; the context at that turn is input + cache creation + cache read."""
    numbers = usage_numbers(raw)
    if numbers is None:
        return None
    input_tokens, output, cache_read, cache_write = numbers
    usage = Usage(input=input_tokens, output=output, cache_read=cache_read, cache_write=cache_write)
    usage.context_tokens = usage.input + usage.cache_write + usage.cache_read
    usage.total = usage.context_tokens + usage.output
    return usage


def _fill_message(node: Node, obj: dict[str, Any]) -> None:
    message = obj.get("message")
    message = message if isinstance(message, dict) else {}
    kind = node.type
    node.role = message.get("role") if isinstance(message.get("role"), str) else (kind or None)
    node.blocks = claude_blocks(message.get("content"))
    extra = node.extra
    if kind == "assistant" or node.role == "assistant":
        node.kind = ASSISTANT
        node.usage = claude_usage(message.get("usage"))
        if isinstance(message.get("id"), str):
            extra["message_id"] = message["id"]
        extra["model"] = message.get("model")
        extra["stop_reason"] = message.get("stop_reason")
        if str_or_none(obj.get("requestId")):
            extra["request_id"] = obj["requestId"]
    elif obj.get("isCompactSummary"):
        node.kind = SUMMARY
    elif any(b.type == "tool_result" for b in node.blocks):
        node.kind = TOOL_RESULT
        result = obj.get("toolUseResult")
        if isinstance(result, dict) and isinstance(result.get("agentId"), str):
            extra["spawned_agent"] = result["agentId"]
    elif obj.get("isMeta"):
        node.kind = META
    elif kind == "user":
        node.kind = USER
    else:
        node.kind = UNKNOWN


def _fill_system(node: Node, obj: dict[str, Any]) -> None:
    subtype = obj.get("subtype")
    node.role = "system"
    node.blocks = claude_blocks(obj.get("content"))
    if subtype == "compact_boundary":
        node.kind = COMPACTION
        logical = obj.get("logicalParentUuid")
        node.logical_parent_id = logical if isinstance(logical, str) else None
        meta = obj.get("compactMetadata")
        if isinstance(meta, dict):
            node.extra["trigger"] = meta.get("trigger")
            node.extra["tokens_before"] = meta.get("preTokens")
            if isinstance(meta.get("preservedSegment"), dict):
                node.extra["preserved_segment"] = meta["preservedSegment"]
    else:
        node.kind = META
    if isinstance(subtype, str):
        node.type = f"system/{subtype}"


def parse_claude(jsonl: JsonlFile, *, with_subagents: bool = True, records: Iterable[Record] | None = None) -> Session:
    """Build a Claude Code session from the read lines (sub-agent files are read from disk)."""
    session = Session(path=str(jsonl.path), format=CLAUDE_CODE)
    nodes = session.nodes
    seen: dict[str, Node] = {}
    last_fragment: dict[tuple[str, str], Node] = {}
    labels: dict[str, str] = {}
    title: str | None = None
    ai_title: str | None = None
    session_id: str | None = None
    linked = False                      # some line carries the `parentUuid` field (even null)
    entries: list[Node] = []            # the lines with a uuid, in file order
    source = jsonl.source
    for number, _raw, obj in (jsonl.iter_records() if records is None else records):
        kind = obj.get("type")
        kind = kind if type(kind) is str else ""
        uuid = obj.get("uuid")
        timestamp = obj.get("timestamp")
        timestamp = timestamp if type(timestamp) is str else None
        if session_id is None:
            session_id = str_or_none(obj.get("sessionId"))
        message = obj.get("message")
        message = message if type(message) is dict else None
        if type(uuid) is not str or not uuid:
            node = lazy_node(line_id(number), None, number, META, None, timestamp, source, kind, None)
            if kind == "summary":
                node.kind = SUMMARY
                node.blocks = [Block("text", text=as_text(obj.get("summary")))]
                leaf = obj.get("leafUuid")
                if isinstance(leaf, str):
                    labels[leaf] = as_text(obj.get("summary"))
                    node.extra["target_id"] = leaf
                node.in_tree = False
            elif kind == "custom-title":  # the latest wins; an empty title clears the name
                title = as_text(obj.get("customTitle")).strip() or None
                node.in_tree = False
            elif kind == "ai-title":
                ai_title = as_text(obj.get("aiTitle") or obj.get("title")) or ai_title
                node.in_tree = False
            elif message is not None:  # usage-only lines of old CLIs: entries without a uuid (extra roots)
                _fill_message(node, obj)
            else:
                node.in_tree = False
            nodes.append(node)
            _track_fragment(node, last_fragment)
            continue
        linked = linked or "parentUuid" in obj
        parent = obj.get("parentUuid")
        if type(parent) is str and parent != uuid:
            known = seen.get(parent)
            parent = known.id if known is not None else parent   # one string for both
        else:
            parent = None
        node_kind, role, subtype = _classify(kind, obj, message)
        node = lazy_node(uuid, parent, number, node_kind, role,
                         timestamp, source, subtype or kind, fill_line)
        if obj.get("isSidechain"):
            node.sidechain = True
        agent = obj.get("agentId")
        if type(agent) is str:
            node.agent_id = agent
        if node_kind == COMPACTION:
            logical = obj.get("logicalParentUuid")
            node.logical_parent_id = logical if type(logical) is str else None
        earlier = seen.get(uuid)
        if earlier is not None:  # Claude Code keeps the last line of a uuid (a Map set line by line)
            earlier.in_tree = False
            _add_to_filler(earlier, extra={"replaced_by_line": number})
            session.warnings.append(f"line {earlier.line}: uuid {uuid} is written again on line {number}; "
                                    "the later line is used")
        seen[uuid] = node
        nodes.append(node)
        entries.append(node)
        if node_kind == ASSISTANT and message is not None and "usage" in message and type(message.get("id")) is str:
            key = (message["id"], str_or_none(obj.get("requestId")) or "")
            earlier = last_fragment.get(key)
            if earlier is not None:
                _add_to_filler(earlier, drop_usage=True, extra={"usage_on": uuid})
            last_fragment[key] = node
    if not linked:
        _chain_in_file_order(session, entries)
    if labels:
        first_by_id = {n.id: n for n in nodes if n.in_tree and n.id in labels}
        for target, text in labels.items():
            if target in first_by_id:
                first_by_id[target].label = text
    session.name = title or ai_title
    session.session_id = session_id
    if with_subagents:
        session.subagents = _read_subagents(Path(jsonl.path))
    return session


def _chain_in_file_order(session: Session, entries: list[Node]) -> None:
    """No line carries `parentUuid` at all (hand-made or exported files): the entries' file order is the
    chain, as claude-code-transcripts reads every file; a compaction stays a root (its horizon)."""
    previous: Node | None = None
    chained = 0
    for node in entries:
        if not node.in_tree:
            continue
        if previous is not None and node.kind != COMPACTION:
            node.parent_id = previous.id
            chained += 1
        previous = node
    if chained:
        session.warnings.append("no line carries parentUuid: the entries are read as one chain in file order")


def _classify(kind: str, obj: dict[str, Any], message: dict[str, Any] | None) -> tuple[str, str | None, str | None]:
    """(kind, role, "system/<subtype>") of a line without building its blocks (the tree needs no more)."""
    if kind == "system":
        subtype = obj.get("subtype")
        node_kind = COMPACTION if subtype == "compact_boundary" else META
        return node_kind, "system", f"system/{subtype}" if type(subtype) is str else None
    if message is None:
        return UNKNOWN, kind or None, None
    role = message.get("role")
    role = role if type(role) is str else (kind or None)
    if kind == "assistant" or role == "assistant":
        return ASSISTANT, role, None
    if obj.get("isCompactSummary"):
        return SUMMARY, role, None
    content = message.get("content")
    if type(content) is list:
        for block in content:
            if type(block) is dict and block.get("type") == "tool_result":
                return TOOL_RESULT, role, None
    if obj.get("isMeta"):
        return META, role, None
    return (USER if kind == "user" else UNKNOWN), role, None


def fill_line(node: Node, obj: dict[str, Any]) -> None:
    """Blocks, usage and extra of a uuid line (what `_classify` left out)."""
    if obj.get("type") == "system":
        _fill_system(node, obj)
    elif isinstance(obj.get("message"), dict):
        _fill_message(node, obj)


def _fill_with(node: Node, obj: dict[str, Any], *, base: Any, drop_usage: bool = False,
               extra: dict[str, Any] | None = None) -> None:
    base(node, obj)
    if drop_usage:
        node.usage = None
    if extra:
        node.extra.update(extra)


def _add_to_filler(node: Node, *, drop_usage: bool = False, extra: dict[str, Any] | None = None) -> None:
    """Amend a node's content without decoding it now (lazy nodes), or at once (eager nodes)."""
    filler = node._filler if isinstance(node, LazyNode) else None
    if filler is None or not isinstance(node, LazyNode):
        if drop_usage:
            node.usage = None
        if extra:
            node.extra.update(extra)
        return
    node._filler = partial(_fill_with, base=filler, drop_usage=drop_usage, extra=extra)


def _track_fragment(node: Node, last_fragment: dict[tuple[str, str], Node]) -> None:
    """Keep usage only on the last line of a streaming split (same message.id and requestId)."""
    message_id = node.extra.get("message_id")
    if not message_id or node.usage is None:
        return
    key = (message_id, node.extra.get("request_id") or "")
    earlier = last_fragment.get(key)
    if earlier is not None:
        _add_to_filler(earlier, drop_usage=True, extra={"usage_on": node.id})
    last_fragment[key] = node


def subagent_files(path: Path) -> list[Path]:
    """The `<sessionId>/subagents/agent-*.jsonl` files beside a session file (sorted)."""
    folder = path.with_suffix("") / "subagents"
    try:
        return sorted(p for p in folder.glob("agent-*.jsonl") if p.is_file())[:MAX_SUBAGENTS]
    except OSError:
        return []


def _read_subagents(path: Path) -> list[Session]:
    sessions: list[Session] = []
    for file in subagent_files(path):
        jsonl = read_jsonl(file)
        sub = parse_claude(jsonl, with_subagents=False)
        sub.malformed, sub.error, sub.fingerprint = jsonl.malformed, jsonl.error, jsonl.fingerprint
        agent_id = file.stem[len("agent-"):]
        meta_path = file.with_name(file.stem + ".meta.json")
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            meta = None
        sub.header = meta if isinstance(meta, dict) else {}
        sub.session_id = agent_id
        for node in sub.nodes:
            node.source = str(file)
            node.sidechain = True
            node.agent_id = node.agent_id or agent_id
        sessions.append(sub)
    return sessions
