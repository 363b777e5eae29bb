"""What a search returns: the index's state, the hits and the result (the engine's public types)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from memtui.core.search.query import snippet


class SearchError(RuntimeError):
    """The index could not answer a query (an FTS5 error, a broken database): never "no results"."""


@dataclass
class IndexState:
    fresh: bool
    stale_files: list[str]
    vectors_pending: int
    embedder: str | None
    notice: str | None = None
    skipped: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "fresh": self.fresh,
            "stale_files": self.stale_files,
            "vectors_pending": self.vectors_pending,
            "embedder": self.embedder,
        }


@dataclass
class SearchHit:
    path: str
    start_line: int
    end_line: int
    score: float
    text: str
    doc_type: str
    heading_path: list[str]
    date: str | None
    scores: dict[str, float]
    line_map: list[int] | None = None
    terms: tuple[str, ...] = ()
    _snippet: str | None = field(default=None, repr=False, compare=False)

    @property
    def snippet(self) -> str:
        """A one-line excerpt around the first query term, built on first use (most pooled hits never show one)."""
        if self._snippet is None:
            self._snippet = snippet(self.text, self.terms)
        return self._snippet

    def to_json(self, explain: bool = True) -> dict[str, Any]:
        keys = ("keyword", "vector", "type", "decay")
        out = {
            "path": self.path,
            "start_line": self.start_line,
            "end_line": self.end_line,
            "score": round(self.score, 6),
            "snippet": self.snippet,
            "doc_type": self.doc_type,
            "scores": dict(self.scores) if explain else {k: self.scores.get(k, 0.0) for k in keys},
        }
        return out


@dataclass
class SearchResult:
    query: str
    mode: str
    hits: list[SearchHit]
    state: IndexState
    notice: str | None = None

    def to_json(self, explain: bool = False) -> dict[str, Any]:
        return {
            "query": self.query,
            "mode": self.mode,
            "index": self.state.to_json(),
            "hits": [h.to_json(explain) for h in self.hits],
        }


@lru_cache(maxsize=4096)
def _heading_tuple(heading_json: str) -> tuple[str, ...]:
    return tuple(json.loads(heading_json))


def heading_path(heading_json: str) -> list[str]:
    """The decoded heading path of a chunk (decoded once per distinct value; a fresh list per hit)."""
    return list(_heading_tuple(heading_json))

