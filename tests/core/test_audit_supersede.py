"""Which belief is current: temporal language, dates, conflicts in any wording and across languages."""

from __future__ import annotations

import json
import os
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any, Iterator

import pytest

from memtui.core.audit.adjudicate import chat_config
from memtui.core.audit.beliefs import Auditor, Conflict
from memtui.core.audit.supersede import change_of, judge_current
from memtui.core.search.engine import SearchEngine
from tests.core.search_helpers import JsonServer, make_files

TODAY = date(2026, 11, 30)


def test_change_language_in_four_languages() -> None:
    assert change_of("Public API limit raised from 600 to 1000 req/min per key").old == ["600"]
    assert change_of("Runtime is Node 22 — we moved off Node 20 in 2026-08").old == ["Node 20"]
    assert change_of("Priya (took over from Dana on 2026-11-10)").old == ["Dana"]
    assert change_of("예약 서버 Fly.io에서 Lightsail로 이전 완료").old == ["Fly.io"]
    assert change_of("dbtの夜間ジョブを03:00から01:30 UTCに前倒しした").old == ["03:00"]
    assert change_of("固件从 v2.3 迁移到 v2.4").old == ["v2.3"]
    since = change_of("Since 2026-11-20, atlas runs on Fly.io in region nrt.")
    assert since.temporal and since.date == "2026-11-20" and not since.old
    plain = change_of("atlas deploys to Cloudflare Workers.")
    assert not plain.temporal and plain.date is None
    assert not change_of("Refunds above €500 → ping Mei (finance) first").old     # an arrow between words


def test_current_side_temporal_words_then_dates() -> None:
    old, new = "billing uses PostgreSQL 15", "Moved the billing database from PostgreSQL to MySQL 8"
    assert judge_current(old, new, change_of(old), change_of(new), "2026-11-01", "2026-04-01")[:2] == (
        "b", "it says PostgreSQL was left")
    a, b = "atlas deploys to Fly.io", "atlas no longer deploys to Cloudflare"
    assert judge_current(a, b, change_of(a), change_of(b), None, None)[0] == "b"
    a, b = "atlas deploys to Fly.io", "atlas deploys to Render"
    assert judge_current(a, b, change_of(a), change_of(b), "2026-08-20", "2026-06-03")[:2] == ("a", "2026-08-20 vs 2026-06-03")
    # a dated note against a statement that states no date: the dated one (weakest evidence)
    assert judge_current(a, b, change_of(a), change_of(b), None, "2026-06-03")[:2] == (
        "b", "dated 2026-06-03; the other states no date")
    assert judge_current(a, b, change_of(a), change_of(b), None, None)[:2] == (None, "dates equal or unknown")


WORKSPACE: dict[str, str | bytes] = {
    "MEMORY.md": "# Memory\n\n- [Deploy](memory/deploy.md) — where atlas runs\n- [Billing](memory/billing.md)\n",
    "memory/deploy.md": (
        "---\ncreated: 2026-05-30\nlast_used: 2026-11-20\n---\n# Deploy\n\n"
        "atlas deploys to Cloudflare Workers; the edge build is produced by `wrangler deploy`.\n"
    ),
    "memory/2026-11-20.md": "# 2026-11-20\n\n- Since 2026-11-20, atlas runs on Fly.io in region nrt.\n",
    "memory/billing.md": "---\ncreated: 2026-04-01\n---\n# 빌링\n\n- billing 서비스는 PostgreSQL 15를 사용한다.\n",
    "memory/2026-11-25.md": "# 2026-11-25\n\n- Moved the billing database from PostgreSQL to MySQL 8 last week.\n",
    "memory/dev.md": "# Local dev\n\n- Django dev server: port 8000\n- Next dev server: port 3000\n",
    "memory/rules.md": "# Rules\n\n- Never deploy atlas on Fridays.\n",
    "memory/rules-ko.md": "# 규칙\n\n- atlas는 금요일에 항상 배포한다.\n",
}


@pytest.fixture
def auditor(tmp_path: Path) -> Iterator[Auditor]:
    root = make_files(tmp_path / "ws", WORKSPACE)
    stamp = datetime(2026, 11, 30, 12, tzinfo=timezone.utc).timestamp()
    for path in root.rglob("*.md"):
        os.utime(path, (stamp, stamp))
    engine = SearchEngine(root)
    engine.fusion.today = TODAY
    engine.embed_pending()
    auditor = Auditor(root, engine, today=TODAY)
    yield auditor
    engine.close()


def _places(conflict: Conflict) -> set[tuple[str, int]]:
    return {(conflict.a.path, conflict.a.line), (conflict.b.path, conflict.b.line)}


@pytest.mark.model
def test_a_new_verb_still_conflicts_and_the_dated_log_is_current(auditor: Auditor) -> None:
    result = auditor.audit("where does atlas run?")
    assert result.mode == "hybrid"
    found = [c for c in result.conflicts if _places(c) == {("memory/deploy.md", 7), ("memory/2026-11-20.md", 3)}]
    assert found, [c.reason for c in result.conflicts]
    current = found[0].current
    assert current is not None and current.path == "memory/2026-11-20.md" and "since" in found[0].why
    order = [(b.path, b.line) for b in result.beliefs]
    assert order.index(("memory/2026-11-20.md", 3)) < order.index(("memory/deploy.md", 7))
    stale = next(b for b in result.beliefs if b.path == "memory/deploy.md")
    assert stale.status == "superseded"
    assert stale.superseded_text() == "superseded by memory/2026-11-20.md:3 (newer, says 'since')"


