"""Does the UI wait on work? Event-loop lag and key latency of the real app, idle and while embedding runs.

Drives the real MemtuiApp headless with Pilot on a workspace (the demo or a real one, `--source`, plus N generated topic files):
  * first screen: app start until the Index pane's table has its rows (Textual start-up included);
  * start-up work: event-loop lag from the first screen until the start-up workers (workspace scan, lint
    with its semantic threat scan, review queue, …) have finished (at most --startup-seconds, 60 by default);
  * idle: a 20 ms timer's lateness (event-loop lag) and key latency in the Audit query box;
  * embedding: the same while the Audit pane embeds the workspace's chunks in the background
    (started by a first audit, as a user's first query starts it).
Key latency = from posting a key event (as the terminal driver does) until the Input holds the new value (the handler ran; the paint
follows on the next refresh). The embedding phase checks that vectors were really being made while it
measured (no silent keyword-only fallback) and fails otherwise. `--trace` prints every thread's stack at
each loop stall of more than 80 ms while embedding, and of more than 250 ms during the start-up work
(bench/stall_trace.py).

    python bench/ui_latency.py [--files N] [--seconds S] [--trace]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from memtui.app import MemtuiApp  # noqa: E402
from memtui.cli.screenshot import running_workers  # noqa: E402
from memtui.panes.audit_pane import AuditPane  # noqa: E402
from stall_trace import StallTracer  # noqa: E402

DEMO = REPO / "memtui" / "demo" / "workspace"
SIZE = (120, 40)
KEY_TIMEOUT_S = 30.0


def workspace(tmp: Path, files: int, source: Path | None = None) -> Path:
    """A copy of `source` (a real workspace, e.g. a bench/data/real_memory dev source; no index cache
    copied) or of the demo, plus `files` generated topic files (so embedding takes a while)."""
    root = tmp / "ws"
    shutil.copytree(source or DEMO, root, ignore=shutil.ignore_patterns(".memtui"))
    if files:
        import lint_speed
        lint_speed.build(root / "gen", files)
    return root


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


async def loop_lag(app: MemtuiApp, seconds: float, tracer: StallTracer | None = None,
                   until: Callable[[], bool] | None = None) -> list[float]:
    """Lateness (ms) of a 20 ms timer over `seconds` (or until `until()` is true, at most `seconds`)."""
    lags: list[float] = []
    last = time.perf_counter()

    def tick() -> None:
        nonlocal last
        now = time.perf_counter()
        if tracer is not None:
            tracer.beat()
        lags.append(max(0.0, (now - last - 0.02) * 1000))
        last = now

    timer = app.set_interval(0.02, tick)
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline and not (until is not None and until()):
        await asyncio.sleep(0.05)
    timer.stop()
    return lags


async def key_latency(app: MemtuiApp, box: Any, presses: int) -> list[float]:
    """ms from posting a key event (as the terminal driver does) until the input holds it."""
    from textual import events

    out = []
    for i in range(presses):
        char = "abcdefghij"[i % 10]
        if app.focused is not box:
            box.focus()
            await asyncio.sleep(0.05)
        before = box.value
        started = time.perf_counter()
        app.post_message(events.Key(char, char))
        while box.value == before:
            if time.perf_counter() - started > KEY_TIMEOUT_S:
                raise SystemExit(f"key {char!r} not delivered in {KEY_TIMEOUT_S:.0f} s (focus: {app.focused})")
            await asyncio.sleep(0.0005)
        out.append((time.perf_counter() - started) * 1000)
        await asyncio.sleep(0.05)
    box.value = ""
    return out


async def measure(root: Path, label: str, seconds: float, trace: bool = False,
                  startup_seconds: float = 60.0) -> dict[str, Any]:
    from textual.widgets import DataTable, Input

    app = MemtuiApp(root, watch=False, cursor_blink=False)
    started = time.perf_counter()
    result: dict[str, Any] = {}
    async with app.run_test(size=SIZE) as pilot:
        scanned_at = None
        while True:
            tables = [t for t in app.query(DataTable) if t.row_count]
            if tables:
                break
            if app.workspace is not None and scanned_at is None:
                scanned_at = time.perf_counter()
            if scanned_at is not None and time.perf_counter() - scanned_at > 5:
                break      # a real workspace whose panes list no rows: the scan's delivery is its first screen
            await asyncio.sleep(0.005)
        result["first_screen_ms"] = (time.perf_counter() - started) * 1000

        def startup_done() -> bool:     # the thread workers (scan, lint, review queue, …); not the file watcher
            return not running_workers(app)

        t0 = time.perf_counter()
        startup_tracer = StallTracer(threshold_ms=250) if trace else None
        if startup_tracer is not None:
            startup_tracer.start()
        result["startup_lag"] = await loop_lag(app, startup_seconds, startup_tracer, until=startup_done)
        result["startup_s"] = time.perf_counter() - t0
        if startup_tracer is not None:
            startup_tracer.stop()
            print("=== stalls of 250 ms or more during the start-up work")
            startup_tracer.report()
            print("=== stalls while embedding")
        await pilot.press("f6")
        await pilot.pause(0.3)
        box = app.query_one("#audit-query", Input)
        box.focus()
        result["idle_lag"] = await loop_lag(app, seconds)
        result["idle_keys"] = await key_latency(app, box, 10)
        pane = app.query_one(AuditPane)
        box.value = "where does atlas deploy"
        await pilot.press("enter")
        deadline = time.perf_counter() + 60
        while not (pane.state is not None and pane._embed_started) and time.perf_counter() < deadline:
            await asyncio.sleep(0.05)
        pending_before = pane.state.vectors_pending if pane.state else 0
        if not pending_before:
            raise SystemExit("embedding never started: nothing pending, or no embedder (keyword-only)")
        box.value = ""
        tracer = StallTracer() if trace else None
        if tracer is not None:
            tracer.start()
        result["embed_lag"] = await loop_lag(app, seconds, tracer)
        if tracer is not None:
            tracer.stop()
            tracer.report()
        made = pane.embedding[0] if pane.embedding else pending_before - (pane.state.vectors_pending if pane.state else 0)
        if made <= 0:
            raise SystemExit("no vector was made while the embedding lag was sampled")
        result["embed_keys"] = await key_latency(app, box, 20)
        busy = [w for w in app.workers if w.group == "audit-embed" and not w.is_finished]
        result["still_embedding"] = bool(busy)
        for worker in busy:
            worker.cancel()
        result["pending_before"] = pending_before
        report(result, label)
        shutil.rmtree(root.parent, ignore_errors=True)
        os._exit(0)    # measured: do not wait for start-up work still running (a thread cannot be stopped)
    return result


def line(name: str, values: list[float]) -> str:
    return (f"| {name} | {len(values)} | {statistics.median(values):.1f} | {pct(values, 95):.1f} | "
            f"{max(values):.1f} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=300, help="generated topic files beside the demo")
    parser.add_argument("--seconds", type=float, default=8.0, help="how long to sample while idle and while embedding")
    parser.add_argument("--startup-seconds", type=float, default=60.0, help="longest wait for the start-up work")
    parser.add_argument("--trace", action="store_true", help="print the threads' stacks at each loop stall while embedding")
    parser.add_argument("--source", type=Path, default=None,
                        help="a real workspace to copy instead of the demo (e.g. bench/data/real_memory/agent-ros-bridge; "
                             "dev sources only), with an empty index cache")
    args = parser.parse_args(argv)
    tmp = tempfile.mkdtemp(prefix="memtui-ui-")      # removed by measure() before its hard exit
    root = workspace(Path(tmp), args.files, args.source)
    label = f"{args.source.name} + {args.files}" if args.source else f"demo + {args.files}"
    asyncio.run(measure(root, label, args.seconds, args.trace, args.startup_seconds))
    return 0


def report(result: dict[str, Any], label: str) -> None:
    if not result["still_embedding"]:
        print("warning: embedding finished before the sampling did; raise --files for a longer window")
    print(f"workspace: {label} generated files; {result['pending_before']} chunks to embed; "
          f"first screen {result['first_screen_ms']:.0f} ms")
    print("| measure | n | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|---|")
    print(line(f"event-loop lag, start-up work ({result['startup_s']:.1f} s)", result["startup_lag"]))
    print(line("event-loop lag, idle", result["idle_lag"]))
    print(line("event-loop lag, embedding", result["embed_lag"]))
    print(line("key → input value, idle", result["idle_keys"]))
    print(line("key → input value, embedding", result["embed_keys"]), flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
