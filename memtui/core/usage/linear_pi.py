"""The usage-only pass's reading of a Pi (v3) line: what `LinearClaude` keeps of each entry, for Pi files.

Each entry is filled by the parser's own filler (`pi.fill_line`: the same blocks, usage and extra the full
analysis reads) and measured as the full analysis measures it (`line_facts.measured_blocks`). Pi's context is
the path from the last entry in file order to its root (`linear_shape.last_entry_path`); entries off it (an
earlier branch after `/tree`) count in the whole file only. What the pass does not model raises `NotLinear`
(the caller then runs the full analysis): a file whose first line is not a v3 header, a second header, an entry
without an id or with an id written before, a parent written after its child (a parent not written is a root, as
the tree shows it), OpenClaw's own entries. A compaction is an entry like the others, with where the context
starts again after it (`firstKeptEntryId`) and the size Pi recorded before it (`linear_compaction.py`).
"""

from __future__ import annotations

from typing import Any

from memtui.core.sessions.detect import PI, is_openclaw_custom
from memtui.core.sessions.model import ASSISTANT, COMPACTION, TOOL_RESULT, USER, Node, Session
from memtui.core.sessions.pi import fill_line
from memtui.core.sessions.tree_text import first_prompt
from memtui.core.usage.attribution import in_context
from memtui.core.usage.linear_shape import (
    _ASSISTANT, _COMPACTION, _COUNTS, _PROMPT, _TOOL_RESULT, _USER, NotLinear,
)

PI_VERSION = 3                 # the version the pass models (v1/v2 are migrated in memory by the parser)
_KIND_FLAGS = {ASSISTANT: _ASSISTANT, USER: _USER, TOOL_RESULT: _TOOL_RESULT}


def take_pi(state: Any, number: int, obj: dict[str, Any]) -> None:
    """Keep one Pi line in `state` (a `linear.LinearClaude`, not imported: it imports this module; the header is
    the first JSON line, and `state.entries` counts it already)."""
    kind = obj.get("type")
    kind = kind if type(kind) is str else ""
    if state.entries == 1:
        if kind != "session" or obj.get("version") != PI_VERSION:
            raise NotLinear("a Pi file without a v3 header on its first line")
        return
    if kind == "session":
        raise NotLinear("a second Pi header")
    if kind in ("custom", "custom_message") and is_openclaw_custom(obj.get("customType")):
        raise NotLinear("an OpenClaw entry")
    entry_id = obj.get("id")
    if type(entry_id) is not str or not entry_id or entry_id in state.index_of or entry_id in state.dangling:
        raise NotLinear("an entry without an id, a repeated id, or the parent of an entry written before it")
    parent = obj.get("parentId")
    parent = parent if type(parent) is str and parent != entry_id else None      # as `parse_pi`: else a root
    parent_index = state.index_of.get(parent, -1) if parent is not None else -1
    if parent is not None and parent_index == -1:     # a parent never written (Pi's own fork drops a label): a
        state.dangling.add(parent)                    # root, as the tree shows it, unless it is written later
    if kind == "session_info":          # the latest wins; an empty name clears it (Pi's getSessionName)
        name = obj.get("name")
        state.title = (name.strip() or None) if isinstance(name, str) else None
    node = Node(entry_id, parent, number, "", type=kind)
    fill_line(node, obj)
    state.index_of[entry_id] = len(state.flags)
    state.parents.append(parent_index)
    stamp = obj.get("timestamp")
    state.stamps.append(stamp if type(stamp) is str else None)
    flags = _KIND_FLAGS.get(node.kind, 0)
    index = len(state.flags)
    if node.kind == USER and node.role == "user":
        flags |= _PROMPT
        if state.prompt is None:
            state.prompt = first_prompt(Session("", PI, nodes=[node]))
    elif node.kind == COMPACTION:     # where the context starts again, and the size the agent recorded before it
        flags |= _COMPACTION
        first_kept, before = obj.get("firstKeptEntryId"), obj.get("tokensBefore")
        state.compacted[index] = (first_kept if type(first_kept) is str else None,
                                  before if type(before) is int and before > 0 else None)
    if in_context(node):
        flags |= _COUNTS
        state.measure(node)
    state.first_block.append(len(state.codes))
    state.flags.append(flags)
    state.lines.append(number)
    usage = node.usage
    context = usage.context_tokens if usage is not None else None
    state.context.append(context if type(context) is int and context > 0 else 0)
    state.ids.append(entry_id)
    if usage is not None:
        recorded = state.recorded
        recorded[0] += usage.input
        recorded[1] += usage.output
        recorded[2] += usage.cache_read
        recorded[3] += usage.cache_write
        recorded[4] += 1
