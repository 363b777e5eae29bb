"""Pilot tests of the topic editor: edit, save, undo, conflicts, reloads, unsaved changes."""

from __future__ import annotations

from pathlib import Path

from memtui.messages import OpenFileRequest
from memtui.screens.choice_screen import ChoiceScreen
from memtui.screens.diff_screen import DiffScreen
from tests.app.helpers import make_app, settle, wait_until

TOPIC = "docs/domain/deploy.md"


async def open_topic(pilot, app, path: str = TOPIC, line: int | None = None):
    app.post_message(OpenFileRequest(path, line))
    await settle(pilot, app)
    return app.pane("editor")


async def test_edit_save_backs_up_and_undo(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        before = (demo_root / TOPIC).read_text()
        editor = await open_topic(pilot, app, line=9)
        assert editor.area.cursor_location == (8, 0)
        await pilot.press("end", *" (checked)")
        assert editor.dirty
        await pilot.press("ctrl+s")
        await settle(pilot, app)
        assert not editor.dirty
        after = (demo_root / TOPIC).read_text()
        assert "atlas deploys to Fly.io. (checked)" in after
        backups = list((demo_root / ".memtui" / "backups" / "docs" / "domain").glob("deploy.md.*.bak"))
        assert len(backups) == 1 and backups[0].read_text() == before
        await pilot.press("ctrl+z")
        assert "(checked)" not in editor.area.text and editor.dirty


async def test_external_change_with_unsaved_edits_asks_then_reloads(demo_root: Path) -> None:
    app = make_app(demo_root, watch=True, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app)
        await pilot.press(*"my edit ")
        agent_text = (demo_root / TOPIC).read_text() + "- agent: added by the agent\n"
        (demo_root / TOPIC).write_text(agent_text)
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert "unsaved changes" in app.screen.question
        await pilot.click("#choice-diff")
        assert await wait_until(pilot, lambda: isinstance(app.screen, DiffScreen))
        assert "+my edit" in app.screen.diff_text.replace(" ", " ") or "my edit" in app.screen.diff_text
        await pilot.press("escape")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-reload")
        await settle(pilot, app)
        assert editor.area.text == agent_text and not editor.dirty
        assert (demo_root / TOPIC).read_text() == agent_text


async def test_external_change_on_clean_buffer_reloads_by_itself(demo_root: Path) -> None:
    app = make_app(demo_root, watch=True, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app)
        new = "---\ntitle: Deploy\n---\n- rewritten by the agent\n"
        (demo_root / TOPIC).write_text(new)
        assert await wait_until(pilot, lambda: editor.area.text == new)
        assert not editor.dirty


async def test_save_conflict_never_overwrites_silently(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app)
        await pilot.press(*"mine ")
        theirs = "agent version\n"
        (demo_root / TOPIC).write_text(theirs)
        await pilot.press("ctrl+s")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert (demo_root / TOPIC).read_text() == theirs
        await pilot.click("#choice-cancel")
        await settle(pilot, app)
        assert (demo_root / TOPIC).read_text() == theirs and editor.dirty
        await pilot.press("ctrl+s")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-overwrite")
        await settle(pilot, app)
        assert (demo_root / TOPIC).read_text().startswith("mine ")
        backups = [p.read_text() for p in (demo_root / ".memtui" / "backups").rglob("deploy.md.*.bak")]
        assert theirs in backups


async def test_unsaved_changes_are_not_dropped_when_opening_another_file(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app)
        await pilot.press(*"draft ")
        app.post_message(OpenFileRequest("MEMORY.md"))
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-cancel")
        await settle(pilot, app)
        assert editor.path == TOPIC and editor.area.text.startswith("draft ")
        app.post_message(OpenFileRequest("MEMORY.md"))
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-save")
        await settle(pilot, app)
        assert editor.path == "MEMORY.md"
        assert (demo_root / TOPIC).read_text().startswith("draft ")


async def test_non_utf8_file_is_read_only_until_the_user_agrees(demo_root: Path) -> None:
    bad = demo_root / "memory" / "latin1.md"
    bad.write_bytes(b"caf\xe9 notes\n")
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app, "memory/latin1.md")
        assert editor.area.read_only and "UTF-8" in editor.read_only_reason
        await pilot.press("ctrl+s")
        await settle(pilot, app)
        assert bad.read_bytes() == b"caf\xe9 notes\n"
        await pilot.press("ctrl+o")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-edit")
        await settle(pilot, app)
        assert not editor.area.read_only


