"""Statement vectors of the semantic threat layer, cached by (embedding space, text hash).

The cache lives in this process's memory and in an index database (the search index's `emb_cache` table), so
an unchanged statement is embedded once across lint runs.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np


class EmbeddingCache:
    """Statement vectors by (space, text hash): in this process's memory, and in an index database.

    The database is the workspace's search index when it exists (`.memtui/index.db`, its `emb_cache`
    table), else the per-workspace index in the user cache dir: linting never creates files inside
    the workspace (a new `.memtui/` would also wake the app's directory watcher).
    """

    _SHARED: dict[tuple[str, str], np.ndarray] = {}     # across lint runs of this process
    _SHARED_MAX = 200_000

    def __init__(self, root: Path | None = None) -> None:
        if len(self._SHARED) > self._SHARED_MAX:
            self._SHARED.clear()
        self.memory = self._SHARED
        self.conn = None
        self.notice: str | None = None
        if root is not None:
            try:
                from memtui.core.search.store import default_db_path, fallback_db_path, open_store

                primary = default_db_path(Path(root))
                self.conn = open_store(Path(root), None if primary.exists() else fallback_db_path(Path(root))).conn
            except Exception as exc:   # IndexUnavailable, apsw errors: cache in memory only
                self.notice = f"threat scan: embedding cache unavailable ({exc}); vectors kept in memory"

    def get(self, space: str, hashes: list[str]) -> dict[str, np.ndarray]:
        found = {h: self.memory[(space, h)] for h in hashes if (space, h) in self.memory}
        missing = [h for h in hashes if h not in found]
        if self.conn is not None and missing:
            for start in range(0, len(missing), 500):
                part = missing[start:start + 500]
                query = f"SELECT hash, vec FROM emb_cache WHERE embedder=? AND hash IN ({','.join('?' * len(part))})"
                for h, blob in self.conn.execute(query, (space, *part)):
                    found[h] = self.memory[(space, h)] = np.frombuffer(blob, dtype=np.float32)
        return found

    def put(self, space: str, items: dict[str, np.ndarray]) -> None:
        for h, vec in items.items():
            self.memory[(space, h)] = vec
        if self.conn is not None and items:
            try:
                with self.conn:
                    self.conn.executemany(
                        "INSERT OR IGNORE INTO emb_cache(embedder, hash, vec) VALUES(?,?,?)",
                        [(space, h, np.asarray(v, dtype=np.float32).tobytes()) for h, v in items.items()],
                    )
            except Exception as exc:   # a busy or read-only index: keep the vectors in memory
                self.notice = f"threat scan: could not write the embedding cache ({exc})"

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
