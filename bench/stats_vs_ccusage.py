"""`memtui stats` against ccusage on one generated corpus of Claude Code transcripts: wall time, first and repeat run.

The corpus is written in compact JSON (`"usage":{` with no space: ccusage parses only such lines) with unique
message and request ids (ccusage de-duplicates by them), so both tools count every assistant line. Each tool runs
as a user runs it, a fresh process per run:
  ccusage:  `ccusage session --json --offline` over a CLAUDE_CONFIG_DIR holding the corpus;
  memtui:   `python -m memtui stats <files> --json`, first with an empty cache dir, then again (repeat run),
            with its bytecode cached as an installed package has it (one untimed run writes it first).
The recorded context of each turn grows as a system prompt plus the conversation so far at ~3.7 chars per token
(with noise), as a real agent's does, so memtui can fit its chars→tokens rate.
Checks that every timed path really ran, else exits non-zero: ccusage's totals equal the generator's; memtui reports
every session, its recorded usage (input, output, cache read, cache write, turns) equals the generator's and
ccusage's, every session was counted with the calibrated rate, the first run missed the usage cache for every
file and read each with the usage-only linear pass (`cache.linear`), the repeat run hit it for every file, through
the lean path (an untimed repeat run under `-X importtime` must import neither the session parsers nor the usage
dataclasses nor argparse) and printed the first run's numbers; after the appends, the resumed result equals an
untimed `--no-cache` read of the grown files. With `--memory-root` (default) the repeat run is timed again with
the demo workspace as the root: its memory tax stored by an untimed full run, then printed by the lean path
(checked by its imports), the same document each time.
ccusage's own wall time moves with the machine's load (0.06–0.15 s on the same idle machine), so each memtui run
is paired with a ccusage run timed just before or after it (alternating), and the table of paired ratios gives each
pair's ratio, their median and spread: the figure to quote. memtui runs
with `--root` at an empty folder (no memory files to scan: ccusage reads none either) and its usage cache in the
run's temporary folder. The floor row is a bare `python -c pass` of the same interpreter: what any Python
process costs on this machine before it does anything.

ccusage is not a dependency: `--install-ccusage` installs 20.0.24 (native linux-x64 binary) from npm into the
cache dir; without it the ccusage rows are skipped with the reason.

After the runs, every session grows by `--append-percent` (default 1 %) of its size, --runs times; each time
memtui runs again on the previous run's cache (it must resume every file: read only the new bytes) and ccusage
reads the grown corpus. The bytes memtui read are its own count (`cache.bytes_read` of `stats --json`).

    python bench/stats_vs_ccusage.py [--mb 50] [--sessions 100] [--runs 3] [--append-percent 1] [--install-ccusage]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any, Callable

from platformdirs import user_cache_dir

REPO = Path(__file__).resolve().parent.parent
CCUSAGE_VERSION = "20.0.24"
WORDS = ("deploy worker region port cache retry index memory session branch token budget review lint "
         "배포 서버 설정 캐시 部署 服务器 デプロイ").split()


class SessionWriter:
    """One generated Claude Code session, written turn by turn (so it can be grown later, as an agent appends)."""

    def __init__(self, path: Path, rng: random.Random, index: int) -> None:
        self.path, self.rng = path, rng
        self.session_id = str(uuid.UUID(int=rng.getrandbits(128)))
        self.parent: str | None = None
        self.t = 1_780_000_000 + index * 3600
        self.context_chars, self.system = 0, rng.randint(8_000, 20_000)

    def turn(self, totals: dict[str, int]) -> list[str]:
        """The two lines of one turn (a prompt and an assistant reply with its usage), counted into `totals`."""
        rng = self.rng
        self.t += rng.randint(1, 30)
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(self.t))
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 400)))
        uid = str(uuid.UUID(int=rng.getrandbits(128)))
        lines = [json.dumps({"parentUuid": self.parent, "isSidechain": False, "type": "user",
                             "sessionId": self.session_id, "uuid": uid, "timestamp": stamp, "cwd": "/bench/project",
                             "version": "2.0.0", "message": {"role": "user", "content": text}},
                            separators=(",", ":"), ensure_ascii=False)]
        self.parent = uid
        self.context_chars += len(text)
        context = self.system + int(self.context_chars / 3.7 * rng.uniform(0.97, 1.03))
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
        lines.append(json.dumps({"parentUuid": self.parent, "isSidechain": False, "type": "assistant",
                                 "sessionId": self.session_id, "uuid": aid, "timestamp": stamp,
                                 "requestId": f"req_{aid}", "cwd": "/bench/project", "version": "2.0.0",
                                 "message": {"id": f"msg_{aid}", "type": "message", "role": "assistant",
                                             "model": "claude-sonnet-4-5", "content": [{"type": "text", "text": reply}],
                                             "stop_reason": "end_turn", "usage": usage}},
                                separators=(",", ":"), ensure_ascii=False))
        self.parent = aid
        self.context_chars += len(reply)
        return lines

    def write(self, size: int, totals: dict[str, int], mode: str = "w") -> int:
        """Write turns until at least `size` bytes were added; returns the bytes added."""
        lines: list[str] = []
        added = 0
        while added < size:
            lines += self.turn(totals)
            added += len(lines[-1]) + len(lines[-2]) + 2          # chars, as the corpus was always sized
        with open(self.path, mode, encoding="utf-8") as fh:
            fh.write("\n".join(lines) + "\n")
        return added


def write_corpus(folder: Path, sessions: int, megabytes: float, seed: int = 11) -> tuple[dict[str, int], list[SessionWriter]]:
    """Claude Code sessions in compact JSON; returns the usage totals the generator wrote and the writers."""
    rng = random.Random(seed)
    totals = {"input": 0, "output": 0, "cache_creation": 0, "cache_read": 0, "assistant_lines": 0}
    per_session = int(megabytes * 1_000_000 / sessions)
    project = folder / "projects" / "-bench-project"
    project.mkdir(parents=True)
    writers = []
    for s in range(sessions):
        writer = SessionWriter(project, rng, s)
        writer.path = project / f"{writer.session_id}.jsonl"
        writer.write(per_session, totals)
        writers.append(writer)
    return totals, writers


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


def run_ccusage(where: Path, config_dir: Path, expected: dict[str, int], row: str = "ccusage") -> float:
    env = {**os.environ, "CLAUDE_CONFIG_DIR": str(config_dir), "HOME": str(config_dir.parent)}
    wall, out = timed([str(binary(where)), "session", "--json", "--offline"], env, row)
    totals = json.loads(out)["totals"]
    counted = (totals["inputTokens"], totals["outputTokens"], totals["cacheReadTokens"], totals["cacheCreationTokens"])
    if counted != (expected["input"], expected["output"], expected["cache_read"], expected["cache_creation"]):
        raise SystemExit(f"ccusage counted {totals}, the corpus holds {expected}: it did not read every line")
    return wall


PYCACHE: dict[str, str] = {}      # PYTHONPYCACHEPREFIX of the memtui runs (set in main)


def memtui_env(cache: Path) -> dict[str, str]:
    """memtui as installed: its bytecode cached (a pip install compiles it; a PYTHONDONTWRITEBYTECODE sandbox
    would make every run compile memtui's modules again), kept out of the repository under the run's folder."""
    env = {**os.environ, "MEMTUI_CACHE_DIR": str(cache), "PYTHONPATH": str(REPO), **PYCACHE}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


PHASES = {"first": "memtui first run", "repeat": "memtui repeat run", "append": "memtui after appending"}


def run_memtui(files: list[Path], cache: Path, root: Path, expected: dict[str, int], phase: str,
               row: str = "") -> tuple[float, dict[str, Any]]:
    """One `memtui stats` run; checks every line was counted and the cache did what the phase means: the first
    run misses every file, the repeat run hits every file, the run after appending resumes every file."""
    env = memtui_env(cache)
    row = row or PHASES[phase]
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
    n = len(files)
    wanted = {"first": (0, n, 0, n), "repeat": (n, 0, 0, 0), "append": (0, n, n, n)}[phase]
    did = report["cache"]
    cache_did = (did["hits"], did["misses"], did["resumed"], did["linear"])
    if cache_did != wanted:
        raise SystemExit(f"memtui's usage cache {did} on the {phase} run, expected (hits, misses, resumed, "
                         f"linear) = {wanted}: a timed path did not run")
    return wall, report


LEAN_NEVER_IMPORTS = ("argparse", "dataclasses", "memtui.core.usage.result", "memtui.core.sessions", "memtui.cli.stats")


def check_lean(files: list[Path], cache: Path, root: Path) -> None:
    """Exit non-zero unless a repeat run over `cache` is served by the lean path (its imports show it)."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-m", "memtui", "stats", *map(str, files), "--root",
                           str(root), "--json"], env=memtui_env(cache), capture_output=True, text=True, timeout=600)
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    heavy = [name for name in LEAN_NEVER_IMPORTS if name in imported]
    if done.returncode != 0 or heavy:
        raise SystemExit(f"the repeat run did not take the lean path (exit {done.returncode}; imported {heavy})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=50.0)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--ccusage-dir", type=Path, default=Path(user_cache_dir("memtui")) / "bench" / "ccusage")
    parser.add_argument("--install-ccusage", action="store_true")
    parser.add_argument("--memory-root", action=argparse.BooleanOptionalAction, default=True,
                        help="also time the repeat run with the demo workspace as the root (its memory tax stored)")
    parser.add_argument("--append-percent", type=float, default=1.0,
                        help="after the runs, grow every session by this share of its size, then time memtui "
                        "(resuming from its cache) and ccusage, --runs times")
    args = parser.parse_args(argv)
    if args.install_ccusage:
        install_ccusage(args.ccusage_dir)
    have_ccusage = binary(args.ccusage_dir).is_file()
    appended: list[tuple[int, int, float]] = []     # (bytes appended, bytes memtui read, corpus MB) per append run
    with tempfile.TemporaryDirectory(prefix="memtui-vs-ccusage-") as tmp:
        config_dir = Path(tmp) / ".claude"
        expected, writers = write_corpus(config_dir, args.sessions, args.mb)
        files = sorted(config_dir.rglob("*.jsonl"))
        mb = sum(f.stat().st_size for f in files) / 1e6
        root = Path(tmp) / "empty-root"
        root.mkdir()
        rows: dict[str, list[float]] = {"ccusage": [], "memtui first run": [], "memtui repeat run": [],
                                        "floor: python -c pass": []}
        pairs: dict[str, list[tuple[float, float, float, float]]] = {}   # row -> (memtui, ccusage) wall and CPU
        rates: list[float] = []
        cache = Path(tmp) / "cache"
        PYCACHE["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        subprocess.run([sys.executable, "-m", "memtui", "stats", *map(str, files), "--root", str(root), "--json",
                        "--no-cache"], env=memtui_env(cache), check=True, stdout=subprocess.DEVNULL)   # bytecode
        if have_ccusage:
            run_ccusage(args.ccusage_dir, config_dir, expected, "warm-up")      # its binary loaded once, untimed
        def ccusage(row: str = "ccusage") -> Callable[[], float]:
            return lambda: run_ccusage(args.ccusage_dir, config_dir, expected, row)

        def memtui(cache: Path, phase: str, at: Path = root, row: str = "") -> Callable[[], tuple[float, dict[str, Any]]]:
            return lambda: run_memtui(files, cache, at, expected, phase, row)

        for run in range(args.runs):
            cache = Path(tmp) / f"cache-{run}"
            first = paired(have_ccusage, run, pairs, "memtui first run", rows, memtui(cache, "first"), ccusage())
            repeat = paired(have_ccusage, run, pairs, "memtui repeat run", rows, memtui(cache, "repeat"), ccusage())
            same_document(first, repeat, "the repeat run (from the cache)")
            rates = [s["chars_per_token"] for s in first["sessions"]]
            rows["floor: python -c pass"].append(timed([sys.executable, "-c", "pass"], memtui_env(cache),
                                                       "floor: python -c pass")[0])
        check_lean(files, cache, root)
        if args.memory_root:     # the demo workspace as the root: its memory tax stored by one full run, untimed
            memory_root = Path(tmp) / "memory-root"
            shutil.copytree(REPO / "memtui" / "demo" / "workspace", memory_root)
            for path in memory_root.rglob("*.md"):      # (a memory file seconds old keeps its tax from being stored)
                os.utime(path, (time.time() - 60, time.time() - 60))
            stored = run_memtui(files, cache, memory_root, expected, "repeat", "untimed")[1]
            if not stored["memory_tax"]["tokens"]:
                raise SystemExit("the demo workspace root gave no memory tax")
            rows["memtui repeat run, demo root"] = []
            for run in range(args.runs):
                again = paired(have_ccusage, run, pairs, "memtui repeat run, demo root", rows,
                               memtui(cache, "repeat", memory_root, "memtui repeat run, demo root"), ccusage())
                same_document(stored, again, "the repeat run from the demo root")
            check_lean(files, cache, memory_root)
        grown_rows: dict[str, list[float]] = {"ccusage (grown corpus)": [], "memtui after appending": []}
        for run in range(args.runs if args.append_percent > 0 else 0):
            added = sum(w.write(int(w.path.stat().st_size * args.append_percent / 100), expected, mode="a")
                        for w in writers)
            report = paired(have_ccusage, run, pairs, "memtui after appending", grown_rows, memtui(cache, "append"),
                            ccusage("ccusage (grown corpus)"), "ccusage (grown corpus)")
            appended.append((added, report["cache"]["bytes_read"], sum(f.stat().st_size for f in files) / 1e6))
        if appended:      # the resumed result is the one of reading every file whole
            same_document(json.loads(timed([sys.executable, "-m", "memtui", "stats", *map(str, files), "--root",
                                            str(root), "--json", "--no-cache"], memtui_env(cache), "check")[1]),
                          report, "the last run after appending (resumed)")
    load = os.getloadavg()
    print(f"{len(files)} Claude Code sessions, {mb:.1f} MB, {expected['assistant_lines']:,} assistant lines at the end; "
          f"wall seconds over {args.runs} runs (each a fresh process)")
    print("| tool | wall runs (s) | median s | MB/s | × ccusage wall | CPU runs (s) | × ccusage CPU |")
    print("|---|---|---|---|---|---|---|")
    print_rows(rows, "ccusage", mb, args)
    if appended:
        print_rows(grown_rows, "ccusage (grown corpus)", appended[-1][2], args)
    print(f"checked: recorded usage = the corpus's{' = ccusage' if rows['ccusage'] else ''} (every line counted); "
          f"calibrated rate in every session ({min(rates):.2f}–{max(rates):.2f} chars/token in CJK-weighted chars; "
          "generated at ~3.7 plain chars per token); cache missed on every first run, hit on every repeat "
          "(through the lean path)"
          + (", resumed every file after each append" if appended else "")
          + "; every miss read by the usage-only linear pass")
    print_pairs(pairs, args.runs)
    print(f"load average after the runs: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} (1, 5, 15 min; {os.cpu_count()} CPUs)")
    for number, (added, read, corpus) in enumerate(appended, 1):
        print(f"append {number}: +{added / 1e6:.2f} MB ({args.append_percent:g} % of each session) to {corpus:.1f} MB; "
              f"memtui read {read / 1e6:.2f} MB ({read / (corpus * 1e6):.1%} of the corpus, {read / added:.2f}× the "
              "appended bytes, cache keys and resume checks included)")
    return 0


