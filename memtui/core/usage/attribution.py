"""Attribute every content block of a transcript node to one of eight context categories.

The rules follow session-formats.md §8.1: tool results (pi `toolResult`, Claude `tool_result` blocks,
Codex `function_call_output`), tool-call arguments (`name + JSON(arguments)`, as pi's estimate counts
them), thinking, assistant text, user input, summaries (compaction and branch summaries), and
custom/injected messages as `other`. Settings, labels, headers and extension state never reach the
model and count nowhere. Images count as 4,800 chars (pi's convention). Tokens use
`memtui.core.tokens.count_tokens` (tiktoken cl100k offline, else the CJK-weighted estimate).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Iterable

from memtui.core.sessions import model as m
from memtui.core.sessions.common import detached
from memtui.core.tokens import count_tokens

SYSTEM_PROMPT = "system_prompt"
TOOL_RESULTS = "tool_results"
TOOL_CALLS = "tool_calls"
ASSISTANT_TEXT = "assistant_text"
THINKING = "thinking"
USER_INPUT = "user_input"
SUMMARIES = "summaries"
OTHER = "other"

CATEGORIES = (SYSTEM_PROMPT, TOOL_RESULTS, TOOL_CALLS, ASSISTANT_TEXT, THINKING, USER_INPUT, SUMMARIES, OTHER)

IMAGE_CHARS = 4800
IMAGE_TOKENS = IMAGE_CHARS // 4

# Node kinds that never reach the model.
_NOT_IN_CONTEXT = {m.SETTING, m.LABEL, m.META}
# Pi/OpenClaw `custom` entries are extension state (not sent); `custom_message` is sent.
_STATE_TYPES = {"custom"}
# Text of these node kinds, by category.
_TEXT_CATEGORY = {
    m.ASSISTANT: ASSISTANT_TEXT,
    m.USER: USER_INPUT,
    m.TOOL_RESULT: TOOL_RESULTS,
    m.SUMMARY: SUMMARIES,
    m.COMPACTION: SUMMARIES,
}


@dataclass
class Amount:
    """Chars and tokens of one category."""

    chars: int = 0
    tokens: int = 0

    def add(self, chars: int, tokens: int) -> None:
        self.chars += chars
        self.tokens += tokens

    def to_json(self) -> dict[str, int]:
        return {"chars": self.chars, "tokens": self.tokens}


Breakdown = dict[str, Amount]


def empty_breakdown() -> Breakdown:
    """All eight categories at zero, in canonical order."""
    return {cat: Amount() for cat in CATEGORIES}


def breakdown_total(bd: Breakdown) -> Amount:
    """The sum over every category."""
    total = Amount()
    for amount in bd.values():
        total.add(amount.chars, amount.tokens)
    return total


def in_context(node: m.Node) -> bool:
    """Whether the node's content is sent to the model at all.

    Out: lines outside the tree (headers, titles, repeated uuids), settings, labels, bookkeeping,
    pi/OpenClaw extension state, `!!` bash runs, Claude's `compact_boundary` marker, Codex's display
    log (`event_msg`, which repeats the protocol log) and unknown line types. In: Claude's `isMeta`
    user injections and unknown message roles / protocol items (counted as `other`).
    """
    if not node.in_tree or node.extra.get("exclude_from_context"):
        return False
    if node.kind == m.META:
        return node.type == "user" and node.role == "user"
    if node.kind in _NOT_IN_CONTEXT:
        return False
    if node.kind == m.CUSTOM and node.type in _STATE_TYPES:
        return False
    if node.kind == m.COMPACTION and node.type.startswith("system/"):
        return False
    if node.kind == m.UNKNOWN:
        return node.type == "message" or node.type.startswith("response_item/")
    return True


def block_content(block: m.Block) -> str:
    """The text a block puts into the context (tool calls: name + JSON arguments)."""
    if block.type == "tool_call":
        args = block.arguments
        if args is None:
            args_text = block.text
        elif isinstance(args, str):
            args_text = args
        else:
            args_text = json.dumps(args, ensure_ascii=False, separators=(",", ":"))
        return (block.name or "") + args_text
    return block.text


STREAM_CHARS = 1 << 12      # longer texts are counted in slices of this size (bounded time and memory)
_CUT_BACK = 1 << 10          # a slice ends before whitespace found within this many chars of its end


def measure_tokens(text: str) -> int:
    """Tokens of `text`; a long text is counted slice by slice, each slice ending just before whitespace
    where there is some near its end (the tokenizer joins a space to the word after it), so no copy of
    a multi-MB text (nor a list of all its tokens) is made at once."""
    if len(text) <= STREAM_CHARS:
        return count_tokens(text)
    total, start, end_of_text = 0, 0, len(text)
    while start < end_of_text:
        end = min(start + STREAM_CHARS, end_of_text)
        if end < end_of_text:
            cut = max(text.rfind(" ", end - _CUT_BACK, end), text.rfind("\n", end - _CUT_BACK, end))
            end = cut if cut > start else end
        total += count_tokens(text[start:end])
        start = end
    return total


def block_category(node: m.Node, block: m.Block) -> str:
    """The category of one block of a node."""
    if block.type == "tool_result":
        return TOOL_RESULTS
    if block.type == "tool_call":
        return TOOL_CALLS
    if block.type == "thinking":
        return THINKING
    return _TEXT_CATEGORY.get(node.kind, OTHER)


@dataclass(frozen=True)
class Piece:
    """One attributed block: its category, size, and whether it carries an image."""

    category: str
    chars: int
    tokens: int
    image: bool = False


def node_pieces(node: m.Node) -> list[Piece]:
    """The attributed blocks of a node (empty when the node is not in the context)."""
    if not in_context(node):
        return []
    pieces = []
    for block in node.blocks:
        category = block_category(node, block)
        if block.type == "image":
            pieces.append(Piece(category, IMAGE_CHARS, IMAGE_TOKENS, image=True))
            continue
        text = block_content(block)
        if text:
            pieces.append(Piece(category, len(text), measure_tokens(text)))
    return pieces


def whole_breakdown(nodes: Iterable[m.Node], cache: "PieceCache") -> Breakdown:
    """The breakdown of every entry in context, one at a time: entries `cache` does not hold are
    measured on a throw-away copy, so neither their pieces nor their decoded content are kept
    (bounded memory for a million entries)."""
    bd = empty_breakdown()
    known = cache._pieces
    for node in nodes:
        pieces = known.get(id(node))
        for piece in pieces if pieces is not None else node_pieces(detached(node)):
            bd[piece.category].add(piece.chars, piece.tokens)
    return bd


class PieceCache:
    """Attributes each node once; whole-file and active-path sums share the work."""

    def __init__(self) -> None:
        self._pieces: dict[int, list[Piece]] = {}

    def pieces(self, node: m.Node) -> list[Piece]:
        """The node's pieces, measured once (on a throw-away copy: the node itself stays undecoded)."""
        key = id(node)
        found = self._pieces.get(key)
        if found is None:
            found = self._pieces[key] = node_pieces(detached(node))
        return found

    def tokens(self, node: m.Node) -> int:
        return sum(p.tokens for p in self.pieces(node))

    def tokens_once(self, node: m.Node, content: m.Node) -> int:
        """Tokens of `node` from the cache, else measured on `content` (its detached copy) without caching."""
        found = self._pieces.get(id(node))
        return sum(p.tokens for p in (found if found is not None else node_pieces(content)))

    def breakdown(self, nodes: Iterable[m.Node]) -> Breakdown:
        bd = empty_breakdown()
        for node in nodes:
            for piece in self.pieces(node):
                bd[piece.category].add(piece.chars, piece.tokens)
        return bd
