"""The other side of a change from the audit's pool, and newer first among near-duplicates.

Both close the gap "current above superseded": a side that never became a belief cannot be ordered
(bench/memory_qa.py "supersession side missing"), and two beliefs about one subject that no conflict
check paired were listed by score. Sentences written for these tests.
"""

from __future__ import annotations

from memtui.core.audit.model import Belief

from datetime import date
from pathlib import Path

import pytest

from memtui.core.audit.beliefs import Auditor
from memtui.core.audit.sides import other_side
from memtui.core.audit.statements import split_statements
from memtui.core.search.engine import SearchEngine


def _statement(text: str, path: str = "m.md") -> object:
    return split_statements(f"- {text}\n", path)[0]


def test_a_change_that_left_the_value_a_belief_says_is_its_newer_side() -> None:
    old = _statement("Document archive: Filevault 9, one folder per client.")
    new = _statement("Cut over from Filevault to Papertrail; Filevault stays read-only until March.")
    assert other_side(old, new) == "newer"        # type: ignore[arg-type]
    assert other_side(new, old) == "older"        # type: ignore[arg-type]


def test_a_korean_move_names_the_old_value_in_latin_letters() -> None:
    old = _statement("Site build: push to main, Vercel deploys automatically.")
    new = _statement("사이트는 2026년 11월에 Vercel에서 Render로 옮김.")
    assert other_side(old, new) == "newer"        # type: ignore[arg-type]


def test_two_values_under_one_key_are_sides_and_unrelated_lines_are_not() -> None:
    a = _statement("仓库早班：07:00 开始")
    b = _statement("仓库早班：06:30 开始")
    assert other_side(a, b) == "slot"             # type: ignore[arg-type]
    c = _statement("The cafeteria opens at 11:30 on weekdays.")
    assert other_side(a, c) is None               # type: ignore[arg-type]
    d = _statement("Filevault is also where scanned receipts go.")
    assert other_side(_statement("Archive: Filevault 9"), d) is None   # type: ignore[arg-type]


@pytest.mark.model
def test_the_newer_side_of_a_change_in_the_pool_is_listed_above_the_old(tmp_path: Path) -> None:
    """The change line names no topic word (its first version was never a belief)."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "systems.md").write_text(
        "# Systems\n\n- Document management: Filevault 9, one folder per client.\n"
        "- Time tracking: Clockwise, rounded to six minutes.\n", encoding="utf-8")
    (tmp_path / "sessions").mkdir()
    (tmp_path / "sessions" / "2026-10-02-archive.md").write_text(
        "# 2026-10-02\n\n- Cut over from Filevault to Papertrail; Filevault stays read-only until March.\n"
        "- Printer on floor 2 replaced.\n", encoding="utf-8")
    engine = SearchEngine(tmp_path)
    try:
        engine.embed_pending()
        result = Auditor(tmp_path, engine, today=date(2026, 12, 1)).audit("Which document management system?")
        lines = [(b.path, b.line) for b in result.beliefs]
        assert ("docs/systems.md", 3) in lines
        assert ("sessions/2026-10-02-archive.md", 3) in lines
        assert lines.index(("sessions/2026-10-02-archive.md", 3)) < lines.index(("docs/systems.md", 3))
    finally:
        engine.close()


def test_newer_first_moves_the_side_that_left_a_value_above_the_belief_still_saying_it() -> None:
    from memtui.core.audit import order

    old = _Listed(_statement("art shipper: Haulwell for all UK moves"))
    other = _Listed(_statement("Crates are built by the joinery in Leeds."))
    new = _Listed(_statement("Decision: we don't use Haulwell anymore — all shipments via Crateline from July"))
    assert order.newer_first([old, other, new]) == [new, old, other]
    assert order.newer_first([new, old, other]) == [new, old, other]          # already in order
    new.superseded_by = (old, "the conflict check says so")                 # an explicit verdict stands
    assert order.newer_first([old, other, new]) == [old, other, new]


class _Listed:
    """What `order.newer_first` reads of a belief: its statement and what supersedes it."""

    newer = Belief.newer

    def __init__(self, statement: object) -> None:
        self.statement = statement
        self.superseded_by: tuple[object, str] | None = None
        self.listed_below: object | None = None
