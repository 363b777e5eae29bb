"""Every pane (the audit pane has its own snapshots) at 80×24 and 160×48, and the F1 help:
fixed size, no blinking cursor, no watcher, no clock, paths relative to the demo copy."""

from __future__ import annotations

from pathlib import Path

import pytest

from memtui.messages import OpenFileRequest
from tests.app.helpers import make_app, settle, wait_until

SIZES = {"80x24": (80, 24), "160x48": (160, 48)}
KEYS = {"index": "f2", "editor": "f3", "sessions": "f4", "usage": "f5", "findings": "f7"}


async def _prepare(pilot, pane_id: str) -> None:
    app = pilot.app
    await settle(pilot, app)
    if pane_id == "editor":
        app.post_message(OpenFileRequest("docs/domain/deploy.md", 9))
    await pilot.press(KEYS[pane_id])
    if pane_id == "sessions":
        pane = app.pane("sessions")
        assert await wait_until(pilot, lambda: len(pane.infos) == 2 and pane.session_tree is not None)
    if pane_id == "usage":
        assert await wait_until(pilot, lambda: app.pane("usage").report is not None)
    await settle(pilot, app)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("pane_id", list(KEYS))
def test_pane(snap_compare, demo_root: Path, pane_id: str, size: str) -> None:
    app = make_app(demo_root, panes=["index", "editor", "sessions", "usage", "findings"])

    async def run_before(pilot) -> None:
        await _prepare(pilot, pane_id)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=run_before)


def test_index_side_tables_at_80x24(snap_compare, demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])

    async def run_before(pilot) -> None:
        await settle(pilot, app)
        await pilot.press("ctrl+o")
        await settle(pilot, app)

    assert snap_compare(app, terminal_size=SIZES["80x24"], run_before=run_before)


def test_help_for_the_sessions_pane_at_80x24(snap_compare, demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor", "sessions", "usage", "findings"])

    async def run_before(pilot) -> None:
        await _prepare(pilot, "sessions")
        await pilot.press("f1")
        await settle(pilot, app)

    assert snap_compare(app, terminal_size=SIZES["80x24"], run_before=run_before)
