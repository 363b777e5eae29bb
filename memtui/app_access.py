"""The typed way from a pane, widget or screen to the app (as Posting does): `memtui_app(self)`.

Panes are only ever mounted in `MemtuiApp`; the cast names that once, instead of `getattr(self.app, …)`
and `type: ignore` at every use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.message_pump import MessagePump
from textual.worker import Worker

if TYPE_CHECKING:
    from memtui.app import MemtuiApp


def memtui_app(node: MessagePump) -> MemtuiApp:
    """The running `MemtuiApp` that `node` belongs to."""
    return cast("MemtuiApp", node.app)


class ReportsWorkerErrors:
    """Mix into a pane or screen: its failed workers go to the app's error log (F12).

    Textual sends `Worker.StateChanged` only to the worker's own node (it does not bubble), so each
    node that runs workers with `exit_on_error=False` forwards it here instead of dropping it."""

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        app = cast(MessagePump, self).app
        if hasattr(app, "report_worker_error"):
            cast("MemtuiApp", app).report_worker_error(event.worker)
