"""Audit test helpers: one audit through the real index, embedder, threat scan and auditor."""

from __future__ import annotations

from datetime import date
from pathlib import Path

from memtui.core.audit.beliefs import Auditor
from memtui.core.audit.model import AuditResult
from memtui.core.lint.threats import scan_text
from memtui.core.search.engine import SearchEngine
from tests.core.lint_helpers import write_tree


def audit_written(root: Path, files: dict[str, str] | None, topic: str, today: date) -> AuditResult:
    """Write `files` under `root` (none: use what is there), index and embed them, audit `topic` in hybrid mode."""
    if files:
        write_tree(root, files)
    engine = SearchEngine(root)
    try:
        engine.embed_pending()
        result = Auditor(root, engine, today=today, threat_scan=scan_text).audit(topic)
    finally:
        engine.close()
    assert result.mode == "hybrid"
    return result
