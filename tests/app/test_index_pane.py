"""Pilot tests of the memory-map pane on a real copy of the demo workspace."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Input

from tests.app.helpers import make_app, settle


async def test_index_shows_demo_rows_and_filters_as_you_type(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot, app)
        rows = app.query_one("#index-rows", DataTable)
        assert rows.row_count == 42
        orphans = app.query_one("#index-orphans", DataTable)
        assert orphans.get_row_at(0)[0] == "docs/patterns/feature-flags.md"
        loaded = app.query_one("#index-loaded", DataTable)
        assert {loaded.get_row_at(i)[0] for i in range(loaded.row_count)} >= {"MEMORY.md", "AGENTS.md", "tasks/lessons.md"}
        await pilot.press(*"coffee")
        assert app.query_one("#index-filter-input", Input).value == "coffee"
        files = {str(rows.get_row_at(i)[2]) for i in range(rows.row_count)}
        assert files == {"memory/coffee-bot.md"}
        await pilot.press("enter")
        await settle(pilot, app)
        editor = app.pane("editor")
        assert editor.path == "memory/coffee-bot.md"
        assert "커피" in editor.area.text


async def test_dangling_pointer_opens_its_source_line(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press(*"cost-alerts", "enter")
        await settle(pilot, app)
        editor = app.pane("editor")
        assert editor.path == "MEMORY.md"
        assert editor.area.cursor_location[0] == 29   # line 30, 0-based


async def test_the_opened_line_is_on_screen_at_80x24(demo_root: Path) -> None:
    """The findings under the text and the status notes appear after the jump: the line stays in view
    (it was hidden below the text's bottom edge, two rows under a 14-row view)."""
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press(*"cost", "enter")
        await settle(pilot, app)
        area = app.pane("editor").area
        top, height = area.scroll_offset.y, area.scrollable_content_region.height
        assert area.cursor_location[0] == 29 and top <= 29 < top + height, (top, height)


async def test_index_refreshes_when_the_agent_writes(demo_root: Path) -> None:
    from tests.app.helpers import wait_until

    app = make_app(demo_root, watch=True, panes=["index", "editor"])
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot, app)
        orphans = app.query_one("#index-orphans", DataTable)
        assert orphans.row_count == 1
        (demo_root / "docs" / "risks" / "new-risk.md").write_text("---\ntitle: New\n---\n- a risk\n")
        assert await wait_until(pilot, lambda: orphans.row_count == 2)


async def test_command_palette_switches_panes(demo_root: Path) -> None:
    from tests.app.helpers import wait_until

    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"view: Editor")
        await pilot.pause(0.3)
        await pilot.press("enter")
        from textual.widgets import TabbedContent

        assert await wait_until(pilot, lambda: app.query_one(TabbedContent).active == "tab-editor")


async def test_enter_opens_a_file_that_matches_only_outside_the_index(demo_root: Path) -> None:
    """An orphan is in no index row: at 80×24 its table is hidden, and Enter on its name did nothing."""
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        await pilot.press(*"feature-flags")
        assert app.query_one("#index-rows", DataTable).row_count == 0
        await pilot.press("enter")
        await settle(pilot, app)
        assert app.pane("editor").path == "docs/patterns/feature-flags.md"
        await pilot.press("f2", "escape", *"zzqq", "enter")
        await settle(pilot, app)
        assert any("zzqq" in n.message for n in app._notifications)
        assert app.pane("editor").path == "docs/patterns/feature-flags.md"