async def test_quit_with_unsaved_changes_asks(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        await open_topic(pilot, app)
        await pilot.press(*"x")
        await pilot.press("ctrl+q")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-cancel")
        await settle(pilot, app)
        assert app.is_running


async def test_quit_offers_save_and_quit(demo_root: Path) -> None:
    """Quit with unsaved changes offered only Keep editing / Discard: saving meant cancel, ctrl+s, ctrl+q.
    Save and quit writes (atomically, with a backup) and quits once the save is on disk; a save refused
    because the agent changed the file keeps the app open with the conflict question."""
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app)
        path = demo_root / editor.path
        await pilot.press(*"x")
        path.write_text(path.read_text(encoding="utf-8") + "- the agent wrote this\n", encoding="utf-8")
        await pilot.press("ctrl+q")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-save")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen)
                                and app.screen.title_text == "Changed on disk")
        assert app.is_running and "the agent wrote this" in path.read_text(encoding="utf-8")
        await pilot.click("#choice-reload")     # take the agent's version, change it, save and quit
        await settle(pilot, app)
        assert not editor.dirty
        editor.area.focus()
        await pilot.press("end", *"y")
        await pilot.press("ctrl+q")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-save")
        assert await wait_until(pilot, lambda: not app.is_running)
    text = path.read_text(encoding="utf-8")
    assert "the agent wrote this" in text and "y" in text.splitlines()[0]
    assert any((demo_root / ".memtui" / "backups").rglob("*"))


async def test_findings_are_listed_marked_and_navigable(demo_root: Path) -> None:
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app, "docs/references/oncall.md")
        await settle(pilot, app)
        rules = [f.rule for f in editor.findings]
        assert any(r.startswith("threat.invisible") for r in rules)
        invisible = next(f for f in editor.findings if f.rule.startswith("threat.invisible"))
        assert (invisible.line, invisible.column) == (16, 42)
        assert editor.area.markers[15] == "error"
        assert any(h[2] == "memtui.invisible" for h in editor.area._highlights[15])
        shown = app.query_one("#editor-findings").findings
        assert any("⟦U+200B⟧" in f.message for f in shown)
        await pilot.press("ctrl+home", "f8")
        assert editor.area.cursor_location == (15, 41)


async def test_keys_can_be_remapped_from_memtui_toml(demo_root: Path) -> None:
    (demo_root / "memtui.toml").write_text('[keys]\neditor-save = "f9"\n')
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app)
        await pilot.press(*"remapped ")
        await pilot.press("f9")
        await settle(pilot, app)
        assert not editor.dirty
        assert (demo_root / TOPIC).read_text().startswith("remapped ")


async def test_token_count_is_made_off_the_ui_thread_and_shown_exact(demo_root: Path) -> None:
    """A 1 MB file: the reading thread counts its tokens; after an edit the status shows the chars/4
    estimate (≈) at once and the exact count once the counting thread is done."""
    from memtui.core.tokens import count_tokens

    big = "docs/domain/big-notes.md"
    text = "---\ntitle: big\n---\n" + "- atlas deploys to Fly.io in region nrt; 배포는 매주 화요일\n" * 18_000
    (demo_root / big).write_text(text, encoding="utf-8")
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app, path=big)
        status = str(editor.query_one("#editor-status").render())
        assert f"{count_tokens(text):,} tokens" in status
        edited = text + "x"
        assert editor._token_label(edited).startswith("≈")
        await pilot.press("ctrl+end", "x")
        assert await wait_until(
            pilot, lambda: f"{count_tokens(editor.area.text):,} tokens" in str(editor.query_one("#editor-status").render()))


