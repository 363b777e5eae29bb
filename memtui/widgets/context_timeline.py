"""Context growth along a session's active path: a multi-row block sparkline with compaction marks.

Drawn natively in `render()`. Each column is one turn (or the maximum of a bucket of turns when
there are more turns than columns); the row under the chart marks compactions (`◆`, or `!` in red
when the compaction saved under 10 %, `✗` in red when its loss audit found it lossy) and, as an
overlay, where a simulated strategy would have compacted (`◇`). Estimated points are drawn dimmer.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

EIGHTHS = " ▁▂▃▄▅▆▇█"
MARK = "◆"
LOW_MARK = "!"
LOSSY_MARK = "✗"
SIMULATED_MARK = "◇"


@dataclass(frozen=True)
class Point:
    """One column's value: tokens, reported (or estimated), compaction (and whether it saved < 10 %)."""

    tokens: int
    measured: bool = False
    compaction: bool = False
    low_saving: bool = False
    lossy: bool = False             # a recorded compaction whose summary is unusable or lost specifics
    simulated: bool = False         # a simulated strategy would compact here


MAX_STRETCH = 4


def bucket(points: list[Point], columns: int) -> list[Point]:
    """Fit the points to `columns`: buckets keep their largest value and any compaction in them;
    a few points are widened (each repeated up to 4 times) so a short session stays readable."""
    if columns <= 0 or not points:
        return list(points)
    if len(points) <= columns:
        stretch = max(1, min(MAX_STRETCH, columns // len(points)))
        return [p for p in points for _ in range(stretch)]
    out = []
    for c in range(columns):
        lo = c * len(points) // columns
        hi = max(lo + 1, (c + 1) * len(points) // columns)
        chunk = points[lo:hi]
        top = max(chunk, key=lambda p: p.tokens)
        out.append(Point(top.tokens, all(p.measured for p in chunk), any(p.compaction for p in chunk),
                         any(p.low_saving for p in chunk), any(p.lossy for p in chunk),
                         any(p.simulated for p in chunk)))
    return out


class ContextTimeline(Widget):
    """A block sparkline of context tokens per turn with a compaction marker row and a caption."""

    DEFAULT_CSS = """
    ContextTimeline {
        height: 7;
    }
    ContextTimeline > .context-timeline--measured {
        color: $accent;
    }
    ContextTimeline > .context-timeline--estimated {
        color: $accent-darken-2;
    }
    """
    COMPONENT_CLASSES = {"context-timeline--measured", "context-timeline--estimated"}

    points: reactive[list[Point]] = reactive(list, always_update=True)
    caption: reactive[str] = reactive("")

    def __init__(self, points: list[Point] | None = None, caption: str = "", *, name: str | None = None,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.set_reactive(ContextTimeline.points, list(points or []))
        self.set_reactive(ContextTimeline.caption, caption)

    def render(self) -> Text:
        width = max(1, self.size.width)
        chart_rows = max(1, self.size.height - 2)
        out = Text(no_wrap=True, overflow="ellipsis")
        if not self.points:
            out.append("(no turns on the active path)", style="dim")
            return out
        cols = bucket(self.points, width)
        peak = max(p.tokens for p in cols) or 1
        measured = self.get_component_rich_style("context-timeline--measured", partial=True)
        estimated = self.get_component_rich_style("context-timeline--estimated", partial=True)
        levels = [round(p.tokens * chart_rows * 8 / peak) for p in cols]
        for row in range(chart_rows, 0, -1):
            base = (row - 1) * 8
            for p, level in zip(cols, levels, strict=True):
                cell = EIGHTHS[max(0, min(8, level - base))]
                out.append(cell, style=measured if p.measured else estimated)
            out.append("\n")
        previous: Point | None = None
        for p in cols:
            if p.compaction and p is not previous and p.lossy:
                out.append(LOSSY_MARK, style="bold red")
            elif p.compaction and p is not previous:
                out.append(LOW_MARK if p.low_saving else MARK, style="bold red" if p.low_saving else "bold yellow")
            elif p.simulated and p is not previous:
                out.append(SIMULATED_MARK, style="bold cyan")
            else:
                out.append(" ")
            previous = p
        out.append("\n")
        out.append(self.caption or f"peak {peak:,} tokens", style="dim")
        return out
