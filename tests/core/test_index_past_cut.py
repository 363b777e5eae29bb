"""Index rows past Claude Code's MEMORY.md cut: "not loaded" in the map and its JSON, at lint's cut.

The text is the realdata25 tester's repro 05 (1000ssam/claude-config: a 249-line auto-memory index)."""

from __future__ import annotations

from pathlib import Path

import pytest

from memtui.cli import main
from memtui.core.workspace import scan_workspace, to_map_json
from tests.core.lint_helpers import hits, lint_tree

MEMORY = ("# Memory\n\n- [early topic](early.md) — seen by the agent\n"
          + "".join(f"- filler note {i}\n" for i in range(1, 201))
          + "- [late topic](late.md) — pointer on line 204, after the 200-line cut\n")
LATE = "---\nname: late\ndescription: late topic\ntype: project\n---\n\nlate fact.\n"
EARLY = "---\nname: early\ndescription: early topic\ntype: project\n---\n\nearly fact.\n"
FILES = {"CLAUDE.md": "# Project\n\nUse pnpm.\n", "memory/MEMORY.md": MEMORY,
         "memory/early.md": EARLY, "memory/late.md": LATE}


def test_rows_past_the_200_line_cut_are_not_loaded(tmp_path: Path) -> None:
    report = lint_tree(tmp_path, FILES, rules=["map", "index.claude-truncated"])
    ws = scan_workspace(tmp_path)
    assert [(r.line, r.resolved, r.status) for r in ws.index] == [
        (3, "memory/early.md", "ok"), (204, "memory/late.md", "not loaded: past line 200")]
    [cut] = hits(report, "index.claude-truncated")
    assert cut.line == 201                                   # the same cut lint names
    assert hits(report, "map.orphan") == []                  # still a row (tests/fixtures/layouts/EXPECTED.md)
    rows = to_map_json(ws)["index"]
    assert rows[1]["not_loaded"] == "past line 200" and "not_loaded" not in rows[0]


def test_the_byte_cut_marks_rows_too(tmp_path: Path) -> None:
    memory = "# Memory\n\n- [early](early.md)\n" + "".join(f"- note {i} {'x' * 300}\n" for i in range(90)) + "- [late](late.md)\n"
    lint_tree(tmp_path, {**FILES, "memory/MEMORY.md": memory}, rules=["map"])
    ws = scan_workspace(tmp_path)
    assert [r.status for r in ws.index] == ["ok", "not loaded: past 25 KB"]
    assert ws.orphans == []


def test_a_memory_under_the_cut_is_all_ok(tmp_path: Path) -> None:
    short = "# Memory\n\n- [early topic](early.md)\n- [late topic](late.md)\n"
    report = lint_tree(tmp_path, {**FILES, "memory/MEMORY.md": short}, rules=["map"])
    assert report.findings == []
    assert [r.status for r in scan_workspace(tmp_path).index] == ["ok", "ok"]


def test_map_text_says_not_loaded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    lint_tree(tmp_path, FILES, rules=["map"], notices=True)
    assert main(["map", "--root", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "not loaded: past line 200 memory/MEMORY.md:204" in out
    assert "ok                        memory/MEMORY.md:3 " in out
