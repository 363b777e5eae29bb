"""realdata28 repro 01: `memtui review apply ID` on an orphan of a workspace with no index file (AGENTS.md +
docs/, nothing to add a pointer to) has no automatic edit: the preview and `--yes` both say so in one line and
exit 1 (`--json`: one JSON error document on stdout), no traceback, nothing written. On the tester's files
(tests/fixtures/repro28/review-orphan-no-index)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from memtui.cli import main

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "repro28" / "review-orphan-no-index"


def _snapshot(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*")
            if p.is_file() and ".memtui" not in p.parts}


def test_an_orphan_with_no_index_to_point_from_is_refused_in_one_line(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    assert main(["review", "--root", str(root), "--json", "--kind", "orphan"]) == 0
    items = json.loads(capsys.readouterr().out)["items"]
    assert items, "the fixture has an orphan topic file"
    item_id = items[0]["id"]
    before = _snapshot(root)

    assert main(["review", "apply", item_id, "--root", str(root)]) == 1
    preview = capsys.readouterr()
    assert "no automatic edit" in preview.err and "nothing to write" not in preview.out

    assert main(["review", "apply", item_id, "--root", str(root), "--yes"]) == 1
    applied = capsys.readouterr()
    assert applied.err.count("\n") == 1 and f"memtui review ignore {item_id}" in applied.err
    assert "Traceback" not in applied.err

    assert main(["review", "apply", item_id, "--root", str(root), "--yes", "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert doc["exit_code"] == 1 and doc["id"] == item_id and "no automatic edit" in doc["error"]
    assert _snapshot(root) == before
