"""Operator tests of session 26, fixed: `lint --fix-move` puts the pointer row into the index's pointer table
of a MEMORY.md with several tables; `review apply` of an archived orphan leaves no orphan behind and says the
original was removed; a malformed id is refused before the queue is built, a whole id found before the
conflict scan."""

from __future__ import annotations

import time
from datetime import date
from pathlib import Path

import pytest

from memtui.cli import main
from memtui.core.lint.fix import apply_plan, plan_move_section
from memtui.core.review import build_queue
from memtui.core.workspace import scan_workspace
from tests.core.lint_helpers import lint_tree, write_tree

SEVERAL_TABLES = """# Memory

## Accounts

| Service | Profile | Notes |
|---|---|---|
| GitHub | octo-bot | read-only token |

## Repos

| Repo | Path |
|---|---|
| api | ~/src/api |
| web | ~/src/web |

## Topics

| Topic | File | Keywords |
|---|---|---|
| Deploys | memory/deploys.md | deploy, release |

## Build notes

The build uses pnpm 9 and Node 22.
Cache lives in ~/.cache/pnpm.

## People

| Name | File |
|---|---|
| Ana | memory/people/ana.md |

## Contacts

| Name | Role |
|---|---|
| Ana | on-call |
"""
TODAY = date(2026, 12, 1)


def _root(tmp_path: Path, index: str = SEVERAL_TABLES) -> Path:
    return write_tree(tmp_path, {"MEMORY.md": index, "memory/deploys.md": "# Deploys\n",
                                 "memory/people/ana.md": "# Ana\n"})


def test_the_row_goes_into_the_nearest_pointer_table_above(tmp_path: Path) -> None:
    """Not the `| Repo | Path |` table of folders (first with a Path column), not the People table below."""
    root = _root(tmp_path)
    plan = plan_move_section(root, "Build notes", "memory/build.md", today=TODAY)
    apply_plan(plan)
    lines = (root / "MEMORY.md").read_text().splitlines()
    row = lines.index("| Build notes | memory/build.md | build, notes |")
    assert lines[row - 1] == "| Deploys | memory/deploys.md | deploy, release |"
    assert "| web | ~/src/web |" in lines and lines[lines.index("| web | ~/src/web |") + 1] == ""
    assert "## Build notes" not in lines and (root / "memory/build.md").is_file()
    assert any(r.resolved == "memory/build.md" for r in scan_workspace(root).index)


def test_a_section_above_every_pointer_table_uses_the_first_one_below(tmp_path: Path) -> None:
    index = SEVERAL_TABLES.replace("## Build notes\n\nThe build uses pnpm 9 and Node 22.\nCache lives in "
                                   "~/.cache/pnpm.\n\n", "")
    index = index.replace("## Accounts", "## Build notes\n\nThe build uses pnpm 9 and Node 22.\n\n## Accounts")
    root = _root(tmp_path, index)
    apply_plan(plan_move_section(root, "Build notes", "memory/build.md", today=TODAY))
    lines = (root / "MEMORY.md").read_text().splitlines()
    assert lines[lines.index("| Build notes | memory/build.md | build, notes |") - 1].startswith("| Deploys |")


def test_a_profile_column_is_not_a_file_column(tmp_path: Path) -> None:
    index = "# Memory\n\n| Topic | Profile | File |\n|---|---|---|\n| Deploys | ops | memory/deploys.md |\n\n" \
            "## Build notes\n\nThe build uses pnpm 9.\n"
    root = _root(tmp_path, index)
    apply_plan(plan_move_section(root, "Build notes", "memory/build.md", today=TODAY))
    assert "| Build notes |  | memory/build.md |" in (root / "MEMORY.md").read_text()


def _orphan_workspace(tmp_path: Path) -> Path:
    return write_tree(tmp_path, {
        "MEMORY.md": "# Memory\n\n- [Deploys](memory/deploys.md)\n",
        "memory/deploys.md": "---\nname: deploys\ndescription: deploys\nlast_used: 2026-11-30\n---\n# Deploys\n",
        "memory/old.md": "---\nname: old\ndescription: old notes\nlast_used: 2025-01-02\n---\n# Old\n"
                         "The old VPN host was vpn1.example.com.\n",
    })


def test_archiving_an_orphan_leaves_no_orphan(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _orphan_workspace(tmp_path)
    [item] = build_queue(root, ["orphan"]).items
    assert item.action == "archive"
    assert main(["review", "apply", item.id, "--root", str(root), "--yes"]) == 0
    out = capsys.readouterr().out
    assert "  wrote archive/memory/old.md (new)" in out
    assert "  removed memory/old.md (backup: .memtui/backups/memory/old.md." in out
    assert not (root / "memory/old.md").exists() and (root / "archive/memory/old.md").is_file()
    assert scan_workspace(root).orphans == []
    assert not [f for f in lint_tree(root, rules=["map"]).findings if f.rule == "map.orphan"]
    assert build_queue(root, ["orphan"]).items == []


def test_a_malformed_id_is_refused_before_the_queue_is_built(tmp_path: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    root = _orphan_workspace(tmp_path)
    started = time.process_time()
    assert main(["review", "apply", "not-an-id", "--root", str(root)]) == 2
    assert time.process_time() - started < 1.0
    assert "is not an item id: ids are 12 hexadecimal characters" in capsys.readouterr().err
    assert not (root / ".memtui").exists()       # no journal snapshot, no queue: nothing was built


def test_a_whole_id_is_found_in_the_staged_lookup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _orphan_workspace(tmp_path)
    [item] = build_queue(root, ["orphan"]).items
    assert main(["review", "apply", item.id.upper(), "--root", str(root)]) == 0
    assert "archive/memory/old.md" in capsys.readouterr().out
    assert main(["review", "apply", "0123456789ab", "--root", str(root)]) == 2
    assert "no item '0123456789ab'" in capsys.readouterr().err
