"""`memtui search`: the documented JSON, text and --explain output, modes, usage errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.cli import main
from tests.core.search_helpers import EmbedServer, closed_port


def _ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "memory").mkdir(parents=True)
    (root / "MEMORY.md").write_text("# Memory\n- [Coffee](memory/coffee.md)\n")
    (root / "memory" / "coffee.md").write_text("---\ntype: lesson\n---\n# Coffee\nThe user drinks espresso every morning.\n")
    (root / "memory" / "korean.md").write_text("# 취향\n사용자는 커피는 좋아한다.\n")
    return root


@pytest.fixture
def keyword_only(monkeypatch):
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")


def test_json_is_exactly_the_documented_shape(tmp_path, capsys, keyword_only):
    root = _ws(tmp_path)
    assert main(["search", "espresso", "--root", str(root), "--json"]) == 0
    captured = capsys.readouterr()
    doc = json.loads(captured.out)
    assert set(doc) == {"query", "mode", "index", "hits"}
    assert doc["query"] == "espresso" and doc["mode"] == "keyword"
    assert doc["index"] == {"fresh": True, "stale_files": [], "vectors_pending": 0, "embedder": None}
    hit = doc["hits"][0]
    assert set(hit) == {"path", "start_line", "end_line", "score", "snippet", "doc_type", "scores"}
    assert (hit["path"], hit["start_line"], hit["end_line"], hit["doc_type"]) == ("memory/coffee.md", 4, 5, "Lesson")
    assert set(hit["scores"]) == {"keyword", "vector", "type", "decay"}
    assert "keyword-only" in captured.err


def test_korean_word_with_particle_and_k(tmp_path, capsys, keyword_only):
    root = _ws(tmp_path)
    assert main(["search", "커피", "--root", str(root), "--json", "-k", "1"]) == 0
    hits = json.loads(capsys.readouterr().out)["hits"]
    assert [h["path"] for h in hits] == ["memory/korean.md"]


def test_text_output_with_explain(tmp_path, capsys, keyword_only):
    root = _ws(tmp_path)
    assert main(["search", "espresso", "--root", str(root), "--explain"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("index: fresh")
    assert "memory/coffee.md:4-5  [Lesson]  Coffee" in out
    assert "keyword 1.000 (bm25" in out and "type Lesson +0.00" in out     # doc-type weights off by default


def test_no_hits_and_usage_errors(tmp_path, capsys, keyword_only):
    root = _ws(tmp_path)
    assert main(["search", "?!", "--root", str(root)]) == 0
    assert "no hits" in capsys.readouterr().out
    assert main(["search", "x", "--root", str(root), "-k", "0"]) == 2
    assert main(["search", "x", "--root", str(root), "--mode", "fuzzy"]) == 2
    assert main(["search", "x", "--root", str(tmp_path / "missing")]) == 2
    err = capsys.readouterr().err
    assert "-k must be at least 1" in err and "root not found" in err


def test_unreachable_embedder_is_reported_and_keyword_results_still_come(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MEMTUI_EMBED_URL", f"http://127.0.0.1:{closed_port()}/v1")
    root = _ws(tmp_path)
    assert main(["search", "espresso", "--root", str(root), "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["hits"][0]["path"] == "memory/coffee.md"
    assert "unreachable" in captured.err and "keyword-only" in captured.err


def test_vector_mode_waits_for_pending_vectors(tmp_path, capsys, monkeypatch):
    server = EmbedServer()
    try:
        monkeypatch.setenv("MEMTUI_EMBED_URL", server.url)
        root = _ws(tmp_path)
        assert main(["search", "espresso morning", "--root", str(root), "--mode", "vector", "--json"]) == 0
        doc = json.loads(capsys.readouterr().out)
        assert doc["mode"] == "vector" and doc["index"]["vectors_pending"] == 0 and doc["index"]["fresh"]
        assert doc["hits"][0]["path"] == "memory/coffee.md" and doc["hits"][0]["scores"]["vector"] > 0
    finally:
        server.close()
