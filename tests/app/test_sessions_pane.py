"""Pilot tests of the sessions pane in the real app: navigation, search, rewind, fork."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from memtui.panes.sessions_pane import SessionsPane
from memtui.screens.choice_screen import ChoiceScreen
from memtui.widgets.session_tree import SessionTreeView
from tests.app.helpers import make_app, settle, wait_until

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"
SIZE = (120, 40)


@pytest.fixture
def sessions_root(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "sessions").mkdir(parents=True)
    for name in ("pi_branches.jsonl", "claude_artefacts.jsonl"):
        shutil.copy(FIXTURES / name, root / "sessions" / name)
    return root


async def _open_pi(pilot, app) -> tuple[SessionsPane, SessionTreeView]:
    pane = app.query_one(SessionsPane)
    assert await wait_until(pilot, lambda: len(pane.infos) == 2 and pane.session_tree is not None)
    table = pane.query_one("#sessions-list")
    table.focus()
    await pilot.press("down", "enter")
    assert await wait_until(pilot, lambda: pane.session_tree is not None
                            and pane.session_tree.session.path.endswith("pi_branches.jsonl"))
    view = pane.query_one(SessionTreeView)
    view.focus()
    await pilot.pause()
    return pane, view


async def test_navigation_fold_branch_and_detail(sessions_root: Path) -> None:
    app = make_app(sessions_root, panes=["sessions"])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        pane, view = await _open_pi(pilot, app)
        assert view.highlighted_id == "e14"  # the active leaf
        assert len(view.rows) == 14
        await pilot.press("b")
        assert view.highlighted_id == "e05"
        await pilot.press("space")
        assert [r for r, _ in view.rows][-1] == "e05" and len(view.rows) == 5
        await pilot.press("space")
        assert len(view.rows) == 14
        await pilot.press("up", "up")
        assert view.highlighted_id == "e03"
        await pilot.pause()
        detail = str(pane.query_one("#sessions-detail").render())
        assert "tool call write" in detail and "memory/plan.md" in detail and "total 1,580" in detail
        assert "result in e04 (line 5)" in detail
        await pilot.press("a")
        assert view.highlighted_id == "e14"


async def test_search_jumps_to_the_matching_entry(sessions_root: Path) -> None:
    app = make_app(sessions_root, panes=["sessions"])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        pane, view = await _open_pi(pilot, app)
        await pilot.press("slash")
        await pilot.press(*"approach b", "enter")
        assert await wait_until(pilot, lambda: view.highlighted_id == "e08")
        assert "match 1/2" in str(pane.query_one("#sessions-summary").render())
        await pilot.press("n")  # the compaction summary mentions it too
        assert view.highlighted_id == "e10"


async def test_rewind_asks_then_appends_one_line(sessions_root: Path) -> None:
    path = sessions_root / "sessions" / "pi_branches.jsonl"
    before = path.read_bytes()
    app = make_app(sessions_root, panes=["sessions"])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        pane, view = await _open_pi(pilot, app)
        view.move_to("e07")
        await pilot.press("r")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-cancel")
        await pilot.pause()
        assert path.read_bytes() == before
        await pilot.press("r")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert "Make e07 the active leaf" in app.screen.question and "whose parent is e07" in app.screen.question
        await pilot.click("#choice-rewind")
        assert await wait_until(pilot, lambda: pane.session_tree is not None
                                and pane.session_tree.active_path[-2:-1] == ["e07"])
        after = path.read_bytes()
        assert after.startswith(before) and after[len(before):].count(b"\n") == 1
        assert json.loads(after[len(before):])["parentId"] == "e07"
        assert view.highlighted_id == "e07"


async def test_rewind_refused_for_claude_and_fork_writes_a_new_file(sessions_root: Path) -> None:
    folder = sessions_root / "sessions"
    claude = folder / "claude_artefacts.jsonl"
    before = claude.read_bytes()
    app = make_app(sessions_root, panes=["sessions"])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        pane = app.query_one(SessionsPane)
        assert await wait_until(pilot, lambda: pane.session_tree is not None)
        view = pane.query_one(SessionTreeView)
        view.focus()
        view.move_to("a5")
        await pilot.press("r")
        await pilot.pause()
        assert not isinstance(app.screen, ChoiceScreen) and claude.read_bytes() == before
        await pilot.press("f")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-fork")
        assert await wait_until(pilot, lambda: len(pane.infos) == 3)
        new = [p for p in folder.iterdir() if p.name not in ("claude_artefacts.jsonl", "pi_branches.jsonl")]
        assert len(new) == 1 and claude.read_bytes() == before
        uuids = [json.loads(line)["uuid"] for line in new[0].read_text().splitlines()]
        assert uuids[-1] == "a5" and "p2" not in uuids


async def test_rewind_warns_when_the_agent_may_have_the_session_open(sessions_root: Path) -> None:
    path = sessions_root / "sessions" / "pi_branches.jsonl"
    before = path.read_bytes()
    app = make_app(sessions_root, panes=["sessions"])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        pane, view = await _open_pi(pilot, app)
        view.move_to("e07")
        await pilot.press("r")                          # just copied: written seconds ago, so maybe live
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        question = app.screen.question
        assert "may have this session open" in question and "written" in question
        assert str(app.screen.query_one("#choice-rewind").label) == "Rewind anyway"
        await pilot.click("#choice-cancel")
        await pilot.pause()
        assert path.read_bytes() == before
        hour_ago = path.stat().st_mtime - 3600
        os.utime(path, (hour_ago, hour_ago))            # quiet for an hour: no warning
        await pilot.press("r")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert "may have this session open" not in app.screen.question
        await pilot.click("#choice-cancel")


async def test_rewind_to_a_user_message_gives_the_prompt_back(sessions_root: Path) -> None:
    path = sessions_root / "sessions" / "pi_branches.jsonl"
    hour_ago = path.stat().st_mtime - 3600
    os.utime(path, (hour_ago, hour_ago))
    app = make_app(sessions_root, panes=["sessions"])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        pane, view = await _open_pi(pilot, app)
        view.move_to("e08")                              # "Try approach B instead", a user message
        await pilot.press("r")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        # the question says what will be written: the leaf goes to the prompt's parent, not the prompt
        assert "e08 is a prompt" in app.screen.question and "the entry before it (e05)" in app.screen.question
        assert "whose parent is e05" in app.screen.question and "parent is e08" not in app.screen.question
        await pilot.click("#choice-rewind")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen)
                                and app.screen.title_text == "Prompt given back")
        assert "Try approach B instead" in app.screen.question
        assert json.loads(path.read_text().splitlines()[-1])["parentId"] == "e05"   # the leaf moved to its parent
        await pilot.click("#choice-close")


async def test_a_long_session_shows_its_head_first_then_the_whole_tree(tmp_path: Path) -> None:
    """Loading is ordered on the loop: the head's tree arrives (partial) before the whole file's, and the
    detail view reads the entry's full line back from the file."""
    root = tmp_path / "ws"
    (root / "sessions").mkdir(parents=True)
    path = root / "sessions" / "long.jsonl"
    filler = "memory " * 200
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps({"type": "session", "version": 3, "id": "long", "timestamp": "2026-01-01T00:00:00.000Z",
                              "cwd": "/w"}) + "\n")
        parent = None
        for index in range(1500):     # about 2 MB: longer than the first look
            entry = {"type": "message", "id": f"e{index:04d}", "parentId": parent,
                     "timestamp": "2026-01-01T00:00:01.000Z",
                     "message": {"role": "user", "content": f"turn {index} {filler}"}}
            out.write(json.dumps(entry) + "\n")
            parent = entry["id"]
    app = make_app(root, panes=["sessions"])
    seen: list[tuple[bool, int]] = []

    messages: list[object] = []

    def hook(message: object) -> None:   # every tree the pane is sent, in order (once, not per pump it bubbles to)
        if isinstance(message, SessionsPane.TreeLoaded) and not any(m is message for m in messages):
            messages.append(message)
            seen.append((message.session_tree.session.partial, len(message.session_tree.nodes)))

    async with app.run_test(size=SIZE, message_hook=hook) as pilot:
        pane = app.query_one(SessionsPane)
        assert await wait_until(pilot, lambda: pane.session_tree is not None
                                and not pane.session_tree.session.partial, timeout=30)
        view = pane.query_one(SessionTreeView)
        assert view.highlighted_id == "e1499" and len(view.rows) == 1500
        await pilot.pause()
        detail = str(pane.query_one("#sessions-detail").render())
        assert "turn 1499 memory memory" in detail
    assert [partial for partial, _ in seen] == [True, False]     # the head first, then the whole file
    assert seen[0][1] < 1500 and seen[-1] == (False, 1500)


