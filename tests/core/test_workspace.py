"""Workspace discovery on one real workspace per layout (tests/fixtures/layouts, see EXPECTED.md)."""

from __future__ import annotations

import os
from pathlib import Path

from memtui.core.workspace import classify, scan_workspace, to_map_json


def roles(ws) -> dict[str, str]:
    return {f.path: f.role for f in ws.files}


def test_claw_stack(layout_root) -> None:
    ws = scan_workspace(layout_root("claw-stack"))
    assert "claw-stack" in ws.layouts
    assert roles(ws) == {
        "AGENTS.md": "rules", "MANIFEST.md": "index", "MEMORY.md": "index", "TODO.md": "other",
        "USER.md": "rules", "memory/api.md": "topic", "memory/deploy.md": "topic",
        "memory/people.md": "topic", "memory/scratch.md": "topic",
    }
    assert [(r.source, r.line, r.target, r.exists) for r in ws.dangling] == [("MEMORY.md", 10, "memory/billing.md", False)]
    assert ws.orphans == ["memory/scratch.md"]
    assert (ws.always_loaded_chars, ws.always_loaded_tokens) == (632, 170)   # claw-stack alone: no OpenClaw model
    rows = [(r.source, r.line, r.resolved or r.target) for r in ws.index]
    assert [r for r in rows if r[0] == "MEMORY.md"][:4] == [
        ("MEMORY.md", 7, "memory/deploy.md"), ("MEMORY.md", 8, "memory/api.md"),
        ("MEMORY.md", 9, "memory/people.md"), ("MEMORY.md", 10, "memory/billing.md"),
    ]
    assert ("MANIFEST.md", 8, "TODO.md") in rows
    deploy = ws.get("memory/deploy.md")
    assert deploy is not None and (deploy.chars, deploy.lines, deploy.tokens) == (146, 10, 52)


def test_three_layer(layout_root) -> None:
    ws = scan_workspace(layout_root("three-layer"))
    assert "three-layer" in ws.layouts
    map_rows = [(r.line, r.keywords, r.category, r.resolved or r.target, r.exists) for r in ws.index]
    assert map_rows == [
        (5, ["product", "pricing"], "domain", "docs/domain/product.md", True),
        (6, ["endpoints", "api"], "references", "docs/references/endpoints.md", True),
        (7, ["retries", "backoff"], "patterns", "docs/patterns/retries.md", True),
        (8, ["quotas", "limits"], "risks", "docs/risks/quotas.md", True),
        (9, ["outage", "postmortem"], "risks", "docs/risks/outage.md", False),
    ]
    assert ws.orphans == []
    snaps = {f.path: f.always_loaded for f in ws.files if f.role == "snapshot"}
    assert snaps == {"tasks/sessions/2026-11-20.md": False, "tasks/sessions/2026-11-27.md": True}
    assert (ws.always_loaded_chars, ws.always_loaded_tokens) == (503, 137)
    assert ws.get("docs/risks/quotas.md").category == "risks"


def test_claude_code_caps_count_only_the_loaded_head(layout_root) -> None:
    ws = scan_workspace(layout_root("claude-code"))
    assert "claude-code" in ws.layouts
    assert ws.get("CLAUDE.md").role == "rules"
    caps = {c.name: (c.used, c.limit) for c in ws.caps}
    assert caps["claude-lines"] == (230, 200) and caps["claude-bytes"] == (16275, 25600)
    assert (ws.always_loaded_chars, ws.always_loaded_tokens) == (14165, 3324)
    assert ("MEMORY.md", 215) in [(r.source, r.line) for r in ws.index if r.resolved == "memory/late-note.md"]
    assert ws.orphans == [] and ws.dangling == []            # EXPECTED.md: still a row, late-note.md no orphan
    assert [(r.line, r.status) for r in ws.index if r.not_loaded] == [(215, "not loaded: past line 200")]


def test_hermes_entries_and_budgets(layout_root) -> None:
    ws = scan_workspace(layout_root("hermes"))
    assert ws.layouts == ["hermes"]
    entries = ws.hermes_entries["MEMORY.md"]
    assert len(entries) == 19
    assert [(e.start_line, e.end_line) for e in entries[:3]] == [(1, 1), (3, 3), (5, 5)]
    assert len(ws.hermes_entries["USER.md"]) == 3
    caps = {c.path: (c.used, c.limit) for c in ws.caps}
    assert caps == {"MEMORY.md": (1898, 2200), "USER.md": (127, 1375)}
    assert ws.index == []


