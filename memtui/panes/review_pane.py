"""The Review pane: one queue of what needs a decision, worked with single keys.

The queue is built in a worker (after each journal snapshot, or `g`); the highlighted item's
evidence and proposed diff are shown beside the list. Keys: `a` apply the proposal, `x` revert
(agent changes, new rules), `k` accept as is, `i` ignore (until its text changes), `o` open the
evidence in the editor, `s` show decided items too. Writes are atomic with a backup and refused
when a file changed since the queue was built.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from rich.markup import escape
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import DataTable, Static

from memtui.core.review import ReviewItem, ReviewQueue
from memtui.messages import OpenFileRequest
from memtui.panes.history_pane import diff_text
from memtui.widgets.fitted_table import Cell, fill_fitted
from memtui.widgets.safe_text import safe

if TYPE_CHECKING:
    from memtui.app import MemtuiApp

SEVERITY_STYLE = {"error": "bold red", "warning": "yellow", "info": "cyan"}
# Columns: severity, kind, action, item (where, then what), state. Cut first: the item's text.
REVIEW_STEPS = ((3, 24), (1, 6), (2, 6), (3, 12))


class ReviewPane(Vertical):
    """Review items by severity; the right side shows evidence, sessions and the proposed diff."""

    DEFAULT_CSS = """
    #review-summary { height: auto; padding: 0 1; }
    #review-body { height: 1fr; }
    #review-table { width: 3fr; height: 1fr; }
    #review-detail-box { width: 2fr; height: 1fr; border: round $panel; padding: 0 1; }
    """

    BINDINGS = [
        Binding("a", "decide('')", "Apply", id="review-apply", tooltip="Apply the proposed action (atomic, backed up)"),
        Binding("x", "decide('revert')", "Revert", id="review-revert", tooltip="Revert an agent change or a new rule"),
        Binding("k", "decide('accept')", "Accept", id="review-accept",
                tooltip="Accept as is: record the decision only"),
        Binding("i", "decide('ignore')", "Ignore", id="review-ignore", tooltip="Ignore until its text changes"),
        Binding("o", "open", "Open", id="review-open", tooltip="Open the evidence in the editor"),
        Binding("s", "toggle_decided", "Decided", id="review-decided", tooltip="Show decided items too"),
        Binding("g", "reload", "Rebuild", id="review-reload", tooltip="Build the queue again"),
    ]

    @dataclass
    class Built(Message):
        queue: ReviewQueue | None
        error: str | None = None

    @dataclass
    class Decided(Message):
        item_id: str
        text: str
        error: str | None
        written: list[str]

    def __init__(self, root: Path, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root = Path(root)
        self.queue: ReviewQueue | None = None
        self.show_decided = False
        self.shown: list[ReviewItem] = []

    def compose(self) -> ComposeResult:
        yield Static("building the review queue…", id="review-summary")
        with Horizontal(id="review-body"):
            table: DataTable[Cell] = DataTable(id="review-table", cursor_type="row", zebra_stripes=True)
            table.add_columns("severity", "kind", "action", "item", "state")
            yield table
            with VerticalScroll(id="review-detail-box"):
                yield Static("", id="review-detail")

    @property
    def memtui(self) -> "MemtuiApp":
        return cast("MemtuiApp", self.app)

    def on_mount(self) -> None:
        self.memtui.journal_signal.subscribe(self, lambda _result: self.action_reload())
        if self.memtui.journal is not None:
            self.action_reload()      # mounted after the app's first journal look: build from it now

    # --- building -------------------------------------------------------------------------------

    def action_reload(self) -> None:
        self._build()

    @work(thread=True, exclusive=True, exit_on_error=False, group="review-build")
    def _build(self) -> None:
        from memtui.core.review import build_queue

        try:
            queue = build_queue(self.root, journal=self.memtui.journal, workspace=self.memtui.workspace,
                                take_snapshot=False)
        except Exception as exc:  # a bad file must not break the pane: say why
            self.post_message(self.Built(None, str(exc)))
            return
        self.post_message(self.Built(queue))

    @on(Built)
    def _built(self, message: Built) -> None:
        if message.error:
            self.query_one("#review-summary", Static).update(Text(f"⚠ {message.error}", "yellow"))
            return
        self.queue = message.queue
        self.refresh_table()

    def refresh_table(self) -> None:
        queue = self.queue
        if queue is None:
            return
        table = self.query_one("#review-table", DataTable)
        current = self.current()
        self.shown = queue.items if self.show_decided else queue.open_items()
        fill_fitted(table, [(item.id, [Text(item.severity, SEVERITY_STYLE.get(item.severity, "")), item.kind,
                                       item.action, _item_cell(item), item.state if item.state != "open" else ""])
                            for item in self.shown], steps=REVIEW_STEPS)
        if current is not None and current.id in {i.id for i in self.shown}:
            table.move_cursor(row=table.get_row_index(current.id))
        open_count = len(queue.open_items())
        summary = Text.assemble((f"{open_count} to review", "bold"), ("  ·  ", "dim"),
                                (f"{len(queue.items) - open_count} decided", "dim"), ("  ·  ", "dim"),
                                (f"built in {queue.seconds:.2f}s", "dim"))
        if not queue.items:
            summary = Text("nothing to review: no agent changes, conflicts, lessons or threats", "green")
        if queue.notices:
            summary.append(f"\n⚠ {queue.notices[0]}", "yellow")
        self.query_one("#review-summary", Static).update(summary)
        self._show_detail()

    def current(self) -> ReviewItem | None:
        table = self.query_one("#review-table", DataTable)
        if not self.shown or not 0 <= table.cursor_row < len(self.shown):
            return None
        return self.shown[table.cursor_row]

    @on(DataTable.RowHighlighted, "#review-table")
    def _highlighted(self) -> None:
        self._show_detail()

    def _show_detail(self) -> None:
        item = self.current()
        detail = self.query_one("#review-detail", Static)
        if item is None:
            detail.update("")
            return
        text = safe(f"{item.title}\n", style="bold", multiline=True)
        text.append(f"id {item.id} · {item.kind} · proposed: {item.action} · {item.state}\n", style="dim")
        for e in item.evidence[:10]:
            text.append(f"  {e.path}:{e.line}\n", style="cyan")
        for s in item.sessions[:10]:
            text.append(f"  session {s.path} entry {s.entry}\n", style="magenta")
        offered = ", ".join(sorted(a for a in item.writes if a != "ignore"))
        text.append(f"offered: {offered}\n", style="dim")
        for note in item.notes:
            text.append(f"{note}\n", style="bold yellow" if "⚠" in note else "yellow")
        text.append("\n")
        text.append_text(diff_text(item.diff) if item.diff else Text("(no automatic change: decide by hand)", "dim"))
        detail.update(text)

    # --- decisions ------------------------------------------------------------------------------

    def action_decide(self, action: str) -> None:
        item = self.current()
        queue = self.queue
        if item is None or queue is None:
            return
        action = action or item.action
        warnings = [n for n in item.notes if "⚠" in n]
        if not warnings or action in ("accept", "ignore"):
            self._decide(queue, item, action)
            return
        from memtui.screens.choice_screen import ChoiceScreen

        def decided(choice: str | None) -> None:
            if choice == action:
                self._decide(queue, item, action)

        self.app.push_screen(ChoiceScreen(
            action.capitalize(),
            escape("\n".join(warnings)) + f"\n\n{action.capitalize()} anyway? (backed up to .memtui/backups/)",
            [(action, action.capitalize()), ("cancel", "Cancel")], danger={action}), decided)

    @work(thread=True, exclusive=True, exit_on_error=False, group="review-decide")
    def _decide(self, queue: ReviewQueue, item: ReviewItem, action: str) -> None:
        from memtui.core.fsio import ConflictError
        from memtui.core.lint.fix import FixError
        from memtui.core.review import ReviewError, apply_item, ignore_item

        try:
            if action == "ignore":
                ignore_item(queue, item)
                written: list[str] = []
            else:
                written = apply_item(queue, item, action, self.memtui.journal)
        except ConflictError as exc:
            self.post_message(self.Decided(item.id, "", f"{exc}: nothing was written (rebuilding the queue)", []))
            return
        except (ReviewError, FixError, OSError) as exc:
            self.post_message(self.Decided(item.id, "", str(exc), []))
            return
        self.post_message(self.Decided(item.id, f"{action}: {item.title}", None, written))

    @on(Decided)
    def _decided(self, message: Decided) -> None:
        if message.error:
            self.app.notify(message.error, title="Not applied", severity="error")
            self.action_reload()
            return
        self.app.notify(message.text + (f" — wrote {', '.join(message.written)}" if message.written else ""),
                        title="Review")
        for path in message.written:
            self.memtui.note_own_save(path)
        self.refresh_table()
        if message.written:
            self.memtui.scan()

    def on_resize(self) -> None:
        """The item column is cut to the table's width: fit it again once the new layout is done."""
        self.call_after_refresh(self.refresh_table)

    def action_toggle_decided(self) -> None:
        self.show_decided = not self.show_decided
        self.refresh_table()

    def action_open(self) -> None:
        item = self.current()
        if item is not None and item.evidence and not item.evidence[0].path.endswith(".jsonl"):
            self.post_message(OpenFileRequest(item.evidence[0].path, item.evidence[0].line))


def _item_cell(item: ReviewItem) -> Text:
    """Where the item is (its first evidence) and what it is: two orphans read the same without the file."""
    where = f"{item.evidence[0].path}:{item.evidence[0].line}  " if item.evidence else ""
    return Text.assemble(safe(where, style="bold"), safe(item.title))
