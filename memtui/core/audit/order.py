"""The order beliefs are listed in: by score, except that a newer belief comes before every belief it supersedes.

One rule places every belief, however many it supersedes or is superseded by: a belief stands at
the place of the best-ranked belief it is (transitively) newer than, or at its own if that is
better, and never below a belief newer than it. Among beliefs at one place the better-ranked comes
first. A chain (newest, then each one it supersedes) thus takes the place of its best-ranked member,
and a belief superseded by two newer ones is listed below both (session 8 kept only its first
superseder, and the second could stay below it).

Which belief is newer than which comes as (newer, older) pairs, strongest evidence first: the
audit's judged pairs (`Auditor._conflicts`), then a belief whose change names a value another belief
still says (`sides.other_side` "newer": moved from / swapped / no longer / retired … that value;
"We no longer use Momart — all shipments via Crown Fine Art" beside "art shipper: Momart", which no
check pairs: no shared subject word). A pair that contradicts stronger ones (it would close a cycle)
is dropped. Closeness of meaning alone is no evidence here: moving a dated near-duplicate above an
undated one (cosine ≥ 0.88, or 0.82 across scripts) cost 6-8 points of audit file@3 on the dev halves
of bench/memory_qa.py for 2-4 points of current-above-superseded.
"""

from __future__ import annotations

import heapq
from typing import Any

from memtui.core.audit.sides import other_side

MAX_ORDERED = 30                # the first beliefs whose change may name another's value (435 pairs at most)

Newer = tuple[Any, Any]         # (newer belief, older belief)


def side_pairs(ranked: list[Any]) -> list[Newer]:
    """(newer, older) for beliefs among the first MAX_ORDERED whose change names a value the other still says."""
    top = ranked[:MAX_ORDERED]
    return [(belief, other) for belief in top for other in top
            if other is not belief and other_side(other.statement, belief.statement) == "newer"]


def consistent(pairs: list[Newer]) -> list[Newer]:
    """`pairs` in their order, without those that would make a belief newer than itself."""
    newer_of: dict[int, list[Any]] = {}
    kept: list[Newer] = []
    for newer, older in pairs:
        if newer is older or _is_newer(older, newer, newer_of):
            continue
        newer_of.setdefault(id(older), []).append(newer)
        kept.append((newer, older))
    return kept


def _is_newer(belief: Any, than: Any, newer_of: dict[int, list[Any]]) -> bool:
    """Whether `belief` is newer than `than` through the accepted pairs."""
    stack, seen = [than], {id(than)}
    while stack:
        for newer in newer_of.get(id(stack.pop()), []):
            if newer is belief:
                return True
            if id(newer) not in seen:
                seen.add(id(newer))
                stack.append(newer)
    return False


def listed(ranked: list[Any], pairs: list[Newer]) -> list[Any]:
    """`ranked` (by score) placed by the module's rule; `pairs` must be `consistent`."""
    rank = {id(b): i for i, b in enumerate(ranked)}
    pairs = [(n, o) for n, o in pairs if id(n) in rank and id(o) in rank]
    older_of: dict[int, list[Any]] = {}
    waiting = {id(b): 0 for b in ranked}               # newer beliefs not yet listed
    for newer, older in pairs:
        older_of.setdefault(id(newer), []).append(older)
        waiting[id(older)] += 1
    place: dict[int, int] = {}

    def place_of(belief: Any) -> int:
        if id(belief) not in place:
            place[id(belief)] = rank[id(belief)]        # acyclic: a belief is never its own older
            place[id(belief)] = min([rank[id(belief)]] + [place_of(o) for o in older_of.get(id(belief), [])])
        return place[id(belief)]

    ready = [(place_of(b), rank[id(b)]) for b in ranked if not waiting[id(b)]]
    heapq.heapify(ready)
    out: list[Any] = []
    while ready:
        _, at = heapq.heappop(ready)
        belief = ranked[at]
        out.append(belief)
        for older in older_of.get(id(belief), []):
            waiting[id(older)] -= 1
            if not waiting[id(older)]:
                heapq.heappush(ready, (place_of(older), rank[id(older)]))
    return out
