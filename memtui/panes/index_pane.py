"""The memory-map pane: index rows, always-loaded files with their cost, orphans, problems.

It paints the first scan's cheap listing first (tokens marked "≈": estimated), then the exact scan."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Input, Label, Static
from textual.widgets.data_table import RowKey

from memtui.app_access import memtui_app
from memtui.cli.table import plural
from memtui.core.lint.finding import LintReport
from memtui.core.tokens import ESTIMATE_NAME
from memtui.core.workspace import IndexRow, Workspace
from memtui.messages import OpenFileRequest
from memtui.widgets.fitted_table import Cell, cell_width, fill_fitted, set_columns
from memtui.widgets.safe_text import cell

# Index rows columns. Cut first: the keywords, the pointer's line, the category, the file; never
# the status and the lint badge. When not every cell fits, the pointer's line ("from") is not shown,
# nor a category column no row fills: at 80 columns the keywords get that room.
COLUMNS = ("", "lint", "file", "keywords", "category", "tokens", "from")
INDEX_STEPS = (("keywords", 24), ("from", 12), ("category", 4), ("keywords", 16), ("file", 24), ("from", 8),
               ("keywords", 8), ("file", 16))
# The side tables, in the order Enter in the filter falls back to when no index row matches.
SIDE_TABLES = ("#index-loaded", "#index-orphans", "#index-problems")
# Filter words that list the index rows whose file does not exist (ctrl+g types the first).
DANGLING_WORDS = ("dangling", "missing")


def _short(number: int) -> str:
    """5000 -> "5k", 25600 -> "25.6k", 200 -> "200"; a number one decimal would round stays whole
    (Hermes' 1375-char USER.md budget read "1.4k"): 1375 -> "1,375"."""
    if number < 1000 or number % 100:
        return f"{number:,}"
    return f"{number / 1000:.1f}".rstrip("0").rstrip(".") + "k"


def _tokens(number: int, estimated: bool) -> str:
    """A token count, "≈" first when it is an estimate."""
    return f"≈{number:,}" if estimated else f"{number:,}"


def _matches(needle: str, *fields: object) -> bool:
    return not needle or any(needle in str(f).lower() for f in fields if f is not None)


class IndexPane(Vertical):
    """Everything the agent's index points to, and what it costs every prompt."""

    BINDINGS = [
        Binding("ctrl+f", "focus_filter", "Filter", id="index-filter", tooltip="Filter rows as you type"),
        Binding("ctrl+o", "toggle_side", "Loaded/orphans", id="index-side",
                tooltip="Show or hide the always-loaded, orphan and problem tables "
                        "(they replace the rows when narrow)"),
        Binding("escape", "clear_filter", "Clear filter", show=False, id="index-clear", tooltip="Clear the filter"),
        Binding("down", "move_cursor(1)", "Next row", show=False, id="index-down", tooltip="Next index row"),
        Binding("up", "move_cursor(-1)", "Previous row", show=False, id="index-up", tooltip="Previous index row"),
        Binding("ctrl+g", "show_dangling", "Dangling", id="index-dangling",
                tooltip="List only the index rows whose file does not exist (again: all rows)"),
        Binding("ctrl+l", "preview_prompt", "Preview", id="index-preview",
                tooltip="What each agent injects of the always-loaded files at session start, and what it cuts"),
    ]

    def __init__(self, root: Path, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root = root
        self.workspace: Workspace | None = None
        self.badges: dict[str, str] = {}    # path -> lint badge text, from the app's lint signal
        self.shown_needle: str | None = None  # the filter the rows were last drawn for

    def compose(self) -> ComposeResult:
        filter_input = Input(placeholder="filter: keyword, category, file…", id="index-filter-input")
        filter_input.cursor_blink = memtui_app(self).cursor_blink
        yield filter_input
        yield Static("scanning…", id="index-summary")
        with Horizontal(id="index-body"):
            yield DataTable(id="index-rows", cursor_type="row", zebra_stripes=True)
            with Vertical(id="index-side"):
                yield Label("Always loaded", classes="side-title")
                loaded: DataTable[Any] = DataTable(id="index-loaded", cursor_type="row")
                loaded.add_columns("file", "role", "tokens", "cap")
                yield loaded
                yield Label("Orphans — in no map row or index", classes="side-title")
                orphans: DataTable[Any] = DataTable(id="index-orphans", cursor_type="row")
                orphans.add_columns("file", "tokens", "lint")
                yield orphans
                yield Label("Problems", classes="side-title")
                problems: DataTable[Any] = DataTable(id="index-problems", cursor_type="row")
                problems.add_columns("file", "problem")
                yield problems

    def on_mount(self) -> None:
        self.query_one("#index-filter-input", Input).focus()
        app = memtui_app(self)
        app.listing_signal.subscribe(self, self.show_workspace)
        app.workspace_signal.subscribe(self, self.show_workspace)
        app.lint_signal.subscribe(self, self.show_lint)
        shown = app.workspace or app.listing
        if shown is not None:
            self.show_workspace(shown)

    # --- state ----------------------------------------------------------------------------------

    def show_workspace(self, workspace: Workspace) -> None:
        """Show a new scan, keeping the filter and the cursor row."""
        self.workspace = workspace
        self.refresh_tables()

    def show_lint(self, report: LintReport) -> None:
        """Lint badges per file: `E2 W1 I3` (errors, warnings, info)."""
        badges = {}
        for path in report.by_path():
            counts = report.counts_for(path)
            badges[path] = " ".join(f"{k[0].upper()}{n}" for k, n in counts.items() if n)
        self.badges = badges
        self.refresh_tables()

    def _badge(self, path: str) -> Text:
        text = self.badges.get(path, "")
        style = "bold red" if text.startswith("E") else "yellow" if text.startswith("W") else "dim"
        return Text(text, style=style)

    @property
    def needle(self) -> str:
        return self.query_one("#index-filter-input", Input).value.strip().lower()

    def refresh_tables(self) -> None:
        ws = self.workspace
        if ws is None:
            return
        needle = self.needle
        estimated = ws.tokenizer == ESTIMATE_NAME
        by_path = {f.path: f for f in ws.files}
        rows = self.query_one("#index-rows", DataTable)
        # A new filter puts the cursor on its first match; a rescan keeps the row it was on.
        keep_key = self._cursor_key(rows) if needle == self.shown_needle else None
        self.shown_needle = needle
        dangling_only = needle in DANGLING_WORDS
        shown: list[tuple[str, dict[str, Cell]]] = []
        for number, row in enumerate(ws.index):
            if not row.is_entry:
                continue
            target_file = by_path.get(row.resolved or "")
            if dangling_only:
                if row.exists:
                    continue
            elif not _matches(needle, row.target, row.category, row.source, *row.keywords):
                continue
            status = (Text("missing", style="bold red") if not row.exists else
                      Text("not loaded", style="yellow") if row.not_loaded else Text("ok", style="green"))
            tokens = _tokens(target_file.tokens, estimated) if target_file else "—"
            shown.append((f"row-{number}", {
                "": status, "lint": self._badge(row.resolved or ""), "file": cell(row.resolved or row.target),
                "keywords": cell(", ".join(row.keywords)), "category": cell(row.category or ""), "tokens": tokens,
                "from": cell(f"{row.source}:{row.line}"),
            }))
        columns = self._row_columns(rows, shown)
        set_columns(rows, columns)
        steps = [(columns.index(name), minimum) for name, minimum in INDEX_STEPS if name in columns]
        fill_fitted(rows, [(key, [cells[name] for name in columns]) for key, cells in shown], steps=steps)
        # no pointer index at all (e.g. Hermes): narrow screens show the side tables instead (CSS)
        self.set_class(not any(row.is_entry for row in ws.index), "-no-index")
        if rows.row_count:
            rows.move_cursor(row=rows.get_row_index(keep_key) if keep_key in rows.rows else 0, animate=False)

        caps = {c.path: c for c in ws.caps if c.path}
        loaded = []
        for f in ws.files:
            if f.always_loaded and _matches(needle, f.path, f.role):
                cap = caps.get(f.path)
                cap_text = (
                    Text(f"{cap.ratio:.0%} of {_short(cap.limit)} {cap.unit}",
                         style="bold red" if cap.used > cap.limit else "")
                    if cap else Text("")
                )
                role = f"{f.role} @import" if f.imported else f.role
                loaded.append((f"loaded-{f.path}", [cell(f.path), role, _tokens(f.tokens, estimated), cap_text]))
            elif f.load_note and _matches(needle, f.path, f.role):     # looks loaded, is not (map says why)
                loaded.append((f"loaded-{f.path}", [cell(f.path), f.role, _tokens(f.tokens, estimated),
                                                    Text("not loaded", style="yellow")]))
        fill_fitted(self.query_one("#index-loaded", DataTable), loaded, steps=((3, 4), (1, 5), (0, 12)))
        orphans = [(f"orphan-{path}", [cell(path), _tokens(by_path[path].tokens, estimated) if path in by_path else "",
                                       self._badge(path)])
                   for path in ws.orphans if _matches(needle, path)]
        fill_fitted(self.query_one("#index-orphans", DataTable), orphans, steps=((0, 12),))
        problems = [(f"problem-{i}", [cell(prob.path), cell(prob.message)])
                    for i, prob in enumerate(ws.problems) if _matches(needle, prob.path, prob.message)]
        fill_fitted(self.query_one("#index-problems", DataTable), problems, steps=((1, 16), (0, 12)))

        over = [c for c in ws.caps if c.used > c.limit]
        summary = Text.assemble(
            ("always loaded ", "dim"), (f"{_tokens(ws.always_loaded_tokens, estimated)} tokens", "bold"),
            (f" ({ws.always_loaded_chars:,} chars)", "dim"),
            ("  ·  ", "dim"), (plural(len(ws.index), "pointer"), ""),
            ("  ·  ", "dim"), (f"{len(ws.dangling)} dangling", "bold red" if ws.dangling else ""),
            (f" ({self._key_for('show_dangling')})" if ws.dangling else "", "dim"),
            ("  ·  ", "dim"), (plural(len(ws.orphans), "orphan"), "yellow" if ws.orphans else ""),
            ("  ·  ", "dim"), (plural(len(over), "cap") + " exceeded", "bold red" if over else ""),
            ("  ·  ", "dim"), (", ".join(ws.layouts) or "no layout detected", "cyan"),
        )
        if not ws.files:
            summary = Text("no memory files here: start memtui in the agent's workspace (with MEMORY.md, "
                           "CLAUDE.md or AGENTS.md), or give it: memtui DIR", style="yellow")   # ≤ 2 lines at 80
        self.query_one("#index-summary", Static).update(summary)

    # --- events ---------------------------------------------------------------------------------

    @on(Input.Changed, "#index-filter-input")
    def _filter_changed(self) -> None:
        self.refresh_tables()

    @on(Input.Submitted, "#index-filter-input")
    def _filter_submitted(self) -> None:
        """Enter in the filter opens the highlighted row, like a fuzzy finder: the rows are brought
        up to date with the filter as it is now first, so a fast Enter never opens a stale row."""
        if self.needle != self.shown_needle:
            self.refresh_tables()
        key = self._cursor_key(self.query_one("#index-rows", DataTable))
        if key is None:   # no index row matches: a file only in the side tables is still a match
            key = next((self._cursor_key(self.query_one(side, DataTable)) for side in SIDE_TABLES
                        if self.query_one(side, DataTable).row_count), None)
        if key is not None:
            self.open_row(str(key.value))
        elif self.needle:
            self.app.notify(f"no file or index row matches {self.needle!r} (escape clears the filter)",
                            title="Nothing to open", severity="warning")

    @staticmethod
    def _cursor_key(table: DataTable[Any]) -> RowKey | None:
        """The key of the row under the cursor, None when the table is empty."""
        if not table.row_count or not table.is_valid_row_index(table.cursor_row):
            return None
        return table.coordinate_to_cell_key(table.cursor_coordinate).row_key

    @on(DataTable.RowSelected)
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.open_row(str(event.row_key.value or ""))

    def action_move_cursor(self, delta: int) -> None:
        rows = self.query_one("#index-rows", DataTable)
        if rows.row_count:
            rows.move_cursor(row=max(0, min(rows.cursor_row + delta, rows.row_count - 1)))

    def open_row(self, key: str) -> None:
        """Open what a row points to (a dangling pointer opens its source line)."""
        ws = self.workspace
        if ws is None:
            return
        if key.startswith("row-"):
            row: IndexRow = ws.index[int(key[4:])]
            if row.exists and row.resolved:
                self.post_message(OpenFileRequest(row.resolved))
            else:
                self.app.notify(
                    f"{row.target} does not exist: opening the pointer in {row.source}:{row.line}",
                    title="Dangling pointer", severity="warning",
                )
                self.post_message(OpenFileRequest(row.source, row.line))
        elif key.startswith(("loaded-", "orphan-")):
            self.post_message(OpenFileRequest(key.split("-", 1)[1]))
        elif key.startswith("problem-"):
            prob = ws.problems[int(key.split("-", 1)[1])]
            if ws.get(prob.path) is not None:
                self.post_message(OpenFileRequest(prob.path, prob.line))

    def _key_for(self, action: str) -> str:
        """How the footer shows the key of one of this pane's actions (it may be remapped)."""
        return next((self.app.get_key_display(b) for bindings in self._bindings.key_to_bindings.values()
                     for b in bindings if b.action == action), "")

    def _row_columns(self, rows: DataTable[Any], shown: list[tuple[str, dict[str, Cell]]]) -> list[str]:
        """The index rows' columns: all of them when every cell fits whole; else without the pointer's
        line ("from") and, when no row has one, the category: their room goes to the keywords."""
        natural = {name: max([cell_width(name)] + [cell_width(cells[name]) for _, cells in shown]) for name in COLUMNS}
        room = rows.content_region.width - rows.styles.scrollbar_size_vertical - 2 * rows.cell_padding * len(COLUMNS)
        if room <= 0 or sum(natural.values()) <= room:
            return list(COLUMNS)
        has_category = any(cells["category"] for _, cells in shown)
        return [name for name in COLUMNS if name != "from" and (has_category or name != "category")]

    def action_show_dangling(self) -> None:
        """Only the rows whose file does not exist (the filter word "dangling"); again: every row."""
        filter_input = self.query_one("#index-filter-input", Input)
        filter_input.value = "" if self.needle in DANGLING_WORDS else DANGLING_WORDS[0]
        if self.workspace is not None and not self.workspace.dangling and filter_input.value:
            self.app.notify("every index row points to a file that exists", title="No dangling pointer")

    def action_preview_prompt(self) -> None:
        """Open the Preview view of the always-loaded files (issue 17)."""
        from memtui.screens.preview_screen import PreviewScreen

        self.app.push_screen(PreviewScreen(self.root))

    def action_focus_filter(self) -> None:
        self.query_one("#index-filter-input", Input).focus()

    def action_toggle_side(self) -> None:
        self.toggle_class("-side")
        self.call_after_refresh(self.refresh_tables)

    def on_resize(self) -> None:
        """Column widths follow the terminal: re-fit them once the new layout is done."""
        self.call_after_refresh(self.refresh_tables)

    def action_clear_filter(self) -> None:
        self.query_one("#index-filter-input", Input).value = ""
