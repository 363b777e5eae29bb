"""realdata27 repros 05, 15, 06, 10, 13 end to end, on the tester's files (tests/fixtures/repro27/), through the
real CLI: map, lint and preview agree on which file names an agent loads; a whole-file copy is one finding;
transcripts in hidden agent folders are listed; OpenClaw cron run logs are not sessions; a broken Hermes
delimiter is reported."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from memtui.cli import main

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "repro27"


def _copy(tmp_path: Path, name: str) -> Path:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURES / name, root)
    return root


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = main(list(args))
    captured = capsys.readouterr()
    assert code in (0, 1), captured.err
    return captured.out


def test_mixed_case_memory_md_is_loaded_by_no_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Repro 05: `Memory.md` (251 lines) beside CLAUDE.md: Claude Code opens MEMORY.md by exact name, so map,
    lint and preview all say it is not loaded (no 200-line cap applied), and each names the file."""
    root = _copy(tmp_path, "memory-md-case")
    shown = _run(capsys, "map", "--root", str(root))
    assert "always loaded: 38 chars" in shown and "claude-lines" not in shown
    assert "Memory.md is not MEMORY.md" in shown
    linted = _run(capsys, "lint", "--root", str(root), "--rule", "index")
    assert "index.claude-truncated" not in linted
    assert "Memory.md:1: warning [index.name-case]" in linted
    preview = _run(capsys, "preview", "--root", str(root))
    assert "CLAUDE.md" in preview and "Memory.md is not MEMORY.md" in preview
    doc = json.loads(_run(capsys, "map", "--root", str(root), "--json"))
    assert {f["path"]: f["role"] for f in doc["files"]}["Memory.md"] == "other"
    assert doc["always_loaded_by_agent"]["claude-code"]["chars"] == 38      # CLAUDE.md only


