"""What does fitting the Index columns to the terminal cost on the UI thread?

Drives the real MemtuiApp headless (Pilot) on a generated workspace whose MEMORY.md points to N topic
files, at 80×24 and 160×48, and times one redraw of the Index rows table (what every filter keystroke
and every rescan does):
  * fitted: `IndexPane.refresh_tables()` as shipped (column widths from content and terminal width,
    cells cut with "…");
  * baseline: the same rows put into the same table with plain `add_row` (auto widths, no cutting),
    as the pane did before, in the same process.
Checks that the fitted path really ran (fixed column widths, every row present) and exits non-zero
otherwise.

    python bench/index_fit.py [--rows N] [--repeat R]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from memtui.app import MemtuiApp  # noqa: E402


def make_workspace(root: Path, rows: int) -> Path:
    """MEMORY.md with `rows` pointers (some Korean keywords), and the topic files they point to."""
    (root / "docs" / "topics").mkdir(parents=True)
    lines = ["# Memory index", ""]
    for i in range(rows):
        keywords = f"topic {i}, 배포 {i}, alpha beta gamma delta" if i % 3 == 0 else f"topic {i}, deploy"
        lines.append(f"- [{keywords}](docs/topics/topic-{i:05d}-with-a-longer-name.md)")
        (root / "docs" / "topics" / f"topic-{i:05d}-with-a-longer-name.md").write_text(
            f"---\ntitle: Topic {i}\nkeywords: [topic]\n---\n# Topic {i}\n\n- fact {i}\n")
    (root / "MEMORY.md").write_text("\n".join(lines) + "\n")
    return root


def baseline_fill(pane) -> None:
    """The rows as the pane drew them before: plain add_row, auto widths."""
    from textual.widgets import DataTable

    table = pane.query_one("#index-rows", DataTable)
    table.clear()
    for column in table.columns.values():
        column.auto_width = True
    by_path = {f.path: f for f in pane.workspace.files}
    for number, row in enumerate(pane.workspace.index):
        target = by_path.get(row.resolved or "")
        table.add_row("ok", "", row.resolved or row.target, ", ".join(row.keywords), row.category or "",
                      f"{target.tokens:,}" if target else "—", f"{row.source}:{row.line}", key=f"row-{number}")


async def measure(root: Path, size: tuple[int, int], repeat: int) -> tuple[list[float], list[float]]:
    from textual.widgets import DataTable

    app = MemtuiApp(root, watch=False, cursor_blink=False, panes=["index", "editor"])
    async with app.run_test(size=size) as pilot:
        for _ in range(200):
            await pilot.pause(0.05)
            pane = app.pane("index")
            if pane.workspace is not None and app.lint_report is not None and not [
                    w for w in app.workers if not w.is_finished]:
                break
        pane = app.pane("index")
        table = pane.query_one("#index-rows", DataTable)
        fitted, baseline = [], []
        for _ in range(repeat):
            start = time.perf_counter()
            pane.refresh_tables()
            fitted.append(time.perf_counter() - start)
            if table.row_count != len(pane.workspace.index) or any(c.auto_width for c in table.columns.values()):
                raise SystemExit("the fitted path did not run: rows missing or columns still auto-sized")
            await pilot.pause()
            start = time.perf_counter()
            baseline_fill(pane)
            baseline.append(time.perf_counter() - start)
            if table.row_count != len(pane.workspace.index):
                raise SystemExit("the baseline fill lost rows")
            await pilot.pause()
        return fitted, baseline


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rows", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memtui-bench-") as tmp:
        root = make_workspace(Path(tmp) / "ws", args.rows)
        print(f"Index redraw, {args.rows:,} rows, median of {args.repeat} (ms)")
        print(f"{'size':<8}{'fitted':>10}{'baseline':>10}{'ratio':>8}")
        for size in ((80, 24), (160, 48)):
            fitted, baseline = asyncio.run(measure(root, size, args.repeat))
            f_ms, b_ms = statistics.median(fitted) * 1000, statistics.median(baseline) * 1000
            print(f"{f'{size[0]}x{size[1]}':<8}{f_ms:>10.1f}{b_ms:>10.1f}{f_ms / b_ms:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
