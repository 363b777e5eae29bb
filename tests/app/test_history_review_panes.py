"""Pilot tests of the History and Review panes on real workspaces, with the real watcher and journal."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable

from memtui.core.history import HistoryStore, timeline
from tests.app.helpers import make_app, settle, wait_until
from tests.core.history_helpers import make_workspace, run_agent

V2 = "# Deploy\n\n- Atlas deploys to Cloudflare Workers now.\n"


def _agent_versions(root: Path, path: str) -> list:
    return [v for v in timeline(HistoryStore(root), path) if v.kind != "baseline"]


async def test_journal_records_an_agent_write_while_memtui_runs(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    app = make_app(root, watch=True, panes=["history"])
    async with app.run_test(size=(150, 40)) as pilot:
        await settle(pilot, app)
        pane = app.pane("history")
        assert await wait_until(pilot, lambda: len(pane.versions) == 3, 10)     # the baseline
        ids = run_agent(root, [{"path": "memory/deploy.md", "write": V2}])
        assert await wait_until(pilot, lambda: any(v.kind == "modified" for v in pane.versions), 15)
        newest = pane.versions[0]
        assert (newest.record.path, newest.record.by["entry"]) == ("memory/deploy.md", ids[0])
        table = pane.query_one("#history-table", DataTable)
        assert "fake-agent.jsonl" in str(table.get_row_at(0)[4])


async def test_history_revert_with_one_key_and_refusal_on_a_change(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    app = make_app(root, panes=["history"])
    async with app.run_test(size=(150, 40)) as pilot:
        await settle(pilot, app)
        pane = app.pane("history")
        assert await wait_until(pilot, lambda: len(pane.versions) == 3, 10)
        run_agent(root, [{"path": "memory/deploy.md", "write": V2}])
        app.scan()
        assert await wait_until(pilot, lambda: pane.versions and pane.versions[0].kind == "modified", 10)
        pane.query_one("#history-table", DataTable).focus()
        await pilot.press("r")
        assert await wait_until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen")
        await pilot.click("#choice-revert")
        assert await wait_until(pilot, lambda: (root / "memory/deploy.md").read_text() != V2, 10)
        assert (root / "memory/deploy.md").read_text() == "# Deploy\n\n- Atlas deploys to Fly.io from main.\n"
        assert await wait_until(pilot, lambda: pane.versions[0].record.source == "memtui", 10)
        # a change the journal has not seen yet: revert is refused and the file kept
        target = next(i for i, v in enumerate(pane.versions) if v.kind == "modified" and v.record.source != "memtui")
        pane.query_one("#history-table", DataTable).move_cursor(row=target)
        (root / "memory/deploy.md").write_text("# Deploy\n\n- someone else's edit\n")
        await pilot.press("r")
        assert await wait_until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen")
        await pilot.click("#choice-revert")
        await settle(pilot, app)
        assert (root / "memory/deploy.md").read_text() == "# Deploy\n\n- someone else's edit\n"
        assert any("Not reverted" in (n.title or "") for n in app._notifications)


async def test_review_pane_single_keys(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["review", "editor"])
    async with app.run_test(size=(160, 45)) as pilot:
        await settle(pilot, app)
        app.action_show_tab("review")
        pane = app.pane("review")
        assert await wait_until(pilot, lambda: pane.queue is not None and pane.shown, 15)
        table = pane.query_one("#review-table", DataTable)
        table.focus()
        first = pane.current()
        assert first is not None and first.kind == "dangling"
        await pilot.press("i")                                         # ignore
        assert await wait_until(pilot, lambda: first.id not in {i.id for i in pane.shown}, 10)
        await pilot.press("s")                                         # decided items too
        assert await wait_until(pilot, lambda: first.id in {i.id for i in pane.shown})
        await pilot.press("s")
        threat = next(i for i, item in enumerate(pane.shown) if item.evidence[0].path == "memory/webhook-notes.md")
        table.move_cursor(row=threat)
        await pilot.pause()
        before = (demo_root / "memory/webhook-notes.md").read_text()
        await pilot.press("a")                                         # apply: remove the injected line
        assert await wait_until(pilot, lambda: (demo_root / "memory/webhook-notes.md").read_text() != before, 10)
        assert "ignore previous instructions" not in (demo_root / "memory/webhook-notes.md").read_text()
        assert list((demo_root / ".memtui/backups/memory").glob("webhook-notes.md.*.bak"))
        await pilot.press("o")
        await settle(pilot, app)
        assert app.pane("editor").path is not None


async def test_review_pane_shows_a_moves_warning_and_applies_it(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    rules = "\n".join(f"- Always run the full test suite before you push the branch, check {i}." for i in range(80))
    (root / "MEMORY.md").write_text(f"# Memory\n\n- Team: [team](memory/team.md)\n\n## Rules\n\n{rules}\n")
    app = make_app(root, panes=["review", "editor"])
    async with app.run_test(size=(160, 45)) as pilot:
        await settle(pilot, app)
        app.action_show_tab("review")
        pane = app.pane("review")
        assert await wait_until(pilot, lambda: pane.queue is not None and pane.shown, 20)
        row = next(i for i, item in enumerate(pane.shown) if item.kind == "budget" and item.writes["move"])
        table = pane.query_one("#review-table", DataTable)
        table.focus()
        table.move_cursor(row=row)
        await pilot.pause()
        detail = str(pane.query_one("#review-detail").render())
        assert "move section 'Rules'" in detail and "loaded into every prompt" in detail
        await pilot.press("a")                                         # rules become on-demand: asked first
        assert await wait_until(pilot, lambda: app.screen.__class__.__name__ == "ChoiceScreen", 5)
        assert not (root / "memory/rules.md").exists()
        await pilot.press("enter")
        assert await wait_until(pilot, lambda: (root / "memory/rules.md").exists(), 15)
        assert "Always run the full test suite" not in (root / "MEMORY.md").read_text()


def _visible_cells(table: DataTable, column: int) -> int:
    """How many cells of `column` show without scrolling sideways."""
    widths = [c.get_render_width(table) for c in table.ordered_columns]
    return table.scrollable_content_region.width - sum(widths[:column])


async def test_history_and_review_at_80x24_show_the_file_and_the_item(demo_root: Path) -> None:
    """Side by side with their detail at 80×24, the History file column showed 8 cells ("tasks/se")
    and the Review item 10: the detail goes under the table and both columns show."""
    app = make_app(demo_root, panes=["history", "review"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press("f9")
        history = app.query_one("#history-table", DataTable)
        assert await wait_until(pilot, lambda: history.row_count > 20)
        longest = max(len(str(history.get_row_at(i)[3])) for i in range(history.row_count))
        assert _visible_cells(history, 3) >= longest
        assert history.max_scroll_x == 0                      # "by" is cut with "…", never scrolled to
        assert app.query_one("#history-diff-box").region.y >= history.region.bottom
        summary = str(app.query_one("#history-summary").render())
        assert "2 changes in the workspace (+24 baselines)" in summary and "none undid" in summary
        # the two agent writes come first, not under the 24 first-look baselines taken a moment ago
        assert [str(history.get_row_at(i)[2]) for i in range(3)] == ["created", "created", "baseline"]
        await pilot.press("f10")
        review = app.query_one("#review-table", DataTable)
        assert await wait_until(pilot, lambda: review.row_count > 5)
        assert _visible_cells(review, 3) >= 40
        assert review.max_scroll_x == 0                       # the item is cut with "…", never scrolled to
        items = [str(review.get_row_at(i)[3]) for i in range(review.row_count)]
        pane = app.pane("review")
        assert all(text.startswith(f"{item.evidence[0].path}:{item.evidence[0].line}")
                   for text, item in zip(items, pane.shown, strict=True) if item.evidence)
        assert app.query_one("#review-detail-box").region.y >= review.region.bottom
