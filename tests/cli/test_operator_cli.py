"""What a first-time operator types, end to end (in process): the forms the help suggests must work."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.cli import main


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_sessions_without_an_action_lists_with_the_list_options(demo_root: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """`memtui sessions --root DIR --json` said "invalid choice: DIR"; it is `sessions list` now."""
    code, out, err = cli(capsys, "sessions", "--root", str(demo_root), "--json")
    assert code == 0 and not err
    listed = json.loads(out)
    code, out, _ = cli(capsys, "sessions", "list", "--root", str(demo_root), "--json")
    assert code == 0 and json.loads(out) == listed and listed["sessions"]
    code, out, _ = cli(capsys, "sessions", "--root", str(demo_root))
    assert code == 0 and "entries" in out
    code, _out, err = cli(capsys, "sessions", "bogus")
    assert code == 2 and "invalid choice: 'bogus'" in err


def test_keyword_only_is_said_once_on_stderr(demo_root: Path, capsys: pytest.CaptureFixture[str],
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Without an embedder, `memtui search` printed "no embedder: keyword-only" and "no embedder
    configured: keyword-only" (the search's notice and the index state's)."""
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")
    code, out, err = cli(capsys, "search", "deploy", "--root", str(demo_root))
    assert code == 0 and "deploy" in out
    assert err.count("keyword-only") == 1, err


@pytest.mark.parametrize("command", ["map", "lint", "index", "preview"])
def test_the_workspace_can_be_given_as_memtui_dir_opens_it(command: str, demo_root: Path,
                                                          capsys: pytest.CaptureFixture[str],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """`memtui lint ~/agent` said "unrecognized arguments": the root is a positional too, as for the TUI."""
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")
    by_option = cli(capsys, command, "--root", str(demo_root), "--json")
    by_position = cli(capsys, command, str(demo_root), "--json")
    assert by_position[0] == by_option[0] and by_option[0] in (0, 1)
    assert json.dumps(json.loads(by_position[1]), sort_keys=True).count(str(demo_root)) == \
        json.dumps(json.loads(by_option[1]), sort_keys=True).count(str(demo_root))
    code, _out, err = cli(capsys, command, str(demo_root), "--root", str(demo_root.parent))
    assert code == 2 and "two roots given" in err


def test_sessions_list_names_its_counts(demo_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """ux25: a listed session read `… 2 compaction` and `1 branch 1 compaction` (a branch point, unnamed)."""
    source = next((demo_root / "sessions" / "pi").glob("*.jsonl"))
    copy = source.with_name("twice-compacted.jsonl")
    lines = source.read_text().splitlines()
    compaction = next(line for line in lines if '"type":"compaction"' in line.replace(" ", ""))
    record = json.loads(compaction)
    record["id"], record["parentId"] = "c0ffee01", json.loads(lines[-1])["id"]
    copy.write_text("\n".join([*lines, json.dumps(record)]) + "\n")
    code, out, _ = cli(capsys, "sessions", "list", "--root", str(demo_root))
    assert code == 0
    assert "atlas: deploy target → Fly.io · 1 branch point · 2 compactions" in out, out
    assert " 1 branch 1 compaction" not in out and "· 1 branch point · 1 compaction" in out
