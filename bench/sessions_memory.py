"""Peak memory and time of reading pathological transcripts (issue 11): each case runs in a fresh
process that reports its own peak RSS; an idle process (memtui imported, a tiny file parsed) is the
baseline in the same run.

Cases:
- `one-50mb-message`: a Pi session whose one tool result is 50 MB of words, through `stats`'
  analysis (every block measured; multi-MB blocks counted slice by slice);
- `one-50mb-token-free`: the same with 50 MB of one letter (no whitespace: tiktoken's worst case; `stats`
  counts it at the calibrated/estimate rate by default, tiktoken only with `--exact`);
- `entries`: a Pi session of `--entries` short entries (default 1,000,000), parsed into its tree with
  rows, active path and context path (with `--stats`: through `stats`' path instead, `analyze_path`);
- `deep-chain`: a 100,000-deep parent chain (every entry the child of the previous) through `stats`.

The cases that run `stats` call `analyze_path`, as `memtui stats` does for each file: one decode per line,
the content measured into flat arrays as the parser reads it, then the tree and the analysis.

"Bounded" is read per entry: the last column is the peak RSS above the idle process divided by
the entries (bytes per entry, held for the whole tree; no line of the file is kept).

Each child checks that the path it times really ran (entry counts, tokens > 0) and the bench exits
non-zero when one fails.

    python bench/sessions_memory.py [--entries 1000000] [--repeat 3] [--only NAME] [--stats]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
HEADER = {"type": "session", "version": 3, "id": "bench-mem", "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/b"}

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[3])
from memtui.core.sessions import load_tree
from memtui.core.usage.analysis import analyze_path
from memtui.core.usage.result import breakdown_total
case, path = sys.argv[1], sys.argv[2]
expect = int(sys.argv[4])
stats = sys.argv[5] == "1"
start = time.perf_counter()
if case != "baseline" and not (case == "entries" and not stats):
    usage = analyze_path(path)          # exactly what `memtui stats` runs per file (one decode per line)
    parsed = time.perf_counter() - start
    assert usage.entries == expect + 1, (usage.entries, expect)      # + the session header
    assert breakdown_total(usage.whole).tokens > 0 and breakdown_total(usage.active).tokens > 0
    assert usage.tokenizer in ("calibrated", "estimate"), usage.tokenizer   # the default, not tiktoken
else:
    tree = load_tree(path)
    assert len(tree.nodes) == expect, (len(tree.nodes), expect)
    assert tree.active_leaf is not None and len(tree.rows()) == expect and tree.context_path()
    parsed = time.perf_counter() - start
seconds = time.perf_counter() - start
print(json.dumps({"seconds": seconds, "parse_seconds": parsed,
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def _write(path: Path, rows) -> int:
    count = 0
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps(HEADER) + "\n")
        for row in rows:
            out.write(json.dumps(row, separators=(",", ":")) + "\n")
            count += 1
    return count


def _message(index: int, parent: str | None, role: str, content: object) -> dict:
    return {"type": "message", "id": f"{index:08x}", "parentId": parent, "timestamp": "2026-01-01T00:00:01.000Z",
            "message": {"role": role, "content": content}}


def one_big_message(path: Path, text: str) -> int:
    rows = [_message(0, None, "user", "read the log"),
            {**_message(1, "00000000", "assistant", [{"type": "toolCall", "id": "c1", "name": "read",
                                                       "arguments": {"path": "log"}}]),
             "message": {"role": "assistant", "content": [{"type": "toolCall", "id": "c1", "name": "read",
                                                            "arguments": {"path": "log"}}], "stopReason": "toolUse",
                         "usage": {"input": 10, "output": 5, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 15}}},
            {**_message(2, "00000001", "toolResult", None),
             "message": {"role": "toolResult", "toolCallId": "c1", "toolName": "read",
                         "content": [{"type": "text", "text": text}], "isError": False}}]
    return _write(path, rows)


def words(size: int) -> str:
    vocabulary = ("alpha", "beta", "gamma", "delta", "memory", "token", "session", "branch", "cache", "index")
    out, total, index = [], 0, 0
    while total < size:
        word = vocabulary[(index * 7 + index // 3) % len(vocabulary)]
        out.append(word)
        total += len(word) + 1
        index += 1
    return " ".join(out)[:size]


def chain(path: Path, entries: int) -> int:
    def rows():
        parent = None
        for index in range(entries):
            role = "user" if index % 2 == 0 else "assistant"
            content = f"turn {index}" if role == "user" else [{"type": "text", "text": f"reply {index}"}]
            yield _message(index, parent, role, content)
            parent = f"{index:08x}"
    return _write(path, rows())


def build(case: str, folder: Path, entries: int) -> tuple[Path, int]:
    path = folder / f"{case}.jsonl"
    if case == "baseline":
        count = chain(path, 10)
    elif case == "one-50mb-message":
        count = one_big_message(path, words(50_000_000))
    elif case == "one-50mb-token-free":
        count = one_big_message(path, "x" * 50_000_000)
    elif case == "entries":
        count = chain(path, entries)
    else:
        count = chain(path, 100_000)
    return path, count


def run_child(case: str, path: Path, count: int, stats: bool) -> dict:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", CHILD, case, str(path), str(REPO), str(count), "1" if stats else "0"],
                          capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise RuntimeError(f"{case}: child failed: {done.stderr.strip()[-800:]}")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    result["wall"] = time.perf_counter() - start
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", default=None, help="run only cases whose name contains this")
    parser.add_argument("--stats", action="store_true", help="entries case: also run stats' analysis (slow)")
    args = parser.parse_args(argv)
    cases = ["baseline", "one-50mb-message", "one-50mb-token-free", "entries", "deep-chain"]
    failures = 0
    with tempfile.TemporaryDirectory(prefix="memtui-mem-") as tmp:
        folder = Path(tmp)
        rows = []
        base_peak = None
        for case in cases:
            if args.only and case != "baseline" and args.only not in case:
                continue
            path, count = build(case, folder, args.entries)
            size_mb = path.stat().st_size / 1e6
            try:
                runs = [run_child(case, path, count, args.stats) for _ in range(args.repeat)]
            except (RuntimeError, subprocess.TimeoutExpired) as exc:
                print(f"FAILED {exc}", file=sys.stderr)
                failures += 1
                continue
            finally:
                if case != "baseline":
                    path.unlink()
            peaks = [r["peak_mb"] for r in runs]
            times = [r["seconds"] for r in runs]
            if case == "baseline":
                base_peak = statistics.median(peaks)
            rows.append((case, size_mb, count, times, peaks))
        print(f"{'case':<22}{'file MB':>9}{'entries':>10}{'seconds (min-max)':>22}{'peak RSS MB (min-max)':>26}"
              f"{'x idle':>8}{'RSS/file':>10}{'B/entry':>9}")
        for case, size_mb, count, times, peaks in rows:
            ratio = statistics.median(peaks) / base_peak if base_peak else float("nan")
            per_file = (statistics.median(peaks) - (base_peak or 0)) / size_mb if size_mb else float("nan")
            per_entry = (statistics.median(peaks) - (base_peak or 0)) * 1e6 / count   # bytes of peak RSS per entry
            print(f"{case:<22}{size_mb:>9.1f}{count:>10,}"
                  f"{f'{statistics.median(times):.2f} ({min(times):.2f}-{max(times):.2f})':>22}"
                  f"{f'{statistics.median(peaks):.0f} ({min(peaks):.0f}-{max(peaks):.0f})':>26}"
                  f"{ratio:>8.1f}{per_file:>10.2f}{per_entry:>9.0f}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
