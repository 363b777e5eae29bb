"""What the editor shows of a file's text, decided in the reading thread (never on the UI thread).

A line over `LONG_LINE_CHARS` turns soft wrap and markdown highlighting off. A line over
`HUGE_LINE_CHARS` (a pasted blob, a minified dump) makes the file read-only and is shown cut: the
TextArea measures and draws a whole line for every key and cursor move (a 5 MB line: seconds a key,
worse with wide characters), so such a file is shown, never edited, here. Nothing is lost: the
file on disk is not touched, and the note says where to edit it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from memtui.core.workspace_layout import loaded_text
from memtui.core.workspace_model import Workspace

LONG_LINE_CHARS = 10_000
HUGE_LINE_CHARS = 20_000
HERMES_CONSOLIDATE = 0.8    # Hermes' docs: above 80 % of the budget, consolidate
PLAIN_VIEW_NOTE = f"a line over {LONG_LINE_CHARS:,} chars: no soft wrap or highlighting (scroll sideways)"


@dataclass(frozen=True)
class ShownText:
    """The text the editor shows, its longest line, and how many lines were cut to show it."""

    text: str
    longest_line: int
    cut_lines: int = 0

    @property
    def plain(self) -> bool:
        """No soft wrap, no highlighting: a line is too long to wrap and parse on every key."""
        return self.longest_line > LONG_LINE_CHARS

    @property
    def read_only_reason(self) -> str | None:
        if not self.cut_lines:
            return None
        return (f"a line of {self.longest_line:,} chars (over {HUGE_LINE_CHARS:,}): read-only, "
                f"{'that line is' if self.cut_lines == 1 else f'{self.cut_lines} lines are'} shown cut "
                f"to {LONG_LINE_CHARS:,} chars; edit the file in another editor")


def shown_text(text: str) -> ShownText:
    """Measure `text` (`split` and `len` run in C: ~20 ms for 10 MB) and cut lines over `HUGE_LINE_CHARS`."""
    if len(text) <= LONG_LINE_CHARS:
        return ShownText(text, max(map(len, text.split("\n"))))
    lines = text.split("\n")
    longest = max(map(len, lines))
    if longest <= HUGE_LINE_CHARS:
        return ShownText(text, longest)
    cut = 0
    for number, line in enumerate(lines):
        if len(line) > HUGE_LINE_CHARS:
            lines[number] = f"{line[:LONG_LINE_CHARS]} … [{len(line) - LONG_LINE_CHARS:,} more chars not shown]"
            cut += 1
    return ShownText("\n".join(lines), longest, cut)


def hermes_budget(workspace: Workspace | None, path: str, text: str) -> tuple[Text, str | None] | None:
    """The status field of a Hermes memory file, `1,001/2,200 chars`, counted on the buffer as Hermes
    counts it (the entries joined by the delimiter), so an edit shows its effect before the save; and a
    note from 80 % of the budget (yellow: Hermes' docs say consolidate) and past it (bold red: Hermes
    refuses new entries). None for a file without a Hermes budget."""
    if workspace is None:
        return None
    cap = next((c for c in workspace.caps if c.name == "hermes-budget" and c.path == path), None)
    memory_file = workspace.get(path)
    if cap is None or memory_file is None or not cap.limit:
        return None
    used = len(loaded_text(memory_file, text))
    ratio = used / cap.limit
    field = f"{used:,}/{cap.limit:,} chars"
    share = f"Hermes budget: {used:,} of {cap.limit:,} chars ({ratio:.0%})"
    if used > cap.limit:
        return Text(field, style="bold red"), f"{share}: over it, Hermes refuses new entries; cut or merge some"
    if ratio >= HERMES_CONSOLIDATE:
        return Text(field, style="yellow"), f"{share}: above 80 %, Hermes' docs say consolidate"
    return Text(field), None
