"""The hybrid search engine over a memory workspace (headless; usable from a worker thread).

    engine = SearchEngine(root)            # opens <root>/.memtui/index.db (or the cache dir)
    engine.refresh_keyword()               # re-chunk changed files, update FTS (fast)
    engine.embed_pending(progress)         # embed chunks without vectors (slow; background)
    result = engine.search("coffee", k=10, mode="hybrid")   # refreshes the keyword side first
    result.state                           # fresh?, stale files, vectors pending, embedder, notice

Keyword: FTS5 unicode61 (title/heading/body, BM25 with title and heading weighted up), an OR of
terms without English stopwords, plus the CJK gram table (see `query.py`). Vector: vec0 cosine KNN
over embeddings cached by (embedder id, chunk hash). Fusion, type weight, decay and MMR: `fusion.py`.
Vectors of two embedders are never mixed: a different embedder than the index was built with
pauses vector search with a notice until `rebuild()`.

API contract (stable; additions are listed here):
- `IndexState`, `SearchHit`, `SearchResult`, `SearchEngine(root, *, db_path, embedder, config)`,
  `refresh_keyword()`, `embed_pending(progress, should_stop)`, `search(query, k, mode)`, `state()`,
  `close()`.
- Config `[search]`: vector_weight, keyword_weight, type_weights, half_life_days, decay_floor, decay_scope, mmr_lambda,
  candidates, chunk_tokens, chunk_overlap, line_chunks, title_weight, heading_weight, sessions,
  embed_batch, embedder, embed_url, embed_model, embed_key, embed_threads.
- Additions: `SearchEngine.rebuild()` (drop everything and re-chunk; the embedding cache is kept),
  `SearchEngine.needs_rebuild` (vectors from another embedder: vector search paused),
  `SearchEngine.db_path`, `SearchEngine.embedder`, `SearchHit.line_map` (session chunks: the JSONL line
  of each chunk line; start_line/end_line are JSONL lines), `SearchResult.notice` (why a mode fell back), `IndexState.skipped`
  (root-relative path -> why it was not indexed), `SearchHit.to_json()`, `SearchResult.to_json()`.
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable

import apsw
import numpy as np

from memtui.core.config import Config, load_config
from memtui.core.fsio import read_file
from memtui.core.markdown import parse_frontmatter, split_lines
from memtui.core.search import fusion
from memtui.core.search.chunker import DEFAULT_MAX_TOKENS, DEFAULT_OVERLAP_TOKENS, chunk_hash, chunk_lines, is_binary
from memtui.core.search.embedder import PASSAGE_PREP, Embedder, EmbedderUnavailable, embedder_from_config, passage_text
from memtui.core.search.files import SourceFile, SourceListing, list_sources
from memtui.core.search.query import build_query, cjk_grams, snippet
from memtui.core.search.sessions import session_document
from memtui.core.search.store import (
    drop_vectors, ensure_vec_table, get_meta, has_vec_table, identity_json, open_store, set_meta,
)
from memtui.core.tokens import ESTIMATE_NAME

MODES = ("hybrid", "keyword", "vector")
VECTOR_CACHE_SIZE = 20_000      # vectors (~30 MB at 384-d) / token sets kept for exact cosines and MMR
JACCARD_MATRIX_MAX = 256  # larger pools (the audit's) compare pairs on demand: k × n, not n²
META_CACHE_SIZE = 200_000       # (doc type, date) per chunk
_WORD_RE = re.compile(r"\w")
EMBED_BATCH = 8


@dataclass
class IndexState:
    fresh: bool
    stale_files: list[str]
    vectors_pending: int
    embedder: str | None
    notice: str | None = None
    skipped: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict:
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

    def to_json(self, explain: bool = True) -> dict:
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

    def to_json(self, explain: bool = False) -> dict:
        return {
            "query": self.query,
            "mode": self.mode,
            "index": self.state.to_json(),
            "hits": [h.to_json(explain) for h in self.hits],
        }


@lru_cache(maxsize=4096)
def _heading_tuple(heading_json: str) -> tuple[str, ...]:
    return tuple(json.loads(heading_json))


def _heading_path(heading_json: str) -> list[str]:
    """The decoded heading path of a chunk (decoded once per distinct value; a fresh list per hit)."""
    return list(_heading_tuple(heading_json))


def _title_text(frontmatter: dict, path: str) -> str:
    """What goes in the weighted-up title column: title, keywords, description, file name."""
    parts = []
    for key in ("title", "name", "keywords", "tags", "aliases", "description", "summary"):
        value = frontmatter.get(key)
        if isinstance(value, list):
            parts.extend(str(v) for v in value if v is not None)
        elif value is not None and not isinstance(value, bool):
            parts.append(str(value))
    stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    parts.append(re.sub(r"[-_.]+", " ", stem))
    return " ".join(parts)


class SearchEngine:
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
        self._meta_cache: dict[int, tuple[str, str | None]] = {}   # chunk id -> (doc type, date)
        self._data_version: int | None = None
        self._known_files: dict[str, tuple[str, int, int]] | None = None
        self._embedder_error = getattr(self.embedder, "reason", None)   # misconfigured in [search]
        self._check_identity()

    # ------------------------------------------------------------------ identity

    @property
    def _space(self) -> str:
        """The vector space: the embedder plus how passages are prepared for it (cache key)."""
        return f"{self.embedder.id}|{PASSAGE_PREP}"

    def _chunk_identity(self) -> str:
        return identity_json({
            "chunk_tokens": self.chunk_tokens,
            "chunk_overlap": self.chunk_overlap,
            "tokenizer": ESTIMATE_NAME,
            "sessions": self.index_sessions,
            "line_chunks": self.per_line,
            "dates": f"{fusion.DATE_RULES}:{self.fusion.decay_scope}",
        })

    def _check_identity(self) -> None:
        with self._lock:
            wanted = self._chunk_identity()
            stored = get_meta(self.conn, "chunk_identity")
            if stored != wanted:
                with self.conn:
                    if stored is not None:
                        self._identity_notice = "chunk parameters changed: index re-chunked"
                    self._clear_chunks()
                    set_meta(self.conn, "chunk_identity", wanted)
            self._check_vector_identity()

    def _check_vector_identity(self) -> None:
        stored = get_meta(self.conn, "embedder")
        self._vector_mismatch = None
        if self.embedder is None or stored is None:
            return
        if stored != self._space and has_vec_table(self.conn):
            self._vector_mismatch = (
                f"index identity mismatch: vectors by {stored}, embedder now {self._space}; "
                "vector search paused (rebuild: memtui index --rebuild)"
            )

    def _forget_cached(self) -> None:
        """Drop the in-process caches keyed by chunk id (ids are reused after a change)."""
        self._vector_cache.clear()
        self._forget_tokens()
        self._meta_cache.clear()
        self._known_files = None

    def _check_cache_version(self) -> None:
        """Forget the caches when another connection changed the database since the last look."""
        version = self.conn.execute("PRAGMA data_version").fetchone()[0]
        if version != self._data_version:
            self._forget_cached()
            self._data_version = version

    def _clear_chunks(self) -> None:
        self._forget_cached()
        self.conn.execute("DELETE FROM files; DELETE FROM chunks; DELETE FROM fts; DELETE FROM fts_cjk;")
        if has_vec_table(self.conn):
            self.conn.execute("DELETE FROM vec")

    @property
    def needs_rebuild(self) -> bool:
        """The index's vectors come from another embedder (or passage preparation)."""
        return self._vector_mismatch is not None

    def rebuild(self) -> None:
        """Forget every file, chunk and vector (the embedding cache stays) and re-chunk."""
        with self._lock:
            with self.conn:
                self._clear_chunks()
                drop_vectors(self.conn)
                set_meta(self.conn, "embedder", None)
                set_meta(self.conn, "dims", None)
            self._vector_mismatch = None
            self._identity_notice = None
            self._embedder_error = None
            self.refresh_keyword()

    # ------------------------------------------------------------------ keyword side

    def _sources(self) -> dict[str, SourceFile]:
        return {s.path: s for s in self._listing.current(list_sources)}

    def _known(self) -> dict[str, tuple[str, int, int]]:
        """path -> (hash, mtime_ns, size) of the indexed files (cached until the files table changes)."""
        self._check_cache_version()
        if self._known_files is None:
            self._known_files = {
                r[0]: (r[1], r[2], r[3]) for r in self.conn.execute("SELECT path, hash, mtime_ns, size FROM files")
            }
        return self._known_files

    def refresh_keyword(self) -> list[str]:
        """Re-chunk the files that changed since the last refresh; returns their paths."""
        with self._lock:
            sources = self._sources()
            known = self._known()
            changed: list[str] = []
            todo = [
                (src, old) for path, src in sources.items()
                if (old := known.get(path)) is None or old[1] != src.mtime_ns or old[2] != src.size
            ]
            gone = known.keys() - sources.keys()
            if todo or gone:
                self._known_files = None      # the files table changes below
            with self.conn:
                for src, old in todo:
                    if self._index_file(src, old[0] if old else None):
                        changed.append(src.path)
                for path in self._skipped.keys() - sources.keys():
                    del self._skipped[path]
                for path in gone:
                    self._delete_file(path)
                    self._skipped.pop(path, None)
                    changed.append(path)
            # files that could not be read stay stale (they are retried on every refresh)
            self._unindexed = sorted(p for p in sources if p in self._skipped and not self._in_files(p))
            return sorted(changed)

    def _in_files(self, path: str) -> bool:
        return self.conn.execute("SELECT 1 FROM files WHERE path=?", (path,)).fetchone() is not None

    def _delete_file(self, path: str) -> None:
        self._forget_cached()
        ids = [r[0] for r in self.conn.execute("SELECT id FROM chunks WHERE path=?", (path,))]
        vec = has_vec_table(self.conn)
        for cid in ids:
            self.conn.execute("DELETE FROM fts WHERE rowid=?", (cid,))
            self.conn.execute("DELETE FROM fts_cjk WHERE rowid=?", (cid,))
            if vec:
                self.conn.execute("DELETE FROM vec WHERE id=?", (cid,))
        self.conn.execute("DELETE FROM chunks WHERE path=?", (path,))
        self.conn.execute("DELETE FROM files WHERE path=?", (path,))

    def _index_file(self, src: SourceFile, old_hash: str | None) -> bool:
        """(Re)index one file; False when its content did not change."""
        result = read_file(src.abs_path)
        if not result.ok:
            # gone or unreadable between the scan and the read: drop what we had
            self._skipped[src.path] = result.error or "unreadable"
            if old_hash is not None:
                self._delete_file(src.path)
                return True
            return False
        digest = result.fingerprint.sha256 if result.fingerprint else chunk_hash(result.text)
        mtime_ns, size = src.mtime_ns, src.size
        if old_hash == digest:
            self.conn.execute("UPDATE files SET mtime_ns=?, size=? WHERE path=?", (mtime_ns, size, src.path))
            return False
        self._delete_file(src.path)
        kind = src.kind
        if is_binary(result.data):
            kind = "binary"
            self._skipped[src.path] = "binary file (not indexed)"
        else:
            self._skipped.pop(src.path, None)
        self.conn.execute(
            "INSERT INTO files(path, hash, mtime_ns, size, role, kind) VALUES(?,?,?,?,?,?)",
            (src.path, digest, mtime_ns, size, src.role, kind),
        )
        if kind == "binary":
            return True
        if kind == "session":
            doc = session_document(src.abs_path)
            if doc.error:
                self._skipped[src.path] = doc.error
            lines, first_line, line_map, frontmatter = doc.lines, 1, doc.line_map, {}
        else:
            fm = parse_frontmatter(result.text) if result.text.startswith("---") else None
            frontmatter = fm.data if fm is not None and fm.present else {}
            skip = fm.end_line if fm is not None and fm.present and fm.end_line else 0
            lines = split_lines(result.text)      # \r\n, \r, \n: the lines an editor shows
            if lines and lines[-1] == "":
                lines.pop()          # the final newline ends the last line; it is not a line
            lines = lines[skip:]
            first_line, line_map = skip + 1, None
        doc_type = fusion.doc_type_for(frontmatter, src.path, src.role)
        date = fusion.doc_date_for(frontmatter, src.path, mtime_ns / 1e9, src.evergreen, src.role, self.fusion.decay_scope)
        title = _title_text(frontmatter, src.path)
        cached = self._cached_vectors_ready()
        vec = has_vec_table(self.conn)
        for seq, chunk in enumerate(chunk_lines(lines, first_line, self.chunk_tokens, self.chunk_overlap, self.per_line)):
            h = chunk_hash(chunk.text)
            start, end, chunk_map = chunk.start_line, chunk.end_line, None
            if line_map is not None:     # session: document lines -> JSONL lines
                chunk_map = line_map[chunk.start_line - 1:chunk.end_line]
                start, end = chunk_map[0], chunk_map[-1]
            self.conn.execute(
                "INSERT INTO chunks(path, seq, start_line, end_line, heading, title, text, hash, doc_type, date, line_map)"
                " VALUES(?,?,?,?,?,?,?,?,?,?,?)",
                (src.path, seq, start, end, json.dumps(chunk.heading_path, ensure_ascii=False),
                 title, chunk.text, h, doc_type, date, json.dumps(chunk_map) if chunk_map is not None else None),
            )
            cid = self.conn.last_insert_rowid()
            self.conn.execute(
                "INSERT INTO fts(rowid, title, heading, body) VALUES(?,?,?,?)",
                (cid, title, " ".join(chunk.heading_path), chunk.text),
            )
            grams = cjk_grams(" ".join((title, *chunk.heading_path, chunk.text)))
            if grams:
                self.conn.execute("INSERT INTO fts_cjk(rowid, grams) VALUES(?,?)", (cid, grams))
            if cached and vec:
                row = self.conn.execute(
                    "SELECT vec FROM emb_cache WHERE embedder=? AND hash=?", (self._space, h)
                ).fetchone()
                if row is not None:
                    self.conn.execute("INSERT INTO vec(id, e) VALUES(?,?)", (cid, row[0]))
                    self.conn.execute("UPDATE chunks SET embedded=1 WHERE id=?", (cid,))
        return True

    def _cached_vectors_ready(self) -> bool:
        """Whether vectors may be written for the current embedder (it owns the vec table)."""
        return (
            self.embedder is not None
            and self._vector_mismatch is None
            and get_meta(self.conn, "embedder") == self._space
        )

    def _keyword_scores(self, query, limit: int) -> dict[int, float]:
        scores: dict[int, float] = {}
        wt, wh, wb = self.bm25_weights
        if query.fts:
            try:
                for cid, s in self.conn.execute(
                    f"SELECT rowid, -bm25(fts, {wt}, {wh}, {wb}) AS s FROM fts WHERE fts MATCH ? ORDER BY s DESC LIMIT ?",
                    (query.fts, limit),
                ):
                    scores[cid] = s
            except apsw.SQLError:
                pass
        if query.cjk:
            try:
                for cid, s in self.conn.execute(
                    "SELECT rowid, -bm25(fts_cjk) AS s FROM fts_cjk WHERE fts_cjk MATCH ? ORDER BY s DESC LIMIT ?",
                    (query.cjk, limit),
                ):
                    scores[cid] = scores.get(cid, 0.0) + s
            except apsw.SQLError:
                pass
        if len(scores) > limit:
            scores = dict(sorted(scores.items(), key=lambda kv: -kv[1])[:limit])
        return scores

    # ------------------------------------------------------------------ vector side

    def _vectors_usable(self) -> bool:
        return self.embedder is not None and self._vector_mismatch is None and self._embedder_error is None

    def embed_pending(
        self,
        progress: Callable[[int, int], None] | None = None,
        should_stop: Callable[[], bool] | None = None,
    ) -> int:
        """Bring the keyword side up to date, then embed every chunk without a vector (cache
        first, in batches; `should_stop()` is checked between batches); returns how many got one."""
        self.refresh_keyword()
        if not self._vectors_usable():
            return 0
        with self._lock:
            total = self.conn.execute("SELECT count(*) FROM chunks WHERE embedded=0").fetchone()[0]
        done = 0
        if progress:
            progress(0, total)
        failed: set[int] = set()
        while True:
            if should_stop and should_stop():
                break
            with self._lock:
                rows = self.conn.execute(
                    "SELECT id, hash, text FROM chunks WHERE embedded=0 ORDER BY id LIMIT ?", (self.embed_batch + len(failed),)
                ).fetchall()
                rows = [r for r in rows if r[0] not in failed][: self.embed_batch]
                if not rows:
                    break
                cached = {
                    h: blob for h, blob in self.conn.execute(
                        f"SELECT hash, vec FROM emb_cache WHERE embedder=? AND hash IN ({','.join('?' * len(rows))})",
                        (self._space, *[r[1] for r in rows]),
                    )
                }
            todo = [r for r in rows if r[1] not in cached]
            if todo:
                try:
                    vectors = self.embedder.passage([passage_text(r[2]) for r in todo])
                except EmbedderUnavailable as exc:
                    self._embedder_error = str(exc)
                    break
                for (cid, h, _), v in zip(todo, vectors):
                    cached[h] = np.asarray(v, dtype=np.float32).tobytes()
            with self._lock:
                if not self._store_vectors(rows, cached):
                    break
            done += len(rows)
            if progress:
                progress(min(done, total), total)
        return done

    def _store_vectors(self, rows, blobs: dict[str, bytes]) -> bool:
        dim = len(next(iter(blobs.values()))) // 4 if blobs else 0
        stored = get_meta(self.conn, "embedder")
        if stored is not None and stored != self._space:
            self._check_vector_identity()
            return False
        with self.conn:
            if stored is None:
                ensure_vec_table(self.conn, dim)
                set_meta(self.conn, "embedder", self._space)
                set_meta(self.conn, "dims", str(dim))
            for cid, h, _ in rows:
                blob = blobs[h]
                self.conn.execute("INSERT OR IGNORE INTO emb_cache(embedder, hash, vec) VALUES(?,?,?)", (self._space, h, blob))
                # the chunk may have been re-chunked away while we embedded
                if self.conn.execute("SELECT 1 FROM chunks WHERE id=? AND hash=? AND embedded=0", (cid, h)).fetchone():
                    self.conn.execute("INSERT OR REPLACE INTO vec(id, e) VALUES(?,?)", (cid, blob))
                    self.conn.execute("UPDATE chunks SET embedded=1 WHERE id=?", (cid,))
        return True

    def _query_vector(self, text: str) -> np.ndarray | None:
        try:
            return self.embedder.query([text])[0]
        except EmbedderUnavailable as exc:
            self._embedder_error = str(exc)
            return None

    def _vector_scores(self, qv: np.ndarray, limit: int) -> dict[int, float]:
        if not has_vec_table(self.conn):
            return {}
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
        sims = np.stack([vectors[k] for k in keys]) @ qv
        return {k: float(v) for k, v in zip(keys, sims)}

    # ------------------------------------------------------------------ search

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
            hits = self._hits(items, kq.terms, k) if items else []
            state = self._state(self._unindexed)
        return SearchResult(query, used, hits, state, notice)

    def _hits(self, items: list[fusion.Scored], terms: list[str], k: int) -> list[SearchHit]:
        meta = self._chunk_meta([s.chunk_id for s in items])
        items = [s for s in items if s.chunk_id in meta]
        fusion.apply_weights(items, {i: m[0] for i, m in meta.items()}, {i: m[1] for i, m in meta.items()}, self.fusion)
        pool = items[: max(k * 3, 30)] if self.fusion.mmr_lambda < 1.0 else items[:k]
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
                path, start, end, s.score, text, doc_type, _heading_path(heading), date,
                s.scores, json.loads(line_map) if line_map else None, term_key,
            ))
        return hits

    def _chunk_meta(self, ids: list[int]) -> dict[int, tuple[str, str | None]]:
        """(doc type, date) of these chunks (those that exist), through a bounded in-process cache."""
        cache = self._meta_cache
        missing = [cid for cid in ids if cid not in cache]
        if missing:
            if len(cache) + len(missing) > META_CACHE_SIZE:
                cache.clear()
            for cid, doc_type, date in self.conn.execute(
                f"SELECT id, doc_type, date FROM chunks WHERE id IN ({','.join('?' * len(missing))})", missing
            ):
                cache[cid] = (doc_type, date)
        return {cid: cache[cid] for cid in ids if cid in cache}

    def _similarity(self, pool: list[fusion.Scored], rows: dict) -> "np.ndarray | Callable[[int, int], float]":
        """MMR similarity: a cosine matrix when every candidate has a vector, else token Jaccard per pair."""
        if self._vectors_usable() and all(s.cosine is not None for s in pool):
            vectors = self._stored_vectors([s.chunk_id for s in pool])
            if len(vectors) == len(pool):
                matrix = np.stack([vectors[s.chunk_id] for s in pool])
                return matrix @ matrix.T
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
            pending = self.conn.execute("SELECT count(*) FROM chunks WHERE embedded=0").fetchone()[0] if usable else 0
        notices = [n for n in (self._open_notice, self._identity_notice, self._vector_notice()) if n]
        if self.embedder is None:
            notices.append("no embedder configured: keyword-only")
        return IndexState(
            fresh=not stale and pending == 0,
            stale_files=stale,
            vectors_pending=pending,
            embedder=self.embedder.id if usable else None,
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

    def __exit__(self, *exc) -> None:
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
    return np.divide(inter, union, out=np.zeros_like(inter), where=union > 0)


def _positive_int(value, default: int, allow_zero: bool = False) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and (value > 0 or (allow_zero and value == 0)):
        return value
    return default


def _positive_float(value, default: float) -> float:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0:
        return float(value)
    return default
