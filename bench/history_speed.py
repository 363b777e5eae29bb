"""Change journal and review queue on a synthetic 1,000-file workspace (the lint benchmark's, plus
three transcripts with corrections and writes).

Targets (issue 18): journal overhead ≤ 5 % of the scan it follows; the review queue of a
1,000-file workspace < 3 s; history pruned within its size bound. Each figure is measured `--repeat`
times (default 3) and shown as median with the spread (min–max); ratios use CPU time against the
scan measured in the same process. Exits 1 when a target is missed or a timed path did not run.
Targets are judged on CPU time (a shared, loaded machine stretches wall time; both are printed).

    python bench/history_speed.py [--files 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lint_speed import build  # noqa: E402  (the lint benchmark's workspace)

from memtui.core.history import HistoryStore, Journal  # noqa: E402
from memtui.core.lint.rules import clear_file_cache  # noqa: E402
from memtui.core.review import build_queue  # noqa: E402
from memtui.core.workspace import scan_workspace  # noqa: E402


def add_transcripts(root: Path) -> None:
    """Three Claude Code transcripts: user corrections (one repeated) and Write calls to topic files."""
    for n, correction in enumerate(("No, use pnpm instead of npm for installs.",
                                    "Wrong again: use pnpm, not npm, for installs!",
                                    "Stop: the staging cluster is read-only on Sundays.")):
        lines = [{"type": "user", "uuid": f"u{n}", "parentUuid": None, "sessionId": f"s{n}",
                  "timestamp": f"2026-11-2{n}T10:00:00.000Z", "message": {"role": "user", "content": correction}}]
        for k in range(30):
            rel = f"docs/domain/topic-{(n * 30 + k) * 4:04d}.md"
            lines.append({"type": "assistant", "uuid": f"a{n}-{k}", "parentUuid": f"u{n}", "sessionId": f"s{n}",
                          "timestamp": f"2026-11-2{n}T10:{k:02d}:00.000Z",
                          "message": {"role": "assistant", "content": [{"type": "tool_use", "id": f"t{k}", "name": "Edit",
                                      "input": {"file_path": str(root / rel), "old_string": "x",
                                                "new_string": f"- Session {n} note {k}: the CDN cache is warmed at 06:00."}}]}})
        path = root / "sessions" / "claude" / f"s{n}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(json.dumps(line) + "\n" for line in lines))


def measure(fn: Callable[[], object], repeat: int, before: Callable[[], None] | None = None) -> tuple[list[float], list[float], object]:
    walls, cpus, result = [], [], None
    for _ in range(repeat):
        if before:
            before()
        wall, cpu = time.perf_counter(), time.process_time()
        result = fn()
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return walls, cpus, result


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):7.3f} ({min(values):.3f}–{max(values):.3f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    failures: list[str] = []
    rows: list[tuple[str, list[float], list[float], float | None]] = []
    with tempfile.TemporaryDirectory(prefix="memtui-history-bench-") as tmp:
        root = Path(tmp)
        build(root, args.files)
        add_transcripts(root)
        ws = scan_workspace(root)
        journal = Journal(root)
        wall, cpu = time.perf_counter(), time.process_time()
        first = journal.snapshot(ws, catch_up=True)
        rows.append(("journal: first look (baseline, stores all)", [time.perf_counter() - wall],
                     [time.process_time() - cpu], None))
        if len(first.records) < args.files:
            failures.append(f"the baseline recorded {len(first.records)} files, expected ≥ {args.files}")

        # 1. what the app does after every watched change: a warm rescan, then a journal snapshot
        scan_w, scan_c, ws = measure(lambda: scan_workspace(root), args.repeat)
        snap_w, snap_c, res = measure(lambda: journal.snapshot(ws), args.repeat)
        if res.records:
            failures.append("an unchanged workspace produced journal records")
        rows.append(("scan_workspace, warm (the app's rescan)", scan_w, scan_c, None))
        rows.append(("journal snapshot, nothing changed", snap_w, snap_c, statistics.median(snap_c) / statistics.median(scan_c)))
        topics = sorted(root.glob("docs/domain/topic-*.md"))[:10]
        counter = iter(range(10_000))

        def touch() -> None:
            n = next(counter)
            for path in topics:
                with open(path, "a", encoding="utf-8") as fh:
                    fh.write(f"- Session 0 note {n}: the CDN cache is warmed at 06:00.\n")

        scan1_w, scan1_c, snap1_w, snap1_c, recorded = [], [], [], [], []
        for _ in range(args.repeat):          # same iteration: the rescan after a change, then its snapshot
            touch()
            w, s_, scanned = measure(lambda: scan_workspace(root), 1)
            scan1_w += w
            scan1_c += s_
            w, s_, res = measure(lambda: journal.snapshot(scanned), 1)
            snap1_w += w
            snap1_c += s_
            recorded.append(len(res.records))
        rows.append(("scan_workspace, 10 files changed", scan1_w, scan1_c, None))
        rows.append(("journal snapshot, 10 files changed", snap1_w, snap1_c,
                     statistics.median(snap1_c) / statistics.median(scan1_c)))
        overhead = statistics.median(snap1_c) / statistics.median(scan1_c)
        if any(n != len(topics) for n in recorded):
            failures.append(f"snapshots after 10 changes recorded {recorded} versions")
        idle_overhead = statistics.median(snap_c) / statistics.median(scan_c)
        for name, value in (("unchanged", idle_overhead), ("10 files changed", overhead)):
            if value > 0.05:
                failures.append(f"journal overhead {name}: {value:.1%} of the scan (target ≤ 5 %)")

        # 2. the review queue of the 1,000-file workspace, the lint's per-file cache cleared
        def cold() -> None:
            clear_file_cache()

        queue_w, queue_c, queue = measure(lambda: build_queue(root), args.repeat, before=cold)
        rows.append(("review queue, scan + lint + journal + lessons", queue_w, queue_c, None))
        kinds = {item.kind for item in queue.items}
        for wanted in ("change", "duplicate", "orphan", "threat", "lesson"):
            if wanted not in kinds:
                failures.append(f"the review queue has no {wanted} item: the path did not run")
        if statistics.median(queue_c) >= 3.0:
            failures.append(f"review queue took {statistics.median(queue_c):.2f} s CPU (target < 3 s)")

    # 3. pruning: 300 incompressible versions against a 1 MB bound
    with tempfile.TemporaryDirectory(prefix="memtui-prune-bench-") as tmp:
        root = Path(tmp)
        (root / "memory").mkdir()
        store = HistoryStore(root, max_mb=1.0)
        journal = Journal(root, store)
        target = root / "memory" / "churn.md"
        peak = 0
        wall, cpu = time.perf_counter(), time.process_time()
        for i in range(300):
            target.write_text(os.urandom(8 * 1024).hex() + f"\n{i}\n")
            journal.snapshot()
            peak = max(peak, store.objects_bytes())
        with store.locked():
            store.prune()
        rows.append(("300 snapshots of a 16 KB file, 1 MB bound", [time.perf_counter() - wall],
                     [time.process_time() - cpu], None))
        final = store.objects_bytes()
        kept = len(store.records())
        if final > store.max_bytes:
            failures.append(f"history holds {final:,} bytes, over its {store.max_bytes:,}-byte bound")

    print(f"history + review speed: {args.files} topic files; median (min–max) of {args.repeat}; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs\n")
    print(f"{'step':50} {'wall s':>22} {'CPU s':>22} {'÷ scan':>7}")
    for name, walls, cpus, ratio in rows:
        print(f"{name:50} {spread(walls):>22} {spread(cpus):>22} {'' if ratio is None else f'{ratio:6.1%}':>7}")
    print(f"\njournal overhead (CPU, median): {idle_overhead:.1%} of a warm rescan when nothing changed, "
          f"{overhead:.1%} when 10 files changed (target ≤ 5 %)")
    print(f"review queue: {len(queue.items)} items ({', '.join(sorted(kinds))}), "
          f"median {statistics.median(queue_c):.2f} s CPU, {statistics.median(queue_w):.2f} s wall (target < 3 s, "
          "judged on CPU: a loaded machine stretches wall time)")
    print(f"pruning: {final:,} bytes kept in {kept} records, bound {store.max_bytes:,}; peak between prunes {peak:,}")
    for failure in failures:
        print(f"FAILED: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
