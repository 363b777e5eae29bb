"""OpenClaw's SQLite agent store (agent schema 23) read into memtui's session tree.

The fixture store is built from the schema DDL OpenClaw 2026.9.6 ships (`make_openclaw_db.py`);
`openclaw_tree.json` is OpenClaw's own `scanSessionTranscriptTree` over the same events
(`check_openclaw_tree.mjs`), so the active leaf and every parent are checked against OpenClaw.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import apsw
import pytest

from memtui.cli import main
from memtui.core.sessions import load_tree, parse_session
from memtui.core.sessions.discovery import discover
from memtui.core.sessions.model import COMPACTION
from memtui.core.sessions.openclaw_db import list_windows
from memtui.core.sessions.openclaw_nav import scan
from memtui.core.sessions.sqlite_store import store_ref
from memtui.core.usage import analyze_file

HERE = Path(__file__).resolve().parents[1] / "fixtures" / "sessions" / "openclaw_db"
HOME = HERE / "home"
STORE = HOME / ".openclaw" / "agents" / "main" / "agent" / "openclaw-agent.sqlite"
CURRENT = "5f0c6a1e-2b7d-4c1a-9d3e-7a8b9c0d1e2f"
PREVIOUS = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
COLD = "c01dc01d-0000-4000-8000-00000000c01d"
EXPECTED = json.loads((HERE / "openclaw_tree.json").read_text(encoding="utf-8"))
TRANSCRIPTS = json.loads((HERE / "transcripts.json").read_text(encoding="utf-8"))


def _store_copy(tmp_path: Path) -> Path:
    dest = tmp_path / ".openclaw"
    shutil.copytree(HOME / ".openclaw", dest)
    return dest / "agents" / "main" / "agent" / "openclaw-agent.sqlite"


@pytest.mark.parametrize("session_id", sorted(TRANSCRIPTS))
def test_navigation_port_matches_openclaw(session_id: str) -> None:
    tree = scan(TRANSCRIPTS[session_id])
    expected = EXPECTED["sessions"][session_id]
    assert tree.leaf_id == expected["leafId"]
    assert tree.append_parent_id == expected["appendParentId"]
    assert {n.id: n.parent_id for n in tree.nodes} == expected["parents"]
    assert tree.active_path() == expected["activePath"]


def test_store_session_tree_follows_openclaw() -> None:
    tree = load_tree(store_ref(STORE, CURRENT))
    session = tree.session
    assert session.error is None and session.format == "openclaw" and session.version == 3
    expected = EXPECTED["sessions"][CURRENT]
    assert tree.active_leaf == expected["leafId"] == "a6"
    assert tree.active_path == expected["activePath"]
    # Leaf controls are navigation records: kept (raw, line) but not tree entries.
    controls = [n for n in session.nodes if n.type == "leaf"]
    assert [n.id for n in controls] == ["lf01", "lf02", "lf03", "lf04"] and not any(n.in_tree for n in controls)
    assert next(n for n in controls if n.id == "lf02").extra["invalid"] is True
    # The rewind (leaf -> a2) leaves u2/a3 as a branch; u3 named the leaf control as parent.
    assert tree.parent["u3"] == "a2" and set(tree.children["a2"]) == {"u2", "u3"}
    assert tree.branch_points == ["a2", "a4", "u5"]
    # Side entries hang where written and never become the leaf.
    assert tree.parent["sd01"] == "a4" and tree.parent["sd02"] == "u5"
    assert tree.nodes["sd01"].extra["append_mode"] == "side" and "sd01" not in tree.active_set
    # The label after the side entry is re-parented onto the leaf (a4), as OpenClaw does.
    assert tree.parent["lb01"] == "a4" and tree.labels == {"u1": "start"}
    # Compaction and reset are context horizons; the leaf control after the reset stays pinned.
    assert tree.compactions == ["cp01", "rs01"] and tree.nodes["rs01"].kind == COMPACTION
    assert tree.context_path() == ["rs01", "u5", "a6"]
    assert tree.horizons == {"u3": "cp01", "rs01": "rs01"}
    assert session.name == "Flaky test fix"
    # line = the row's seq, raw = the event JSON; the zstd row decodes to the full text.
    a4 = tree.nodes["a4"]
    assert a4.line == 10 and json.loads(a4.raw)["id"] == "a4" and "Step 15" in a4.text()


def test_usage_totals_and_stats() -> None:
    tree = load_tree(store_ref(STORE, CURRENT))
    usage = [tree.nodes[i].usage for i in tree.active_path if tree.nodes[i].usage]
    assert sum(u.input for u in usage) == 3000 + 3200 + 3400 + 900 + 400
    assert sum(u.output for u in usage) == 60 + 40 + 400 + 15 + 10
    stats = analyze_file(store_ref(STORE, CURRENT))
    assert stats.reported_context_tokens == 410 and stats.format == "openclaw"
    assert [c.id for c in stats.compactions] == ["cp01", "rs01"]


def test_windows_and_discovery() -> None:
    windows = {w.session_id: w for w in list_windows(STORE)}
    assert windows[CURRENT].current and not windows[PREVIOUS].current
    assert windows[CURRENT].previous_session_id == PREVIOUS and windows[CURRENT].reason == "reset"
    found = discover(None, agent_home=True, home=HOME)
    paths = {str(info.path) for info in found.sessions}
    assert {str(store_ref(STORE, sid)) for sid in windows} <= paths
    assert not found.problems
    old = parse_session(store_ref(STORE, PREVIOUS))
    assert any("OpenClaw resumes " + CURRENT in w for w in old.warnings)


def test_reading_writes_nothing_next_to_the_store(tmp_path: Path) -> None:
    store = _store_copy(tmp_path)
    before = sorted(p.name for p in store.parent.iterdir())
    assert load_tree(store_ref(store, CURRENT)).active_leaf == "a6"
    assert sorted(p.name for p in store.parent.iterdir()) == before == ["openclaw-agent.sqlite"]


def test_live_store_with_wal_is_read(tmp_path: Path) -> None:
    store = _store_copy(tmp_path)
    writer = apsw.Connection(str(store))   # an agent holding the store: a -wal exists
    writer.execute("UPDATE session_nodes SET display_name = 'Renamed' WHERE session_key = 'agent:main:main'")
    try:
        assert Path(str(store) + "-wal").exists()
        session = parse_session(store_ref(store, PREVIOUS))
        assert session.error is None and session.name == "Renamed"
    finally:
        writer.close()


def test_bad_stores_give_clear_messages(tmp_path: Path) -> None:
    agent = tmp_path / "agents" / "main" / "agent"
    agent.mkdir(parents=True)
    bad = agent / "openclaw-agent.sqlite"
    bad.write_bytes(b"not a database at all" * 10)
    assert "not a SQLite database" in parse_session(store_ref(bad, CURRENT)).error
    bad.unlink()
    conn = apsw.Connection(str(bad))
    conn.execute("CREATE TABLE other (x)")
    conn.close()
    assert "table session_windows is missing" in parse_session(store_ref(bad, CURRENT)).error
    found = discover(tmp_path)
    assert [p.message for p in found.problems] and "missing" in found.problems[0].message
    store = _store_copy(tmp_path / "copy")
    assert "no session nope" in parse_session(store_ref(store, "nope")).error


def test_locked_store_says_busy(tmp_path: Path) -> None:
    store = _store_copy(tmp_path)
    writer = apsw.Connection(str(store))
    writer.execute("PRAGMA journal_mode = DELETE")
    writer.execute("BEGIN EXCLUSIVE")
    writer.execute("UPDATE session_nodes SET updated_at = updated_at + 1")
    try:
        session = parse_session(store_ref(store, CURRENT))
        assert session.error is not None and "busy" in session.error
    finally:
        writer.execute("ROLLBACK")
        writer.close()


def test_cli_list_tree_stats_and_refused_rewind(tmp_path: Path, capsys) -> None:
    store = _store_copy(tmp_path)
    root = tmp_path / ".openclaw"
    assert main(["sessions", "list", "--root", str(root), "--json"]) == 0
    rows = {r["path"]: r for r in json.loads(capsys.readouterr().out)["sessions"]}
    current = rows[f"agents/main/agent/openclaw-agent.sqlite#{CURRENT}"]
    assert current["store"] == "openclaw-db" and current["name"] == "Flaky test fix" and current["branch_points"] == 3
    assert rows[f"agents/main/sessions/{PREVIOUS}.jsonl"]["store"] == "archive"
    assert main(["sessions", "list", "--root", str(root)]) == 0
    text = capsys.readouterr().out
    assert "openclaw·db" in text and "openclaw·archive" in text
    ref = f"{store}#{CURRENT}"
    assert main(["sessions", "tree", ref, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["active_leaf"] == "a6"
    assert main(["stats", str(store), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert len(doc["sessions"]) == 4
    assert main(["stats", str(store.parent.parent), "--json"]) == 0   # an agent's folder: its store and archive
    assert len(json.loads(capsys.readouterr().out)["sessions"]) == 5
    assert main(["sessions", "rewind", ref, "a2"]) == 2
    assert "before the session's last reset" in capsys.readouterr().err
    archive = root / "agents" / "main" / "sessions" / f"{PREVIOUS}.jsonl"
    before = archive.read_bytes()
    assert main(["sessions", "rewind", str(archive), "p1"]) == 2
    assert "archive" in capsys.readouterr().err and archive.read_bytes() == before
    assert main(["sessions", "tree", str(store)]) == 2
    assert "name one as" in capsys.readouterr().err


def test_cold_archived_window_is_read_from_its_archive(tmp_path: Path) -> None:
    windows = {w.session_id: w for w in list_windows(STORE)}
    assert windows[COLD].events == 3
    tree = load_tree(store_ref(STORE, COLD))
    assert tree.session.error is None and not tree.session.warnings
    assert tree.active_path == EXPECTED["sessions"][COLD]["activePath"] == ["c1", "c2"]
    assert [tree.nodes[i].line for i in tree.active_path] == [2, 3]
    store = _store_copy(tmp_path)
    archive = next((store.parent.parent / "sessions" / "cold").glob("*.jsonl.zst"))
    archive.write_bytes(archive.read_bytes()[:-4] + b"oops")
    session = parse_session(store_ref(store, COLD))
    assert session.error is None and any("does not match its recorded SHA-256" in w for w in session.warnings)
    archive.unlink()
    session = parse_session(store_ref(store, COLD))
    assert any("not readable" in w for w in session.warnings) and not session.tree_nodes()