def test_exact_memory_md_keeps_the_claude_caps(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same file named MEMORY.md is Claude Code's index again: cap, truncation error, preview cut."""
    root = _copy(tmp_path, "memory-md-case")
    (root / "Memory.md").rename(root / "MEMORY.md")
    assert "claude-lines MEMORY.md 251/200" in " ".join(_run(capsys, "map", "--root", str(root)).split())
    assert "MEMORY.md:201: error [index.claude-truncated]" in _run(capsys, "lint", "--root", str(root), "--rule",
                                                                   "index")
    assert "no auto-memory MEMORY.md" not in _run(capsys, "preview", "--root", str(root))


def test_whole_file_copy_is_one_finding(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Repro 15: two copies of a 22-line file gave 20 dup.exact warnings; now one dup.copy, and a line copied
    into a third, different file is still a dup.exact."""
    root = _copy(tmp_path, "whole-file-copy")
    out = _run(capsys, "lint", "--root", str(root), "--rule", "dup")
    assert out.splitlines() == [
        "agent-b/memory/framework.md:1: warning [dup.copy] agent-b/memory/framework.md is a copy of "
        "agent-a/memory/framework.md (23 lines, whitespace aside): its lines are not reported one by one",
        "0 errors, 1 warning, 0 info"]
    copied = (root / "agent-a/memory/framework.md").read_text().splitlines()[2]
    (root / "agent-c/memory").mkdir(parents=True)
    (root / "agent-c/memory/notes.md").write_text(f"# Notes\n\n{copied}\n- something only agent c knows about\n")
    again = _run(capsys, "lint", "--root", str(root), "--rule", "dup")
    assert again.count("[dup.copy]") == 1 and again.count("[dup.exact]") == 1
    assert "agent-c/memory/notes.md:3: warning [dup.exact] the same fact is in agent-a/memory/framework.md:3" in again


def test_whitespace_only_difference_is_still_a_copy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    root = _copy(tmp_path, "whole-file-copy")
    copy = root / "agent-b/memory/framework.md"
    copy.write_text(copy.read_text().replace("\n- ", "\n\n-   ").replace("\n", "\r\n"), newline="")
    out = _run(capsys, "lint", "--root", str(root), "--rule", "dup")
    assert "[dup.copy]" in out and "[dup.exact]" not in out


def test_sessions_in_hidden_agent_folders_are_listed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Repro 06: a Codex rollout under `.codex/sessions/…` inside the root is listed (and counted by stats),
    and a node_modules copy or a symlink loop in those folders is no problem."""
    root = _copy(tmp_path, "hidden-agent-dirs")
    (root / "node_modules/.codex/sessions").mkdir(parents=True)
    rollout = next((root / ".codex/sessions").rglob("*.jsonl"))
    shutil.copy(rollout, root / "node_modules/.codex/sessions" / rollout.name)
    (root / ".codex/sessions/loop").symlink_to(".")
    out = _run(capsys, "sessions", "list", "--root", str(root))
    assert "codex" in out and ".codex/sessions/2025/11/06/rollout-" in out
    assert "node_modules" not in out and "try --agent-home" not in out
    assert "symlink loop" in out
    stats = json.loads(_run(capsys, "stats", "--root", str(root), "--json", "--no-cache"))
    assert [s["path"].rsplit("/", 1)[-1] for s in stats["sessions"]] == [rollout.name]


def test_cron_run_logs_are_not_sessions(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Repro 10: OpenClaw `cron/runs/*.jsonl` were listed as 'claude-code, 0 entries' and 'unknown'."""
    root = _copy(tmp_path, "cron-runs")
    out = _run(capsys, "sessions", "list", "--root", str(root))
    assert "claude-code" not in out and "unknown" not in out
    assert "not sessions: 2 OpenClaw cron run log(s)" in out
    doc = json.loads(_run(capsys, "sessions", "list", "--root", str(root), "--json"))
    assert doc["sessions"] == [] and len(doc["cron_run_logs"]) == 2
    shown = _run(capsys, "map", "--root", str(root))
    assert "files:" not in shown and "not sessions: 2 OpenClaw cron run log(s)" in shown
    code = main(["sessions", "tree", str(root / "cron/runs/daily-digest.jsonl")])
    assert code == 2 and "an OpenClaw cron run log" in capsys.readouterr().err


def test_broken_hermes_delimiter_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Repro 13: `§ edited` on line 2 silently merged two entries: lint, preview and map name the line."""
    root = _copy(tmp_path, "hermes-delimiter")
    linted = _run(capsys, "lint", "--root", str(root))
    assert "memories/MEMORY.md:2: warning [hermes.broken-delimiter] '§ edited' looks like an entry delimiter" in linted
    assert "file.unreadable" not in linted
    assert "memories/MEMORY.md:2: '§ edited'" in _run(capsys, "preview", "--root", str(root), "--agent", "hermes")
    assert "memories/MEMORY.md:2: '§ edited'" in _run(capsys, "map", "--root", str(root))
    (root / "memories/MEMORY.md").write_text((root / "memories/MEMORY.md").read_text().replace("§ edited", "§"))
    assert "hermes.broken-delimiter" not in _run(capsys, "lint", "--root", str(root))


def test_a_copied_rules_file_is_not_repeated_rule_by_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`lessons.repeated` had the same shape (one warning per rule of a copied AGENTS.md): one dup.copy now."""
    rules = ("# Rules\n\n- Always run the tests before pushing to main.\n"
             "- Never commit secrets or API keys to the repository.\n- Use pnpm, not npm, for every install.\n")
    for agent in ("agent-a", "agent-b"):
        (tmp_path / agent).mkdir()
        (tmp_path / agent / "AGENTS.md").write_text(rules)
    out = _run(capsys, "lint", "--root", str(tmp_path), "--rule", "dup", "--rule", "lessons")
    assert "[lessons.repeated]" not in out
    assert "agent-b/AGENTS.md:1: warning [dup.copy] agent-b/AGENTS.md is a copy of agent-a/AGENTS.md" in out


def test_lowercase_memory_md_follows_the_openclaw_version(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """OpenClaw ≥ 2026.9 injects MEMORY.md only; older loaders also read `memory.md`: map and preview agree."""
    (tmp_path / "AGENTS.md").write_text("# Agents\nBe brief.\n")
    (tmp_path / "SOUL.md").write_text("# Soul\nCalm.\n")
    (tmp_path / "memory.md").write_text("# memory\n- the user likes tea\n")
    shown = _run(capsys, "map", "--root", str(tmp_path))
    assert "not loaded: memory.md: OpenClaw ≥ 2026.9 injects MEMORY.md only" in shown
    current = _run(capsys, "preview", "--root", str(tmp_path), "--agent", "openclaw")
    assert not any(line.startswith("memory.md ") for line in current.splitlines())
    (tmp_path / "memtui.toml").write_text('[preview]\nopenclaw_version = "2026.2.1"\n')
    assert "not loaded: memory.md" not in _run(capsys, "map", "--root", str(tmp_path))
    legacy = _run(capsys, "preview", "--root", str(tmp_path), "--agent", "openclaw")
    assert "memory.md                                30" in legacy


def test_the_home_folder_keeps_its_agent_homes_opt_in(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """A scan of the user's home does not read ~/.codex/sessions unless --agent-home asks for it."""
    home = _copy(tmp_path, "hidden-agent-dirs")
    monkeypatch.setenv("HOME", str(home))
    assert "no session transcripts found" in _run(capsys, "sessions", "list", "--root", str(home))
    assert ".codex/sessions/2025/11/06/rollout-" in _run(capsys, "sessions", "list", "--root", str(home),
                                                         "--agent-home")
