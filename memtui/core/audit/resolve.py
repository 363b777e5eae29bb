"""From beliefs to an answer: conflicting pairs, the current side of each, one belief per claim.

- `same_claims`: the same claim written in two languages (close meaning, same values and polarity)
  becomes one belief with two sources.
- `conflict_candidates`: the lexical check (`conflicts.assess`) first, then the meaning check
  (`meaning.meaning_verdict`) for the pairs it leaves, then two readings that need no cue word
  (`aligned.aligned_verdict`: one span differs; `slot_named.slot_verdict`: a key named with another
  value); each with the current side and why (`supersede.judge_current`: temporal language, then
  the statements' dates).
- statements under headings that name two entities ("## Bot: heron" / "## Bot: otter") are records of
  two things and are not compared (`records.separate_records`).
- updates that are no conflict ("weekly" / "fortnightly from now on"): `meaning.updates`; they
  order the beliefs (the older marked superseded, with why) but are not reported as conflicts.
- `current_first`: a superseded belief is listed right below the belief that supersedes it (or that
  it is listed below: `Belief.newer`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from memtui.core.audit.aligned import aligned_verdict as aligned_verdict  # read by bench/conflict_misses.py
from memtui.core.audit.conflicts import MIN_CONFIDENCE, Verdict, assess, claim_of
from memtui.core.audit.meaning import (
    PairView,
    explain_verdict,
    StatementVectors,
    attach_vectors,
    changed_values,
    meaning_verdict,
    same_claim,
    updates,
)
from memtui.core.audit.polarity import kept
from memtui.core.audit.records import separate_records
from memtui.core.audit.sections import contrasted, enumeration
from memtui.core.audit.slot_named import slot_verdict as slot_verdict  # (also read there)
from memtui.core.audit.supersede import EVIDENCE_DATED, change_of_statement, judge_current, scoped, statement_words

MAX_COMPARED = 80       # beliefs compared pairwise (the best by score): 3,160 pairs at most
TOPIC_MARGIN = 1.0     # with vectors, both sides of a conflict are this close to the topic as the closest


@dataclass
class Candidate:
    a: int
    b: int
    kind: str                    # value | negation | update (no conflict: one side updates the other)
    reason: str
    current: str | None          # "a" | "b" | None
    why: str                     # why that side is current
    confidence: int
    by: str                      # words | meaning
    evidence: int = 0            # how strong the evidence for `current` is (`supersede.judge_current`)


def views(beliefs: list[Any], vectors: StatementVectors | None) -> list[PairView]:
    """What the checks read of each belief (vectors when an embedder is there)."""
    out = [view_of(b.statement) for b in beliefs]
    if vectors is not None:
        attach_vectors(out, vectors)
    return out


def view_of(statement: Any) -> PairView:
    """What the checks read of one statement."""
    listed = f"{statement.path}|{statement.context_text()}" if statement.kind in ("bullet", "row") else None
    return PairView(statement.own_text(), claim_of(statement), change_of_statement(statement),
                    context=statement.context_text(), table=_table(statement), listed_in=listed, statement=statement)


def _table(statement: Any) -> str | None:
    """A row's table: its file and header row (None for other statements)."""
    return f"{statement.path}|{'|'.join(statement.header)}" if statement.kind == "row" else None


def statement_date(belief: Any, view: PairView) -> str | None:
    """A date written in the statement, else its dated heading, else the date its file states
    (front matter, file name; an mtime says when a file was copied as much as when it was written)."""
    return view.change.date or belief.statement.heading_date() or belief.stated_date


def judge(beliefs: list[Any], found: list[PairView], dates: list[str | None], i: int,
          j: int) -> tuple[str | None, str, int]:
    """`supersede.judge_current` for beliefs i and j; a dated note is not newer than an undated rule
    or index line in another file (always loaded, evergreen: its lack of a date says nothing of its
    age). Within one file a line that writes its date was added after an undated one."""
    a, b = scope_pair(found[i], found[j])
    side, why, evidence = judge_current(a.text, b.text, a.change, b.change, dates[i], dates[j])
    if evidence == EVIDENCE_DATED and beliefs[i].path != beliefs[j].path:
        undated = beliefs[j] if side == "a" else beliefs[i]
        if undated.always_loaded or undated.role in ("rules", "index"):
            return None, "dates equal or unknown", 0
    return side, why, evidence


def scope_pair(a: PairView, b: PairView) -> tuple[PairView, PairView]:
    """Each side's change as evidence about the other (`supersede.scoped`): an aside that names an old
    value bears only on a statement holding that value."""
    change_a = scoped(a.change, statement_words(b.text), b.text)
    change_b = scoped(b.change, statement_words(a.text), a.text)
    return (a if change_a is a.change else replace(a, change=change_a),
            b if change_b is b.change else replace(b, change=change_b))


