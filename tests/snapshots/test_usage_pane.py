"""Snapshots of the usage pane on the bundled demo workspace (fixed size, no watcher, no blink)."""

from __future__ import annotations

import asyncio

from memtui.app import MemtuiApp
from memtui.panes.usage_pane import UsagePane

SIZE = (120, 40)


async def _report_ready(pilot) -> None:
    app = pilot.app
    pane = app.query_one(UsagePane)
    for _ in range(200):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if pane.report is not None:
            break
        await asyncio.sleep(0.02)
    assert pane.report is not None


def test_usage_pane(snap_compare, demo_root):
    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["usage"])
    assert snap_compare(app, terminal_size=SIZE, run_before=_report_ready)


def test_usage_pane_second_session_whole(snap_compare, demo_root):
    async def select(pilot) -> None:
        await _report_ready(pilot)
        pilot.app.query_one("#usage-bars").focus()
        await pilot.press("down", "v")
        await pilot.pause()

    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["usage"])
    assert snap_compare(app, terminal_size=SIZE, run_before=select)
