"""A seeded, budgeted fuzzer over memtui's readers: any exception escaping a reader is a crash.

    python bench/fuzz.py --seed 1 --budget 100000 [--component NAME] [--list]

Each module in `bench/fuzz_targets/` exposes

    COMPONENTS: dict[str, tuple[Callable[[random.Random], object], Callable[[object, Path], None]]]

name -> (generate(rng) -> input, run(input, tmpdir) -> None). `run` gets a fresh empty directory
per input; any exception escaping it is a crash (property checks raise AssertionError). A module may
also set `WEIGHTS: dict[str, float]` (default 1.0): the budget is shared in proportion, so slow
components (a workspace scan + lint per input) take fewer inputs than fast ones (a query).

Inputs come from a mutator over seed files (the demo workspace and the test fixtures); the same
seed gives the same inputs. Prints a table per component (inputs, crashes, distinct crash sites,
seconds, inputs/s, slowest input) and each crash site with a shortened input; exits 1 on any crash.
"""

from __future__ import annotations

import argparse
import importlib
import random
import shutil
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
for path in (str(REPO), str(BENCH)):
    if path not in sys.path:
        sys.path.insert(0, path)

Component = tuple[Callable[[random.Random], Any], Callable[[Any, Path], None]]


@dataclass
class Stats:
    """What fuzzing one component found."""

    name: str
    inputs: int = 0
    crashes: int = 0
    seconds: float = 0.0
    slowest: float = 0.0
    slowest_input: str = ""
    sites: dict[str, str] = field(default_factory=dict)    # crash site -> first input (shortened)


def load_components(only: str | None = None) -> tuple[dict[str, Component], dict[str, float]]:
    """Every component of every module in fuzz_targets/ (or the one named), with its weight."""
    components: dict[str, Component] = {}
    weights: dict[str, float] = {}
    for module_path in sorted((BENCH / "fuzz_targets").glob("*.py")):
        if module_path.stem.startswith("_"):
            continue
        module = importlib.import_module(f"fuzz_targets.{module_path.stem}")
        for name, pair in getattr(module, "COMPONENTS", {}).items():
            components[name] = pair
            weights[name] = float(getattr(module, "WEIGHTS", {}).get(name, 1.0))
    if only is not None:
        chosen = {n: c for n, c in components.items() if n == only or n.startswith(only + ".")}
        if not chosen:
            raise SystemExit(f"fuzz: no component {only!r} (have: {', '.join(sorted(components))})")
        components = chosen
    return components, {n: weights[n] for n in components}


def crash_site(exc: BaseException) -> str:
    """`memtui/core/markdown.py:120 IndexError`: the innermost frame in the memtui package (else the
    innermost frame, by file name). Frames are matched by the package's own folder, not by a
    "/memtui/" in the path: a checkout is often a folder named memtui too."""
    import memtui

    package = Path(memtui.__file__).resolve().parent
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if Path(f.filename).resolve().is_relative_to(package)]
    if ours:
        frame = ours[-1]
        where = "memtui/" + Path(frame.filename).resolve().relative_to(package).as_posix()
    elif frames:
        frame = frames[-1]
        where = Path(frame.filename).name
    else:
        return type(exc).__name__
    return f"{where}:{frame.lineno} {type(exc).__name__}"


def _short(value: Any, limit: int = 160) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + f"… ({len(text)} chars)"


def fuzz_component(name: str, component: Component, seed: int, budget: int, scratch: Path) -> Stats:
    """Run `budget` inputs of one component; every input gets a fresh directory under `scratch`."""
    generate, run = component
    rng = random.Random(f"{seed}:{name}")
    stats = Stats(name)
    started = time.perf_counter()
    for i in range(budget):
        value = generate(rng)
        work = scratch / f"{name}-{i}"
        work.mkdir()
        t0 = time.perf_counter()
        try:
            run(value, work)
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as exc:  # noqa: BLE001 - every escaping exception is a crash
            stats.crashes += 1
            site = crash_site(exc)
            stats.sites.setdefault(site, f"{type(exc).__name__}: {str(exc)[:120]} | input {_short(value)}")
        finally:
            took = time.perf_counter() - t0
            if took > stats.slowest:
                stats.slowest, stats.slowest_input = took, f"#{i} {_short(value, 300)}"
            shutil.rmtree(work, ignore_errors=True)
        stats.inputs += 1
    stats.seconds = time.perf_counter() - started
    return stats


def share(budget: int, weights: dict[str, float]) -> dict[str, int]:
    """The budget split in proportion to the weights (every component gets at least one input)."""
    total = sum(weights.values()) or 1.0
    return {name: max(1, round(budget * w / total)) for name, w in weights.items()}


def run_fuzz(seed: int, budget: int, only: str | None = None, out: Any = None) -> list[Stats]:
    """Fuzz every component (or one) and print the table; returns the stats."""
    out = out or sys.stdout
    components, weights = load_components(only)
    budgets = share(budget, weights)
    results = []
    with tempfile.TemporaryDirectory(prefix="memtui-fuzz-") as tmp:
        for name in sorted(components):
            stats = fuzz_component(name, components[name], seed, budgets[name], Path(tmp))
            results.append(stats)
            print(f"  done {name}: {stats.inputs} inputs, {stats.crashes} crashes, {stats.seconds:.1f}s",
                  file=sys.stderr, flush=True)
    print_table(results, seed, out)
    return results


def print_table(results: list[Stats], seed: int, out: Any) -> None:
    header = f"{'component':<28} {'inputs':>8} {'crashes':>8} {'sites':>6} {'seconds':>8} {'inputs/s':>9} {'slowest ms':>11}"
    print(f"memtui fuzz  seed {seed}", file=out)
    print(header, file=out)
    print("-" * len(header), file=out)
    for s in results:
        rate = s.inputs / s.seconds if s.seconds else 0.0
        print(f"{s.name:<28} {s.inputs:>8} {s.crashes:>8} {len(s.sites):>6} {s.seconds:>8.1f} {rate:>9.0f} "
              f"{s.slowest * 1000:>11.1f}", file=out)
    total_inputs = sum(s.inputs for s in results)
    total_crashes = sum(s.crashes for s in results)
    total_sites = sum(len(s.sites) for s in results)
    total_seconds = sum(s.seconds for s in results)
    print("-" * len(header), file=out)
    print(f"{'total':<28} {total_inputs:>8} {total_crashes:>8} {total_sites:>6} {total_seconds:>8.1f}", file=out)
    for s in results:
        if s.slowest > 5:
            print(f"SLOW {s.name}: {s.slowest:.1f}s for input {s.slowest_input}", file=out)
        for site, example in s.sites.items():
            print(f"CRASH {s.name}: {site}\n      {example}", file=out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=100_000, help="inputs in total (shared by weight)")
    parser.add_argument("--component", help="only this component (or a prefix: markdown, workspace, …)")
    parser.add_argument("--list", action="store_true", help="list the components and exit")
    args = parser.parse_args(argv)
    if args.list:
        components, weights = load_components(args.component)
        for name in sorted(components):
            print(f"{name:<28} weight {weights[name]:g}")
        return 0
    results = run_fuzz(args.seed, args.budget, args.component)
    return 1 if any(s.crashes for s in results) else 0


if __name__ == "__main__":
    sys.exit(main())
