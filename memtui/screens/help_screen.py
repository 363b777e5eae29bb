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


def _widget_keys_table(keys: list[KeyHelp]) -> Table:
    """Keys of a built-in widget (a text field's editing keys: no tooltip), two to a row."""
    table = Table(box=None, show_header=False, padding=(0, 2, 0, 0), expand=True)
    for _ in range(2):
        table.add_column(style="#ffa62b", no_wrap=True)
        table.add_column(ratio=1, style="dim")
    seconds: list[KeyHelp | None] = [*keys[1::2]]
    seconds += [None] * (len(keys[::2]) - len(seconds))   # an odd count: the last row has one key
    for first, second in zip(keys[::2], seconds, strict=True):
        table.add_row(first.key, first.description, *((second.key, second.description) if second else ("", "")))
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
                # memtui's own keys (each has a tooltip) first; a focused text field's editing keys
                # apart: in one table, their long names squeezed the explanations to 2 cells at 80×24
                own = [k for k in self.pane_keys if k.tooltip]
                widget = [k for k in self.pane_keys if not k.tooltip]
                yield Static(_keys_table(own) if own else "no keys of its own", id="help-pane-keys")
                if widget:
                    yield Static(Text("Moving and editing keys", style="bold dim"), classes="help-title")
                    yield Static(_widget_keys_table(widget), id="help-widget-keys")
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
