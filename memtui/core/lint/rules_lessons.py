"""Rules and lessons: a rule stated twice, and two rules that contradict — both for review.

Rule files are the `rules` role (AGENTS.md, CLAUDE.md, tasks/lessons.md, SOUL.md, …). A repeat is
the same statement once the emphasis words (always, must, please, 항상, 반드시) are dropped, or one
whose content words overlap by 85 % or more with the same polarity. A contradiction is the audit's
negation conflict: nearly the same words with opposite polarity (always / never, 항상 / 절대), about
the same subject (neither side names a thing the other does not). A list item takes the polarity of a
heading that forbids or prescribes ("### DO NOT"); items of DO / DO NOT lists of one file that say
different things are opposite by design (`sections.contrasted`); "not just" / "not only" refines a rule
and negates nothing. Code blocks, heading-like labels and key/value header lines are not rules (`not_facts`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Iterable

from memtui.core.audit.conflicts import Claim, claim_of, compare
from memtui.core.audit.sections import contrasted
from memtui.core.audit.statements import Statement
from memtui.core.audit.text import content_words, normalise
from memtui.core.lint.finding import Finding
from memtui.core.lint.rules import LintContext, rule
from memtui.core.lint.rules_duplicates import keyed_statements

_EMPHASIS = re.compile(r"\b(?:always|must|should|please|important|note|rule|lesson)\b[:!]?|항상|반드시|꼭|중요:?", re.I)


_POLARITY_WORDS = frozenset({"always", "never", "must", "not", "no", "don't", "dont", "do", "should", "avoid",
                              "항상", "절대", "반드시", "never:", "always:"})


def _rule_key(text: str) -> str:
    return " ".join(normalise(_EMPHASIS.sub(" ", normalise(text))).split())


@rule("lessons.repeated", "warning", "lessons", "a rule stated twice", similarity=0.85, min_words=3)
@rule("lessons.contradiction", "warning", "lessons", "two rules that contradict (always / never about the same thing)")
def check_lessons(ctx: LintContext) -> Iterable[Finding]:
    stmts: list[Statement] = []
    for f in ctx.files("rules"):
        if "hermes" in f.layouts:
            continue
        stmts.extend(stmt for _, stmt in keyed_statements(ctx, f.path) if len(stmt.text) >= 12)
    stmts.sort(key=lambda s: (s.path, s.line))
    claims = [claim_of(s) for s in stmts]
    if ctx.enabled("lessons.repeated"):
        yield from _repeats(ctx, stmts, claims)
    if ctx.enabled("lessons.contradiction"):
        yield from _contradictions(ctx, stmts, claims)


def _repeats(ctx: LintContext, stmts: list[Statement], claims: list[Claim]) -> Iterable[Finding]:
    threshold = float(ctx.param("lessons.repeated", "similarity"))
    min_words = int(ctx.param("lessons.repeated", "min_words"))
    first_by_key: dict[str, int] = {}
    words = [frozenset(content_words(_EMPHASIS.sub(" ", s.text))) for s in stmts]
    reported: set[int] = set()
    for i, stmt in enumerate(stmts):
        key = _rule_key(stmt.text)
        if key in first_by_key:
            j = first_by_key[key]
            reported.add(i)
            yield ctx.finding("lessons.repeated", stmt.path, stmt.line,
                              f"this rule is already stated at {stmts[j].path}:{stmts[j].line}",
                              fix="keep one statement of the rule")
            continue
        first_by_key[key] = i
    postings: dict[str, list[int]] = defaultdict(list)
    for i, ws in enumerate(words):
        for w in ws:
            postings[w].append(i)
    for i, ws in enumerate(words):
        if i in reported or len(ws) < min_words:
            continue
        candidates = {j for w in ws for j in postings[w] if j < i}
        for j in sorted(candidates):
            other = words[j]
            if len(other) < min_words or claims[i].polarity != claims[j].polarity:
                continue
            if len(ws & other) / len(ws | other) >= threshold:
                yield ctx.finding("lessons.repeated", stmts[i].path, stmts[i].line,
                                  f"this rule nearly repeats {stmts[j].path}:{stmts[j].line}",
                                  fix="merge the two statements into one")
                break


def same_subject(a: Claim, b: Claim) -> bool:
    """Opposite rules about one thing: neither side names something the other does not
    (`Always use pnpm …` / `Never use npm …` are about two different tools, not a contradiction)."""
    words_a, words_b = set(a.subject) - _POLARITY_WORDS, set(b.subject) - _POLARITY_WORDS
    return not (words_a - words_b) or not (words_b - words_a)


def _contradictions(ctx: LintContext, stmts: list[Statement], claims: list[Claim]) -> Iterable[Finding]:
    by_word: dict[str, list[int]] = defaultdict(list)
    for i, claim in enumerate(claims):
        for w in claim.subject:
            by_word[w].append(i)
    for i, claim in enumerate(claims):
        if claim.polarity != "negative":
            continue
        candidates = {j for w in claim.subject for j in by_word[w] if claims[j].polarity != "negative"}
        for j in sorted(candidates):
            if contrasted(stmts[i], stmts[j]):
                continue         # DO / DO NOT lists of one file: opposite by design
            found = compare(claims[j], claim)
            if found and found[0] == "negation" and same_subject(claims[j], claim):
                a, b = sorted((stmts[i], stmts[j]), key=lambda s: (s.path, s.line))
                yield ctx.finding("lessons.contradiction", b.path, b.line,
                                  f"contradicts {a.path}:{a.line}: {found[1]}",
                                  fix="decide which rule holds and delete or reword the other")
