"""A markdown TextArea that marks lines with lint findings and shows where invisible characters hide.

Zero-width and bidi characters take no cell on screen, so the character next to each one is drawn
in reverse red; lines with findings get a tinted background by severity. Both ride on the
TextArea's own highlight map, so they follow edits and scrolling. Control characters (an escape
sequence pasted into memory) are drawn as markers (`␛`), never written to the terminal.
"""

from __future__ import annotations

from typing import Any

from rich.style import Style
from textual.strip import Strip
from textual.widgets import TextArea

from memtui.core.lint.threats import INVISIBLE_RE
from memtui.widgets.safe_text import safe_strip

MARKER_STYLES = {
    "memtui.error": Style(bgcolor="#4a1c1c"),
    "memtui.warning": Style(bgcolor="#3f3818"),
    "memtui.info": Style(bgcolor="#1c2c3f"),
    "memtui.invisible": Style(color="white", bgcolor="red", bold=True),
}


class MemoryTextArea(TextArea):
    """TextArea with lint markers (`set_markers`) and invisible-character flags."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.markers: dict[int, str] = {}   # 0-based row -> worst severity (set before the
        super().__init__(*args, **kwargs)   # base class builds its first highlight map)

    def render_line(self, y: int) -> Strip:
        """The line as drawn, with control characters (ESC, BEL, …) shown as markers, never sent."""
        return safe_strip(super().render_line(y))

    def set_markers(self, markers: dict[int, str]) -> None:
        """Mark rows (0-based) with a severity: error | warning | info."""
        self.markers = dict(markers)
        self._build_highlight_map()
        self.refresh()

    def _set_theme(self, theme: str) -> None:
        super()._set_theme(theme)
        if self._theme is not None:
            self._theme.syntax_styles = {**self._theme.syntax_styles, **MARKER_STYLES}

    def _build_highlight_map(self) -> None:
        super()._build_highlight_map()
        highlights = self._highlights
        for row, severity in self.markers.items():
            if row < self.document.line_count:
                highlights[row].append((0, None, f"memtui.{severity}"))
        for row, line in enumerate(self.document.lines):
            for match in INVISIBLE_RE.finditer(line):
                col = match.start()
                start = col - 1 if col > 0 else col + 1   # the visible neighbour
                if 0 <= start < len(line) and not INVISIBLE_RE.match(line[start]):
                    b0 = len(line[:start].encode("utf-8"))
                    b1 = b0 + len(line[start].encode("utf-8"))
                    highlights[row].append((b0, b1, "memtui.invisible"))
