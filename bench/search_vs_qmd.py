"""Keyword query time in process: memtui's search engine against QMD 2.8.3's BM25 (`searchLex`), same corpus.

Corpus: the LoCoMo conversations (../shared/bench/locomo10.json) written as one markdown file per session, as
bench/locomo.py does; queries: every main-set question (categories 1-4). Both tools index the same files first;
then each query is timed inside its own process (QMD through its SDK under Node, memtui through SearchEngine),
k = 10, no embedder on either side (QMD's BM25 side; memtui's keyword mode with its defaults: BM25 with
title/heading weights, type weights, MMR).

memtui is timed twice: as `memtui search` runs a query (a freshness check of every file first) and with
`refresh=False` (the caller keeps the index fresh, as QMD's in-process query does).

QMD is not a dependency. `--install-qmd` installs it from npm into the cache dir: QMD 2.8.3 declares Node >= 22
but its BM25 side runs on Node 20 once better-sqlite3 12 is built from source against the system's Node headers
(better-sqlite3 13 segfaults on Node 20); without an installed QMD the QMD rows are skipped with the reason.

    python bench/search_vs_qmd.py [--install-qmd] [--qmd-dir DIR] [--limit N]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

import locomo  # noqa: E402
from platformdirs import user_cache_dir  # noqa: E402

from memtui.core.search.engine import SearchEngine  # noqa: E402

QMD_VERSION = "2.8.3"
K = 10

QMD_SCRIPT = r"""
import { createStore } from "@tobilu/qmd";
import { readFileSync } from "node:fs";
const [corpus, db, queriesPath] = process.argv.slice(2);
const queries = JSON.parse(readFileSync(queriesPath, "utf8"));
const store = await createStore({ dbPath: db, config: { collections: { c: { path: corpus, pattern: "**/*.md" } } } });
await store.update();
for (const q of queries.slice(0, 50)) await store.searchLex(q, { limit: %K% });   // warm-up
const ms = [], hits = [];
for (const q of queries) {
  const t = process.hrtime.bigint();
  const r = await store.searchLex(q, { limit: %K% });
  ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  hits.push(r.length);
}
const status = await store.getStatus();
await store.close();
console.log(JSON.stringify({ ms, hits, documents: status.totalDocuments ?? status.total_documents ?? null, status }));
""".replace("%K%", str(K))


def corpus(work: Path) -> tuple[Path, list[str]]:
    """Write every LoCoMo session as markdown (once) and return the folder and the questions."""
    data = json.loads(locomo.DATA.read_text(encoding="utf-8"))
    folder = work / "corpus"
    if not folder.is_dir():
        for sample in data:
            sub = folder / sample["sample_id"]
            sub.mkdir(parents=True)
            locomo.write_sessions(sample, sub)
    questions = [q["question"] for s in data for q in s["qa"] if q.get("category") in (1, 2, 3, 4)]
    return folder, questions


def install_qmd(qmd_dir: Path) -> None:
    """npm install QMD with better-sqlite3 12, then build that from source against the system Node headers."""
    qmd_dir.mkdir(parents=True, exist_ok=True)
    (qmd_dir / "package.json").write_text(json.dumps(
        {"name": "qmd-bench", "private": True, "overrides": {"better-sqlite3": "^12"}}), encoding="utf-8")
    subprocess.run(["npm", "install", f"@tobilu/qmd@{QMD_VERSION}", "--ignore-scripts", "--no-audit", "--no-fund"],
                   cwd=qmd_dir, check=True)
    for native in qmd_dir.glob("node_modules/**/better-sqlite3/binding.gyp"):
        subprocess.run(["npx", "--yes", "node-gyp", "rebuild", "--release", "--nodedir=/usr"],
                       cwd=native.parent, check=True, stdout=subprocess.DEVNULL)


def qmd_times(qmd_dir: Path, folder: Path, questions: list[str], work: Path) -> tuple[list[float] | None, str]:
    """Per-query ms of QMD's searchLex, or None and the reason it could not run."""
    if not (qmd_dir / "node_modules" / "@tobilu" / "qmd").is_dir():
        return None, f"QMD not installed in {qmd_dir} (run with --install-qmd)"
    if shutil.which("node") is None:
        return None, "no node on PATH"
    script = qmd_dir / "bench_search.mjs"
    script.write_text(QMD_SCRIPT, encoding="utf-8")
    queries = work / "queries.json"
    queries.write_text(json.dumps(questions), encoding="utf-8")
    db = work / "qmd.sqlite"
    db.unlink(missing_ok=True)
    done = subprocess.run(["node", str(script), str(folder), str(db), str(queries)],
                          cwd=qmd_dir, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        return None, f"QMD failed (exit {done.returncode}): {done.stderr.strip()[-300:]}"
    out = json.loads(done.stdout.strip().splitlines()[-1])
    files = sum(1 for _ in folder.rglob("*.md"))
    if out["documents"] != files:
        raise SystemExit(f"QMD indexed {out['documents']} of {files} files: {out['status']}")
    answered = sum(1 for n in out["hits"] if n)
    return out["ms"], f"QMD's BM25 requires every term (FTS5 AND): it answered {answered} of {len(questions)} queries"


def memtui_times(folder: Path, questions: list[str], work: Path, refresh: bool) -> list[float]:
    """Per-query ms of memtui's keyword search, in process, after a warm-up."""
    with SearchEngine(folder, db_path=work / "memtui.db", embedder=None) as engine:
        engine.refresh_keyword()
        for q in questions[:50]:
            engine.search(q, k=K, mode="keyword", refresh=refresh)
        times, answered = [], 0
        for q in questions:
            started = time.perf_counter()
            result = engine.search(q, k=K, mode="keyword", refresh=refresh)
            times.append((time.perf_counter() - started) * 1000)
            answered += bool(result.hits)
            if result.mode != "keyword" or result.notice:
                raise SystemExit(f"memtui did not run a plain keyword search: mode {result.mode}, {result.notice}")
    if answered < len(questions) // 2:
        raise SystemExit(f"memtui answered only {answered} of {len(questions)} queries: its index did not build")
    return times


def row(name: str, ms: list[float], base: float | None) -> str:
    p50, p95 = statistics.median(ms), statistics.quantiles(ms, n=20)[18]
    mean = statistics.fmean(ms)
    ratio = f"{mean / base:.2f}×" if base else "—"
    return f"| {name} | {len(ms)} | {p50:.3f} | {p95:.3f} | {mean:.3f} | {ratio} |"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--qmd-dir", type=Path, default=Path(user_cache_dir("memtui")) / "bench" / "qmd")
    parser.add_argument("--install-qmd", action="store_true", help="npm install QMD into --qmd-dir first")
    parser.add_argument("--limit", type=int, default=0, help="only the first N questions")
    args = parser.parse_args(argv)
    if not locomo.DATA.is_file():
        print(f"skipped: LoCoMo data not found at {locomo.DATA}")
        return 0
    if args.install_qmd:
        install_qmd(args.qmd_dir)
    with tempfile.TemporaryDirectory(prefix="memtui-vs-qmd-") as tmp:
        work = Path(tmp)
        folder, questions = corpus(work)
        if args.limit:
            questions = questions[: args.limit]
        qmd, reason = qmd_times(args.qmd_dir, folder, questions, work)
        fresh = memtui_times(folder, questions, work, refresh=True)
        query_only = memtui_times(folder, questions, work, refresh=False)
    base = statistics.fmean(qmd) if qmd else None
    print(f"LoCoMo corpus, {len(questions)} queries, k = {K}; ms per query in process; ratio = mean / QMD's mean")
    print("| tool | queries | p50 | p95 | mean | × QMD |")
    print("|---|---|---|---|---|---|")
    if qmd:
        print(row(f"QMD {QMD_VERSION} searchLex (BM25)", qmd, base))
    else:
        print(f"| QMD {QMD_VERSION} | skipped: {reason} | | | | |")
    print(row("memtui keyword, freshness check per query", fresh, base))
    print(row("memtui keyword, refresh=False", query_only, base))
    if qmd:
        print(f"note: {reason}; memtui answers every query (OR of terms, BM25)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