def test_openclaw_roles_and_bootstrap_caps(layout_root) -> None:
    ws = scan_workspace(layout_root("openclaw"))
    assert "openclaw" in ws.layouts
    assert ws.get("memory/2026-11-26.md").role == "daily"
    assert not ws.get("memory/2026-11-26.md").always_loaded
    assert {f.path for f in ws.files if f.role == "rules"} == {
        "AGENTS.md", "HEARTBEAT.md", "IDENTITY.md", "SOUL.md", "TOOLS.md", "USER.md",
    }
    # OpenClaw 2026.9.6 (the newest checked): AGENTS, SOUL, IDENTITY, USER, MEMORY, trailing newline trimmed;
    # TOOLS.md and HEARTBEAT.md are no longer injected (EXPECTED.md)
    total = [c for c in ws.caps if c.name == "openclaw-total"]
    assert total and total[0].used == 409 and total[0].limit == 60000
    assert (ws.always_loaded_chars, ws.always_loaded_tokens) == (409, 115)
    for name in ("TOOLS.md", "HEARTBEAT.md"):
        assert not ws.get(name).always_loaded and "no longer injects" in ws.get(name).load_note
    caps = {c.path: c.limit for c in ws.caps if c.name == "openclaw-file"}
    assert caps == {"AGENTS.md": 20000, "SOUL.md": 20000, "IDENTITY.md": 20000, "USER.md": 4000, "MEMORY.md": 20000}


def test_demo_workspace_rows(demo_root: Path) -> None:
    ws = scan_workspace(demo_root)
    assert set(ws.layouts) >= {"claw-stack", "three-layer"}
    assert [(r.source, r.line, r.target) for r in ws.dangling] == [("MEMORY.md", 30, "docs/risks/cost-alerts.md")]
    assert ws.orphans == ["docs/patterns/feature-flags.md"]
    assert len([r for r in ws.index if r.source == "memory-map.md"]) == 20
    assert len(ws.transcripts()) == 2
    assert (ws.always_loaded_chars, ws.always_loaded_tokens) == (4637, 1334)


def test_map_json_contract(layout_root) -> None:
    doc = to_map_json(scan_workspace(layout_root("three-layer")))
    assert set(doc) >= {"root", "layouts", "files", "index", "orphans", "dangling", "always_loaded"}
    assert set(doc["files"][0]) == {"path", "role", "chars", "lines", "tokens"}
    assert set(doc["index"][0]) == {"source", "line", "keywords", "category", "target", "exists"}
    assert doc["dangling"] == [{"source": "memory-map.md", "line": 9, "target": "docs/risks/outage.md"}]
    assert all("\\" not in f["path"] and not f["path"].startswith("/") for f in doc["files"])


def test_bad_input_is_reported_not_fatal(tmp_path: Path) -> None:
    (tmp_path / "memory").mkdir()
    (tmp_path / "MEMORY.md").write_text("| Topic | File |\n|---|---|\n| broken row | `memory/a.md` | extra |\n")
    (tmp_path / "memory" / "a.md").write_text("---\ntitle: [unclosed\nnot yaml at all\n---\nbody\n")
    (tmp_path / "memory" / "latin.md").write_bytes(b"caf\xe9\n")
    (tmp_path / "memory" / "loop").symlink_to(tmp_path / "memory")
    (tmp_path / "memory" / "dangling.md").symlink_to(tmp_path / "nowhere.md")
    (tmp_path / "memory" / "ping.md").symlink_to(tmp_path / "memory" / "pong.md")
    (tmp_path / "memory" / "pong.md").symlink_to(tmp_path / "memory" / "ping.md")
    big = tmp_path / "memory" / "huge.md"
    with open(big, "wb") as fh:
        fh.write(b"x" * (10 * 1024 * 1024 + 10))
    ws = scan_workspace(tmp_path)
    messages = " | ".join(f"{p.path}: {p.message}" for p in ws.problems)
    assert "symlink loop" in messages
    assert "broken symlink" in messages
    assert "memory/ping.md: symlink loop" in messages
    assert "memory/latin.md: not valid UTF-8" in messages
    assert "memory/huge.md: larger than 10 MB" in messages
    assert "memory/a.md: frontmatter" in messages
    assert ws.get("memory/latin.md").encoding_ok is False
    assert ws.get("memory/huge.md").too_large
    assert [r.resolved for r in ws.index] == ["memory/a.md"]


def test_classify_roles() -> None:
    assert classify("MEMORY.md") == "index"
    assert classify("memory-map.md") == "index"
    assert classify("tasks/lessons.md") == "rules"
    assert classify("tasks/sessions/2026-11-27.md") == "snapshot"
    assert classify("memory/2026-11-27.md") == "daily"
    assert classify("docs/risks/x.md") == "topic"
    assert classify("sessions/a.jsonl") == "transcript"
    assert classify("README.md") == "other"