def same_document(whole: dict[str, Any], other: dict[str, Any], what: str) -> None:
    """Exit non-zero unless `other` reports what `whole` does (all but the cache counts)."""
    if {k: v for k, v in whole.items() if k != "cache"} != {k: v for k, v in other.items() if k != "cache"}:
        raise SystemExit(f"{what} reported other numbers than a full read of the same files")


def paired(have_ccusage: bool, run: int, pairs: dict[str, list[tuple[float, float, float, float]]], row: str,
           rows: dict[str, list[float]], memtui: Callable[[], tuple[float, dict[str, Any]]], ccusage: Callable[[], float],
           ccusage_row: str = "ccusage") -> dict[str, Any]:
    """Time one memtui run and one ccusage run back to back (ccusage first on even runs, second on odd runs, so a
    drift of the machine's load weighs on both alike) and keep the pair; returns memtui's report."""
    order = ("ccusage", "memtui") if run % 2 == 0 else ("memtui", "ccusage")
    walls: dict[str, float] = {}
    report: dict[str, Any] = {}
    for tool in order:
        if tool == "memtui":
            walls[tool], report = memtui()
            rows[row].append(walls[tool])
        elif have_ccusage:
            walls[tool] = ccusage()
            rows[ccusage_row].append(walls[tool])
    if "ccusage" in walls:
        pairs.setdefault(row, []).append((walls["memtui"], walls["ccusage"], CPU[row][-1], CPU[ccusage_row][-1]))
    return report


