"""Helpers for the lint tests: write a workspace to disk, scan it for real, lint it."""

from __future__ import annotations

from pathlib import Path

import pytest

from memtui.core.config import load_config
from memtui.core.lint.finding import Finding, LintReport
from memtui.core.lint.runner import lint_workspace
from memtui.core.lint.threat_scan import ThreatScanner
from memtui.core.workspace import scan_workspace


def semantic_scanner() -> ThreatScanner:
    """The threat scanner with its semantic layer (the real bank and model), or the test skips with why not."""
    made = ThreatScanner.create(semantic=True)
    if made.semantic is None:
        pytest.skip(made.notice or "semantic layer unavailable")
    return made


def write_tree(root: Path, files: dict[str, str]) -> Path:
    """Write `files` (root-relative path -> text) under `root`."""
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def lint_tree(root: Path, files: dict[str, str] | None = None, rules: list[str] | None = None, *,
              notices: bool = False) -> LintReport:
    """Write the files (if any), scan the workspace and lint it with its own memtui.toml.

    A report with notices (a check that could not run, a file it could not read, a config it
    could not use) fails the test unless the test expects them (`notices=True`): a "clean"
    workspace must be clean because every check ran and found nothing."""
    if files:
        write_tree(root, files)
    report = lint_workspace(scan_workspace(root), rules=rules, config=load_config(root))
    if not notices:
        assert not report.notices, f"unexpected lint notices: {report.notices}"
    return report


def hits(report: LintReport, rule: str) -> list[Finding]:
    return [f for f in report.findings if f.rule == rule]


def topic(title: str = "Deploy", body: str = "- Deploys go through the release pipeline.\n",
          created: str = "2026-10-01", last_used: str = "2026-11-01") -> str:
    """A well-formed topic file."""
    return (f"---\ntitle: {title}\nkeywords: [deploy]\ncreated: {created}\nlast_used: {last_used}\n---\n"
            f"# {title}\n\n{body}")
