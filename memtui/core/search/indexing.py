"""The indexing side of the search engine: identity checks, re-chunking changed files into FTS5 and
the CJK gram table, and embedding chunks into the vec0 table (cache first).

`IndexSide` is the base of `SearchEngine` (engine.py); it owns the connection's tables, the search
side only reads them.
"""

from __future__ import annotations

import json
import re
import threading
from pathlib import Path
from typing import Any, Callable, Mapping

import apsw
import numpy as np

from memtui.core.fsio import read_file
from memtui.core.markdown import parse_frontmatter, split_lines
from memtui.core.search import fusion
from memtui.core.search.chunker import chunk_hash, chunk_lines, is_binary
from memtui.core.search.embedder import PASSAGE_PREP, Embedder, EmbedderUnavailable, passage_text
from memtui.core.search.files import SourceFile, SourceListing, list_sources
from memtui.core.search.query import cjk_grams
from memtui.core.search.sessions import session_document
from memtui.core.search.store import drop_vectors, ensure_vec_table, get_meta, has_vec_table, identity_json, set_meta
from memtui.core.tokens import ESTIMATE_NAME

EMBED_BATCH = 8
ChunkRow = tuple[int, str, str]     # (chunk id, hash, text)


def _title_text(frontmatter: Mapping[str, Any], path: str) -> str:
    """What goes in the weighted-up title column: title, keywords, description, file name."""
    parts: list[str] = []
    for key in ("title", "name", "keywords", "tags", "aliases", "description", "summary"):
        value = frontmatter.get(key)
        if isinstance(value, list):
            parts.extend(str(v) for v in value if v is not None)
        elif value is not None and not isinstance(value, bool):
            parts.append(str(value))
    stem = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    parts.append(re.sub(r"[-_.]+", " ", stem))
    return " ".join(parts)



def _one(conn: apsw.Connection, sql: str) -> int:
    """The single integer an aggregate query returns."""
    row = conn.execute(sql).fetchone()
    assert row is not None, sql
    return int(row[0])


class IndexSide:
    """Keep the index in step with the workspace (see the module docstring)."""

    root: Path
    conn: apsw.Connection
    embedder: Embedder | None
    chunk_tokens: int
    chunk_overlap: int
    index_sessions: bool
    per_line: bool
    embed_batch: int
    fusion: fusion.FusionConfig
    _lock: threading.RLock
    _listing: SourceListing
    _identity_notice: str | None
    _embedder_error: str | None
    _vector_mismatch: str | None
    _skipped: dict[str, str]
    _unindexed: list[str]
    _data_version: int | None
    _known_files: dict[str, tuple[str, int, int]] | None
    _vec_generation: int       # moves on every change of the vec table (the in-memory matrix follows it)

    # ------------------------------------------------------------------ identity

    @property
    def _space(self) -> str:
        """The vector space: the embedder plus how passages are prepared for it (cache key)."""
        embedder_id = self.embedder.id if self.embedder is not None else "none"
        return f"{embedder_id}|{PASSAGE_PREP}"

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
        """Drop the in-process caches keyed by chunk id (ids are reused after a change); the search
        side extends it with its own caches."""
        self._known_files = None
        self._vec_generation += 1

    def _check_cache_version(self) -> None:
        """Forget the caches when another connection changed the database since the last look."""
        version = _one(self.conn, "PRAGMA data_version")
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
        result = read_file(Path(src.abs_path))
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
        date = fusion.doc_date_for(frontmatter, src.path, mtime_ns / 1e9, src.evergreen, src.role,
                                   self.fusion.decay_scope)
        title = _title_text(frontmatter, src.path)
        cached = self._cached_vectors_ready()
        vec = has_vec_table(self.conn)
        chunks = chunk_lines(lines, first_line, self.chunk_tokens, self.chunk_overlap, self.per_line)
        for seq, chunk in enumerate(chunks):
            h = chunk_hash(chunk.text)
            start, end, chunk_map = chunk.start_line, chunk.end_line, None
            if line_map is not None:     # session: document lines -> JSONL lines
                chunk_map = line_map[chunk.start_line - 1:chunk.end_line]
                start, end = chunk_map[0], chunk_map[-1]
            self.conn.execute(
                "INSERT INTO chunks(path, seq, start_line, end_line, heading, title, text, hash, doc_type, date,"
                " line_map) VALUES(?,?,?,?,?,?,?,?,?,?,?)",
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
            total = _one(self.conn, "SELECT count(*) FROM chunks WHERE embedded=0")
        done = 0
        if progress:
            progress(0, total)
        failed: set[int] = set()
        while True:
            if should_stop and should_stop():
                break
            with self._lock:
                rows: list[ChunkRow] = [
                    (int(r[0]), str(r[1]), str(r[2])) for r in self.conn.execute(
                        "SELECT id, hash, text FROM chunks WHERE embedded=0 ORDER BY id LIMIT ?",
                        (self.embed_batch + len(failed),),
                    )
                ]
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
            if todo and self.embedder is not None:
                passages = {r[1]: passage_text(r[2]) for r in todo}
                distinct = list(dict.fromkeys(passages.values()))     # a repeated passage is embedded once
                try:
                    vectors = self.embedder.passage(distinct)
                except EmbedderUnavailable as exc:
                    self._embedder_error = str(exc)
                    break
                blobs = {text: np.asarray(v, dtype=np.float32).tobytes()
                         for text, v in zip(distinct, vectors, strict=True)}
                for h, text in passages.items():
                    cached[h] = blobs[text]
            with self._lock:
                if not self._store_vectors(rows, cached):
                    break
            done += len(rows)
            if progress:
                progress(min(done, total), total)
        return done

    def _store_vectors(self, rows: list[ChunkRow], blobs: dict[str, bytes]) -> bool:
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
                self.conn.execute("INSERT OR IGNORE INTO emb_cache(embedder, hash, vec) VALUES(?,?,?)",
                                  (self._space, h, blob))
                # the chunk may have been re-chunked away while we embedded
                if self.conn.execute("SELECT 1 FROM chunks WHERE id=? AND hash=? AND embedded=0", (cid, h)).fetchone():
                    self.conn.execute("INSERT OR REPLACE INTO vec(id, e) VALUES(?,?)", (cid, blob))
                    self.conn.execute("UPDATE chunks SET embedded=1 WHERE id=?", (cid,))
        self._vec_generation += 1
        return True
