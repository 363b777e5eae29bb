"""Duplicate rules: the same fact in two files, near-duplicate candidates, older snapshots."""

from __future__ import annotations

import shutil
from pathlib import Path

from memtui.core.lint.rules_duplicates import no_information
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


def test_template_fields_with_no_information_are_not_duplicates(tmp_path: Path) -> None:
    """repro26 D15: task logs share `- **Areas for Improvement**: None`; that is a template, not a fact."""
    root = tmp_path / "logs"
    shutil.copytree(Path(__file__).resolve().parent.parent / "fixtures" / "repro26" / "dup-template-fields", root)
    assert hits(lint_tree(root, rules=["dup.exact"]), "dup.exact") == []
    fact = "- **Deploy**: staging deploys need the VPN and run from the bastion host\n"
    checklist = "- [x] Done\n- **Blockers**: N/A\n"
    for name in ("2026-11-01_fix_parser.md", "2026-11-02_add_cache.md"):
        path = root / "agent" / "task-logs" / name
        path.write_text(path.read_text() + fact + checklist, encoding="utf-8")
    [finding] = hits(lint_tree(root, rules=["dup.exact"]), "dup.exact")     # the real fact still is one
    assert finding.path.endswith("2026-11-02_add_cache.md") and finding.line == 17


def test_no_information_lines() -> None:
    assert no_information("- **Areas for Improvement**: None")
    assert no_information("- **Status:** Completed.") and no_information("3. Result: N/A")
    assert no_information("- [x] Done") and no_information("- [ ] **Reviewed**: N/A")
    assert not no_information("- [ ] Port 5 ROSA tools as proof-of-concept")      # a planned task: a fact
    assert not no_information("- **Outcome**: merged after review")
    assert not no_information("- Deploy: staging needs the VPN")
