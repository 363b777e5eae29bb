"""The sessions pane: every transcript of the workspace as a list, the selected one as a tree
(active path marked, branch points foldable, compaction horizons shown), the entry under the
cursor in full, search within the session, and rewind / fork with confirmation.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import DataTable, Input, Static

from memtui.cli.table import plural
from memtui.core.sessions import OPENCLAW, PI, load_tree, load_tree_cached
from memtui.core.sessions.discovery import (
    Discovery,
    SessionInfo,
    agent_home_configured,
    discover,
)
from memtui.core.sessions.live import live_evidence
from memtui.core.sessions.model import Node
from memtui.core.sessions.moves import MoveError, MoveResult, fork, rewind
from memtui.core.sessions.openclaw_moves import fork_store, rewind_store
from memtui.core.sessions.stores import is_store_path
from memtui.core.sessions.tree import SessionTree
from memtui.core.text_safety import markers
from memtui.screens.choice_screen import ChoiceScreen
from memtui.widgets.fitted_table import fill_fitted
from memtui.widgets.session_tree import SessionTreeView

DETAIL_CHARS = 100_000
FIRST_LOOK_BYTES = 1 << 20   # files longer than this show the tree of their first MiB first
FIRST_TREE_WAIT = 2.0        # seconds the list waits for the first tree before parsing every file
HEAD_PAINT_WAIT = 1.0        # seconds the full parse waits for the head's tree to be drawn
HEADER_BYTES = 1 << 16       # enough of a transcript to read its header (session id, parent session)
# Session list columns: session, date, format, entries, tokens; the name gives up cells first.
LIST_STEPS = ((0, 20), (2, 5))


def fork_parents(infos: list[SessionInfo]) -> dict[Path, str]:
    """For each listed session that is a fork, the name of its original ("fork of …"). The parent
    is matched by path (Pi `parentSession`) or session id (Codex `forked_from_id`); an original
    that is not listed shows its file name. Only each file's head is parsed."""
    heads = {info.path: load_tree(info.path, HEADER_BYTES).session for info in infos
             if not info.error and not is_store_path(info.path)}     # a store session is never a fork file
    by_key: dict[str, SessionInfo] = {}
    for info in infos:
        by_key[str(Path(info.path).resolve())] = info
        session = heads.get(info.path)
        if session is not None and session.session_id:
            by_key[session.session_id] = info
    parents = {}
    for path, session in heads.items():
        parent = session.parent_session
        if not parent:
            continue
        original = by_key.get(parent) or by_key.get(str(Path(parent).resolve()) if "/" in parent else "")
        parents[path] = (original.name or original.display_path) if original else Path(parent).name
    return parents


