"""Run the lint: pick the rules, apply `memtui.toml`, call each check once, collect a `LintReport`.

`[lint]` in `memtui.toml` (all optional):

    [lint]
    disable = ["dup.near", "index.temporary"]    # rule ids or prefixes ("dup" = every dup.* rule)
    enable = ["dup.near"]                        # re-enable ids a prefix in `disable` turned off

    [lint."index.size"]                          # per rule: on/off, severity, parameters
    enabled = true
    severity = "error"
    max_chars = 8000

The types are checked when the file is loaded (`config_schema`); unknown rule ids and parameters
here. Either is reported as a notice, never fatal (the CLI refuses a config with type errors). An
unknown id passed by the caller (`--rule`) is an error: `UnknownRuleError`.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Iterable

from memtui.core.config import Config, load_config
from memtui.core.lint import rules_duplicates, rules_index, rules_lessons, rules_map, rules_threats, rules_topics
from memtui.core.lint.finding import SEVERITIES, Finding, LintReport
from memtui.core.lint.rules import RULES, Check, LintContext, Rule, RuleSettings
from memtui.core.strict import strict
from memtui.core.workspace import Workspace

RULE_MODULES = (rules_index, rules_topics, rules_map, rules_duplicates, rules_lessons, rules_threats)


class UnknownRuleError(ValueError):
    """A rule id or prefix that matches no rule."""


def all_rules() -> list[Rule]:
    """Every registered rule, sorted by id."""
    return [RULES[rid] for rid in sorted(RULES)]


def _matches(rule_id: str, selector: str) -> bool:
    return rule_id == selector or rule_id.startswith(selector.rstrip(".") + ".")


def select_rules(selectors: Iterable[str]) -> set[str]:
    """The rule ids named by ids or prefixes (`threat`, `index.size`); unknown ones raise."""
    chosen: set[str] = set()
    for selector in selectors:
        found = {rid for rid in RULES if _matches(rid, selector)}
        if not found:
            raise UnknownRuleError(f"unknown lint rule: {selector}")
        chosen |= found
    return chosen


def resolve_settings(config: Config | None) -> tuple[dict[str, RuleSettings], list[str]]:
    """Each rule's effective settings under the `[lint]` table, and notices about the table."""
    section = config.section("lint") if config else {}
    notices: list[str] = []
    if config:
        notices.extend(config.messages("lint"))   # wrong types were dropped at load: defaults apply

    def ids(key: str) -> set[str]:
        out: set[str] = set()
        for selector in section.get(key, []) or []:
            try:
                out |= select_rules([str(selector)])
            except UnknownRuleError as exc:
                notices.append(f"memtui.toml [lint] {key}: {exc}")
        return out

    disabled = ids("disable") - ids("enable")
    tables: dict[str, dict[str, Any]] = {}
    nested = section.get("rules", {})
    for source in (section, nested if isinstance(nested, dict) else {}):
        for key, value in source.items():
            if isinstance(value, dict) and key != "rules":
                if key in RULES:
                    tables[key] = value
                else:
                    notices.append(f"memtui.toml [lint.\"{key}\"]: unknown lint rule")
    settings: dict[str, RuleSettings] = {}
    for rid, registered in RULES.items():
        table = tables.get(rid, {})
        severity = str(table.get("severity", registered.severity))
        if severity not in SEVERITIES:
            notices.append(f"memtui.toml [lint.\"{rid}\"] severity: {severity!r} is not error, warning or info")
            severity = registered.severity
        params = dict(registered.defaults)
        for name, value in table.items():
            if name in ("enabled", "severity"):
                continue
            if name not in params:
                notices.append(f"memtui.toml [lint.\"{rid}\"]: unknown parameter {name!r}")
                continue
            if isinstance(params[name], (int, float)) and not isinstance(value, (int, float)):
                notices.append(f"memtui.toml [lint.\"{rid}\"] {name}: expected a number, got {value!r}")
                continue
            params[name] = value
        enabled = bool(table.get("enabled", rid not in disabled))
        settings[rid] = RuleSettings(enabled, severity, params)
    return settings, notices


def lint_workspace(ws: Workspace, rules: Iterable[str] | None = None, config: Config | None = None, *,
                   paths: Iterable[str] | None = None) -> LintReport:
    """Lint a scanned workspace. `rules`: ids or prefixes to run (default: every enabled rule);
    `paths`: only findings in these files (per-file checks skip the others, so the semantic threat
    layer reads only them)."""
    config = load_config(ws.root) if config is None else config
    settings, notices = resolve_settings(config)
    if rules is not None:
        chosen = select_rules(list(rules))
        for rid, setting in settings.items():
            setting.enabled = rid in chosen
    checks: dict[Check, list[str]] = defaultdict(list)
    for rid, registered in RULES.items():
        if settings[rid].enabled:
            checks[registered.check].append(rid)
    scope = frozenset(paths) if paths is not None else None
    ctx = LintContext(ws, settings, scope)
    findings: list[Finding] = []
    for check, rule_ids in checks.items():
        wanted = set(rule_ids)
        try:
            findings.extend(f for f in check(ctx) if f.rule in wanted and ctx.in_scope(f.path))
        except Exception as exc:  # one broken check must not hide the others' findings
            if strict():      # under test (MEMTUI_STRICT=1) a crashing check is a failure
                raise
            notices.append(f"lint check for {', '.join(sorted(wanted))} failed: {type(exc).__name__}: {exc}")
    notices.extend(ctx.notices)
    return LintReport(ws.root, findings, sorted(rid for rid, s in settings.items() if s.enabled), notices)
