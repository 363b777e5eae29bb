"""map's file text beside what the loader injects: the difference is named, and a negative one (realdata26
repro 05: a mixed-case Memory.md that map counts and Claude Code's loader never reads) is not explained as
wrapper text."""

from __future__ import annotations

from memtui.core.preview.totals import InjectedTotal


def test_a_positive_difference_is_the_loaders_wrapper_text() -> None:
    total = InjectedTotal("claude-code", 9_465, 2_400, 9_525, 2_416)
    assert total.wrapper_chars == 60
    assert total.explained == "+60 chars: a 'Contents of PATH:' line before each file"


def test_a_negative_difference_says_the_two_disagree_on_what_loads() -> None:
    total = InjectedTotal("claude-code", 8_587, 2_599, 62, 16)
    assert total.wrapper_chars == -8_525
    assert "Contents of PATH" not in total.explained
    assert total.explained.startswith("-8,525 chars: the loader injects less than map counts")


def test_equal_figures_need_no_words() -> None:
    assert InjectedTotal("hermes", 100, 30, 100, 30).explained == ""
