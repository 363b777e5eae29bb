"""`memtui sessions rewind|fork --json`: what was written, as JSON (they were the moves without it)."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

from memtui.cli import main
from memtui.core.sessions import SessionTree, parse_session

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "sessions" / "pi_branches.jsonl"


def _pi_copy(tmp_path: Path) -> Path:
    """The Pi fixture, last written an hour ago (no agent has it open)."""
    path = tmp_path / FIXTURE.name
    shutil.copy(FIXTURE, path)
    hour_ago = time.time() - 3600
    os.utime(path, (hour_ago, hour_ago))
    return path


def test_rewind_and_fork_json(tmp_path: Path, capsys) -> None:
    pi = _pi_copy(tmp_path)
    assert main(["sessions", "rewind", str(pi), "e07", "--root", str(tmp_path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert (doc["action"], doc["target"], doc["path"]) == ("rewind", "e07", str(pi))
    assert doc["backup"] and Path(doc["backup"]).is_file() and isinstance(doc["warnings"], list)
    assert SessionTree.build(parse_session(pi)).active_leaf == doc["entry_id"]   # the appended entry
    fork_to = tmp_path / "f.jsonl"
    assert main(["sessions", "fork", str(pi), "e03", "--out", str(fork_to), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert (doc["action"], doc["path"], doc["backup"]) == ("fork", str(fork_to), None) and fork_to.is_file()
    assert main(["sessions", "fork", str(pi), "nope", "--json"]) == 2    # a bad id: exit 2, a JSON error
    assert json.loads(capsys.readouterr().out)["exit_code"] == 2


def test_a_path_as_list_prints_it_works_with_root(tmp_path: Path, capsys, monkeypatch) -> None:
    """`sessions list --root W` prints paths relative to W; tree/rewind/fork take them back with --root W
    from any folder (they said "file not found" / "unrecognized arguments: --root")."""
    work = tmp_path / "ws"
    (work / "sessions").mkdir(parents=True)
    pi = _pi_copy(work / "sessions")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    assert main(["sessions", "list", "--root", str(work), "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["sessions"][0]["path"]
    assert listed == "sessions/pi_branches.jsonl"
    assert main(["sessions", "tree", listed, "--root", str(work), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["active_leaf"] == "e14"
    assert main(["sessions", "tree", listed]) == 2                  # without --root: not found, said so
    assert "file not found: sessions/pi_branches.jsonl" in capsys.readouterr().err
    (work / "sessions" / "a.jsonl").symlink_to("b.jsonl")
    (work / "sessions" / "b.jsonl").symlink_to("a.jsonl")
    assert main(["sessions", "tree", "sessions/a.jsonl", "--root", str(work)]) == 2
    assert "symlink that leads nowhere (broken, or a loop)" in capsys.readouterr().err
    before = pi.read_bytes()
    assert main(["sessions", "rewind", listed, "e07", "--root", str(work), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert pi.read_bytes().startswith(before) and Path(doc["backup"]).is_relative_to(work / ".memtui")
    fork_to = tmp_path / "f.jsonl"
    assert main(["sessions", "fork", listed, "e03", "--root", str(work), "--out", str(fork_to), "--json"]) == 0
    assert fork_to.is_file()
