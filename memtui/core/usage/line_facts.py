"""What the usage stats need of each transcript line, measured while the line is parsed, in flat arrays.

`LineFacts.add(line, node)` takes the throw-away node `content_pass.parse_with_content` decoded and keeps
only numbers: per content block its type, chars and CJK-weighted chars; the recorded usage; whether the
line is kept out of the context. About 40 bytes a line (no Python object per line), so a million-entry
transcript's facts cost tens of MB and no line is decoded a second time. Categories and tokens are
derived when asked (`facts`), from the parsed node's kind and the token scale of the moment.
"""

from __future__ import annotations

import json
from array import array
from typing import Iterator

from memtui.core.sessions import model as m
from memtui.core.sessions.content_pass import Pending
from memtui.core.tokens import weighted_chars

BLOCK_TYPES = ("text", "thinking", "tool_call", "tool_result", "image", "other")
_CODE = {name: code for code, name in enumerate(BLOCK_TYPES)}
_OTHER = _CODE["other"]
IMAGE_CODE = _CODE["image"]
THINKING_CODE = _CODE["thinking"]
_NO_USAGE = -1
USAGE_FIELDS = 6          # input, output, cache_read, cache_write, total, context (-1: none)


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


def measured_blocks(blocks: list[m.Block]) -> Iterator[tuple[m.Block, str, int]]:
    """The blocks that put something into the context: (block, its text, CJK-weighted chars); an image
    has no text (its tokens are a fixed count), an empty text block puts nothing in."""
    for block in blocks:
        if block.type == "image":
            yield block, "", 0
            continue
        text = block_content(block)
        if text:
            yield block, text, weighted_chars(text)


class LineFacts:
    """Measured blocks and usage of every line of one file, by line number."""

    def __init__(self) -> None:
        self._first_block = array("q", [0])        # line n's blocks are [_first_block[n], _first_block[n + 1])
        self._usage_at = array("q", [_NO_USAGE])   # line n's usage starts at _usage[_usage_at[n]]
        self._excluded = bytearray(1)
        self._seen = bytearray(1)
        self._codes = bytearray()
        self._chars = array("q")
        self._weights = array("q")
        self._usage = array("q")

    def add(self, line: int, node: m.Node) -> None:
        """Keep the numbers of a decoded line (lines arrive in increasing order)."""
        if line + 2 > len(self._first_block):
            self._grow(line)
        self._first_block[line] = len(self._codes)      # (a skipped line before it holds no blocks)
        for block, text, weight in measured_blocks(node.blocks):
            self._codes.append(_CODE.get(block.type, _OTHER))     # an image's code is IMAGE_CODE
            self._chars.append(len(text))
            self._weights.append(weight)
        usage = node.usage
        if usage is not None:
            self._usage_at[line] = len(self._usage)
            context = usage.context_tokens
            self._usage.extend((usage.input, usage.output, usage.cache_read, usage.cache_write, usage.total,
                                -1 if context is None else context))
        if node.extra.get("exclude_from_context"):
            self._excluded[line] = 1
        self._seen[line] = 1
        self._first_block[line + 1] = len(self._codes)

    def _grow(self, line: int) -> None:
        """Extend the per-line arrays past `line`, doubling them (a skipped or future line is not seen: never
        asked for its blocks)."""
        missing = max(line + 2 - len(self._first_block), len(self._first_block))
        if missing > 0:
            self._first_block.extend([len(self._codes)] * missing)
            self._usage_at.extend([_NO_USAGE] * missing)
            self._excluded.extend(bytes(missing))
            self._seen.extend(bytes(missing))

    def __contains__(self, line: int) -> bool:
        return 0 < line < len(self._seen) and bool(self._seen[line])

    def blocks(self, line: int) -> zip[tuple[int, int, int]]:
        """(block type code (index in BLOCK_TYPES), chars, weighted chars) of the line's blocks that put something
        in the context."""
        start, end = self._first_block[line], self._first_block[line + 1]
        return zip(self._codes[start:end], self._chars[start:end], self._weights[start:end], strict=True)

    def excluded(self, line: int, pending: Pending) -> bool:
        """Whether the line is kept out of the context (`exclude_from_context`, as read or added by the parser)."""
        return bool(self._excluded[line]) or bool(pending.extra.get("exclude_from_context"))

    def usage(self, line: int, pending: Pending) -> m.Usage | None:
        """The recorded usage of the line as the parsed node holds it (a dropped fragment has none)."""
        at = self._usage_at[line]
        if at == _NO_USAGE or pending.drop_usage:
            return None
        value = self._usage[at:at + USAGE_FIELDS]
        return m.Usage(value[0], value[1], value[2], value[3], value[4], None if value[5] < 0 else value[5])
