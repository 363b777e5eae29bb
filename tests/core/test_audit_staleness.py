"""Staleness rules on hand-made beliefs (no search needed)."""

from __future__ import annotations

from datetime import date

from memtui.core.audit.beliefs import Belief, Conflict, Source
from memtui.core.audit.staleness import days_between, mark_stale
from memtui.core.audit.statements import Statement


def _belief(path: str, date_: str | None, last_used: str | None = None, always_loaded: bool = False) -> Belief:
    st = Statement(path, 1, "x", "bullet")
    return Belief(path, 1, "x", "bullet", [], "Note", "topic", always_loaded, date_, date_, last_used, date_,
                  None, 1.0, {}, [Source(path, 1)], st)


def test_unused_for_long() -> None:
    old, fresh, loaded = _belief("a.md", "2026-01-01", "2026-02-01"), _belief("b.md", "2026-11-01"), \
        _belief("AGENTS.md", "2025-01-01", always_loaded=True)
    mark_stale([old, fresh, loaded], [], date(2026, 11, 29), 90)
    assert old.stale == "not used for 301 days"
    assert fresh.stale is None and loaded.stale is None


def test_superseded_by_the_newer_side() -> None:
    a, b = _belief("a.md", "2026-11-01"), _belief("b.md", "2026-11-20")
    a.superseded_by = (b, "2026-11-20 vs 2026-11-01")
    mark_stale([a, b], [Conflict(a, b, "value", "r", "b")], date(2026, 11, 29), 90)
    assert a.stale == "superseded by b.md:1 (newer, 2026-11-20 vs 2026-11-01)" and b.stale is None
    c, d = _belief("c.md", "2026-11-01"), _belief("d.md", "2026-11-01")
    mark_stale([c, d], [Conflict(c, d, "value", "r", None)], date(2026, 11, 29), 90)
    assert c.stale is None and d.stale is None


def test_days_between() -> None:
    assert days_between("2026-11-01T10:00:00Z", date(2026, 11, 29)) == 28
    assert days_between("not a date", date(2026, 11, 29)) is None
    assert days_between(None, date(2026, 11, 29)) is None
