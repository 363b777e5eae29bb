"""Snapshots of the sessions pane on the bundled demo workspace (fixed size, no watcher, no blink)."""

from __future__ import annotations

from memtui.app import MemtuiApp
from memtui.panes.sessions_pane import SessionsPane
from memtui.widgets.session_tree import SessionTreeView
from tests.app.helpers import settle, wait_until

SIZE = (120, 40)


async def _loaded(pilot) -> SessionsPane:
    app = pilot.app
    pane = app.query_one(SessionsPane)
    await settle(pilot, app)
    assert await wait_until(pilot, lambda: len(pane.infos) == 2 and pane.session_tree is not None)
    await settle(pilot, app)
    return pane


def test_sessions_pane_claude_session(snap_compare, demo_root):
    async def run_before(pilot) -> None:
        pane = await _loaded(pilot)
        pane.query_one(SessionTreeView).focus()
        await pilot.pause()

    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["sessions"])
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_sessions_pane_pi_branch_point_folded(snap_compare, demo_root):
    async def run_before(pilot) -> None:
        pane = await _loaded(pilot)
        pane.query_one("#sessions-list").focus()
        await pilot.press("down", "enter")
        assert await wait_until(pilot, lambda: pane.session_tree is not None
                                and pane.session_tree.session.format == "pi")
        pane.query_one(SessionTreeView).focus()
        await pilot.press("b", "space")
        await settle(pilot, pilot.app)

    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["sessions"])
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)
