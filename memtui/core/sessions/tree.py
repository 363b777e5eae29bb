"""Tree semantics over a parsed `Session`: roots, children, leaves, the derived active leaf and path,
branch points, compactions and their context horizon, labels, the session name, display rows.

Rules (see `docs session-formats.md` §3.4, §4.5, §9):
- Edges are `parent_id`. A Claude `compact_boundary` (a root in the file) hangs under its
  `logicalParentUuid` when that entry was written before it (a display edge, so history stays one
  tree); sub-agent transcripts hang under the entry holding the spawning tool call. Dangling
  parents, self-parents and cycles make extra roots. A repeated id stays out of the tree.
- Active leaf: Pi/OpenClaw the last tree entry in file order; Claude Code the latest non-sidechain
  leaf by timestamp (ties: the later line); Codex the last entry.
- Branch points: Pi/OpenClaw any entry with two or more children; Claude Code only real forks,
  i.e. typed user prompts at two or more different timestamps among the children (parallel tool
  calls, streaming splits, lagging tool results and same-timestamp replays are not branches);
  Codex has none.
- Horizon (where the model's context starts after a compaction): Pi `firstKeptEntryId` (or the
  compaction itself), Claude the boundary, Codex the `compacted` item.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable

from memtui.core.sessions.common import timestamp_key
from memtui.core.sessions.detect import CLAUDE_CODE, CODEX
from memtui.core.sessions.model import COMPACTION, TOOL_RESULT, USER, Node, Session
from memtui.core.sessions.tree_text import first_prompt, head_text, preview

__all__ = ["SessionTree", "BOOKKEEPING", "SPAWN_TOOLS", "first_prompt", "head_text", "preview"]

SPAWN_TOOLS = frozenset({"Task", "Agent"})
# Claude Code bookkeeping lines that join the parentUuid chain but are never leaves.
BOOKKEEPING = frozenset({"progress", "hook_progress", "system/stop_hook_summary", "system/hook_progress"})


@dataclass
class SessionTree:
    """The tree of one session. Build it with `SessionTree.build(session)`."""

    session: Session
    nodes: dict[str, Node] = field(default_factory=dict)          # tree entries by id, file order
    parent: dict[str, str | None] = field(default_factory=dict)   # tree parent (display edges included)
    edge: dict[str, str] = field(default_factory=dict)            # id -> "logical" | "subagent" for non-parentId edges
    children: dict[str, list[str]] = field(default_factory=dict)
    roots: list[str] = field(default_factory=list)
    leaves: list[str] = field(default_factory=list)
    active_leaf: str | None = None
    active_path: list[str] = field(default_factory=list)
    active_set: frozenset[str] = frozenset()
    branch_points: list[str] = field(default_factory=list)
    branch_set: frozenset[str] = frozenset()
    compactions: list[str] = field(default_factory=list)
    horizons: dict[str, str] = field(default_factory=dict)        # horizon entry id -> compaction id
    labels: dict[str, str] = field(default_factory=dict)
    parallel_results: dict[str, list[str]] = field(default_factory=dict)   # Claude: entry -> dead-end tool results
    warnings: list[str] = field(default_factory=list)
    _unfolded_rows: list[tuple[str, int]] | None = field(default=None, repr=False, compare=False)
    _several: list[str] = field(default_factory=list, repr=False, compare=False)   # parents of 2+ children

    # ------------------------------------------------------------------ building
    @classmethod
    def build(cls, session: Session) -> "SessionTree":
        tree = cls(session)
        tree._index(session)
        tree._link()
        tree._derive()
        return tree

    def _index(self, session: Session) -> None:
        if session.index is not None and not session.subagents:   # the parser's own index: shared, not rebuilt
            self.nodes = session.index
            if session.labels is not None:
                self.labels = dict(session.labels)
            else:
                self.labels = {node_id: node.label for node_id, node in session.index.items() if node.label}
            return
        nodes = self.nodes
        extra_nodes: Iterable[Node] = (n for sub in session.subagents for n in sub.nodes)
        for group in (session.nodes, extra_nodes):
            for node in group:
                if not node.in_tree:
                    continue
                earlier = nodes.setdefault(node.id, node)
                if earlier is not node:  # the agents index entries by id line by line: the last line wins
                    self.warnings.append(f"line {earlier.line}: id {node.id} repeats on line {node.line}; "
                                         "the later line is used")
                    del nodes[node.id]
                    nodes[node.id] = node   # in the later line's place
                if node.label:
                    self.labels[node.id] = node.label

    def _link(self) -> None:
        nodes, warnings = self.nodes, self.warnings
        parent = self.parent = dict.fromkeys(nodes)   # every entry, presized; roots keep None
        spawners = {}
        if self.session.format == CLAUDE_CODE and (
                self.session.subagents or any(n.sidechain and n.parent_id is None for n in nodes.values())):
            spawners = self._spawners()  # reads blocks: only when there is a sub-agent to place
        children: dict[str, list[str]] = {}
        roots: list[str] = []
        several: dict[str, None] = {}   # parents given a second child, in that order (the only branch points)
        backwards = False  # a parent written after its child: only then can there be a cycle
        find, kids_of = nodes.get, children.get
        checked = self.session.parents_first and nodes is self.session.index   # the parser saw every parent first
        for node_id, node in nodes.items():
            target = node.parent_id
            if target is not None and not checked:
                found = find(target)
                if found is None:
                    warnings.append(f"line {node.line}: parent {target} not found; shown as a root")
                    target = None
                elif found.line > node.line:
                    backwards = True
            if target is None:
                target = self._display_parent(node, spawners)
                if target is None:
                    roots.append(node_id)
                    continue
            parent[node_id] = target
            kids = kids_of(target)
            if kids is None:
                children[target] = [node_id]
            else:
                kids.append(node_id)
                several[target] = None
        if backwards or any(kind == "subagent" for kind in self.edge.values()):
            self._break_cycles(roots, children)  # only then can parents form a loop
        self._several = [k for k in several if len(children.get(k, ())) > 1]
        if self.session.format != CLAUDE_CODE and self.session.format != CODEX:
            for target in self._several:
                children[target].sort(key=lambda k: (timestamp_key(nodes[k].timestamp), nodes[k].line))
        roots.sort(key=lambda k: nodes[k].line)
        self.children, self.roots = children, roots

    def _display_parent(self, node: Node, spawners: dict[str, str]) -> str | None:
        """A display edge for a root: a compaction's logical parent, a sub-agent's spawning call."""
        nodes = self.nodes
        logical = nodes.get(node.logical_parent_id) if node.logical_parent_id else None
        if logical is not None and logical.line < node.line and not logical.source:
            self.edge[node.id] = "logical"
            return logical.id
        if node.sidechain and spawners:
            spawn = spawners.get(node.agent_id or "") or self._nearest_spawner(node, spawners)
            if spawn and spawn != node.id:
                self.edge[node.id] = "subagent"
                return spawn
        return None

    def _break_cycles(self, roots: list[str], children: dict[str, list[str]]) -> None:
        """Entries never reached from a root sit on a cycle: cut each at its earliest line."""
        reached = self._reach(roots, children)
        if len(reached) == len(self.nodes):
            return
        for node_id in self.nodes:
            if node_id in reached:
                continue
            old = self.parent[node_id]
            if old is not None:
                children[old].remove(node_id)
            self.parent[node_id] = None
            roots.append(node_id)
            self.warnings.append(f"line {self.nodes[node_id].line}: parent cycle broken here (shown as a root)")
            reached |= self._reach([node_id], children)

    def _spawners(self) -> dict[str, str]:
        """Agent id -> id of the entry holding the tool call that spawned it (Claude Code)."""
        call_owner: dict[str, str] = {}
        for node_id, node in self.nodes.items():
            if node.source:
                continue
            for block in node.blocks:
                if block.type == "tool_call" and block.call_id:
                    call_owner[block.call_id] = node_id
        spawners: dict[str, str] = {}
        for sub in self.session.subagents:
            call = (sub.header or {}).get("toolUseId")
            if sub.session_id and isinstance(call, str) and call in call_owner:
                spawners[sub.session_id] = call_owner[call]
        for node in self.nodes.values():
            agent = node.extra.get("spawned_agent")
            if agent and agent not in spawners:
                for block in node.blocks:
                    if block.type == "tool_result" and block.call_id in call_owner:
                        spawners[agent] = call_owner[block.call_id]
                        break
        spawn_calls = [
            node_id for node_id, node in self.nodes.items()
            if not node.sidechain and any(b.type == "tool_call" and b.name in SPAWN_TOOLS for b in node.blocks)
        ]
        if spawn_calls:
            spawners["\x00spawn-calls"] = "\x00".join(spawn_calls)
        return spawners

    def _nearest_spawner(self, node: Node, spawners: dict[str, str]) -> str | None:
        """An inline sidechain without a known agent: the latest Task/Agent call before it."""
        calls = spawners.get("\x00spawn-calls")
        if not calls:
            return None
        moment = timestamp_key(node.timestamp)
        best: str | None = None
        for call_id in calls.split("\x00"):
            if timestamp_key(self.nodes[call_id].timestamp) <= moment:
                best = call_id
        return best

    @staticmethod
    def _reach(starts: list[str], children: dict[str, list[str]]) -> set[str]:
        seen: set[str] = set()
        stack = list(starts)
        while stack:
            node_id = stack.pop()
            if node_id in seen:
                continue
            seen.add(node_id)
            stack.extend(children.get(node_id, ()))
        return seen

    def _derive(self) -> None:
        nodes, children = self.nodes, self.children
        fmt = self.session.format
        leaves = [node_id for node_id in nodes if node_id not in children]
        compactions = [node_id for node_id, node in nodes.items() if node.kind == COMPACTION]
        if self.session.subagents:   # sub-agent entries (with a `source`) come after the session's own
            last_own = next((k for k in reversed(nodes) if nodes[k].source is None), None)
        else:
            last_own = next(reversed(nodes), None)
        self.compactions = compactions
        self.active_leaf = last_own
        if fmt == CLAUDE_CODE:
            leaves = self._claude_leaves()
            candidates = [k for k in leaves if not nodes[k].sidechain and not nodes[k].source]
            if candidates:
                self.active_leaf = max(candidates, key=lambda k: (timestamp_key(nodes[k].timestamp), nodes[k].line))
        self.leaves = leaves
        self.active_path = self.path_to(self.active_leaf) if self.active_leaf else []
        path = self.active_path
        self.active_set = frozenset(self.with_parallel_results(path) if self.parallel_results else path)
        if fmt == CLAUDE_CODE:
            self.branch_points = [k for k in self._several if self._is_real_fork(children[k])]
        elif fmt != CODEX:
            self.branch_points = list(self._several)
        self.branch_points.sort(key=lambda k: nodes[k].line)
        self.branch_set = frozenset(self.branch_points)
        for comp in compactions:
            first_kept = nodes[comp].extra.get("first_kept_id")
            start = first_kept if isinstance(first_kept, str) and first_kept in nodes else comp
            self.horizons[start] = comp

    def _claude_leaves(self) -> list[str]:
        """Claude Code leaves: bookkeeping lines (`progress`, hook notices) and parallel tool results are
        not leaves, and an entry whose only descendants are such lines is one. Fills `parallel_results`."""
        nodes, children = self.nodes, self.children
        order: list[str] = []
        stack = list(self.roots)
        while stack:  # pre-order: every parent before its children
            node_id = stack.pop()
            order.append(node_id)
            stack.extend(children.get(node_id, ()))
        grows: dict[str, bool] = {}  # the entry has a descendant that is not bookkeeping
        for node_id in reversed(order):
            grows[node_id] = any(grows[k] or nodes[k].type not in BOOKKEEPING for k in children.get(node_id, ()))
        leaves: list[str] = []
        for node_id in order:
            node = nodes[node_id]
            if node.type in BOOKKEEPING or grows[node_id]:
                continue
            parent = self.parent.get(node_id)
            siblings = children.get(parent, ()) if parent is not None else ()
            if node.kind == TOOL_RESULT and any(k != node_id and grows[k] for k in siblings):
                self.parallel_results.setdefault(parent, []).append(node_id)  # type: ignore[arg-type]
                continue
            leaves.append(node_id)
        leaves.sort(key=lambda k: nodes[k].line)
        return leaves

    def with_parallel_results(self, path: list[str], *, until: str | None = None) -> list[str]:
        """`path` plus the parallel tool results hanging beside it (Claude Code), in file order: they are
        part of the conversation the model saw. None are added under `until` (a fork's last entry)."""
        if not self.parallel_results:
            return list(path)
        extra = [k for node_id in path if node_id != until for k in self.parallel_results.get(node_id, ())]
        if not extra:
            return list(path)
        return sorted(list(path) + extra, key=lambda k: self.nodes[k].line)

    def _is_real_fork(self, kids: list[str]) -> bool:
        if len(kids) < 2:
            return False
        stamps = {self.nodes[k].timestamp for k in kids if self.nodes[k].kind == USER and not self.nodes[k].sidechain}
        return len(stamps) >= 2

    # ------------------------------------------------------------------ queries
    def path_to(self, node_id: str) -> list[str]:
        """Ids from the root down to `node_id` (display edges included; cycles are already cut)."""
        if node_id not in self.nodes:
            return []
        step = self.parent.get
        path = [node_id]
        append = path.append
        current = step(node_id)
        while current is not None:
            append(current)
            current = step(current)
        path.reverse()
        return path

    def file_path_to(self, node_id: str) -> list[str]:
        """Ids from the root down to `node_id` following only the file's own parent links."""
        nodes = self.nodes
        return self._walk_up(node_id, lambda k: nodes[k].parent_id)

    def _walk_up(self, node_id: str, step: Callable[[str], str | None]) -> list[str]:
        path: list[str] = []
        current: str | None = node_id
        seen: set[str] = set()
        while current is not None and current not in seen and current in self.nodes:
            seen.add(current)
            path.append(current)
            current = step(current)
        path.reverse()
        return path

    def context_path(self) -> list[str]:
        """The active path after the last compaction on it: what the model's context starts from."""
        path = self.active_path
        last = None
        for index in range(len(path) - 1, -1, -1):
            if self.nodes[path[index]].kind == COMPACTION:
                last = index
                break
        if last is None:
            return list(path)
        first_kept = self.nodes[path[last]].extra.get("first_kept_id")
        if isinstance(first_kept, str) and first_kept in path[:last]:
            return path[path.index(first_kept):]
        return path[last:]

    def is_branch_point(self, node_id: str) -> bool:
        return node_id in self.branch_set

    def name(self) -> str:
        """The session's display name, or its first typed prompt, or its file name."""
        if self.session.name:
            return self.session.name
        prompt = first_prompt(self.session)
        if prompt:
            return prompt
        return self.session.path.rsplit("/", 1)[-1]

    def rows(self, folded: set[str] | frozenset[str] = frozenset()) -> list[tuple[str, int]]:
        """Display rows `(id, depth)` in tree order; a folded entry hides everything under it.

        A single child continues at the same depth; the children of a branch point (and of a
        Claude Code node with artefact siblings, which stay at the same depth) are indented, and
        so is a sub-agent under its spawning call. The unfolded rows are computed once (a worker
        can do it before the UI shows the tree); treat the returned list as read-only.
        """
        if not folded and self._unfolded_rows is not None:
            return self._unfolded_rows
        children, branch, edge = self.children, self.branch_set, self.edge
        rows: list[tuple[str, int]] = []
        append = rows.append
        stack: list[tuple[str, int]] = [(root, 0) for root in reversed(self.roots)]
        while stack:
            node_id, depth = stack.pop()
            while True:  # follow single-child chains without touching the stack
                append((node_id, depth))
                kids = children.get(node_id)
                if not kids or node_id in folded:
                    break
                if len(kids) == 1 and node_id not in branch and edge.get(kids[0]) != "subagent":
                    node_id = kids[0]
                    continue
                child_depth = depth + 1 if node_id in branch else depth
                for kid in reversed(kids):
                    stack.append((kid, depth + 1 if edge.get(kid) == "subagent" else child_depth))
                break
        if not folded:
            self._unfolded_rows = rows
        return rows

    def to_json(self) -> dict[str, object]:
        """The `memtui sessions tree --json` document."""
        return {
            "path": self.session.path,
            "format": self.session.format,
            "entries": sum(1 for n in self.nodes.values() if not n.source),
            "roots": [r for r in self.roots if not self.nodes[r].source],
            "leaves": [k for k in self.leaves if not self.nodes[k].source],
            "active_leaf": self.active_leaf,
            "branch_points": list(self.branch_points),
            "compactions": list(self.compactions),
            "labels": {k: v for k, v in self.labels.items()},
            "malformed_lines": [m.line for m in self.session.malformed],
        }
