"""A usage-only pass over a linear Claude Code transcript: the `stats` numbers without building a tree.

Most Claude Code sessions are one chain: each entry hangs under one written before it, and what hangs beside
the chain is only parallel tool results (which the context keeps, in file order) and bookkeeping lines
(`progress`, hook notices: never in the context). For such a file the context is every counted entry in file
order, so `LinearClaude` reads each line once, keeps per entry a few numbers in flat arrays (kind flags, parent,
line, recorded context, the measured blocks) and derives the same `SessionUsage` as `analysis.analyze_session`
(`finish`). A session rewound to an earlier entry has branches: the context is then the path to the latest leaf
(`linear_shape.context_entries`, as `SessionTree` derives it) and the whole-file numbers count every branch.
What it does not model — a Claude Code compaction, a side chain, a repeated uuid, a sub-agent, entries none of
which carries `parentUuid` (the parser chains them in file order, with a warning) — raises `NotLinear`: the
caller then runs the full analysis. Pi (v3) files go through the same arrays, each line read by `linear_pi.py`;
their compactions are modelled (`linear_compaction.py`: the context after the last one, the timeline across all).
Its state is plain data (`to_state`/`from_state`), so a transcript that grew is continued from where it was left
(`resume.py`)."""

from __future__ import annotations

from array import array
from bisect import bisect_right
from itertools import accumulate
from typing import Any

from memtui.core.sessions.claude import _classify, claude_blocks, usage_numbers
from memtui.core.sessions.common import as_text
from memtui.core.sessions.detect import CLAUDE_CODE, PI, UNKNOWN_FORMAT, detect_format
from memtui.core.sessions.model import ASSISTANT, COMPACTION, SUMMARY, TOOL_RESULT, USER, Node, Session
from memtui.core.sessions.tree import BOOKKEEPING
from memtui.core.sessions.tree_text import first_prompt
from memtui.core.usage.attribution import IMAGE_CHARS, IMAGE_TOKENS, category_of, in_context
from memtui.core.usage.calibrate import calibrated_scale
from memtui.core.usage.line_facts import measured_blocks
from memtui.core.usage.linear_pi import take_pi
from memtui.core.usage.linear_compaction import PathCurve, compacted_view
from memtui.core.usage.linear_state import _SLOT, STATE_VERSION as STATE_VERSION, LinearState
from memtui.core.usage.linear_shape import (
    _ASSISTANT, _BOOKKEEPING, _COUNTS, _PROMPT, _TOOL_RESULT, _USER, NotLinear, context_entries, last_entry_path,
)
from memtui.core.usage.result import (
    CATEGORIES, GAP_RATIO, SYSTEM_PROMPT, THINKING, TOOL_RESULTS, Amount, Curve, PruneSettings,
    RecordedUsage, SessionUsage, SystemPrompt, TimelinePoint, UsageGap,
)
from memtui.core.usage.system_prompt import derived_system_prompt
from memtui.core.usage.whatif import linear_what_if
from memtui.core.tokens import TokenScale, weighted_chars


PEEK_OBJECTS = 25              # as the parser: the format is decided on the first objects
# entry flags
_IMAGE = 0x80                   # set on a block's category code: an image (fixed size, not scaled)
_THINKING = CATEGORIES.index(THINKING)
_TOOL_RESULTS = CATEGORIES.index(TOOL_RESULTS)
_CATEGORY_CODE = {name: code for code, name in enumerate(CATEGORIES)}


_NO_USAGE = (-1, -1, -1, -1)
_NO_FRAGMENT = array("q", (-1, *_NO_USAGE))
_KIND_FLAGS = {ASSISTANT: _ASSISTANT, USER: _USER, TOOL_RESULT: _TOOL_RESULT}
# kinds `attribution.in_context` always counts for a Claude Code tree entry (no `exclude_from_context` there)
_ALWAYS_IN_CONTEXT = frozenset({ASSISTANT, USER, TOOL_RESULT, SUMMARY})
_CODES: dict[tuple[str, str], int] = {}


def _code(kind: str, block_type: str) -> int:
    """The category code of a block of `block_type` in an entry of `kind` (| _IMAGE for an image)."""
    code = _CODES.get((kind, block_type))
    if code is None:
        code = _CODES[kind, block_type] = (_CATEGORY_CODE[category_of(kind, block_type)]
                                           | (_IMAGE if block_type == "image" else 0))
    return code


_TEXT_BLOCKS = {"text": "text", "thinking": "thinking"}     # block type -> the key of its text


