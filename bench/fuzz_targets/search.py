"""Fuzz the search side that needs no model: the chunker and the keyword (FTS5) index and queries.

The keyword index is driven through `SearchEngine`'s public API with no embedder (keyword-only):
`search(query, mode="keyword")` refreshes the index of the files and runs the query.
"""

from __future__ import annotations

import random
from pathlib import Path

from fuzz_targets._mutate import TOKENS, mutate, mutated_seed, to_bytes

from memtui.core import markdown as md
from memtui.core.search.chunker import chunk_lines
from memtui.core.search.engine import SearchEngine

_WORDS = ("deploy", "fly", "token", "커피", "배포", "the", "a", "retry", "NEAR", "AND", "OR", "NOT", "*", '"',
          "(", ")", ":", "^", "-", "+", "title:", "body:", "{", "}", "'", "\x00", "\u202e", "📝", "%", "\\")


def chunk_input(rng: random.Random) -> dict:
    return {"text": mutated_seed(rng), "max_tokens": rng.choice((1, 2, 8, 64, 400)),
            "overlap": rng.choice((0, 1, 16, 500)), "per_line": rng.random() < 0.3, "first": rng.randint(1, 9)}


def run_chunker(spec: dict, tmp: Path) -> None:
    lines = md.split_lines(spec["text"])
    last = spec["first"] + len(lines) - 1
    for chunk in chunk_lines(lines, spec["first"], spec["max_tokens"], spec["overlap"], spec["per_line"]):
        assert spec["first"] <= chunk.start_line <= chunk.end_line <= last, ("chunk lines", chunk.start_line,
                                                                             chunk.end_line, last)


def query_input(rng: random.Random) -> dict:
    words = " ".join(rng.choice(_WORDS + TOKENS[:20]) for _ in range(rng.randint(0, 8)))
    query = mutate(rng, words, rng.randint(0, 2))[:2000]
    docs = {f"memory/d{i}.md": mutated_seed(rng)[:4000] for i in range(rng.randint(1, 3))}
    return {"docs": docs, "queries": [query, rng.choice(_WORDS) * rng.randint(1, 50), words]}


def run_keyword(spec: dict, tmp: Path) -> None:
    root = tmp / "ws"
    (root / "memory").mkdir(parents=True)
    for rel, text in spec["docs"].items():
        (root / rel).write_bytes(to_bytes(text))
    engine = SearchEngine(root, db_path=tmp / "index.db", embedder=None)
    try:
        for query in spec["queries"]:
            result = engine.search(query, k=5, mode="keyword")
            result.to_json()
            for hit in result.hits:
                assert 1 <= hit.start_line <= hit.end_line, ("hit lines", hit.start_line, hit.end_line)
    finally:
        engine.close()


COMPONENTS = {
    "search.chunker": (chunk_input, run_chunker),
    "search.keyword": (query_input, run_keyword),
}
WEIGHTS = {"search.keyword": 0.15}
