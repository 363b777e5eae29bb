"""Pilot: a file named with an escape sequence and memory text with OSC 52 show markers, never codes."""

from __future__ import annotations

from pathlib import Path

from tests.app.helpers import make_app, settle

EVIL_NAME = "evil\x1b]0;x\x07.md"
OSC52 = "\x1b]52;c;aGk=\x07"


def screen_text(app) -> str:
    """Every character the compositor would send for the current screen (segment text only)."""
    update = app.screen._compositor.render_update(full=True)
    return "\n".join("".join(seg.text for seg in strip) for strip in update.strips)


def _workspace(root: Path) -> Path:
    (root / "memory").mkdir()
    (root / "MEMORY.md").write_text(f"# Memory\n- [a](memory/a.md)\n- note {OSC52} end\n")
    (root / "memory" / "a.md").write_text(f"# A\n- token {OSC52} here\n")
    (root / "memory" / EVIL_NAME).write_text(f"# Evil {OSC52}\n")
    return root


async def test_index_findings_and_editor_show_markers_not_control_codes(tmp_path: Path) -> None:
    app = make_app(_workspace(tmp_path), panes=["index", "editor", "findings"])
    async with app.run_test(size=(160, 44)) as pilot:
        await settle(pilot, app)
        index = screen_text(app)
        assert "\x1b" not in index and "\x07" not in index
        assert "memory/evil\u241b]0;x\u2407.md" in index          # the orphan row, as markers
        await pilot.press(*"a.md", "enter")
        await settle(pilot, app)
        assert app.pane("editor").path == "memory/a.md"
        editor = screen_text(app)
        assert "\x1b" not in editor and "- token \u241b]52;c;aGk=" in editor
        assert OSC52 in app.pane("editor").area.text                # the document itself is untouched
        app.action_show_tab("findings")
        await settle(pilot, app)
        findings = screen_text(app)
        assert "\x1b" not in findings and "\x07" not in findings
        assert "memory/evil\u241b]0;x\u2407.md" in findings


async def test_audit_pane_shows_markers_for_memory_text(tmp_path: Path, monkeypatch) -> None:
    from memtui.panes.audit_pane import AuditPane
    from memtui.widgets.history_input import HistoryInput
    from tests.app.helpers import wait_until

    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")
    (tmp_path / "memory").mkdir()
    (tmp_path / "MEMORY.md").write_text("# Memory\n- [deploy](memory/deploy.md)\n")
    (tmp_path / "memory" / "deploy.md").write_text(f"# Deploy\n- The deploy token is rotated weekly {OSC52} by ops.\n")
    app = make_app(tmp_path, panes=["audit", "editor"])
    async with app.run_test(size=(160, 44)) as pilot:
        await settle(pilot, app)
        app.action_show_tab("audit")
        pane = app.query_one(AuditPane)
        query = pane.query_one("#audit-query", HistoryInput)
        query.focus()
        query.value = "deploy token"
        await pilot.press("enter")
        assert await wait_until(pilot, lambda: pane.result is not None and pane.result.beliefs, timeout=60)
        await settle(pilot, app)
        text = screen_text(app)
        assert "\x1b" not in text and "\u241b]52;c;aGk=" in text
