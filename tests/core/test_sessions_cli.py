"""`memtui sessions` end to end through the real dispatcher."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

from memtui.cli import main

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"


def _copy(tmp_path: Path) -> Path:
    """The fixtures, last written an hour ago (no agent has them open)."""
    hour_ago = time.time() - 3600
    for name in ("pi_branches.jsonl", "claude_artefacts.jsonl"):
        shutil.copy(FIXTURES / name, tmp_path / name)
        os.utime(tmp_path / name, (hour_ago, hour_ago))
    return tmp_path


def test_list_and_tree_json(tmp_path: Path, capsys) -> None:
    root = _copy(tmp_path)
    assert main(["sessions", "list", "--root", str(root), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    rows = {r["path"]: r for r in doc["sessions"]}
    assert rows["pi_branches.jsonl"]["name"] == "Refactor plan" and rows["pi_branches.jsonl"]["entries"] == 14
    assert rows["claude_artefacts.jsonl"]["format"] == "claude-code"
    assert main(["sessions", "tree", str(root / "pi_branches.jsonl"), "--json"]) == 0
    tree = json.loads(capsys.readouterr().out)
    assert set(tree) == {"path", "format", "entries", "roots", "leaves", "active_leaf", "branch_points",
                         "compactions", "labels", "malformed_lines"}
    assert tree["active_leaf"] == "e14" and tree["branch_points"] == ["e05"]


def test_rewind_and_fork_commands(tmp_path: Path, capsys) -> None:
    root = _copy(tmp_path)
    pi = root / "pi_branches.jsonl"
    assert main(["sessions", "rewind", str(pi), "e07", "--root", str(root)]) == 0
    out = capsys.readouterr().out
    assert "rewound to e07" in out and (root / ".memtui" / "backups").is_dir()
    assert main(["sessions", "fork", str(pi), "e03", "--out", str(root / "f.jsonl")]) == 0
    assert (root / "f.jsonl").is_file()


def test_bad_id_or_file_exit_2_and_write_nothing(tmp_path: Path, capsys) -> None:
    root = _copy(tmp_path)
    pi = root / "pi_branches.jsonl"
    before = pi.read_bytes()
    assert main(["sessions", "rewind", str(pi), "nope"]) == 2
    assert main(["sessions", "fork", str(pi), "nope"]) == 2
    assert main(["sessions", "tree", str(root / "missing.jsonl")]) == 2
    assert main(["sessions", "rewind", str(root / "claude_artefacts.jsonl"), "a5"]) == 2
    err = capsys.readouterr().err
    assert "no entry with id 'nope'" in err and "file not found" in err and "fork" in err
    assert pi.read_bytes() == before
    assert sorted(p.name for p in root.iterdir()) == ["claude_artefacts.jsonl", "pi_branches.jsonl"]


def test_rewind_of_a_live_session_needs_force_and_a_prompt_is_given_back(tmp_path: Path, capsys) -> None:
    root = _copy(tmp_path)
    pi = root / "pi_branches.jsonl"
    assert main(["sessions", "rewind", str(pi), "e03"]) == 0
    capsys.readouterr()
    before = pi.read_bytes()  # just written: the agent may have it open
    assert main(["sessions", "rewind", str(pi), "e06"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "may be open in its agent" in err and "written 0 s ago" in err
    assert pi.read_bytes() == before
    assert main(["sessions", "rewind", str(pi), "e06", "--force"]) == 0
    out = capsys.readouterr().out
    assert "under e05" in out and "prompt given back" in out
    prompt = json.loads(before.decode().splitlines()[6])["message"]["content"]
    prompt = prompt if isinstance(prompt, str) else "".join(b["text"] for b in prompt if b["type"] == "text")
    assert f"  {prompt.splitlines()[0]}" in out


def test_fork_refuses_a_dangling_symlink_as_out(tmp_path: Path, capsys) -> None:
    root = _copy(tmp_path)
    link = root / "link.jsonl"
    link.symlink_to(root / "nowhere" / "x.jsonl")
    assert main(["sessions", "fork", str(root / "pi_branches.jsonl"), "e03", "--out", str(link)]) == 2
    assert "dangling" in capsys.readouterr().err and not (root / "nowhere").exists()
