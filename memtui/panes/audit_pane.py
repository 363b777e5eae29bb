"""The audit pane: ask what the agent believes about a topic; see evidence, conflicts, sources.

A query box with history (up/down) runs `Auditor.audit` in a thread worker; results come back as a
message and fill a table grouped by file (badges: always-loaded / on demand, type, age, conflict,
threat, stale), a conflicts table and a detail view (surrounding lines, score breakdown, session
that wrote the belief). Ctrl+T toggles between beliefs and the raw search hits (the workspace
search box). Embedding of pending chunks runs in a second worker with a progress bar while keyword
search already answers. Enter opens the editor at the line; after a save the audit refreshes.

Size (~450 lines): the pane's workers, message handlers and actions, which share its state; every
piece of text it shows is built in `widgets/audit_text.py`.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import DescendantFocus
from textual.message import Message
from textual.widgets import DataTable, Label, ProgressBar, Static
from textual.worker import get_current_worker

from memtui.core.audit.beliefs import Auditor
from memtui.core.audit.model import AuditResult, Conflict
from memtui.core.lint.threats import scan_text
from memtui.core.workspace import Workspace
from memtui.app_access import memtui_app
from memtui.messages import OpenFileRequest
from memtui.widgets.audit_text import (
    Contexts,
    belief_detail,
    belief_rows,
    conflict_detail,
    conflict_rows,
    file_detail,
    hit_detail,
    hit_rows,
    index_state_text,
    summary_text,
)
from memtui.widgets.fitted_table import Cell, fill_fitted, set_columns
from memtui.widgets.history_input import HistoryInput

if TYPE_CHECKING:
    from memtui.core.search.engine import IndexState, SearchEngine

CONTEXT_LINES = 3           # lines shown above and below a belief in the detail view
BUSY_RETRIES = 4
MAX_HIT_LINES = 40          # lines of a raw hit shown in the detail view
BELIEF_COLUMNS = ("line", "badges", "statement")
HIT_COLUMNS = ("lines", "score type", "file and snippet")
CONFLICT_COLUMNS = ("#", "a", "b", "current", "reason")
# Which columns give up cells first when the table is narrow (`fill_fitted`): the text column down
# to 20 cells, then the badges; in the conflicts table the reason, then both paths.
BELIEF_STEPS = ((2, 20), (1, 4))
HIT_STEPS = ((2, 20), (1, 6))
CONFLICT_STEPS = ((4, 12), (1, 16), (2, 16))


class AuditPane(Vertical):
    """What does the agent believe about X? Evidence, conflicts, provenance, jump to fix."""

    BINDINGS = [
        Binding("ctrl+t", "toggle_view", "Beliefs/hits", id="audit-toggle",
                tooltip="Switch between statement-level beliefs and the raw search hits"),
        Binding("ctrl+f", "focus_query", "Query", id="audit-focus-query", tooltip="Type a new topic"),
        Binding("down", "focus_results", "Results", show=False, id="audit-focus-results",
                tooltip="From the query box: move to the beliefs (or hits) table"),
        Binding("ctrl+r", "rerun", "Re-run", id="audit-rerun", tooltip="Run the audit again (index refreshes first)"),
        Binding("ctrl+o", "open_other", "Other side", id="audit-open-other",
                tooltip="Open the other side of the highlighted conflict in the editor"),
        Binding("ctrl+e", "toggle_breakdown", "Score parts", id="audit-breakdown",
                tooltip="Show or hide how the highlighted belief's or hit's score is made"),
        Binding("ctrl+b", "toggle_detail", "Detail", id="audit-detail-toggle",
                tooltip="Narrow terminal: show the highlighted row's detail in place of the table "
                        "(wide: hide the detail to give the table the whole width)"),
    ]

    @dataclass
    class AuditReady(Message):
        serial: int
        result: AuditResult
        contexts: Contexts

    @dataclass
    class AuditFailed(Message):
        serial: int
        error: str

    @dataclass
    class EmbedProgress(Message):
        done: int
        total: int

    @dataclass
    class EmbedFinished(Message):
        embedded: int
        state: IndexState

    def __init__(self, root: Path, *, k: int = 10, today: date | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root = Path(root)
        self.k = k
        self.today = today
        self.topic: str | None = None
        self.result: AuditResult | None = None
        self.contexts: Contexts = {}
        self.show_hits = False
        self.show_breakdown = False
        self.state: IndexState | None = None
        self.embedding: tuple[int, int] | None = None
        self._serial = 0
        self._auditor: Auditor | None = None
        self._embed_engine: SearchEngine | None = None
        self._auditor_lock = threading.Lock()
        self._embed_started = False

    def compose(self) -> ComposeResult:
        query = HistoryInput(placeholder="what does the agent believe about…  (Enter)", id="audit-query")
        query.cursor_blink = memtui_app(self).cursor_blink
        yield query
        with Horizontal(id="audit-status"):
            yield Static(index_state_text(None), id="audit-state")
            yield ProgressBar(id="audit-embed", show_eta=False)
        yield Static("", id="audit-summary")
        with Horizontal(id="audit-body"):
            table: DataTable[Cell] = DataTable(id="audit-results", cursor_type="row", zebra_stripes=False)
            table.add_columns(*BELIEF_COLUMNS)
            yield table
            with VerticalScroll(id="audit-detail-box"):
                yield Static("", id="audit-detail")
        yield Label("Conflicts — candidates for review, never resolved automatically", id="audit-conflicts-title")
        conflicts: DataTable[Cell] = DataTable(id="audit-conflicts", cursor_type="row")
        conflicts.add_columns(*CONFLICT_COLUMNS)
        yield conflicts

    def on_mount(self) -> None:
        self.query_one("#audit-embed", ProgressBar).display = False
        app = memtui_app(self)
        app.workspace_signal.subscribe(self, self._workspace_scanned)
        app.file_saved_signal.subscribe(self, self._file_saved)
        app.files_changed_signal.subscribe(self, self._files_changed)
        if app.workspace is not None:
            self._workspace_scanned(app.workspace)

    def on_unmount(self) -> None:
        self.workers.cancel_group(self, "audit-embed")
        self.workers.cancel_group(self, "audit")

    # --- workers ------------------------------------------------------------------------------

    def _get_auditor(self) -> Auditor:
        with self._auditor_lock:
            if self._auditor is None:
                self._auditor = Auditor(self.root, today=self.today, workspace=memtui_app(self).workspace,
                                        threat_scan=scan_text)
            return self._auditor

    @work(thread=True, exclusive=True, exit_on_error=False, group="audit")
    def run_audit(self, topic: str, serial: int) -> None:
        """Search, split into beliefs, read the lines around each (off the UI thread)."""
        try:
            auditor = self._get_auditor()
            result = self._audit_with_retry(auditor, topic)
            contexts: Contexts = {}
            for belief in result.beliefs:
                contexts[(belief.path, belief.line)] = auditor.lines(
                    belief.path, belief.line - CONTEXT_LINES, belief.line + CONTEXT_LINES)
            for hit in result.hits:
                contexts.setdefault((hit.path, hit.start_line), auditor.lines(
                    hit.path, hit.start_line, min(hit.end_line, hit.start_line + MAX_HIT_LINES - 1)))
        except Exception as exc:  # shown in the pane, never fatal
            self.post_message(self.AuditFailed(serial, f"{type(exc).__name__}: {exc}"))
            return
        self.post_message(self.AuditReady(serial, result, contexts))

    def _audit_with_retry(self, auditor: Auditor, topic: str) -> AuditResult:
        """Audit; a write of the embedding worker can make SQLite answer "busy" once: retry."""
        import apsw

        from memtui.core.search.embedder import interactive

        for attempt in range(BUSY_RETRIES):
            try:
                with interactive():     # the user waits: never queued behind background embedding
                    return auditor.audit(topic, k=self.k)
            except apsw.BusyError:
                if attempt == BUSY_RETRIES - 1:
                    raise
                time.sleep(0.1 * (attempt + 1))
        raise AssertionError("unreachable")

    @work(thread=True, exclusive=True, exit_on_error=False, group="audit-embed")
    def embed_in_background(self) -> None:
        """Embed pending chunks, reporting progress: a second connection to the index (so audits
        keep answering between batches) that shares the auditor's model (loaded once)."""
        from memtui.core.search.engine import SearchEngine

        worker = get_current_worker()
        auditor = self._get_auditor()
        with self._auditor_lock:
            if self._embed_engine is None:       # kept across runs
                self._embed_engine = SearchEngine(self.root, embedder=auditor.engine.embedder)
            engine = self._embed_engine

        def progress(done: int, total: int) -> None:
            self.post_message(self.EmbedProgress(done, total))

        done = engine.embed_pending(
            progress=progress,
            should_stop=lambda: worker.is_cancelled,
        )
        self.post_message(self.EmbedFinished(done, engine.state()))

    # --- actions ------------------------------------------------------------------------------

    def start_audit(self, topic: str) -> None:
        """Audit `topic` (also what Enter in the query box does)."""
        topic = topic.strip()
        if not topic:
            return
        self.topic = topic
        self._serial += 1
        self.query_one("#audit-summary", Static).update(Text(f"auditing {topic!r}…", style="italic"))
        self.run_audit(topic, self._serial)

    def action_rerun(self) -> None:
        if self.topic:
            self.start_audit(self.topic)

    def action_toggle_view(self) -> None:
        self.show_hits = not self.show_hits
        self.fill_results()

    def action_toggle_breakdown(self) -> None:
        """Show or hide the score breakdown in the detail view (one clear number by default)."""
        self.show_breakdown = not self.show_breakdown
        table = self.query_one("#audit-results", DataTable)
        self.show_detail(self._row_key(table))

    def action_focus_query(self) -> None:
        self.query_one("#audit-query", HistoryInput).focus()

    def action_focus_results(self) -> None:
        self.query_one("#audit-results", DataTable).focus()

    def action_open_other(self) -> None:
        """Open side b of the highlighted conflict (Enter on the conflict opens side a)."""
        conflict = self._highlighted_conflict()
        if conflict is not None:
            self.post_message(OpenFileRequest(conflict.b.path, conflict.b.line))

    # --- signals from the app -----------------------------------------------------------------

    def _workspace_scanned(self, workspace: Workspace) -> None:
        if self._auditor is not None:
            self._auditor.set_workspace(workspace)

    def _file_saved(self, path: str) -> None:
        self._refresh_after_change()

    def _files_changed(self, paths: frozenset[str]) -> None:
        # memory files only: a transcript an agent is appending to would re-run the audit every second
        if any(p.endswith((".md", ".markdown", ".txt")) for p in paths):
            self._refresh_after_change()

    def _refresh_after_change(self) -> None:
        """The index updates on the next search; re-run the audit and embed new chunks."""
        if self.topic:
            self.start_audit(self.topic)
        if self._embed_started:
            self.embed_in_background()

    # --- messages -----------------------------------------------------------------------------

    @on(HistoryInput.Submitted, "#audit-query")
    def _query_submitted(self, event: HistoryInput.Submitted) -> None:
        event.stop()
        event.input.remember(event.value)  # type: ignore[attr-defined]
        self.start_audit(event.value)

    @on(AuditReady)
    def _audit_ready(self, message: AuditReady) -> None:
        if message.serial != self._serial:
            return
        self.result = message.result
        self.contexts = message.contexts
        self.state = message.result.state
        self.update_state()
        self.fill_results()
        self.fill_conflicts()
        if not self._embed_started and message.result.state.vectors_pending:
            self._embed_started = True     # after the first audit: the index exists, keyword answers
            self.embed_in_background()

    @on(AuditFailed)
    def _audit_failed(self, message: AuditFailed) -> None:
        if message.serial == self._serial:
            self.query_one("#audit-summary", Static).update(Text(f"audit failed: {message.error}", style="bold red"))

    @on(EmbedProgress)
    def _embed_progress(self, message: EmbedProgress) -> None:
        bar = self.query_one("#audit-embed", ProgressBar)
        if message.total and message.done < message.total:
            self.embedding = (message.done, message.total)
            bar.display = True
            bar.update(total=message.total, progress=message.done)
        else:
            self.embedding = None
            bar.display = False
        self.update_state()

    @on(EmbedFinished)
    def _embed_finished(self, message: EmbedFinished) -> None:
        self.embedding = None
        self.query_one("#audit-embed", ProgressBar).display = False
        self.state = message.state
        self.update_state()
        if message.embedded and self.topic:
            self.start_audit(self.topic)   # now with vectors

    @on(DataTable.RowHighlighted, "#audit-results")
    def _result_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_detail(str(event.row_key.value or ""))

    @on(DataTable.RowSelected, "#audit-results")
    def _result_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        target = self._target_of(str(event.row_key.value or ""))
        if target:
            self.post_message(OpenFileRequest(*target))

    def on_descendant_focus(self, event: DescendantFocus) -> None:
        """Focusing a table shows the detail of its highlighted row."""
        if event.widget.id == "audit-conflicts":
            conflict = self._highlighted_conflict()
            if conflict is not None:
                self.show_conflict_detail(conflict)
        elif event.widget.id == "audit-results":
            self.show_detail(self._row_key(self.query_one("#audit-results", DataTable)))

    @on(DataTable.RowHighlighted, "#audit-conflicts")
    def _conflict_highlighted(self, event: DataTable.RowHighlighted) -> None:
        conflict = self._highlighted_conflict()
        if conflict is not None:
            self.show_conflict_detail(conflict)

    @on(DataTable.RowSelected, "#audit-conflicts")
    def _conflict_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        conflict = self._highlighted_conflict()
        if conflict is not None:
            self.post_message(OpenFileRequest(conflict.a.path, conflict.a.line))

    # --- rendering ----------------------------------------------------------------------------

    def update_state(self) -> None:
        self.query_one("#audit-state", Static).update(index_state_text(self.state, self.embedding))

    def fill_results(self) -> None:
        """The beliefs grouped by file (or the raw hits), columns fitted to the table's width."""
        table = self.query_one("#audit-results", DataTable)
        set_columns(table, HIT_COLUMNS if self.show_hits else BELIEF_COLUMNS)
        result = self.result
        if result is None:
            return
        self.query_one("#audit-summary", Static).update(summary_text(result, self.show_hits))
        rows = hit_rows(result) if self.show_hits else belief_rows(result)
        fill_fitted(table, rows, steps=HIT_STEPS if self.show_hits else BELIEF_STEPS)
        if table.row_count:
            table.move_cursor(row=1 if not self.show_hits and table.row_count > 1 else 0)
            self.show_detail(self._row_key(table))

    def fill_conflicts(self) -> None:
        """The conflicts, columns fitted: the reason gives up cells first, then the paths."""
        rows = conflict_rows(self.result.conflicts if self.result is not None else [])
        fill_fitted(self.query_one("#audit-conflicts", DataTable), rows, steps=CONFLICT_STEPS)

    def on_resize(self) -> None:
        """Fitted widths follow the terminal: refit after the layout settles."""
        self.call_after_refresh(self._refit)

    def _refit(self) -> None:
        if self.result is None:
            return
        table = self.query_one("#audit-results", DataTable)
        cursor = table.cursor_row
        self.fill_results()
        table.move_cursor(row=cursor)
        self.fill_conflicts()

    def action_toggle_detail(self) -> None:
        """Narrow: the detail in place of the results table; wide: the results table alone."""
        self.toggle_class("-detail")
        self.call_after_refresh(self._refit)

    @staticmethod
    def _row_key(table: DataTable[Cell]) -> str:
        if not table.row_count:
            return ""
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value or "")

    def _highlighted_conflict(self) -> Conflict | None:
        table = self.query_one("#audit-conflicts", DataTable)
        key = self._row_key(table)
        if self.result is None or not key.startswith("conflict-"):
            return None
        return self.result.conflicts[int(key.split("-", 1)[1])]

    def _target_of(self, key: str) -> tuple[str, int | None] | None:
        result = self.result
        if result is None:
            return None
        if key.startswith("belief-"):
            belief = result.beliefs[int(key.split("-", 1)[1])]
            return belief.path, belief.line
        if key.startswith("hit-"):
            hit = result.hits[int(key.split("-", 1)[1])]
            return hit.path, hit.start_line
        if key.startswith("file-"):
            path = key.split("-", 1)[1]
            first = result.by_file().get(path)
            return path, first[0].line if first else None
        return None

    def show_detail(self, key: str) -> None:
        detail = self.query_one("#audit-detail", Static)
        result = self.result
        if result is None or not key:
            detail.update("")
            return
        if key.startswith("belief-"):
            belief = result.beliefs[int(key.split("-", 1)[1])]
            detail.update(belief_detail(result, belief, self.contexts, self.show_breakdown))
        elif key.startswith("hit-"):
            hit = result.hits[int(key.split("-", 1)[1])]
            detail.update(hit_detail(result, hit, self.contexts, self.show_breakdown))
        elif key.startswith("file-"):
            detail.update(file_detail(result, key.split("-", 1)[1]))
        else:
            detail.update("")

    def show_conflict_detail(self, conflict: Conflict) -> None:
        self.query_one("#audit-detail", Static).update(conflict_detail(conflict, self.contexts))