async def test_the_summary_says_why_the_tree_looks_odd(tmp_path: Path) -> None:
    """The CLI prints a session's warnings (`!` lines); the pane said nothing of them: a line that is not
    UTF-8 and an entry whose parent is missing (shown as a root) are named in the summary."""
    root = tmp_path / "ws"
    (root / "sessions").mkdir(parents=True)
    lines = [
        b'{"type":"session","version":3,"id":"s1","timestamp":"2026-01-01T00:00:00Z","cwd":"/x"}',
        b'{"type":"message","id":"m1","parentId":null,"timestamp":"2026-01-01T00:00:01Z",'
        b'"message":{"role":"user","content":"caf\xe9"}}',
        b'{"type":"message","id":"m2","parentId":"gone","timestamp":"2026-01-01T00:00:02Z",'
        b'"message":{"role":"assistant","content":[{"type":"text","text":"ok"}]}}',
    ]
    (root / "sessions" / "odd.jsonl").write_bytes(b"\n".join(lines) + b"\n")
    app = make_app(root, panes=["sessions"])
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot, app)
        pane = app.query_one(SessionsPane)
        assert await wait_until(pilot, lambda: pane.session_tree is not None)
        summary = str(pane.query_one("#sessions-summary").render())
        assert "⚠ 2 warnings:" in summary and "not valid UTF-8" in summary, summary


