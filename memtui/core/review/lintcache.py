"""The queue's lint report, kept on disk while nothing it depends on changed.

`memtui review` then `memtui review apply ID` build the queue twice; the lint is most of that
time on a large workspace (seconds for 1,000 files) and gives the same findings when no memory file
changed. The report is stored in `<root>/.memtui/review-lint.json` under a key made of every
scanned memory file's path, size and mtime (transcripts, which the lint does not read, are left out:
an agent's session growing does not make it stale), the config file's stat, memtui's version and the lint code's
stat: any change to one of them and the lint runs again. Reading a damaged cache is a miss.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from memtui import __version__
from memtui.core.config import config_path
from memtui.core.history.durable import write_state
from memtui.core.lint.finding import Finding, LintReport
from memtui.core.lint.runner import lint_workspace
from memtui.core.workspace import Workspace

CACHE_NAME = "review-lint.json"
_LINT_CODE = Path(__file__).resolve().parent.parent / "lint"


def cache_key(ws: Workspace) -> str:
    """What the lint of this scan depends on, hashed."""
    digest = hashlib.sha256(__version__.encode())
    for f in sorted(ws.memory_files(), key=lambda f: f.path):     # the lint reads no transcript
        digest.update(f"\0{f.path}\0{f.size}\0{f.mtime!r}\0{f.error or ''}".encode("utf-8", "surrogatepass"))
    for path in [config_path(ws.root), *sorted(_LINT_CODE.glob("*.py"))]:
        try:
            st = path.stat()
            digest.update(f"\0{path.name}\0{st.st_size}\0{st.st_mtime_ns}".encode())
        except OSError:
            digest.update(f"\0{path.name}\0-".encode())
    return digest.hexdigest()


def cached_lint(ws: Workspace) -> tuple[LintReport, bool]:
    """The lint report of the scan (from the cache when still valid) and whether it was a hit."""
    path = Path(ws.root) / ".memtui" / CACHE_NAME
    key = cache_key(ws)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("key") == key:
            return LintReport(Path(ws.root), [Finding(**f) for f in data["findings"]], list(data["rules_run"]),
                              list(data["notices"])), True
    except (OSError, ValueError, TypeError, KeyError):
        pass
    report = lint_workspace(ws)
    payload: dict[str, Any] = {"key": key, "rules_run": report.rules_run, "notices": report.notices,
                               "findings": [_finding_json(f) for f in report.findings]}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_state(path, json.dumps(payload, ensure_ascii=False).encode("utf-8"), durable=False)
    except OSError:
        pass                      # a read-only workspace: no cache, same report
    return report, False


def _finding_json(f: Finding) -> dict[str, Any]:
    return {"rule": f.rule, "severity": f.severity, "path": f.path, "line": f.line, "message": f.message,
            "category": f.category, "end_line": f.end_line, "column": f.column, "fix": f.fix}

