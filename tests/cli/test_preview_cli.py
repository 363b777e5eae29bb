"""`memtui preview`: text and JSON over real files, auto with several agents, usage errors."""

from __future__ import annotations

import json
from pathlib import Path

from memtui.cli import main


def _workspace(root: Path) -> None:
    (root / "CLAUDE.md").write_text("# Rules\nUse pytest.\n", encoding="utf-8")
    (root / "MEMORY.md").write_text("\n".join(f"- fact {i}" for i in range(230)) + "\n", encoding="utf-8")
    (root / "SOUL.md").write_text("Calm.\n", encoding="utf-8")


def test_json_one_agent_is_an_object(tmp_path, capsys):
    _workspace(tmp_path)
    assert main(["preview", "--root", str(tmp_path), "--agent", "claude-code", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert {"agent", "files", "total", "text"} <= set(doc) and doc["agent"] == "claude-code"
    memory = doc["files"][-1]
    assert set(memory) >= {"path", "chars", "tokens", "included_chars", "truncated"}
    assert memory["truncated"]["kept_lines"] == 200 and len(memory["truncated"]["dropped_lines"]) == 30


def test_auto_finds_several_agents_as_a_list(tmp_path, capsys):
    _workspace(tmp_path)
    assert main(["preview", "--root", str(tmp_path), "--json"]) == 0
    docs = json.loads(capsys.readouterr().out)
    assert [d["agent"] for d in docs] == ["claude-code", "openclaw"]


def test_text_names_what_fell_off(tmp_path, capsys):
    _workspace(tmp_path)
    assert main(["preview", "--root", str(tmp_path), "--agent", "claude-code"]) == 0
    out = capsys.readouterr().out
    assert "What fell off:" in out and "✂ MEMORY.md:201  - fact 200" in out


def test_nothing_found_and_bad_root_are_usage_errors(tmp_path, capsys):
    assert main(["preview", "--root", str(tmp_path)]) == 2
    assert main(["preview", "--root", str(tmp_path / "missing")]) == 2
    assert main(["preview", "--root", str(tmp_path), "--agent", "nope"]) == 2


def test_auto_json_is_a_list_even_for_one_agent_and_nothing_found_is_exit_2(tmp_path, capsys):
    """auto printed an object for one agent and a list for several: a script could not know which."""
    (tmp_path / "CLAUDE.md").write_text("# Rules\nUse pytest.\n", encoding="utf-8")
    assert main(["preview", "--root", str(tmp_path), "--json"]) == 0
    docs = json.loads(capsys.readouterr().out)
    assert isinstance(docs, list) and [d["agent"] for d in docs] == ["claude-code"]
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["preview", "--root", str(empty), "--json"]) == 2     # was `[]` and exit 0
    captured = capsys.readouterr()
    assert "no agent's files found" in captured.err
    assert json.loads(captured.out)["exit_code"] == 2                  # --json: a JSON error on stdout (ops26)


def test_text_counts_are_real_plurals(tmp_path, capsys):
    """"1 file(s)", "30 line(s) dropped": counts read as words now."""
    _workspace(tmp_path)
    assert main(["preview", "--root", str(tmp_path), "--agent", "claude-code"]) == 0
    out = capsys.readouterr().out
    assert "30 lines dropped" in out and "(s)" not in out.split("--- injected text ---")[0]
