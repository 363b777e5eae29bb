"""Where forked workers start to pay off for a first `memtui stats` run: one process against two, by corpus size.

For each size a corpus of Claude Code sessions is generated (the generator of `stats_vs_ccusage.py`), then
`analyze_files` runs on it with an empty usage cache, alternately with `jobs=1` and `jobs=2` and the parallel
threshold set to 0 (so two processes really run: forks are counted, and the run fails if a two-job run did not
fork or its results differ from the one-job run's). Wall time is what the user waits; CPU includes the child.
The break-even is the smallest size where two processes are faster: `collect.PARALLEL_BYTES` should sit near it.

    python bench/stats_parallel.py [--sizes 0.5 1 2 4 8 16] [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "bench")]

from stats_vs_ccusage import write_corpus  # noqa: E402

from memtui.core.usage import collect  # noqa: E402
from memtui.core.usage.disk_cache import UsageCache  # noqa: E402
from memtui.core.usage.result import DEFAULT_PRUNE, usage_to_json  # noqa: E402

FORKS = [0]
_fork = os.fork


def _counted_fork() -> int:
    FORKS[0] += 1
    return _fork()


def _cpu() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed_run(files: list[Path], jobs: int, cache: Path) -> tuple[float, float, list[dict]]:
    """(wall s, CPU s, results) of one first run: nothing in memory or on disk yet."""
    collect._CACHE.clear()
    forks, cpu, started = FORKS[0], _cpu(), time.perf_counter()
    done = collect.analyze_files(files, DEFAULT_PRUNE, disk=UsageCache(DEFAULT_PRUNE, False, cache), jobs=jobs)
    wall, cpu = time.perf_counter() - started, _cpu() - cpu
    if (FORKS[0] - forks) != jobs - 1:
        raise SystemExit(f"jobs={jobs} forked {FORKS[0] - forks} time(s), expected {jobs - 1}")
    return wall, cpu, [usage_to_json(s) for s in done.sessions]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=float, nargs="+", default=[0.5, 1, 2, 4, 8, 16], metavar="MB")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    os.fork = _counted_fork                 # type: ignore[assignment]
    threshold, collect.PARALLEL_BYTES = collect.PARALLEL_BYTES, 0
    print(f"load {os.getloadavg()[0]:.1f}; {os.cpu_count()} CPUs; median of {args.runs} alternating runs")
    print("| corpus MB | sessions | 1 process wall s | 2 processes wall s | wall 2/1 | CPU 1 s | CPU 2 s | CPU 2/1 |")
    print("|---|---|---|---|---|---|---|---|")
    break_even = None
    for mb in args.sizes:
        with tempfile.TemporaryDirectory(prefix="memtui-stats-parallel-") as tmp:
            sessions = max(4, int(mb * 2))
            write_corpus(Path(tmp) / "c", sessions, mb)
            files = sorted((Path(tmp) / "c").rglob("*.jsonl"))
            size = sum(f.stat().st_size for f in files) / 1e6
            runs: dict[int, list[tuple[float, float]]] = {1: [], 2: []}
            for run in range(args.runs):
                results = {}
                for jobs in (1, 2):
                    wall, cpu, results[jobs] = timed_run(files, jobs, Path(tmp) / f"cache-{run}-{jobs}")
                    runs[jobs].append((wall, cpu))
                if results[1] != results[2]:
                    raise SystemExit(f"{mb} MB: two processes gave other results than one")
            wall1, wall2 = (statistics.median(w for w, _ in runs[j]) for j in (1, 2))
            cpu1, cpu2 = (statistics.median(c for _, c in runs[j]) for j in (1, 2))
            if wall2 < wall1 and break_even is None:
                break_even = size
            print(f"| {size:.1f} | {sessions} | {wall1:.3f} | {wall2:.3f} | {wall2 / wall1:.2f} | {cpu1:.3f} | "
                  f"{cpu2:.3f} | {cpu2 / cpu1:.2f} |")
    print(f"break-even: {'%.1f MB' % break_even if break_even else 'not reached'} "
          f"(collect.PARALLEL_BYTES is {threshold / 1e6:g} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
