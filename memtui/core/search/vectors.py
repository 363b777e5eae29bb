"""The index's vectors held in memory as one matrix: nearest neighbours by one matrix product.

vec0's KNN scans every stored vector in SQLite (≈ 16 ms at 10k chunks of 384-d); the same scan as a
NumPy product over an in-memory copy takes well under a millisecond. The copy is read once from the
vec table (≈ 70 ms at 10k chunks) and is kept only while the vec table does not change; it is bounded
in bytes (`MATRIX_BYTES`): a larger index is searched through vec0 as before.

Scores are cosines: the stored vectors and the query are L2-normalised (see `embedder.py`), so the
dot product is the cosine vec0 reports as `1 - distance`.
"""

from __future__ import annotations

import apsw
import numpy as np

from memtui.core.search.store import get_meta, has_vec_table

MATRIX_BYTES = 32 * 1024 * 1024      # ≈ 21k chunks of 384-d float32


def dot_rows(matrix: np.ndarray, qv: np.ndarray) -> np.ndarray:
    """Each row of `matrix` dotted with `qv`, on this thread. `matrix @ qv` goes to BLAS, whose
    threads spin against each other on a loaded machine (35 ms instead of 0.6 ms at 10k × 384
    with the load at 10); einsum's loop stays on the caller's thread."""
    sims: np.ndarray = np.einsum("ij,j->i", matrix, qv.astype(matrix.dtype, copy=False))
    return sims


class VectorMatrix:
    """Chunk ids (sorted) and their vectors, one row each."""

    def __init__(self, ids: np.ndarray, matrix: np.ndarray) -> None:
        self.ids = ids
        self.matrix = matrix

    @classmethod
    def load(cls, conn: apsw.Connection, dim: int, max_bytes: int | None = None) -> "VectorMatrix | None":
        """Every vector of the vec table, or None when they would take more than `max_bytes`
        (default `MATRIX_BYTES`)."""
        max_bytes = MATRIX_BYTES if max_bytes is None else max_bytes
        row = conn.execute("SELECT count(*) FROM vec").fetchone()
        count = int(row[0]) if row else 0
        if count == 0 or dim <= 0 or count * dim * 4 > max_bytes:
            return None
        ids = np.empty(count, dtype=np.int64)
        blobs: list[bytes] = []
        for i, (cid, blob) in enumerate(conn.execute("SELECT id, e FROM vec ORDER BY id")):
            if i >= count or len(blob) != dim * 4:
                return None      # changed under us or a foreign shape: use vec0
            ids[i] = cid
            blobs.append(blob)
        if len(blobs) != count:
            return None
        matrix = np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(count, dim)
        return cls(ids, matrix)

    def __len__(self) -> int:
        return len(self.ids)

    def nearest(self, qv: np.ndarray, k: int) -> dict[int, float]:
        """The `k` chunks most similar to `qv`: chunk id -> cosine, best first."""
        sims = dot_rows(self.matrix, qv)
        if k < len(sims):
            top = np.argpartition(-sims, k - 1)[:k]
        else:
            top = np.arange(len(sims))
        top = top[np.argsort(-sims[top], kind="stable")]
        return dict(zip(self.ids[top].tolist(), sims[top].tolist(), strict=True))

    def rows(self, ids: list[int]) -> dict[int, np.ndarray]:
        """The vectors of those of `ids` that have one."""
        if not ids:
            return {}
        wanted = np.asarray(ids, dtype=np.int64)
        pos = np.searchsorted(self.ids, wanted)
        pos = np.minimum(pos, len(self.ids) - 1)
        found = self.ids[pos] == wanted
        return {
            cid: self.matrix[p]
            for cid, p, ok in zip(wanted.tolist(), pos.tolist(), found.tolist(), strict=True) if ok
        }


class SettledMatrix:
    """The vec table's matrix for one engine, read once the table stayed unchanged from one vector
    search to the next: a single search, a CLI call or a search while embedding runs uses vec0 and
    never pays the read. `generation` is the engine's count of changes to the vec table."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.matrix: VectorMatrix | None = None
        self._read_at = -1        # the generation the matrix was (or could not be) read at
        self._searched_at = -1    # the generation the last vector search saw

    def current(self, generation: int) -> VectorMatrix | None:
        """The matrix if it holds the vec table of this generation."""
        return self.matrix if self._read_at == generation else None

    def settled(self, conn: apsw.Connection, generation: int) -> VectorMatrix | None:
        """The matrix for a vector search now: read when the table is unchanged since the last search;
        None while it changes, when it is too large, or when there is no vec table."""
        if self._read_at == generation:
            return self.matrix
        self.matrix = None
        if self._searched_at != generation:
            self._searched_at = generation
            return None
        self._read_at = generation
        dims = get_meta(conn, "dims")
        if dims is not None and dims.isdigit() and has_vec_table(conn):
            self.matrix = VectorMatrix.load(conn, int(dims), self.max_bytes)
        return self.matrix
