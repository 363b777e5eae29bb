"""Plain-text tables by display width: Korean text keeps the columns aligned."""

from __future__ import annotations

from rich.cells import cell_len

from memtui.cli.table import cut, fit_widths, format_table, plural


def test_korean_rows_align_by_display_width() -> None:
    lines = format_table(["name", "tokens"], [["배포 절차", "304"], ["deploy", "222"]], align="<>")
    assert len({cell_len(line) for line in lines}) == 1     # every line ends in the same column
    assert lines[1].startswith("배포 절차 ") and lines[1].endswith("304")


def test_cut_and_fit() -> None:
    assert cut("배포 절차 (한국어)", 8) == "배포 절…"
    assert cell_len(cut("배포 절차 (한국어)", 8)) <= 8
    assert fit_widths([10, 40, 8], 40, steps=((1, 10), (0, 6))) == [10, 22, 8]
    assert fit_widths([10, 12, 8], 40, steps=((1, 10),)) == [10, 12, 8]
    assert fit_widths([10, 40, 8], 20, steps=((1, 20), (0, 6), (1, 4))) == [6, 6, 8]


def test_plural() -> None:
    assert (plural(1, "threat"), plural(2, "threat"), plural(0, "orphan")) == ("1 threat", "2 threats", "0 orphans")


def test_distinct_names_tell_sessions_with_one_name_apart() -> None:
    """ux25: two transcripts both named "Start" were two identical rows in the sessions list and the usage bars."""
    from memtui.cli.table import distinct_names

    assert distinct_names(["Start", "Fix CI", "Start"], ["a/one.jsonl", "b/two.jsonl", "c/three.jsonl"]) == [
        "Start · one.jsonl", "Fix CI", "Start · three.jsonl"]
    assert distinct_names(["Start", "Start"], ["a/s.jsonl", "b/s.jsonl"]) == ["Start · a/s.jsonl", "Start · b/s.jsonl"]
    assert distinct_names([], []) == []
