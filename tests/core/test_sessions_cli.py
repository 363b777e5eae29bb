"""`memtui sessions` end to end through the real dispatcher."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from memtui.cli import main

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"


def _copy(tmp_path: Path) -> Path:
    for name in ("pi_branches.jsonl", "claude_artefacts.jsonl"):
        shutil.copy(FIXTURES / name, tmp_path / name)
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
