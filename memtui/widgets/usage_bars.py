"""Stacked horizontal bars drawn natively in `render()`: one row per item, one colour per segment.

Used for the per-session context bars (segments = the eight usage categories) and the memory-tax bar
(segments = always-loaded files, against a cap). Cell counts are allotted by largest remainder, so
the output is deterministic and each bar fills exactly its share of the width.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from memtui.core.text_safety import markers

# One colour per usage category (and a cycle for anything else).
CATEGORY_COLORS = {
    "system_prompt": "#8a8a8a",
    "tool_results": "#d75f5f",
    "tool_calls": "#d7875f",
    "assistant_text": "#5f87d7",
    "thinking": "#af87d7",
    "user_input": "#5faf5f",
    "summaries": "#d7af5f",
    "other": "#5fafaf",
}
_CYCLE = ("#5f87d7", "#d7af5f", "#5faf5f", "#d75f5f", "#af87d7", "#5fafaf", "#d7875f", "#8a8a8a")
FILL = "█"
EMPTY = "·"
CAP_MARK = "│"


@dataclass
class BarRow:
    """One bar: a label, ordered (name, value) segments, optional cap and a right-hand note."""

    label: str
    segments: list[tuple[str, int]]
    note: str = ""
    limit: int | None = None
    colors: dict[str, str] = field(default_factory=dict)

    @property
    def total(self) -> int:
        return sum(v for _, v in self.segments)


def allot(values: list[int], cells: int) -> list[int]:
    """Split `cells` among `values` proportionally (largest remainder; ties go to the earlier value)."""
    total = sum(values)
    if total <= 0 or cells <= 0:
        return [0] * len(values)
    exact = [v * cells / total for v in values]
    counts = [int(x) for x in exact]
    order = sorted(range(len(values)), key=lambda i: (-(exact[i] - counts[i]), i))
    for i in order[: cells - sum(counts)]:
        counts[i] += 1
    return counts


def segment_color(name: str, index: int, row: BarRow) -> str:
    return row.colors.get(name) or CATEGORY_COLORS.get(name) or _CYCLE[index % len(_CYCLE)]


class UsageBars(Widget):
    """Stacked bars, one per row. `normalize=True` draws every bar full width (shares); otherwise
    a row with a `limit` is scaled to its own limit (drawn as a cap marker) and the others to the
    largest total.
    With `selectable=True` the widget takes focus and moves a row cursor (posting `Highlighted`)."""

    DEFAULT_CSS = """
    UsageBars {
        height: auto;
        min-height: 1;
    }
    UsageBars > .usage-bars--cursor {
        text-style: reverse;
    }
    UsageBars:focus > .usage-bars--cursor {
        text-style: bold reverse;
    }
    """
    COMPONENT_CLASSES = {"usage-bars--cursor"}
    BINDINGS = [
        Binding("up", "cursor(-1)", "Previous", show=False, id="usage-bars-up", tooltip="Select the previous bar"),
        Binding("down", "cursor(1)", "Next", show=False, id="usage-bars-down", tooltip="Select the next bar"),
    ]

    class Highlighted(Message):
        """The cursor moved to row `index`."""

        def __init__(self, bars: "UsageBars", index: int) -> None:
            super().__init__()
            self.bars = bars
            self.index = index

        @property
        def control(self) -> "UsageBars":
            return self.bars

    rows: reactive[list[BarRow]] = reactive(list, layout=True, always_update=True)
    cursor: reactive[int] = reactive(0)

    def __init__(
        self,
        rows: list[BarRow] | None = None,
        *,
        normalize: bool = True,
        selectable: bool = False,
        label_width: int = 24,
        note_width: int = 18,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.normalize = normalize
        self.selectable = selectable
        self.can_focus = selectable
        self.label_width = label_width
        self.note_width = note_width
        self.set_reactive(UsageBars.rows, list(rows or []))

    def validate_cursor(self, value: int) -> int:
        return max(0, min(value, len(self.rows) - 1)) if self.rows else 0

    def watch_cursor(self, old: int, new: int) -> None:
        if self.selectable and old != new:
            self.post_message(self.Highlighted(self, new))
            self.call_after_refresh(self.scroll_row_visible, new)

    def scroll_row_visible(self, row: int) -> None:
        """Scroll the container the bars sit in (a box shorter than the list) so row `row` is on screen."""
        container = self.parent
        if isinstance(container, Widget) and container.is_scrollable:
            container.scroll_to_region(Region(0, self.virtual_region.y + row, 1, 1), animate=False, immediate=True)

    def action_cursor(self, step: int) -> None:
        self.cursor += step

    def on_click(self, event: events.Click) -> None:
        if self.selectable and 0 <= event.y < len(self.rows):
            self.cursor = event.y

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(1, len(self.rows))

    def bar_cells(self) -> int:
        return max(4, self.size.width - self.label_width - self.note_width - 2)

    def render_bar(self, row: BarRow, cells: int, scale: int) -> Text:
        """The bar of one row, `cells` wide, where `scale` is the value of a full bar."""
        text = Text()
        limit = row.limit
        if self.normalize:
            full = max(row.total, 1)
        else:
            full = max(limit, row.total) if limit else max(scale, row.total)
        used_cells = round(cells * row.total / full) if full else 0
        counts = allot([v for _, v in row.segments], used_cells)
        for index, ((name, _), count) in enumerate(zip(row.segments, counts, strict=True)):
            if count:
                text.append(FILL * count, style=segment_color(name, index, row))
        rest = cells - sum(counts)
        if rest > 0:
            blank = EMPTY * rest
            if limit and not self.normalize and full:
                mark = round(cells * limit / full) - 1 - sum(counts)
                if 0 <= mark < rest:
                    blank = EMPTY * mark + CAP_MARK + EMPTY * (rest - mark - 1)
            text.append(blank, style="dim")
        elif limit and row.total > limit:
            text.stylize("bold", 0, len(text))
        return text

    def render(self) -> Text:
        out = Text(no_wrap=True, overflow="ellipsis")
        if not self.rows:
            out.append("(nothing to show)", style="dim")
            return out
        cells = self.bar_cells()
        scale = max((r.total for r in self.rows if not r.limit), default=0)
        for number, row in enumerate(self.rows):
            if number:
                out.append("\n")
            label = fit_cells(row.label, self.label_width)
            if self.selectable and number == self.cursor:
                out.append(label, style=self.get_component_rich_style("usage-bars--cursor"))
            else:
                out.append(label)
            out.append_text(self.render_bar(row, cells, scale))
            out.append(" " + row.note.rjust(self.note_width - 1)[: self.note_width - 1])
        return out


def fit_cells(label: str, width: int) -> str:
    """`label` cut (with "…") and padded to exactly `width` terminal cells, wide CJK chars included; control
    characters from file names and transcripts shown as visible markers, never sent to the terminal."""
    label = markers(label, keep_newlines=False)
    if cell_len(label) > width - 1:
        label = set_cell_size(label, width - 2).rstrip() + "…"
    return set_cell_size(label, width)


def legend(names: list[str] | tuple[str, ...], derived: str | None = None) -> Text:
    """A colour key for category names (it wraps on narrow terminals). With `derived` (a mark such
    as "*"), the system prompt is shown as derived: a remainder, not a recorded size."""
    text = Text()
    for index, name in enumerate(names):
        if index:
            text.append("  ")
        text.append(FILL, style=CATEGORY_COLORS.get(name, _CYCLE[index % len(_CYCLE)]))
        text.append(f" {markers(name, keep_newlines=False)}")
        if derived and name == "system_prompt":
            text.append(f"{derived} (derived)", style="italic")
    return text
