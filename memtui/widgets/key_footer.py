"""The footer, fitted to narrow terminals: at 80 columns Textual's footer ran off the right edge in six of
the eight panes, so `F1 Help`, `^q Quit` and the pane's last keys were not on screen (and the docked
`^p palette` item was drawn over the last visible one).

On a narrow screen the footer is compact, leaves out the palette item (`ctrl+p` still opens it; the help
screen says so) and the keys disabled right now (F1 lists them), and starts with Help and Quit; a key that
still does not fit whole (the pane's least used, listed by F1) is hidden rather than cut in half. A wide
screen keeps Textual's own footer, unchanged.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.reactive import reactive
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

FIRST_ACTIONS = ("help", "quit")   # the app's keys a newcomer needs whatever pane is shown, in this order


class KeyFooter(Footer):
    """Textual's footer with a narrow mode (set by the app from the screen's width)."""

    narrow: reactive[bool] = reactive(False, recompose=True)

    def watch_narrow(self, narrow: bool) -> None:
        self.compact = narrow
        self.show_command_palette = not narrow

    def compose(self) -> ComposeResult:
        keys = list(super().compose())
        if not self.narrow:
            yield from keys
            return
        first = sorted((key for key in keys if isinstance(key, FooterKey) and key.action in FIRST_ACTIONS),
                       key=lambda key: FIRST_ACTIONS.index(key.action))
        yield from first
        # a key that does nothing right now (disabled) is not worth its room in 80 columns
        yield from (key for key in keys if key not in first and not key.has_class("-disabled"))
        self.call_after_refresh(self.drop_overflow)

    def drop_overflow(self) -> None:
        """Hide the keys that run past the right edge (in a narrow footer)."""
        right = self.region.right
        for key in self.query(FooterKey):
            if key.display and key.region.right > right:
                key.display = False