def _texts(content: Any) -> list[tuple[str, str]] | None:
    """(block type, text) of content that is a string or a list of text and thinking blocks with string texts
    (what `claude_blocks` makes of it); None for any other content (its blocks are built)."""
    if type(content) is str:
        return [("text", content)]
    if type(content) is not list:
        return None
    texts = []
    for item in content:
        if type(item) is not dict:
            return None
        kind = item.get("type")
        block_type = _TEXT_BLOCKS.get(kind) if type(kind) is str else None
        text = item.get(block_type) if block_type is not None else None
        if block_type is None or type(text) is not str:
            return None
        texts.append((block_type, text))
    return texts


class LinearClaude(LinearState):
    """What the linear pass has read so far of one transcript (its fields: `LinearState`)."""

    # ------------------------------------------------------------------ reading
    def add(self, number: int, obj: Any) -> None:
        """Take one parsed line (1-based `number`); raises NotLinear for what the pass does not model."""
        if type(obj) is not dict:
            raise NotLinear("a line is not a JSON object")
        self.entries += 1
        if self.decided:
            self._take(number, obj)
            return
        self.undecided.append((number, obj))
        fmt, _ = detect_format([obj])
        if fmt == UNKNOWN_FORMAT:
            if len(self.undecided) >= PEEK_OBJECTS:
                raise NotLinear("format not recognised")
            return
        if fmt not in (CLAUDE_CODE, PI):
            raise NotLinear(f"format {fmt}")
        self.decided, self.format = True, fmt
        for held_number, held in self.undecided:
            self._take(held_number, held)
        self.undecided = []

    def _take(self, number: int, obj: dict[str, Any]) -> None:
        if self.format == PI:
            take_pi(self, number, obj)
            return
        kind = obj.get("type")
        kind = kind if type(kind) is str else ""
        uuid = obj.get("uuid")
        message = obj.get("message")
        message = message if type(message) is dict else None
        if type(uuid) is not str or not uuid:
            if kind == "custom-title":
                self.title = as_text(obj.get("customTitle")).strip() or None
            elif kind == "ai-title":
                self.ai_title = as_text(obj.get("aiTitle") or obj.get("title")) or self.ai_title
            elif kind != "summary" and message is not None:
                raise NotLinear("a message line without a uuid")
            return
        if not self.linked and "parentUuid" in obj:
            self.linked = True
        parent = obj.get("parentUuid")
        parent = parent if type(parent) is str and parent != uuid else None
        parent_index = self.index_of.get(parent, -2) if parent is not None else -1
        if parent_index == -2 or uuid in self.index_of:
            raise NotLinear("a parent not written before, or a repeated uuid")
        if obj.get("isSidechain") or obj.get("agentId") is not None:
            raise NotLinear("a side chain")
        node_kind, role, subtype = _classify(kind, obj, message)
        if node_kind == COMPACTION:
            raise NotLinear("a compaction")
        self.index_of[uuid] = len(self.flags)
        self.parents.append(parent_index)
        stamp = obj.get("timestamp")
        self.stamps.append(stamp if type(stamp) is str else None)
        usage = None
        if kind == "system":
            content = obj.get("content")
        elif message is not None:
            content = message.get("content")
            if node_kind == ASSISTANT:
                usage = usage_numbers(message.get("usage"))
        else:
            content = None
        texts = _texts(content)              # the common content, measured without building its blocks
        blocks = claude_blocks(content) if texts is None else None
        index = len(self.flags)
        flags = _KIND_FLAGS.get(node_kind, 0) | (_BOOKKEEPING if (subtype or kind) in BOOKKEEPING else 0)
        node = None
        if node_kind == USER and role == "user":
            flags |= _PROMPT
            if self.prompt is None:
                node = Node(uuid, parent, number, node_kind, role, type=subtype or kind,
                            blocks=claude_blocks(content) if blocks is None else blocks)
                self.prompt = first_prompt(Session("", CLAUDE_CODE, nodes=[node]))
        codes, chars, weights = self.codes, self.chars, self.weights
        if node_kind in _ALWAYS_IN_CONTEXT or in_context(
                node or Node(uuid, parent, number, node_kind, role, type=subtype or kind)):
            flags |= _COUNTS
            if texts is not None:
                for block_type, text in texts:
                    if text:
                        codes.append(_code(node_kind, block_type))
                        chars.append(len(text))
                        weights.append(weighted_chars(text))
            else:
                self.measure(node or Node(uuid, parent, number, node_kind, role, blocks=blocks or []))
        self.first_block.append(len(codes))
        self.flags.append(flags)
        self.lines.append(number)
        context = usage[0] + usage[2] + usage[3] if usage is not None else 0
        self.context.append(context if context > 0 else 0)
        self.ids.append(uuid if flags & _ASSISTANT or context > 0 else None)
        if usage is not None:
            recorded = self.recorded
            recorded[0] += usage[0]
            recorded[1] += usage[1]
            recorded[2] += usage[2]
            recorded[3] += usage[3]
            recorded[4] += 1
        if node_kind == ASSISTANT and message is not None and "usage" in message and type(message.get("id")) is str:
            request = obj.get("requestId")
            key = f"{message['id']}\x00{request if type(request) is str and request else ''}"
            self._split(key, index, usage)

    def measure(self, node: Node) -> None:
        """Keep the measured blocks of an entry in context (`line_facts.measured_blocks`: what the full analysis
        measures): category code, chars and CJK-weighted chars; an image at its fixed size."""
        codes, chars, weights = self.codes, self.chars, self.weights
        for block, text, weight in measured_blocks(node.blocks):
            code = _code(node.kind, block.type)
            codes.append(code)
            if code & _IMAGE:
                chars.append(IMAGE_CHARS)
                weights.append(IMAGE_CHARS)
            else:
                chars.append(len(text))
                weights.append(weight)

    def _split(self, key: str, index: int, usage: tuple[int, int, int, int] | None) -> None:
        """A streaming split keeps the usage on its last fragment only (as the parser does)."""
        values = self.fragment_values
        slot = self.fragments.get(key)
        if slot is None:
            slot = self.fragments[key] = len(values) // _SLOT
            values.extend(_NO_FRAGMENT)
        else:
            at, counted = values[slot * _SLOT], values[slot * _SLOT + 1:(slot + 1) * _SLOT]
            if counted[0] >= 0:                # (recorded numbers are never negative)
                for field, value in enumerate(counted):
                    self.recorded[field] -= value
                self.recorded[4] -= 1
            self.context[at] = 0
            if not self.flags[at] & _ASSISTANT:
                self.ids[at] = None
        values[slot * _SLOT:(slot + 1) * _SLOT] = array("q", (index, *(usage if usage is not None else _NO_USAGE)))

    # ------------------------------------------------------------------ result
    def finish(self, path: str, prune: PruneSettings) -> SessionUsage:
        """The session's usage, as `analysis.analyze_session` computes it for the same file."""
        if not self.decided or not self.flags:
            raise NotLinear("no entry")
        if self.format == CLAUDE_CODE and not self.linked and len(self.flags) > 1:
            raise NotLinear("no line carries parentUuid")   # the parser chains the entries in file order, warns
        if self.compacted:
            entries, cut_from, curve = compacted_view(self)
            return self._restricted(entries)._usage(path, prune, self, cut_from, curve)
        entries = self._context_entries()
        if len(entries) == len(self.flags):
            return self._usage(path, prune, None)
        return self._restricted(entries)._usage(path, prune, self)

    def _usage(self, path: str, prune: PruneSettings, whole_of: LinearClaude | None, cut_from: int = 0,
               curve: PathCurve | None = None) -> SessionUsage:
        """The usage with this state's entries as the context; `whole_of`: the state whose every entry makes the
        whole-file breakdown when that is more than the context (a branched session), else this one. After a
        compaction, the context's entries from `cut_from` on are those after its marker (the rate is fitted on
        their recorded usage, the last of it is the reported context) and `curve` makes the timeline and the
        compactions along the whole path at the fitted rate."""
        flags, context, first_block = self.flags, self.context, self.first_block
        codes, chars, weights = self.codes, self.chars, self.weights
        count = len(flags)
        stale = next((i for i in range(count - 1, -1, -1) if flags[i] & _PROMPT), 0)
        stale_blocks = first_block[stale]      # the blocks of the entries before the last prompt
        sent: Any = weights                    # earlier turns' thinking is not sent again
        if codes.find(_THINKING, 0, stale_blocks) != -1:
            sent = [0 if code == _THINKING and b < stale_blocks else weight
                    for b, (code, weight) in enumerate(zip(codes, weights, strict=True))]
        so_far = list(accumulate(sent, initial=0))
        points = [(so_far[first_block[i + 1]], context[i]) for i in range(cut_from, count) if context[i]]
        scale = calibrated_scale(points)
        tokens_of = scale.tokens
        tokens = [IMAGE_TOKENS if code & _IMAGE else tokens_of("", weight)
                  for code, weight in zip(codes, weights, strict=True)]
        tokens_before = list(accumulate(tokens, initial=0))
        entry_tokens = [tokens_before[first_block[i + 1]] - tokens_before[first_block[i]] for i in range(count)]
        sums = [[0, 0] for _ in CATEGORIES]                  # chars, tokens by category code
        not_resent = Amount()
        stale_thinking = [0] * count          # thinking tokens of entries before the last prompt
        results: list[tuple[int, int, int, bool]] = []      # (entry, chars, tokens, image) of each tool-result block
        for b, (code, size, block_tokens) in enumerate(zip(codes, chars, tokens, strict=True)):
            category = code & ~_IMAGE
            total = sums[category]
            total[0] += size
            total[1] += block_tokens
            if category == _TOOL_RESULTS:
                results.append((bisect_right(first_block, b) - 1, size, block_tokens, bool(code & _IMAGE)))
            elif code == _THINKING and b < stale_blocks:
                not_resent.add(size, block_tokens)
                stale_thinking[bisect_right(first_block, b) - 1] += block_tokens
        active = {name: Amount(*sums[code]) for code, name in enumerate(CATEGORIES)}
        whole = {c: Amount(a.chars, a.tokens) for c, a in active.items()} if whole_of is None else (
            whole_of._breakdown(scale))
        active[THINKING].chars -= not_resent.chars
        active[THINKING].tokens -= not_resent.tokens
        last = next((i for i in range(count - 1, cut_from - 1, -1) if context[i]), None)
        reported = context[last] if last is not None else None
        covered = sum(entry_tokens[:last + 1]) - sum(stale_thinking[:last + 1]) if last is not None else 0
        system = derived_system_prompt(reported, covered)
        for bd in (whole, active):
            bd[SYSTEM_PROMPT].add(system.chars, system.tokens)
        gap = UsageGap(reported, covered + system.tokens) if reported else None
        if gap is not None and gap.ratio <= GAP_RATIO:
            gap = None
        timeline, compactions = curve(scale, system) if curve is not None else (
            self._timeline(system, entry_tokens), [])
        recorded = RecordedUsage(*(whole_of or self).recorded)
        return SessionUsage(
            path=path, format=self.format, whole=whole, active=active, reported_context_tokens=reported,
            system_prompt=system, compactions=compactions, timeline=timeline,
            what_if=linear_what_if(self.flags, entry_tokens, results, scale.count(prune.placeholder), prune),
            entries=(whole_of or self).entries, malformed=0,
            warnings=[],
            name=self.title or self.ai_title or self.prompt or path.rsplit("/", 1)[-1],
            thinking_not_resent=not_resent, usage_gap=gap, recorded=recorded, tokenizer=scale.name,
            chars_per_token=scale.chars_per_token,
        )

    def _context_entries(self) -> list[int]:
        """The entries of the session's context, in file order (`linear_shape.context_entries` for Claude Code,
        `last_entry_path` for Pi)."""
        if self.format == PI:
            return last_entry_path(self.flags, self.parents, self.context)
        return context_entries(self.flags, self.parents, self.stamps, self.lines, self.context)

    def _restricted(self, entries: list[int]) -> LinearClaude:
        """A state holding only `entries` (in file order) and their blocks, for the numbers of the context."""
        view = LinearClaude()
        view.decided, view.format, view.title, view.ai_title, view.prompt = (
            True, self.format, self.title, self.ai_title, self.prompt)
        first = self.first_block
        for i in entries:
            view.flags.append(self.flags[i])
            view.lines.append(self.lines[i])
            view.context.append(self.context[i])
            view.ids.append(self.ids[i])
            view.codes += self.codes[first[i]:first[i + 1]]
            view.chars += self.chars[first[i]:first[i + 1]]
            view.weights += self.weights[first[i]:first[i + 1]]
            view.first_block.append(len(view.codes))
        return view

    def _breakdown(self, scale: TokenScale) -> dict[str, Amount]:
        """Chars and tokens by category of every block of every entry, at `scale`."""
        sums = {name: Amount() for name in CATEGORIES}
        for code, size, weight in zip(self.codes, self.chars, self.weights, strict=True):
            sums[CATEGORIES[code & ~_IMAGE]].add(size, IMAGE_TOKENS if code & _IMAGE else scale.tokens("", weight))
        return sums

    def _timeline(self, system: SystemPrompt, entry_tokens: list[int]) -> list[TimelinePoint]:
        """`analysis._timeline` on a path without compactions."""
        curve = Curve(system.tokens)
        flags, context, ids, lines = self.flags, self.context, self.ids, self.lines
        curve.extend((ids[i] or "", lines[i], entry_tokens[i] if flags[i] & _COUNTS else None, context[i] or None,
                      bool(flags[i] & _ASSISTANT)) for i in range(len(flags)))
        return curve.points
