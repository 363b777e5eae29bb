"""A read-only unified diff between the editor buffer and the file on disk."""

from __future__ import annotations

import difflib

from rich.syntax import Syntax
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static


def unified_diff(disk: str, mine: str, path: str) -> str:
    """The diff from the disk version to the editor's version."""
    lines = difflib.unified_diff(
        disk.splitlines(keepends=True), mine.splitlines(keepends=True),
        fromfile=f"{path} (on disk)", tofile=f"{path} (editor)",
    )
    return "".join(lines) or "(no differences)"


class DiffScreen(ModalScreen[None]):
    """Show a diff; escape or q closes it."""

    BINDINGS = [
        Binding("escape", "dismiss", "Close", id="diff-close", tooltip="Close the diff"),
        Binding("q", "dismiss", "Close", show=False, id="diff-close-q", tooltip="Close the diff"),
    ]

    def __init__(self, title: str, diff_text: str) -> None:
        super().__init__()
        self.title_text = title
        self.diff_text = diff_text

    def compose(self) -> ComposeResult:
        yield Label(self.title_text, id="diff-title")
        with VerticalScroll(id="diff-body"):
            yield Static(Syntax(self.diff_text, "diff", theme="ansi_dark", word_wrap=True), id="diff-text")
