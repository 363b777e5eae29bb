"""Duplicate rules: the same fact in two files, near-duplicate candidates, older snapshots."""

from __future__ import annotations

from pathlib import Path

from tests.core.lint_helpers import hits, lint_tree, topic

MAP = ("| Keyword | Category | File |\n|---|---|---|\n| a | domain | docs/domain/a.md |\n"
       "| b | domain | docs/domain/b.md |\n")


def test_same_fact_in_two_files_is_a_warning_on_the_second(tmp_path: Path) -> None:
    fact = "- The payments worker retries webhooks five times with backoff.\n"
    files = {"memory-map.md": MAP, "docs/domain/a.md": topic("A", fact),
             "docs/domain/b.md": topic("B", "- Something else entirely about invoices.\n" + fact.upper())}
    report = lint_tree(tmp_path, files, rules=["dup"])
    [finding] = hits(report, "dup.exact")
    assert (finding.path, finding.line) == ("docs/domain/b.md", 10)
    assert "docs/domain/a.md:9" in finding.message


def test_near_duplicate_is_an_info_candidate(tmp_path: Path) -> None:
    files = {
        "memory-map.md": MAP,
        "docs/domain/a.md": topic("A", "- The payments worker retries failed Stripe webhooks five times with backoff.\n"),
        "docs/domain/b.md": topic("B", "- The payments worker retries failed Stripe webhooks six times with backoff.\n"),
    }
    report = lint_tree(tmp_path, files, rules=["dup"])
    assert [(f.rule, f.severity, f.path) for f in report.findings] == [("dup.near", "info", "docs/domain/b.md")]


def test_related_but_different_facts_are_not_duplicates(tmp_path: Path) -> None:
    files = {
        "memory-map.md": MAP,
        "docs/domain/a.md": topic("A", "- The payments worker retries webhooks with exponential backoff.\n"),
        "docs/domain/b.md": topic("B", "- The billing dashboard shows failed webhooks from the last week.\n"),
    }
    assert lint_tree(tmp_path, files, rules=["dup"]).findings == []


def test_only_the_latest_snapshot_counts(tmp_path: Path) -> None:
    files = {f"tasks/sessions/2026-11-{d}.md": f"# Session {d}\n" for d in ("20", "24", "27")}
    report = lint_tree(tmp_path, files, rules=["snapshot"])
    assert sorted(f.path for f in report.findings) == ["tasks/sessions/2026-11-20.md", "tasks/sessions/2026-11-24.md"]
    assert all("2026-11-27" in f.message for f in report.findings)


def test_one_snapshot_is_fine(tmp_path: Path) -> None:
    report = lint_tree(tmp_path, {"tasks/sessions/2026-11-27.md": "# S\n"}, rules=["snapshot"])
    assert report.findings == []
