"""Change journal and review queue on a synthetic 1,000-file workspace (the lint benchmark's, plus
three transcripts with corrections and writes).

Targets (issue 18): journal overhead ≤ 5 % of the scan it follows; the review queue of a
1,000-file workspace < 3 s; history pruned within its size bound. Each figure is measured `--repeat`
times (default 3) and shown as median with the spread (min–max); the journal's ratio uses CPU time
against the scan measured in the same process (the wall ratio is printed too). Exits 1 when a target is missed or a timed path did not run.
The queue is timed after a change (the lint runs; its per-file cache cleared, as in a new process),
when nothing changed (the lint report read from `.memtui/review-lint.json`), and as `memtui review
--json` in a new process; the < 3 s target is judged on wall time of the last two, with the load
average printed (a shared, loaded machine stretches wall time; CPU time is printed beside it).

    python bench/history_speed.py [--files 1000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, TypeVar

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(REPO))

from lint_speed import build  # noqa: E402  (the lint benchmark's workspace)

from memtui.core.history import HistoryStore, Journal  # noqa: E402
from memtui.core.lint.rules import clear_file_cache  # noqa: E402
from memtui.core.review import ReviewQueue, build_queue  # noqa: E402
from memtui.core.review.lintcache import CACHE_NAME  # noqa: E402
from memtui.core.workspace import scan_workspace  # noqa: E402


T = TypeVar("T")


def add_transcripts(root: Path) -> None:
    """Three Claude Code transcripts: user corrections (one repeated) and Write calls to topic files."""
    for n, correction in enumerate(("No, use pnpm instead of npm for installs.",
                                    "Wrong again: use pnpm, not npm, for installs!",
                                    "Stop: the staging cluster is read-only on Sundays.")):
        lines: list[dict[str, Any]] = [{"type": "user", "uuid": f"u{n}", "parentUuid": None, "sessionId": f"s{n}",
                  "timestamp": f"2026-11-2{n}T10:00:00.000Z", "message": {"role": "user", "content": correction}}]
        for k in range(30):
            rel = f"docs/domain/topic-{(n * 30 + k) * 4:04d}.md"
            lines.append({"type": "assistant", "uuid": f"a{n}-{k}", "parentUuid": f"u{n}", "sessionId": f"s{n}",
                          "timestamp": f"2026-11-2{n}T10:{k:02d}:00.000Z",
                          "message": {"role": "assistant", "content": [{"type": "tool_use", "id": f"t{k}", "name": "Edit",
                                      "input": {"file_path": str(root / rel), "old_string": "x",
                                                "new_string": f"- Session {n} note {k}: the CDN cache uses port 8443."}}]}})
        path = root / "sessions" / "claude" / f"s{n}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(json.dumps(line) + "\n" for line in lines))


def measure(fn: Callable[[], T], repeat: int,
            before: Callable[[], None] | None = None) -> tuple[list[float], list[float], T]:
    """Wall and CPU seconds of `repeat` calls (after `before()` each), and the last result."""
    walls: list[float] = []
    cpus: list[float] = []
    for _ in range(max(1, repeat)):
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
                    fh.write(f"- Session 0 note {n}: the CDN cache uses port 8443.\n")

        scan1_w: list[float] = []
        scan1_c: list[float] = []
        snap1_w: list[float] = []
        snap1_c: list[float] = []
        recorded: list[int] = []
        for _ in range(args.repeat):          # same iteration: the rescan after a change, then its snapshot
            touch()
            w, s_, scanned = measure(lambda: scan_workspace(root), 1)
            scan1_w += w
            scan1_c += s_
            w, s_, res = measure(functools.partial(journal.snapshot, scanned), 1)
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

        # 2. the review queue of the 1,000-file workspace: after a change (the lint runs, its per-file
        #    cache cleared as in a new process) and when nothing changed (its report read from disk)
        def miss() -> None:
            clear_file_cache()
            (root / ".memtui" / CACHE_NAME).unlink(missing_ok=True)

        queue_w, queue_c, queue = measure(lambda: build_queue(root), args.repeat, before=miss)
        rows.append(("review queue, lint runs (after a change)", queue_w, queue_c, None))
        stages: dict[str, list[float]] = {}

        def hit() -> ReviewQueue:
            clear_file_cache()
            built = build_queue(root)
            for stage, seconds in built.timings.items():
                stages.setdefault(stage.split(" (")[0], []).append(seconds)
            return built

        hit_w, hit_c, hit_queue = measure(hit, args.repeat)
        rows.append(("review queue, nothing changed (lint report cached)", hit_w, hit_c, None))
        if "lint (cached)" not in hit_queue.timings:
            failures.append("the second queue build did not read the cached lint report")
        proc_w, proc_c = [], []
        for _ in range(args.repeat):      # what a user waits for: `memtui review --json` in a new process
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            wall = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", "memtui", "review", "--root", str(root), "--json"],
                                  capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(REPO)})
            proc_w.append(time.perf_counter() - wall)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            proc_c.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            if done.returncode != 0 or '"items"' not in done.stdout:
                failures.append(f"memtui review --json failed: {done.stderr.strip()[-300:]}")
                break
        rows.append(("`memtui review --json`, new process, nothing changed", proc_w, proc_c, None))
        kinds = {item.kind for item in queue.items}
        for wanted in ("change", "conflict", "duplicate", "orphan", "threat", "lesson"):
            if wanted not in kinds:
                failures.append(f"the review queue has no {wanted} item: the path did not run")
        for name, walls in (("nothing changed, in process", hit_w), ("nothing changed, new process", proc_w)):
            if statistics.median(walls) >= 3.0:
                failures.append(f"review queue ({name}) took {statistics.median(walls):.2f} s wall (target < 3 s)")

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
          f"load average {os.getloadavg()[0]:.1f} (1 min) / {os.getloadavg()[1]:.1f} (5 min) on {os.cpu_count()} CPUs\n")
    print(f"{'step':50} {'wall s':>22} {'CPU s':>22} {'÷ scan':>7}")
    for name, walls, cpus, ratio in rows:
        print(f"{name:50} {spread(walls):>22} {spread(cpus):>22} {'' if ratio is None else f'{ratio:6.1%}':>7}")
    print(f"\njournal overhead (CPU, median): {idle_overhead:.1%} of a warm rescan when nothing changed, "
          f"{overhead:.1%} when 10 files changed (target ≤ 5 %)")
    print(f"journal overhead (wall, median): {statistics.median(snap1_w) / statistics.median(scan1_w):.1%} "
          "when 10 files changed (includes the journal's fdatasync)")
    print(f"review queue: {len(queue.items)} items ({', '.join(sorted(kinds))}); nothing changed: median "
          f"{statistics.median(hit_w):.2f} s wall, {statistics.median(hit_c):.2f} s CPU in process, "
          f"{statistics.median(proc_w):.2f} s wall, {statistics.median(proc_c):.2f} s CPU in a new process; "
          f"after a change (the lint runs): {statistics.median(queue_w):.2f} s wall, "
          f"{statistics.median(queue_c):.2f} s CPU (target < 3 s wall)")
    print("queue stages, nothing changed (median wall s): "
          + ", ".join(f"{stage} {statistics.median(v):.3f}" for stage, v in stages.items()))
    print(f"pruning: {final:,} bytes kept in {kept} records, bound {store.max_bytes:,}; peak between prunes {peak:,}")
    for failure in failures:
        print(f"FAILED: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
