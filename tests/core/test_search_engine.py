"""The engine on real files and a real index.db, keyword side (no embedder)."""

import json
import threading

import numpy as np
import pytest

import memtui.core.search.engine as engine_module
import memtui.core.search.indexing as indexing_module
from memtui.core.config import Config
from memtui.core.search.engine import SearchEngine
from memtui.core.search.fusion import DOC_TYPE_WEIGHTS
from tests.core.search_helpers import make_files


@pytest.fixture
def ws(tmp_path):
    return make_files(tmp_path / "ws", {
        "MEMORY.md": "# Memory\n- [Coffee](memory/coffee.md)\n- [Deploy](memory/deploy.md)\n",
        "memory/coffee.md": "---\ntitle: Coffee habits\ntype: lesson\n---\n# Coffee\nThe user drinks espresso every morning.\n",
        "memory/deploy.md": "# Deploy\nProduction deploys happen on Tuesday after the coffee break.\n",
        "memory/korean.md": "# 취향\n사용자는 커피는 좋아하지만 땅콩 알레르기가 있다.\n회의는 매주 월요일이다.\n",
    })


@pytest.fixture
def engine(ws):
    e = SearchEngine(ws, embedder=None)
    yield e
    e.close()


def _paths(result) -> list[str]:
    return [h.path for h in result.hits]


def test_keyword_hit_carries_lines_type_heading_and_breakdown(engine):
    result = engine.search("espresso", mode="keyword")
    hit = result.hits[0]
    assert (hit.path, hit.start_line, hit.end_line) == ("memory/coffee.md", 5, 6)
    assert hit.doc_type == "Lesson" and hit.heading_path == ["Coffee"]
    assert set(hit.scores) >= {"keyword", "vector", "type", "decay"}
    assert hit.scores["type"] == 0.0 and "espresso" in hit.snippet        # doc-type weights off by default
    with SearchEngine(engine.root, embedder=None, config=Config({"search": {"type_weights": True}})) as typed:
        assert typed.search("espresso", mode="keyword").hits[0].scores["type"] == DOC_TYPE_WEIGHTS["Lesson"]
    assert result.state.fresh and result.state.embedder is None


def test_title_match_outranks_a_body_match(engine):
    assert _paths(engine.search("coffee", mode="keyword"))[0] == "memory/coffee.md"


def test_hybrid_without_embedder_falls_back_to_keyword_with_a_notice(engine):
    result = engine.search("espresso")
    assert result.mode == "keyword" and "keyword-only" in result.notice
    assert "keyword-only" in result.state.notice


def test_korean_two_character_word_matches_the_word_with_its_particle(engine):
    assert _paths(engine.search("커피"))[0] == "memory/korean.md"
    assert _paths(engine.search("회의"))[0] == "memory/korean.md"


def test_korean_three_plus_character_run_matches_inside_a_word_and_is_scored(engine, ws):
    make_files(ws, {"memory/other.md": "# 기타\n알레르기 정보는 여기에 없다. 알레르기 알레르기.\n"})
    hits = engine.search("알레르기").hits
    assert {h.path for h in hits} == {"memory/korean.md", "memory/other.md"}
    assert all(h.scores["keyword_raw"] > 0 for h in hits)
    assert hits[0].path == "memory/other.md"          # more occurrences rank higher
    assert engine.search("땅").hits[0].path == "memory/korean.md"   # a 1-character term


def test_edited_file_is_found_at_once_and_only_it_is_rechunked(engine, ws):
    engine.refresh_keyword()
    before = {r[0] for r in engine.conn.execute("SELECT id FROM chunks WHERE path='memory/deploy.md'")}
    make_files(ws, {"memory/coffee.md": "# Coffee\nSwitched to green tea with matcha.\n"})
    assert engine.state().stale_files == ["memory/coffee.md"] and not engine.state().fresh
    assert _paths(engine.search("matcha"))[0] == "memory/coffee.md"
    assert engine.search("espresso").hits == []
    after = {r[0] for r in engine.conn.execute("SELECT id FROM chunks WHERE path='memory/deploy.md'")}
    assert before == after
    assert engine.refresh_keyword() == []


def test_deleted_file_leaves_the_index(engine, ws):
    engine.refresh_keyword()
    (ws / "memory" / "deploy.md").unlink()
    assert engine.refresh_keyword() == ["memory/deploy.md"]
    assert engine.search("tuesday").hits == []


