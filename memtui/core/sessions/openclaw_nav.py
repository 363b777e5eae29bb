"""OpenClaw's transcript navigation, ported rule for rule from its `scanSessionTranscriptTree`
(`src/config/sessions/transcript-tree.ts`, openclaw 2026.9.6).

Entries are Pi-style records. `leaf` records are navigation controls: `targetId` becomes the
active leaf (`null`: the root), `appendParentId` where the next entry is appended, `appendMode:
"side"` keeps later side appends off the leaf. Canonical entries written with `appendMode: "side"`
hang where they were written but do not move the leaf. After a `reset` entry, entries (and leaf
controls) that do not descend from it are pinned to the current leaf. A leaf control naming an
unknown entry is invalid and changes nothing. `tests/fixtures/sessions/openclaw_db/openclaw_tree.json`
holds OpenClaw's own output for the fixture transcripts; the tests compare this port with it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CANONICAL_TYPES = frozenset({
    "message", "thinking_level_change", "model_change", "compaction", "reset", "branch_summary", "custom",
    "custom_message", "label", "session_info",
})


class _Missing:
    """JavaScript's `undefined` (distinct from `null`, which is None here)."""

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class NavNode:
    """One entry of the scanned tree: its resolved parent, and what it does to the leaf."""

    __slots__ = ("id", "parent_id", "leaf_id", "append_parent_id", "append_mode", "index", "entry", "control")

    def __init__(self, entry_id: str, parent_id: Any, leaf_id: Any = MISSING, append_parent_id: Any = None,
                 append_mode: str | None = None, index: int = -1, entry: Any = None, control: bool = False) -> None:
        self.id = entry_id
        self.parent_id = parent_id                 # str | None; for an invalid leaf control the raw parentId
        self.leaf_id = leaf_id                     # the leaf this entry selects (None: the root), MISSING: none
        self.append_parent_id = append_parent_id
        self.append_mode = append_mode
        self.index = index
        self.entry = entry
        self.control = control                     # a (parseable) leaf control record

    def but(self, **changes: Any) -> "NavNode":
        """A copy with some fields changed (JavaScript's `{...node, field: value}`)."""
        copy = NavNode(self.id, self.parent_id, self.leaf_id, self.append_parent_id, self.append_mode, self.index,
                       self.entry, self.control)
        for name, value in changes.items():
            setattr(copy, name, value)
        return copy


@dataclass
class NavTree:
    """`scanSessionTranscriptTree`'s result."""

    nodes: list[NavNode] = field(default_factory=list)
    by_id: dict[str, NavNode] = field(default_factory=dict)
    leaf_id: str | None = None
    append_parent_id: str | None = None
    has_leaf_control: bool = False
    invalid_leaf_controls: set[str] = field(default_factory=set)

    def active_path(self) -> list[str]:
        """`selectSessionTranscriptTreePathNodes(tree, leafId)`: root to leaf, leaf controls skipped."""
        path: list[str] = []
        seen: set[str] = set()
        current = self.leaf_id
        while current:
            if current in seen:
                return []
            seen.add(current)
            node = self.by_id.get(current)
            if node is None:
                break
            if not node.control:
                path.append(node.id)
            current = node.parent_id if isinstance(node.parent_id, str) else None
        path.reverse()
        return path


def _nonblank(value: Any) -> str | None:
    return value if isinstance(value, str) and value.strip() else None


def is_canonical(record: Any) -> bool:
    return isinstance(record, dict) and record.get("type") in CANONICAL_TYPES


def is_side_entry(record: Any) -> bool:
    return is_canonical(record) and record.get("appendMode") == "side"


def is_leaf_control(record: Any) -> bool:
    return isinstance(record, dict) and record.get("type") == "leaf" and tree_entry(record) is not None


