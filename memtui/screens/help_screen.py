"""F1: the keys of the pane in focus, what each pane is for, and the keys that work everywhere."""

from __future__ import annotations

from dataclasses import dataclass

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static


@dataclass(frozen=True)
class KeyHelp:
    """One key of the help: how to press it, its short name, and what it does."""

    key: str
    description: str
    tooltip: str


@dataclass(frozen=True)
class PaneHelp:
    """One pane: its F-key, title and what it is for."""

    key: str
    title: str
    purpose: str


def _keys_table(keys: list[KeyHelp]) -> Table:
    table = Table(box=None, show_header=False, padding=(0, 2, 0, 0), expand=True)
    table.add_column(style="bold #ffa62b", no_wrap=True)
    table.add_column(style="bold", no_wrap=True)
    table.add_column(ratio=1)
    for key in keys:
        table.add_row(key.key, key.description, key.tooltip)
    return table


class HelpScreen(ModalScreen[None]):
    """What the focused pane does and its keys; every pane's purpose; the global keys."""

    BINDINGS = [
        Binding("escape,f1,q", "dismiss_help", "Close help", id="help-close", tooltip="Close this help"),
    ]

    def __init__(self, pane: PaneHelp | None, pane_keys: list[KeyHelp], panes: list[PaneHelp],
                 global_keys: list[KeyHelp]) -> None:
        super().__init__()
        self.pane = pane
        self.pane_keys = pane_keys
        self.panes = panes
        self.global_keys = global_keys

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-dialog"):
            if self.pane is not None:
                yield Static(Text(f"{self.pane.title} ({self.pane.key})", style="bold"), classes="help-title")
                yield Static(self.pane.purpose, classes="help-purpose")
                yield Static(_keys_table(self.pane_keys) if self.pane_keys else "no keys of its own",
                             id="help-pane-keys")
            yield Static(Text("Panes", style="bold"), classes="help-title")
            panes = Table(box=None, show_header=False, padding=(0, 2, 0, 0), expand=True)
            panes.add_column(style="bold", no_wrap=True)
            panes.add_column(style="bold", no_wrap=True)
            panes.add_column(ratio=1)
            for pane in self.panes:
                panes.add_row(pane.key, pane.title, pane.purpose)
            yield Static(panes, id="help-panes")
            yield Static(Text("Everywhere", style="bold"), classes="help-title")
            yield Static(_keys_table(self.global_keys), id="help-global-keys")
            yield Static(Text("escape closes this help · ctrl+p lists every command", style="dim"))

    def action_dismiss_help(self) -> None:
        self.dismiss(None)
