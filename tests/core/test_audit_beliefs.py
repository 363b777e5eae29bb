"""audit(topic): beliefs with evidence, collapsed duplicates, conflicts, staleness, provenance, threats."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from memtui.core.lint.threats import scan_text
from memtui.core.audit.beliefs import Auditor, audit
from memtui.core.search.engine import SearchEngine

TODAY = date(2026, 11, 29)
PI = "sessions/pi/2026-09-14T10-00-00-000Z_0b1c2d3e-0000-4000-8000-000000000001.jsonl"
CLAUDE = "sessions/claude/5a5a0000-0000-4000-8000-000000000002.jsonl"


@pytest.fixture
def auditor(audit_root: Path):
    engine = SearchEngine(audit_root, embedder=None)
    auditor = Auditor(audit_root, engine, today=TODAY, threat_scan=scan_text)
    yield auditor
    engine.close()


def _belief(result, path: str, line: int):
    return next(b for b in result.beliefs if (b.path, b.line) == (path, line))


def test_beliefs_are_statements_with_evidence(auditor: Auditor) -> None:
    result = auditor.audit("where does atlas deploy", k=10)
    assert result.mode == "keyword"
    fly = _belief(result, "memory/deploy.md", 9)
    assert fly.text == "Atlas deploys to Fly.io."
    assert (fly.doc_type, fly.role, fly.always_loaded) == ("Spec", "topic", False)
    assert (fly.created, fly.last_used, fly.date, fly.mtime) == ("2026-03-02", "2026-03-10", "2026-03-02", "2026-11-01")
    assert fly.age_days == (TODAY - date(2026, 3, 2)).days
    assert {"keyword", "vector", "type", "decay", "hit", "statement"} <= set(fly.scores)
    rule = _belief(result, "AGENTS.md", 3)
    assert (rule.always_loaded, rule.role) == (True, "rules")
    # statements of a hit that do not mention the topic are not beliefs about it
    assert not any("Coffee" in b.text or "Keep answers short" in b.text for b in result.beliefs)


def test_identical_statements_collapse_with_all_sources(auditor: Auditor) -> None:
    result = auditor.audit("atlas deploy", k=10)
    fly = [b for b in result.beliefs if b.text == "Atlas deploys to Fly.io."]
    assert len(fly) == 1
    assert [(s.path, s.line) for s in fly[0].sources] == [("memory/deploy.md", 9), ("memory/old.md", 9)]


def test_conflicts_with_reasons_and_newer_side(auditor: Auditor) -> None:
    result = auditor.audit("atlas deploy", k=10)
    pairs = {((c.a.path, c.a.line), (c.b.path, c.b.line)): c for c in result.conflicts}
    ko = pairs[(("memory/deploy.md", 9), ("memory/notes-ko.md", 9))]
    assert ko.reason == "both say where atlas deploys; values differ: Fly.io / Cloudflare Workers"
    assert ko.newer == "b"
    port = pairs[(("memory/deploy.md", 10), ("memory/infra-2026-09.md", 10))]
    assert port.reason.endswith("5432 / 6543") and port.newer == "b"
    rules = next(c for c in result.conflicts if c.kind == "negation")
    assert {(rules.a.path, rules.a.line), (rules.b.path, rules.b.line)} == {("AGENTS.md", 3), ("memory/infra-2026-09.md", 11)}
    # conflicts are surfaced only: nothing on disk changed
    assert "Fly.io" in (auditor.root / "memory" / "deploy.md").read_text(encoding="utf-8")
    assert _belief(result, "memory/deploy.md", 9).conflicts


def test_staleness_unused_and_superseded(auditor: Auditor) -> None:
    result = auditor.audit("atlas deploy", k=10)
    assert _belief(result, "memory/deploy.md", 9).stale.startswith("superseded by memory/infra-2026-09.md:9 (newer, ")
    billing = _belief(result, "memory/deploy.md", 11)
    assert billing.stale == f"not used for {(TODAY - date(2026, 3, 10)).days} days"
    assert _belief(result, "memory/notes-ko.md", 9).stale is None
    assert _belief(result, "AGENTS.md", 3).stale is None


def test_provenance_links_pi_and_claude_sessions(auditor: Auditor) -> None:
    result = auditor.audit("atlas deploy", k=10)
    assert _belief(result, "memory/infra-2026-09.md", 9).session.to_json() == {"path": PI, "entry_id": "a1000002"}
    assert _belief(result, "memory/notes-ko.md", 9).session.to_json() == {
        "path": CLAUDE, "entry_id": "c0000002-0000-4000-8000-000000000002"}
    assert _belief(result, "memory/deploy.md", 9).session is None


def test_poisoned_line_is_a_threat(auditor: Auditor) -> None:
    result = auditor.audit("atlas deploy", k=10)
    assert [(t.path, t.line, t.category) for t in result.threats] == [("memory/tips.md", 8, "prompt-injection")]
    assert _belief(result, "memory/tips.md", 8).threats


def test_json_shape_is_the_documented_one(auditor: Auditor) -> None:
    doc = auditor.audit("atlas deploy", k=5).to_json()
    assert set(doc) == {"topic", "index", "beliefs", "conflicts", "threats"}
    assert set(doc["index"]) == {"fresh", "stale_files", "vectors_pending", "embedder"}
    assert set(doc["beliefs"][0]) == {"path", "line", "text", "doc_type", "always_loaded", "date", "score",
                                      "sources", "session", "status", "superseded_by"}
    assert set(doc["conflicts"][0]) == {"a", "b", "newer", "reason", "kind", "current", "why_current",
                                        "found_by", "verdict"}
    superseded = [b for b in doc["beliefs"] if b["status"] == "superseded"]
    assert superseded and set(superseded[0]["superseded_by"]) == {"path", "line", "reason"}
    assert set(doc["conflicts"][0]["a"]) == {"path", "line", "text"}
    assert set(doc["threats"][0]) == {"path", "line", "category"}


def test_an_edit_is_audited_at_once(auditor: Auditor) -> None:
    target = auditor.root / "memory" / "deploy.md"
    target.write_text(target.read_text(encoding="utf-8").replace("Fly.io", "Cloudflare Workers"), encoding="utf-8")
    result = auditor.audit("atlas deploy", k=10)
    assert _belief(result, "memory/deploy.md", 9).text == "Atlas deploys to Cloudflare Workers."
    assert not any(c.reason.endswith("Fly.io / Cloudflare Workers") and c.a.path == "memory/deploy.md"
                   for c in result.conflicts)


def test_grouped_by_file_in_answer_order(auditor: Auditor) -> None:
    result = auditor.audit("atlas deploy", k=10)
    groups = result.by_file()
    assert list(groups) == list(dict.fromkeys(b.path for b in result.beliefs)) and len(groups) > 2
    # the current side of the deploy conflict heads the list; what it supersedes sits below it
    first = result.beliefs[0]
    assert (first.path, first.line, first.status) == ("memory/infra-2026-09.md", 9, "current")
    order = [(b.path, b.line) for b in result.beliefs]
    assert order.index(("memory/infra-2026-09.md", 9)) < order.index(("memory/deploy.md", 9))
    # the always-loaded rule is still badged, and MEMORY.md's pointer lines are no beliefs
    assert groups["AGENTS.md"][0].always_loaded and "MEMORY.md" not in groups


def test_missing_file_and_stopword_topic_do_not_fail(auditor: Auditor) -> None:
    (auditor.root / "memory" / "old.md").unlink()
    result = auditor.audit("the of and", k=5)
    assert result.topic == "the of and"
    assert all(b.path != "memory/old.md" for b in auditor.audit("atlas", k=10).beliefs)


def test_one_shot_audit_on_a_root(audit_root: Path) -> None:
    result = audit(audit_root, "atlas port", k=5, today=TODAY)
    assert result.beliefs and result.state is not None


@pytest.mark.model
def test_real_model_cross_lingual_korean_belief(audit_root: Path) -> None:
    for extra in ("AGENTS.md", "MEMORY.md", "memory/tips.md", "memory/old.md", "memory/infra-2026-09.md"):
        (audit_root / extra).unlink()
    engine = SearchEngine(audit_root)
    try:
        assert engine.embed_pending() > 0
        # an English topic; the Korean note shares no word with it and is found by meaning only
        result = Auditor(audit_root, engine, today=TODAY, threat_scan=scan_text).audit("release target", k=5)
        assert result.mode == "hybrid" and result.state.embedder
        korean = [b for b in result.beliefs if b.path == "memory/notes-ko.md"]
        assert korean and all(b.scores["cosine"] > 0 and b.scores["statement"] == 0 for b in korean)
        assert korean[0].text == "atlas는 Cloudflare Workers에 배포한다."
    finally:
        engine.close()


def test_statement_relevance_own_words_headings_and_translations() -> None:
    from memtui.core.audit.beliefs import statement_relevance
    from memtui.core.audit.statements import split_statements
    from memtui.core.audit.text import content_words

    text = ("# AGENTS.md — atlas\n\nRules for any coding agent.\n\n- Before any deploy, read the topic.\n\n"
            "## Deploy target\n\n- Fly.io, region nrt\n\nFly.io is fast.\n")
    rules, before, fly, sentence = split_statements(text, "AGENTS.md")
    terms = content_words("where does atlas deploy?")
    assert statement_relevance(rules, terms) == 0          # only the file's title names atlas
    assert statement_relevance(before, terms) == 0.75      # deploy itself, atlas from the heading
    assert statement_relevance(fly, terms) > 0             # a list item under "## Deploy target"
    assert statement_relevance(sentence, terms) == 0       # prose there must carry the topic itself
    korean = split_statements("- atlas는 Fly.io에 배포한다.\n", "ko.md")[0]
    assert statement_relevance(korean, terms) == 1.0       # 배포 is deploy
