"""The History pane: the change journal as a timeline, a diff per change, deleted files, one-key revert.

The app snapshots the journal in a worker on start and after every scan, and publishes on
`journal_signal`; this pane then reloads the timeline in a worker. Keys: `r` reverts the
highlighted change (asks first; atomic, backed up, refused if the file changed meanwhile),
`f` shows only the highlighted file, `d` only deleted files, `enter` opens the file in the editor.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import DataTable, Static

from memtui.cli.table import plural
from memtui.core.history.store import HistoryStore
from memtui.core.history.timeline import Version, deleted_files, diff, plan_revert, timeline
from memtui.messages import OpenFileRequest
from memtui.widgets.fitted_table import Cell, fill_fitted
from memtui.widgets.safe_text import cell

if TYPE_CHECKING:
    from memtui.app import MemtuiApp

KIND_STYLE = {"created": "green", "modified": "yellow", "deleted": "bold red", "baseline": "dim"}
# Columns: #, time, change, file, by. Cut first: who wrote it, then the file (no sideways scroll at 80).
HISTORY_STEPS = ((4, 12), (4, 6), (3, 24), (3, 12))


def diff_text(text: str) -> Text:
    """A unified diff with + / - lines coloured."""
    out = Text()
    for line in text.splitlines():
        if line.startswith(("+++", "---")):
            style = "bold"
        else:
            style = ("green" if line.startswith("+") else "red" if line.startswith("-")
                     else "cyan" if line.startswith("@@") else "")
        out.append(line + "\n", style=style)
    return out


class HistoryPane(Vertical):
    """Every version of every memory file, newest first, with who wrote it."""

    DEFAULT_CSS = """
    #history-summary { height: auto; padding: 0 1; }
    #history-body { height: 1fr; }
    #history-table { width: 3fr; height: 1fr; }
    #history-diff-box { width: 2fr; height: 1fr; border: round $panel; padding: 0 1; }
    """

    BINDINGS = [
        Binding("r", "revert", "Revert", id="history-revert", tooltip="Put back the version from before this change"),
        Binding("f", "toggle_file", "This file", id="history-file",
                tooltip="Show only the highlighted file (again: all)"),
        Binding("d", "toggle_deleted", "Deleted", id="history-deleted",
                tooltip="Show only deleted files, with their last content"),
        Binding("g", "reload", "Reload", id="history-reload", tooltip="Read the journal again"),
    ]

    @dataclass
    class Loaded(Message):
        versions: list[Version]

    @dataclass
    class DiffReady(Message):
        seq: int
        text: str

    @dataclass
    class Reverted(Message):
        path: str
        summary: str
        error: str | None

    def __init__(self, root: Path, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root = Path(root)
        self.versions: list[Version] = []
        self.only_path: str | None = None
        self.only_deleted = False

    def compose(self) -> ComposeResult:
        yield Static("reading the journal…", id="history-summary")
        with Horizontal(id="history-body"):
            table: DataTable[str] = DataTable(id="history-table", cursor_type="row", zebra_stripes=True)
            table.add_columns("#", "time (UTC)", "change", "file", "by")
            yield table
            with VerticalScroll(id="history-diff-box"):
                yield Static("", id="history-diff")

    @property
    def memtui(self) -> "MemtuiApp":
        return cast("MemtuiApp", self.app)

    def on_mount(self) -> None:
        self.memtui.journal_signal.subscribe(self, lambda _result: self.action_reload())
        self.action_reload()

    @property
    def store(self) -> HistoryStore:
        return HistoryStore.for_root(self.root)

    # --- loading ------------------------------------------------------------------------------

    def action_reload(self) -> None:
        self._load()

    @work(thread=True, exclusive=True, exit_on_error=False, group="history-load")
    def _load(self) -> None:
        store = self.store
        if self.only_deleted:
            versions = [v for v, _text in deleted_files(store)]
        else:
            versions = timeline(store, self.only_path)
        # newest first; the first-look baselines (a new workspace: one per file) after every real change
        self.post_message(self.Loaded(sorted(reversed(versions), key=lambda v: v.kind == "baseline")))

    @on(Loaded)
    def _loaded(self, message: Loaded) -> None:
        self.versions = message.versions
        table = self.query_one("#history-table", DataTable)
        current = self.current()
        rows: list[tuple[str, list[Cell]]] = []
        for v in message.versions:
            r = v.record
            by = _short_attribution(v) + ("  ⚠ undid your edit" if v.undid else "")
            rows.append((str(r.seq), [str(r.seq), r.time[:19].replace("T", " "),
                                      Text(v.kind, KIND_STYLE.get(v.kind, "")), cell(r.path), cell(by)]))
        fill_fitted(table, rows, steps=HISTORY_STEPS)
        if current is not None and str(current.record.seq) in {str(v.record.seq) for v in message.versions}:
            table.move_cursor(row=table.get_row_index(str(current.record.seq)))
        changes = sum(v.kind != "baseline" for v in message.versions)
        undone = sum(v.undid is not None for v in message.versions)
        scope = "deleted files" if self.only_deleted else (self.only_path or "the workspace")
        baselines = len(message.versions) - changes
        undid = f"{plural(undone, 'change')} undid an operator's edit" if undone else "none undid an operator's edit"
        summary = Text.assemble((plural(changes, "change"), "bold"), (f" in {scope}", ""),
                                (f" (+{plural(baselines, 'baseline')})" if baselines else "", "dim"),
                                ("  ·  ", "dim"), (undid, "bold red" if undone else "dim"))
        if not message.versions:
            summary = Text("nothing in the journal yet: it records every change from now on", "dim")
        self.query_one("#history-summary", Static).update(summary)
        self._show_diff()

    def on_resize(self) -> None:
        """Columns are cut to the table's width: fit them again once the new layout is done."""
        self.call_after_refresh(lambda: self.post_message(self.Loaded(self.versions)))

    def current(self) -> Version | None:
        table = self.query_one("#history-table", DataTable)
        if not self.versions or table.cursor_row < 0 or table.cursor_row >= len(self.versions):
            return None
        return self.versions[table.cursor_row]

    @on(DataTable.RowHighlighted, "#history-table")
    def _highlighted(self) -> None:
        self._show_diff()

    def _show_diff(self) -> None:
        version = self.current()
        if version is None:
            self.query_one("#history-diff", Static).update("")
            return
        self._diff(version)

    @work(thread=True, exclusive=True, exit_on_error=False, group="history-diff")
    def _diff(self, version: Version) -> None:
        store = self.store
        if version.kind == "deleted":
            last = store.text(version.prev.sha) if version.prev else None
            text = "deleted; its last content:\n\n" + (last or "(pruned)")
        elif version.kind == "baseline":
            text = store.text(version.record.sha) or ""
        else:
            text = diff(store, version) or "(no textual change)"
        self.post_message(self.DiffReady(version.record.seq, text))

    @on(DiffReady)
    def _diff_ready(self, message: DiffReady) -> None:
        version = self.current()
        if version is None or version.record.seq != message.seq:
            return
        header = Text(f"{version.record.path} — {version.kind} by {version.attribution()}\n", style="bold")
        if version.undid is not None:
            header.append(f"⚠ this undid the operator's edit #{version.undid.seq} ({version.undid.time[:19]})\n",
                          style="bold red")
        body = Text(message.text) if version.kind in ("deleted", "baseline") else diff_text(message.text)
        self.query_one("#history-diff", Static).update(header + body)

    # --- actions ------------------------------------------------------------------------------

    def action_toggle_file(self) -> None:
        version = self.current()
        self.only_path = None if self.only_path or version is None else version.record.path
        self.only_deleted = False
        self.action_reload()

    def action_toggle_deleted(self) -> None:
        self.only_deleted = not self.only_deleted
        self.only_path = None
        self.action_reload()

    def action_revert(self) -> None:
        version = self.current()
        if version is None:
            return
        from memtui.screens.choice_screen import ChoiceScreen

        def decided(choice: str | None) -> None:
            if choice == "revert":
                self._revert(version)

        what = "restore the deleted file" if version.kind == "deleted" else "put back the version before this change"
        self.app.push_screen(ChoiceScreen(
            "Revert", f"{version.record.path}: {what}? The current file is backed up to .memtui/backups/.",
            [("revert", "Revert"), ("cancel", "Cancel")], danger={"revert"}), decided)

    @work(thread=True, exclusive=True, exit_on_error=False, group="history-revert")
    def _revert(self, version: Version) -> None:
        from memtui.core.fsio import ConflictError
        from memtui.core.lint.fix import FixError, apply_plan

        try:
            plan = plan_revert(self.store, version)
            apply_plan(plan)
        except ConflictError:
            self.post_message(self.Reverted(version.record.path, "", f"{version.record.path} changed since the "
                                            "journal last saw it: not reverted (look at the newest change first)"))
            return
        except (FixError, OSError) as exc:
            self.post_message(self.Reverted(version.record.path, "", str(exc)))
            return
        self.post_message(self.Reverted(version.record.path, plan.summary, None))

    @on(Reverted)
    def _reverted(self, message: Reverted) -> None:
        if message.error:
            self.app.notify(message.error, title="Not reverted", severity="error")
            return
        self.app.notify(f"{message.summary} (backup in .memtui/backups/)", title="Reverted")
        self.memtui.note_own_save(message.path)
        self.memtui.scan()      # the scan snapshots the journal, which reloads this pane

    @on(DataTable.RowSelected, "#history-table")
    def _selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        version = self.current()
        if version is not None and version.kind != "deleted":
            self.post_message(OpenFileRequest(version.record.path))


def _short_attribution(version: Version) -> str:
    """Who wrote it, the session named by its file name (the detail shows the whole path)."""
    text = version.attribution()
    session = (version.record.by or {}).get("session")
    return text.replace(session, Path(session).name, 1) if isinstance(session, str) and session else text
