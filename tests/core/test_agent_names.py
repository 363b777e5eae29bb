"""The one rule for which exact file names each agent opens (`agent_names`), and OpenClaw cron run records."""

from __future__ import annotations

import json
from pathlib import Path

from memtui.core.agent_names import case_variant, is_cron_run_entry, is_cron_run_log, loads, match_name, opened_as
from memtui.core.workspace import scan_workspace


def test_exact_names_per_agent() -> None:
    assert loads("claude-code", "MEMORY.md") and not loads("claude-code", "memory.md")
    assert loads("openclaw", "memory.md") and not loads("openclaw", "Memory.md")
    assert loads("pi", "AGENTS.MD") and not loads("hermes", "AGENTS.md")
    assert case_variant("Memory.md") == "MEMORY.md" and case_variant("docs/Claude.md") == "CLAUDE.md"
    assert case_variant("MEMORY.md") is None and case_variant("memory.md") is None and case_variant("notes.md") is None
    assert match_name("a/MEMORY.md") == "memory.md" and match_name("a/Memory.md") == "Memory.md"


def test_a_file_the_file_system_opens_as_memory_md_is_the_index(tmp_path: Path) -> None:
    """On a case-insensitive file system `MEMORY.md` opens `Memory.md`; a symlink makes Linux do the same."""
    (tmp_path / "CLAUDE.md").write_text("# Project\n")
    (tmp_path / "Memory.md").write_text("# Memory\n" + "".join(f"- note {i}\n" for i in range(230)))
    assert opened_as(tmp_path / "Memory.md") is None
    assert scan_workspace(tmp_path).get("Memory.md") is not None
    (tmp_path / "MEMORY.md").symlink_to("Memory.md")
    assert opened_as(tmp_path / "Memory.md") == "MEMORY.md"
    ws = scan_workspace(tmp_path)
    index = ws.get("MEMORY.md")
    assert index is not None and index.role == "index" and "claude-code" in index.layouts
    assert any(c.name == "claude-lines" and c.used > c.limit for c in ws.caps)


def test_cron_run_records(tmp_path: Path) -> None:
    run = {"ts": 1770437048312, "jobId": "daily", "action": "finished", "status": "ok", "sessionId": "5a5a"}
    assert is_cron_run_entry(run)
    assert not is_cron_run_entry({"type": "user", "sessionId": "x", "ts": 1, "jobId": "j", "action": "a"})
    assert not is_cron_run_entry({"sessionId": "x", "uuid": "u"})
    log = tmp_path / "daily.jsonl"
    log.write_text("\n" + json.dumps(run) + "\n")
    assert is_cron_run_log(log)
    log.write_text('{"type":"session","id":"s1","version":3}\n')
    assert not is_cron_run_log(log) and not is_cron_run_log(tmp_path / "absent.jsonl")
