"""The assisted fix: preview writes nothing; apply writes all three files with backups or none."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from memtui.core.fsio import ConflictError, read_file
from memtui.core.lint.fix import FileChange, FixError, FixPlan, apply_plan, plan_move_section
from tests.core.lint_helpers import lint_tree, topic, write_tree

TABLE_INDEX = (
    "# Index\n\n| Topic | File |\n|---|---|\n| Deploy | docs/domain/deploy.md |\n\n"
    "## Deploy gotchas\n\n- Fly deploys fail if the volume is attached twice.\n- Build cache key needs the lockfile.\n\n"
    "## Always read\n\n- `AGENTS.md`\n"
)
MAP = "# Map\n\n| Keyword | Category | File |\n|---|---|---|\n| deploy | domain | docs/domain/deploy.md |\n"
TODAY = date(2026, 11, 29)


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return write_tree(tmp_path, {"MEMORY.md": TABLE_INDEX, "memory-map.md": MAP, "AGENTS.md": "# Rules\n",
                                 "docs/domain/deploy.md": topic()})


def _snapshot(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_preview_writes_nothing_and_shows_all_three_files(root: Path) -> None:
    before = _snapshot(root)
    plan = plan_move_section(root, "deploy gotchas", "docs/patterns/deploy-gotchas.md", today=TODAY)
    assert _snapshot(root) == before
    assert [c.path for c in plan.changes] == ["docs/patterns/deploy-gotchas.md", "memory-map.md", "MEMORY.md"]
    diff = plan.diff()
    assert "+++ b/docs/patterns/deploy-gotchas.md" in diff and "--- /dev/null" in diff
    assert "+| deploy, gotchas | patterns | docs/patterns/deploy-gotchas.md |" in diff
    assert "-## Deploy gotchas" in diff


def test_apply_moves_the_section_and_keeps_backups(root: Path) -> None:
    plan = plan_move_section(root, "Deploy gotchas", "docs/patterns/deploy-gotchas.md", today=TODAY)
    applied = apply_plan(plan)
    new_topic = (root / "docs/patterns/deploy-gotchas.md").read_text()
    assert new_topic.startswith("---\ntitle: Deploy gotchas\nkeywords: [deploy, gotchas]\ncreated: 2026-11-29\n")
    assert "- Fly deploys fail if the volume is attached twice." in new_topic
    index = (root / "MEMORY.md").read_text()
    assert "## Deploy gotchas" not in index and "| Deploy gotchas | docs/patterns/deploy-gotchas.md |" in index
    assert index.endswith("- `AGENTS.md`\n")
    assert "| deploy, gotchas | patterns | docs/patterns/deploy-gotchas.md |" in (root / "memory-map.md").read_text()
    backups = {a.path: a.backup for a in applied}
    assert backups["docs/patterns/deploy-gotchas.md"] is None
    assert backups["MEMORY.md"].read_text() == TABLE_INDEX and backups["memory-map.md"].read_text() == MAP
    report = lint_tree(root, rules=["map", "topic"])
    assert report.findings == []            # the new topic is mapped, pointed to and well-formed


def test_bullet_index_keeps_the_heading_with_a_pointer(tmp_path: Path) -> None:
    index = "# Index\n\n## Webhooks\n\n- Stripe retries 3 days.\n- Slack needs the signing secret.\n"
    write_tree(tmp_path, {"MEMORY.md": index})
    plan = plan_move_section(tmp_path, "L3", "memory/webhooks.md", keywords=["webhooks", "stripe"], today=TODAY)
    apply_plan(plan)
    assert (tmp_path / "MEMORY.md").read_text() == "# Index\n\n## Webhooks\n- See [memory/webhooks.md](memory/webhooks.md)\n"
    assert "keywords: [webhooks, stripe]" in (tmp_path / "memory/webhooks.md").read_text()
    assert any("no memory-map.md" in n for n in plan.notes)


def test_conflict_on_any_file_writes_nothing(root: Path) -> None:
    plan = plan_move_section(root, "Deploy gotchas", "docs/patterns/deploy-gotchas.md", today=TODAY)
    (root / "memory-map.md").write_text(MAP + "| agent | wrote | this.md |\n")     # the agent wrote meanwhile
    before = _snapshot(root)
    with pytest.raises(ConflictError):
        apply_plan(plan)
    assert _snapshot(root) == before
    assert not (root / ".memtui").exists()


def test_destination_created_meanwhile_is_a_conflict(root: Path) -> None:
    plan = plan_move_section(root, "Deploy gotchas", "docs/patterns/deploy-gotchas.md", today=TODAY)
    write_tree(root, {"docs/patterns/deploy-gotchas.md": "agent's own file\n"})
    with pytest.raises(ConflictError):
        apply_plan(plan)
    assert (root / "docs/patterns/deploy-gotchas.md").read_text() == "agent's own file\n"
    assert (root / "MEMORY.md").read_text() == TABLE_INDEX


def test_failed_write_undoes_the_earlier_ones(root: Path) -> None:
    plan = plan_move_section(root, "Deploy gotchas", "docs/patterns/deploy-gotchas.md", today=TODAY)
    # A change that cannot be written (its parent is a regular file) after the real ones.
    broken = FixPlan(root, plan.summary, plan.changes + [FileChange("AGENTS.md/x.md", None, "x", None)])
    with pytest.raises(FixError, match="nothing was changed"):
        apply_plan(broken)
    assert (root / "MEMORY.md").read_text() == TABLE_INDEX
    assert (root / "memory-map.md").read_text() == MAP
    assert not (root / "docs/patterns/deploy-gotchas.md").exists()


@pytest.mark.parametrize("section,dest,message", [
    ("No such heading", "memory/x.md", "no section"),
    ("Deploy gotchas", "docs/domain/deploy.md", "already exists"),
    ("Deploy gotchas", "../outside.md", "inside the workspace"),
    ("Deploy gotchas", "memory/x.txt", ".md path"),
])
def test_bad_requests_are_refused(root: Path, section: str, dest: str, message: str) -> None:
    with pytest.raises(FixError, match=message):
        plan_move_section(root, section, dest)


def test_non_utf8_index_is_refused(tmp_path: Path) -> None:
    (tmp_path / "MEMORY.md").write_bytes(b"# Index\n\n## Caf\xe9\n\n- x\n")
    with pytest.raises(FixError, match="UTF-8"):
        plan_move_section(tmp_path, "L3", "memory/cafe.md")
    assert read_file(tmp_path / "MEMORY.md").data == b"# Index\n\n## Caf\xe9\n\n- x\n"


def test_section_at_and_suggested_destination() -> None:
    from memtui.core.lint.fix import section_at, suggest_destination

    text = "# Index\n\nintro\n\n## Deploy gotchas\n\n- one\n- two\n## 배포 메모\n- 셋\n"
    assert section_at(text, 8).title == "Deploy gotchas"
    assert section_at(text, 10).title == "배포 메모"
    assert section_at(text, 1).title == "Index"
    assert section_at("no headings\n", 1) is None
    assert suggest_destination("Deploy gotchas") == "memory/deploy-gotchas.md"
    assert suggest_destination("배포 메모 (v2)") == "memory/배포-메모-v2.md"
    assert suggest_destination("???") == "memory/topic.md"
