"""`memtui stats` against ccusage on one generated corpus of Claude Code transcripts: wall time, first and repeat run.

The corpus is written in compact JSON (`"usage":{` with no space: ccusage parses only such lines) with unique
message and request ids (ccusage de-duplicates by them), so both tools count every assistant line. Each tool runs
as a user runs it, a fresh process per run:
  ccusage:  `ccusage session --json --offline` over a CLAUDE_CONFIG_DIR holding the corpus;
  memtui:   `python -m memtui stats <files> --json`, first with an empty cache dir, then again (repeat run).
The recorded context of each turn grows as a system prompt plus the conversation so far at ~3.7 chars per token
(with noise), as a real agent's does, so memtui can fit its chars→tokens rate.
Checks that every timed path really ran, else exits non-zero: ccusage's totals equal the generator's; memtui reports
every session, its recorded usage (input, output, cache read, cache write, turns) equals the generator's and
ccusage's, every session was counted with the calibrated rate, the first run missed the usage cache for every
file and the repeat run hit it for every file. memtui runs with `--root` at an empty folder (no memory files to
scan: ccusage reads none either) and its usage cache in the run's temporary folder.

ccusage is not a dependency: `--install-ccusage` installs 20.0.24 (native linux-x64 binary) from npm into the
cache dir; without it the ccusage rows are skipped with the reason.

    python bench/stats_vs_ccusage.py [--mb 50] [--sessions 100] [--runs 3] [--install-ccusage]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

from platformdirs import user_cache_dir

REPO = Path(__file__).resolve().parent.parent
CCUSAGE_VERSION = "20.0.24"
WORDS = ("deploy worker region port cache retry index memory session branch token budget review lint "
         "배포 서버 설정 캐시 部署 服务器 デプロイ").split()


def write_corpus(folder: Path, sessions: int, megabytes: float, seed: int = 11) -> dict[str, int]:
    """Claude Code sessions in compact JSON; returns the usage totals the generator wrote."""
    rng = random.Random(seed)
    totals = {"input": 0, "output": 0, "cache_creation": 0, "cache_read": 0, "assistant_lines": 0}
    per_session = int(megabytes * 1_000_000 / sessions)
    project = folder / "projects" / "-bench-project"
    project.mkdir(parents=True)
    for s in range(sessions):
        session_id = str(uuid.UUID(int=rng.getrandbits(128)))
        lines, size, parent, t = [], 0, None, 1_780_000_000 + s * 3600
        context_chars, system = 0, rng.randint(8_000, 20_000)
        while size < per_session:
            t += rng.randint(1, 30)
            stamp = time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(t))
            text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 400)))
            uid = str(uuid.UUID(int=rng.getrandbits(128)))
            lines.append(json.dumps({"parentUuid": parent, "isSidechain": False, "type": "user", "sessionId": session_id,
                                     "uuid": uid, "timestamp": stamp, "cwd": "/bench/project", "version": "2.0.0",
                                     "message": {"role": "user", "content": text}}, separators=(",", ":"),
                                    ensure_ascii=False))
            parent = uid
            context_chars += len(text)
            context = system + int(context_chars / 3.7 * rng.uniform(0.97, 1.03))
            fresh = rng.randint(1, 500)
            written = min(context - fresh, rng.randint(0, 3000))
            usage = {"input_tokens": fresh, "output_tokens": rng.randint(1, 3000),
                     "cache_creation_input_tokens": written, "cache_read_input_tokens": context - fresh - written}
            totals["input"] += usage["input_tokens"]
            totals["output"] += usage["output_tokens"]
            totals["cache_creation"] += usage["cache_creation_input_tokens"]
            totals["cache_read"] += usage["cache_read_input_tokens"]
            totals["assistant_lines"] += 1
            aid = str(uuid.UUID(int=rng.getrandbits(128)))
            reply = " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 600)))
            lines.append(json.dumps({"parentUuid": parent, "isSidechain": False, "type": "assistant", "sessionId": session_id,
                                     "uuid": aid, "timestamp": stamp, "requestId": f"req_{aid}", "cwd": "/bench/project",
                                     "version": "2.0.0",
                                     "message": {"id": f"msg_{aid}", "type": "message", "role": "assistant",
                                                 "model": "claude-sonnet-4-5", "content": [{"type": "text", "text": reply}],
                                                 "stop_reason": "end_turn", "usage": usage}},
                                    separators=(",", ":"), ensure_ascii=False))
            parent = aid
            context_chars += len(reply)
            size += len(lines[-1]) + len(lines[-2]) + 2
        (project / f"{session_id}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return totals


def install_ccusage(where: Path) -> None:
    where.mkdir(parents=True, exist_ok=True)
    subprocess.run(["npm", "install", f"ccusage@{CCUSAGE_VERSION}", f"@ccusage/ccusage-linux-x64@{CCUSAGE_VERSION}",
                    "--ignore-scripts", "--no-audit", "--no-fund"], cwd=where, check=True, stdout=subprocess.DEVNULL)
    binary(where).chmod(0o755)


def binary(where: Path) -> Path:
    return where / "node_modules" / "@ccusage" / "ccusage-linux-x64" / "bin" / "ccusage"


CPU: dict[str, list[float]] = {}      # CPU seconds (user + system) of each run, by row name


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(cmd: list[str], env: dict[str, str], row: str = "") -> tuple[float, str]:
    cpu_before = _children_cpu()
    started = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=3600)
    wall = time.perf_counter() - started
    CPU.setdefault(row, []).append(_children_cpu() - cpu_before)
    if done.returncode != 0:
        raise SystemExit(f"{cmd[0]} failed (exit {done.returncode}): {done.stderr.strip()[-400:]}")
    return wall, done.stdout


def run_ccusage(where: Path, config_dir: Path, expected: dict[str, int]) -> float:
    env = {**os.environ, "CLAUDE_CONFIG_DIR": str(config_dir), "HOME": str(config_dir.parent)}
    wall, out = timed([str(binary(where)), "session", "--json", "--offline"], env, "ccusage")
    totals = json.loads(out)["totals"]
    counted = (totals["inputTokens"], totals["outputTokens"], totals["cacheReadTokens"], totals["cacheCreationTokens"])
    if counted != (expected["input"], expected["output"], expected["cache_read"], expected["cache_creation"]):
        raise SystemExit(f"ccusage counted {totals}, the corpus holds {expected}: it did not read every line")
    return wall


def run_memtui(files: list[Path], cache: Path, root: Path, expected: dict[str, int], repeat: bool) -> tuple[float, dict]:
    env = {**os.environ, "MEMTUI_CACHE_DIR": str(cache), "PYTHONPATH": str(REPO)}
    row = "memtui repeat run" if repeat else "memtui first run"
    wall, out = timed([sys.executable, "-m", "memtui", "stats", *map(str, files), "--root", str(root), "--json"], env, row)
    report = json.loads(out)
    if len(report["sessions"]) != len(files):
        raise SystemExit(f"memtui reported {len(report['sessions'])} of {len(files)} sessions")
    recorded = report["totals"]["recorded_usage"]
    want = {"input": expected["input"], "output": expected["output"], "cache_read": expected["cache_read"],
            "cache_write": expected["cache_creation"], "turns": expected["assistant_lines"]}
    if recorded != want:
        raise SystemExit(f"memtui's recorded usage {recorded} differs from the corpus {want}: a line was not counted")
    tokenizers = {s["tokenizer"] for s in report["sessions"]}
    if tokenizers != {"calibrated"}:
        raise SystemExit(f"memtui counted categories with {tokenizers}, not only the calibrated rate")
    hits_wanted = (len(files), 0) if repeat else (0, len(files))
    if (report["cache"]["hits"], report["cache"]["misses"]) != hits_wanted:
        raise SystemExit(f"memtui's usage cache {report['cache']} on the {'repeat' if repeat else 'first'} run, "
                         f"expected (hits, misses) = {hits_wanted}")
    return wall, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=50.0)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--ccusage-dir", type=Path, default=Path(user_cache_dir("memtui")) / "bench" / "ccusage")
    parser.add_argument("--install-ccusage", action="store_true")
    args = parser.parse_args(argv)
    if args.install_ccusage:
        install_ccusage(args.ccusage_dir)
    have_ccusage = binary(args.ccusage_dir).is_file()
    with tempfile.TemporaryDirectory(prefix="memtui-vs-ccusage-") as tmp:
        config_dir = Path(tmp) / ".claude"
        expected = write_corpus(config_dir, args.sessions, args.mb)
        files = sorted(config_dir.rglob("*.jsonl"))
        mb = sum(f.stat().st_size for f in files) / 1e6
        root = Path(tmp) / "empty-root"
        root.mkdir()
        rows: dict[str, list[float]] = {"ccusage": [], "memtui first run": [], "memtui repeat run": []}
        rates: list[float] = []
        for run in range(args.runs):
            if have_ccusage:
                rows["ccusage"].append(run_ccusage(args.ccusage_dir, config_dir, expected))
            cache = Path(tmp) / f"cache-{run}"
            wall, report = run_memtui(files, cache, root, expected, repeat=False)
            rows["memtui first run"].append(wall)
            rows["memtui repeat run"].append(run_memtui(files, cache, root, expected, repeat=True)[0])
            rates = [s["chars_per_token"] for s in report["sessions"]]
    base = statistics.median(rows["ccusage"]) if rows["ccusage"] else None
    print(f"{len(files)} Claude Code sessions, {mb:.1f} MB, {expected['assistant_lines']:,} assistant lines; "
          f"wall seconds over {args.runs} runs (each a fresh process)")
    cpu_base = statistics.median(CPU["ccusage"]) if CPU.get("ccusage") else None
    print("| tool | wall runs (s) | median s | MB/s | × ccusage wall | CPU runs (s) | × ccusage CPU |")
    print("|---|---|---|---|---|---|---|")
    for name, walls in rows.items():
        if not walls:
            print(f"| {name} | skipped: ccusage {CCUSAGE_VERSION} not installed in {args.ccusage_dir} "
                  "(run with --install-ccusage) | | | | | |")
            continue
        median = statistics.median(walls)
        ratio = f"{median / base:.2f}×" if base else "—"
        cpu = CPU.get(name, [])
        cpu_ratio = f"{statistics.median(cpu) / cpu_base:.2f}×" if cpu_base and cpu else "—"
        print(f"| {name} | {', '.join(f'{w:.2f}' for w in walls)} | {median:.2f} | {mb / median:.1f} | {ratio} | "
              f"{', '.join(f'{c:.2f}' for c in cpu)} | {cpu_ratio} |")
    print(f"checked: recorded usage = the corpus's{' = ccusage' if base else ''} (every line counted); calibrated rate "
          f"in every session ({min(rates):.2f}–{max(rates):.2f} chars/token in CJK-weighted chars; generated at ~3.7 plain "
          "chars per token); cache missed on every first run, hit on every repeat")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
