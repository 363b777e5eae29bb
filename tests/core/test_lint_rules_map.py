"""Map rules: dangling pointers (error, at the row) and orphans (warning); unreadable files."""

from __future__ import annotations

from pathlib import Path

from tests.core.lint_helpers import hits, lint_tree, topic

MAP = ("# Map\n\n| Keyword | Category | File |\n|---|---|---|\n"
       "| deploy | domain | docs/domain/deploy.md |\n"
       "| billing | domain | docs/domain/billing.md |\n")


def test_dangling_row_is_an_error_at_its_line(tmp_path: Path) -> None:
    report = lint_tree(tmp_path, {"memory-map.md": MAP, "docs/domain/deploy.md": topic()}, rules=["map"])
    [finding] = hits(report, "map.dangling")
    assert (finding.path, finding.line, finding.severity) == ("memory-map.md", 6, "error")
    assert "docs/domain/billing.md" in finding.message
    assert report.exit_code() == 1


def test_orphan_topic_is_a_warning(tmp_path: Path) -> None:
    files = {"memory-map.md": MAP, "docs/domain/deploy.md": topic(), "docs/domain/billing.md": topic("B"),
             "docs/risks/forgotten.md": topic("Forgotten")}
    report = lint_tree(tmp_path, files, rules=["map"])
    assert [(f.rule, f.path) for f in report.findings] == [("map.orphan", "docs/risks/forgotten.md")]
    assert "memory-map.md" in report.findings[0].fix


def test_a_pointer_from_the_index_is_enough(tmp_path: Path) -> None:
    files = {"MEMORY.md": "- [notes](memory/notes.md)\n", "memory/notes.md": topic("Notes")}
    report = lint_tree(tmp_path, files, rules=["map"])
    assert report.findings == []


def test_non_utf8_file_is_reported_not_fatal(tmp_path: Path) -> None:
    (tmp_path / "docs" / "domain").mkdir(parents=True)
    (tmp_path / "docs" / "domain" / "latin1.md").write_bytes(b"caf\xe9 notes\n")
    report = lint_tree(tmp_path, {"MEMORY.md": "- [l](docs/domain/latin1.md)\n"})
    [finding] = hits(report, "file.unreadable")
    assert finding.path == "docs/domain/latin1.md" and "UTF-8" in finding.message
