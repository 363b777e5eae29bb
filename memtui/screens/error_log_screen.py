"""F12: every failure of this session in one place (worker errors, config problems), newest first.

Background tasks that fail do not take the app down and do not vanish either: the app records them
(`MemtuiApp.report_error`), shows a notification once, and this screen lists them with their details
(the traceback's last lines for a crash), like Harlequin's error modal.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static


@dataclass(frozen=True)
class LoggedError:
    """One entry of the error log."""

    when: datetime
    source: str        # "scan", "editor-read", "memtui.toml", …
    message: str
    severity: str = "error"     # error | warning
    detail: str = ""            # the traceback's last lines, for a crash


def render_entry(entry: LoggedError) -> Text:
    """One entry as styled text: time, source, message, then the detail dimmed."""
    style = "bold red" if entry.severity == "error" else "bold yellow"
    out = Text.assemble((entry.when.strftime("%H:%M:%S"), "dim"), "  ", (entry.source, style), "  ", entry.message)
    if entry.detail:
        out.append("\n" + entry.detail.rstrip(), style="dim")
    return out


class ErrorLogScreen(ModalScreen[None]):
    """The session's errors and warnings, newest first."""

    BINDINGS = [Binding("escape,f12,q", "close", "Close", id="errors-close", tooltip="Close the error log")]

    def __init__(self, entries: list[LoggedError]) -> None:
        super().__init__()
        self.entries = list(entries)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="errors-dialog"):
            count = len(self.entries)
            yield Static(Text(f"Errors and warnings ({count})", style="bold"), id="errors-title")
            if not self.entries:
                yield Static("Nothing went wrong in this session.", id="errors-empty")
            for number, entry in enumerate(reversed(self.entries)):
                yield Static(render_entry(entry), classes="errors-entry", id=f"errors-entry-{number}")
            yield Static(Text("escape closes this log", style="dim"))

    def action_close(self) -> None:
        self.dismiss(None)
