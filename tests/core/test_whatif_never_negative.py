"""A what-if saving can never be negative: a placeholder longer than the result it replaces saves 0."""

from __future__ import annotations

from pathlib import Path

from memtui.core.sessions import parse_session
from memtui.core.usage import PruneSettings
from memtui.core.usage.analysis import analyze_session

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "usage"


def test_a_placeholder_longer_than_the_results_never_saves_a_negative_amount() -> None:
    huge = "[cleared] " * 2000      # 20,000 chars: longer than every tool result of the fixture
    settings = PruneSettings(keep_last_assistants=1, min_chars=0, placeholder=huge)
    result = analyze_session(parse_session(FIXTURES / "pi_no_usage.jsonl"), settings).what_if
    assert result.pruned >= 1
    assert result.tokens_saved == 0 and result.chars_saved == 0


def test_stats_never_prints_a_minus_saving(capsys, demo_root: Path) -> None:
    from memtui.cli import main

    assert main(["stats", "--root", str(demo_root)]) == 0
    out = capsys.readouterr().out
    assert "what-if -" not in out and "what-if pruning saves" in out
