"""The typed way from a pane, widget or screen to the app (as Posting does): `memtui_app(self)`.

Panes are only ever mounted in `MemtuiApp`; the cast names that once, instead of `getattr(self.app, …)`
and `type: ignore` at every use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.message_pump import MessagePump

if TYPE_CHECKING:
    from memtui.app import MemtuiApp


def memtui_app(node: MessagePump) -> MemtuiApp:
    """The running `MemtuiApp` that `node` belongs to."""
    return cast("MemtuiApp", node.app)
