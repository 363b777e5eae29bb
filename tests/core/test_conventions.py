"""Real-world memory conventions (one fixture each under tests/fixtures/conventions/): roles, rows, totals, lint."""

from __future__ import annotations

from pathlib import Path

from memtui.core import markdown as md
from memtui.core.config import load_config
from memtui.core.lint.runner import lint_workspace
from memtui.core.workspace import scan_workspace

CONVENTIONS = Path(__file__).resolve().parents[1] / "fixtures" / "conventions"


def _scan(name: str):
    return scan_workspace(CONVENTIONS / name)


def _rows(ws) -> list[tuple[int, str, bool]]:
    return [(r.line, r.resolved or r.target, r.exists) for r in ws.index]


def test_claude_auto_memory_topics_with_nested_metadata() -> None:
    ws = _scan("claude-auto-memory")
    assert ws.problems == []
    profile = ws.get("user_profile.md")
    assert profile.role == "topic" and profile.frontmatter["metadata"]["type"] == "user"
    assert profile.frontmatter["metadata"]["sources"][0]["confidence"] == "high"
    assert "claude-code" in ws.layouts and {c.name for c in ws.caps} == {"claude-lines", "claude-bytes"}
    assert ws.orphans == [] and len(ws.index) == 3 and not ws.dangling


def test_openclaw_caps_count_only_the_root_bootstrap() -> None:
    ws = _scan("openclaw-personas")
    ada = ws.get("personas/ada/SOUL.md")
    assert ada.role == "rules" and ada.persona == "ada" and not ada.always_loaded
    total = next(c for c in ws.caps if c.name == "openclaw-total")
    root_files = ("AGENTS.md", "MEMORY.md", "SOUL.md", "USER.md")
    assert total.used == sum(len((ws.root / p).read_text().rstrip()) for p in root_files) < ada.chars
    assert ws.always_loaded_chars == total.used
    assert not any(c.path and c.path.startswith("personas/") for c in ws.caps)
    assert _rows(ws) == [(2, "personas/ada/SOUL.md", True), (2, "personas/rex/SOUL.md", True)]


def test_hermes_soul_beside_memories_is_hermes_persona() -> None:
    ws = _scan("hermes-home")
    assert ws.get("SOUL.md").layouts == ("hermes",)
    assert ws.get("SOUL.md").always_loaded and "openclaw" not in ws.layouts
    assert len(ws.hermes_entries["memories/MEMORY.md"]) == 3
    assert set(ws.loaded_by_agent) == {"hermes"}


def test_nested_claude_md_is_on_demand_and_claude_never_loads_agents_md() -> None:
    ws = _scan("nested-claude")
    assert not ws.get("services/api/CLAUDE.md").always_loaded
    assert ws.loaded_by_agent["claude-code"]["chars"] == ws.get("CLAUDE.md").chars
    assert ws.always_loaded_chars == ws.get("CLAUDE.md").chars + ws.get("AGENTS.md").chars


def test_pointers_are_links_and_cells_not_prose() -> None:
    ws = _scan("pointers")
    assert _rows(ws) == [(5, "memory/deploy notes.md", True), (6, "memory/café.md", True),
                         (7, "memory/people", True), (8, "memory/projects/Apollo.md", True)]
    assert ws.dangling == [] and ws.orphans == []


def test_learnings_logs_projects_and_people() -> None:
    assert {f.path: f.role for f in _scan("learnings").files if f.path != "MEMORY.md"} == {
        "learnings/2026-11-02-retry-backoff.md": "lesson", "learnings/2026-11-09-migrations.md": "lesson"}
    dot = _scan("dot-learnings")
    assert {f.path for f in dot.files if f.role == "lesson"} == {".learnings/ERRORS.md", ".learnings/LEARNINGS.md"}
    assert [r.resolved for r in dot.index] == [".learnings/ERRORS.md", ".learnings/LEARNINGS.md"]
    cron = _scan("cron-history")
    assert {f.role for f in cron.files if f.path.startswith("cron/")} == {"log"} and cron.orphans == []
    people = _scan("projects-people")
    assert _rows(people) == [(4, "projects/atlas.md", True), (5, "people/lee.md", True)]
    assert people.orphans == ["people/kim.md"]


def test_lint_noise_is_gone_and_the_pasted_exception_is_flagged() -> None:
    root = CONVENTIONS / "lint-noise"
    report = lint_workspace(scan_workspace(root), config=load_config(root))
    rules = [(f.rule, f.path, f.line) for f in report.findings if not f.rule.startswith("topic.")]
    assert rules == [("index.error-text", "MEMORY.md", 4)]


def test_code_lines_cover_fenced_and_indented_blocks() -> None:
    text = (CONVENTIONS / "lint-noise" / "AGENTS.md").read_text()
    lines = md.code_lines(text)
    assert {11, 13, 14, 15} <= lines and not {4, 9} & lines
