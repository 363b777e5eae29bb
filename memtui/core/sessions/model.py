"""One node model for every transcript format (Pi v1-v3, OpenClaw, Claude Code, Codex).

Parsers in this package turn a JSONL file into a `Session`; the tree browser, the usage stats
and the audit's provenance links all read this model, never the raw formats.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Node kinds.
USER = "user"
ASSISTANT = "assistant"
TOOL_RESULT = "tool_result"
SUMMARY = "summary"          # compaction or branch summary text
COMPACTION = "compaction"    # the compaction marker / boundary itself
SETTING = "setting"          # model / thinking-level changes, turn context
LABEL = "label"
CUSTOM = "custom"            # extension state / injected messages
META = "meta"                # headers, bookkeeping lines
UNKNOWN = "unknown"


@dataclass
class Block:
    """One content block: type is text | thinking | tool_call | tool_result | image | other."""

    type: str
    text: str = ""
    name: str | None = None        # tool name for tool_call / tool_result
    call_id: str | None = None
    arguments: Any = None          # tool_call arguments (parsed JSON where possible)
    is_error: bool = False


@dataclass
class Usage:
    """Token usage reported on an assistant turn (missing fields are 0)."""

    input: int = 0
    output: int = 0
    cache_read: int = 0
    cache_write: int = 0
    total: int = 0
    context_tokens: int | None = None   # the context size this usage implies, per format rules


@dataclass
class Node:
    """One entry of a transcript."""

    id: str
    parent_id: str | None
    line: int                              # 1-based line number in the file
    kind: str
    role: str | None = None
    timestamp: str | None = None
    logical_parent_id: str | None = None   # Claude compact_boundary -> pre-compaction node
    blocks: list[Block] = field(default_factory=list)
    usage: Usage | None = None
    sidechain: bool = False
    agent_id: str | None = None
    label: str | None = None
    raw: str = ""                          # the line exactly as written (lossless round trips)
    type: str = ""                         # the line's own type / subtype as written
    extra: dict[str, Any] = field(default_factory=dict)
    in_tree: bool = True                   # False for headers and bookkeeping lines outside the tree
    source: str | None = None              # the file a node came from when not the session's own (sub-agents)

    def text(self) -> str:
        """All block text joined (for search and previews)."""
        return "\n".join(b.text for b in self.blocks if b.text)


@dataclass
class MalformedLine:
    line: int
    error: str
    preview: str = ""


@dataclass
class Session:
    """A parsed transcript file."""

    path: str
    format: str                            # pi | openclaw | claude-code | codex | unknown
    version: int | None = None
    header: dict[str, Any] | None = None
    nodes: list[Node] = field(default_factory=list)
    malformed: list[MalformedLine] = field(default_factory=list)
    name: str | None = None
    session_id: str | None = None
    warnings: list[str] = field(default_factory=list)
    fingerprint: Any = None                # memtui.core.fsio.Fingerprint of the bytes parsed
    encoding_ok: bool = True
    parent_session: str | None = None      # Pi parentSession / Codex forked_from_id / Claude fork source
    subagents: list["Session"] = field(default_factory=list)   # Claude Code subagents/ transcripts
    error: str | None = None               # the file could not be read at all: why
    partial: bool = False                  # only the head of the file was parsed (a first look)
    index: dict[str, Node] | None = None   # tree entries by id in file order, when the parser has it (ids unique)
    parents_first: bool = False            # with `index`: every parent id names an entry written before
    labels: dict[str, str] | None = None   # with `index`: entry id -> its label, when the parser has them

    def tree_nodes(self) -> list[Node]:
        """The nodes that are tree entries (no header or bookkeeping lines), in file order."""
        return [n for n in self.nodes if n.in_tree]
