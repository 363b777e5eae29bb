"""The first screen waits for nothing it does not show: the Index pane paints the first scan's cheap
listing while the exact scan runs, and a pane whose key comes before the hidden panes are mounted opens."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import DataTable, Static

import memtui.app as app_module
from memtui.app import MemtuiApp
from memtui.core.tokens import ESTIMATE_NAME
from memtui.core.workspace import scan_workspace
from tests.app.helpers import make_app, settle, wait_until


async def _poll(pilot: Pilot[None], condition, seconds: float = 10.0) -> bool:
    """Wait for `condition` by pausing only (the workers are not waited on: one of them is held)."""
    for _ in range(int(seconds / 0.02)):
        if condition():
            return True
        await pilot.pause(0.02)
    return condition()


def _token_cells(table: DataTable) -> list[str]:
    return [str(table.get_row_at(i)[5]) for i in range(table.row_count)]


async def test_the_index_paints_the_listing_before_the_exact_scan(demo_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    release = threading.Event()
    calls: list[bool] = []

    def held_exact_scan(root: Path, *, exact: bool = True):
        calls.append(exact)
        if exact:
            release.wait(20)          # the exact scan is slow: the listing must be on screen meanwhile
        return scan_workspace(root, exact=exact)

    monkeypatch.setattr(app_module, "scan_workspace", held_exact_scan)
    app = make_app(demo_root)
    async with app.run_test(size=(140, 40)) as pilot:
        rows = app.query_one("#index-rows", DataTable)
        assert await _poll(pilot, lambda: rows.row_count == 42)
        assert app.workspace is None and app.listing is not None and app.listing.tokenizer == ESTIMATE_NAME
        assert await _poll(pilot, lambda: calls == [False, True])   # after the listing's paint: the exact scan, held
        assert not [w for w in app.workers if w.group == "lint"]    # nothing started from the exact scan yet
        cells = [c for c in _token_cells(rows) if c != "—"]
        assert cells and all(c.startswith("≈") for c in cells)
        summary = str(app.query_one("#index-summary", Static).render())
        assert "always loaded ≈" in summary
        release.set()
        await settle(pilot, app)
        assert app.workspace is not None and app.listing is None
        exact = scan_workspace(demo_root)
        assert rows.row_count == 42
        by_path = {f.path: f.tokens for f in exact.files}
        for key in rows.rows:             # row-<n>: the n-th index row; its tokens now the exact count
            target = exact.index[int(str(key.value).removeprefix("row-"))].resolved or ""
            assert str(rows.get_row(key)[5]) == (f"{by_path[target]:,}" if target in by_path else "—")
        assert f"always loaded {exact.always_loaded_tokens:,} tokens" in str(app.query_one("#index-summary", Static).render())
        assert app.lint_report is not None
        assert all(app.pane(pane_id) is not None for pane_id in app.shown_panes)   # the hidden panes mounted


async def test_a_pane_key_before_the_hidden_panes_are_mounted_opens_it(demo_root: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MemtuiApp, "start_other_panes", lambda self: None)   # as if their import were still running
    app = make_app(demo_root, panes=["index", "sessions", "editor"])
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot, app)
        assert app.pane("sessions") is None and app.pane("editor") is None
        await pilot.press("f4")
        assert await wait_until(pilot, lambda: app.focused is not None and app.focused.id == "sessions-list")
        await pilot.press("f2", "ctrl+f", *"coffee", "enter")       # opening a row mounts the editor first
        assert await wait_until(pilot, lambda: getattr(app.pane("editor"), "path", None) == "memory/coffee-bot.md")
