"""Review items that move and archive files: an index over budget moves a section (the guard of
`lint --fix-move`), orphans unused for long and exact copies go to the archive — each applied
atomically with backups, index rows removed or repointed in the same apply, refused on a change."""

from __future__ import annotations

from pathlib import Path

import pytest

from memtui.core.fsio import ConflictError
from memtui.core.history import Journal
from memtui.core.review import apply_item, build_queue
from tests.core.history_helpers import make_workspace


def _index(root: Path, *sections: str) -> None:
    (root / "MEMORY.md").write_text("# Memory\n\n- Team: [team](memory/team.md)\n\n" + "\n\n".join(sections) + "\n")


def _section(title: str, n: int, text: str) -> str:
    return f"## {title}\n\n" + "\n".join(f"- {text} {i}." for i in range(n))


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return make_workspace(tmp_path / "ws")


def test_index_over_budget_moves_its_largest_safe_section(root: Path) -> None:
    _index(root, _section("Small notes", 5, "The cache is warmed at six"),
           _section("Deploy notes", 70, "Deploy step: the worker pool restarts region by region, slowly, step"))
    queue = build_queue(root, ["budget"])
    [item] = [i for i in queue.items if i.payload["rule"] == "index.size"]
    assert item.action == "move"
    assert item.notes[0].startswith("move section 'Deploy notes'")
    assert any("loads only on demand" in n for n in item.notes)
    assert "+++ b/memory/deploy-notes.md" in item.diff and "+- See [memory/deploy-notes.md]" in item.diff
    written = apply_item(queue, item)
    assert sorted(written) == ["MEMORY.md", "memory/deploy-notes.md"]
    assert "Deploy step" not in (root / "MEMORY.md").read_text()
    assert "Deploy step: the worker pool" in (root / "memory/deploy-notes.md").read_text()
    assert list((root / ".memtui" / "backups").rglob("MEMORY.md.*.bak"))
    assert not [i for i in build_queue(root, ["budget"]).items if i.payload["rule"] == "index.size"]


def test_budget_move_never_hides_a_finding_and_warns_about_rules(root: Path) -> None:
    _index(root, _section("Rules", 60, "Always run the full test suite before you push the branch, check"),
           "## Broken\n\n" + "\n".join(f"- See [gone {i}](memory/gone-{i}.md) for the old notes on the cluster." for i in range(80)))
    queue = build_queue(root, ["budget"])
    [item] = [i for i in queue.items if i.payload["rule"] == "index.size"]
    assert item.notes[0].startswith("move section 'Rules'")           # the dangling section is never proposed
    assert any(n.startswith("warning: ⚠ MEMORY.md is loaded into every prompt") for n in item.notes)


def test_budget_move_refused_when_the_index_changed(root: Path) -> None:
    _index(root, _section("Deploy notes", 80, "Deploy step: the worker pool restarts region by region, slowly"))
    queue = build_queue(root, ["budget"])
    [item] = [i for i in queue.items if i.payload["rule"] == "index.size"]
    (root / "MEMORY.md").write_text((root / "MEMORY.md").read_text() + "- a late edit\n")
    with pytest.raises(ConflictError):
        apply_item(queue, item)
    assert not (root / "memory/deploy-notes.md").exists()


def test_orphan_unused_for_long_is_archived_with_a_backup(root: Path) -> None:
    (root / "memory/old.md").write_text("---\ntitle: Old\nlast_used: 2025-01-02\n---\n# Old\n\n- The VPN config is in the vault.\n")
    (root / "memory/fresh.md").write_text("# Fresh\n\n- Written today, not in the index yet.\n")
    queue = build_queue(root, ["orphan"])
    by_path = {i.payload["path"]: i for i in queue.items}
    assert by_path["memory/fresh.md"].action == "edit"                  # recent: propose an index row
    item = by_path["memory/old.md"]
    assert item.action == "archive" and {"archive", "edit"} <= set(item.writes)
    assert "+++ b/archive/memory/old.md" in item.diff and "--- a/memory/old.md\n+++ /dev/null" in item.diff
    assert sorted(apply_item(queue, item)) == ["archive/memory/old.md", "memory/old.md"]
    assert not (root / "memory/old.md").exists()
    assert "VPN config" in (root / "archive/memory/old.md").read_text()
    assert list((root / ".memtui" / "backups").rglob("old.md.*.bak"))
    assert [r.source for r in Journal(root).store.records() if r.path == "memory/old.md"][-1] == "memtui"
    assert not [i for i in build_queue(root, ["orphan"]).items if "old.md" in i.payload["path"]]


def test_exact_copy_is_archived_and_its_rows_repointed(root: Path) -> None:
    (root / "memory/team-copy.md").write_text((root / "memory/team.md").read_text())
    (root / "memory-map.md").write_text("| Keyword | Category | File |\n|---|---|---|\n| team | memory | memory/team-copy.md |\n")
    queue = build_queue(root, ["duplicate"])
    [item] = [i for i in queue.items if i.action == "archive"]
    assert item.payload == {"path": "memory/team-copy.md", "archive": "archive/memory/team-copy.md", "keep": "memory/team.md"}
    apply_item(queue, item)
    assert "| team | memory | memory/team.md |" in (root / "memory-map.md").read_text()
    assert not (root / "memory/team-copy.md").exists()


def test_archive_refused_when_the_file_changed_and_nothing_is_written(root: Path) -> None:
    (root / "memory/old.md").write_text("---\nlast_used: 2025-01-02\n---\n# Old\n\n- The VPN config is in the vault.\n")
    queue = build_queue(root, ["orphan"])
    [item] = [i for i in queue.items if i.action == "archive"]
    (root / "memory/old.md").write_text("---\nlast_used: 2025-01-02\n---\n# Old\n\n- Changed meanwhile.\n")
    with pytest.raises(ConflictError):
        apply_item(queue, item)
    assert (root / "memory/old.md").read_text().endswith("- Changed meanwhile.\n")
    assert not (root / "archive/memory/old.md").exists()


def test_a_moves_notes_are_in_the_json_beside_the_documented_keys(root: Path) -> None:
    _index(root, _section("Deploy notes", 80, "Deploy step: the worker pool restarts region by region, slowly"))
    [doc] = [i.to_json() for i in build_queue(root, ["budget"]).items if i.payload["rule"] == "index.size"]
    assert set(doc["proposal"]) == {"action", "diff"} and doc["proposal"]["action"] == "move"
    assert doc["notes"][0].startswith("move section 'Deploy notes'")
