"""One belief per claim: identical statements collapse, the same claim in two languages merges."""

from __future__ import annotations

from typing import Any

from memtui.core.audit import resolve
from memtui.core.audit.model import Belief
from memtui.core.audit.text import normalise


def merge_languages(beliefs: list[Belief], views: list[Any]) -> tuple[list[Belief], list[Any]]:
    """The same claim in two languages: one belief listing both sources."""
    dropped: set[int] = set()
    for keep, merge in resolve.same_claims(beliefs, views):
        _absorb(beliefs[keep], [beliefs[merge]])
        dropped.add(merge)
    keep_at = [i for i in range(len(beliefs)) if i not in dropped]
    return [beliefs[i] for i in keep_at], [views[i] for i in keep_at]


def collapse(beliefs: list[Belief]) -> list[Belief]:
    """Identical statements (normalised) become one belief listing every source; best score first."""
    groups: dict[str, list[Belief]] = {}
    for belief in beliefs:
        groups.setdefault(normalise(belief.text), []).append(belief)
    out = []
    for group in groups.values():
        group.sort(key=lambda b: (-b.score, b.path, b.line))
        best = group[0]
        _absorb(best, group[1:])
        out.append(best)
    out.sort(key=lambda b: (-b.score, b.path, b.line))
    return out


def _absorb(kept: Belief, others: list[Belief]) -> None:
    """`kept` lists the sources of `others` too (one per path and line, in path order) and is always loaded
    when any of them is."""
    group = [kept, *others]
    kept.sources = sorted({(s.path, s.line): s for b in group for s in b.sources}.values(),
                          key=lambda s: (s.path, s.line))
    kept.always_loaded = any(b.always_loaded for b in group)