def print_pairs(pairs: dict[str, list[tuple[float, float, float, float]]], runs: int) -> None:
    """Each run's memtui/ccusage ratio within its back-to-back pair: the median and the spread of the pairs (the
    robust figure: ccusage's own time moves with the machine's load)."""
    if not pairs:
        return
    print()
    print(f"paired ratios (memtui ÷ ccusage, each pair timed back to back; {runs} pairs per row)")
    print("| memtui run | wall ratio per pair | median | spread | CPU ratio per pair | median |")
    print("|---|---|---|---|---|---|")
    for row, kept in pairs.items():
        wall = [m / c for m, c, _, _ in kept]
        cpu = [m / c for _, _, m, c in kept if c > 0]
        print(f"| {row} | {', '.join(f'{r:.2f}×' for r in wall)} | {statistics.median(wall):.2f}× | "
              f"{min(wall):.2f}–{max(wall):.2f}× | {', '.join(f'{r:.2f}×' for r in cpu)} | "
              f"{statistics.median(cpu) if cpu else float('nan'):.2f}× |")


def print_rows(rows: dict[str, list[float]], baseline: str, mb: float, args: argparse.Namespace) -> None:
    """Table rows with ratios to the `baseline` row's medians (wall and CPU)."""
    base = statistics.median(rows[baseline]) if rows[baseline] else None
    cpu_base = statistics.median(CPU[baseline]) if CPU.get(baseline) else None
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


if __name__ == "__main__":
    raise SystemExit(main())