def tree_entry(record: Any) -> NavNode | None:
    """`parseSessionTranscriptTreeEntry`: a parent-linked row, or None."""
    if not isinstance(record, dict) or record.get("type") == "session" or "parentId" not in record:
        return None
    entry_id = _nonblank(record.get("id"))
    raw_parent = record["parentId"]
    parent = None if raw_parent is None else (_nonblank(raw_parent) or MISSING)
    if not entry_id or parent is MISSING:
        return None
    if record.get("type") == "leaf":
        raw_target = record.get("targetId", MISSING)
        target = None if raw_target is None else (_nonblank(raw_target) or MISSING)
        raw_append = record.get("appendParentId", MISSING)
        if raw_append is MISSING:
            append = target
        else:
            append = None if raw_append is None else (_nonblank(raw_append) or MISSING)
        raw_mode = record.get("appendMode", MISSING)
        mode = None if raw_mode is MISSING else ("side" if raw_mode == "side" else MISSING)
        if target is MISSING or append is MISSING or mode is MISSING:
            return None
        return NavNode(entry_id, target, target, append, mode, control=True)
    side = record.get("appendMode") == "side"
    leaf = entry_id if is_canonical(record) and not side else MISSING
    return NavNode(entry_id, parent, leaf, entry_id, "side" if side else None)


def _parentless_canonical(record: Any, parent_id: str | None) -> NavNode | None:
    """`parseParentlessCanonicalEntry`: a canonical entry written without `parentId`."""
    if not is_canonical(record) or "parentId" in record:
        return None
    entry_id = _nonblank(record.get("id"))
    if not entry_id:
        return None
    side = record.get("appendMode") == "side"
    return NavNode(entry_id, parent_id, MISSING if side else entry_id, entry_id, "side" if side else None)


def _resolve_parent(parent_id: str | None, by_id: dict[str, NavNode]) -> str | None:
    """`resolveCanonicalParentId`: a parent that is a leaf control stands for its target."""
    seen: set[str] = set()
    current = parent_id
    while current is not None:
        if current in seen:
            return current
        parent = by_id.get(current)
        if parent is None or not parent.control:
            return current
        seen.add(current)
        current = parent.parent_id if isinstance(parent.parent_id, str) else None
    return None


def scan(entries: list[Any]) -> NavTree:
    """`scanSessionTranscriptTree(entries)` (entries in storage order, the header included)."""
    tree = NavTree()
    by_id, invalid = tree.by_id, tree.invalid_leaf_controls
    leaf: str | None = None
    append_parent: str | None = None
    latest_reset: str | None = None
    reset_descendants: set[str] = set()

    def known(ref: Any) -> bool:
        return ref is None or (ref in by_id and ref not in invalid)

    for index, entry in enumerate(entries):
        explicit = tree_entry(entry)
        control = explicit is not None and explicit.control
        if explicit is not None and latest_reset and leaf is not None and control and (
                explicit.leaf_id is None or explicit.leaf_id not in reset_descendants):
            explicit = explicit.but(parent_id=leaf, leaf_id=leaf, append_parent_id=leaf)
        if explicit is not None and control and (not known(explicit.leaf_id) or not known(explicit.append_parent_id)):
            invalid.add(explicit.id)
            node = explicit.but(parent_id=entry.get("parentId"), leaf_id=MISSING, append_parent_id=append_parent,
                                entry=entry, index=index)
            tree.nodes.append(node)
            by_id[node.id] = node
            continue
        found = explicit if explicit is not None else _parentless_canonical(entry, leaf)
        canonical = is_canonical(entry)
        if found is not None and canonical:
            side = found.append_mode == "side"
            stale = (explicit is not None and found.parent_id is not None and found.parent_id not in by_id
                     and leaf is not None)
            if latest_reset is not None and not side and (
                    found.parent_id is None or found.parent_id not in reset_descendants):
                candidate = leaf
            elif not side and stale:
                candidate = leaf
            elif explicit is not None and not side and found.parent_id == append_parent and leaf != append_parent:
                candidate = leaf
            else:
                candidate = found.parent_id
            resolved = _resolve_parent(candidate, by_id)
            if resolved != found.parent_id:
                found.parent_id = resolved          # `found` is this entry's own fresh node
        if found is None:
            continue
        found.entry, found.index = entry, index
        tree.nodes.append(found)
        by_id[found.id] = found
        if canonical and entry.get("type") == "reset":
            latest_reset = found.id
            reset_descendants = {found.id}
        elif latest_reset is not None and found.parent_id is not None and found.parent_id in reset_descendants:
            reset_descendants.add(found.id)
        append_parent = found.append_parent_id
        if found.leaf_id is not MISSING:
            leaf = found.leaf_id
        if control:
            tree.has_leaf_control = True
    tree.leaf_id, tree.append_parent_id = leaf, append_parent
    return tree
