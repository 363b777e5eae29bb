"""The hybrid search engine over a memory workspace (headless; usable from a worker thread).

    engine = SearchEngine(root)            # opens <root>/.memtui/index.db (or the cache dir)
    engine.refresh_keyword()               # re-chunk changed files, update FTS (fast)
    engine.embed_pending(progress)         # embed chunks without vectors (slow; background)
    result = engine.search("coffee", k=10, mode="hybrid")   # refreshes the keyword side first
    result.state                           # fresh?, stale files, vectors pending, embedder, notice

Keyword: FTS5 unicode61 (title/heading/body, BM25 with title and heading weighted up), an OR of
terms without English stopwords, plus the CJK gram table (see `query.py`). Vector: cosine KNN over
embeddings cached by (embedder id, chunk hash): vec0's, or one matrix product over an in-memory copy
of the vec table once it stays unchanged between searches (`vectors.py`). Fusion, type weight, decay
and MMR: `fusion.py`.
Vectors of two embedders are never mixed: a different embedder than the index was built with
pauses vector search with a notice until `rebuild()`.

API contract (stable; additions are listed here):
- `IndexState`, `SearchHit`, `SearchResult`, `SearchEngine(root, *, db_path, embedder, config)`,
  `refresh_keyword()`, `embed_pending(progress, should_stop)`, `search(query, k, mode)`, `state()`,
  `close()`.
- Config `[search]`: vector_weight, keyword_weight, type_weights, half_life_days, decay_floor, decay_scope, mmr_lambda,
  cross_script_fill, pointer_penalty,
  candidates, chunk_tokens, chunk_overlap, line_chunks, title_weight, heading_weight, sessions,
  embed_batch, embedder, embed_url, embed_model, embed_key, embed_threads.
- Additions: `SearchEngine.rebuild()` (drop everything and re-chunk; the embedding cache is kept),
  `SearchEngine.needs_rebuild` (vectors from another embedder: vector search paused),
  `SearchEngine.db_path`, `SearchEngine.embedder`, `SearchHit.line_map` (session chunks: the JSONL line
  of each chunk line; start_line/end_line are JSONL lines), `SearchResult.notice` (why a mode fell back),
  `IndexState.skipped` (root-relative path -> why it was not indexed), `SearchHit.to_json()`, `SearchResult.to_json()`,
  `SearchError` (raised by `search()` when the index cannot answer: an FTS5 error is never "no results"),
  `SearchEngine.vector_matrix` (the in-memory copy of the vectors, `vectors.SettledMatrix`: its
  `max_bytes`, 0 keeps vec0's KNN; `matrix` while in use).

The indexing side (identity, re-chunking, embedding) is `indexing.IndexSide`, the base of `SearchEngine`;
the result types live in `results.py` and are re-exported here.
"""

from __future__ import annotations

import json
import re
import threading
from pathlib import Path
from typing import Any, Callable

import apsw
import numpy as np

from memtui.core.config import Config, load_config
from memtui.core.search import fusion
from memtui.core.search.chunker import DEFAULT_MAX_TOKENS, DEFAULT_OVERLAP_TOKENS
from memtui.core.search.embedder import Embedder, EmbedderUnavailable, embedder_from_config
from memtui.core.search.files import SourceListing
from memtui.core.search.indexing import EMBED_BATCH, IndexSide, _one
from memtui.core.search.query import KeywordQuery, build_query
from memtui.core.search.results import IndexState, SearchError, SearchHit, SearchResult, heading_path
from memtui.core.search.shape import ChunkShape, chunk_shape, main_script
from memtui.core.search.store import has_vec_table, open_store
from memtui.core.search import vectors
from memtui.core.search.vectors import SettledMatrix, dot_rows

__all__ = ["MODES", "IndexState", "SearchEngine", "SearchError", "SearchHit", "SearchResult"]

