"""Snapshot of the audit pane: beliefs grouped by file with badges, detail view, conflicts."""

from __future__ import annotations

import asyncio
from datetime import date
from pathlib import Path

import pytest

from memtui.app import MemtuiApp
from memtui.cli.screenshot import tables_measured
from memtui.panes.audit_pane import AuditPane


@pytest.fixture(autouse=True)
def keyword_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")


async def _audit(pilot, topic: str, belief: tuple[str, int]) -> None:
    app = pilot.app
    await pilot.press("f6")
    pane = app.query_one(AuditPane)
    pane.today = date(2026, 11, 29)          # ages are relative to a fixed day
    query = pane.query_one("#audit-query")
    query.focus()
    query.value = topic
    await pilot.press("enter")
    for _ in range(300):
        await pilot.pause()
        if pane.result is not None:
            break
        await asyncio.sleep(0.02)
    await app.workers.wait_for_complete()
    index = next(i for i, b in enumerate(pane.result.beliefs) if (b.path, b.line) == belief)
    table = pane.query_one("#audit-results")
    keys = [str(table.coordinate_to_cell_key((r, 0)).row_key.value) for r in range(table.row_count)]
    table.focus()
    table.move_cursor(row=keys.index(f"belief-{index}"))
    await pilot.pause()
    await tables_measured(pilot, app)


def test_audit_beliefs_detail_and_conflicts(snap_compare, audit_root: Path) -> None:
    app = MemtuiApp(audit_root, watch=False, cursor_blink=False, panes=["audit"])

    async def run_before(pilot) -> None:
        await _audit(pilot, "atlas deploy", ("memory/deploy.md", 9))

    assert snap_compare(app, run_before=run_before, terminal_size=(140, 42))


def test_audit_raw_search_hits(snap_compare, audit_root: Path) -> None:
    app = MemtuiApp(audit_root, watch=False, cursor_blink=False, panes=["audit"])

    async def run_before(pilot) -> None:
        await _audit(pilot, "atlas port", ("memory/deploy.md", 10))
        await pilot.press("ctrl+t")
        await pilot.pause()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()                  # the tables re-laid out after the switch
        await tables_measured(pilot, pilot.app)      # and measured their rows (a loaded machine was late)

    assert snap_compare(app, run_before=run_before, terminal_size=(140, 42))
