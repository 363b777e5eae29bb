"""Statement and topic vectors through the search engine's embedder, cached by text for an auditor's life."""

from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from memtui.core.search.embedder import EmbedderUnavailable

MAX_CACHE = 20_000


class StatementVectors:
    """Passage vectors of short texts through the engine's embedder, cached by text."""

    def __init__(self, embed: Callable[[Sequence[str]], np.ndarray] | None,
                 embed_query: Callable[[Sequence[str]], np.ndarray] | None = None) -> None:
        self.embed = embed
        self.embed_query = embed_query
        self.cache: dict[str, np.ndarray] = {}
        self.queries: dict[str, np.ndarray] = {}
        self.error: str | None = None

    def query(self, text: str) -> np.ndarray | None:
        """The query vector of a topic (cached), None without a model."""
        if text not in self.queries and self.embed_query is not None and self.error is None:
            if len(self.queries) > 1000:
                self.queries.clear()
            try:
                self.queries[text] = np.asarray(self.embed_query([text])[0], dtype=np.float32)
            except EmbedderUnavailable as exc:
                self.error = f"statement vectors unavailable: {exc}"
        return self.queries.get(text)

    def get(self, texts: list[str]) -> dict[str, np.ndarray]:
        missing = [t for t in dict.fromkeys(texts) if t not in self.cache]
        if missing and self.embed is not None and self.error is None:
            if len(self.cache) + len(missing) > MAX_CACHE:
                self.cache.clear()
            try:
                vectors = self.embed(missing)
            except EmbedderUnavailable as exc:      # no model: the lexical check still runs
                self.error = f"statement vectors unavailable: {exc}"
                return {t: self.cache[t] for t in texts if t in self.cache}
            for text, vector in zip(missing, vectors, strict=False):
                self.cache[text] = np.asarray(vector, dtype=np.float32)
        return {t: self.cache[t] for t in texts if t in self.cache}
