"""Pointers are read from the source text: table cells keep their underscores, a link is one pointer.

The texts are the realdata25 tester's reductions (repro 10: agent-ros-bridge MEMORY.md tables;
repro 06: ai-news-daily MEMORY.md `[memory/专题.md](./memory/)`)."""

from __future__ import annotations

from pathlib import Path

from memtui.core import markdown as md
from memtui.core.workspace import scan_workspace
from tests.core.lint_helpers import hits, lint_tree

UNDERSCORES = """# Project memory

| Document | Purpose |
|----------|---------|
| RELEASE_NOTES_v1.md | what shipped |
| `AUDIT_REPORT_v1.md` | last audit |

- `AUDIT_REPORT_v1.md` — same file, as a list item
"""

LINK_TEXT = """# Long-term memory

| File | What |
|------|------|
| [CONFIG.md](./CONFIG.md) | settings and how-tos |
| [memory/topics.md](./memory/) | topic notes, one per subject |
"""


def test_table_cells_keep_underscores_in_and_out_of_backticks() -> None:
    found = [(p.line, p.target) for p in md.pointers(UNDERSCORES)]
    assert found == [(5, "RELEASE_NOTES_v1.md"), (6, "AUDIT_REPORT_v1.md"), (8, "AUDIT_REPORT_v1.md")]


def test_a_cell_of_only_a_path_is_a_pointer_whatever_its_marks() -> None:
    table = "| Doc | Why |\n|---|---|\n| __init__.md | a |\n| _notes.md_ | b |\n| **a_b.md** | c |\n| see a_b.md | d |\n"
    assert [(p.line, p.target) for p in md.pointers(table)] == [(3, "__init__.md"), (4, "notes.md"), (5, "a_b.md")]


def test_cell_text_keeps_intraword_underscores_and_code_spans() -> None:
    assert md.cell_text("RELEASE_NOTES_v1.md") == "RELEASE_NOTES_v1.md"
    assert md.cell_text("`__init__.md`") == "__init__.md"
    assert md.cell_text("**bold** and _em_ [label](x.md)") == "bold and em label"


def test_underscored_table_pointers_are_not_dangling(tmp_path: Path) -> None:
    files = {"MEMORY.md": UNDERSCORES, "RELEASE_NOTES_v1.md": "# Notes\n", "AUDIT_REPORT_v1.md": "# Audit\n"}
    report = lint_tree(tmp_path, files, rules=["map"])
    assert hits(report, "map.dangling") == [] and report.exit_code() == 0
    ws = scan_workspace(tmp_path)
    assert [(r.line, r.resolved, r.exists) for r in ws.index] == [
        (5, "RELEASE_NOTES_v1.md", True), (6, "AUDIT_REPORT_v1.md", True), (8, "AUDIT_REPORT_v1.md", True)]


def test_a_link_is_one_pointer_its_target() -> None:
    found = [(p.line, p.target, p.kind) for p in md.pointers(LINK_TEXT)]
    assert found == [(5, "./CONFIG.md", "table"), (6, "./memory/", "table")]
    listed = "- [CONFIG.md](./CONFIG.md)\n- see [memory/topics.md](./memory/) for topics\n"
    assert [(p.line, p.target) for p in md.pointers(listed)] == [(1, "./CONFIG.md"), (2, "./memory/")]


def test_a_link_to_a_folder_is_a_folder_not_a_missing_file(tmp_path: Path) -> None:
    files = {"MEMORY.md": LINK_TEXT, "CONFIG.md": "# Config\n", "memory/2026-03-01.md": "# day\n"}
    report = lint_tree(tmp_path, files, rules=["map"])
    assert hits(report, "map.dangling") == [] and report.exit_code() == 0
    ws = scan_workspace(tmp_path)
    assert [(r.line, r.resolved, r.exists) for r in ws.index] == [(5, "CONFIG.md", True), (6, "memory", True)]
