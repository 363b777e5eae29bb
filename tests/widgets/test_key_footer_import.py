"""memtui reaches into Textual's private footer item class in one guarded import (widgets/key_footer.py).
If a Textual release moves it, the app still runs (Textual's own footer), and this test fails loudly."""

from __future__ import annotations

from textual.widget import Widget

from memtui.widgets import key_footer


def test_textual_still_has_the_footer_item_class_memtui_fits() -> None:
    footer_key = key_footer.FooterKey
    assert footer_key is not None, (
        "textual.widgets._footer.FooterKey is gone: the 80-column footer is no longer fitted "
        "(Help and Quit first, keys that do not fit hidden); update memtui/widgets/key_footer.py")
    assert issubclass(footer_key, Widget)
    for attribute in ("action", "description", "key"):
        assert attribute in footer_key.__init__.__code__.co_varnames, attribute