def test_file_deleted_between_scan_and_read(engine, ws, monkeypatch):
    real = indexing_module.list_sources

    def scan_then_delete(root, sessions=False, dirs=None):
        found = real(root, sessions, dirs)
        (ws / "memory" / "deploy.md").unlink()
        return found

    monkeypatch.setattr(indexing_module, "list_sources", scan_then_delete)
    engine.refresh_keyword()
    monkeypatch.setattr(indexing_module, "list_sources", real)
    assert engine.search("tuesday").hits == []
    assert engine.search("espresso").hits
    assert engine.state().skipped == {}


def test_binary_file_is_skipped_with_a_reason(engine, ws):
    make_files(ws, {"memory/blob.md": b"\x89PNG\x00\x00\x00binary espresso"})
    hits = engine.search("espresso").hits
    assert [h.path for h in hits] == ["memory/coffee.md"]
    assert "binary" in engine.state().skipped["memory/blob.md"]


def test_ten_megabyte_one_line_file_is_indexed(engine, ws):
    make_files(ws, {"memory/huge.md": ("lorem ipsum " * 873_813)[:10_000_000] + " needleword"})
    hits = engine.search("needleword").hits
    assert hits[0].path == "memory/huge.md" and hits[0].start_line == hits[0].end_line == 1
    count = engine.conn.execute("SELECT count(*), max(length(text)) FROM chunks WHERE path='memory/huge.md'").fetchone()
    assert count[0] >= 6000 and count[1] <= 1600


def test_stopword_and_punctuation_queries(engine):
    assert engine.search("?!... ()", mode="keyword").hits == []
    assert engine.search("the and of", mode="keyword").hits        # stopwords kept when alone
    assert engine.search('"unbalanced AND (', mode="keyword").hits == []


def test_chunk_parameter_change_rechunks_with_a_notice(ws):
    SearchEngine(ws, embedder=None).refresh_keyword()
    e = SearchEngine(ws, embedder=None, config=Config({"search": {"chunk_tokens": 1, "chunk_overlap": 0}}))
    assert "re-chunked" in e.state().notice
    hit = e.search("espresso").hits[0]
    assert hit.start_line == hit.end_line == 6
    e.close()


def test_search_from_worker_threads(engine):
    errors, results = [], []

    def work():
        try:
            results.append(len(engine.search("coffee").hits))
        except Exception as exc:   # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and results and all(r > 0 for r in results)


def test_rebuild_reindexes_everything(engine):
    engine.refresh_keyword()
    engine.rebuild()
    assert engine.state().fresh
    assert engine.search("espresso").hits


def _claude_line(uuid: str, parent: str | None, role: str, text: str) -> str:
    return json.dumps({
        "type": role, "uuid": uuid, "parentUuid": parent, "sessionId": "s1", "timestamp": "2026-11-01T10:00:00Z",
        "message": {"role": role, "content": [{"type": "text", "text": text}]},
    })


def test_sessions_are_indexed_only_when_asked_and_map_to_jsonl_lines(ws):
    lines = [
        _claude_line("u1", None, "user", "Where do we keep the staging credentials?"),
        '{"type": "user", "message": ',                                        # a torn line
        _claude_line("a1", "u1", "assistant", "In the vault.\nThe path is kv/staging/zebrafish."),
    ]
    make_files(ws, {"sessions/s1.jsonl": "\n".join(lines) + "\n"})
    plain = SearchEngine(ws, embedder=None)
    assert plain.search("zebrafish").hits == []
    plain.close()
    e = SearchEngine(ws, embedder=None, config=Config({"search": {"sessions": True}}))
    hit = e.search("zebrafish").hits[0]
    assert hit.path == "sessions/s1.jsonl" and (hit.start_line, hit.end_line) == (1, 3)
    assert hit.line_map == [1, 3, 3]          # document line -> JSONL line; the torn line 2 is skipped
    assert hit.text.split("\n")[1] == "assistant: In the vault."
    e.close()
    per_line = SearchEngine(ws, embedder=None, config=Config({"search": {"sessions": True, "line_chunks": True}}))
    assert [(h.start_line, h.end_line) for h in per_line.search("zebrafish").hits] == [(3, 3)]
    per_line.close()


def test_crlf_file_keeps_its_line_numbers_and_clean_headings(engine, ws):
    make_files(ws, {"memory/dos.md": b"# Windows note\r\n\r\nThe printer is on floor three.\r\n"})
    hit = engine.search("printer").hits[0]
    assert (hit.path, hit.start_line, hit.end_line, hit.heading_path) == ("memory/dos.md", 1, 3, ["Windows note"])
    assert "\r" not in hit.text


