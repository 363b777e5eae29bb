"""Fill a `DataTable` with columns sized to their content and to the table's width.

Every column keeps its full content while the table is wide enough; when it is not, the columns
named in the steps give up cells first (cut with "…"), so the important ones stay whole.
Widths follow the table: call again after a resize (DataTable never shrinks an auto width).
"""

from __future__ import annotations

from typing import Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import DataTable

from memtui.cli.table import cut, fit_widths

Cell = str | Text


def cell_width(cell: Cell) -> int:
    """The cells `cell` takes on screen (wide characters count 2)."""
    return cell.cell_len if isinstance(cell, Text) else cell_len(str(cell))


def _cut_cell(cell: Cell, width: int) -> Cell:
    if cell_width(cell) <= width:
        return cell
    if isinstance(cell, Text):
        cell = cell.copy()
        cell.truncate(width, overflow="ellipsis")
        return cell
    return cut(str(cell), width)


def table_room(table: DataTable[Cell]) -> int:
    """Cells the columns can use: the content width less cell padding and room for a vertical
    scrollbar (kept whether or not one shows, so widths do not jump when rows are filtered)."""
    width = table.content_region.width - table.styles.scrollbar_size_vertical
    return width - 2 * table.cell_padding * len(table.columns)


def set_columns(table: DataTable[Cell], labels: Sequence[str]) -> None:
    """Give `table` these columns (rows dropped) unless it has them already."""
    if [str(column.label) for column in table.columns.values()] != list(labels):
        table.clear(columns=True)
        table.add_columns(*labels)


def fill_fitted(table: DataTable[Cell], rows: Sequence[tuple[str, Sequence[Cell]]], *,
                steps: Sequence[tuple[int, int]]) -> None:
    """Replace the rows of `table` (keys and cells), sizing the columns to fit its width: the
    `(column, minimum)` steps say which columns give up cells first (see `fit_widths`)."""
    columns = list(table.columns.values())
    natural = [max([cell_width(c.label)] + [cell_width(cells[i]) for _, cells in rows])
               for i, c in enumerate(columns)]
    room = table_room(table)
    widths = fit_widths(natural, room, steps) if room > 0 else natural
    table.clear()
    for column, width in zip(columns, widths, strict=True):
        column.auto_width = False
        column.width = width
    for key, cells in rows:
        table.add_row(*[_cut_cell(cell, width) for cell, width in zip(cells, widths, strict=True)], key=key)