async def test_a_file_with_a_very_long_line_opens_without_wrap_or_highlighting(demo_root: Path) -> None:
    """A 5 MB single line held the UI for 9 s a key with soft wrap and markdown highlighting on:
    such a file opens plain (and says so); the next normal file gets both back."""
    from memtui.panes.editor_text import HUGE_LINE_CHARS, LONG_LINE_CHARS, PLAIN_VIEW_NOTE

    (demo_root / "memory" / "dump.md").write_text("# Dump\n\n" + "y" * ((LONG_LINE_CHARS + HUGE_LINE_CHARS) // 2) + "\n")
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app, "memory/dump.md", line=3)
        assert editor.path == "memory/dump.md"
        assert editor.area.soft_wrap is False and editor.area.language is None
        assert PLAIN_VIEW_NOTE in str(editor.query_one("#editor-notes").render())
        await pilot.press("end", "x")
        assert editor.area.document.get_line(2).endswith("yx") and editor.dirty
        await pilot.press("ctrl+z")
        editor = await open_topic(pilot, app)
        assert editor.path == TOPIC
        assert editor.area.soft_wrap is True and editor.area.language == "markdown"
        assert PLAIN_VIEW_NOTE not in str(editor.query_one("#editor-notes").render())


async def test_a_huge_line_is_shown_cut_and_read_only_and_nothing_is_lost(demo_root: Path) -> None:
    """A 5 MB single line (wide characters too) took seconds a key: the TextArea measures and draws the
    whole line for each. Such a file opens read-only, that line cut for display, and says so; the
    file is never written and the lines around it are whole."""
    from memtui.panes.editor_text import HUGE_LINE_CHARS, LONG_LINE_CHARS

    blob = ("배포 deploy " * 500_000)[:5_000_000]
    text = "# Dump\n\nbefore\n" + blob + "\nafter\n"
    (demo_root / "memory" / "dump.md").write_text(text, encoding="utf-8")
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app, "memory/dump.md", line=4)
        assert editor.path == "memory/dump.md" and editor.area.read_only
        shown = editor.area.document.get_line(3)
        assert shown.startswith(blob[:LONG_LINE_CHARS]) and len(shown) < LONG_LINE_CHARS + 100
        assert shown.endswith(f"[{len(blob) - LONG_LINE_CHARS:,} more chars not shown]")
        assert editor.area.document.get_line(2) == "before" and editor.area.document.get_line(4) == "after"
        notes = str(editor.query_one("#editor-notes").render())
        assert f"over {HUGE_LINE_CHARS:,}" in notes and "read-only" in notes
        await pilot.press("end", "x", "ctrl+s")
        await settle(pilot, app)
        assert not editor.dirty and (demo_root / "memory" / "dump.md").read_text(encoding="utf-8") == text
        assert not list((demo_root / ".memtui").glob("backups/**/dump.md.*"))


async def test_a_failed_open_leaves_the_status_of_the_file_still_open(demo_root: Path) -> None:
    """The status said "loading X…" for ever after X failed to open, above the old file's text."""
    (demo_root / "memory" / "folder.md").mkdir()
    app = make_app(demo_root, panes=["index", "editor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app)
        for bad in ("memory/folder.md", "memory/gone.md"):
            await open_topic(pilot, app, bad)
            status = str(editor.query_one("#editor-status").render())
            assert editor.path == TOPIC and status.startswith(TOPIC) and "loading" not in status, status
            assert any(bad in n.message for n in app._notifications)


async def test_changed_on_disk_offers_keep_mine_once_and_says_what_it_does(demo_root: Path) -> None:
    """"Keep mine" and "Cancel" did the same thing (nothing written, ask again on save): one button,
    and the question says what keeping means; escape still keeps."""
    from textual.widgets import Button

    app = make_app(demo_root, watch=True, panes=["index", "editor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app)
        await pilot.press(*"my edit ")
        (demo_root / TOPIC).write_text((demo_root / TOPIC).read_text() + "- agent line\n")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert [b.id for b in app.screen.query(Button)] == ["choice-diff", "choice-reload", "choice-keep"]
        assert "ctrl+s then asks" in app.screen.question
        await pilot.press("escape")
        await pilot.pause()
        assert editor.dirty and "my edit" in editor.area.text and editor.kept_mine_over


async def test_hermes_budget_follows_the_buffer_and_the_state_stays_on_screen(layout_root) -> None:
    """ux25: the editor showed a Hermes memory file's chars but not its budget (2,200 / 1,375), so an
    edit past it was seen only after the save, in the index or the lint pane. At 80 columns a longer
    status also pushed 'modified' off the line."""
    from textual.widgets import Static

    root = layout_root("hermes")
    app = make_app(root, panes=["index", "editor"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        editor = await open_topic(pilot, app, "MEMORY.md", line=1)
        status = editor.query_one("#editor-status", Static)
        notes = editor.query_one("#editor-notes", Static)
        assert "1,898/2,200 chars" in str(status.render())
        assert "Hermes budget: 1,898 of 2,200 chars (86%)" in str(notes.render())   # above 80 %: consolidate
        await pilot.press("end", *("x" * 360))                       # 1,898 + 360 = 2,258: over
        assert await wait_until(pilot, lambda: "2,258/2,200 chars" in str(status.render()))
        assert "modified" in str(status.render())[: status.size.width]
        assert "over it, Hermes refuses new entries" in str(notes.render())
        await pilot.press("ctrl+s")
        await settle(pilot, app)
        assert await wait_until(pilot, lambda: any(   # the index's figure after the save: the same count
            c.name == "hermes-budget" and c.path == "MEMORY.md" and c.used == 2_258 for c in app.workspace.caps))
