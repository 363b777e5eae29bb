"""What a lint rule reports (`Finding`) and the whole result of a run (`LintReport`).

Findings carry root-relative paths with `/` separators and 1-based lines and columns. The report
offers the views the TUI needs: per file (`by_path`, `for_path`), per line (`lines_for`), the worst
severity of a file (`worst_severity`) and counts for badges (`counts_for`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtui.core.lint.threat_secrets import mask_secrets

SEVERITIES = ("error", "warning", "info")
SEVERITY_RANK = {name: rank for rank, name in enumerate(SEVERITIES)}


@dataclass(frozen=True)
class Finding:
    """One problem at one place in one file."""

    rule: str
    severity: str                  # error | warning | info
    path: str                      # relative to the root, "/" separators
    line: int                      # 1-based; 1 for findings about a whole file
    message: str
    category: str
    end_line: int | None = None
    column: int | None = None      # 1-based, in characters of the raw line
    fix: str | None = None         # a hint: what to do about it

    def __post_init__(self) -> None:
        # A finding never shows a secret whole (messages quote lines; `--json` and the TUI show the message).
        object.__setattr__(self, "message", mask_secrets(self.message))

    def sort_key(self) -> tuple[str, int, int, int, str]:
        return (self.path, self.line, self.column or 0, SEVERITY_RANK[self.severity], self.rule)

    def to_json(self) -> dict[str, Any]:
        """The `memtui lint --json` form of the finding (exactly the documented keys)."""
        return {
            "rule": self.rule,
            "severity": self.severity,
            "path": self.path,
            "line": self.line,
            "end_line": self.end_line,
            "column": self.column,
            "message": self.message,
            "category": self.category,
        }

    def location(self) -> str:
        """`path:line[:column]`, as compilers print it."""
        loc = f"{self.path}:{self.line}"
        return f"{loc}:{self.column}" if self.column else loc


@dataclass
class LintReport:
    """All findings of one run, sorted by path, line, column, severity."""

    root: Path
    findings: list[Finding]
    rules_run: list[str] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)   # config errors, unreadable files, …

    def __post_init__(self) -> None:
        self.findings = sorted(self.findings, key=Finding.sort_key)

    def summary(self) -> dict[str, int]:
        counts = Counter(f.severity for f in self.findings)
        return {name: counts.get(name, 0) for name in SEVERITIES}

    @property
    def has_errors(self) -> bool:
        return any(f.severity == "error" for f in self.findings)

    def exit_code(self) -> int:
        """0 when clean or only warnings/info, 1 when any error."""
        return 1 if self.has_errors else 0

    def by_path(self) -> dict[str, list[Finding]]:
        """Findings grouped by file, files in path order."""
        grouped: dict[str, list[Finding]] = {}
        for finding in self.findings:
            grouped.setdefault(finding.path, []).append(finding)
        return grouped

    def for_path(self, path: str) -> list[Finding]:
        """The findings of one file (empty when it has none)."""
        return [f for f in self.findings if f.path == path]

    def lines_for(self, path: str) -> dict[int, list[Finding]]:
        """The findings of one file keyed by every line they cover (for editor markers)."""
        marks: dict[int, list[Finding]] = {}
        for finding in self.for_path(path):
            last = max(finding.line, finding.end_line or finding.line)
            for line in range(finding.line, last + 1):
                marks.setdefault(line, []).append(finding)
        return marks

    def counts_for(self, path: str) -> dict[str, int]:
        """`{"error": n, "warning": n, "info": n}` for one file (for index-pane badges)."""
        counts = Counter(f.severity for f in self.for_path(path))
        return {name: counts.get(name, 0) for name in SEVERITIES}

    def worst_severity(self, path: str) -> str | None:
        """The most severe level among a file's findings, or None when it has none."""
        levels = [f.severity for f in self.for_path(path)]
        return min(levels, key=SEVERITY_RANK.__getitem__) if levels else None

    def filtered(
        self, *, min_severity: str = "info", rules: set[str] | None = None, text: str = ""
    ) -> list[Finding]:
        """Findings at or above `min_severity`, of the given rules (or rule prefixes), matching `text`."""
        limit = SEVERITY_RANK[min_severity]
        needle = text.casefold()
        out = []
        for finding in self.findings:
            if SEVERITY_RANK[finding.severity] > limit:
                continue
            if rules and not any(_rule_matches(finding.rule, r) for r in rules):
                continue
            if needle and needle not in f"{finding.rule} {finding.path} {finding.message}".casefold():
                continue
            out.append(finding)
        return out

    def to_json(self) -> dict[str, Any]:
        """The `memtui lint --json` document."""
        return {
            "root": str(self.root),
            "findings": [f.to_json() for f in self.findings],
            "summary": self.summary(),
        }


def _rule_matches(rule: str, selector: str) -> bool:
    """`threat` selects `threat.*`; an exact id selects itself."""
    return rule == selector or rule.startswith(selector + ".")
