"""The CLI's promises to scripts: with `--json`, stdout is one JSON document on success and on error, the
error carries `error` and the `exit_code` the process returns, and every command's `--help` lists the
exit codes it uses. Run in process on a copy of a real dev workspace (bench/data/real_memory) and real
transcripts."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from memtui.cli import SUBCOMMANDS, main
from tests.shared_data import REPO

REAL = REPO / "bench" / "data" / "real_memory" / "agent-ros-bridge"       # a dev source (split.json)
PI = REPO / "tests" / "fixtures" / "sessions" / "pi_generated" / "branches_labels.jsonl"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    if not REAL.is_dir():
        pytest.skip("bench/data/real_memory is not in this checkout")
    dest = tmp_path / "agent-ros-bridge"
    shutil.copytree(REAL, dest)
    shutil.copy(PI, dest / "session.jsonl")
    return dest


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, object, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, json.loads(out), err


def failing_calls(root: Path) -> list[tuple[list[str], int]]:
    """One failing call per command and write path, with the exit code `--help` promises for it."""
    missing = str(root / "nowhere")
    session = str(root / "session.jsonl")
    calls: list[tuple[list[str], int]] = [([name, "--root", missing], 2) for name in
                                          ("map", "index", "stats", "preview", "lint", "history", "review")]
    calls += [
        (["search", "deploy", "--root", missing], 2),
        (["audit", "deploy", "--root", missing], 2),
        (["sessions", "list", "--root", missing], 2),
        (["history", "--revert", "99", "--root", str(root)], 2),
        (["history", "--revert", "abc", "--root", str(root)], 2),
        (["history", "--show", "99", "--root", str(root)], 2),
        (["review", "apply", "zzzzzz", "--kind", "change", "--root", str(root)], 2),   # the full queue: ~25 s CPU
        (["lint", "--fix-move", "Quick Reference", "--root", str(root)], 2),
        (["lint", "--fix-move", "No such heading", "--to", "memory/x.md", "--root", str(root)], 2),
        (["sessions", "rewind", session, "no-such-entry"], 2),
        (["sessions", "fork", session, "no-such-entry"], 2),
        (["sessions", "tree", str(root / "missing.jsonl")], 2),
        (["search", "", "--root", str(root)], 2),
        (["audit", "deploy", "-k", "0", "--root", str(root)], 2),
    ]
    return calls


def test_every_failing_json_call_prints_one_json_error_with_its_exit_code(
        root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for args, expected in failing_calls(root):
        code, doc, err = cli(capsys, *args, "--json")
        assert code == expected, args
        assert isinstance(doc, dict) and doc["exit_code"] == code and doc["error"], args
        assert doc["error"].splitlines()[-1] in err, args        # the same words a person reads on stderr


def test_a_refused_write_says_error_and_exit_code_too(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _doc, _ = cli(capsys, "history", "--root", str(root), "--json")      # the journal's baseline
    memory = root / "MEMORY.md"
    memory.write_text(memory.read_text() + "\n- agent: deploys go through the bridge\n")
    code, doc, _ = cli(capsys, "history", "--root", str(root), "--json")
    seq = max(v["seq"] for v in doc["versions"])                                 # type: ignore[index]
    code, doc, _ = cli(capsys, "review", "--root", str(root), "--json", "--kind", "change")
    assert code == 0 and isinstance(doc, dict) and isinstance(doc["items"], list)
    code, doc, _ = cli(capsys, "history", "--revert", str(seq), "--root", str(root), "--json")
    assert code == 0 and doc["applied"] is False                                 # type: ignore[index]
    before = memory.read_bytes()
    code, doc, _ = cli(capsys, "history", "--revert", str(seq), "--yes", "--root", str(root), "--json")
    assert code == 0 and doc["applied"] is True and memory.read_bytes() != before   # type: ignore[index]


def test_every_commands_help_lists_the_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "exit codes:" in capsys.readouterr().out
    for name in SUBCOMMANDS:
        with pytest.raises(SystemExit) as done:
            main([name, "--help"])
        assert done.value.code == 0
        text = capsys.readouterr().out
        assert "exit codes:" in text and "  2    usage" in text and '{"error": ..., "exit_code": N}' in text, name
