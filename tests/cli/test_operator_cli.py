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
