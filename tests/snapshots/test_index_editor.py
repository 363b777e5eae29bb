"""Snapshots of the main screens on the demo workspace (fixed size, no blink, no watcher)."""

from __future__ import annotations

from pathlib import Path

from memtui.messages import OpenFileRequest
from tests.app.helpers import make_app, settle

SIZE = (130, 36)


def test_index_pane(snap_compare, demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])

    async def run_before(pilot) -> None:
        await settle(pilot, app)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_index_pane_filtered(snap_compare, demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])

    async def run_before(pilot) -> None:
        await settle(pilot, app)
        await pilot.press(*"risks")
        await settle(pilot, app)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_editor_with_frontmatter_problem(snap_compare, demo_root: Path) -> None:
    broken = demo_root / "docs" / "domain" / "deploy.md"
    broken.write_text(broken.read_text().replace("---\n", "---\nbroken line without colon\n", 1))
    app = make_app(demo_root, panes=["index", "editor"])

    async def run_before(pilot) -> None:
        await settle(pilot, app)
        app.post_message(OpenFileRequest("docs/domain/deploy.md", 9))
        await settle(pilot, app)

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)