def same_claims(beliefs: list[Any], found: list[PairView]) -> list[tuple[int, int]]:
    """(keep, merge) index pairs of beliefs that say the same thing in two languages."""
    merged: set[int] = set()
    out = []
    for i in range(min(len(beliefs), MAX_COMPARED)):
        if i in merged:
            continue
        for j in range(i + 1, min(len(beliefs), MAX_COMPARED)):
            if j not in merged and beliefs[i].path != beliefs[j].path and same_claim(found[i], found[j]):
                merged.add(j)
                out.append((i, j))
    return out


@dataclass
class PairFacts:
    """What the checks say of a pair with statement vectors."""

    verdict: Verdict | None          # `meaning_verdict`: a conflict in any wording
    update: bool                     # `updates`: one side updates the other (orders them)
    changed: Verdict | None          # `changed_values`: that update holds different values (a conflict)


def rule_facts(a: PairView, b: PairView) -> PairFacts:
    """The meaning check, then whether one updates the other and with changed values. A statement
    saying its value stays as it was (`polarity.kept`) conflicts with nothing; it may still be updated."""
    a, b = scope_pair(a, b)
    if kept(a.text, a.change.temporal) or kept(b.text, b.change.temporal):
        return PairFacts(None, updates(a, b), None)
    if listed_together(a, b):
        return PairFacts(enumeration_verdict(a, b), False, None)
    verdict = meaning_verdict(a, b) or aligned_verdict(a, b) or slot_verdict(a, b)
    update = verdict is None and updates(a, b)
    return PairFacts(verdict, update, changed_values(a, b) if update else None)


def listed_together(a: PairView, b: PairView) -> bool:
    """Items of one enumeration (`sections.enumeration`) of which neither speaks of a change: members of
    one set, not rival values of one slot."""
    return a.statement is not None and b.statement is not None and not (a.change.temporal or b.change.temporal) \
        and enumeration(a.statement, b.statement)


def enumeration_verdict(a: PairView, b: PairView) -> Verdict | None:
    """What may still conflict inside one enumeration: one key with two values ("Owner: Dana" / "Owner:
    Lee"), or, in one list, the same rule with opposite polarity; across DO / DO NOT lists only the same
    item in both (`sections.contrasted`)."""
    if contrasted(a.statement, b.statement):
        return None
    verdict, check = explain_verdict(a, b)
    return verdict if check in ("keyed", "negation") else None


def conflict_candidates(beliefs: list[Any], found: list[PairView]) -> list[Candidate]:
    """Every candidate pair, surest first (stable on the beliefs' order)."""
    out: list[Candidate] = []
    dates = [statement_date(b, v) for b, v in zip(beliefs, found, strict=True)]
    n = min(len(beliefs), MAX_COMPARED)
    near = [s for s in (b.topic_similarity for b in beliefs) if s is not None]
    floor = max(near) - TOPIC_MARGIN if near else None
    on_topic = [floor is None or (b.topic_similarity or 0.0) >= floor for b in beliefs]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = found[i], found[j]
            if not (on_topic[i] and on_topic[j]) or separate_records(a.statement, b.statement):
                continue
            if a.plain is not None:      # with statement vectors: one check for any wording
                facts, by = rule_facts(a, b), "meaning"
                verdict = facts.verdict or facts.changed
                if verdict is None and facts.update:
                    verdict = Verdict("update", "one updates the other", 0)
            else:                        # keyword-only: the cue-word check
                verdict, by = assess(a.claim, b.claim), "words"
                if verdict is not None and verdict.confidence < MIN_CONFIDENCE:
                    verdict = None
            if verdict is None:
                continue
            side, why, evidence = judge(beliefs, found, dates, i, j)
            if verdict.kind == "update" and side is None:
                continue
            out.append(Candidate(i, j, verdict.kind, verdict.reason, side, why, verdict.confidence, by, evidence))
    out.sort(key=lambda c: -c.confidence)
    return out


def current_first(beliefs: list[Any]) -> list[Any]:
    """The beliefs in order, except that a superseded belief is preceded by the beliefs that hold
    now: the chain of newer beliefs (newest first, then each one it supersedes) takes the place of
    the highest-ranked belief of the chain."""
    placed: list[Any] = []
    done: set[int] = set()

    def chain(belief: Any) -> list[Any]:
        found = [belief]
        seen = {id(belief)}
        while belief.newer() is not None and id(belief.newer()) not in seen:
            belief = belief.newer()
            seen.add(id(belief))
            found.append(belief)
        return found

    for belief in beliefs:
        for item in reversed(chain(belief)):
            if id(item) not in done:
                placed.append(item)
                done.add(id(item))
    return placed
