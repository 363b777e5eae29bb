"""The memtui app shell: one tab per pane, a workspace scanner and a directory watcher.

Workers compute (scan, watch), messages deliver (`WorkspaceScanned`, `FilesChanged`,
`OpenFileRequest`, `FileSaved`), and the handlers here route them to the panes.
"""

from __future__ import annotations

import asyncio
import importlib
from functools import partial
from pathlib import Path
from typing import Iterable

from textual import on, work
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.screen import Screen
from textual.signal import Signal
from textual.widget import Widget
from textual.widgets import Footer, Header, TabbedContent, TabPane
from textual.worker import Worker, WorkerState

from memtui.core.fsio import is_own_temp
from memtui.core.workspace import Workspace, scan_workspace
from memtui.messages import FilesChanged, FileSaved, LintFinished, OpenFileRequest, WorkspaceScanned

# (tab id, tab title, "module:Class"). A pane whose module is missing is not shown.
PANES: list[tuple[str, str, str]] = [
    ("index", "Index", "memtui.panes.index_pane:IndexPane"),
    ("editor", "Editor", "memtui.panes.editor_pane:EditorPane"),
    ("sessions", "Sessions", "memtui.panes.sessions_pane:SessionsPane"),
    ("usage", "Usage", "memtui.panes.usage_pane:UsagePane"),
    ("audit", "Audit", "memtui.panes.audit_pane:AuditPane"),
    ("findings", "Lint", "memtui.panes.findings_pane:FindingsPane"),
]

IGNORED_DIRS = (".memtui/", ".git/")


def load_pane_class(spec: str) -> type[Widget] | None:
    """Import a pane class from "module:Class"; None when the module does not exist."""
    module_name, class_name = spec.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            return None
        raise
    return getattr(module, class_name)


