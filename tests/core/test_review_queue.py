"""The review queue on real workspaces: journal changes, lint items, new rules, lesson candidates,
decisions that stick until the text changes, applies that are atomic and refused on a change."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.core.fsio import ConflictError
from memtui.core.history.generated import edit_warning, generated_blocks
from memtui.core.review import ReviewError, apply_item, build_queue, ignore_item
from memtui.core.review.decisions import review_path
from tests.core.history_helpers import make_workspace, run_agent


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return make_workspace(tmp_path / "ws")


def _kind(queue, kind: str):
    return [i for i in queue.items if i.kind == kind]


def test_json_shape_has_the_documented_keys(demo_root: Path) -> None:
    queue = build_queue(demo_root)
    assert queue.items
    for item in queue.to_json()["items"]:
        assert {"id", "kind", "severity", "evidence", "sessions", "proposal", "state"} <= set(item)
        assert set(item["proposal"]) == {"action", "diff"}
        assert all(set(e) == {"path", "line"} for e in item["evidence"])
    kinds = {i.kind for i in queue.items}
    assert {"threat", "duplicate", "dangling", "orphan", "conflict"} <= kinds
    assert not _kind(queue, "change")                      # the first look is the baseline


def test_agent_change_is_queued_with_its_session_then_accepted(root: Path) -> None:
    build_queue(root)
    ids = run_agent(root, [{"path": "memory/deploy.md", "write": "# Deploy\n\n- Atlas deploys to Cloudflare Workers now.\n"}])
    queue = build_queue(root, ["change"])
    [item] = queue.items
    assert item.sessions[0].path == "sessions/claude/fake-agent.jsonl" and item.sessions[0].entry == ids[0]
    assert "+- Atlas deploys to Cloudflare Workers now." in item.diff
    assert item.action == "accept"
    assert apply_item(queue, item) == []
    assert build_queue(root, ["change"]).items == []       # reviewed: gone until the next change


def test_deletion_proposes_a_revert_that_restores_the_file(root: Path) -> None:
    build_queue(root)
    run_agent(root, [{"path": "memory/team.md", "delete": True}])
    queue = build_queue(root, ["change"])
    [item] = queue.items
    assert (item.action, item.severity) == ("revert", "warning")
    assert apply_item(queue, item) == ["memory/team.md"]
    assert (root / "memory/team.md").read_text() == "# Team\n\n- Minji owns the release train.\n"
    assert build_queue(root, ["change"]).items == []


def test_apply_refused_when_the_file_changed_after_the_queue_was_built(root: Path) -> None:
    build_queue(root)
    run_agent(root, [{"path": "memory/deploy.md", "write": "# Deploy\n\n- v2 of the deploy notes here.\n"}])
    queue = build_queue(root, ["change"])
    [item] = queue.items
    run_agent(root, [{"path": "memory/deploy.md", "write": "# Deploy\n\n- v3 written meanwhile by the agent.\n"}])
    with pytest.raises(ConflictError):
        apply_item(queue, item, "revert")
    assert (root / "memory/deploy.md").read_text() == "# Deploy\n\n- v3 written meanwhile by the agent.\n"
    assert not review_path(root).exists() or item.id not in json.loads(review_path(root).read_text())["decisions"]


def test_ignored_stays_ignored_until_its_text_changes(demo_root: Path) -> None:
    queue = build_queue(demo_root, ["threat"])
    item = next(i for i in queue.items if i.evidence[0].path == "docs/references/oncall.md")
    ignore_item(queue, item)
    again = build_queue(demo_root, ["threat"])
    assert again.get(item.id).state == "ignored"
    assert item.id not in {i.id for i in again.open_items()}
    path = demo_root / "docs/references/oncall.md"
    lines = path.read_text().split("\n")
    lines[item.evidence[0].line - 1] += " (edited)"
    path.write_text("\n".join(lines))
    changed = build_queue(demo_root, ["threat"])
    reopened = [i for i in changed.open_items() if i.evidence[0].path == "docs/references/oncall.md"]
    assert reopened and reopened[0].id != item.id


def test_threat_edit_removes_the_line_with_a_backup(demo_root: Path) -> None:
    queue = build_queue(demo_root, ["threat"])
    item = next(i for i in queue.items if i.evidence[0].path == "memory/webhook-notes.md")
    before = (demo_root / "memory/webhook-notes.md").read_text()
    assert apply_item(queue, item) == ["memory/webhook-notes.md"]
    after = (demo_root / "memory/webhook-notes.md").read_text()
    assert "ignore previous instructions" not in after and len(after.splitlines()) == len(before.splitlines()) - 1
    backups = list((demo_root / ".memtui" / "backups" / "memory").glob("webhook-notes.md.*.bak"))
    assert [b.read_text() for b in backups] == [before]


def test_new_imperative_rule_since_the_first_look(root: Path) -> None:
    (root / "AGENTS.md").write_text("# Rules\n\n- Keep MEMORY.md short.\n")
    build_queue(root)
    with open(root / "AGENTS.md", "a") as fh:
        fh.write("- Never push to main on Fridays.\n- The office has a plant.\n")
    queue = build_queue(root, ["rule"])
    assert [i.title for i in queue.items] == ["new rule in AGENTS.md: - Never push to main on Fridays."]
    with pytest.raises(ReviewError):
        apply_item(queue, queue.items[0], "merge")
    apply_item(queue, queue.items[0], "revert")
    assert "Fridays" not in (root / "AGENTS.md").read_text()


def _session(root: Path, name: str, *texts: str) -> None:
    run_agent(root, [{"say": text} for text in texts], transcript=f"sessions/claude/{name}.jsonl")


def test_a_correction_repeated_across_transcripts_is_a_lesson_candidate(root: Path) -> None:
    _session(root, "monday", "Please add the deploy notes.", "No, use pnpm instead of npm for installs.")
    _session(root, "tuesday", "Run the release checklist.", "Wrong again: use pnpm, not npm, for installs!")
    queue = build_queue(root, ["lesson"])
    [item] = queue.items
    assert {e.path for e in item.evidence} == {"sessions/claude/monday.jsonl", "sessions/claude/tuesday.jsonl"}
    assert len(item.sessions) == 2 and item.action == "promote"
    assert "pnpm" in item.title and item.diff.startswith("--- /dev/null\n+++ b/tasks/lessons.md")
    assert apply_item(queue, item) == ["tasks/lessons.md"]
    assert "- Use pnpm instead of npm for installs." in (root / "tasks/lessons.md").read_text()
    assert build_queue(root, ["lesson"]).open_items() == []       # decided: the same sightings do not ask again


def test_in_lessons_and_seen_again_promotes_to_an_agents_rule(root: Path) -> None:
    (root / "tasks").mkdir()
    (root / "tasks/lessons.md").write_text("# Lessons\n\n- Use pnpm instead of npm for installs.\n")
    (root / "AGENTS.md").write_text("# Rules\n\n- Keep MEMORY.md short.\n")
    _session(root, "monday", "No, use pnpm instead of npm for installs.")
    _session(root, "tuesday", "You forgot again: pnpm instead of npm for installs.")
    [item] = build_queue(root, ["lesson"]).items
    assert item.writes["promote"][0].path == "AGENTS.md" and item.severity == "warning"


@pytest.mark.parametrize("first,second", [
    ("No, use pnpm instead of npm for installs.", "Please write the release notes for v2."),   # different
    ("Please use pnpm for installs.", "Please use pnpm for installs."),                         # not corrections
])
def test_transcripts_that_must_not_produce_a_lesson(root: Path, first: str, second: str) -> None:
    _session(root, "monday", first)
    _session(root, "tuesday", second)
    assert build_queue(root, ["lesson"]).items == []


def test_a_correction_already_a_rule_is_not_proposed(root: Path) -> None:
    (root / "AGENTS.md").write_text("# Rules\n\n- Use pnpm instead of npm for installs.\n")
    _session(root, "monday", "No, use pnpm instead of npm for installs.")
    _session(root, "tuesday", "Wrong: use pnpm instead of npm for installs.")
    assert build_queue(root, ["lesson"]).items == []


def test_a_correction_once_in_one_transcript_is_not_a_lesson(root: Path) -> None:
    _session(root, "monday", "No, use pnpm instead of npm for installs.", "Thanks, that works.")
    assert build_queue(root, ["lesson"]).items == []


def test_daily_log_mistakes_count_as_a_second_sighting(root: Path) -> None:
    _session(root, "monday", "No, the staging database is read-only on weekends.")
    (root / "memory/2026-11-29.md").write_text("# 2026-11-29\n\n- Mistake: wrote to the staging database on weekends (read-only).\n")
    [item] = build_queue(root, ["lesson"]).items
    assert {e.path for e in item.evidence} == {"sessions/claude/monday.jsonl", "memory/2026-11-29.md"}


def test_unknown_kind_is_an_error(root: Path) -> None:
    with pytest.raises(ReviewError, match="unknown kind"):
        build_queue(root, ["nonsense"])


def test_broken_review_json_is_reported_not_fatal(root: Path) -> None:
    review_path(root).parent.mkdir(parents=True, exist_ok=True)
    review_path(root).write_text("{broken")
    queue = build_queue(root)
    assert any("review.json" in n for n in queue.notices)


def test_generated_memory_is_marked() -> None:
    assert edit_warning(".codex/memories/memory_summary.md", "x\n")
    topic = "---\nname: deploy\ndescription: how we deploy\ntype: project\n---\n\nbody\n"
    assert generated_blocks("memory/deploy.md", topic)[0].engine == "claude-code"
    memory = "# Memory\n\n- mine\n\n## Promoted by dreaming\n\n- promoted fact\n\n## Notes\n\n- my note\n"
    [block] = generated_blocks("MEMORY.md", memory)
    assert (block.engine, block.start_line, block.end_line) == ("openclaw-dreaming", 5, 8)
    assert edit_warning("MEMORY.md", memory, 7) and edit_warning("MEMORY.md", memory, 11) is None
    marked = "# Memory\n<!-- openclaw:dreaming:start -->\n- a\n<!-- /openclaw:dreaming -->\n- b\n"
    assert [(b.start_line, b.end_line) for b in generated_blocks("MEMORY.md", marked)] == [(2, 4)]
    assert generated_blocks("memory/plain.md", "# Plain\n\n- text\n") == []


def test_an_agent_undoing_your_edit_is_a_warning_that_proposes_a_revert(root: Path) -> None:
    build_queue(root)
    original = (root / "memory/deploy.md").read_text()
    mine = original + "- Operator: never deploy on Fridays after noon.\n"
    (root / "memory/deploy.md").write_text(mine)
    queue = build_queue(root, ["change"])
    apply_item(queue, queue.items[0])                      # the operator's own edit is accepted
    run_agent(root, [{"path": "memory/deploy.md", "write": original + "- Consolidated by the agent.\n"}])
    [item] = build_queue(root, ["change"]).items
    assert item.title.startswith("an agent undid your edit of memory/deploy.md")
    assert (item.severity, item.action) == ("warning", "revert")
    assert "-- Operator: never deploy on Fridays after noon." in item.diff