def test_rescan_uses_cache_but_sees_changes(tmp_path: Path) -> None:
    (tmp_path / "MEMORY.md").write_text("- see `memory/a.md`\n")
    first = scan_workspace(tmp_path)
    assert first.dangling and first.dangling[0].target == "memory/a.md"
    (tmp_path / "memory").mkdir()
    (tmp_path / "memory" / "a.md").write_text("# A\n")
    second = scan_workspace(tmp_path)
    assert second.dangling == [] and second.orphans == []
    os.remove(tmp_path / "memory" / "a.md")
    assert scan_workspace(tmp_path).dangling


def test_links_in_dated_log_lines_point_but_are_no_index_entries(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "deploy.md").write_text("---\ntitle: Deploy\n---\n# Deploy\n")
    (tmp_path / "docs" / "backup.md").write_text("---\ntitle: Backup\n---\n# Backup\n")
    (tmp_path / "MEMORY.md").write_text(
        "# Memory\n\n- Deploy: [deploy](docs/deploy.md)\n\n## Recent\n"
        "- 2026-11-21 — rotated the staging key, see [backup](docs/backup.md)\n"
        "- 2026-11-22: cost alerts moved to [alerts](docs/alerts.md)\n")
    ws = scan_workspace(tmp_path)
    mentions = [r for r in ws.index if r.mention]
    assert [(r.line, r.resolved or r.target, r.keywords) for r in mentions] == [
        (6, "docs/backup.md", []), (7, "docs/alerts.md", [])]
    assert [r.keywords for r in ws.index if not r.mention] == [["Deploy"]]
    assert ws.orphans == []                                        # the log line still points to backup.md
    assert [r.target for r in ws.dangling] == ["docs/alerts.md"]   # and a missing target is still reported
    rows = to_map_json(ws)["index"]
    assert [r.get("mention", False) for r in rows] == [False, True, True]


def test_transcript_size_counts_a_character_split_across_reads(tmp_path: Path) -> None:
    """A multi-byte character straddling the read boundary is one character, and the file stays valid."""
    from memtui.core.workspace import TRANSCRIPT_READ

    prefix = '{"role":"user","text":"'
    head = prefix + "a" * (TRANSCRIPT_READ - 1 - len(prefix))   # "한" (3 bytes) starts 1 byte before the boundary
    body = head + "한국어" + '"}\n' + '{"role":"assistant","text":"—ok—"}\n'
    data = body.encode("utf-8")
    assert data[TRANSCRIPT_READ - 1:TRANSCRIPT_READ + 2].decode("utf-8") == "한"   # really split by the read
    (tmp_path / "sessions").mkdir()
    (tmp_path / "sessions" / "s.jsonl").write_bytes(data)
    ws = scan_workspace(tmp_path)
    [t] = ws.transcripts()
    assert (t.chars, t.lines, t.encoding_ok) == (len(body), 2, True)
    assert not any(p.path == "sessions/s.jsonl" for p in ws.problems)


def test_non_utf8_transcript_is_flagged(tmp_path: Path) -> None:
    (tmp_path / "sessions").mkdir()
    (tmp_path / "sessions" / "latin1.jsonl").write_bytes('{"text":"café"}\n'.encode("latin-1"))
    (tmp_path / "sessions" / "cut.jsonl").write_bytes('{"text":"ok"}\n'.encode() + "한".encode()[:2])
    (tmp_path / "sessions" / "fffd.jsonl").write_bytes('{"text":"\ufffd is a real character"}\n'.encode())
    ws = scan_workspace(tmp_path)
    ok = {t.path: t.encoding_ok for t in ws.transcripts()}
    assert ok == {"sessions/latin1.jsonl": False, "sessions/cut.jsonl": False, "sessions/fffd.jsonl": True}
    flagged = {p.path for p in ws.problems if "UTF-8" in p.message}
    assert flagged == {"sessions/latin1.jsonl", "sessions/cut.jsonl"}


def test_file_symlink_to_a_workspace_file_is_an_alias_read_once(tmp_path: Path) -> None:
    """OpenClaw's `memory/today.md -> 2026-01-31.md` (the tester's repro 17): one file, one alias."""
    (tmp_path / "memory").mkdir()
    (tmp_path / "MEMORY.md").write_text("# Memory\n- daily notes live in memory/\n")
    (tmp_path / "memory" / "2026-01-31.md").write_text("# 2026-01-31\n- fed the sourdough starter at 07:00\n")
    (tmp_path / "memory" / "today.md").symlink_to("2026-01-31.md")
    (tmp_path / "memory" / "zz-link.md").symlink_to(tmp_path / "elsewhere.md")
    (tmp_path / "elsewhere.md").write_text("# not memory\n")
    ws = scan_workspace(tmp_path)
    paths = [f.path for f in ws.files]
    assert "memory/2026-01-31.md" in paths and "memory/today.md" not in paths
    messages = [f"{p.path}: {p.message}" for p in ws.problems]
    assert "memory/today.md: alias of memory/2026-01-31.md: read once, under that name" in messages
    assert "memory/zz-link.md: alias of elsewhere.md: read once, under that name" in messages
