"""The whole threat scan of one text: pattern rules, the semantic layer, and context.

`ThreatScanner.create(semantic=True, root=...)` loads the semantic layer when it can (the shipped
exemplar bank and the embedder) and otherwise keeps a notice saying why; `scan(text, path=...)` returns the
pattern hits and the semantic hits (a semantic hit on a line a pattern already reported for the same
rule is dropped: the pattern names the exact span), each with the context of its line, which turns
the severity to info ("describes an attack") inside code blocks, quotes and security documents, and with the
origin of its line (`threat_origin`: a rendered conversation turn, a persona file), which lowers it to info too.

**Severity by evidence.** A finding of the semantic layer alone — no pattern rule matched its lines, it is not in
hidden HTML, not under a disguise — is a warning ("tentative"), not an error, in every file, the always-loaded
rules files (AGENTS.md, CLAUDE.md) included. The argument: on real public agent memory the semantic layer's
errors were 46 of 46 false (`bench/real_memory.py --half dev`; 143 of 143 on the tester's 16 workspaces), while
its held-out FP of 1.5-3 % per benign line means a real workspace of a few hundred statements gets several false
errors: `memtui lint` then fails on nearly every healthy workspace, and an operator learns to ignore it or turns
the scan off — the worst outcome for the one file an attacker targets. The cost: an attack worded so that no
pattern matches, planted in AGENTS.md or CLAUDE.md, no longer fails `memtui lint` (exit 0): it is still listed,
first among warnings, with its score and nearest exemplars, in the TUI and in `--json`. What keeps an error:
every pattern rule (exfiltration commands, secrets, hidden HTML, invisible characters, override phrases, …), and a
semantic finding on a line a pattern also flags, inside hidden HTML, or found under a disguise (leetspeak,
look-alikes, base64, ROT13: concealment itself is evidence). Leave-one-writer-out counts a finding at any
severity as a detection, so recall is unchanged; its "error" column shows what the rule costs in severity.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from memtui.core.lint.threat_context import line_contexts, statements
from memtui.core.lint.threat_origin import conversation_turns, is_persona_file, lowered_origin
from memtui.core.lint.threat_quotes import QUOTED, inside_quote, quoted_spans
from memtui.core.lint.threat_secrets import mask_secrets
from memtui.core.lint.threat_semantic import SemanticScanner, load_scanner
from memtui.core.lint.threats import ThreatHit, scan_text
from memtui.core.search.embedder import Embedder, EmbedderUnavailable

SEMANTIC_RULES = "threat.hidden-html"      # a semantic hit inside an HTML comment is also hidden HTML


# Rules whose finding no context lowers: a real-shaped key pasted in a fenced block, a quote or an incident
# write-up is leaked all the same (placeholders are no secrets: threat_secrets tells them apart).
LEAKED_ANYWHERE = frozenset({"threat.hardcoded-secret"})


class ThreatScanner:
    """Pattern rules plus, when loaded, the semantic layer."""

    def __init__(self, semantic: SemanticScanner | None = None, notice: str | None = None) -> None:
        self.semantic = semantic
        self.notice = notice

    @classmethod
    def create(cls, semantic: bool = True, root: Path | None = None,
               embedder: Embedder | None = None) -> "ThreatScanner":
        """A scanner; with `semantic`, the semantic layer is loaded or the notice says why not."""
        if not semantic:
            return cls(None, None)
        try:
            return cls(load_scanner(root, embedder))
        except EmbedderUnavailable as exc:
            return cls(None, f"threat scan: semantic layer off ({exc}); pattern rules only")

    def layers(self) -> list[str]:
        return ["patterns", "semantic"] if self.semantic else ["patterns"]

    def close(self) -> None:
        if self.semantic is not None:
            self.semantic.cache.close()

    def scan(self, text: str, rules: set[str] | None = None, path: str | None = None) -> list[ThreatHit]:
        """Every threat in `text` (of `rules`, or all), with the context and origin of its line (`path`: the
        file's root-relative path, for its kind)."""
        hits = scan_text(text, rules)
        if self.semantic is not None:
            hits += self._semantic_hits(text, hits, rules)
        lines = text.split("\n")
        contexts = line_contexts(lines)
        turns = conversation_turns(lines)
        persona = is_persona_file(path)
        out = []
        for h in hits:
            if h.rule in LEAKED_ANYWHERE:   # a credential leaks from a code block or a write-up all the same
                out.append(h)
                continue
            context = contexts[h.line - 1] or lowered_origin(h.rule, h.name == "semantic", persona, turns[h.line - 1])
            out.append(replace(h, context=context) if context else h)
        out = self._quoting(text, lines, out)
        out.sort(key=lambda h: (h.line, h.column, h.rule))
        return out

    def _quoting(self, text: str, lines: list[str], hits: list[ThreatHit]) -> list[ThreatHit]:
        """Pattern matches inside the quoted words of a line that, without them, does not read as an attack get
        the context QUOTED (info): "a tool result contained 'ignore previous instructions'; I flagged it". Needs
        the semantic layer to judge the line without its quotes. Semantic hits keep their severity: lowering them
        too cut leave-one-writer-out FP 1.5 -> 1.1 % but turned 3.5 % of the attacks into info
        (`bench/threats_loco.py --quotes all`)."""
        if self.semantic is None or not any(h.context is None and quoted_spans(lines[h.line - 1]) for h in hits):
            return hits
        masked: dict[int, list[str]] = {}      # 0-based line -> the masked statements covering it
        for s in statements(text):
            if s.quoted is not None:
                for i in range(s.first, s.last + 1):
                    masked.setdefault(i, []).append(s.quoted)
        wanted = [m for found in masked.values() for m in found]
        attack = dict(zip(wanted, self.semantic.reads_as_attack(wanted), strict=True))
        out = []
        for h in hits:
            found = masked.get(h.line - 1, [])
            inside = (h.name != "semantic" and h.rule not in LEAKED_ANYWHERE
                      and inside_quote(lines[h.line - 1], h.column, len(h.excerpt)))
            if h.context is None and found and inside and not any(attack[m] for m in found):
                h = replace(h, context=QUOTED)
            out.append(h)
        return out

    def _semantic_hits(self, text: str, pattern_hits: list[ThreatHit], rules: set[str] | None) -> list[ThreatHit]:
        assert self.semantic is not None
        taken = {(h.rule, line) for h in pattern_hits for line in range(h.line, (h.end_line or h.line) + 1)}
        evidence = {line for _, line in taken}
        out: list[ThreatHit] = []
        for hit in self.semantic.scan(text):
            first, last = hit.statement.first + 1, hit.statement.last + 1
            wanted = [hit.rule] + ([SEMANTIC_RULES] if hit.statement.in_html else [])
            for rule in wanted:
                if rules is not None and rule not in rules:
                    continue
                if any((rule, line) in taken for line in range(first, last + 1)):
                    continue
                taken.add((rule, first))
                out.append(ThreatHit(rule, "semantic", first, 1, mask_secrets(hit.statement.text)[:120],
                                     last if last != first else None, hit.verdict.explain(),
                                     tentative=hit.verdict.margin < 0 or hit.verdict.unlabelled,
                                     lone=not (hit.statement.in_html or hit.statement.disguised
                                               or any(line in evidence for line in range(first, last + 1)))))
        return out
