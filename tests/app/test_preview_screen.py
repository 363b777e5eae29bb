"""Pilot tests of the Preview view: opened from the Index pane, dropped lines marked, per agent tabs."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static, TabbedContent

from memtui.screens.preview_screen import PreviewScreen
from tests.app.helpers import make_app, settle, wait_until


def _workspace(root: Path) -> None:
    lines = [f"- service {i} listens on port {8000 + i}" for i in range(1, 260)]
    lines.append("- correction: service 1 no longer listens on port 8001, it moved to 9090")
    (root / "MEMORY.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (root / "CLAUDE.md").write_text("# Rules\nUse pytest.\n", encoding="utf-8")
    (root / "SOUL.md").write_text("Calm and precise.\n", encoding="utf-8")


async def test_index_key_opens_preview_with_dropped_lines_marked(tmp_path: Path) -> None:
    _workspace(tmp_path)
    app = make_app(tmp_path, panes=["index"])
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot, app)
        await pilot.press("ctrl+l")
        assert await wait_until(pilot, lambda: isinstance(app.screen, PreviewScreen) and app.screen.previews is not None)
        screen = app.screen
        assert [p.agent for p in screen.previews] == ["claude-code", "openclaw"]
        assert await wait_until(pilot, lambda: len(screen.query(".preview-body")) == 2)
        tabs = screen.query_one("#preview-tabs", TabbedContent)
        assert tabs.active == "preview-claude-code"
        body = screen.query(".preview-body").first(Static)
        text = body.render().plain if hasattr(body.render(), "plain") else str(body.render())
        assert "  201 ✂ - service 201 listens on port 8201" in text
        assert "  200 │ - service 200 listens on port 8200" in text
        assert "correction past the cap" in text
        status = str(screen.query_one("#preview-status", Static).render())
        assert "60 lines fall off" in status and "1 correction past the cap" in status
        await pilot.press("escape")
        assert await wait_until(pilot, lambda: not isinstance(app.screen, PreviewScreen))


async def test_palette_lists_the_preview_command(tmp_path: Path) -> None:
    _workspace(tmp_path)
    app = make_app(tmp_path, panes=["index"])
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot, app)
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "prompt: Preview" in titles
        app.action_preview_prompt()
        assert await wait_until(pilot, lambda: isinstance(app.screen, PreviewScreen) and app.screen.previews is not None)


async def test_empty_workspace_says_so(tmp_path: Path) -> None:
    (tmp_path / "notes.md").write_text("hello\n", encoding="utf-8")
    app = make_app(tmp_path, panes=["index"])
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot, app)
        app.action_preview_prompt()
        assert await wait_until(pilot, lambda: isinstance(app.screen, PreviewScreen) and app.screen.previews == [])
        assert "No agent's files found" in str(app.screen.query_one("#preview-status", Static).render())
