"""Rewind (the leaf-control rows OpenClaw writes) and fork on a copy of the OpenClaw store fixture."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import apsw
import pytest

from memtui.cli import main
from memtui.core.sessions import load_tree, parse_session
from memtui.core.sessions.moves import MoveError
from memtui.core.sessions.openclaw_moves import fork_store, gateway_holder, rewind_store
from memtui.core.sessions.openclaw_nav import scan
from memtui.core.sessions.openclaw_db import read_events
from memtui.core.sessions.sqlite_store import open_store, store_ref

HOME = Path(__file__).resolve().parents[1] / "fixtures" / "sessions" / "openclaw_db" / "home"
CURRENT = "5f0c6a1e-2b7d-4c1a-9d3e-7a8b9c0d1e2f"
PREVIOUS = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"


@pytest.fixture
def store(tmp_path: Path) -> Path:
    shutil.copytree(HOME / ".openclaw", tmp_path / ".openclaw")
    return tmp_path / ".openclaw" / "agents" / "main" / "agent" / "openclaw-agent.sqlite"


def _rows(store: Path) -> list[tuple[int, str]]:
    """(seq, event JSON) of the current window, compressed rows decoded (read like memtui reads)."""
    return [(seq, raw) for seq, raw, _ in read_events(store, CURRENT)[0]]


def test_rewind_appends_openclaws_leaf_rows(store: Path) -> None:
    before = _rows(store)
    result = rewind_store(store_ref(store, CURRENT), "a6")
    rows = _rows(store)
    assert rows[:-1] == before and rows[-1][0] == before[-1][0] + 1
    event = json.loads(rows[-1][1])
    assert list(event) == ["type", "id", "parentId", "timestamp", "targetId"]
    assert event["type"] == "leaf" and event["targetId"] == "a6" and event["parentId"] == "sd02"
    assert result.entry_id == event["id"]
    with open_store(store) as conn:
        identity = conn.execute("SELECT event_type, parent_id, seq FROM transcript_event_identities "
                                "WHERE session_id = ? AND event_id = ?", (CURRENT, event["id"])).fetchone()
        needs_rebuild = conn.execute("SELECT needs_rebuild FROM session_transcript_index_state WHERE session_id = ?",
                                     (CURRENT,)).fetchone()[0]
        watermark = conn.execute("SELECT count(*) FROM transcript_rewrite_watermarks WHERE session_id = ?",
                                 (CURRENT,)).fetchone()[0]
        size = conn.execute("SELECT event_utf8_bytes FROM transcript_events WHERE session_id = ? AND seq = ?",
                            (CURRENT, rows[-1][0])).fetchone()[0]
    assert identity == ("leaf", "sd02", rows[-1][0]) and needs_rebuild == 1 and watermark == 1
    assert size == len(rows[-1][1].encode())
    # OpenClaw's navigation over the new rows selects the target; memtui's tree agrees.
    assert scan([json.loads(r[1]) for r in rows]).leaf_id == "a6"
    assert load_tree(store_ref(store, CURRENT)).active_leaf == "a6"


def test_rewind_to_a_user_message_gives_the_prompt_back(store: Path) -> None:
    result = rewind_store(store_ref(store, CURRENT), "u5")
    assert "Start over: what is the plan for the release?" in result.message
    tree = load_tree(store_ref(store, CURRENT))
    assert tree.active_leaf == "rs01" and tree.active_path[-1] == "rs01"


def test_refusals_write_nothing(store: Path, tmp_path: Path) -> None:
    before = _rows(store)
    with pytest.raises(MoveError, match="before the session's last reset"):
        rewind_store(store_ref(store, CURRENT), "a2")
    with pytest.raises(MoveError, match="not this window"):
        rewind_store(store_ref(store, PREVIOUS), "p2")
    with pytest.raises(MoveError, match="cold archive"):
        rewind_store(store_ref(store, "c01dc01d-0000-4000-8000-00000000c01d"), "c1")
    with pytest.raises(MoveError, match="no entry lf01"):
        rewind_store(store_ref(store, CURRENT), "lf01")
    writer = apsw.Connection(str(store))
    writer.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(MoveError, match="another process is writing"):
            rewind_store(store_ref(store, CURRENT), "a6")
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    lock_dir = tmp_path / ".openclaw" / "tmp" / f"openclaw-{os.getuid()}"
    lock_dir.mkdir(parents=True)
    (lock_dir / "gateway.state.lock").write_text(json.dumps({"pid": os.getpid(), "port": 18789}), encoding="utf-8")
    assert gateway_holder(store) is not None
    with pytest.raises(MoveError, match="gateway .* holds the store"):
        rewind_store(store_ref(store, CURRENT), "a6")
    assert _rows(store) == before
    assert sorted(p.name for p in store.parent.iterdir()) == ["openclaw-agent.sqlite"]


def test_fork_writes_a_whole_path(store: Path, tmp_path: Path) -> None:
    out = tmp_path / "fork.jsonl"
    before = _rows(store)
    result = fork_store(store_ref(store, CURRENT), "a4", out=out)
    assert result.path == out and _rows(store) == before
    fork = parse_session(out)
    tree = load_tree(out)
    # u3 named the leaf control lf01 as parent in the store: the copy re-links it to a2.
    assert tree.active_path == ["u1", "a1", "t1", "a2", "u3", "a4"] and not tree.warnings
    assert fork.header["parentSession"].endswith(f"#{CURRENT}")


def test_cli_rewind_and_fork(store: Path, tmp_path: Path, capsys) -> None:
    ref = f"{store}#{CURRENT}"
    assert main(["sessions", "rewind", ref, "a6"]) == 0
    assert "rewound to a6" in capsys.readouterr().out
    assert main(["sessions", "fork", ref, "a2", "--out", str(tmp_path / "f.jsonl")]) == 0
    assert (tmp_path / "f.jsonl").is_file()
    assert main(["sessions", "rewind", ref, "nope"]) == 2
    assert "no entry nope" in capsys.readouterr().err
