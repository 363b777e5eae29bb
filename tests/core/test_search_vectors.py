"""The in-memory vector matrix (`vectors.py`): the same neighbours as vec0's KNN, and it follows every
change of the vec table (embedding, edits, deletions, another connection). Real index.db; the vectors
are sums of one random vector per word (a stand-in for the model: continuous, so scores do not tie)."""

import hashlib
import random
from pathlib import Path
from typing import Sequence

import numpy as np
import pytest

import memtui.core.search.vectors as vectors_module
from memtui.core.config import Config
from memtui.core.search.embedder import Embedder, normalise
from memtui.core.search.engine import SearchEngine, SearchHit
from memtui.core.search.vectors import VectorMatrix
from tests.core.search_helpers import make_files

WORDS = "espresso tuesday deploy cat miso garden rain printer floor river budget invoice".split() + [
    f"word{i}" for i in range(60)]


class WordVectors(Embedder):
    """Each text: the normalised sum of a fixed random 64-d vector per word."""

    id = "test-word-vectors:64"
    dim = 64

    def vector(self, text: str) -> np.ndarray:
        total = np.zeros(self.dim, dtype=np.float64)
        for word in text.lower().split():
            seed = int(hashlib.blake2b(word.strip("#.,").encode(), digest_size=8).hexdigest(), 16)
            total += np.random.default_rng(seed).standard_normal(self.dim)
        return total

    def passage(self, texts: Sequence[str]) -> np.ndarray:
        return normalise(np.stack([self.vector(t) for t in texts]))

    def query(self, texts: Sequence[str]) -> np.ndarray:
        return self.passage(texts)


@pytest.fixture
def embedder() -> WordVectors:
    return WordVectors()


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    rng = random.Random(3)
    files: dict[str, str | bytes] = {}
    for f in range(6):
        lines = [f"# Note {f}"]
        for _ in range(40):
            lines.append(" ".join(rng.sample(WORDS, 6)))
        files[f"memory/note{f}.md"] = "\n".join(lines) + "\n"
    return make_files(tmp_path / "ws", files)


def _engine(ws: Path, embedder: WordVectors) -> SearchEngine:
    engine = SearchEngine(ws, embedder=embedder, config=Config({"search": {"line_chunks": True}}))
    engine.embed_pending()
    return engine


def _query(embedder: WordVectors, text: str) -> np.ndarray:
    vector: np.ndarray = embedder.query([text])[0]
    return vector


def test_nearest_equals_vec0_knn(ws: Path, embedder: WordVectors) -> None:
    with _engine(ws, embedder) as engine:
        matrix = VectorMatrix.load(engine.conn, 64)
        assert matrix is not None and len(matrix) >= 200
        for text in ("espresso deploy", "cat miso rain", "invoice"):
            qv = _query(embedder, text)
            knn = {cid: 1.0 - d for cid, d in engine.conn.execute(
                "SELECT id, distance FROM vec WHERE e MATCH ? AND k = 50", (qv.astype(np.float32).tobytes(),))}
            near = matrix.nearest(qv, 50)
            assert len(near) == 50
            # the same scores; ids may differ only among chunks tied at the 50th score
            cut = min(knn.values())
            assert {c for c, s in near.items() if s > cut + 1e-5} == {c for c, s in knn.items() if s > cut + 1e-5}
            for cid, score in near.items():
                if cid in knn:
                    assert abs(score - knn[cid]) < 1e-5


def test_matrix_is_bounded_in_bytes(ws: Path, embedder: WordVectors, monkeypatch: pytest.MonkeyPatch) -> None:
    with _engine(ws, embedder) as engine:
        monkeypatch.setattr(vectors_module, "MATRIX_BYTES", 64 * 4 * 10)
        assert VectorMatrix.load(engine.conn, 64) is None


def _ranked(hits: list[SearchHit]) -> list[tuple[float, str, int]]:
    """Hits by score (the order among equal keyword-only scores is the fusion's own); scores to 4
    places: the matrix (float32 product) and vec0 differ in the 6th."""
    return sorted(((-round(h.score, 4), h.path, h.start_line) for h in hits))


def test_hybrid_answers_are_the_same_with_and_without_the_matrix(
    ws: Path, embedder: WordVectors, monkeypatch: pytest.MonkeyPatch
) -> None:
    queries = ["espresso deploy", "cat miso rain", "invoice budget", "printer word7"]
    with _engine(ws, embedder) as engine:
        for q in queries:
            engine.search(q)
        assert engine.vector_matrix.matrix is not None         # read on the second search of an unchanged table
        fast = [_ranked(engine.search(q).hits) for q in queries]
    monkeypatch.setattr(vectors_module, "MATRIX_BYTES", 0)
    with _engine(ws, embedder) as engine:
        for q in queries:
            engine.search(q)
        assert engine.vector_matrix.matrix is None
        slow = [_ranked(engine.search(q).hits) for q in queries]
    assert fast == slow and all(fast)


def _settle(engine: SearchEngine) -> None:
    """Two vector searches of an unchanged vec table: the engine then holds its matrix."""
    engine.search("espresso", mode="vector")
    engine.search("espresso", mode="vector")
    assert engine.vector_matrix.matrix is not None


def test_matrix_follows_new_vectors_edits_and_deletions(ws: Path, embedder: WordVectors) -> None:
    with _engine(ws, embedder) as engine:
        _settle(engine)
        (ws / "memory" / "note0.md").write_text("# Note 0\nzebra quokka wombat\n", encoding="utf-8")
        (ws / "memory" / "note1.md").unlink()
        _settle(engine)         # a matrix read while the new chunk has no vector
        engine.embed_pending()
        for _ in range(3):
            hits = engine.search("zebra quokka wombat", mode="vector").hits
            assert hits[0].text == "zebra quokka wombat"
            assert not any(h.path == "memory/note1.md" for h in hits)
            assert engine.search("espresso", mode="vector", k=50).hits
        count = engine.conn.execute("SELECT count(*) FROM vec").fetchone()
        assert engine.vector_matrix.matrix is not None and count is not None
        assert len(engine.vector_matrix.matrix) == count[0]


def test_matrix_is_dropped_when_another_connection_changes_the_index(ws: Path, embedder: WordVectors) -> None:
    with _engine(ws, embedder) as engine:
        _settle(engine)
        (ws / "memory" / "note2.md").write_text("# Note 2\nzebra quokka wombat\n", encoding="utf-8")
        with _engine(ws, embedder):       # re-chunks and embeds through its own connection
            pass
        hits = engine.search("zebra quokka wombat", mode="vector", refresh=False).hits
        assert hits[0].text == "zebra quokka wombat" and hits[0].path == "memory/note2.md"
