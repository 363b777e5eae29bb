"""The footer, fitted to narrow terminals: at 80 columns Textual's footer ran off the right edge in six of
the eight panes, so `F1 Help`, `^q Quit` and the pane's last keys were not on screen (and the docked
`^p palette` item was drawn over the last visible one).

On a narrow screen the footer is compact, leaves out the palette item (`ctrl+p` still opens it; the help
screen says so) and the keys disabled right now (F1 lists them), and starts with Help and Quit; a key that
still does not fit whole (the pane's least used, listed by F1) is hidden rather than cut in half. A wide
screen keeps Textual's own footer, unchanged.

Textual keeps its footer item class private (`textual.widgets._footer.FooterKey`): it is imported in this
one guarded place. A Textual that moves it gets Textual's own footer at every width (nothing breaks), and
`tests/widgets/test_key_footer_import.py` fails loudly so the import is fixed before a release.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import Footer

if TYPE_CHECKING:
    from textual.widgets._footer import FooterKey
else:
    try:
        from textual.widgets._footer import FooterKey
    except ImportError:      # a Textual that moved it: the footer stays Textual's own (see the module doc)
        FooterKey = None

FIRST_ACTIONS = ("help", "quit")   # the app's keys a newcomer needs whatever pane is shown, in this order


class KeyFooter(Footer):
    """Textual's footer with a narrow mode (set by the app from the screen's width)."""

    narrow: reactive[bool] = reactive(False, recompose=True)

    def watch_narrow(self, narrow: bool) -> None:
        fitted = narrow and FooterKey is not None
        self.compact = fitted
        self.show_command_palette = not fitted

    def compose(self) -> ComposeResult:
        keys = list(super().compose())
        if not self.narrow or FooterKey is None:
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
        shown: list[Widget] = list(self.query(FooterKey)) if FooterKey is not None else []
        for key in shown:
            if key.display and key.region.right > right:
                key.display = False