class MemtuiApp(App[None]):
    """See and fix what your agent remembers."""

    CSS_PATH = "app.tcss"
    TITLE = "memtui"
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = [
        Binding("ctrl+q", "quit", "Quit", id="quit", tooltip="Quit memtui", priority=True),
        Binding("f2", "show_tab('index')", "Index", id="tab-index", tooltip="Show the memory-map index"),
        Binding("f3", "show_tab('editor')", "Editor", id="tab-editor", tooltip="Show the topic editor"),
        Binding("f4", "show_tab('sessions')", "Sessions", id="tab-sessions", tooltip="Show the session trees"),
        Binding("f5", "show_tab('usage')", "Usage", id="tab-usage", tooltip="Show context-usage charts"),
        Binding("f6", "show_tab('audit')", "Audit", id="tab-audit", tooltip="Ask what the agent believes"),
        Binding("f7", "show_tab('findings')", "Lint", id="tab-findings", tooltip="Show lint and threat findings"),
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
        self.pane_ids = panes
        self.sub_title = self.root.name
        self._watch_stop: asyncio.Event | None = None
        self.shown_panes: set[str] = set()
        # Downward broadcasts: panes subscribe in on_mount (`app.workspace_signal.subscribe(self, cb)`).
        self.workspace_signal: Signal[Workspace] = Signal(self, "workspace")
        self.files_changed_signal: Signal[frozenset[str]] = Signal(self, "files-changed")
        self.file_saved_signal: Signal[str] = Signal(self, "file-saved")
        self.lint_signal: Signal[object] = Signal(self, "lint")
        self.lint_report: object | None = None

    # --- layout -----------------------------------------------------------------------------

    def available_panes(self) -> list[tuple[str, str, type[Widget]]]:
        out = []
        for pane_id, title, spec in PANES:
            if self.pane_ids is not None and pane_id not in self.pane_ids:
                continue
            cls = load_pane_class(spec)
            if cls is not None:
                out.append((pane_id, title, cls))
        return out

    def compose(self) -> ComposeResult:
        yield Header(show_clock=False, icon="◆")
        with TabbedContent(id="panes"):
            for pane_id, title, cls in self.available_panes():
                self.shown_panes.add(pane_id)
                with TabPane(title, id=f"tab-{pane_id}"):
                    yield cls(self.root, id=f"pane-{pane_id}")
        yield Footer()

    def on_mount(self) -> None:
        self.apply_keymap()
        self.scan()
        if self.watch_enabled:
            self.watch_directory()

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The palette: Textual's own commands plus namespaced memtui ones for what is possible now."""
        yield from super().get_system_commands(screen)
        for pane_id, title, _cls in self.available_panes():
            yield SystemCommand(f"view: {title}", f"Show the {title} pane", partial(self.action_show_tab, pane_id))
        yield SystemCommand("workspace: Rescan", "Scan the memory files and lint them again now", self.scan)
        yield SystemCommand("prompt: Preview", "What each agent injects at session start, and what it cuts",
                            self.action_preview_prompt)
        editor = self.pane("editor")
        if editor is not None and getattr(editor, "path", None):
            yield SystemCommand("topic: Save", f"Save {editor.path} (atomic, backed up)", editor.action_save)
            yield SystemCommand("topic: Reload", f"Reload {editor.path} from disk", editor.action_reload)
            yield SystemCommand("topic: Diff against disk", f"Diff the buffer of {editor.path}", editor.action_show_diff)

    def action_preview_prompt(self) -> None:
        from memtui.screens.preview_screen import PreviewScreen

        self.push_screen(PreviewScreen(self.root))

    def apply_keymap(self) -> None:
        """Remap bindings by id from `[keys]` in memtui.toml, e.g. `editor-save = "ctrl+w"`."""
        from memtui.core.config import load_config

        keys = {str(k): str(v) for k, v in load_config(self.root).section("keys").items()}
        if keys:
            self.set_keymap(keys)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "show_tab" and parameters:
            return parameters[0] in self.shown_panes
        return True

    async def action_quit(self) -> None:
        """Quit, asking first when the editor holds unsaved changes."""
        editor = self.pane("editor")
        if editor is not None:
            editor.confirm_discard(self.exit)  # type: ignore[attr-defined]
        else:
            self.exit()

    def action_show_tab(self, pane_id: str) -> None:
        if pane_id in self.shown_panes:
            self.query_one(TabbedContent).active = f"tab-{pane_id}"

    @on(TabbedContent.TabActivated)
    def _tab_activated(self, event: TabbedContent.TabActivated) -> None:
        """Put the focus inside the pane just shown (its first focusable widget)."""
        pane = self.pane(str(event.pane.id).removeprefix("tab-"))
        if pane is None:
            return
        first = next((w for w in pane.query("*") if w.focusable and w.display), None)
        if first is not None:
            first.focus()

    def pane(self, pane_id: str) -> Widget | None:
        return self.query_one_optional(f"#pane-{pane_id}")

    # --- workers ------------------------------------------------------------------------------

    @work(thread=True, exclusive=True, exit_on_error=False, group="scan")
    def scan(self) -> None:
        """Scan the workspace off the UI thread."""
        self.post_message(WorkspaceScanned(scan_workspace(self.root)))

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

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        if event.state == WorkerState.ERROR and event.worker.error is not None:
            self.notify(f"{event.worker.name}: {event.worker.error}", title="Background task failed", severity="error")

    # --- routing ------------------------------------------------------------------------------

    @on(WorkspaceScanned)
    def _workspace_scanned(self, message: WorkspaceScanned) -> None:
        self.workspace = message.workspace
        self.workspace_signal.publish(message.workspace)
        self.lint(message.workspace)

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
        self.scan()
        self.file_saved_signal.publish(message.path)

    @on(OpenFileRequest)
    def _open_file(self, message: OpenFileRequest) -> None:
        editor = self.pane("editor")
        if editor is None:
            self.notify(f"no editor to open {message.path}", severity="warning")
            return
        self.action_show_tab("editor")
        editor.open_file(message.path, message.line)  # type: ignore[attr-defined]

    async def on_unmount(self) -> None:
        if self._watch_stop is not None:
            self._watch_stop.set()
