"""UsageBars: proportional cell allotment, full-width shares, caps drawn against their limit."""

from __future__ import annotations

from memtui.widgets.usage_bars import CAP_MARK, FILL, BarRow, UsageBars, allot


def test_allot_fills_exactly_and_is_proportional():
    assert allot([1, 1, 2], 8) == [2, 2, 4]
    assert allot([1, 1, 1], 10) == [4, 3, 3]          # the remainder goes to the earliest tie
    assert allot([0, 5, 0], 7) == [0, 7, 0]
    assert allot([0, 0], 5) == [0, 0]
    assert sum(allot([3, 7, 11, 13], 37)) == 37


async def test_render_shares_and_cap_marker(host_app):
    shares = UsageBars([BarRow("a", [("tool_results", 3), ("user_input", 1)], "4 tok")], label_width=4, note_width=8)
    async with host_app(shares).run_test(size=(32, 4)):
        line = str(shares.render()).splitlines()[0]
        cells = shares.bar_cells()                          # 32 - 4 - 8 - 2 = 18
        assert cells == 18
        assert line.startswith("a   ") and line.count(FILL) == cells
        assert line.endswith("4 tok")

    capped = UsageBars([BarRow("cap", [("chars", 2500)], "", limit=5000),
                        BarRow("over", [("chars", 6000)], "", limit=5000)],
                       normalize=False, label_width=5, note_width=3)
    async with host_app(capped).run_test(size=(30, 4)):
        cells = capped.bar_cells()                          # 30 - 5 - 3 - 2 = 20
        half, over = str(capped.render()).splitlines()
        assert half[5:5 + cells].count(FILL) == cells // 2
        assert half[5:5 + cells].index(CAP_MARK) == cells - 1
        assert over[5:5 + cells].count(FILL) == cells      # over the cap: a full bar


async def test_cursor_moves_and_posts_highlighted(host_app):
    rows = [BarRow(str(i), [("other", i + 1)]) for i in range(3)]
    bars = UsageBars(rows, selectable=True)
    seen: list[int] = []

    class Watch(host_app):
        def on_usage_bars_highlighted(self, event: UsageBars.Highlighted) -> None:
            seen.append(event.index)

    async with Watch(bars).run_test(size=(40, 5)) as pilot:
        bars.focus()
        await pilot.press("down", "down", "down", "up")
        await pilot.pause()
        assert bars.cursor == 1
        assert seen == [1, 2, 1]