def describe_node(tree: SessionTree, node: Node) -> Text:
    """The full entry: where it sits, its usage, then every block (text, thinking, tool calls/results)."""
    out = Text()
    out.append(node.kind, style="bold")
    out.append(f"  ·  {node.type or '-'} · id {node.id} · line {node.line}\n", style="dim")
    parent = tree.parent.get(node.id)
    if parent:
        how = tree.edge.get(node.id)
        out.append(f"parent {parent}" + (f" ({how} edge)" if how else "") + "\n", style="dim")
    if node.timestamp:
        out.append(f"{node.timestamp}\n", style="dim")
    if node.id == tree.active_leaf:
        out.append("← active leaf\n", style="green")
    if node.id in tree.labels:
        out.append(f"label: {tree.labels[node.id]}\n", style="yellow")
    if node.id in tree.horizons:
        out.append(f"context horizon of compaction {tree.horizons[node.id]}: the model's context starts here\n",
                   style="magenta")
    if node.sidechain or node.agent_id:
        out.append(f"sub-agent {node.agent_id or ''}".rstrip() + (f" ({node.source})" if node.source else "") + "\n",
                   style="cyan")
    if node.extra.get("tokens_before"):
        out.append(f"tokens before compaction: {node.extra['tokens_before']:,}\n")
    if node.usage is not None:
        u = node.usage
        out.append(f"usage: input {u.input:,} · output {u.output:,} · cache read {u.cache_read:,} · "
                   f"cache write {u.cache_write:,} · total {u.total:,}"
                   + (f" · context {u.context_tokens:,}" if u.context_tokens is not None else "") + "\n")
    elif node.extra.get("usage_on"):
        out.append(f"usage: on the last fragment of this streamed message ({node.extra['usage_on']})\n", style="dim")
    out.append("\n")
    budget = DETAIL_CHARS
    for block in node.blocks:
        if budget <= 0:
            out.append(f"… more content not shown (line {node.line} of the file)\n", style="dim")
            break
        if block.type == "tool_call":
            out.append(f"→ tool call {block.name or ''}", style="bold cyan")
            out.append(f"  {block.call_id or ''}\n", style="dim")
            body = block.arguments if isinstance(block.arguments, str) else json.dumps(
                block.arguments, indent=2, ensure_ascii=False)
            result = find_result(tree, node, block.call_id)
            if result is not None:
                body += f"\n  ← result in {result.id} (line {result.line})"
        elif block.type == "tool_result":
            out.append(f"← tool result {block.name or ''}", style="bold cyan")
            out.append(f"  {block.call_id or ''}", style="dim")
            out.append(" error\n" if block.is_error else "\n", style="red")
            body = block.text
        elif block.type == "thinking":
            out.append("thinking\n", style="italic dim")
            body = block.text
        else:
            body = block.text
        if len(body) > budget:
            body = body[:budget] + f"\n… {len(body) - budget:,} more chars (line {node.line} of the file)"
        budget -= len(body)
        out.append(body + "\n\n", style="italic dim" if block.type == "thinking" else "")
    return out


def find_result(tree: SessionTree, node: Node, call_id: str | None) -> Node | None:
    """The entry holding the result of a tool call: a child of the calling entry."""
    if not call_id:
        return None
    for child_id in tree.children.get(node.id, ()):
        child = tree.nodes[child_id]
        if any(b.type == "tool_result" and b.call_id == call_id for b in child.blocks):
            return child
    return None


