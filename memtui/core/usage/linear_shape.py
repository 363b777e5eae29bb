"""The shape of a session as the linear usage pass keeps it: which entries make the context.

Entries are numbered in file order; per entry the pass keeps kind flags (below), its parent's number (-1: a
root), its timestamp and line, and its recorded context. `context_entries` finds the context as `SessionTree`
does — the path to the latest leaf, with the parallel tool results hanging from it — without building a tree;
`last_entry_path` the Pi context (the path to the last entry).
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence

from memtui.core.sessions.common import timestamp_key

# entry flags
_ASSISTANT, _PROMPT, _USER, _TOOL_RESULT, _COUNTS, _BOOKKEEPING, _COMPACTION = 1, 2, 4, 8, 16, 32, 64


class NotLinear(Exception):
    """The transcript holds something the linear pass does not model: use the full analysis."""


def context_entries(flags: bytearray, parents: array[int], stamps: Sequence[str | None], lines: array[int],
                    context: array[int]) -> list[int]:
    """The entries of the session's context in file order, as `SessionTree` derives it: the path to the latest
    leaf (`_claude_leaves`: bookkeeping lines and parallel tool results are none) with the parallel tool
    results hanging from it. Entries off it (another branch after a rewind, bookkeeping dead ends) count in
    the whole file only; when those that are off it count nowhere, every entry is returned (one chain)."""
    count = len(flags)
    grows = bytearray(count)                      # the entry has a descendant that is not bookkeeping
    growing_children = [0] * count
    for i in range(count - 1, -1, -1):            # children come after their parent: final when reached
        parent = parents[i]
        if parent >= 0:
            growing_children[parent] += grows[i]
            if grows[i] or not flags[i] & _BOOKKEEPING:
                grows[parent] = 1
    leaves, parallel = [], []
    for i in range(count):
        if flags[i] & _BOOKKEEPING or grows[i]:
            continue
        if flags[i] & _TOOL_RESULT and parents[i] >= 0 and growing_children[parents[i]]:
            parallel.append(i)                    # a tool result beside a sibling the session went on from
        else:
            leaves.append(i)
    if not leaves:
        raise NotLinear("no leaf")
    at = max(leaves, key=lambda i: (timestamp_key(stamps[i]), lines[i]))   # as `SessionTree`
    on_path = bytearray(count)
    while at >= 0:
        on_path[at] = 1
        at = parents[at]
    for i in parallel:
        if on_path[parents[i]]:
            on_path[i] = 1
    return _chain_or_path(on_path, flags, context)


def last_entry_path(flags: bytearray, parents: array[int], context: array[int]) -> list[int]:
    """The entries of a Pi session's context in file order: the path from the last entry in file order (Pi's
    leaf, whatever its type) to its root, as `SessionTree` derives it."""
    return _chain_or_path(path_marks(parents, len(flags) - 1), flags, context)


def path_marks(parents: array[int], leaf: int) -> bytearray:
    """1 for each entry on the path from `leaf` up to its root, else 0."""
    on_path = bytearray(len(parents))
    at = leaf
    while at >= 0:
        on_path[at] = 1
        at = parents[at]
    return on_path


def _chain_or_path(on_path: bytearray, flags: bytearray, context: array[int]) -> list[int]:
    """Every entry when those off the path count nowhere (one chain: no second copy of the arrays), else the
    entries on the path."""
    count = len(flags)
    if all(on_path[i] or not (flags[i] & ~_BOOKKEEPING or context[i]) for i in range(count)):
        return list(range(count))                 # off the path only entries that count nowhere: one chain
    return [i for i in range(count) if on_path[i]]
