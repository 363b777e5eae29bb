"""The active path of a session as the usage stats need it, built on `SessionTree`.

`context_view(session)` gives the active path (root to active leaf, across compactions, with the
Claude Code parallel tool results beside it), the
context the model last saw (the path after the last compaction's horizon), the nodes after the
last compaction marker, and for every compaction on the path the context right after it:
Pi/OpenClaw the summary plus the kept entries from `firstKeptEntryId`; Claude Code the
`isCompactSummary` line(s) plus a preserved segment; Codex the `compacted` message.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from memtui.core.sessions import model as m
from memtui.core.sessions.tree import SessionTree


@dataclass
class ContextView:
    path: list[m.Node]                                    # active path, root -> leaf
    context: list[m.Node]                                 # after the last compaction's horizon
    after_last_compaction: list[m.Node]                   # path nodes after the last compaction marker
    kept_after: dict[int, list[m.Node]] = field(default_factory=dict)   # id(compaction) -> context after it


def kept_after_compaction(path: list[m.Node], index: int) -> list[m.Node]:
    """The context right after the compaction at `path[index]`."""
    node = path[index]
    if node.type.startswith("system/"):            # Claude compact_boundary: summary line(s) follow
        kept: list[m.Node] = []
        position = index + 1
        while position < len(path) and path[position].kind == m.SUMMARY:
            kept.append(path[position])
            position += 1
        segment = node.extra.get("preserved_segment")
        tail = segment.get("tailUuid") if isinstance(segment, dict) else None
        ids = [n.id for n in path]
        if isinstance(tail, str) and tail in ids[position:]:
            kept.extend(path[position: ids.index(tail, position) + 1])
        return kept
    first_kept = node.extra.get("first_kept_id")
    for start in range(index):
        if path[start].id == first_kept:
            return path[start:index + 1]
    return [node]


def context_view(session: m.Session, tree: SessionTree | None = None) -> ContextView:
    """Build the view (pass a tree already built to save the work)."""
    tree = tree or SessionTree.build(session)
    nodes = tree.nodes
    path = [nodes[i] for i in tree.with_parallel_results(tree.active_path) if not nodes[i].source]
    context = [nodes[i] for i in tree.with_parallel_results(tree.context_path()) if not nodes[i].source]
    marks = [i for i, n in enumerate(path) if n.kind == m.COMPACTION]
    after = path[marks[-1] + 1:] if marks else list(path)
    return ContextView(path, context, after, {id(path[i]): kept_after_compaction(path, i) for i in marks})
