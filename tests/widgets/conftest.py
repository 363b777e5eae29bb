"""A one-widget host app for widget tests."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widget import Widget


class HostApp(App):
    """Mounts a single widget."""

    def __init__(self, widget: Widget) -> None:
        super().__init__()
        self.widget = widget

    def compose(self) -> ComposeResult:
        yield self.widget


@pytest.fixture
def host_app() -> type[HostApp]:
    return HostApp
