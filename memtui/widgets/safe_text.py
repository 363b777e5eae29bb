"""Text from files for the screen: control characters as visible markers, never as terminal codes.

A file name or a memory line can hold escape sequences (window title, OSC 52 clipboard writes);
Rich strips only a few control characters and a `str` cell of a DataTable is read as markup, so
every text that comes from a file goes through `safe()` (a plain `Text`, one line unless asked) or,
for a rendered strip, `safe_strip()`.
"""

from __future__ import annotations

from rich.segment import Segment
from rich.text import Text
from textual.strip import Strip

from memtui.core.text_safety import has_unsafe, markers


def safe(text: str, style: str = "", *, multiline: bool = False) -> Text:
    """A plain Text (never markup) with control characters shown as markers."""
    return Text(markers(text, keep_newlines=multiline), style=style)


def cell(text: str) -> str | Text:
    """A DataTable cell for file-derived text: the string itself when it is harmless (no control
    characters, nothing markup could read), else a safe `Text`."""
    return safe(text) if "[" in text or has_unsafe(text) else text


def safe_strip(strip: Strip) -> Strip:
    """The same strip with control characters in its segments drawn as markers (width kept)."""
    segments = list(strip)
    if not any(has_unsafe(seg.text) for seg in segments):
        return strip
    fixed = [Segment(markers(seg.text, keep_newlines=False), seg.style, seg.control)
             if not seg.control else seg for seg in segments]
    return Strip(fixed).crop(0, strip.cell_length)
