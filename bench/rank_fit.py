"""Fit of the search's shape rules and weights on the dev halves of bench/memory_qa.py (search only).

For each configuration of the grid, every question of the chosen halves is searched (hybrid, k 10,
the bench's fixed clock and real index / embedder, `memory_qa.Workspace`) and the gold file in the
first 3 files (file@3) and the gold line in the first 5 hits (line@5) are counted. The first row is
the baseline in the same process: the shape rules off (`cross_script_fill` false, `pointer_penalty` 0)
with the fitted doc-type weights and floor.

    python bench/rank_fit.py                                   # dev halves: tune, frozen, frozen2, frozen3
    python bench/rank_fit.py --half frozen4 --only chosen      # validation: the baseline and the chosen point

Grid: pointer_penalty 0 / 0.15 / 0.3 / 0.5 × cross_script_fill off / on; then, at the chosen point,
doc-type weights scaled 0 / 2 and the decay floor 0.85 / 1. Chosen (`fusion.POINTER_PENALTY`,
`FusionConfig.cross_script_fill`): the best mean file@3 over the dev halves, ties to the smaller
change. Fit of session 2026-12-01 (dev halves, 513 questions): see the table in the module's git log
message and `fusion.py`.
Exit 1 if a workspace fails to index or a search does not run hybrid.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

import memory_qa as mq  # noqa: E402
from memtui.core.search import fusion  # noqa: E402

DEV = ("tune", "frozen", "frozen2", "frozen3")
BASE_TYPE_WEIGHTS = dict(fusion.DOC_TYPE_WEIGHTS)
BASE_FLOOR = 0.7        # the decay floor before this fit


@dataclass(frozen=True)
class Point:
    """One configuration of the grid."""

    pointer_penalty: float
    fill: bool
    type_scale: float = 1.0
    floor: float = fusion.DECAY_FLOOR

    @property
    def name(self) -> str:
        return (f"pointer {self.pointer_penalty:.2f} fill {'on' if self.fill else 'off'}"
                f" types ×{self.type_scale:g} floor {self.floor:g}")


CHOSEN = Point(fusion.POINTER_PENALTY, True, 0.0 if not fusion.FusionConfig().type_weights else 1.0,
               fusion.DECAY_FLOOR)


def grid(only: str, pointers: list[float], fills: list[bool], scales: list[float], floors: list[float]) -> list[Point]:
    """The baseline (rules off, weights as shipped before the fit), then every combination asked for."""
    base = Point(0.0, False, 1.0, BASE_FLOOR)
    if only == "chosen":
        return [base, CHOSEN]
    combos = [Point(p, f, t, fl) for p in pointers for f in fills for t in scales for fl in floors]
    return [base] + [c for c in combos if c != base]


def floats(text: str) -> list[float]:
    return [float(x) for x in text.split(",") if x.strip()]


def apply(point: Point, engine: Any) -> None:
    engine.fusion.pointer_penalty = point.pointer_penalty
    engine.fusion.cross_script_fill = point.fill
    engine.fusion.decay_floor = point.floor
    engine.fusion.type_weights = point.type_scale > 0
    fusion.DOC_TYPE_WEIGHTS.update({k: v * point.type_scale for k, v in BASE_TYPE_WEIGHTS.items()})


def run(halves: list[str], points: list[Point], work: Path) -> dict[tuple[Point, str], list[tuple[bool, bool]]]:
    """(point, half) -> per question (file@3, line@5)."""
    out: dict[tuple[Point, str], list[tuple[bool, bool]]] = defaultdict(list)
    for half in halves:
        half_dir = mq.DATA / half
        today = date.fromisoformat(json.loads((half_dir / "manifest.json").read_text(encoding="utf-8"))["today"])
        by_ws: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for q in mq.read_jsonl(half_dir / "questions.jsonl"):
            by_ws[q["workspace"]].append(q)
        with tempfile.TemporaryDirectory(prefix="rank_fit-") as tmp:
            for ws_id in sorted(by_ws):
                folder = mq.pinned_copy(half_dir / "workspaces" / ws_id, Path(tmp) / ws_id, today)
                ws = mq.Workspace(folder, work / half / f"{ws_id}.db", today)
                try:
                    for point in points:
                        apply(point, ws.engine)
                        for q in by_ws[ws_id]:
                            out[(point, half)].append(score(ws, q))
                finally:
                    apply(CHOSEN, ws.engine)
                    ws.close()
    return out


def score(ws: Any, q: dict[str, Any]) -> tuple[bool, bool]:
    gold = [mq.split_ref(g) for g in q["gold"]]
    result = ws.search(q["question"])           # raises unless hybrid
    files = mq.first_files([h.path for h in result.hits], 3)
    spans = [[(h.path, h.start_line, h.end_line)] for h in result.hits[:5]]
    return bool({p for p, _ in gold} & set(files)), any(mq.covers(s, g) for s in spans for g in gold)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", action="append", choices=(*DEV, "frozen4"), help="halves (default: the dev halves)")
    parser.add_argument("--only", choices=("grid", "chosen"), default="grid")
    parser.add_argument("--pointer", type=floats, default=[0.0, 0.15, 0.3, 0.5], help="pointer_penalty values")
    parser.add_argument("--fill", choices=("both", "on", "off"), default="both", help="cross_script_fill")
    parser.add_argument("--types", type=floats, default=[1.0], help="doc-type weight scales")
    parser.add_argument("--floor", type=floats, default=[BASE_FLOOR], help="decay floors")
    parser.add_argument("--work", type=Path, default=None, help="where the per-workspace index.db files go")
    args = parser.parse_args(argv)
    import platformdirs

    work = args.work or Path(platformdirs.user_cache_dir("memtui-bench")) / "memory_qa"
    halves = args.half or list(DEV)
    fills = {"both": [False, True], "on": [True], "off": [False]}[args.fill]
    points = grid(args.only, args.pointer, fills, args.types, args.floor)
    try:
        results = run(halves, points, work)
    except Exception as exc:  # an index or search failure is an error of the bench, never a figure
        print(f"rank_fit: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print("| configuration | " + " | ".join(f"{h} file@3 / line@5" for h in halves) + " | mean file@3 | Δ |")
    print("|---|" + "---|" * (len(halves) + 2))
    base_mean = None
    for point in points:
        cells, means = [], []
        for half in halves:
            rows = results[(point, half)]
            f3 = 100.0 * sum(r[0] for r in rows) / len(rows)
            l5 = 100.0 * sum(r[1] for r in rows) / len(rows)
            cells.append(f"{f3:.1f} / {l5:.1f}")
            means.append(f3)
        mean = sum(means) / len(means)
        base_mean = mean if base_mean is None else base_mean
        print(f"| {point.name} | " + " | ".join(cells) + f" | {mean:.1f} | {mean - base_mean:+.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
