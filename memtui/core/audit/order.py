"""Newer first where one belief says the other's value was left: the audit's last ordering step.

"We no longer use Momart — all shipments via Crown Fine Art" and "art shipper: Momart" are often
not paired as a conflict (no shared subject word), and were then listed by score, the old value
first. A belief whose change names a value another belief still says (`sides.other_side` "newer":
moved from / swapped / no longer / retired … that value) is moved just above it, unless that one
is already said to supersede it. Nothing is marked superseded: the order is the only claim made.
Closeness of meaning alone is no evidence here: moving a dated near-duplicate above an undated one
(cosine ≥ 0.88, or 0.82 across scripts) cost 6-8 points of audit file@3 on the dev halves of
bench/memory_qa.py for 2-4 points of current-above-superseded.
"""

from __future__ import annotations

from typing import Any

from memtui.core.audit.sides import other_side

MAX_ORDERED = 30                # the first beliefs considered (pairs compared: 435 at most)


def newer_first(ranked: list[Any]) -> list[Any]:
    """`ranked` (the beliefs as listed) with each belief moved just above the first belief listed
    before it whose value it says was left."""
    out = list(ranked)
    for belief in ranked[:MAX_ORDERED]:
        place = out.index(belief)
        for at in range(min(place, MAX_ORDERED)):
            other = out[at]
            if belief.newer() is other:
                continue                                   # already said to be older than the other
            if other_side(other.statement, belief.statement) == "newer":
                out.insert(at, out.pop(place))
                break
    return out
