"""Topic rules: length, frontmatter keys (three-layer and Claude Code), dates and their order."""

from __future__ import annotations

from pathlib import Path

from tests.core.lint_helpers import hits, lint_tree, topic

MAP = "| Keyword | Category | File |\n|---|---|---|\n"


def _files(**topics: str) -> dict[str, str]:
    rows = "".join(f"| {name} | domain | docs/domain/{name}.md |\n" for name in topics)
    return {"memory-map.md": MAP + rows, **{f"docs/domain/{n}.md": t for n, t in topics.items()}}


def test_topic_over_50_lines_suggests_a_split(tmp_path: Path) -> None:
    long = topic(body="".join(f"- fact {i}\n" for i in range(60)))
    report = lint_tree(tmp_path, _files(long=long, short=topic()), rules=["topic.too-long"])
    [finding] = hits(report, "topic.too-long")
    assert (finding.path, finding.line, finding.end_line) == ("docs/domain/long.md", 51, 68)


def test_missing_frontmatter_and_missing_keys(tmp_path: Path) -> None:
    report = lint_tree(tmp_path, _files(
        bare="# Bare\n\n- no frontmatter at all\n",
        partial="---\ntitle: Partial\ncreated: 2026-01-02\n---\n# Partial\n",
        good=topic(),
    ), rules=["topic.frontmatter"])
    by_path = {f.path: f.message for f in hits(report, "topic.frontmatter")}
    assert set(by_path) == {"docs/domain/bare.md", "docs/domain/partial.md"}
    assert by_path["docs/domain/bare.md"].startswith("no frontmatter")
    assert "keywords, last_used" in by_path["docs/domain/partial.md"]


def test_claude_code_topics_need_name_description_type(tmp_path: Path) -> None:
    files = {
        "CLAUDE.md": "# P\n",
        "MEMORY.md": "- [debugging](memory/debugging.md)\n- [style](memory/style.md)\n",
        "memory/debugging.md": "---\nname: debugging\ndescription: how we debug\ntype: project\n---\nbody\n",
        "memory/style.md": "---\nname: style\n---\nbody\n",
    }
    report = lint_tree(tmp_path, files, rules=["topic.frontmatter"])
    [finding] = hits(report, "topic.frontmatter")
    assert finding.path == "memory/style.md" and "description, type" in finding.message


def test_invalid_dates_are_reported_at_their_key_line(tmp_path: Path) -> None:
    bad = "---\ntitle: T\nkeywords: [t]\ncreated: 2026-13-40\nlast_used: last week\n---\n# T\n"
    report = lint_tree(tmp_path, _files(bad=bad, good=topic()), rules=["topic.date"])
    assert sorted((f.path, f.line) for f in hits(report, "topic.date")) == [
        ("docs/domain/bad.md", 4), ("docs/domain/bad.md", 5)]


def test_last_used_before_created(tmp_path: Path) -> None:
    report = lint_tree(tmp_path, _files(
        backwards=topic(created="2026-11-01", last_used="2026-10-01"),
        same_day=topic(created="2026-11-01", last_used="2026-11-01"),
        iso=topic(created="2026-11-01", last_used="2026-11-02T09:30:00Z"),
    ), rules=["topic.date-order", "topic.date"])
    assert [(f.rule, f.path, f.line) for f in report.findings] == [
        ("topic.date-order", "docs/domain/backwards.md", 5)]


def test_broken_frontmatter_is_one_finding_not_several(tmp_path: Path) -> None:
    broken = "---\ntitle: T\nthis is not yaml\n"
    report = lint_tree(tmp_path, _files(broken=broken), rules=["topic"])
    assert [f.rule for f in report.findings] == ["topic.frontmatter-invalid"]


def test_daily_logs_and_snapshots_are_not_topics(tmp_path: Path) -> None:
    files = {"memory/2026-11-27.md": "- did things\n", "tasks/sessions/2026-11-27.md": "# snapshot\n",
             "SOUL.md": "# soul\n"}
    report = lint_tree(tmp_path, files, rules=["topic"])
    assert report.findings == []
