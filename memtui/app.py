"""The memtui app shell: one tab per pane, a workspace scanner and a directory watcher.

Workers compute (scan, watch), messages deliver (`WorkspaceListed`, `WorkspaceScanned`, `FilesChanged`,
`OpenFileRequest`, `FileSaved`), and the handlers here route them to the panes.

The first screen waits for nothing it does not show: only the first pane is imported and composed
(the others after it: `PaneHost`); the first scan posts a cheap listing (estimated tokens, no
tokenizer loaded) that the Index pane paints, then the exact scan that everything else starts from.
"""

from __future__ import annotations

import asyncio
import gc
import threading
import traceback
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, cast

from rich.cells import cell_len
from textual import events, on, work
from textual.app import ComposeResult, SystemCommand
from textual.binding import ActiveBinding, Binding
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.notifications import SeverityLevel
from textual.signal import Signal
from textual.widgets import Header, Tab, TabbedContent, TabPane
from textual.worker import Worker, WorkerState

from memtui.core.config import load_config
from memtui.core.fsio import is_own_temp
from memtui.core.workspace import Workspace, scan_workspace
from memtui.messages import FilesChanged, FileSaved, LintFinished, OpenFileRequest, WorkspaceListed, WorkspaceScanned
from memtui.pane_registry import MAIN_WIDGETS, PANES, TAB_KEYS
from memtui.panes.pane_host import PaneHost
from memtui.screens.error_log_screen import ErrorLogScreen, LoggedError
from memtui.widgets.key_footer import KeyFooter

if TYPE_CHECKING:
    from memtui.core.history.journal import Journal, SnapshotResult
    from memtui.core.lint.finding import LintReport
    from memtui.panes.editor_pane import EditorPane

IGNORED_DIRS = (".memtui/", ".git/")
ERROR_TOAST_S = 24 * 3600.0     # an error's toast stays (until clicked, or F12 opens the log)
ERROR_TOAST_HINT = "click to dismiss · F12: error log"
TITLE_SEPARATOR = " - "         # between the title and the workspace in the header
NARROW_FOOTER_WIDTH = 110      # below it the footer is compact and starts with Help and Quit (`KeyFooter`)
LISTING_PAINT_WAIT_S = 2.0     # longest wait of the first exact scan for the listing's paint


