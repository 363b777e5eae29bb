"""Table rows are records: rows of one table with other first cells, rows of two tables, and a row
beside a line outside its table related only by meaning are no conflict over their typed values
(`slots.other_records`, used by `meaning.meaning_verdict`). All rows here were written for these
tests; the last test runs the real model on the bundled demo, whose Audit pane showed three such
false conflicts ("both about it")."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import numpy as np
import pytest

from memtui.core.audit.beliefs import Auditor
from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView, meaning_verdict
from memtui.core.audit.slots import other_records, same_key_values
from memtui.core.audit.supersede import change_of
from memtui.core.lint.threats import scan_text
from memtui.core.search.engine import SearchEngine

ROTA = "rota.md|Week of|Primary|Backup"
MEETINGS = "meetings.md|Meeting|When|Where"


def view(text: str, table: str | None = None, cosine: float = 1.0) -> PairView:
    vector = np.asarray([cosine, (1.0 - cosine * cosine) ** 0.5], dtype=np.float32)
    return PairView(text, analyse(text), change_of(text), vector, table=table)


def test_rows_of_one_table_with_other_first_cells_are_two_records() -> None:
    assert other_records("2027-01-04 ; Mina ; Joon", "2027-01-11 ; Joon ; Mina", ROTA, ROTA, False)
    week_1 = view("2027-01-04 ; Mina ; Joon", ROTA)
    week_2 = view("2027-01-11 ; Joon ; Mina", ROTA, 0.95)
    assert meaning_verdict(week_1, week_2) is None


def test_rows_of_one_table_with_one_first_cell_still_conflict() -> None:
    assert not other_records("Standup ; 09:30 daily", "Standup ; 10:00 daily", MEETINGS, MEETINGS, True)
    verdict = meaning_verdict(view("Standup ; 09:30 daily", MEETINGS), view("Standup ; 10:00 daily", MEETINGS, 0.97))
    assert verdict is not None and "time differs" in verdict.reason


def test_rows_of_two_tables_related_only_by_meaning_are_two_slots() -> None:
    freeze = view("Fri ; no releases after 13:00 ; -", "release.md|Day|Rule|Note")
    retro = view("회고 ; 격주 금요일 15:00 ; Zoom", MEETINGS, 0.86)
    assert other_records(freeze.text, retro.text, freeze.table, retro.table, False)
    assert meaning_verdict(freeze, retro) is None


def test_a_row_and_a_sentence_related_only_by_meaning_are_two_slots() -> None:
    freeze = view("Fri ; no releases after 13:00 ; -", "release.md|Day|Rule|Note")
    handover = view("당번 교대는 화요일 11:00에 한다.", None, 0.85)
    assert other_records(freeze.text, handover.text, freeze.table, None, False)
    assert meaning_verdict(freeze, handover) is None


def test_a_row_and_a_sentence_sharing_the_subject_word_still_conflict() -> None:
    assert not other_records("Backup window ; 02:00", "The backup window moved to 03:30.", "ops.md|Job|When",
                             None, True)
    row = view("Backup window ; 02:00", "ops.md|Job|When")
    moved = view("The backup window moved to 03:30.", None, 0.9)
    assert meaning_verdict(row, moved) is not None


def test_one_key_with_the_same_words_and_other_numbers_is_two_amounts() -> None:
    # no typed value reads "t/acre" or "crates": the same words around other numbers still differ
    assert same_key_values("harvest_goal_plot_c: 3.5 t/acre", "harvest_goal_plot_c: 3.0 t/acre") == \
        ("harvest_goal_plot_c", "3.5 t/acre", "3.0 t/acre")
    assert same_key_values("Crates per pallet: 40 crates", "Crates per pallet: 48 crates") is not None
    # the same amount, or other words beside the number, are no such pair
    assert same_key_values("Crates per pallet: 40 crates", "Crates per pallet: 40 crates") is None
    assert same_key_values("Pallet slots: 40 in bay 2", "Pallet slots: 12 spare in bay 2") is None


def test_statements_outside_tables_are_never_records() -> None:
    assert not other_records("Deploys at 10:00.", "Deploys at 11:00.", None, None, False)


@pytest.mark.model
@pytest.mark.parametrize("k", [10, 20])
def test_demo_deploy_question_lists_only_its_planted_conflicts(demo_root: Path, k: int) -> None:
    engine = SearchEngine(demo_root)
    try:
        engine.embed_pending()
        result = Auditor(demo_root, engine, today=date(2026, 11, 29), threat_scan=scan_text).audit(
            "where does atlas deploy?", k=k)
        assert result.mode == "hybrid"
        pairs = {frozenset({(c.a.path, c.a.line), (c.b.path, c.b.line)}) for c in result.conflicts}
        assert frozenset({("docs/domain/deploy.md", 9), ("docs/risks/legacy-deploy.md", 9)}) in pairs
        rows = {"memory/meetings.md", "docs/references/oncall.md"}
        assert not any({c.a.path, c.b.path} & rows for c in result.conflicts), \
            [(c.a.text, c.b.text) for c in result.conflicts]
        assert not any(c.reason.startswith("both about it") for c in result.conflicts)
    finally:
        engine.close()