MODES = ("hybrid", "keyword", "vector")
VECTOR_CACHE_SIZE = 20_000      # vectors (~30 MB at 384-d) / token sets kept for exact cosines and MMR
SHAPE_REACH = 2                 # shapes are read for the best 2 × the result pool by fused and by vector
JACCARD_MATRIX_MAX = 256  # larger pools (the audit's) compare pairs on demand: k × n, not n²
META_CACHE_SIZE = 200_000       # (doc type, date) per chunk
_WORD_RE = re.compile(r"\w")
ChunkMeta = tuple[str, str | None, tuple[str, int, int]]     # doc type, date, place (path, start, end line)


class SearchEngine(IndexSide):
    """Index and search one workspace. One apsw connection per engine, guarded by a lock."""

    def __init__(
        self,
        root: Path,
        *,
        db_path: Path | None = None,
        embedder: "Embedder | None | str" = "default",
        config: Config | None = None,
    ) -> None:
        self.root = Path(root).resolve()
        self.config = config if config is not None else load_config(self.root)
        section = self.config.section("search")
        self.fusion = fusion.FusionConfig.from_section(section)
        self.chunk_tokens = _positive_int(section.get("chunk_tokens"), DEFAULT_MAX_TOKENS)
        self.chunk_overlap = _positive_int(section.get("chunk_overlap"), DEFAULT_OVERLAP_TOKENS, allow_zero=True)
        self.index_sessions = bool(section.get("sessions", False))
        self.per_line = bool(section.get("line_chunks", False))
        self.bm25_weights = (
            _positive_float(section.get("title_weight"), 4.0),
            _positive_float(section.get("heading_weight"), 2.0),
            1.0,
        )
        self.embed_batch = _positive_int(section.get("embed_batch"), EMBED_BATCH)
        if embedder == "default":
            self.embedder: Embedder | None = embedder_from_config(section)
        elif isinstance(embedder, str):
            self.embedder = embedder_from_config({**section, "embedder": embedder})
        else:
            self.embedder = embedder
        self._lock = threading.RLock()
        opened = open_store(self.root, db_path)
        self.conn = opened.conn
        self.db_path = opened.path
        self._open_notice = opened.notice
        self._identity_notice: str | None = None
        self._embedder_error: str | None = None
        self._vector_mismatch: str | None = None
        self._skipped: dict[str, str] = {}
        self._unindexed: list[str] = []
        self._listing = SourceListing(self.root, self.index_sessions)
        self._vector_cache: dict[int, np.ndarray] = {}
        self._token_cache: dict[int, frozenset[str]] = {}     # MMR token sets, cleared like vectors
        self._token_id_cache: dict[int, np.ndarray] = {}      # the same tokens as vocabulary ids (small pools)
        self._vocab: dict[str, int] = {}
        self._meta_cache: dict[int, ChunkMeta] = {}   # chunk id -> (doc type, date, place)
        self._shape_cache: dict[int, ChunkShape] = {}  # chunk id -> its text's shape (read once)
        self._data_version: int | None = None
        self._vec_generation = 0
        self.vector_matrix = SettledMatrix(vectors.MATRIX_BYTES)
        self._known_files: dict[str, tuple[str, int, int]] | None = None
        self._embedder_error = getattr(self.embedder, "reason", None)   # misconfigured in [search]
        self._check_identity()


    # ------------------------------------------------------------------ search

    def _forget_cached(self) -> None:
        """Drop the in-process caches keyed by chunk id (ids are reused after a change)."""
        self._vector_cache.clear()
        self._forget_tokens()
        self._meta_cache.clear()
        self._shape_cache.clear()
        super()._forget_cached()

    def _keyword_scores(self, query: KeywordQuery, limit: int) -> dict[int, float]:
        """BM25 scores of the FTS5 and CJK-gram tables; an FTS error raises `SearchError`, it is
        never turned into "no results"."""
        scores: dict[int, float] = {}
        wt, wh, wb = self.bm25_weights
        if query.fts:
            try:
                for cid, s in self.conn.execute(
                    f"SELECT rowid, -bm25(fts, {wt}, {wh}, {wb}) AS s FROM fts WHERE fts MATCH ?"
                    " ORDER BY s DESC LIMIT ?",
                    (query.fts, limit),
                ):
                    scores[cid] = s
            except apsw.SQLError as exc:
                raise SearchError(f"keyword search failed for {query.fts!r}: {exc}") from exc
        if query.cjk:
            try:
                for cid, s in self.conn.execute(
                    "SELECT rowid, -bm25(fts_cjk) AS s FROM fts_cjk WHERE fts_cjk MATCH ? ORDER BY s DESC LIMIT ?",
                    (query.cjk, limit),
                ):
                    scores[cid] = scores.get(cid, 0.0) + s
            except apsw.SQLError as exc:
                raise SearchError(f"CJK keyword search failed for {query.cjk!r}: {exc}") from exc
        if len(scores) > limit:
            scores = dict(sorted(scores.items(), key=lambda kv: -kv[1])[:limit])
        return scores

    def _query_vector(self, text: str) -> np.ndarray | None:
        if self.embedder is None:
            return None
        try:
            vector: np.ndarray = self.embedder.query([text])[0]
            return vector
        except EmbedderUnavailable as exc:
            self._embedder_error = str(exc)
            return None

    def _vector_scores(self, qv: np.ndarray, limit: int) -> dict[int, float]:
        if not has_vec_table(self.conn):
            return {}
        matrix = self.vector_matrix.settled(self.conn, self._vec_generation)
        if matrix is not None:
            return matrix.nearest(qv, limit)
        return {
            cid: 1.0 - d for cid, d in self.conn.execute(
                "SELECT id, distance FROM vec WHERE e MATCH ? AND k = ?", (qv.astype(np.float32).tobytes(), limit)
            )
        }

    def _stored_vectors(self, ids: list[int]) -> dict[int, np.ndarray]:
        """The vectors of these chunks (those that have one), from the embedding cache, kept in a
        bounded in-process cache that any change to the index clears."""
        if not ids or not has_vec_table(self.conn):
            return {}
        matrix = self.vector_matrix.current(self._vec_generation)
        if matrix is not None:
            return matrix.rows(ids)
        cache = self._vector_cache
        missing = [cid for cid in ids if cid not in cache]
        if missing:
            if len(cache) + len(missing) > VECTOR_CACHE_SIZE:
                cache.clear()
            for cid, blob in self.conn.execute(
                "SELECT c.id, x.vec FROM chunks c JOIN emb_cache x ON x.embedder=? AND x.hash=c.hash"
                f" WHERE c.embedded=1 AND c.id IN ({','.join('?' * len(missing))})",
                (self._space, *missing),
            ):
                cache[cid] = np.frombuffer(blob, dtype=np.float32)
        return {cid: cache[cid] for cid in ids if cid in cache}

    def _exact_cosines(self, qv: np.ndarray, ids: list[int]) -> dict[int, float]:
        vectors = self._stored_vectors(ids)
        if not vectors:
            return {}
        keys = list(vectors)
        sims = dot_rows(np.stack([vectors[k] for k in keys]), qv)
        return {k: float(v) for k, v in zip(keys, sims, strict=True)}

    def search(self, query: str, k: int = 10, mode: str = "hybrid", *, refresh: bool = True) -> SearchResult:
        """Bring the keyword index up to date (unless the caller keeps it fresh itself: `refresh=False`),
        then rank chunks for `query`."""
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}")
        if refresh:
            self.refresh_keyword()
        kq = build_query(query)
        notice = None
        used = mode
        qv = None
        if not _WORD_RE.search(query):
            with self._lock:
                return SearchResult(query, mode, [], self._state(self._unindexed), "the query has no words")
        if mode != "keyword":
            if self._vectors_usable():
                qv = self._query_vector(query)
            if qv is None or not self._vectors_usable():
                used = "keyword"
                notice = self._vector_notice() or "no embedder: keyword-only"
        with self._lock:
            self._check_cache_version()
            n = self.fusion.candidates
            keyword = self._keyword_scores(kq, n) if used != "vector" else {}
            vector: dict[int, float] = {}
            if qv is not None:
                vector = self._vector_scores(qv, n)
                if used == "hybrid":
                    vector.update(self._exact_cosines(qv, [c for c in keyword if c not in vector]))
            items = fusion.fuse(keyword, vector, self.fusion, used)
            hits = self._hits(items, kq.terms, k, query, used) if items else []
            state = self._state(self._unindexed)
        return SearchResult(query, used, hits, state, notice)

    def _hits(self, items: list[fusion.Scored], terms: list[str], k: int, query: str = "",
              mode: str = "hybrid") -> list[SearchHit]:
        meta = self._chunk_meta([s.chunk_id for s in items])
        items = [s for s in items if s.chunk_id in meta]
        size = max(k * 3, 30) if self.fusion.mmr_lambda < 1.0 else k
        if mode == "hybrid":
            fusion.reshape(items, self._chunk_shapes(fusion.reshape_candidates(items, SHAPE_REACH * size)),
                           main_script(query), self.fusion, mode)
        fusion.apply_weights(items, {i: m[0] for i, m in meta.items()}, {i: m[1] for i, m in meta.items()}, self.fusion)
        pool = _one_per_place(items, meta, size)
        ids = [s.chunk_id for s in pool]
        rows = {
            r[0]: r for r in self.conn.execute(
                "SELECT id, path, start_line, end_line, heading, text, doc_type, date, line_map FROM chunks"
                f" WHERE id IN ({','.join('?' * len(ids))})",
                ids,
            )
        }
        if self.fusion.mmr_lambda < 1.0:
            pool = fusion.mmr(pool, self._similarity(pool, rows), k, self.fusion.mmr_lambda)
        hits = []
        term_key = tuple(terms)
        for s in pool[:k]:
            cid, path, start, end, heading, text, doc_type, date, line_map = rows[s.chunk_id]
            hits.append(SearchHit(
                path, start, end, s.score, text, doc_type, heading_path(heading), date,
                s.scores, json.loads(line_map) if line_map else None, term_key,
            ))
        return hits

    def _chunk_meta(self, ids: list[int]) -> dict[int, ChunkMeta]:
        """(doc type, date, place) of these chunks (those that exist), through a bounded in-process cache."""
        return self._cached_rows(self._meta_cache, ids, "doc_type, date, path, start_line, end_line",
                                 lambda row: (row[0], row[1], (row[2], row[3], row[4])))

    def _chunk_shapes(self, ids: list[int]) -> dict[int, ChunkShape]:
        """The shapes (`shape.py`) of these chunks, read from their text once per chunk (bounded cache)."""
        return self._cached_rows(self._shape_cache, ids, "text", lambda row: chunk_shape(row[0]))

    def _cached_rows(self, cache: dict[int, Any], ids: list[int], columns: str,
                     build: Callable[[tuple[Any, ...]], Any]) -> dict[int, Any]:
        """`build(columns of the row)` per chunk id through `cache` (cleared past META_CACHE_SIZE)."""
        missing = [cid for cid in ids if cid not in cache]
        if missing:
            if len(cache) + len(missing) > META_CACHE_SIZE:
                cache.clear()
            for row in self.conn.execute(
                f"SELECT id, {columns} FROM chunks WHERE id IN ({','.join('?' * len(missing))})", missing
            ):
                cache[row[0]] = build(tuple(row[1:]))
        return {cid: cache[cid] for cid in ids if cid in cache}

    def _similarity(
        self, pool: list[fusion.Scored], rows: dict[int, tuple[Any, ...]]
    ) -> np.ndarray | Callable[[int, int], float]:
        """MMR similarity: a cosine matrix when every candidate has a vector, else token Jaccard per pair."""
        if self._vectors_usable() and all(s.cosine is not None for s in pool):
            vectors = self._stored_vectors([s.chunk_id for s in pool])
            if len(vectors) == len(pool):
                matrix = np.stack([vectors[s.chunk_id] for s in pool])
                cosines: np.ndarray = matrix @ matrix.T
                return cosines
        cache = self._token_cache
        if len(cache) >= VECTOR_CACHE_SIZE:
            self._forget_tokens()
        for s in pool:
            if s.chunk_id not in cache:
                cache[s.chunk_id] = fusion.token_set(rows[s.chunk_id][5])
        sets = [cache[s.chunk_id] for s in pool]
        if len(sets) <= JACCARD_MATRIX_MAX:
            return _jaccard_matrix([self._token_ids(s.chunk_id, cache[s.chunk_id]) for s in pool])
        return lambda a, b: fusion.jaccard(sets[a], sets[b])

    def _forget_tokens(self) -> None:
        self._token_cache.clear()
        self._token_id_cache.clear()
        self._vocab.clear()

    def _token_ids(self, chunk_id: int, tokens: frozenset[str]) -> np.ndarray:
        """The chunk's MMR tokens as ids of one engine-wide vocabulary (cached with the token sets)."""
        ids = self._token_id_cache.get(chunk_id)
        if ids is None:
            vocab = self._vocab
            ids = np.fromiter((vocab.setdefault(t, len(vocab)) for t in tokens), dtype=np.int64, count=len(tokens))
            self._token_id_cache[chunk_id] = ids
        return ids

    # ------------------------------------------------------------------ state

    def _vector_notice(self) -> str | None:
        if self._vector_mismatch:
            return self._vector_mismatch
        if self._embedder_error:
            return f"embedder unavailable: {self._embedder_error}; keyword-only"
        return None

    def state(self) -> IndexState:
        """How fresh the index is, without changing it."""
        with self._lock:
            sources = self._sources()
            known = self._known()
            stale = sorted(
                [p for p, s in sources.items() if p not in known or known[p][1:] != (s.mtime_ns, s.size)]
                + [p for p in known if p not in sources]
            )
            return self._state(stale)

    def _state(self, stale: list[str]) -> IndexState:
        with self._lock:
            usable = self._vectors_usable()
            pending = _one(self.conn, "SELECT count(*) FROM chunks WHERE embedded=0") if usable else 0
        notices = [n for n in (self._open_notice, self._identity_notice, self._vector_notice()) if n]
        if self.embedder is None:
            notices.append("no embedder configured: keyword-only")
        return IndexState(
            fresh=not stale and pending == 0,
            stale_files=stale,
            vectors_pending=pending,
            embedder=self.embedder.id if usable and self.embedder is not None else None,
            notice="; ".join(notices) or None,
            skipped=dict(sorted(self._skipped.items())),
        )

    def close(self) -> None:
        with self._lock:
            try:
                self.conn.close()
            except apsw.Error:
                pass

    def __enter__(self) -> "SearchEngine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _jaccard_matrix(token_ids: list[np.ndarray]) -> np.ndarray:
    """Pairwise token Jaccard of a small pool as one matrix: the same values as `fusion.jaccard` per pair.

    Each row holds one chunk's distinct token ids; counts are small integers, so intersection / union in
    float64 is the exact quotient the pair loop computes.
    """
    sizes = np.array([len(ids) for ids in token_ids], dtype=np.float64)
    flat = np.concatenate(token_ids) if token_ids else np.zeros(0, dtype=np.int64)
    columns, member_cols = np.unique(flat, return_inverse=True)
    member = np.zeros((len(token_ids), max(len(columns), 1)), dtype=np.float64)
    member[np.repeat(np.arange(len(token_ids)), sizes.astype(np.int64)), member_cols] = 1.0
    inter = member @ member.T
    union = sizes[:, None] + sizes[None, :] - inter
    jaccard: np.ndarray = np.divide(inter, union, out=np.zeros_like(inter), where=union > 0)
    return jaccard


def _positive_int(value: object, default: int, allow_zero: bool = False) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and (value > 0 or (allow_zero and value == 0)):
        return value
    return default


def _positive_float(value: object, default: float) -> float:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0:
        return float(value)
    return default


def _one_per_place(items: list[fusion.Scored], meta: dict[int, ChunkMeta], size: int) -> list[fusion.Scored]:
    """The first `size` items (best first) with one chunk per place: the pieces of one giant line share its
    path and line span, and are one hit (the best-scored piece), so k hits name k places."""
    seen: set[tuple[str, int, int]] = set()
    pool: list[fusion.Scored] = []
    for s in items:
        place = meta[s.chunk_id][2]
        if place not in seen:
            seen.add(place)
            pool.append(s)
            if len(pool) == size:
                break
    return pool