class MemtuiApp(PaneHost):
    """See and fix what your agent remembers."""

    CSS_PATH = "app.tcss"
    TITLE = "memtui"
    # Screen classes by terminal width: narrow terminals (80×24) get single-column pane layouts.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", id="quit", tooltip="Quit memtui", priority=True),
        Binding("f1", "help", "Help", id="help", tooltip="The keys of the pane in focus and what each pane is for",
                priority=True),
        Binding("f12", "error_log", "Errors", id="errors", show=False, priority=True,
                tooltip="Every failure of this session: background tasks, memtui.toml problems"),
        # F2–F10: priority, so they work from inside a TextArea too (it binds F6/F7); shown on the tabs.
        *[Binding(TAB_KEYS[pane_id][0], f"show_tab('{pane_id}')", title, id=f"tab-{pane_id}",
                  tooltip=TAB_KEYS[pane_id][1], show=False, priority=True)
          for pane_id, title, _spec in PANES],
    ]

    def __init__(
        self,
        root: Path,
        *,
        watch: bool = True,
        cursor_blink: bool = True,
        panes: list[str] | None = None,
    ) -> None:
        super().__init__()
        self.root = Path(root).resolve()
        self.watch_enabled = watch
        self.cursor_blink = cursor_blink
        self.workspace: Workspace | None = None
        self.listing: Workspace | None = None      # the first scan's cheap listing, until `workspace` is set
        self._listing_painted = threading.Event()   # the exact scan waits for it (bounded): paint first
        self.pane_ids = panes
        self.sub_title = self.root.name
        self._watch_stop: asyncio.Event | None = None
        self.shown_panes: set[str] = set()
        # Downward broadcasts: panes subscribe in on_mount (`app.workspace_signal.subscribe(self, cb)`).
        self.workspace_signal: Signal[Workspace] = Signal(self, "workspace")
        self.listing_signal: Signal[Workspace] = Signal(self, "listing")
        self.files_changed_signal: Signal[frozenset[str]] = Signal(self, "files-changed")
        self.file_saved_signal: Signal[str] = Signal(self, "file-saved")
        self.lint_signal: Signal[LintReport] = Signal(self, "lint")
        self.lint_report: LintReport | None = None
        # The change journal: snapshotted after every scan (on start: also what happened while closed).
        self.journal_signal: Signal[SnapshotResult] = Signal(self, "journal")
        self.journal: Journal | None = None
        self.journal_started = False
        self._own_saves: set[str] = set()
        # Every failure of the session in one place (F12): worker errors, config problems.
        self.error_log: list[LoggedError] = []
        self._logged_config: set[str] = set()

    # --- layout -----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False, icon="◆")
        with TabbedContent(id="panes"):
            for number, (pane_id, title, spec) in enumerate(self.pane_specs()):
                self.shown_panes.add(pane_id)
                with TabPane(title, id=f"tab-{pane_id}"):
                    # the first pane paints the first screen; the others come after it (`mount_other_panes`)
                    pane = self.new_pane(pane_id, spec) if number == 0 else None
                    if pane is not None:
                        yield pane
        yield KeyFooter()

    def on_mount(self) -> None:
        self.apply_keymap()
        self.label_tabs()
        self.scan()
        if self.watch_enabled:
            self.watch_directory()
        self._freeze_timer = self.set_interval(1.0, self._freeze_when_settled)

    def _freeze_when_settled(self) -> None:
        """Once the start-up work is done, hide what it built (modules, widgets, the index, caches) from
        the garbage collector (`gc.freeze`; undone at exit): a full collection walked all of it, in
        whichever thread allocated, and held the UI for 0.3-1 s while embedding ran (bench/ui_latency.py
        --trace). Objects that die later are still freed by their reference counts."""
        if not any(w.group != "watch" and not w.is_finished for w in self.workers):
            gc.freeze()
            self._freeze_timer.stop()

    def format_title(self, title: str, sub_title: str) -> Content:
        """`memtui - demo`: an ASCII separator. Textual's em dash is an ambiguous-width character
        (two cells in a CJK terminal, drawn flush against the title by some fonts: "memtui— demo")."""
        if not sub_title:
            return Content(title)
        return Content.assemble(Content(title), (TITLE_SEPARATOR, "dim"), Content(sub_title).stylize("dim"))

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The palette: Textual's own commands plus namespaced memtui ones for what is possible now."""
        yield from super().get_system_commands(screen)
        for pane_id, title, _spec in self.pane_specs():
            yield SystemCommand(f"view: {title}", f"Show the {title} pane", partial(self.action_show_tab, pane_id))
        yield SystemCommand("workspace: Rescan", "Scan the memory files and lint them again now", self.scan)
        yield SystemCommand("prompt: Preview", "What each agent injects at session start, and what it cuts",
                            self.action_preview_prompt)
        yield SystemCommand("errors: Show the error log", "Every failure of this session (F12)", self.action_error_log)
        reloads = (
            ("review", "review: Rebuild the queue", "action_reload", "Build the review queue again"),
            ("history", "history: Reload the journal", "action_reload", "Read the change journal again"),
        )
        for reload_id, name, action, text in reloads:
            pane = self.pane(reload_id)
            if pane is not None:
                yield SystemCommand(name, text, getattr(pane, action))
        active_id = self.active_pane_id()
        title = dict((p, t) for p, t, _ in self.pane_specs()).get(active_id or "", "")
        for key in self.pane_keys(screen):
            yield SystemCommand(f"{title.lower()}: {key.binding.description}",
                                f"{key.binding.tooltip} ({self.get_key_display(key.binding)})",
                                partial(self.run_action, key.binding.action, key.node))
        editor = self.editor()
        if editor is not None and editor.path:
            yield SystemCommand("topic: Save", f"Save {editor.path} (atomic, backed up)", editor.action_save)
            yield SystemCommand("topic: Reload", f"Reload {editor.path} from disk", editor.action_reload)
            yield SystemCommand("topic: Diff against disk", f"Diff the buffer of {editor.path}",
                                editor.action_show_diff)

    def action_preview_prompt(self) -> None:
        from memtui.screens.preview_screen import PreviewScreen

        self.push_screen(PreviewScreen(self.root))

    def apply_keymap(self) -> None:
        """Remap bindings by id from `[keys]` in memtui.toml, e.g. `editor-save = "ctrl+w"`."""
        from memtui.core.config import load_config

        keys = {str(k): str(v) for k, v in load_config(self.root).section("keys").items()}
        if keys:
            self.set_keymap(keys)

    def label_tabs(self) -> None:
        """Each tab shows the key that opens it ("F2 Index"), so the footer keeps room for the pane's keys."""
        tabs = self.query_one(TabbedContent)
        keys = {b.binding.action: self.get_key_display(b.binding) for b in self.screen.active_bindings.values()}
        for pane_id, title, _spec in self.pane_specs():
            key = keys.get(f"show_tab('{pane_id}')")
            if key:
                tabs.get_tab(f"tab-{pane_id}").label = f"{key.upper()} {title}"
        self.fit_tabs()

    def fit_tabs(self, width: int | None = None) -> None:
        """Tabs drop their left padding when they would not all fit in one row: at 80 columns the
        eight tabs take 87 cells and "F10 Review" was off screen until chosen."""
        tabs = self.query_one(TabbedContent)
        needed = sum(cell_len(tab.label_text) + 2 for tab in tabs.query(Tab))
        tabs.set_class(needed > (width or self.size.width), "-tight-tabs")

    def on_resize(self, event: events.Resize) -> None:
        """Fit tabs and footer to the new width (the event's: `self.size` may still be the old one here,
        and the footer stayed wide at 80 columns, `^p palette` over `f1 Help`, after a resize)."""
        self.fit_tabs(event.size.width)
        self.query_one(KeyFooter).narrow = event.size.width < NARROW_FOOTER_WIDTH

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "show_tab" and parameters:
            # not behind a dialog: the pane switch would happen where the user cannot see it
            return parameters[0] in self.shown_panes and not isinstance(self.screen, ModalScreen)
        return True

    async def action_quit(self) -> None:
        """Quit, asking first when the editor holds unsaved changes."""
        editor = self.editor()
        if editor is not None:
            editor.confirm_discard(self.exit)
        else:
            self.exit()

    def action_show_tab(self, pane_id: str) -> None:
        """Show a pane and focus its main widget now, so the very next key goes there (a pane not
        mounted yet is mounted now and focused once it is composed)."""
        if pane_id in self.shown_panes:
            mounting = self.mount_pane(pane_id)
            self.query_one(TabbedContent).active = f"tab-{pane_id}"   # switches the content synchronously
            if mounting is None:
                self.focus_pane(pane_id)
            else:
                self.call_after_refresh(self.focus_pane, pane_id)

    def focus_pane(self, pane_id: str) -> None:
        """Focus the pane's main widget (else its first focusable one) at once, not after the queue:
        keys already typed after F2–F7 must reach the pane just shown."""
        pane = self.pane(pane_id)
        if pane is None:
            return
        main = pane.query_one_optional(MAIN_WIDGETS.get(pane_id, "#none"))
        if main is None or not main.focusable:
            main = next((w for w in pane.query("*") if w.focusable and w.display), None)
        if main is not None and self.focused is not main:
            main.screen.set_focus(main)

    @on(TabbedContent.TabActivated)
    def _tab_activated(self, event: TabbedContent.TabActivated) -> None:
        """A tab shown by mouse or by the tab bar: focus the pane just shown too (unless the focus
        is in it already: `action_show_tab` put it there and keys may have moved it since)."""
        pane_id = str(event.pane.id).removeprefix("tab-")
        pane = self.pane(pane_id)
        if pane is not None and self.focused is not None and pane in self.focused.ancestors_with_self:
            return
        self.focus_pane(pane_id)

    def active_pane_id(self) -> str | None:
        tabs = self.query_one_optional(TabbedContent)
        return tabs.active.removeprefix("tab-") if tabs is not None and tabs.active else None

    def pane_keys(self, screen: Screen[Any] | None = None, *, disabled: bool = False) -> list[ActiveBinding]:
        """The bindings of the shown pane and of its focused widgets (not the global ones); with
        `disabled`, also the pane's own that do nothing right now (the help lists them, the footer does not)."""
        pane = self.pane(self.active_pane_id() or "")
        if pane is None:
            return []
        chain = (screen or self.screen).active_bindings.values()
        keys = [b for b in chain if (b.enabled or (disabled and b.node is pane))
                and (b.node is pane or pane in b.node.ancestors)]
        return sorted(keys, key=lambda b: b.node is not pane)   # the pane's own keys first

    def action_help(self) -> None:
        """F1: the keys of the pane in focus and what each pane is for."""
        from memtui.screens.help_screen import HelpScreen, KeyHelp, PaneHelp

        if isinstance(self.screen, ModalScreen):
            return
        panes = []
        for pane_id, title, cls in self.available_panes():
            key = next((self.get_key_display(b.binding) for b in self.screen.active_bindings.values()
                        if b.binding.action == f"show_tab('{pane_id}')"), "")
            summary = (cls.__doc__ or "").strip().split("\n")[0]
            panes.append(PaneHelp(key.upper() if key.startswith("f") else key, title, summary))
        active = self.active_pane_id()
        pane_ids = [pane_id for pane_id, _, _ in self.pane_specs()]
        current = next((p for p, pane_id in zip(panes, pane_ids, strict=True) if pane_id == active), None)

        def key_help(bindings: Iterable[ActiveBinding]) -> list[KeyHelp]:
            return [KeyHelp(self.get_key_display(b.binding), b.binding.description, b.binding.tooltip or "")
                    for b in bindings]

        pane_keys = self.pane_keys(disabled=True)
        global_keys = [b for b in self.screen.active_bindings.values()
                       if b.node in (self, self.screen) and not b.binding.action.startswith("show_tab")]
        self.push_screen(HelpScreen(current, key_help(pane_keys), panes, key_help(global_keys)))

    def editor(self) -> EditorPane | None:
        """The editor pane, when it is shown."""
        return cast("EditorPane | None", self.pane("editor"))

    # --- workers ------------------------------------------------------------------------------

    @work(thread=True, exclusive=True, exit_on_error=False, group="scan")
    def scan(self) -> None:
        """Scan the workspace off the UI thread (and read memtui.toml, whose problems the log shows).
        The first scan posts the cheap listing first: the Index pane paints it while tokens are counted."""
        if self.workspace is None and self.listing is None:
            self.post_message(WorkspaceListed(scan_workspace(self.root, exact=False)))
            self._listing_painted.wait(LISTING_PAINT_WAIT_S)   # the exact scan's CPU would delay the paint
        config = load_config(self.root)
        problems = [(p.severity, str(p)) for p in config.problems]
        self.post_message(WorkspaceScanned(scan_workspace(self.root), problems))

    @work(thread=True, exclusive=True, exit_on_error=False, group="lint")
    def lint(self, workspace: Workspace) -> None:
        """Lint a scan off the UI thread; the index badges, editor markers and Lint pane show it."""
        from memtui.core.lint.runner import lint_workspace

        self.post_message(LintFinished(lint_workspace(workspace)))

    @work(exclusive=True, exit_on_error=False, group="watch")
    async def watch_directory(self) -> None:
        """Watch the workspace directory tree (directories, not files: atomic replaces)."""
        from watchfiles import awatch

        self._watch_stop = asyncio.Event()
        async for changes in awatch(self.root, debounce=200, step=50, stop_event=self._watch_stop):
            paths = set()
            for _change, raw in changes:
                try:
                    rel = Path(raw).resolve().relative_to(self.root).as_posix()
                except ValueError:
                    continue
                if rel.startswith(IGNORED_DIRS) or is_own_temp(rel):
                    continue
                paths.add(rel)
            if paths:
                self.post_message(FilesChanged(frozenset(paths)))

    def note_own_save(self, path: str) -> None:
        """memtui itself wrote `path`: the journal records the next version as memtui's, not an agent's."""
        self._own_saves.add(path)

    @work(thread=True, exit_on_error=False, group="journal")
    def journal_snapshot(self, workspace: Workspace, catch_up: bool, own_saves: frozenset[str]) -> None:
        """Record what changed since the journal's last look, off the UI thread."""
        from memtui.core.history.journal import Journal

        if self.journal is None:
            self.journal = Journal(self.root)
        result = self.journal.snapshot(workspace, catch_up=catch_up, own_saves=own_saves)
        if self.is_running:
            self.call_from_thread(self.journal_signal.publish, result)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        self.report_worker_error(event.worker)
        if event.worker.group == "scan" and event.worker.is_finished:
            self.start_other_panes()     # in case no listing was shown (the scan failed)

    # --- the error log ------------------------------------------------------------------------

    def report_error(self, source: str, message: str, *, severity: str = "error", detail: str = "") -> None:
        """Record a failure in the session's error log (F12) and say so once in a notification."""
        self.error_log.append(LoggedError(datetime.now(), source, message, severity, detail))
        if severity == "error":
            self._toast(f"{source}: {message}", "Error", "error", None)
        else:
            self._toast(f"{source}: {message}", "Warning · F12: error log", "warning", 8)

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = False) -> None:
        """A toast; never markup (messages carry file names and file text: "[" is not a style). An
        error (a write refused, a permission denied, a file that cannot be read) is also logged (F12)
        and its toast stays until clicked or the log is opened: 5 seconds are easy to miss."""
        if severity == "error":
            self.error_log.append(LoggedError(datetime.now(), title or "error", message, "error", ""))
        self._toast(message, title, severity, timeout, markup=markup)

    def _toast(self, message: str, title: str, severity: SeverityLevel, timeout: float | None, *,
               markup: bool = False) -> None:
        if severity == "error":
            title = f"{title} · {ERROR_TOAST_HINT}" if title else ERROR_TOAST_HINT
            timeout = ERROR_TOAST_S
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def report_worker_error(self, worker: Worker[Any]) -> None:
        """A worker that failed (app's or a pane's, see `ReportsWorkerErrors`) goes to the error log."""
        error = worker.error
        if worker.state != WorkerState.ERROR or error is None:
            return
        detail = "".join(traceback.format_exception(error)[-4:])
        self.report_error(worker.group or worker.name or "background task", f"{type(error).__name__}: {error}",
                          detail=detail)

    def action_error_log(self) -> None:
        """F12: the error log; the error toasts it lists are dismissed (they have been seen now)."""
        self.clear_notifications()
        if not isinstance(self.screen, ErrorLogScreen):
            self.push_screen(ErrorLogScreen(self.error_log))

    # --- routing ------------------------------------------------------------------------------

    @on(WorkspaceListed)
    def _workspace_listed(self, message: WorkspaceListed) -> None:
        if self.workspace is None:      # the exact scan may have come first (a rescan): then it stands
            self.listing = message.workspace
            self.listing_signal.publish(message.workspace)
        # after the refresh that lays the rows out and the one that paints them (a table sizes its
        # columns on the refresh after its rows were added)
        self.call_after_refresh(self.call_after_refresh, self._listing_shown)

    def _listing_shown(self) -> None:
        self._listing_painted.set()
        self.start_other_panes()

    @on(WorkspaceScanned)
    def _workspace_scanned(self, message: WorkspaceScanned) -> None:
        for severity, problem in message.config_problems:
            if problem not in self._logged_config:      # once per distinct problem, not per scan
                self._logged_config.add(problem)
                self.report_error("memtui.toml", problem, severity=severity)
        self.workspace = message.workspace
        self.listing = None
        self.workspace_signal.publish(message.workspace)
        self.lint(message.workspace)
        own, self._own_saves = self._own_saves, set()
        self.journal_snapshot(message.workspace, not self.journal_started, frozenset(own))
        self.journal_started = True

    @on(LintFinished)
    def _lint_finished(self, message: LintFinished) -> None:
        self.lint_report = message.report
        self.lint_signal.publish(message.report)

    @on(FilesChanged)
    def _files_changed(self, message: FilesChanged) -> None:
        self.scan()
        self.files_changed_signal.publish(message.paths)

    @on(FileSaved)
    def _file_saved(self, message: FileSaved) -> None:
        self.note_own_save(message.path)
        self.scan()
        self.file_saved_signal.publish(message.path)

    @on(OpenFileRequest)
    async def _open_file(self, message: OpenFileRequest) -> None:
        mounting = self.mount_pane("editor")     # a row opened before the hidden panes were mounted
        if mounting is not None:
            await mounting
        editor = self.editor()
        if editor is None:
            self.notify(f"no editor to open {message.path}", severity="warning")
            return
        self.action_show_tab("editor")
        editor.open_file(message.path, message.line)

    async def on_unmount(self) -> None:
        self._listing_painted.set()     # a scan waiting for the first paint: go on (and end)
        gc.unfreeze()                   # what the app froze can be collected again once it is gone
        if self._watch_stop is not None:
            self._watch_stop.set()
