"""Attribute every content block of a transcript node to one of eight context categories.

The rules follow session-formats.md §8.1: tool results (pi `toolResult`, Claude `tool_result` blocks,
Codex `function_call_output`), tool-call arguments (`name + JSON(arguments)`, as pi's estimate counts
them), thinking, assistant text, user input, summaries (compaction and branch summaries), and
custom/injected messages as `other`. Settings, labels, headers and extension state never reach the
model and count nowhere. Images count as 4,800 chars (pi's convention). Tokens use
`memtui.core.tokens.count_tokens` (tiktoken cl100k offline, else the CJK-weighted estimate).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, NamedTuple

from memtui.core.sessions import model as m
from memtui.core.sessions.common import detached
from memtui.core.sessions.content_pass import Pending, pending_content
from memtui.core.usage.result import (
    ASSISTANT_TEXT, OTHER, SUMMARIES, THINKING, TOOL_CALLS, TOOL_RESULTS, USER_INPUT,
    Breakdown, RecordedUsage, empty_breakdown,
)
from memtui.core.tokens import ESTIMATE_SCALE, TokenScale, count_tokens

from memtui.core.usage.line_facts import BLOCK_TYPES, IMAGE_CODE, THINKING_CODE, measured_blocks

if TYPE_CHECKING:
    from memtui.core.usage.line_facts import LineFacts

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


def in_context(node: m.Node, excluded: bool | None = None) -> bool:
    """Whether the node's content is sent to the model at all.

    Out: lines outside the tree (headers, titles, repeated uuids), settings, labels, bookkeeping,
    pi/OpenClaw extension state, `!!` bash runs, Claude's `compact_boundary` marker, Codex's display
    log (`event_msg`, which repeats the protocol log) and unknown line types. In: Claude's `isMeta`
    user injections and unknown message roles / protocol items (counted as `other`). `excluded`: the
    node's `exclude_from_context` flag when already known (read from `node.extra` otherwise).
    """
    if not node.in_tree or (node.extra.get("exclude_from_context") if excluded is None else excluded):
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


STREAM_CHARS = 1 << 12      # longer texts are counted in slices of this size (bounded time and memory)
_CUT_BACK = 1 << 10          # a slice ends before whitespace found within this many chars of its end


def measure_tokens(text: str) -> int:
    """Exact tokens of `text`; a long text is counted slice by slice, each slice ending just before whitespace
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


def scaled_tokens(scale: TokenScale, text: str, weight: int) -> int:
    """Tokens of one text on `scale` (the exact tokenizer streams long texts)."""
    return measure_tokens(text) if scale.per_char is None else scale.tokens(text, weight)


def block_category(node: m.Node, block: m.Block) -> str:
    """The category of one block of a node."""
    return category_of(node.kind, block.type)


_BLOCK_CATEGORY = {"tool_result": TOOL_RESULTS, "tool_call": TOOL_CALLS, "thinking": THINKING}


def category_of(kind: str, block_type: str) -> str:
    """The category of a block of `block_type` in a node of `kind`."""
    return _BLOCK_CATEGORY.get(block_type) or _TEXT_CATEGORY.get(kind, OTHER)


_BY_KIND: dict[str, tuple[str, ...]] = {}


def _categories(kind: str) -> tuple[str, ...]:
    """The category of each block type code (`line_facts.BLOCK_TYPES`) in a node of `kind`."""
    found = _BY_KIND.get(kind)
    if found is None:
        found = _BY_KIND[kind] = tuple(category_of(kind, block_type) for block_type in BLOCK_TYPES)
    return found


class Piece(NamedTuple):
    """One attributed block: its category, size (chars; CJK-weighted chars), tokens, and whether it is an image."""

    category: str
    chars: int
    tokens: int
    image: bool = False
    weight: int = 0


def image_piece(category: str) -> Piece:
    """An image counts as IMAGE_CHARS chars (pi's convention), whatever the rate."""
    return Piece(category, IMAGE_CHARS, IMAGE_TOKENS, image=True, weight=IMAGE_CHARS)


def node_pieces(node: m.Node, scale: TokenScale = ESTIMATE_SCALE) -> list[Piece]:
    """The attributed blocks of a node (empty when the node is not in the context)."""
    if not in_context(node):
        return []
    return [image_piece(block_category(node, block)) if block.type == "image"
            else Piece(block_category(node, block), len(text), scaled_tokens(scale, text, weight), weight=weight)
            for block, text, weight in measured_blocks(node.blocks)]


def rescaled(piece: Piece, scale: TokenScale) -> Piece:
    """The piece with its tokens at a rate (images keep their fixed count)."""
    if piece.image or scale.per_char is None:
        return piece
    return Piece(piece.category, piece.chars, scale.tokens("", piece.weight), weight=piece.weight)


