"""Beliefs ranked by meaning too: a statement's closeness to the topic, read against its script's closest.

Word relevance gives every line of a chunk that carries one topic word the same score, and a line
that answers in other words or another language relevance 0. `close_statements` reads each
statement's cosine to the topic, raised by how far its script's closest falls below the closest of
all (cross-lingual cosines run lower); `rank_by_meaning` lets a belief rank at least as that
closeness says: MEANING_RELEVANCE for the closest statement of its script, 0 at MEANING_SPAN below.
Fit (bench/memory_qa.py questions, the 8 dev halves of session 7, 992 questions; frozen6b only read
as a number): a multiplier 1 + w × closeness (w 1 / 2, span 0.05 / 0.1) gave audit line@5 735 and
file@3 785-788 against 730 / 770; the floor (max) gave 751-761 / 789-791 for relevance 0.5-1, span
0.05-0.1; chosen 0.5 / 0.1 (760 / 791).
"""

from __future__ import annotations

from memtui.core.audit.meaning import cjk_text
from memtui.core.audit.model import Belief
from memtui.core.audit.statements import Statement
from memtui.core.audit.vectors import StatementVectors

MEANING_RELEVANCE = 0.5            # the relevance the statement closest to the topic (in its script) ranks with
MEANING_SPAN = 0.1                 # … falling to 0 this far below the closest
SCRIPT_MARGIN = 0.06               # the closest in the other script (CJK / Latin) within this sets its own bar


def close_statements(vectors: StatementVectors, topic: str, statements: list[Statement],
                     cosines: dict[str, float] | None = None) -> dict[tuple[str, int], float]:
    """(path, line) -> cosine to the topic of `statements`, raised by how far the closest of its
    script falls below the closest of all (when within SCRIPT_MARGIN). `cosines` (text -> cosine to
    this topic) holds what an earlier call read, and gets what this one reads."""
    if not statements:
        return {}
    query = vectors.query(topic)
    if query is None:
        return {}
    known = {} if cosines is None else cosines
    missing = [s.own_text() for s in statements if s.own_text() not in known]
    known.update({text: float(vector @ query) for text, vector in vectors.get(missing).items()})
    cosines_of = {(s.path, s.line, cjk_text(s.own_text())): known[s.own_text()]
                  for s in statements if s.own_text() in known}
    if not cosines_of:
        return {}
    best = max(cosines_of.values())
    # each script's closest statement sets its bar (cross-lingual cosines run lower), if that one
    # is itself within SCRIPT_MARGIN of the closest of all
    bars = {cjk: max(c for (_, _, other), c in cosines_of.items() if other == cjk) for _, _, cjk in cosines_of}
    bar = {cjk: top if top >= best - SCRIPT_MARGIN else best for cjk, top in bars.items()}
    return {(path, line): cosine + best - bar[cjk] for (path, line, cjk), cosine in cosines_of.items()}


def rank_by_meaning(vectors: StatementVectors, topic: str, statements: list[Statement],
                    found: dict[tuple[str, int], Belief], cosines: dict[str, float] | None = None) -> None:
    """Raise each belief of `found` to MEANING_RELEVANCE × its closeness × (1 + fused) / 2, the
    closeness read among `statements` (the top hits' and the beliefs' own; `cosines` as in
    `close_statements`)."""
    close = close_statements(vectors, topic, statements, cosines)
    best = max(close.values(), default=0.0)
    for key, belief in found.items():
        cosine = close.get(key)
        if cosine is not None:
            closeness = max(0.0, 1.0 - (best - cosine) / MEANING_SPAN)
            fused = float(belief.scores.get("fused", belief.scores.get("hit", 0.0)))
            belief.score = max(belief.score, MEANING_RELEVANCE * closeness * (1.0 + fused) / 2.0)
