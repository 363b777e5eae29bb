"""Issue 15, "the operator's hour": focus follows F2–F7, a fast filter + Enter opens the right file,
every pane is usable at 80×24, help on F1, and the small things (forks, --version, plurals)."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual.widgets import Button, DataTable, Input

from memtui.app import MAIN_WIDGETS, MemtuiApp
from tests.app.helpers import make_app, settle, wait_until

F_KEYS = {"index": "f2", "editor": "f3", "sessions": "f4", "usage": "f5", "audit": "f6", "findings": "f7",
          "history": "f9", "review": "f10"}
SMALL = (80, 24)


def _focused_pane(app: MemtuiApp) -> str | None:
    focused = app.focused
    if focused is None:
        return None
    for pane_id in F_KEYS:
        pane = app.pane(pane_id)
        if pane is not None and pane in focused.ancestors_with_self:
            return pane_id
    return None


@pytest.mark.parametrize("start", ["editor", "findings"])
async def test_each_f_key_focuses_the_main_widget_of_its_pane(demo_root: Path, start: str) -> None:
    app = make_app(demo_root)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        await pilot.press(F_KEYS[start])
        for pane_id, key in F_KEYS.items():
            await pilot.press(key)
            assert app.focused is app.pane(pane_id).query_one(MAIN_WIDGETS[pane_id]), pane_id
            # the footer shows the keys of the pane in focus
            assert any(b.node is app.pane(pane_id) for b in app.screen.active_bindings.values()) or pane_id == "editor"


async def test_the_first_key_after_an_f_key_reaches_the_new_pane(demo_root: Path) -> None:
    app = make_app(demo_root)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        await pilot.press("f7")
        await pilot.press("f2", "c")     # no pause: the "c" is queued behind the F2
        assert app.query_one("#index-filter-input", Input).value == "c"
        await pilot.press("f6", "x")
        assert app.query_one("#audit-query", Input).value.endswith("x")


async def test_fast_filter_and_enter_after_f2_opens_the_row_under_the_filter(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor", "findings"])
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        rows = app.query_one("#index-rows", DataTable)
        await pilot.press("f2", "down", "down", "down", "down", "down")   # a highlight far down the list
        assert rows.cursor_row == 5
        await pilot.press("f7", "f2", *"coffee", "enter")                # then a fast filter + Enter
        await settle(pilot, app)
        assert app.pane("editor").path == "memory/coffee-bot.md"


async def test_new_filter_puts_the_cursor_on_its_first_match(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        rows = app.query_one("#index-rows", DataTable)
        await pilot.press("down", "down", "down", *"docs/")
        assert rows.cursor_row == 0


def _assert_first_columns_whole(table: DataTable, count: int = 2) -> None:
    """The first `count` columns are on screen and wide enough for every cell and header."""
    assert table.region.width > 0, f"{table.id} is not shown"
    columns = list(table.columns.values())[:count]
    x = table.region.x + 1 + sum(2 * table.cell_padding + c.get_render_width(table) - 2 * table.cell_padding
                                 for c in columns)
    assert x <= table.region.right, f"{table.id}: first {count} columns run past the table"
    for index, column in enumerate(columns):
        cells = [table.get_row_at(r)[index] for r in range(table.row_count)] + [column.label]
        widest = max(cell_len(str(c)) for c in cells)
        assert column.width >= widest if not column.auto_width else column.content_width >= widest, (
            f"{table.id}: column {index} cut")


@pytest.mark.parametrize("pane_id, table_id", [
    ("index", "#index-rows"), ("sessions", "#sessions-list"), ("usage", "#usage-aggregate"),
])
async def test_each_pane_at_80x24_shows_its_main_table(demo_root: Path, pane_id: str, table_id: str) -> None:
    app = make_app(demo_root)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        await pilot.press(F_KEYS[pane_id])
        await settle(pilot, app)
        table = app.query_one(table_id, DataTable)
        assert table.row_count > 0
        _assert_first_columns_whole(table)
        assert table.region.width >= 60, f"{table_id} shrank to {table.region.width} cells"
        if pane_id != "usage":        # the fitted tables need no sideways scrolling
            assert table.max_scroll_x == 0, f"{table_id} is wider than the terminal"


async def test_index_side_tables_swap_in_when_narrow(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        assert app.query_one("#index-side").region.width == 0
        await pilot.press("ctrl+o")
        await settle(pilot, app)
        loaded = app.query_one("#index-loaded", DataTable)
        assert loaded.region.width >= 70
        _assert_first_columns_whole(loaded)


async def test_editor_and_findings_at_80x24(demo_root: Path) -> None:
    app = make_app(demo_root)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        await pilot.press("f7")
        await settle(pilot, app)
        tree = app.query_one("#findings-tree")
        assert tree.region.width >= 76 and tree.region.height >= 8
        await pilot.press("f2", *"deploy", "enter")
        await settle(pilot, app)
        area = app.pane("editor").area
        assert app.focused is area and area.region.height >= 10


async def test_changed_on_disk_dialog_buttons_fit_at_80x24(demo_root: Path) -> None:
    app = make_app(demo_root, watch=True, panes=["index", "editor"])
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        await pilot.press(*"deploy", "enter")
        await settle(pilot, app)
        editor = app.pane("editor")
        editor.area.insert("mine\n")
        target = demo_root / editor.path
        target.write_text(target.read_text() + "\nagent line\n")
        assert await wait_until(pilot, lambda: app.screen.query("#choice-buttons"))
        dialog = app.screen.query_one("#choice-dialog")
        for button in app.screen.query(Button):
            label = str(button.label)
            assert button.region.width >= cell_len(label) + 2, label
            assert dialog.region.contains_region(button.region), label


async def test_usage_bars_share_one_scale(demo_root: Path) -> None:
    from memtui.widgets.usage_bars import FILL, UsageBars

    app = make_app(demo_root, panes=["usage"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        bars = app.query_one("#usage-bars", UsageBars)
        lines = bars.render().plain.split("\n")
        lengths = [line.count(FILL) for line in lines]
        totals = [row.total for row in bars.rows]
        assert totals[0] != totals[1]
        big, small = (0, 1) if totals[0] > totals[1] else (1, 0)
        assert lengths[small] < lengths[big]
        assert abs(lengths[small] / lengths[big] - totals[small] / totals[big]) < 0.05
        legend = app.query_one("#usage-legend").render().plain
        assert "(derived)" in legend
        detail = app.query_one("#usage-detail").render().plain
        assert "%" in detail and "derived" in detail
        bars.focus()
        await pilot.press("v")       # whole files: the detail follows the bars
        await pilot.pause()
        assert f"{bars.rows[bars.cursor].total:,} tok" in app.query_one("#usage-detail").render().plain


async def test_f1_shows_the_focused_panes_keys_and_every_pane(demo_root: Path) -> None:
    from memtui.screens.help_screen import HelpScreen

    app = make_app(demo_root)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        await pilot.press("f4", "f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert app.screen.pane is not None and app.screen.pane.title == "Sessions"
        assert {"Search", "Rewind", "Fork", "List"} <= {k.description for k in app.screen.pane_keys}
        assert [p.title for p in app.screen.panes] == ["Index", "Editor", "Sessions", "Usage", "Audit", "Lint",
                                                        "History", "Review"]
        assert all(p.purpose for p in app.screen.panes)
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)


def test_every_memtui_binding_has_a_description_and_a_tooltip() -> None:
    import importlib
    import inspect
    import pkgutil

    import memtui
    from textual.binding import Binding
    from textual.dom import DOMNode

    missing = []
    for module_info in pkgutil.walk_packages(memtui.__path__, "memtui."):
        if ".core" in module_info.name or ".cli" in module_info.name or module_info.name.endswith("__main__"):
            continue
        module = importlib.import_module(module_info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__ or not issubclass(cls, DOMNode):
                continue
            for binding in cls.__dict__.get("BINDINGS", []):
                if isinstance(binding, Binding) and not (binding.description and binding.tooltip):
                    missing.append(f"{cls.__name__}: {binding.key}")
    assert not missing


async def test_palette_lists_the_shown_panes_keys(demo_root: Path) -> None:
    app = make_app(demo_root)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        await pilot.press("f4")
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "sessions: Rewind" in titles and "sessions: Search" in titles


async def test_a_fork_says_what_it_was_forked_from(demo_root: Path) -> None:
    from memtui.core.sessions import load_tree
    from memtui.core.sessions.moves import fork

    original = next((demo_root / "sessions" / "pi").glob("*.jsonl"))
    tree = load_tree(original)
    fork(original, tree.active_leaf, expected=tree.session.fingerprint)
    app = make_app(demo_root, panes=["sessions"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        table = app.query_one("#sessions-list", DataTable)
        assert await wait_until(pilot, lambda: table.row_count == 3)
        names = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
        forks = [n for n in names if "fork of" in n]
        assert len(forks) == 1 and "⑂ fork of atlas: deploy" in forks[0]


async def test_session_list_takes_the_keyboard(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["sessions"])
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        pane = app.pane("sessions")
        table = app.query_one("#sessions-list", DataTable)
        assert app.focused is table
        first = pane.current
        await pilot.press("down", "enter")
        await settle(pilot, app)
        assert pane.current != first
        await pilot.press("tab")
        assert app.focused is app.query_one("#sessions-tree")
        await pilot.press("l")
        assert app.focused is table


def test_version_flag(capsys: pytest.CaptureFixture[str]) -> None:
    from memtui import __version__
    from memtui.cli import main

    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"memtui {__version__}"


def test_demo_subtitle_says_where_the_copy_lives(tmp_path: Path) -> None:
    from memtui.cli.demo import copy_demo, demo_subtitle

    dest = copy_demo(tmp_path / "copy")
    assert str(dest) in demo_subtitle(dest)


async def test_plurals_in_the_summaries(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor", "findings"])
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot, app)
        index = app.query_one("#index-summary").render().plain
        assert "1 orphan " in index + " " and "1 orphans" not in index
        findings = app.query_one("#findings-summary").render().plain
        assert "1 info" in findings or "info" in findings
        assert " 1 errors" not in findings and " 1 warnings" not in findings


async def test_move_section_is_not_offered_for_a_dangling_pointer(demo_root: Path) -> None:
    from textual.widgets import Tree

    app = make_app(demo_root, panes=["findings"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        pane = app.pane("findings")
        tree = pane.query_one("#findings-tree", Tree)
        tree.focus()
        dangling = next(leaf for node in tree.root.children for leaf in node.children
                        if getattr(leaf.data, "rule", "") == "map.dangling")
        tree.move_cursor(dangling)
        await pilot.press("m")
        await pilot.pause()
        assert app.screen is app.screen_stack[0]
        assert any("does not fix map.dangling" in n.message for n in app._notifications)


def test_a_move_that_would_hide_a_finding_is_blocked_and_rules_get_a_warning() -> None:
    from memtui.core.lint.fix import check_move

    text = ("# Index\n\n## Always read\n\n- Never deploy on Fridays\n- [cost](docs/risks/cost-alerts.md)\n"
            "- run `fly deploy --strategy rolling`\n\n## Other\n\n- x\n")
    findings = [("map.dangling", 6, "points to docs/risks/cost-alerts.md"), ("index.code-block", 7, "code")]
    check = check_move("MEMORY.md", text, 7, findings)
    assert check.blocked == ["map.dangling at line 6: points to docs/risks/cost-alerts.md"]
    assert "always" in check.warnings[0] and "no longer" in check.warnings[0]
    fine = check_move("MEMORY.md", text, 7, findings[1:])
    assert not fine.blocked


async def _audit(app: MemtuiApp, pilot, topic: str) -> None:
    """Ask the Audit pane about `topic` and wait for its answer to be shown."""
    pane = app.query_one("AuditPane")
    previous = pane.result
    query = app.query_one("#audit-query", Input)
    query.value = topic
    query.focus()
    await pilot.press("enter")
    assert await wait_until(pilot, lambda: pane.result is not None and pane.result is not previous, 30)
    await settle(pilot, app)


async def test_audit_at_80x24_fits_its_tables_after_a_second_query(demo_root: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")
    app = make_app(demo_root, panes=["index", "editor", "audit"])
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        await pilot.press("f6")
        await _audit(app, pilot, "what model do we use for embeddings")
        await _audit(app, pilot, "where does atlas deploy")
        results = app.query_one("#audit-results", DataTable)
        assert results.region.width == 80, "the results take the whole width when narrow"
        assert results.max_scroll_x == 0, "no sideways scrolling"
        _assert_first_columns_whole(results)
        statement = list(results.columns.values())[2]
        assert statement.width >= 40, f"statements get what is left of the width, not {statement.width} cells"
        conflicts = app.query_one("#audit-conflicts", DataTable)
        assert conflicts.row_count == 2 and conflicts.max_scroll_x == 0
        _assert_first_columns_whole(conflicts)
        # ctrl+b shows the highlighted belief's detail in place of the table, and back
        assert app.query_one("#audit-detail-box").region.width == 0
        await pilot.press("ctrl+b")
        await settle(pilot, app)
        assert app.query_one("#audit-detail-box").region.width == 80
        assert results.region.width == 0
        await pilot.press("ctrl+b")
        await settle(pilot, app)
        assert results.region.width == 80


async def test_audit_tables_refit_when_the_terminal_shrinks(demo_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")
    app = make_app(demo_root, panes=["index", "editor", "audit"])
    async with app.run_test(size=(160, 48)) as pilot:
        await settle(pilot, app)
        await pilot.press("f6")
        await _audit(app, pilot, "where does atlas deploy")
        await pilot.resize_terminal(*SMALL)
        await settle(pilot, app)
        results = app.query_one("#audit-results", DataTable)
        assert results.max_scroll_x == 0
        _assert_first_columns_whole(results)


async def test_every_tab_shows_at_80_columns(demo_root: Path) -> None:
    """Eight tabs took 87 cells: "F10 Review" was off screen at 80×24 until chosen. They fit now,
    and keep their usual padding where there is room."""
    from textual.widgets import Tab

    app = make_app(demo_root)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        tabs = list(app.query(Tab))
        assert len(tabs) == len(F_KEYS)
        assert all(0 <= tab.region.x and tab.region.right <= SMALL[0] for tab in tabs), [t.region for t in tabs]
        await pilot.resize_terminal(160, 48)
        await pilot.pause()
        assert all(tab.styles.padding.left == 1 for tab in tabs)


async def test_f1_at_80x24_keeps_the_panes_own_keys_readable(demo_root: Path) -> None:
    """With the filter field focused, its 37 editing keys shared the pane's table: "Move cursor right
    or accept the completion suggestion" widened the name column and every explanation wrapped one
    word a line (73 lines for 4 keys). The pane's keys come first, the field's keys apart."""
    from textual.geometry import Region

    from memtui.screens.help_screen import HelpScreen

    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        await pilot.press("f2", "f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        own = app.screen.query_one("#help-pane-keys")
        from memtui.panes.index_pane import IndexPane

        assert own.size.height <= len(IndexPane.BINDINGS) + 2, own.size     # a line a key (none wraps), a header
        text = " ".join(strip.text for strip in own.render_lines(Region(0, 0, *own.size)))
        assert "Filter rows as you type" in text and "Move cursor" not in text
        assert app.screen.query_one("#help-widget-keys").size.height > 0


def test_help_lays_out_an_even_number_of_widget_keys() -> None:
    """ux25: F1 crashed the app (zip strict: 'argument 2 is longer') when the focused widget had an even
    number of keys without a tooltip: two to a row, the last row padded only for an odd count."""
    from memtui.screens.help_screen import KeyHelp, _widget_keys_table

    for count in range(5):
        keys = [KeyHelp(f"k{n}", f"key {n}", "") for n in range(count)]
        assert _widget_keys_table(keys).row_count == (count + 1) // 2


async def test_f1_after_a_search_escape_in_the_sessions_tree(demo_root: Path) -> None:
    from memtui.screens.help_screen import HelpScreen

    app = make_app(demo_root)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app)
        await pilot.press("f4", "slash", "escape", "f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert {"Next match", "List"} <= {k.description for k in app.screen.pane_keys}   # listed, if idle now
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)