@pytest.mark.model
def test_a_log_saying_moved_from_supersedes_a_korean_topic_line(auditor: Auditor) -> None:
    result = auditor.audit("billing database")
    found = [c for c in result.conflicts if _places(c) == {("memory/billing.md", 6), ("memory/2026-11-25.md", 3)}]
    assert found and found[0].current is not None and found[0].current.path == "memory/2026-11-25.md"
    assert "PostgreSQL" in found[0].why
    doc = result.to_json()
    superseded = next(b for b in doc["beliefs"] if b["path"] == "memory/billing.md")
    assert superseded["status"] == "superseded"
    assert superseded["superseded_by"]["path"] == "memory/2026-11-25.md"


@pytest.mark.model
def test_cross_language_never_against_always(auditor: Auditor) -> None:
    result = auditor.audit("Friday deploys of atlas")
    found = [c for c in result.conflicts if _places(c) == {("memory/rules.md", 3), ("memory/rules-ko.md", 3)}]
    assert found and found[0].kind == "negation"


@pytest.mark.model
def test_different_subjects_in_one_slot_are_not_flagged(auditor: Auditor) -> None:
    result = auditor.audit("local dev server ports")
    assert {("memory/dev.md", 3), ("memory/dev.md", 4)} <= {(b.path, b.line) for b in result.beliefs}
    assert not any(_places(c) == {("memory/dev.md", 3), ("memory/dev.md", 4)} for c in result.conflicts)


@pytest.mark.model
def test_the_same_claim_in_two_languages_is_one_belief(tmp_path: Path) -> None:
    root = make_files(tmp_path / "ws", {
        "memory/backup.md": "# Backup\n\n- The database backup runs every night at 03:00.\n",
        "memory/backup-ko.md": "# 백업\n\n- 데이터베이스 백업은 매일 밤 03:00에 실행된다.\n",
    })
    engine = SearchEngine(root)
    engine.embed_pending()
    try:
        result = Auditor(root, engine, today=TODAY).audit("when does the database backup run?")
        merged = [b for b in result.beliefs if len(b.sources) == 2]
        assert merged, [(b.path, b.text) for b in result.beliefs]
        assert {s.path for s in merged[0].sources} == {"memory/backup.md", "memory/backup-ko.md"}
        assert not result.conflicts
    finally:
        engine.close()


class ChatServer(JsonServer):
    """A tiny OpenAI-compatible /chat/completions server on 127.0.0.1 (a stand-in for Ollama)."""

    def __init__(self, verdict: dict[str, Any]) -> None:
        self.verdict = verdict
        super().__init__()

    def answer(self, body: dict[str, Any]) -> dict[str, Any]:
        content = "Here you go: " + json.dumps(self.verdict)
        return {"choices": [{"message": {"role": "assistant", "content": content}}]}


def test_adjudication_is_off_by_default_and_incomplete_config_stays_off() -> None:
    assert chat_config({}) is None
    assert chat_config({"adjudicate": True, "chat_url": "http://127.0.0.1:9/v1"}) is None
    cfg = chat_config({"adjudicate": True, "chat_url": "http://x/v1/", "chat_model": "m", "adjudicate_max": 3})
    assert cfg is not None and (cfg.url, cfg.model, cfg.max_pairs) == ("http://x/v1", "m", 3)


def test_a_model_confirms_a_candidate_conflict(audit_root: Path) -> None:
    server = ChatServer({"conflict": True, "current": "b", "reason": "Cloudflare replaced Fly.io"})
    try:
        config = (audit_root / "memtui.toml").read_text()
        (audit_root / "memtui.toml").write_text(config + (
            f'adjudicate = true\nchat_url = "{server.url}"\nchat_model = "tiny"\nchat_key = "k1"\n'))
        engine = SearchEngine(audit_root, embedder=None)
        try:
            result = Auditor(audit_root, engine, today=TODAY).audit("atlas deploy")
        finally:
            engine.close()
        assert result.conflicts and server.requests
        request = server.requests[0]
        assert request["path"] == "/v1/chat/completions" and request["model"] == "tiny"
        assert request["auth"] == "Bearer k1" and "a: memory/" in request["messages"][1]["content"]
        verdict = result.conflicts[0].verdict
        assert verdict == "model tiny: conflict, b is current — Cloudflare replaced Fly.io"
        assert result.to_json()["conflicts"][0]["verdict"] == verdict
    finally:
        server.close()


def test_an_unreachable_model_is_a_notice(audit_root: Path) -> None:
    config = (audit_root / "memtui.toml").read_text()
    (audit_root / "memtui.toml").write_text(config + (
        'adjudicate = true\nchat_url = "http://127.0.0.1:9/v1"\nchat_model = "tiny"\nchat_timeout = 2\n'))
    engine = SearchEngine(audit_root, embedder=None)
    try:
        result = Auditor(audit_root, engine, today=TODAY).audit("atlas deploy")
    finally:
        engine.close()
    assert result.conflicts and all(c.verdict is None for c in result.conflicts)
    assert any("adjudication by tiny failed" in n for n in result.notices)


def test_a_line_the_review_queue_marked_superseded_is_the_old_side() -> None:
    """`memtui review apply` writes "~~…~~ (superseded by path:line)": the words "superseded by" must
    not make that line look like the newer statement."""
    marked = "~~atlas deploys to Cloudflare Workers~~ (superseded by docs/domain/deploy.md:9)"
    current = "atlas deploys to Fly.io."
    a, b = change_of(marked), change_of(current)
    assert a.retired and not a.temporal and not b.retired
    assert judge_current(marked, current, a, b, "2026-11-30", "2026-06-03")[:2] == ("b", "a is marked superseded")
    assert judge_current(current, marked, b, a, None, None)[0] == "a"
    row = "| atlas | Cloudflare Workers (superseded by docs/domain/deploy.md:9) |"     # a table row: no strike
    assert change_of(row).retired
