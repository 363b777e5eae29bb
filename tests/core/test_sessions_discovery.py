"""Finding transcripts in a workspace and in the agent homes (opt-in)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

from memtui.cli import main
from memtui.core.sessions.discovery import agent_home_dirs, discover
from tests.shared_data import sample

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"


def _agent_homes(home: Path) -> None:
    pi = home / ".pi" / "agent" / "sessions" / "--home-op-project--"
    pi.mkdir(parents=True)
    shutil.copy(FIXTURES / "pi_branches.jsonl", pi / "2026-03-01T10-00-00-000Z_11111111.jsonl")
    claude = home / ".claude" / "projects" / "-home-op-project"
    (claude / "22222222" / "subagents").mkdir(parents=True)
    shutil.copy(FIXTURES / "claude_artefacts.jsonl", claude / "22222222.jsonl")
    shutil.copy(FIXTURES / "claude_artefacts.jsonl", claude / "22222222" / "subagents" / "agent-x.jsonl")
    oc = home / ".openclaw" / "agents" / "main" / "sessions"
    oc.mkdir(parents=True)
    shutil.copy(FIXTURES / "pi_branches.jsonl", oc / "s1.jsonl")
    codex = home / ".codex" / "sessions" / "2026" / "01" / "02"
    codex.mkdir(parents=True)
    rollout = next(sample("codex").glob("rollout-*.jsonl"))
    shutil.copy(rollout, codex / rollout.name)
    os.symlink(home / ".codex" / "sessions", codex / "loop")


def test_agent_homes_are_opt_in_and_subagents_sit_under_their_parent(tmp_path: Path, isolated_home: Path) -> None:
    _agent_homes(isolated_home)
    workspace = tmp_path / "ws"
    workspace.mkdir()
    assert discover(workspace).sessions == []
    assert len(agent_home_dirs()) == 4
    found = discover(workspace, agent_home=True)
    formats = sorted(info.format for info in found.sessions if info.parent is None)
    assert formats == ["claude-code", "codex", "openclaw", "pi"]
    assert all(info.display_path.startswith("~/.") for info in found.sessions)
    # a sub-agent transcript is listed right under its parent session (issue 13), not as a session of its own
    [sub] = [info for info in found.sessions if "subagents" in info.display_path]
    rows = [info.display_path for info in found.sessions]
    assert sub.parent == "~/.claude/projects/-home-op-project/22222222.jsonl"
    assert rows.index(sub.display_path) == rows.index(sub.parent) + 1
    assert any("symlink loop" in p.message for p in found.problems)


def test_config_turns_agent_homes_on(tmp_path: Path, isolated_home: Path, capsys) -> None:
    _agent_homes(isolated_home)
    workspace = tmp_path / "ws"
    workspace.mkdir()
    (workspace / "memtui.toml").write_text("[sessions]\nagent_home = true\n")
    assert main(["sessions", "list", "--root", str(workspace), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert len([row for row in doc["sessions"] if row["parent"] is None]) == 4


def test_workspace_transcripts_with_bad_files(tmp_path: Path) -> None:
    (tmp_path / "sessions").mkdir()
    shutil.copy(FIXTURES / "pi_branches.jsonl", tmp_path / "sessions" / "a.jsonl")
    (tmp_path / "sessions" / "empty.jsonl").write_bytes(b"")
    (tmp_path / "sessions" / "junk.jsonl").write_bytes(b"\xff\xfe not json\n")
    found = discover(tmp_path)
    rows = {info.display_path: info for info in found.sessions}
    assert rows["sessions/a.jsonl"].entries == 14
    assert rows["sessions/empty.jsonl"].entries == 0 and rows["sessions/empty.jsonl"].format == "unknown"
    assert rows["sessions/junk.jsonl"].malformed == 1