async def test_a_workspace_without_a_pointer_index_shows_its_files_first_at_80x24(tmp_path: Path) -> None:
    """No MEMORY.md/memory-map rows (Hermes-like): the narrow Index showed an empty table; it shows
    the always-loaded files and the orphans, each table as tall as its rows; ctrl+o swaps back."""
    (tmp_path / "AGENTS.md").write_text("# Rules\n\n- Run the tests before committing.\n")
    (tmp_path / "memory").mkdir()
    for name in ("alpha", "beta"):
        (tmp_path / "memory" / f"{name}.md").write_text(f"# {name}\n\n- {name} fact.\n")
    app = make_app(tmp_path, panes=["index", "editor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        rows = app.query_one("#index-rows", DataTable)
        orphans = app.query_one("#index-orphans", DataTable)
        assert rows.row_count == 0 and rows.region.height == 0
        assert orphans.row_count == 2 and orphans.region.height >= 1 + 2   # header and both rows
        assert app.query_one("#index-loaded", DataTable).region.height >= 2
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert rows.region.height > 0 and orphans.region.height == 0


async def test_an_empty_folder_says_where_to_start_memtui(tmp_path: Path) -> None:
    app = make_app(tmp_path, panes=["index", "editor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        summary = str(app.query_one("#index-summary").render())
        assert "no memory files here" in summary and "memtui DIR" in summary
        assert len(summary) <= 2 * 78                  # the two lines the summary has at 80×24


async def test_at_80x24_the_keywords_get_the_room_of_the_pointer_column(demo_root: Path) -> None:
    """At 80 columns the index rows drop the pointer's line ("from"); the keywords keep 16+ cells."""
    app = make_app(demo_root, panes=["index"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        rows = app.query_one("#index-rows", DataTable)
        labels = [str(c.label) for c in rows.columns.values()]
        assert "from" not in labels and labels[:4] == ["", "lint", "file", "keywords"]
        keywords = list(rows.columns.values())[3]
        assert keywords.width >= 16
        assert "배포 절차" in str(rows.get_row_at(1)[3])     # Korean keywords: cut by cells, still readable
    async with make_app(demo_root, panes=["index"]).run_test(size=(240, 50)) as pilot:
        await settle(pilot, pilot.app)
        rows = pilot.app.query_one("#index-rows", DataTable)
        assert [str(c.label) for c in rows.columns.values()][-1] == "from"    # wide: every column, whole


async def test_dangling_rows_are_counted_and_listed_by_one_key(demo_root: Path) -> None:
    from textual.widgets import Static

    app = make_app(demo_root, panes=["index"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        assert "1 dangling (^g)" in str(app.query_one("#index-summary", Static).render())
        await pilot.press("ctrl+g")
        await pilot.pause()
        rows = app.query_one("#index-rows", DataTable)
        assert rows.row_count == 1 and str(rows.get_row_at(0)[0]) == "missing"
        assert "cost-alerts" in str(rows.get_row_at(0)[2])
        await pilot.press("ctrl+g")                          # again: every row
        await pilot.pause()
        assert rows.row_count == 42


async def test_hermes_budgets_are_shown_exactly(layout_root) -> None:
    """ux25: USER.md's 1,375-char Hermes budget read "of 1.4k chars" in the always-loaded table."""
    app = make_app(layout_root("hermes"), panes=["index"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        table = app.query_one("#index-loaded", DataTable)
        caps = {str(table.get_row(key)[0]): str(table.get_row(key)[3]) for key in table.rows}
        assert caps["USER.md"] == "9% of 1,375 chars" and caps["MEMORY.md"] == "86% of 2.2k chars"


async def test_a_row_past_claude_codes_cut_is_not_shown_ok(layout_root) -> None:
    """realdata25 D12: a pointer past MEMORY.md's 200th line (Claude Code never loads it) read "ok"."""
    app = make_app(layout_root("claude-code"), panes=["index"])
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot, app)
        rows = app.query_one("#index-rows", DataTable)
        status = {str(rows.get_row_at(i)[2]): str(rows.get_row_at(i)[0]) for i in range(rows.row_count)}
        assert status["memory/late-note.md"] == "not loaded"
        assert "ok" in status.values()


async def test_openclaw_files_it_does_not_inject_read_not_loaded(layout_root) -> None:
    """repro26 D6: TOOLS.md and HEARTBEAT.md are not injected by OpenClaw 2026.9.6; the pane says so, as map does."""
    app = make_app(layout_root("openclaw"), panes=["index"])
    async with app.run_test(size=(160, 40)) as pilot:
        await settle(pilot, app)
        table = app.query_one("#index-loaded", DataTable)
        caps = {str(table.get_row(key)[0]): str(table.get_row(key)[3]) for key in table.rows}
        assert caps["TOOLS.md"] == caps["HEARTBEAT.md"] == "not loaded"
        assert caps["USER.md"] == "1% of 4k chars" and caps["AGENTS.md"] == "1% of 20k chars"


async def test_claude_imports_are_rows_and_their_files_are_loaded(tmp_path: Path) -> None:
    """repro26 D9: an @import is a pointer (a missing one is 'missing'), its file always loaded, no orphan."""
    write = {"CLAUDE.md": "# Project\n\nSee @docs/conventions.md for the style rules.\n\n@docs/missing-file.md\n",
             "docs/conventions.md": "# Conventions\n\n- keep functions short\n"}
    for rel, text in write.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    app = make_app(tmp_path, panes=["index"])
    async with app.run_test(size=(160, 40)) as pilot:
        await settle(pilot, app)
        rows = app.query_one("#index-rows", DataTable)
        shown = {str(rows.get_row_at(i)[2]): (str(rows.get_row_at(i)[0]), str(rows.get_row_at(i)[3]))
                 for i in range(rows.row_count)}
        assert shown == {"docs/conventions.md": ("ok", "@import"), "docs/missing-file.md": ("missing", "@import")}
        loaded = app.query_one("#index-loaded", DataTable)
        roles = {str(loaded.get_row(key)[0]): str(loaded.get_row(key)[1]) for key in loaded.rows}
        assert roles["docs/conventions.md"] == "topic @import"
        assert app.query_one("#index-orphans", DataTable).row_count == 0
