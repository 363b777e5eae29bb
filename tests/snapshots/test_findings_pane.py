"""Snapshots of the Lint pane on the bundled demo workspace (fixed size, no watcher, no blink)."""

from __future__ import annotations

from memtui.app import MemtuiApp
from memtui.panes.findings_pane import FindingsPane

SIZE = (120, 36)


async def _report_ready(pilot) -> None:
    app = pilot.app
    pane = app.query_one(FindingsPane)
    for _ in range(300):
        await app.workers.wait_for_complete()
        await pilot.pause()
        if pane.report is not None:
            break
    assert pane.report is not None
    app.action_show_tab("findings")     # the tab lands on the findings tree
    await pilot.pause()


def test_findings_pane(snap_compare, demo_root):
    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["findings"])
    assert snap_compare(app, terminal_size=SIZE, run_before=_report_ready)


def test_findings_pane_errors_only(snap_compare, demo_root):
    async def errors_only(pilot) -> None:
        await _report_ready(pilot)
        pilot.app.query_one("#findings-tree").focus()
        await pilot.press("e")
        await pilot.pause()

    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["findings"])
    assert snap_compare(app, terminal_size=SIZE, run_before=errors_only)
