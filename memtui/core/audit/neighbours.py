"""Statements beside the best beliefs that are beliefs too, though they carry no topic word.

- `neighbours`: a statement of the top hits that says nearly what a belief says
  (NEIGHBOUR_SIMILARITY, CROSS_NEIGHBOUR_SIMILARITY across scripts): the other side of a change
  ("Swapped Traefik for Caddy" beside "Reverse proxy: Traefik"), a line crossed out beside its
  replacement, the same fact in the other language. It ranks just below the belief it is close to.
- `change_sides`: a statement of the pool that is the other side of a change of a belief
  (`sides.other_side`); a newer side ranks just above its belief, an older one or another value of
  the same key below it (SIDE_RANK).

Candidates come as (hit, file, statement) triples of statements not yet beliefs; `make` turns one
into a belief with a given score (`Auditor._belief`).
"""

from __future__ import annotations

from typing import Any, Callable

from memtui.core.audit import sides
from memtui.core.audit.meaning import cjk_text
from memtui.core.audit.model import Belief
from memtui.core.audit.reading import FileInfo
from memtui.core.audit.statements import Statement
from memtui.core.audit.vectors import StatementVectors

NEIGHBOUR_ANCHORS = 8              # the best beliefs whose near-duplicates in the top hits are beliefs too
NEIGHBOUR_SIMILARITY = 0.90        # statement cosine of such a neighbour to a belief
CROSS_NEIGHBOUR_SIMILARITY = 0.82  # the same across scripts (CJK / Latin), where cosines run lower
NEIGHBOUR_RANK = 0.6               # a neighbour's score: its belief's, times its cosine, times this
MIN_NEIGHBOUR_TEXT = 12            # shorter statements say too little to be a neighbour
SIDE_ANCHORS = 8                   # the best beliefs whose other side of a change the pool may give
SIDE_RANK = {"newer": 1.001, "older": 0.6, "slot": 0.6}   # its score: its belief's times this

Candidate = tuple[Any, FileInfo, Statement]                     # (hit, its file, a statement of it)
MakeBelief = Callable[[Any, FileInfo, Statement, float], Belief]


def neighbours(vectors: StatementVectors, candidates: list[Candidate], found: dict[tuple[str, int], Belief],
               make: MakeBelief) -> list[Belief]:
    """Candidates that say nearly what one of the NEIGHBOUR_ANCHORS best beliefs says, each a belief
    scored its anchor's score × its cosine × NEIGHBOUR_RANK."""
    anchors = sorted(found.values(), key=lambda b: -b.score)[:NEIGHBOUR_ANCHORS]
    candidates = [c for c in candidates if len(c[2].own_text()) >= MIN_NEIGHBOUR_TEXT]
    if not anchors or not candidates:
        return []
    vectors_of = vectors.get([b.statement.own_text() for b in anchors] + [s.own_text() for _, _, s in candidates])
    anchor_vectors = [(b, vectors_of.get(b.statement.own_text())) for b in anchors]
    out: dict[tuple[str, int], Belief] = {}
    for hit, info, statement in candidates:
        vector = vectors_of.get(statement.own_text())
        if vector is None:
            continue
        cjk = cjk_text(statement.own_text())
        close = [(float(v @ vector) / (NEIGHBOUR_SIMILARITY if cjk == cjk_text(b.statement.own_text())
                                       else CROSS_NEIGHBOUR_SIMILARITY), b)
                 for b, v in anchor_vectors if v is not None]
        ratio, anchor = max(close, key=lambda c: (c[0], c[1].score), default=(0.0, None))
        if anchor is None or ratio < 1.0:
            continue
        similarity = min(1.0, ratio * NEIGHBOUR_SIMILARITY)
        _keep_best(out, make(hit, info, statement, anchor.score * similarity * NEIGHBOUR_RANK))
    return list(out.values())


def change_sides(candidates: list[Candidate], found: dict[tuple[str, int], Belief], make: MakeBelief) -> list[Belief]:
    """Candidates that are the other side of a change of one of the SIDE_ANCHORS best beliefs, each a
    belief scored its anchor's score × SIDE_RANK of its side (the first anchor it sides with)."""
    anchors = sorted(found.values(), key=lambda b: -b.score)[:SIDE_ANCHORS]
    out: dict[tuple[str, int], Belief] = {}
    for hit, info, statement in candidates if anchors else []:
        for anchor in anchors:
            side = sides.other_side(anchor.statement, statement)
            if side is not None:
                _keep_best(out, make(hit, info, statement, anchor.score * SIDE_RANK[side]))
                break
    return list(out.values())


def _keep_best(out: dict[tuple[str, int], Belief], belief: Belief) -> None:
    """Keep the higher-scored belief per (path, line)."""
    old = out.get((belief.path, belief.line))
    if old is None or belief.score > old.score:
        out[(belief.path, belief.line)] = belief
