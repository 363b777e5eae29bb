"""The sessions pane: every transcript of the workspace as a list, the selected one as a tree
(active path marked, branch points foldable, compaction horizons shown), the entry under the
cursor in full, search within the session, and rewind / fork with confirmation (`sessions_moves`).

Loading is ordered on the event loop: async workers await thread workers (discovery, parsing) and
events set by the handlers once rows are painted, so the full parse of a long file starts after the
head's tree is on screen and the list's full scan after the first tree, without a thread blocking.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any, Callable, TypeVar

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.timer import Timer
from textual.widgets import DataTable, Input, Static

from memtui.app_access import ReportsWorkerErrors, memtui_app
from memtui.cli.table import distinct_names, plural
from memtui.core.sessions import load_tree, load_tree_cached
from memtui.core.sessions.discovery import Discovery, SessionInfo, agent_home_configured, discover
from memtui.core.sessions.tree import SessionTree
from memtui.panes.sessions_detail import describe_node, fork_parents
from memtui.panes.sessions_moves import SessionMovesBase
from memtui.widgets.fitted_table import fill_fitted
from memtui.widgets.session_tree import SessionTreeView
from memtui.widgets.hints import NO_SESSIONS

FIRST_LOOK_BYTES = 1 << 20   # files longer than this show the tree of their first MiB first
FIRST_TREE_WAIT = 2.0        # at most this long the list's full scan waits for the first tree to be painted
LIST_FOLLOW_DELAY = 0.15     # the tree follows the list's cursor once it rests this long
HEAD_PAINT_WAIT = 1.0        # at most this long the full parse waits for the head's tree to be painted
# Session list columns: session, date, format, entries, the context the agent last reported; the name gives
# up cells first. "Reported tok" (not "Tokens"): Usage (F5) counts the active context from the transcript,
# a different number for the same session, and says so.
LIST_STEPS = ((0, 20), (2, 5))
T = TypeVar("T")


def _tree_with_rows(path: Path, max_bytes: int | None = None) -> SessionTree:
    """Parse a transcript (or its head) and flatten its rows: all of it off the UI thread."""
    tree = load_tree(path, max_bytes) if max_bytes is not None else load_tree_cached(path)
    tree.rows()
    return tree


def _is_long(path: Path) -> bool:
    try:
        return os.stat(path).st_size > FIRST_LOOK_BYTES
    except OSError:
        return False


async def _painted(event: asyncio.Event, seconds: float) -> None:
    """Wait for `event` (set once rows are painted), at most `seconds` (a pane hidden never paints)."""
    try:
        await asyncio.wait_for(event.wait(), seconds)
    except asyncio.TimeoutError:
        pass


class SessionsPane(ReportsWorkerErrors, SessionMovesBase):
    """Browse, search, rewind and fork the workspace's session transcripts."""

    BINDINGS = [
        Binding("slash", "search", "Search", id="sessions-search",
                tooltip="Search the text of every entry of this session"),
        Binding("n", "search_next(1)", "Next match", id="sessions-next-match", tooltip="Go to the next search match"),
        Binding("N", "search_next(-1)", "Prev match", show=False, id="sessions-prev-match",
                tooltip="Go to the previous search match"),
        Binding("r", "rewind", "Rewind", id="sessions-rewind",
                tooltip="Make the entry under the cursor the active leaf (asks first)"),
        Binding("f", "fork", "Fork", id="sessions-fork",
                tooltip="Write the path to the entry under the cursor as a new session file (asks first)"),
        Binding("a", "goto_active", "Leaf", id="sessions-active-leaf", tooltip="Jump to the active leaf"),
        Binding("b", "branch(1)", "Next branch", id="sessions-next-branch", tooltip="Jump to the next branch point"),
        Binding("B", "branch(-1)", "Prev branch", show=False, id="sessions-prev-branch",
                tooltip="Jump to the previous branch point"),
        Binding("l", "focus_list", "List", id="sessions-focus-list",
                tooltip="Go to the session list (the tree follows its cursor)"),
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

    def __init__(self, root: Path, *, agent_home: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root = Path(root)
        self.agent_home = agent_home
        self.infos: list[SessionInfo] = []
        self.forks: dict[Path, str] = {}      # session path -> name of the session it was forked from
        self.current: Path | None = None
        self.session_tree: SessionTree | None = None
        self.matches: list[str] = []
        self.query_text = ""
        self._first_tree_shown = asyncio.Event()     # set by the handler once the first tree is painted
        self._head_painted = asyncio.Event()         # set once a long file's head is painted
        self._follow_timer: Timer | None = None       # opens the session under the list's cursor

    def compose(self) -> ComposeResult:
        yield Static("looking for session transcripts…", id="sessions-summary")
        table: DataTable[object] = DataTable(id="sessions-list", cursor_type="row", zebra_stripes=True)
        table.tooltip = "Sessions: the tree below follows the cursor (enter or click opens at once)"
        yield table
        with Horizontal(id="sessions-body"):
            yield SessionTreeView(id="sessions-tree")
            with VerticalScroll(id="sessions-detail-box"):
                yield Static("", id="sessions-detail")
        yield Input(placeholder="search this session (enter: find, escape: close)", id="sessions-search-input")

    def on_mount(self) -> None:
        table: DataTable[object] = self.query_one("#sessions-list", DataTable)
        table.add_columns("Session", "Date", "Format", "Entries", "Reported tok")
        self.query_one("#sessions-search-input", Input).display = False
        memtui_app(self).files_changed_signal.subscribe(self, self._files_changed)
        self.load_list()

    # ------------------------------------------------------------------ workers
    async def _in_thread(self, fn: Callable[..., T], *args: Any, group: str) -> T:
        """Run `fn(*args)` in a thread worker and await its result on the loop."""
        worker = self.run_worker(lambda: fn(*args), thread=True, group=group, exit_on_error=False)
        return await worker.wait()

    @work(exclusive=True, exit_on_error=False, group="sessions-list")
    async def load_list(self) -> None:
        """Find and summarise the transcripts: names first, then (after the first tree is painted) every
        file's entries, tokens and fork parents."""
        homes = self.agent_home or agent_home_configured(self.root)
        quick = await self._in_thread(lambda: discover(self.root, agent_home=homes, detailed=False),
                                      group="sessions-list-scan")
        self.post_message(self.ListLoaded(quick))
        if quick.sessions and self.session_tree is None:
            await _painted(self._first_tree_shown, FIRST_TREE_WAIT)   # let the first tree paint before parsing all
        found = await self._in_thread(lambda: discover(self.root, agent_home=homes), group="sessions-list-scan")
        forks = await self._in_thread(fork_parents, found.sessions, group="sessions-list-scan")
        self.post_message(self.ListLoaded(found, forks))

    @work(exclusive=True, exit_on_error=False, group="sessions-tree")
    async def load_session(self, path: Path, cursor_id: str | None = None) -> None:
        """Parse one transcript and build its tree in thread workers. A long file first shows the tree of
        its head; the full parse (which holds the GIL most of the time) starts once that is painted."""
        if cursor_id is None and await self._in_thread(_is_long, path, group="sessions-tree-parse"):
            self._head_painted.clear()
            head = await self._in_thread(_tree_with_rows, path, FIRST_LOOK_BYTES, group="sessions-tree-parse")
            self.post_message(self.TreeLoaded(path, head, None))
            await _painted(self._head_painted, HEAD_PAINT_WAIT)
        tree = await self._in_thread(_tree_with_rows, path, group="sessions-tree-parse")
        self.post_message(self.TreeLoaded(path, tree, cursor_id))

    @work(thread=True, exclusive=True, exit_on_error=False, group="sessions-search")
    def run_search(self, tree: SessionTree, query: str) -> None:
        needle = query.casefold()
        found = [node_id for node_id, node in tree.nodes.items()
                 if needle in node.text().casefold() or any(
                     needle in (b.name or "").casefold() or needle in str(b.arguments or "").casefold()
                     for b in node.blocks if b.type == "tool_call")]
        self.post_message(self.SearchDone(query, found))

    def after_move(self, kind: str, target: str) -> None:
        """A rewind changes the open file (the cursor stays on the target); any move changes the list."""
        if kind == "rewind" and self.current is not None:
            self.load_session(self.current, target)
        self.load_list()

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
            self._summary(NO_SESSIONS
                          + (f" · {plural(problems, 'problem')}" if problems else ""))
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
        # sessions sharing a name show their file; a fork's "⑂ fork of …" already tells it apart
        plain = [info for info in self.infos if info.path not in self.forks]
        shown = dict(zip([info.path for info in plain], distinct_names(
            [info.name for info in plain], [info.display_path for info in plain]), strict=True))
        for info in self.infos:
            tokens = f"{info.tokens:,}" if info.tokens is not None else "–"
            name = Text(shown.get(info.path, info.name) if not info.error else f"{info.display_path} ({info.error})")
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

    @on(DataTable.RowHighlighted, "#sessions-list")
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        """Walking the list with the keys shows each session's tree (after a short pause, so holding a
        key does not parse every file passed): the tree no longer stays on a session the cursor left."""
        table = self.query_one("#sessions-list", DataTable)
        path = Path(str(event.row_key.value))
        if self._follow_timer is not None:
            self._follow_timer.stop()
            self._follow_timer = None
        if table.has_focus and path != self.current:
            self._follow_timer = self.set_timer(LIST_FOLLOW_DELAY, lambda: self._follow_list(path))

    def _follow_list(self, path: Path) -> None:
        self._follow_timer = None
        table = self.query_one("#sessions-list", DataTable)
        if table.row_count and str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value) == str(path):
            if path != self.current:
                self.open_session(path)

    def open_session(self, path: Path, cursor_id: str | None = None) -> None:
        self.current = path
        self._summary(f"loading {self.display_path(path)}…")
        self.load_session(path, cursor_id)

    @on(TreeLoaded)
    def _tree_loaded(self, message: TreeLoaded) -> None:
        if message.path != self.current:
            return
        self.session_tree = message.session_tree
        self.matches = []
        self.refresh_bindings()
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
        self.refresh_bindings()
        if not self.matches:
            self.notify(f"no entry mentions {message.query!r}", severity="warning")
            self._update_summary()
            return
        self.query_one(SessionTreeView).focus()
        self.action_search_next(1)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that do nothing right now are disabled (None: the help lists them, a narrow footer leaves
        them out): n/N until a search found entries, l while the list is already focused."""
        if action == "search_next":
            return True if self.matches else None
        if action == "focus_list":
            table = self.query_one_optional("#sessions-list", DataTable)
            return None if table is not None and table.has_focus else True
        return True

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

    # ------------------------------------------------------------------ text
    def _summary(self, text: str) -> None:
        self.query_one("#sessions-summary", Static).update(text)

    def _update_summary(self, extra: str | None = None) -> None:
        tree = self.session_tree
        if tree is None or self.current is None:
            return
        session = tree.session
        parts = [
            self.display_path(self.current),
            session.format + (f" v{session.version}" if session.version else ""),
            f"{sum(1 for n in tree.nodes.values() if not n.source):,} entries",
            plural(len(tree.branch_points), "branch point"),
            plural(len(tree.compactions), "compaction"),
            f"active path {len(tree.active_path):,}",
        ]
        if session.malformed:
            parts.append(plural(len(session.malformed), "malformed line") + ": " + ", ".join(
                str(m.line) for m in session.malformed[:5]))
        warnings = session.warnings + tree.warnings   # the CLI's "!" lines: why the tree looks as it does
        if warnings:
            parts.append(f"⚠ {plural(len(warnings), 'warning')}: {warnings[0]}" + (" …" if len(warnings) > 1 else ""))
        if session.error:
            parts.append(session.error)
        if session.partial:
            parts.append("loading the rest…")
        if extra:
            parts.append(extra)
        self._summary(" · ".join(parts))