class Facts(NamedTuple):
    """What the usage stats need of one entry, read once: its attributed pieces and its recorded usage."""

    pieces: tuple[Piece, ...]
    usage: m.Usage | None
    counts: bool                     # in the context at all

    @property
    def tokens(self) -> int:
        return sum(p.tokens for p in self.pieces)


def node_facts(node: m.Node, scale: TokenScale) -> Facts:
    """Measure a node on a throw-away copy (the node itself stays undecoded)."""
    content = detached(node)
    return Facts(tuple(node_pieces(content, scale)), content.usage, in_context(content))


class PieceCache:
    """Attributes each node once on one token scale; whole-file and active-path sums share the work.

    With `table` (the lines measured while the file was parsed), an undecoded node's facts come from its
    line's numbers instead of decoding it again. With `keep` False nothing is kept per node: every call
    derives the facts again (from the table: a few additions), so a million-entry session holds no
    per-entry objects."""

    def __init__(self, scale: TokenScale = ESTIMATE_SCALE, table: LineFacts | None = None, keep: bool = True) -> None:
        if table is not None and scale.per_char is None:
            raise ValueError("the measured-lines table holds no text: exact token counts need the nodes")
        self.scale = scale
        self.table = table
        self.keep = keep
        self._facts: dict[int, Facts] = {}

    def facts(self, node: m.Node) -> Facts:
        """The node's facts, measured once and kept (when `keep`)."""
        key = id(node)
        found = self._facts.get(key)
        if found is None:
            found = self._measure(node)
            if self.keep:
                self._facts[key] = found
        return found

    def facts_once(self, node: m.Node) -> Facts:
        """The node's facts from the cache, else measured without keeping them (a million-entry path)."""
        found = self._facts.get(id(node))
        return found if found is not None else self._measure(node)

    def _measure(self, node: m.Node) -> Facts:
        table = self.table
        if table is not None and node.line in table:
            pending = pending_content(node)
            if pending is not None:
                return self._from_table(node, table, pending)
        return node_facts(node, self.scale)

    def _from_table(self, node: m.Node, table: LineFacts, pending: Pending) -> Facts:
        """Facts of an undecoded node from the numbers its line gave while it was parsed."""
        line = node.line
        usage = table.usage(line, pending)
        counts = in_context(node, table.excluded(line, pending))
        if not counts:
            return Facts((), usage, False)
        tokens, categories = self.scale.tokens, _categories(node.kind)
        pieces = tuple(
            image_piece(categories[code]) if code == IMAGE_CODE
            else Piece(categories[code], chars, tokens("", weight), False, weight)
            for code, chars, weight in table.blocks(line))
        return Facts(pieces, usage, True)

    def weights(self, node: m.Node) -> tuple[int, int, m.Usage | None]:
        """(weighted chars, of which thinking, recorded usage) of a node, without building its facts when its
        line was measured (the rate fit reads every entry once, before the rate is known)."""
        table = self.table
        pending = pending_content(node) if table is not None and node.line in table else None
        if table is None or pending is None:
            facts = self.facts(node)
            return (sum(p.weight for p in facts.pieces), sum(p.weight for p in facts.pieces if p.category == THINKING),
                    facts.usage)
        line = node.line
        usage = table.usage(line, pending)
        if not in_context(node, table.excluded(line, pending)):
            return 0, 0, usage
        total = thinking = 0
        for code, _chars, weight in table.blocks(line):
            weight = IMAGE_CHARS if code == IMAGE_CODE else weight
            total += weight
            if code == THINKING_CODE:
                thinking += weight
        return total, thinking, usage

    def pieces(self, node: m.Node) -> tuple[Piece, ...]:
        return self.facts(node).pieces

    def tokens(self, node: m.Node) -> int:
        return self.facts(node).tokens

    def count(self, text: str) -> int:
        """Tokens of a text on this cache's scale (placeholders, recorded prompts)."""
        return self.scale.count(text)

    def rescaled(self, scale: TokenScale) -> PieceCache:
        """The same facts with tokens at another rate (weights are not measured again)."""
        other = PieceCache(scale, self.table, self.keep)
        other._facts = {key: Facts(tuple(rescaled(p, scale) for p in f.pieces), f.usage, f.counts)
                        for key, f in self._facts.items()}
        return other

    def breakdown(self, nodes: Iterable[m.Node]) -> Breakdown:
        bd = empty_breakdown()
        for node in nodes:
            for piece in self.pieces(node):
                bd[piece.category].add(piece.chars, piece.tokens)
        return bd

    def whole(self, nodes: Iterable[m.Node], recorded: RecordedUsage) -> Breakdown:
        """The breakdown of every entry in context, adding every recorded usage to `recorded`, one entry at a
        time: entries the cache does not hold are read once on a throw-away copy and not kept (bounded memory)."""
        bd = empty_breakdown()
        for node in nodes:
            facts = self.facts_once(node)
            for piece in facts.pieces:
                bd[piece.category].add(piece.chars, piece.tokens)
            if facts.usage is not None:
                recorded.add(facts.usage)
        return bd
