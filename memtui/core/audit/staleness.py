"""Staleness of beliefs: files not used for long, or superseded by a newer conflicting belief.

"Used" is the front matter `last_used` (or `updated`, …) when the file has one, else the belief's
date. Always-loaded files (index, rules) are in every prompt, so they are never "unused".

A belief is marked superseded only on evidence that says which value was retired (`marks_stale`): the
newer side names the old value the other still says (or the old line is crossed out), or the two are a
conflict (the same slot with another value) in a real order — two dates, or change wording dated in
the newer statement ("since 2026-11-20"). A change word that names no old value ("now", "updated",
"superseded") orders the pair without a stale mark: on real public memory 336 of 368 stale marks came
from such words, none of them right (bench/real_audit.py, dev half).
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from memtui.core.audit.conflicts import newer_side
from memtui.core.audit.supersede import EVIDENCE_DATE, EVIDENCE_LEFT, EVIDENCE_WORDING, Change

if TYPE_CHECKING:
    from memtui.core.audit.model import Belief, Conflict

DEFAULT_STALE_DAYS = 90


def days_between(earlier: str | None, today: date) -> int | None:
    """Whole days from an ISO date to `today` (None when missing or unparsable)."""
    if not earlier:
        return None
    try:
        return (today - date.fromisoformat(earlier[:10])).days
    except ValueError:
        return None


def marks_stale(kind: str, evidence: int, newer_change: Change, older_change: Change, newer_date: str | None,
                older_date: str | None) -> bool:
    """Whether a pair's evidence marks the older side superseded (else it only orders the two):
    a retired value named (by the newer side, or by the older one as past: "used to", "until 2026-08")
    or a line crossed out; or a conflict (not a mere update) in a real order: two dates that say so,
    or change wording in a statement that writes its date."""
    if evidence == EVIDENCE_LEFT or (evidence == EVIDENCE_WORDING and older_change.past_only):
        return True
    if kind == "update":
        return False
    if evidence == EVIDENCE_WORDING and newer_change.date is not None:
        return True
    return evidence in (EVIDENCE_DATE, EVIDENCE_WORDING) and newer_side(newer_date, older_date) == "a"


def mark_stale(beliefs: list["Belief"], conflicts: list["Conflict"], today: date, stale_days: int) -> None:
    """Set `belief.stale` to a plain reason; superseded (see `Belief.superseded_by`) wins over unused."""
    for belief in beliefs:
        if belief.always_loaded:
            continue
        idle = days_between(belief.last_used or belief.date, today)
        if idle is not None and idle > stale_days:
            belief.stale = f"not used for {idle} days"
    for belief in beliefs:           # the surest conflict with a current side names it
        superseded = belief.superseded_text()
        if superseded:
            belief.stale = superseded


def age_label(days: int | None) -> str:
    """A short age: today, 5d, 3w, 8mo, 2y (empty when unknown)."""
    if days is None:
        return ""
    if days <= 0:
        return "today"
    if days < 14:
        return f"{days}d"
    if days < 60:
        return f"{days // 7}w"
    if days < 730:
        return f"{days // 30}mo"
    return f"{days // 365}y"