def test_caches_follow_changes_made_by_another_connection(engine, ws):
    words = ["espresso", "tuesday", "월요일", "coffee"]
    for word in words:
        engine.search(word, mode="keyword")            # fills the in-process caches
    other = SearchEngine(ws, embedder=None, config=Config({"search": {"line_chunks": True}}))
    other.refresh_keyword()                          # re-chunks every file: chunk ids now mean other lines
    fresh = SearchEngine(ws, embedder=None, config=Config({"search": {"line_chunks": True}}))
    try:
        for word in words:
            seen = [(h.path, h.doc_type, h.start_line) for h in engine.search(word, mode="keyword").hits]
            assert seen == [(h.path, h.doc_type, h.start_line) for h in fresh.search(word, mode="keyword").hits]
    finally:
        other.close()
        fresh.close()


# --- speed paths keep the same answers ------------------------------------------------------------

def test_jaccard_matrix_equals_the_pair_loop():
    import random

    from memtui.core.search import fusion
    rng = random.Random(7)
    words = [f"w{i}" for i in range(40)] + ["커피", "배포"]
    sets = [frozenset(rng.sample(words, rng.randint(0, 12))) for _ in range(25)] + [frozenset()]
    vocab: dict[str, int] = {}
    ids = [np.array([vocab.setdefault(t, len(vocab)) for t in s], dtype=np.int64) for s in sets]
    matrix = engine_module._jaccard_matrix(ids)
    for a, sa in enumerate(sets):
        for b, sb in enumerate(sets):
            assert matrix[a, b] == fusion.jaccard(sa, sb)


def test_mmr_picks_are_the_same_with_the_matrix_and_the_pair_loop(ws, monkeypatch):
    with SearchEngine(ws, embedder=None) as e:
        fast = [(h.path, h.start_line, h.score) for h in e.search("coffee deploy morning", mode="keyword").hits]
    monkeypatch.setattr(engine_module, "JACCARD_MATRIX_MAX", 0)
    with SearchEngine(ws, embedder=None) as e:
        loop = [(h.path, h.start_line, h.score) for h in e.search("coffee deploy morning", mode="keyword").hits]
    assert fast == loop and len(fast) >= 2


def test_snippet_is_built_on_first_use_from_the_query_terms(engine):
    from memtui.core.search.query import snippet, term_pattern
    hit = engine.search("espresso", mode="keyword").hits[0]
    assert hit._snippet is None
    assert hit.snippet == snippet(hit.text, ["espresso"]) and "espresso" in hit.snippet
    assert term_pattern(["espresso"]) is term_pattern(("espresso",))     # compiled once per term list


def test_refresh_false_leaves_the_freshness_check_to_the_caller(ws, engine):
    engine.search("espresso", mode="keyword")
    (ws / "memory" / "tea.md").write_text("# Tea\nThe user switched to matcha.\n")
    assert engine.search("matcha", mode="keyword", refresh=False).hits == []
    assert _paths(engine.search("matcha", mode="keyword")) == ["memory/tea.md"]


def test_fts_error_raises_not_no_results(engine, ws, capsys):
    """A broken FTS table (here: a plain table where the FTS5 one was) is an error the caller shows,
    never an empty result."""
    from memtui.cli import main
    from memtui.core.search.engine import SearchError

    engine.refresh_keyword()
    engine.conn.execute("DROP TABLE fts; CREATE TABLE fts(title, heading, body)")
    with pytest.raises(SearchError, match="keyword search failed"):
        engine.search("tuesday", mode="keyword")
    engine.close()
    assert main(["search", "tuesday", "--mode", "keyword", "--root", str(ws)]) == 1
    assert "memtui: search failed" in capsys.readouterr().err


def test_one_giant_line_is_one_hit_not_one_per_chunk(tmp_path):
    """A line too long for one chunk is split in pieces with the same place; search names it once (it was ten
    hits of one line)."""
    ws = make_files(tmp_path / "ws", {
        "memory/blob.md": "# Blob\n\n" + "the quick deploy pipeline goes to fly " * 6000 + "\n",
        "memory/deploy.md": "# Deploy\nThe deploy pipeline runs on Tuesday.\n"})
    engine = SearchEngine(ws, embedder=None)
    try:
        hits = engine.search("deploy pipeline", k=10, mode="keyword").hits
    finally:
        engine.close()
    places = [(h.path, h.start_line, h.end_line) for h in hits]
    assert len(places) == len(set(places)), places
    assert places[0] == ("memory/blob.md", 3, 3)
