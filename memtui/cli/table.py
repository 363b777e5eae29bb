"""Plain-text layout by display width: wide (Korean, CJK) characters take 2 terminal cells.

`format_table` aligns columns the way a terminal shows them (`len` would misalign any row holding
wide characters); `fit_widths` shares a width among columns, cutting the least important first
(the TUI tables use it too); `plural` writes "1 orphan", "2 orphans".
"""

from __future__ import annotations

from collections import Counter
from pathlib import PurePosixPath
from typing import Sequence

from rich.cells import cell_len, set_cell_size

ELLIPSIS = "…"


def plural(count: int, word: str, many: str | None = None) -> str:
    """`1 orphan`, `2 orphans`, `0 orphans` (`many` for irregular plurals)."""
    return f"{count:,} {word if count == 1 else (many or word + 's')}"


def cut(text: str, width: int) -> str:
    """`text` cut to at most `width` cells, with "…" when something was dropped (no padding)."""
    if width <= 0:
        return ""
    if cell_len(text) <= width:
        return text
    return set_cell_size(text, width - 1).rstrip() + ELLIPSIS


def pad(text: str, width: int, align: str = "<") -> str:
    """`text` padded with spaces to `width` cells (`<` left, `>` right); longer text is kept whole."""
    gap = max(0, width - cell_len(text))
    return " " * gap + text if align == ">" else text + " " * gap


def fit_widths(natural: Sequence[int], available: int, steps: Sequence[tuple[int, int]]) -> list[int]:
    """Column widths that fit `available` cells: each column keeps its natural width while the sum
    fits; otherwise each step `(column, minimum)` in turn takes cells from that column, down to
    `minimum` (a column may appear in several steps, with lower minimums). The result may still
    exceed `available` when every step is spent."""
    widths = list(natural)
    excess = sum(widths) - available
    for index, minimum in steps:
        if excess <= 0:
            break
        give = min(excess, max(0, widths[index] - minimum))
        widths[index] -= give
        excess -= give
    return widths


def format_table(headers: Sequence[str], rows: Sequence[Sequence[str]], *, align: str = "",
                 gap: int = 2, indent: str = "", max_width: int | None = None,
                 steps: Sequence[tuple[int, int]] = ()) -> list[str]:
    """Lines of an aligned table (a header line when `headers` is not empty). `align` holds one
    `<` or `>` per column (default left). With `max_width`, columns are cut with "…" to fit, by
    `steps` of `fit_widths`."""
    columns = max([len(headers)] + [len(r) for r in rows]) if (headers or rows) else 0
    cells = [[str(c) for c in r] + [""] * (columns - len(r)) for r in rows]
    head = [str(h) for h in headers] + [""] * (columns - len(headers)) if headers else []
    natural = [max([cell_len(r[i]) for r in cells] + ([cell_len(head[i])] if head else [0])) for i in range(columns)]
    widths = natural
    if max_width is not None:
        room = max_width - len(indent) - gap * max(0, columns - 1)
        widths = fit_widths(natural, room, steps)
    aligns = (align + "<" * columns)[:columns]
    lines = []
    for row in ([head] if head else []) + cells:
        parts = [pad(cut(text, widths[i]), widths[i], aligns[i]) for i, text in enumerate(row)]
        lines.append((indent + (" " * gap).join(parts)).rstrip())
    return lines


def distinct_names(names: list[str], paths: list[str]) -> list[str]:
    """Session names an operator can tell apart: a name that more than one session has (two transcripts
    both opening with "Start") gets the file's name added, or its whole path where that is shared too."""
    counts = Counter(names)
    tagged = [f"{name} · {PurePosixPath(path).name}" if counts[name] > 1 else name
              for name, path in zip(names, paths, strict=True)]
    again = Counter(tagged)
    return [f"{name} · {path}" if again[tag] > 1 else tag
            for name, path, tag in zip(names, paths, tagged, strict=True)]
