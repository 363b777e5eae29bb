"""One place for failures: worker errors and memtui.toml problems land in the F12 error log."""

from __future__ import annotations

from pathlib import Path

import pytest

import memtui.app as app_module
from memtui.screens.error_log_screen import ErrorLogScreen
from tests.app.helpers import make_app, settle, wait_until


async def _open_log(pilot, app) -> ErrorLogScreen:
    await pilot.press("f12")
    assert await wait_until(pilot, lambda: isinstance(app.screen, ErrorLogScreen))
    screen = app.screen
    assert isinstance(screen, ErrorLogScreen)
    return screen


def _texts(screen: ErrorLogScreen) -> str:
    return "\n".join(str(s.render()) for s in screen.query(".errors-entry"))


async def test_a_failing_scan_is_logged_with_its_traceback(demo_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_scan(root: Path, **_options: object):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(app_module, "scan_workspace", broken_scan)
    app = make_app(demo_root, panes=["index"])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        assert app.is_running                       # the app keeps running
        assert [e.source for e in app.error_log] == ["scan"]
        entry = app.error_log[0]
        assert entry.message == "RuntimeError: disk on fire" and "broken_scan" in entry.detail
        screen = await _open_log(pilot, app)
        assert "disk on fire" in _texts(screen)
        await pilot.press("escape")
        assert await wait_until(pilot, lambda: not isinstance(app.screen, ErrorLogScreen))


async def test_unknown_config_keys_are_shown_once(demo_root: Path) -> None:
    (demo_root / "memtui.toml").write_text("[search]\nvector_weigth = 0.5\n[nonsense]\nx = 1\n", encoding="utf-8")
    app = make_app(demo_root, panes=["index"])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        app.scan()                                  # a second scan does not log the same problems again
        await settle(pilot, app)
        sources = [e.source for e in app.error_log]
        assert sources and set(sources) == {"memtui.toml"}
        assert len(sources) == len({e.message for e in app.error_log})
        text = _texts(await _open_log(pilot, app))
        assert "vector_weigth" in text and "nonsense" in text


async def test_a_pane_worker_failure_reaches_the_log(demo_root: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import memtui.panes.editor_pane as editor_module

    def unreadable(*args, **kwargs):
        raise OSError("device not ready")

    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        monkeypatch.setattr(editor_module, "read_file", unreadable)
        app.query_one(editor_module.EditorPane).open_file("MEMORY.md")
        assert await wait_until(pilot, lambda: bool(app.error_log))
        assert app.error_log[0].source.startswith("editor")
        assert "device not ready" in app.error_log[0].message


async def test_an_error_toast_stays_on_screen_and_in_the_log_until_seen(demo_root: Path) -> None:
    """A file that cannot be opened is not a 5-second toast: it stays until clicked or F12 shows the log."""
    from memtui.messages import OpenFileRequest

    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        app.post_message(OpenFileRequest("docs"))            # a directory: it cannot be opened
        assert await wait_until(pilot, lambda: any(e.source.startswith("Cannot open") for e in app.error_log))
        errors = [n for n in app._notifications if n.severity == "error"]
        assert len(errors) == 1 and errors[0].timeout >= 3600
        assert "F12" in errors[0].title and errors[0].message.startswith("docs:")
        await _open_log(pilot, app)
        assert not list(app._notifications)         # seen: the log lists it, the toast is gone


async def test_toasts_never_read_file_text_as_markup(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index"])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        app.notify("cannot open notes[/b].md", title="Cannot open", severity="error")
        await pilot.pause()
        assert app.is_running
        assert [n.message for n in app._notifications] == ["cannot open notes[/b].md"]
