"""The assisted fix in the TUI: move the section of an index file that holds a finding into a topic file.

The screen plans in a worker (it reads the files), shows the unified diff of all the files the fix
writes, and applies only when the user presses Apply: every file's fingerprint is checked before any
is written, each write is atomic with a backup (`memtui.core.lint.fix`). Dismisses with the list of
written paths, or None when cancelled.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.markup import escape
from rich.syntax import Syntax
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from memtui.app_access import ReportsWorkerErrors, memtui_app
from memtui.core.fsio import ConflictError, read_file
from memtui.core.lint.fix import (
    FixError,
    FixPlan,
    apply_plan,
    check_move,
    plan_move_section,
    section_at,
    suggest_destination,
)


class MoveSectionScreen(ReportsWorkerErrors, ModalScreen[list[str] | None]):
    """Preview, then apply, moving one section of `index` into a new topic file."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel", id="move-cancel", tooltip="Close without writing anything"),
        Binding("ctrl+s", "apply", "Apply", id="move-apply", tooltip="Write the previewed fix (atomic, backed up)"),
    ]

    @dataclass
    class Planned(Message):
        plan: FixPlan | None
        error: str | None
        section: str | None = None
        destination: str | None = None
        warnings: list[str] | None = None

    @dataclass
    class Applied(Message):
        written: list[str] | None
        error: str | None

    def __init__(self, root: Path, index: str, line: int,
                 findings: list[tuple[str, int, str]] | None = None) -> None:
        super().__init__()
        self.findings = findings or []       # (rule, line, message) of the index file's findings
        self.root = Path(root)
        self.index = index
        self.line = line
        self.section: str | None = None      # "L<heading line>" once found
        self.plan: FixPlan | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="move-dialog"):
            yield Label(f"Move a section of {self.index} into a topic file", id="move-title")
            with Horizontal(id="move-fields"):
                yield Input(placeholder="topic file, e.g. memory/deploy.md", id="move-dest")
                yield Input(placeholder="keywords, comma-separated", id="move-keywords")
            yield Static("planning…", id="move-status")
            with VerticalScroll(id="move-preview"):
                yield Static("", id="move-diff")
            with Horizontal(id="move-buttons"):
                yield Button("Apply", id="move-apply-button", variant="primary", disabled=True)
                yield Button("Cancel", id="move-cancel-button")

    def on_mount(self) -> None:
        for widget in self.query(Input):
            widget.cursor_blink = memtui_app(self).cursor_blink
        self.make_plan(None, None)

    # --- workers ----------------------------------------------------------------------------------

    @work(thread=True, exclusive=True, exit_on_error=False, group="move-plan")
    def make_plan(self, destination: str | None, keywords: str | None) -> None:
        """Find the section (first time) and plan the move; never writes."""
        section, suggested = self.section, None
        res = read_file(self.root / self.index)
        if section is None:
            heading = section_at(res.text, self.line) if res.ok else None
            if heading is None:
                self.post_message(self.Planned(None, f"no heading above line {self.line} of {self.index}: "
                                                     "nothing to move"))
                return
            section, suggested = f"L{heading.line}", suggest_destination(heading.title)
        check = check_move(self.index, res.text, self.line, self.findings) if res.ok else None
        if check is not None and check.blocked:
            self.post_message(self.Planned(
                None, "the section holds findings a move does not fix; they would vanish from the report "
                      "unfixed. Fix them first: " + "; ".join(check.blocked), section, suggested))
            return
        dest = destination or suggested or ""
        words = [k.strip() for k in (keywords or "").split(",") if k.strip()] or None
        try:
            plan = plan_move_section(self.root, section, dest, index=self.index, keywords=words)
        except FixError as exc:
            self.post_message(self.Planned(None, str(exc), section, suggested))
            return
        self.post_message(self.Planned(plan, None, section, suggested, check.warnings if check else None))

    @work(thread=True, exclusive=True, exit_on_error=False, group="move-apply")
    def write_plan(self, plan: FixPlan) -> None:
        try:
            applied = apply_plan(plan)
        except ConflictError as exc:
            self.post_message(self.Applied(None, f"{exc}: nothing was written. Review the new preview."))
            return
        except (FixError, OSError) as exc:
            self.post_message(self.Applied(None, str(exc)))
            return
        self.post_message(self.Applied([a.path for a in applied], None))

    # --- handlers ---------------------------------------------------------------------------------

    @on(Planned)
    def _planned(self, message: Planned) -> None:
        if message.section:
            self.section = message.section
        dest = self.query_one("#move-dest", Input)
        if message.destination and not dest.value:
            with dest.prevent(Input.Changed):
                dest.value = message.destination
        self.plan = message.plan
        apply_button = self.query_one("#move-apply-button", Button)
        status = self.query_one("#move-status", Static)
        if message.plan is None:
            apply_button.disabled = True
            status.update(f"[b red]cannot plan:[/] {escape(message.error or '')}")
            self.query_one("#move-diff", Static).update("")
            return
        apply_button.disabled = False
        notes = "; ".join(message.plan.notes)
        warnings = "".join(f"\n[b yellow]{escape(w)}[/]" for w in message.warnings or [])
        status.update(f"{escape(message.plan.summary)}{warnings}\n[dim]{escape(notes)} · press Apply (ctrl+s) to "
                      "write, with backups[/]")
        diff = Syntax(message.plan.diff(), "diff", theme="ansi_dark", word_wrap=True)
        self.query_one("#move-diff", Static).update(diff)

    @on(Input.Changed)
    def _fields_changed(self) -> None:
        self.query_one("#move-apply-button", Button).disabled = True
        self.make_plan(self.query_one("#move-dest", Input).value.strip(),
                       self.query_one("#move-keywords", Input).value)

    @on(Applied)
    def _applied(self, message: Applied) -> None:
        if message.written is None:
            self.query_one("#move-status", Static).update(f"[b red]not applied:[/] {message.error}")
            self.make_plan(self.query_one("#move-dest", Input).value.strip(),
                           self.query_one("#move-keywords", Input).value)
            return
        self.dismiss(message.written)

    @on(Button.Pressed, "#move-apply-button")
    def _apply_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_apply()

    @on(Button.Pressed, "#move-cancel-button")
    def _cancel_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_apply(self) -> None:
        if self.plan is not None and not self.query_one("#move-apply-button", Button).disabled:
            self.query_one("#move-apply-button", Button).disabled = True
            self.query_one("#move-status", Static).update("writing…")
            self.write_plan(self.plan)

    def action_cancel(self) -> None:
        self.dismiss(None)
