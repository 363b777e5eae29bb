"""Hermes' state.db (written by hermes-agent 0.19.0's own `SessionDB`, see make_hermes_db.py) read
into memtui's session tree: rewound rows as a side branch, in-place compaction as a horizon."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import apsw

from memtui.cli import main
from memtui.core.sessions import load_tree, parse_session
from memtui.core.sessions.discovery import discover
from memtui.core.sessions.hermes_db import list_hermes_sessions
from memtui.core.sessions.model import ASSISTANT, COMPACTION, TOOL_RESULT
from memtui.core.sessions.sqlite_store import store_ref
from memtui.core.usage import analyze_file

STORE = Path(__file__).resolve().parents[1] / "fixtures" / "sessions" / "hermes_db" / "state.db"
TOUR = "20260725_100000_ab12cd"       # tool call, /rewind, new turn, title
TRIP = "20260725_110000_ef34ab"       # archive_and_compact
BRANCH = "20260725_120000_cd56ef"     # /branch child of TOUR


def test_rewound_rows_are_a_side_branch() -> None:
    tree = load_tree(store_ref(STORE, TOUR))
    session = tree.session
    assert session.error is None and session.format == "hermes" and session.name == "Repo tour"
    assert tree.active_leaf == "m8" and tree.active_path == ["m1", "m2", "m3", "m4", "m7", "m8"]
    assert tree.branch_points == ["m4"] and tree.parent["m5"] == "m4" and tree.parent["m7"] == "m4"
    assert tree.nodes["m5"].extra["hermes_state"] == "rewound" and "m5" not in tree.active_set
    call = next(b for b in tree.nodes["m2"].blocks if b.type == "tool_call")
    assert call.name == "terminal" and call.call_id == "call_1" and call.arguments == {"command": "ls"}
    result = tree.nodes["m3"]
    assert result.kind == TOOL_RESULT and result.blocks[0].call_id == "call_1" and "README.md" in result.text()
    assert [b.type for b in tree.nodes["m4"].blocks] == ["thinking", "text"]
    # line = row ordinal within the session, raw = the row as JSON
    assert tree.nodes["m7"].line == 7 and json.loads(tree.nodes["m7"].raw)["id"] == 7
    totals = session.header["hermes_session"]
    assert (totals["input_tokens"], totals["output_tokens"], totals["cache_read_tokens"]) == (5200, 410, 3000)


def test_in_place_compaction_is_a_context_horizon() -> None:
    tree = load_tree(store_ref(STORE, TRIP))
    assert tree.active_leaf == "m18"
    assert tree.compactions == ["m14"] and tree.nodes["m14"].kind == COMPACTION
    archived = [n for n in tree.nodes.values() if n.extra["hermes_state"] == "compacted"]
    assert [n.id for n in archived] == ["m9", "m10", "m11", "m12"]
    # The context starts at the first live row of the compacted batch (Hermes keeps the head).
    assert tree.context_path() == ["m13", "m14", "m15", "m16", "m17", "m18"]
    stats = analyze_file(store_ref(STORE, TRIP))
    assert [c.id for c in stats.compactions] == ["m14"]
    assert stats.active["assistant_text"].tokens < stats.whole["assistant_text"].tokens


def test_sessions_list_and_parent() -> None:
    rows = list_hermes_sessions(STORE)
    assert {r["id"] for r in rows} == {TOUR, TRIP, BRANCH}
    child = parse_session(store_ref(STORE, BRANCH))
    assert child.parent_session == TOUR and [n.kind for n in child.nodes][-1] == ASSISTANT


def test_discovery_in_a_workspace_and_agent_home(tmp_path: Path) -> None:
    shutil.copy(STORE, tmp_path / "state.db")
    found = discover(tmp_path)
    assert sorted(info.display_path for info in found.sessions) == sorted(f"state.db#{s}" for s in (TOUR, TRIP, BRANCH))
    home = tmp_path / "home"
    (home / ".hermes").mkdir(parents=True)
    shutil.copy(STORE, home / ".hermes" / "state.db")
    rows = discover(None, agent_home=True, home=home).sessions
    assert len(rows) == 3 and all(r.format == "hermes" for r in rows)
    assert sorted(p.name for p in (home / ".hermes").iterdir()) == ["state.db"]   # nothing written beside it


def test_not_a_hermes_db(tmp_path: Path) -> None:
    other = tmp_path / "state.db"
    conn = apsw.Connection(str(other))
    conn.execute("CREATE TABLE sessions (id TEXT)")
    conn.close()
    assert "table messages is missing" in parse_session(store_ref(other, TOUR)).error


def test_cli_on_hermes_store(tmp_path: Path, capsys) -> None:
    shutil.copy(STORE, tmp_path / "state.db")
    assert main(["sessions", "list", "--root", str(tmp_path), "--json"]) == 0
    rows = {r["path"]: r for r in json.loads(capsys.readouterr().out)["sessions"]}
    assert rows[f"state.db#{TOUR}"]["store"] == "hermes-db" and rows[f"state.db#{TOUR}"]["branch_points"] == 1
    ref = f"{tmp_path / 'state.db'}#{TOUR}"
    assert main(["sessions", "tree", ref]) == 0
    out = capsys.readouterr().out
    assert "m8 assistant: The README explains how to build the project. ← active" in out
    assert main(["stats", "--root", str(tmp_path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert len(doc["sessions"]) == 3
    assert main(["sessions", "fork", ref, "m4"]) == 2
    assert "/branch" in capsys.readouterr().err


async def test_sessions_pane_opens_a_store_session(tmp_path: Path) -> None:
    from memtui.panes.sessions_pane import SessionsPane
    from memtui.widgets.session_tree import SessionTreeView
    from tests.app.helpers import make_app, settle, wait_until

    root = tmp_path / "ws"
    root.mkdir()
    shutil.copy(STORE, root / "state.db")
    app = make_app(root, panes=["sessions"])
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        pane = app.query_one(SessionsPane)
        assert await wait_until(pilot, lambda: len(pane.infos) == 3 and pane.session_tree is not None
                                and all(i.format == "hermes" for i in pane.infos))
        table = pane.query_one("#sessions-list")
        table.focus()
        row = [str(i.path) for i in pane.infos].index(str(root / "state.db") + f"#{TOUR}")
        table.move_cursor(row=row)
        await pilot.press("enter")
        assert await wait_until(pilot, lambda: pane.session_tree is not None
                                and pane.session_tree.session.session_id == TOUR)
        view = pane.query_one(SessionTreeView)
        assert view.highlighted_id == "m8" and {r for r, _ in view.rows} >= {"m5", "m6", "m7"}
    assert sorted(p.name for p in root.iterdir() if p.name.startswith("state.db")) == ["state.db"]