class SessionsPane(Vertical):
    """Browse, search, rewind and fork the workspace's session transcripts."""

    BINDINGS = [
        Binding("slash", "search", "Search", id="sessions-search",
                tooltip="Search the text of every entry of this session"),
        Binding("n", "search_next(1)", "Next match", id="sessions-next-match", tooltip="Go to the next search match"),
        Binding("N", "search_next(-1)", "Prev match", show=False, id="sessions-prev-match",
                tooltip="Go to the previous search match"),
        Binding("b", "branch(1)", "Next branch", id="sessions-next-branch", tooltip="Jump to the next branch point"),
        Binding("B", "branch(-1)", "Prev branch", show=False, id="sessions-prev-branch",
                tooltip="Jump to the previous branch point"),
        Binding("a", "goto_active", "Active leaf", id="sessions-active-leaf", tooltip="Jump to the active leaf"),
        Binding("r", "rewind", "Rewind", id="sessions-rewind",
                tooltip="Make the entry under the cursor the active leaf (asks first)"),
        Binding("f", "fork", "Fork", id="sessions-fork",
                tooltip="Write the path to the entry under the cursor as a new session file (asks first)"),
        Binding("l", "focus_list", "List", id="sessions-focus-list",
                tooltip="Go to the session list (up/down, enter opens)"),
        Binding("t", "focus_tree", "Tree", show=False, id="sessions-focus-tree",
                tooltip="Go to the tree of the open session"),
        Binding("h", "toggle_agent_homes", "Agent homes", show=False, id="sessions-agent-homes",
                tooltip="Also list the sessions in ~/.pi, ~/.claude/projects, ~/.openclaw and ~/.codex"),
    ]

    class ListLoaded(Message):
        def __init__(self, found: Discovery, forks: dict[Path, str] | None = None) -> None:
            super().__init__()
            self.found = found
            self.forks = forks or {}

    class TreeLoaded(Message):
        def __init__(self, path: Path, tree: SessionTree, cursor_id: str | None) -> None:
            super().__init__()
            self.path = path
            self.session_tree = tree
            self.cursor_id = cursor_id

    class SearchDone(Message):
        def __init__(self, query: str, matches: list[str]) -> None:
            super().__init__()
            self.query = query
            self.matches = matches

    class RewindQuestion(Message):
        def __init__(self, path: Path, node_id: str, evidence: list[str]) -> None:
            super().__init__()
            self.path = path
            self.node_id = node_id
            self.evidence = evidence

    class MoveDone(Message):
        def __init__(self, kind: str, result: MoveResult | None, error: str | None, target: str) -> None:
            super().__init__()
            self.kind = kind
            self.result = result
            self.error = error
            self.target = target

    def __init__(self, root: Path, *, agent_home: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.root = Path(root)
        self.agent_home = agent_home
        self.infos: list[SessionInfo] = []
        self.forks: dict[Path, str] = {}      # session path -> name of the session it was forked from
        self.current: Path | None = None
        self.session_tree: SessionTree | None = None
        self.matches: list[str] = []
        self.query_text = ""
        self._first_tree_shown = threading.Event()
        self._head_painted = threading.Event()

    def compose(self) -> ComposeResult:
        yield Static("looking for session transcripts…", id="sessions-summary")
        table = DataTable(id="sessions-list", cursor_type="row", zebra_stripes=True)
        table.tooltip = "Sessions: enter or click opens the tree"
        yield table
        with Horizontal(id="sessions-body"):
            yield SessionTreeView(id="sessions-tree")
            with VerticalScroll(id="sessions-detail-box"):
                yield Static("", id="sessions-detail")
        yield Input(placeholder="search this session (enter: find, escape: close)", id="sessions-search-input")

    def on_mount(self) -> None:
        table = self.query_one("#sessions-list", DataTable)
        table.add_columns("Session", "Date", "Format", "Entries", "Tokens")
        self.query_one("#sessions-search-input", Input).display = False
        signal = getattr(self.app, "files_changed_signal", None)
        if signal is not None:
            signal.subscribe(self, self._files_changed)
        self.load_list()

    # ------------------------------------------------------------------ workers
    @work(thread=True, exclusive=True, exit_on_error=False, group="sessions-list")
    def load_list(self) -> None:
        """Find and summarise the transcripts (off the UI thread)."""
        homes = self.agent_home or agent_home_configured(self.root)
        quick = discover(self.root, agent_home=homes, detailed=False)
        self.post_message(self.ListLoaded(quick))
        if quick.sessions and self.session_tree is None:
            self._first_tree_shown.wait(FIRST_TREE_WAIT)  # let the first tree paint before parsing all
        found = discover(self.root, agent_home=homes)
        self.post_message(self.ListLoaded(found, fork_parents(found.sessions)))

    @work(thread=True, exclusive=True, exit_on_error=False, group="sessions-tree")
    def load_session(self, path: Path, cursor_id: str | None = None) -> None:
        """Parse one transcript and build its tree (off the UI thread). A long file first shows
        the tree of its head, so something is on screen while the rest is parsed."""
        try:
            long_file = os.stat(path).st_size > FIRST_LOOK_BYTES
        except OSError:
            long_file = False
        if long_file and cursor_id is None:
            self._head_painted.clear()
            head = load_tree(path, FIRST_LOOK_BYTES)
            head.rows()  # flattened here, not on the UI thread
            self.post_message(self.TreeLoaded(path, head, None))
            # The full parse holds the GIL most of the time: let the UI draw the head's rows first.
            self._head_painted.wait(HEAD_PAINT_WAIT)
        tree = load_tree_cached(path)
        tree.rows()
        self.post_message(self.TreeLoaded(path, tree, cursor_id))

    @work(thread=True, exclusive=True, exit_on_error=False, group="sessions-search")
    def run_search(self, tree: SessionTree, query: str) -> None:
        needle = query.casefold()
        found = [node_id for node_id, node in tree.nodes.items()
                 if needle in node.text().casefold() or any(
                     needle in (b.name or "").casefold() or needle in str(b.arguments or "").casefold()
                     for b in node.blocks if b.type == "tool_call")]
        self.post_message(self.SearchDone(query, found))

    @work(thread=True, exclusive=True, exit_on_error=False, group="sessions-move")
    def run_move(self, kind: str, path: Path, node_id: str, expected: object) -> None:
        """Rewind or fork; the user has already answered the question, live-session evidence included."""
        try:
            if is_store_path(path):       # an OpenClaw SQLite store: its own leaf write, or a JSONL fork
                result = (rewind_store(path, node_id) if kind == "rewind"
                          else fork_store(path, node_id, out=self.root / f"fork-{node_id}.jsonl"))
            elif kind == "rewind":
                result = rewind(path, node_id, expected=expected, backup_root=self.root,  # type: ignore[arg-type]
                                allow_live=True)
            else:
                result = fork(path, node_id, expected=expected)  # type: ignore[arg-type]
        except MoveError as exc:
            self.post_message(self.MoveDone(kind, None, str(exc), node_id))
            return
        self.post_message(self.MoveDone(kind, result, None, node_id))

    # ------------------------------------------------------------------ handlers
    def _files_changed(self, paths: frozenset[str]) -> None:
        if any(p.endswith(".jsonl") for p in paths):
            self.load_list()
            if self.current is not None:
                try:
                    rel = self.current.resolve().relative_to(self.root.resolve()).as_posix()
                except ValueError:
                    rel = None
                if rel in paths:
                    self.load_session(self.current, self.query_one(SessionTreeView).highlighted_id)

    @on(ListLoaded)
    def _list_loaded(self, message: ListLoaded) -> None:
        table = self.query_one("#sessions-list", DataTable)
        selected = self.current
        self.infos = message.found.sessions
        self.forks = message.forks or self.forks
        self._fill_list()
        problems = len(message.found.problems)
        count = len(self.infos)
        if not count:
            self._summary("no session transcripts in this workspace" + (f" · {plural(problems, 'problem')}" if problems else ""))
            return
        if selected is None or all(info.path != selected for info in self.infos):
            self.open_session(self.infos[0].path)
        else:
            table.move_cursor(row=[i.path for i in self.infos].index(selected))
            self._update_summary()

    def _fill_list(self) -> None:
        """The session rows, columns fitted to the width; a fork says what it was forked from."""
        table = self.query_one("#sessions-list", DataTable)
        rows = []
        for info in self.infos:
            tokens = f"{info.tokens:,}" if info.tokens is not None else "–"
            name = Text(info.name if not info.error else f"{info.display_path} ({info.error})")
            if info.path in self.forks:
                name.append(f"  ⑂ fork of {self.forks[info.path]}", style="dim")
            rows.append((str(info.path), [name, info.date, info.format, f"{info.entries:,}", tokens]))
        fill_fitted(table, rows, steps=LIST_STEPS)  # type: ignore[arg-type]

    def on_resize(self) -> None:
        """Column widths follow the terminal."""
        if self.infos:
            self.call_after_refresh(self._refit_list)

    def _refit_list(self) -> None:
        table = self.query_one("#sessions-list", DataTable)
        row = table.cursor_row
        self._fill_list()
        if table.row_count:
            table.move_cursor(row=min(row, table.row_count - 1), animate=False)

    @on(DataTable.RowSelected, "#sessions-list")
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        self.open_session(Path(str(event.row_key.value)))

    def open_session(self, path: Path, cursor_id: str | None = None) -> None:
        self.current = path
        self._summary(f"loading {self._display(path)}…")
        self.load_session(path, cursor_id)

    @on(TreeLoaded)
    def _tree_loaded(self, message: TreeLoaded) -> None:
        if message.path != self.current:
            return
        self.session_tree = message.session_tree
        self.matches = []
        self.query_one(SessionTreeView).set_tree(message.session_tree, message.cursor_id)
        self._update_summary()
        # Workers waiting to parse (the rest of this file, every file for the list) start once
        # the rows are on screen.
        self.call_after_refresh(self._first_tree_shown.set)
        if message.session_tree.session.partial:
            self.call_after_refresh(self._head_painted.set)

    @on(SessionTreeView.Highlighted)
    def _highlighted(self, event: SessionTreeView.Highlighted) -> None:
        detail = self.query_one("#sessions-detail", Static)
        if self.session_tree is None or event.node_id is None:
            detail.update("")
            return
        detail.update(describe_node(self.session_tree, self.session_tree.nodes[event.node_id]))
        self.query_one("#sessions-detail-box", VerticalScroll).scroll_home(animate=False)

    # ------------------------------------------------------------------ search
    def action_search(self) -> None:
        box = self.query_one("#sessions-search-input", Input)
        box.display = True
        box.focus()

    @on(Input.Submitted, "#sessions-search-input")
    def _search_submitted(self, event: Input.Submitted) -> None:
        query = event.value.strip()
        if self.session_tree is None or not query:
            return
        self.query_text = query
        self.run_search(self.session_tree, query)

    def on_key(self, event: events.Key) -> None:
        box = self.query_one("#sessions-search-input", Input)
        if event.key == "escape" and box.has_focus:
            event.stop()
            box.display = False
            self.query_one(SessionTreeView).focus()

    @on(SearchDone)
    def _search_done(self, message: SearchDone) -> None:
        self.matches = message.matches
        if not self.matches:
            self.notify(f"no entry mentions {message.query!r}", severity="warning")
            self._update_summary()
            return
        self.query_one(SessionTreeView).focus()
        self.action_search_next(1)

    def action_search_next(self, direction: int) -> None:
        view = self.query_one(SessionTreeView)
        if not self.matches or self.session_tree is None:
            return
        nodes = self.session_tree.nodes
        current = nodes[view.highlighted_id].line if view.highlighted_id else 0
        ordered = self.matches if direction > 0 else list(reversed(self.matches))
        target = next((m for m in ordered if (nodes[m].line > current if direction > 0 else nodes[m].line < current)),
                      ordered[0])
        view.move_to(target)
        self._update_summary(f"match {self.matches.index(target) + 1}/{len(self.matches)} for {self.query_text!r}")

    def action_focus_list(self) -> None:
        self.query_one("#sessions-list", DataTable).focus()

    def action_focus_tree(self) -> None:
        self.query_one(SessionTreeView).focus()

    def action_toggle_agent_homes(self) -> None:
        self.agent_home = not self.agent_home
        self.notify("listing the agent homes too" if self.agent_home else "listing this workspace only")
        self.load_list()

    # ------------------------------------------------------------------ navigation
    def action_branch(self, direction: int) -> None:
        if not self.query_one(SessionTreeView).jump_branch(direction):
            self.notify("this session has no branch points")

    def action_goto_active(self) -> None:
        if self.session_tree and self.session_tree.active_leaf:
            self.query_one(SessionTreeView).move_to(self.session_tree.active_leaf)

    # ------------------------------------------------------------------ moves
    def _target(self) -> tuple[SessionTree, str] | None:
        node_id = self.query_one(SessionTreeView).highlighted_id
        if self.session_tree is None or node_id is None or self.current is None:
            self.notify("open a session and put the cursor on an entry first", severity="warning")
            return None
        if self.session_tree.session.partial:
            self.notify("the session is still loading; try again in a moment", severity="warning")
            return None
        return self.session_tree, node_id

    def action_rewind(self) -> None:
        target = self._target()
        if target is None:
            return
        tree, node_id = target
        session = tree.session
        if session.format not in (PI, OPENCLAW):
            self.notify(f"rewind is not durable in {session.format} transcripts; press f to fork from this entry "
                        "into a new session file instead", severity="warning", timeout=8)
            return
        store = self.current is not None and is_store_path(self.current)
        if not store and (session.version or 1) < 2:
            self.notify("Pi v1 files have no entry ids on disk; press f to fork instead", severity="warning")
            return
        if node_id == tree.active_leaf:
            self.notify(f"{node_id} is already the active leaf")
            return
        if self.current is not None:
            self.ask_rewind(self.current, node_id, tree)

    @work(thread=True, exclusive=True, exit_on_error=False, group="sessions-ask")
    def ask_rewind(self, path: Path, node_id: str, tree: SessionTree) -> None:
        """Look for signs that the agent has the session open (file age, its lock, its process), then ask."""
        evidence = [] if is_store_path(path) else live_evidence(path, tree.session)
        self.post_message(self.RewindQuestion(path, node_id, evidence))

    @on(RewindQuestion)
    def _ask_rewind(self, message: RewindQuestion) -> None:
        if message.path != self.current:
            return
        node_id = message.node_id
        if is_store_path(message.path):
            how = "memtui writes the leaf-move rows OpenClaw itself writes, in one transaction"
        else:
            how = (f"memtui appends one label entry whose parent is {node_id}; every existing line stays "
                   "byte-identical and a backup is kept in .memtui/backups")
        question = f"Make {node_id} the active leaf of {self._display(message.path)}?\n\n{how}."
        if message.evidence:
            question += ("\n\n⚠ The agent may have this session open: " + "; ".join(message.evidence)
                         + ". A running agent keeps its own leaf in memory and would undo the rewind with its next "
                         "entry: close the session in the agent first, or fork instead.")
        label = "Rewind anyway" if message.evidence else "Rewind"
        self.app.push_screen(ChoiceScreen("Rewind", question, [("rewind", label), ("cancel", "Cancel")]),
                             lambda choice: self._confirmed("rewind", choice, node_id))

    def action_fork(self) -> None:
        target = self._target()
        if target is None:
            return
        tree, node_id = target
        steps = len(tree.file_path_to(node_id))
        question = (f"Write the {steps} entries from the root to {node_id} as a new {tree.session.format} "
                    f"session next to {self._display(self.current)}?\n\nThe original file is not touched.")
        self.app.push_screen(ChoiceScreen("Fork", question, [("fork", "Fork"), ("cancel", "Cancel")]),
                             lambda choice: self._confirmed("fork", choice, node_id))

    def _confirmed(self, kind: str, choice: str | None, node_id: str) -> None:
        if choice != kind or self.current is None or self.session_tree is None:
            return
        self.run_move(kind, self.current, node_id, self.session_tree.session.fingerprint)

    @on(MoveDone)
    def _move_done(self, message: MoveDone) -> None:
        if message.error:
            self.notify(message.error, title=f"{message.kind.capitalize()} refused", severity="error", timeout=10)
            return
        assert message.result is not None
        self.notify(message.result.message, title=message.kind.capitalize())
        if message.kind == "rewind" and self.current is not None:
            self.load_session(self.current, message.target)
        self.load_list()
        prompt = message.result.prompt
        if message.kind == "rewind" and prompt is not None:     # as Pi's /tree: the prompt comes back to edit
            question = ("The leaf is now the message before this prompt. Send it again, changed or not, "
                        f"to continue from here:\n\n{markers(prompt)}")
            self.app.push_screen(
                ChoiceScreen("Prompt given back", question, [("copy", "Copy to clipboard"), ("close", "Close")]),
                lambda choice: self.app.copy_to_clipboard(prompt) if choice == "copy" else None)

    # ------------------------------------------------------------------ text
    def _display(self, path: Path | None) -> str:
        if path is None:
            return ""
        try:
            return path.resolve().relative_to(self.root.resolve()).as_posix()
        except ValueError:
            return str(path)

    def _summary(self, text: str) -> None:
        self.query_one("#sessions-summary", Static).update(text)

    def _update_summary(self, extra: str | None = None) -> None:
        tree = self.session_tree
        if tree is None or self.current is None:
            return
        session = tree.session
        parts = [
            self._display(self.current),
            session.format + (f" v{session.version}" if session.version else ""),
            f"{sum(1 for n in tree.nodes.values() if not n.source):,} entries",
            plural(len(tree.branch_points), "branch point"),
            plural(len(tree.compactions), "compaction"),
            f"active path {len(tree.active_path):,}",
        ]
        if session.malformed:
            parts.append(plural(len(session.malformed), "malformed line") + ": " + ", ".join(
                str(m.line) for m in session.malformed[:5]))
        if session.error:
            parts.append(session.error)
        if session.partial:
            parts.append("loading the rest…")
        if extra:
            parts.append(extra)
        self._summary(" · ".join(parts))
