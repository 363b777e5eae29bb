"""Prompt preview per agent: each loader's limits on fixtures built in a temp dir (real files)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.core.preview import detect_agents, preview, preview_agent
from memtui.core.preview.hermes import SEPARATOR, render_block
from memtui.core.openclaw_trim import trim_2026_9, trim_legacy


def _claude_memory(root: Path) -> list[str]:
    lines = ["# Memory index"] + [f"- note {i}: service {i} listens on port {8000 + i}" for i in range(1, 259)]
    lines.append("- correction: service 1 no longer listens on port 8001, it moved to 9090")
    assert len(lines) == 260
    (root / "MEMORY.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (root / "CLAUDE.md").write_text("# Project rules\nRead @docs/style.md first.\n", encoding="utf-8")
    (root / "docs").mkdir()
    (root / "docs" / "style.md").write_text("Indent with four spaces.\n", encoding="utf-8")
    return lines


def test_claude_260_line_memory_cut_at_200_with_correction_flagged(tmp_path: Path) -> None:
    lines = _claude_memory(tmp_path)
    [p] = preview(tmp_path, "auto")
    assert p.agent == "claude-code"
    assert [f.path for f in p.files] == ["CLAUDE.md", "docs/style.md", "MEMORY.md"]
    memory = p.files[-1]
    assert sum(1 for line in memory.lines if line.kept) == 200
    assert [line.number for line in memory.dropped] == list(range(201, 261))
    assert memory.injected == "\n".join(lines[:200]) + "\n"
    assert lines[200] not in p.text and lines[199] in p.text
    [c] = p.corrections
    assert (c.path, c.line, c.corrects_line) == ("MEMORY.md", 260, 2)
    doc = p.to_json()
    assert doc["files"][2]["truncated"]["kept_lines"] == 200
    assert doc["files"][2]["truncated"]["dropped_lines"][0] == 201
    assert doc["total"]["chars"] == len(p.text)


def test_claude_byte_cap_cuts_before_200_lines(tmp_path: Path) -> None:
    (tmp_path / "CLAUDE.md").write_text("x\n", encoding="utf-8")
    (tmp_path / "MEMORY.md").write_text("\n".join("é" * 300 for _ in range(100)) + "\n", encoding="utf-8")
    memory = preview_agent(tmp_path, "claude-code").files[-1]
    assert len(memory.injected.encode("utf-8")) <= 25 * 1024
    assert sum(1 for line in memory.lines if line.kept) == 42        # 42 × 601 bytes = 25,242 ≤ 25,600


def _openclaw(root: Path, agents_len: int = 100, soul_len: int = 30_000, version: str | None = None) -> str:
    soul = "".join(f"soul line {i:05d} " + "s" * 40 + "\n" for i in range(soul_len // 57 + 1))[:soul_len]
    (root / "AGENTS.md").write_text("# Agents\n" + "a" * agents_len + "\n", encoding="utf-8")
    (root / "SOUL.md").write_text(soul, encoding="utf-8")
    (root / "IDENTITY.md").write_text("I am Claw.\n", encoding="utf-8")
    (root / "MEMORY.md").write_text("- the deploy key lives in vault\n", encoding="utf-8")
    if version:
        (root / "openclaw.json").write_text(json.dumps({"meta": {"lastTouchedVersion": version}}), encoding="utf-8")
    return soul


def test_openclaw_legacy_keeps_first_70_and_last_20_percent_of_the_budget(tmp_path: Path) -> None:
    soul = _openclaw(tmp_path, version="2026.1.30").rstrip()
    p = preview_agent(tmp_path, "openclaw")
    f = next(f for f in p.files if f.path == "SOUL.md")
    head, tail = 14_000, 4_000                                          # 70 % and 20 % of 20,000
    marker = ("\n[...truncated, read SOUL.md for full content...]\n"
              f"…(truncated SOUL.md: kept {head}+{tail} chars of {len(soul)})…\n")
    assert f.injected == soul[:head] + "\n" + marker + "\n" + soul[-tail:]
    assert f.injected.startswith(soul[:head]) and f.injected.endswith(soul[-tail:])
    middle = soul[head:len(soul) - tail]
    assert middle[100:200] not in f.injected
    dropped = {line.number for line in f.dropped}
    first_dropped = soul[:head].count("\n") + 1                         # the line the head cut through
    assert min(dropped) == first_dropped
    assert max(dropped) == len(soul.split("\n")) - soul[-tail:].count("\n")
    assert "TOOLS.md" in {f.path for f in p.files}                     # legacy order: TOOLS.md is expected
    assert any(f.missing for f in p.files)


def test_openclaw_2026_9_keeps_75_25_of_budget_minus_marker(tmp_path: Path) -> None:
    soul = _openclaw(tmp_path).rstrip()                                 # no version: 2026.9.6 applies
    p = preview_agent(tmp_path, "openclaw")
    f = next(f for f in p.files if f.path == "SOUL.md")
    assert len(f.injected) <= 20_000
    result = trim_2026_9(soul, "SOUL.md", 20_000)
    (h0, h1), (t0, t1) = result.spans
    assert (h0, t1) == (0, len(soul))
    assert abs((h1 - h0) / ((h1 - h0) + (t1 - t0)) - 0.75) < 0.001
    assert "TOOLS.md" not in {f.path for f in p.files}
    assert any("version 2026.9.6" in r for r in p.rules)


def test_openclaw_config_budget_and_total_cap(tmp_path: Path) -> None:
    _openclaw(tmp_path, soul_len=9_000)
    (tmp_path / "openclaw.json").write_text(
        '{\n // json5 comment\n "agents": {"defaults": {"bootstrapMaxChars": 5000, "bootstrapTotalMaxChars": 7000,},},\n}',
        encoding="utf-8")
    p = preview_agent(tmp_path, "openclaw")
    assert sum(f.included_chars for f in p.files) <= 7000
    soul = next(f for f in p.files if f.path == "SOUL.md")
    assert soul.truncated and len(soul.injected) <= 5000


def test_openclaw_memory_withheld_from_subagent(tmp_path: Path) -> None:
    _openclaw(tmp_path, soul_len=100)
    main = preview_agent(tmp_path, "openclaw")
    sub = preview_agent(tmp_path, "openclaw", session="subagent")
    assert "MEMORY.md" in {f.path for f in main.files}
    assert [f.path for f in sub.files] == ["AGENTS.md"]
    assert "deploy key" not in sub.text and "deploy key" in main.text
    assert any("MEMORY.md is withheld" in n for n in sub.notes)


def test_openclaw_report_beside_prediction_flags_differences(tmp_path: Path) -> None:
    _openclaw(tmp_path, soul_len=100)
    sessions = tmp_path / "agents" / "main" / "sessions"
    sessions.mkdir(parents=True)
    report = {"generatedAt": 5, "bootstrapMaxChars": 20000, "injectedWorkspaceFiles": [
        {"name": "AGENTS.md", "rawChars": 109, "injectedChars": 109, "truncated": False},
        {"name": "SOUL.md", "rawChars": 54210, "injectedChars": 20962, "truncated": True},
    ]}
    (sessions / "sessions.json").write_text(json.dumps({"agent:main:main": {"systemPromptReport": report}}),
                                            encoding="utf-8")
    p = preview_agent(tmp_path, "openclaw")
    rows = {r.name: r for r in p.report}
    assert rows["AGENTS.md"].differences == []
    assert any("file changed since" in d for d in rows["SOUL.md"].differences)
    assert any("not in the recorded report" in d for d in rows["MEMORY.md"].differences)
    assert p.to_json()["system_prompt_report"]["differs"] is True


def test_hermes_store_at_95_percent(tmp_path: Path) -> None:
    entries = [f"Entry {i}: the user prefers concise answers about topic {i}." + " x" * 20 for i in range(40)]
    text = ""
    for entry in entries:
        candidate = (text + "\n§\n" + entry) if text else entry
        if len(candidate) > 2090:
            break
        text = candidate
    text += " " + "y" * (2089 - len(text))                             # exactly 95 % of 2,200
    assert len(text) == 2090
    (tmp_path / "MEMORY.md").write_text(text, encoding="utf-8")
    (tmp_path / "USER.md").write_text("Name: Ada\n§\nName: Ada\n§\nTimezone: UTC", encoding="utf-8")
    [p] = preview(tmp_path, "auto")
    assert p.agent == "hermes"
    pct = int(len(text) / 2200 * 100)
    assert p.text.startswith(f"{SEPARATOR}\nMEMORY (your personal notes) [{pct}% — {len(text):,}/2,200 chars]\n{SEPARATOR}\n")
    assert "USER PROFILE (who the user is) [" in p.text
    assert p.text.count("Name: Ada") == 1                               # duplicates dropped, first kept
    memory = p.files[0]
    assert not memory.truncated and "above 80 %" in memory.note
    user = p.files[1]
    assert [line.number for line in user.dropped] == [3]               # the duplicate entry's line
    assert any("<memory-context>" in n for n in p.notes)


def test_hermes_over_budget_renders_whole_and_caps_percent() -> None:
    block = render_block("MEMORY.md", ["a" * 3000], 2200)
    assert "[100% — 3,000/2,200 chars]" in block and block.endswith("a" * 3000)


def test_legacy_trim_under_budget_is_whole() -> None:
    assert trim_legacy("short\n\n", "X.md", 100).content == "short"


def test_auto_finds_nothing_in_an_empty_dir(tmp_path: Path) -> None:
    assert preview(tmp_path, "auto") == []
    assert detect_agents(tmp_path) == []


def test_pi_loads_context_files_whole(tmp_path: Path) -> None:
    (tmp_path / ".pi").mkdir()
    (tmp_path / ".pi" / "APPEND_SYSTEM.md").write_text("Be brief.\n", encoding="utf-8")
    (tmp_path / "AGENTS.md").write_text("# Rules\n" + "r" * 50_000 + "\n", encoding="utf-8")
    p = preview_agent(tmp_path, "pi")
    assert [f.path for f in p.files] == [".pi/APPEND_SYSTEM.md", "AGENTS.md"]
    assert not any(f.truncated for f in p.files)


def test_bad_files_never_crash(tmp_path: Path) -> None:
    (tmp_path / "SOUL.md").write_bytes(b"\xff\xfe bad utf8 \x80\n")
    (tmp_path / "openclaw.json").write_text("{not json", encoding="utf-8")
    (tmp_path / "MEMORY.md").mkdir()
    [p] = preview(tmp_path, "auto")
    assert p.agent == "openclaw" and "bad utf8" in p.text


@pytest.mark.parametrize("agent", ["claude-code", "openclaw", "hermes", "pi", "claw-stack"])
def test_every_loader_runs_on_an_empty_dir(tmp_path: Path, agent: str) -> None:
    p = preview_agent(tmp_path, agent)
    assert p.agent == agent and isinstance(p.to_json()["files"], list)


def test_claw_stack_uses_openclaw_bootstrap_and_flags_the_index_cap(tmp_path: Path) -> None:
    rows = "\n".join(f"| topic {i} | memory/t{i}.md | {'detail ' * 8}|" for i in range(80))
    (tmp_path / "MEMORY.md").write_text(f"# Index\n\n| topic | file | note |\n|---|---|---|\n{rows}\n", encoding="utf-8")
    (tmp_path / "AGENTS.md").write_text("# Agents\n", encoding="utf-8")
    (tmp_path / "memory").mkdir()
    (tmp_path / "memory" / "t1.md").write_text("topic one\n", encoding="utf-8")
    [p] = preview(tmp_path, "auto")
    assert p.agent == "claw-stack"
    assert "MEMORY.md" in {f.path for f in p.files}
    assert any("over the 5,000-char index cap" in n for n in p.notes)
    assert any("1 file(s) under memory/ are not injected" in n for n in p.notes)


def test_hermes_running_session_snapshot_versus_disk(tmp_path: Path) -> None:
    import apsw

    from memtui.core.preview.hermes import render_block

    (tmp_path / "memories").mkdir()
    (tmp_path / "memories" / "MEMORY.md").write_text("Deploys go to Fly.io\n§\nThe user likes tea", encoding="utf-8")
    held = render_block("MEMORY.md", ["Deploys go to Fly.io"], 2200)
    conn = apsw.Connection(str(tmp_path / "state.db"))
    conn.execute("CREATE TABLE sessions (id TEXT PRIMARY KEY, system_prompt_hash TEXT, started_at REAL, ended_at REAL)")
    conn.execute("CREATE TABLE system_prompts (hash TEXT PRIMARY KEY, prompt TEXT)")
    conn.execute("INSERT INTO system_prompts VALUES ('h1', ?)", (f"You are Hermes.\n\n{held}",))
    conn.execute("INSERT INTO sessions VALUES ('s1', 'h1', 1.0, NULL)")
    conn.close()
    p = preview_agent(tmp_path, "hermes")
    assert p.files[0].path == "memories/MEMORY.md"
    assert any("running session s1: its frozen snapshot differs from disk (1 entr(ies) written since" in n
               for n in p.notes)
    assert any("on disk, not in the session: The user likes tea" in n for n in p.notes)