async def test_the_tree_follows_the_list_cursor_without_enter(sessions_root: Path) -> None:
    """ux25: ↓ in the session list moved the highlight to another session while the tree, the detail
    and the summary stayed on the first one until Enter (which the footer did not mention)."""
    app = make_app(sessions_root, panes=["sessions"])
    async with app.run_test(size=(80, 24)) as pilot:
        pane = app.query_one(SessionsPane)
        assert await wait_until(pilot, lambda: len(pane.infos) == 2 and pane.session_tree is not None)
        first = pane.session_tree.session.path
        pane.query_one("#sessions-list").focus()
        await pilot.press("down")
        assert await wait_until(pilot, lambda: pane.session_tree is not None
                                and pane.session_tree.session.path != first)
        assert pane.current is not None and pane.session_tree.session.path == str(pane.current)
        await pilot.press("up")
        assert await wait_until(pilot, lambda: pane.session_tree.session.path == first)


async def test_reopened_session_says_where_an_earlier_rewind_left_the_leaf(sessions_root: Path) -> None:
    """ux25: after a rewind, opening the session again showed the active leaf as `lbl ← active label`
    and a detail with nothing but ids: no word of a rewind, or of where the agent resumes."""
    from memtui.core.sessions.moves import rewind
    from memtui.panes.sessions_detail import describe_node
    from memtui.widgets.session_tree import leaf_move

    path = sessions_root / "sessions" / "pi_branches.jsonl"
    done = rewind(path, "e08", allow_live=True)                   # a prompt: the leaf goes to e05
    app = make_app(sessions_root, panes=["sessions"])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        pane, view = await _open_pi(pilot, app)
        tree = pane.session_tree
        assert tree.active_leaf == done.entry_id and view.highlighted_id == done.entry_id
        assert leaf_move(tree, done.entry_id) == "e05"
        assert all(leaf_move(tree, node_id) is None for node_id in tree.nodes if node_id != done.entry_id)
        detail = describe_node(tree, tree.nodes[done.entry_id]).plain
        assert "rewind" in detail and "moved the leaf back to e05" in detail and "resumes after e05" in detail
        assert "rewind to e08, a prompt given back" in detail
        row = "".join(segment.text for segment in view._row_segments(done.entry_id, 0, view.rich_style))
        assert "↩ rewind" in row and "continues after e05" in row
