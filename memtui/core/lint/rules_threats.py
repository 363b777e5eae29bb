"""The threat rules (`threat.*`, severity error) over every memory file, via `threats.scan_text`."""

from __future__ import annotations

from typing import Iterable

from memtui.core.lint.finding import Finding
from memtui.core.lint.rules import RULES, LintContext, rule
from memtui.core.lint.threats import THREAT_RULES, scan_text

FIX_HINT = "delete or rewrite the line after checking where it came from (memory is pasted into every prompt)"


def check_threats(ctx: LintContext) -> Iterable[Finding]:
    wanted = {rid for rid in THREAT_RULES if ctx.enabled(rid)}
    if not wanted:
        return
    key = tuple(sorted(wanted))
    for f in ctx.files():
        hits = ctx.per_file("threats", f, lambda: scan_text(ctx.text(f.path) or "", wanted), key)
        for hit in hits:
            if hit.rule == "threat.invisible-unicode":
                message = f"invisible/bidi character {hit.name} ({hit.excerpt}) at column {hit.column}"
            else:
                label = hit.rule.removeprefix("threat.").replace("-", " ")
                message = f"{label}: “{hit.excerpt}” [{hit.name}]"
            yield ctx.finding(hit.rule, f.path, hit.line, message, end_line=hit.end_line, column=hit.column,
                              fix=FIX_HINT)


for _rule_id, _summary in THREAT_RULES.items():
    if _rule_id not in RULES:
        rule(_rule_id, "error", "threat", _summary)(check_threats)
