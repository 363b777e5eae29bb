"""The rule registry and what a check sees (`LintContext`).

A *rule* is an id (`index.size`, `threat.exfiltration`), a default severity, a category, a one-line
summary and tunable parameters. A *check* is a function that reports findings for one or more rules;
the runner calls each check once and keeps the findings of the enabled rules, so a check that scans
a file once for eleven threat rules does not scan it eleven times.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, TypeVar

from memtui.core import markdown as md
from memtui.core.cache import BoundedCache, StatKey
from memtui.core.fsio import ReadResult
from memtui.core.lint.finding import Finding
from memtui.core.workspace import MemoryFile, Workspace


@dataclass(frozen=True)
class Rule:
    """A lint rule: its id, default severity, category, summary and default parameters."""

    id: str
    severity: str
    category: str
    summary: str
    check: "Check"
    defaults: dict[str, Any] = field(default_factory=dict)


Check = Callable[["LintContext"], Iterable[Finding]]
RULES: dict[str, Rule] = {}

# Per-file results that depend only on a file's content (threat hits, fact statements), kept across
# runs and keyed by the file's stat, so re-linting after the agent touched one file is cheap.
_FILE_CACHE: BoundedCache[tuple[str, StatKey, tuple[Any, ...]], Any] = BoundedCache(50_000)
T = TypeVar("T")


def clear_file_cache() -> None:
    """Forget per-file results (benchmarks measure a cold run with it)."""
    _FILE_CACHE.clear()


def rule(id: str, severity: str, category: str, summary: str, **defaults: Any) -> Callable[[Check], Check]:
    """Register `id` as reported by the decorated check (a check may be decorated several times)."""

    def register(check: Check) -> Check:
        if id in RULES:
            raise ValueError(f"duplicate lint rule id {id!r}")
        RULES[id] = Rule(id, severity, category, summary, check, dict(defaults))
        return check

    return register


@dataclass
class RuleSettings:
    """A rule's effective settings after `memtui.toml`."""

    enabled: bool
    severity: str
    params: dict[str, Any]


class LintContext:
    """What a check sees: the workspace, cached file texts, the settings of each rule."""

    def __init__(self, ws: Workspace, settings: dict[str, RuleSettings],
                 scope: frozenset[str] | None = None) -> None:
        self.ws = ws
        self.settings = settings
        self.scope = scope                  # only these paths' findings are wanted (None: every file)
        self._reads: dict[str, ReadResult] = {}
        self._lines: dict[str, list[str]] = {}
        self._texts: dict[str, str | None] = {}
        self.cache: dict[str, Any] = {}     # derived data shared by checks (statements, …)
        self.notices: list[str] = []        # files that could not be read now, partial reads

    def in_scope(self, path: str) -> bool:
        """Whether findings in `path` are wanted: per-file checks skip the others (cross-file
        checks still read every file, and the runner drops findings outside the scope)."""
        return self.scope is None or path in self.scope

    def enabled(self, rule_id: str) -> bool:
        setting = self.settings.get(rule_id)
        return bool(setting and setting.enabled)

    def param(self, rule_id: str, name: str) -> Any:
        return self.settings[rule_id].params[name]

    def read(self, path: str) -> ReadResult:
        """The file's read result (cached for the run)."""
        if path not in self._reads:
            res = self.ws.read(path)
            self._reads[path] = res
            if res.error:
                self.notices.append(f"{path}: {res.error} (changed since the scan?): not linted")
            elif res.too_large:
                self.notices.append(f"{path}: larger than 10 MB: only its head was linted")
        return self._reads[path]

    def text(self, path: str) -> str | None:
        """The file's text with `\\r\\n` and bare `\\r` as `\\n` (lines as an editor shows them), or None."""
        if path not in self._texts:
            res = self.read(path)
            self._texts[path] = md.normalize_newlines(res.text) if res.ok else None
        return self._texts[path]

    def lines(self, path: str) -> list[str]:
        if path not in self._lines:
            text = self.text(path)
            self._lines[path] = text.split("\n") if text else []
        return self._lines[path]

    def per_file(self, name: str, f: MemoryFile, compute: Callable[[], T], *extra: Any) -> T:
        """`compute()` for a file, cached across runs while the file's stat stays the same."""
        key = (name, StatKey(str(f.abs_path), f.mtime_ns, f.size), extra)
        value: T = _FILE_CACHE.get_or_compute(key, compute)
        return value

    def files(self, *roles: str) -> list[MemoryFile]:
        """Readable memory files (no transcripts), of the given roles if any."""
        return [
            f for f in self.ws.files
            if f.role != "transcript" and not f.error and (not roles or f.role in roles)
        ]

    def finding(
        self,
        rule_id: str,
        path: str,
        line: int,
        message: str,
        *,
        end_line: int | None = None,
        column: int | None = None,
        fix: str | None = None,
    ) -> Finding:
        """A finding of `rule_id` with the rule's category and effective severity."""
        registered = RULES[rule_id]
        setting = self.settings.get(rule_id)
        severity = setting.severity if setting else registered.severity
        if end_line is not None and end_line <= line:
            end_line = None
        return Finding(rule_id, severity, path, max(1, line), message, registered.category, end_line, column, fix)
