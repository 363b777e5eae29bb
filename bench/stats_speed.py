"""`memtui stats` throughput on a synthetic corpus, against a bare `json.loads`-per-line loop.

Generates a corpus of Pi, Claude Code and Codex transcripts (default 500 sessions / ~200 MB; `--quick`
50 sessions / ~20 MB) into a temporary directory, then runs each phase in a fresh subprocess so
every phase gets its own peak RSS:

  baseline   read each file, `json.loads` every line (nothing else)
  parse      `parse_session` for every file (the sessions parser memtui uses)
  stats      `analyze_files`: parse + tree + attribution at the calibrated rate + what-if + timeline (in process)
  stats-exact the same with exact tiktoken cl100k counts (`stats --exact`)

Each stats phase checks the tokenizer it was meant to time was the one used (no silent fallback).

    python bench/stats_speed.py --quick
    python bench/stats_speed.py [--sessions 500] [--mb 200] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

WORDS = (
    "the deploy config port service test build error retry cache index memory session token agent tool "
    "result file path line function class import return value list map key update fix check run log "
    "database migration schema query user request response timeout handler queue worker thread lock "
    "배포 설정 오류 캐시 메모리"
).split()

PHASES = {
    "baseline": """
import json, sys
n = 0
for path in files:
    with open(path, "rb") as fh:
        for line in fh.read().decode("utf-8").split("\\n"):
            if line:
                json.loads(line); n += 1
""",
    "parse": """
from memtui.core.sessions import parse_session
for path in files:
    parse_session(path)
""",
    "stats": """
from memtui.core.usage import analyze_files
used = {s.tokenizer for s in analyze_files(files).sessions}
assert used <= {"calibrated", "estimate"} and "calibrated" in used, used
""",
    "stats-exact": """
