"""Staleness of beliefs: files not used for long, or superseded by a newer conflicting belief.

"Used" is the front matter `last_used` (or `updated`, …) when the file has one, else the belief's
date. Always-loaded files (index, rules) are in every prompt, so they are never "unused".
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

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
