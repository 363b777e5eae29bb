"""An Input that remembers what was submitted: up / down walk the history, like a shell.

What was typed before walking (the draft) comes back after the newest entry, as in a shell; down while
not walking is left to the parent (the audit pane moves the focus to its results)."""

from __future__ import annotations

from typing import Any

from textual.actions import SkipAction
from textual.binding import Binding
from textual.widgets import Input


class HistoryInput(Input):
    """Input with a submit history (newest last, no repeats in a row)."""

    BINDINGS = [
        Binding("up", "history(-1)", "Previous query", show=False, id="history-previous",
                tooltip="Put the previous submitted query in the box"),
        Binding("down", "history(1)", "Next query", show=False, id="history-next",
                tooltip="Put the next submitted query in the box (what you had typed after the newest)"),
    ]

    def __init__(self, *args: Any, max_items: int = 100, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.history: list[str] = []
        self.max_items = max_items
        self._position: int | None = None   # index into history while walking it
        self._draft = ""                     # what was in the box when the walk began

    def remember(self, value: str) -> None:
        """Add a submitted value to the history and stop walking."""
        value = value.strip()
        if value and (not self.history or self.history[-1] != value):
            self.history.append(value)
            del self.history[: -self.max_items]
        self._position = None

    def action_history(self, step: int) -> None:
        if self._position is None:
            if step > 0:
                raise SkipAction()   # not walking: the parent's binding for the key runs
            if not self.history:
                return
            self._draft = self.value
        position = len(self.history) if self._position is None else self._position
        position = max(0, min(position + step, len(self.history)))
        self._position = None if position == len(self.history) else position
        self.value = self._draft if self._position is None else self.history[position]
        self.cursor_position = len(self.value)
