"""A Pi session with compactions, growing: the usage-only pass (first read, then each append resumed) against the full
analysis of the same file (what every `stats` run did for such a file before the pass modelled compactions).

The session is generated as Pi writes it (v3: prompts, replies with thinking and tool calls, tool results with
usage, a compaction every `--every` turns keeping the last few entries), `--mb` large; then `--appends` times
`--append-turns` turns are appended (the first append starts with a compaction). Each step is timed in this
process by CPU time, `--runs` times (median): the full analysis (`analysis.analyze_path`), the pass reading the
file whole (`resume.linear_usage` without a saved state) and the pass continuing the saved state. Every result
must equal the full analysis field by field and the resumed read must have read only the new bytes (plus its
checks), else the bench exits 1.

    python bench/stats_pi_compaction.py [--mb 8] [--every 40] [--appends 3] [--append-turns 5] [--runs 3]
"""

from __future__ import annotations

import argparse
import json
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

from memtui.core.usage.analysis import analyze_path  # noqa: E402
from memtui.core.usage.result import DEFAULT_PRUNE, usage_to_json  # noqa: E402
from memtui.core.usage.resume import ResumeStore, linear_usage  # noqa: E402


class PiSession:
    """A Pi v3 session written turn by turn, with a compaction every `every` turns."""

    def __init__(self, path: Path, every: int) -> None:
        self.path, self.every, self.count, self.turns, self.context = path, every, 0, 0, 6000
        self.compact_next = False
        self.leaf: str | None = None
        self.ids: list[str] = []
        self.rows: list[dict[str, Any]] = [{"type": "session", "version": 3, "id": "bench-pi", "cwd": "/srv/app",
                                            "timestamp": "2026-03-01T10:00:00.000Z"}]

    def entry(self, kind: str, **fields: Any) -> None:
        self.count += 1
        entry_id = f"{self.count:08x}"
        self.rows.append({"type": kind, "id": entry_id, "parentId": self.leaf,
                          "timestamp": f"2026-03-01T{10 + self.count // 3600 % 10:02d}:{self.count // 60 % 60:02d}:"
                                       f"{self.count % 60:02d}.000Z", **fields})
        self.leaf = entry_id
        self.ids.append(entry_id)

    def turn(self) -> None:
        i = self.turns
        self.turns += 1
        if i and (i % self.every == 0 or self.compact_next):
            self.compact_next = False
            self.entry("compaction", summary=f"Turns up to {i}: deployed the worker, tests green. " * 20,
                       firstKeptEntryId=self.ids[-8], tokensBefore=self.context)
            self.context = 9000
        prompt = f"step {i}: check the deploy of region {i % 7} " + "배포 서버 " * (i % 3) + "please " * (10 + i % 20)
        self.entry("message", message={"role": "user", "content": prompt, "timestamp": 1772359200000 + i})
        self.context += len(prompt) // 3
        usage = {"input": 9, "output": 120 + i % 50, "cacheRead": self.context, "cacheWrite": 200,
                 "totalTokens": self.context + 329, "cost": {"total": 0.01}}
        self.entry("message", message={"role": "assistant", "api": "anthropic-messages", "provider": "anthropic",
                                       "model": "claude-sonnet-4-5", "usage": usage, "stopReason": "toolUse",
                                       "content": [{"type": "thinking", "thinking": "think " * (20 + i % 30)},
                                                   {"type": "toolCall", "id": f"c{i}", "name": "bash",
                                                    "arguments": {"command": f"kubectl get pods -n r{i % 7}"}}]})
        output = "pod-%d Running\n" % i * (40 + i % 200)
        self.entry("message", message={"role": "toolResult", "toolCallId": f"c{i}", "toolName": "bash",
                                       "content": [{"type": "text", "text": output}], "isError": False})
        self.context += len(output) // 4
        self.entry("message", message={"role": "assistant", "api": "anthropic-messages", "provider": "anthropic",
                                       "model": "claude-sonnet-4-5", "stopReason": "stop",
                                       "usage": {**usage, "cacheRead": self.context, "totalTokens": self.context + 329},
                                       "content": [{"type": "text", "text": "All pods run. " * (5 + i % 40)}]})

    def flush(self) -> int:
        text = "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in self.rows)
        self.rows = []
        with open(self.path, "a", encoding="utf-8") as fh:
            fh.write(text)
        return len(text.encode("utf-8"))


def cpu(step: Callable[[], Any], runs: int) -> tuple[float, Any]:
    """Median CPU seconds of `runs` calls, and the last call's result."""
    times, result = [], None
    for _ in range(runs):
        started = time.process_time()
        result = step()
        times.append(time.process_time() - started)
    return statistics.median(times), result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=float, default=8.0)
    parser.add_argument("--every", type=int, default=40)
    parser.add_argument("--appends", type=int, default=3)
    parser.add_argument("--append-turns", type=int, default=5)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    failed = False
    with tempfile.TemporaryDirectory(prefix="memtui-pi-compaction-") as tmp:
        path, states, kept = Path(tmp) / "session.jsonl", Path(tmp) / "states", Path(tmp) / "kept"
        session = PiSession(path, args.every)
        while not path.exists() or path.stat().st_size < args.mb * 1e6:
            for _ in range(20):
                session.turn()
            session.flush()
        print(f"Pi v3 session, {path.stat().st_size / 1e6:.1f} MB, {session.count} entries, "
              f"{(session.turns - 1) // args.every} compactions; CPU seconds, median of {args.runs} (load "
              f"{os.getloadavg()[0]:.1f})\n")
        print("| step | full analysis | usage-only pass | × full | bytes read | equal |")
        print("|---|---|---|---|---|---|")

        def store_read() -> Any:
            shutil.rmtree(states, ignore_errors=True)
            if kept.exists():
                shutil.copytree(kept, states)
            return linear_usage(path, DEFAULT_PRUNE, ResumeStore(states))

        for step in range(args.appends + 1):
            if step:
                session.compact_next = step == 1           # the first append holds a compaction
                for _ in range(args.append_turns):
                    session.turn()
                added = session.flush()
            full_cpu, full = cpu(lambda: analyze_path(str(path)), args.runs)
            pass_cpu, (usage, info) = cpu(store_read, args.runs)
            shutil.rmtree(kept, ignore_errors=True)
            shutil.copytree(states, kept)
            equal = usage is not None and usage_to_json(usage) == usage_to_json(full)
            resumed_ok = not step or (info.resumed and info.bytes_read <= added + 1024 + 4096)
            failed |= not equal or not info.linear or not resumed_ok
            name = "first read" if not step else (f"append {step} (+{added / 1e3:.0f} kB"
                                                  f"{', a compaction' if step == 1 else ''}; resumed)")
            print(f"| {name} | {full_cpu:.3f} | {pass_cpu:.3f} | {pass_cpu / full_cpu:.2f}× | "
                  f"{info.bytes_read / 1e6:.2f} MB | {'yes' if equal else 'NO'} |")
        compactions = len(full.compactions)
    print(f"\n{compactions} compactions in the result; every step read by the usage-only pass, every append resumed"
          if not failed else "\nFAILED: a result differs from the full analysis, or a step was not resumed")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