from memtui.core.usage import analyze_files
used = {s.tokenizer for s in analyze_files(files, exact=True).sessions}
assert used == {"tiktoken"}, used
""",
}

RUNNER = """
import json, resource, sys, time
files = [line for line in open(sys.argv[1], encoding="utf-8").read().splitlines() if line]
start = time.perf_counter()
{body}
seconds = time.perf_counter() - start
print(json.dumps({{"seconds": seconds, "peak_rss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}}))
"""


# ------------------------------------------------------------------------------------- corpus

class TextPool:
    """Pseudo-prose made of a small vocabulary (a pool of paragraphs sliced at random)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.blob = " ".join(rng.choice(WORDS) for _ in range(400_000))

    def text(self, chars: int) -> str:
        start = self.rng.randrange(0, len(self.blob) - chars - 1)
        return self.blob[start:start + chars]


def _stamp(i: int) -> str:
    return f"2026-05-{1 + i // 86400 % 28:02d}T{i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}.000Z"


def pi_session(pool: TextPool, rng: random.Random, target: int) -> list[dict]:
    lines: list[dict] = [{"type": "session", "version": 3, "id": f"s{rng.getrandbits(32):08x}", "timestamp": _stamp(0), "cwd": "/w"}]
    parent = None
    size, i, turn = 0, 0, 0

    def add(entry: dict) -> None:
        nonlocal parent, size, i
        i += 1
        entry.update({"id": f"{i:08x}", "parentId": parent, "timestamp": _stamp(i * 7)})
        parent = entry["id"]
        lines.append(entry)
        size += len(json.dumps(entry))

    while size < target:
        turn += 1
        add({"type": "message", "message": {"role": "user", "content": [{"type": "text", "text": pool.text(rng.randint(40, 400))}]}})
        for _ in range(rng.randint(1, 4)):
            add({"type": "message", "message": {"role": "assistant", "content": [
                {"type": "thinking", "thinking": pool.text(rng.randint(50, 600))},
                {"type": "toolCall", "id": f"c{i}", "name": rng.choice(["read", "bash", "edit"]),
                 "arguments": {"path": f"src/{pool.text(12).replace(' ', '_')}.py", "cmd": pool.text(40)}}],
                "usage": {"input": 2000 + size // 5, "output": 300, "cacheRead": size // 5, "cacheWrite": 0},
                "stopReason": "toolUse"}})
            add({"type": "message", "message": {"role": "toolResult", "toolCallId": f"c{i}", "toolName": "read",
                 "content": [{"type": "text", "text": pool.text(rng.choice([800, 3000, 9000, 30000]))}], "isError": False}})
        add({"type": "message", "message": {"role": "assistant", "content": [{"type": "text", "text": pool.text(rng.randint(100, 1500))}],
             "usage": {"input": 2000 + size // 5, "output": 400, "cacheRead": size // 5, "cacheWrite": 0}, "stopReason": "stop"}})
        if turn % 40 == 0:
            add({"type": "compaction", "summary": pool.text(3000), "firstKeptEntryId": lines[-3]["id"], "tokensBefore": size // 4})
    return lines


def claude_session(pool: TextPool, rng: random.Random, target: int) -> list[dict]:
    lines: list[dict] = []
    parent = None
    size, i = 0, 0

    def add(kind: str, message: dict, **extra) -> None:
        nonlocal parent, size, i
        i += 1
        entry = {"type": kind, "uuid": f"u-{i}", "parentUuid": parent, "isSidechain": False, "userType": "external",
                 "cwd": "/w", "sessionId": "bench", "version": "2.1.0", "timestamp": _stamp(i * 5), "message": message}
        entry.update(extra)
        parent = entry["uuid"]
        lines.append(entry)
        size += len(json.dumps(entry))

    usage = lambda: {"input_tokens": 10, "cache_creation_input_tokens": 500, "cache_read_input_tokens": size // 4, "output_tokens": 200}  # noqa: E731
    while size < target:
        add("user", {"role": "user", "content": pool.text(rng.randint(40, 400))})
        for _ in range(rng.randint(1, 4)):
            mid = f"msg_{i}"
            add("assistant", {"id": mid, "role": "assistant", "content": [{"type": "text", "text": pool.text(200)}], "usage": usage()}, requestId=f"r{i}")
            add("assistant", {"id": mid, "role": "assistant", "content": [{"type": "tool_use", "id": f"t{i}", "name": "Read",
                "input": {"file_path": f"/w/{pool.text(10)}"}}], "usage": usage()}, requestId=f"r{i - 1}")
            add("user", {"role": "user", "content": [{"type": "tool_result", "tool_use_id": f"t{i - 1}",
                "content": pool.text(rng.choice([800, 3000, 9000, 30000]))}]})
        add("assistant", {"id": f"msg_{i}", "role": "assistant", "content": [{"type": "text", "text": pool.text(800)}], "usage": usage()})
    return lines


def codex_session(pool: TextPool, rng: random.Random, target: int) -> list[dict]:
    lines: list[dict] = [{"timestamp": _stamp(0), "type": "session_meta", "payload": {"id": "bench", "cwd": "/w",
                          "base_instructions": {"text": pool.text(20000)}}}]
    size, i = 0, 0

    def add(kind: str, payload: dict) -> None:
        nonlocal size, i
        i += 1
        entry = {"timestamp": _stamp(i * 3), "type": kind, "payload": payload}
        lines.append(entry)
        size += len(json.dumps(entry))

    while size < target:
        text = pool.text(rng.randint(40, 400))
        add("response_item", {"type": "message", "role": "user", "content": [{"type": "input_text", "text": text}]})
        add("event_msg", {"type": "user_message", "message": text})
        for _ in range(rng.randint(1, 4)):
            add("response_item", {"type": "reasoning", "summary": [{"type": "summary_text", "text": pool.text(300)}]})
            add("response_item", {"type": "function_call", "name": "shell", "arguments": json.dumps({"cmd": pool.text(40)}), "call_id": f"c{i}"})
            out = pool.text(rng.choice([800, 3000, 9000, 30000]))
            add("response_item", {"type": "function_call_output", "call_id": f"c{i - 1}", "output": out})
            add("event_msg", {"type": "exec_command_end", "call_id": f"c{i - 2}", "aggregated_output": out})
        add("response_item", {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": pool.text(600)}]})
        add("event_msg", {"type": "token_count", "info": {"last_token_usage": {"input_tokens": size // 4, "cached_input_tokens": size // 5,
            "output_tokens": 300, "total_tokens": size // 4 + 300}, "model_context_window": 272000}})
    return lines


def generate(folder: Path, sessions: int, megabytes: float, seed: int = 7) -> list[Path]:
    rng = random.Random(seed)
    pool = TextPool(rng)
    per_session = int(megabytes * 1_000_000 / sessions)
    makers = [(pi_session, "pi", 0.6), (claude_session, "claude", 0.25), (codex_session, "codex", 0.15)]
    files = []
    for n in range(sessions):
        roll = rng.random()
        acc = 0.0
        for maker, name, weight in makers:  # noqa: B007 - the loop picks the maker it breaks on
            acc += weight
            if roll <= acc:
                break
        target = max(5000, int(per_session * rng.uniform(0.5, 1.5)))
        path = folder / name / f"session-{n:04d}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", encoding="utf-8") as fh:
            for line in maker(pool, rng, target):
                fh.write(json.dumps(line, ensure_ascii=False) + "\n")
        files.append(path)
    return files


# ------------------------------------------------------------------------------------- run

def run_phase(name: str, listing: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    code = RUNNER.format(body=PHASES[name])
    done = subprocess.run([sys.executable, "-c", code, str(listing)], capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="50 sessions / ~20 MB")
    parser.add_argument("--sessions", type=int, default=None)
    parser.add_argument("--mb", type=float, default=None, help="approximate corpus size in MB")
    parser.add_argument("--keep", type=Path, default=None, help="write the corpus here and keep it")
    args = parser.parse_args(argv)
    sessions = args.sessions or (50 if args.quick else 500)
    megabytes = args.mb or (20 if args.quick else 200)

    with tempfile.TemporaryDirectory(prefix="memtui-stats-bench-") as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        started = time.perf_counter()
        files = generate(folder, sessions, megabytes)
        total_bytes = sum(f.stat().st_size for f in files)
        listing = Path(tmp) / "files.txt"
        listing.write_text("\n".join(str(f) for f in files), encoding="utf-8")
        print(f"corpus: {len(files)} sessions, {total_bytes / 1e6:.1f} MB "
              f"(generated in {time.perf_counter() - started:.1f} s)\n")
        results = {name: run_phase(name, listing) for name in PHASES}

    base = results["baseline"]["seconds"]
    print(f"{'phase':<11}{'seconds':>9}{'MB/s':>9}{'sessions/s':>12}{'x baseline':>12}{'peak RSS MB':>13}")
    for name, r in results.items():
        s = r["seconds"]
        print(f"{name:<11}{s:>9.2f}{total_bytes / 1e6 / s:>9.1f}{len(files) / s:>12.1f}{s / base:>12.2f}"
              f"{r['peak_rss_kb'] / 1024:>13.0f}")
    print("\nx baseline: time relative to the json.loads-per-line loop over the same files (lower is faster).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
