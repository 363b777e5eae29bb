"""The audit's answers on the bundled demo: precise beliefs, ranked conflicts, no index pointers."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from memtui.core.lint.threats import scan_text
from memtui.core.audit.beliefs import Auditor
from memtui.core.search.engine import SearchEngine

TODAY = date(2026, 11, 29)
POINTER_FILES = ("MEMORY.md", "memory-map.md")


@pytest.fixture
def auditor(demo_root: Path):
    engine = SearchEngine(demo_root, embedder=None)
    yield Auditor(demo_root, engine, today=TODAY, threat_scan=scan_text)
    engine.close()


def _places(beliefs) -> list[tuple[str, int]]:
    return [(b.path, b.line) for b in beliefs]


def _pair(conflict) -> tuple[tuple[str, int], tuple[str, int]]:
    return (conflict.a.path, conflict.a.line), (conflict.b.path, conflict.b.line)


def _newer_path(conflict) -> str | None:
    return {"a": conflict.a.path, "b": conflict.b.path}.get(conflict.newer or "")


def test_where_does_atlas_deploy(auditor: Auditor) -> None:
    result = auditor.audit("where does atlas deploy?")
    top = _places(result.beliefs[:3])
    assert ("docs/domain/deploy.md", 9) in top and ("docs/risks/legacy-deploy.md", 9) in top
    # a heading naming the project does not make every rule a belief about deploying
    assert ("AGENTS.md", 3) not in _places(result.beliefs)
    assert not any(b.path in POINTER_FILES and b.statement.kind == "row" for b in result.beliefs)
    first = result.conflicts[0]
    assert set(_pair(first)) == {("docs/domain/deploy.md", 9), ("docs/risks/legacy-deploy.md", 9)}
    assert _newer_path(first) == "docs/domain/deploy.md"
    assert "Fly.io" in first.reason and "Cloudflare Workers" in first.reason
    legacy = next(b for b in result.beliefs if (b.path, b.line) == ("docs/risks/legacy-deploy.md", 9))
    assert legacy.stale == "superseded by docs/domain/deploy.md:9 (newer, 2026-08-20 vs 2026-06-03)"
    assert legacy.status == "superseded" and result.conflicts[0].current.path == "docs/domain/deploy.md"
    assert not any(side.path in POINTER_FILES for c in result.conflicts for side in (c.a, c.b))
    # the Korean statement of the same claim agrees with deploy.md
    assert not any(set(_pair(c)) == {("docs/domain/deploy.md", 9), ("docs/domain/release-ko.md", 9)}
                   for c in result.conflicts)
    # files come by their best belief, the always-loaded badge stays on its beliefs
    groups = result.by_file()
    assert list(groups)[0] in ("docs/domain/deploy.md", "docs/risks/legacy-deploy.md")
    assert groups["AGENTS.md"][0].always_loaded


@pytest.mark.parametrize("topic", ["what port does the database use?", "db port"])
def test_database_port_conflict(auditor: Auditor, topic: str) -> None:
    result = auditor.audit(topic)
    first = result.conflicts[0]
    assert set(_pair(first)) == {("docs/domain/services.md", 16), ("docs/references/database.md", 10)}
    assert _newer_path(first) == "docs/references/database.md"
    assert "5432" in first.reason and "6432" in first.reason


def test_squash_merge_lessons_contradict_and_the_later_month_is_newer(auditor: Auditor) -> None:
    result = auditor.audit("squash merge")
    assert set(_places(result.beliefs[:2])) == {("tasks/lessons.md", 6), ("tasks/lessons.md", 16)}
    (conflict,) = [c for c in result.conflicts if c.kind == "negation"]
    assert set(_pair(conflict)) == {("tasks/lessons.md", 6), ("tasks/lessons.md", 16)}
    assert "always / never" in conflict.reason or "never / always" in conflict.reason
    assert _newer_path(conflict) == "tasks/lessons.md" and \
        {"a": conflict.a.line, "b": conflict.b.line}[conflict.newer] == 16     # "## 2026-10" over "## 2026-07"


def test_korean_topic_finds_the_korean_deploy_note(auditor: Auditor) -> None:
    result = auditor.audit("배포 대상")
    assert ("docs/domain/release-ko.md", 9) in _places(result.beliefs[:5])
    # deploy / 배포 are one attribute: the English deploy notes are beliefs too
    assert ("docs/domain/deploy.md", 9) in _places(result.beliefs)


@pytest.mark.model
def test_real_model_ranks_the_korean_claim_near_the_top(demo_root: Path) -> None:
    engine = SearchEngine(demo_root)
    try:
        engine.embed_pending()
        result = Auditor(demo_root, engine, today=TODAY, threat_scan=scan_text).audit("where does atlas deploy?")
        assert result.mode == "hybrid"
        assert {("docs/domain/deploy.md", 9), ("docs/risks/legacy-deploy.md", 9)} <= set(_places(result.beliefs[:3]))
        # the Korean line says the same as deploy.md: one belief with both sources
        sources = {(s.path, s.line) for b in result.beliefs[:5] for s in b.sources}
        assert ("docs/domain/release-ko.md", 9) in sources
        assert set(_pair(result.conflicts[0])) == {("docs/domain/deploy.md", 9), ("docs/risks/legacy-deploy.md", 9)}
    finally:
        engine.close()


def test_a_stale_belief_rewritten_as_history_is_not_the_answer(demo_root: Path, auditor: Auditor) -> None:
    """The operator's fix: the old deploy target rewritten in the past tense, bounded by a date. The line
    dates itself 2026-08 (after its file's created date), yet it says how things were until then: the
    current belief stays first and the history line is the superseded side."""
    legacy = demo_root / "docs/risks/legacy-deploy.md"
    legacy.write_text(legacy.read_text(encoding="utf-8").replace(
        "atlas deploys to Cloudflare Workers.", "atlas deployed to Cloudflare Workers until 2026-08."),
        encoding="utf-8")
    result = auditor.audit("where does atlas deploy?")
    assert (result.beliefs[0].path, result.beliefs[0].line) == ("docs/domain/deploy.md", 9)
    history = next(b for b in result.beliefs if (b.path, b.line) == ("docs/risks/legacy-deploy.md", 9))
    assert history.status == "superseded"
    assert "until" in (history.stale or "")
    assert all(c.current is not None and c.current.path == "docs/domain/deploy.md" for c in result.conflicts
               if "docs/risks/legacy-deploy.md" in (c.a.path, c.b.path))
