"""`preview --agent auto` with no agent's own files: the transcripts' agent, else AGENTS.md as Pi reads it.

Texts from the realdata25 tester's repro 13 (pi-mono: AGENTS.md plus a Pi session in the workspace)."""

from __future__ import annotations

from pathlib import Path

import pytest

from memtui.cli import main
from memtui.core.preview import detect_agents, preview
from memtui.core.workspace import scan_workspace

AGENTS_MD = "# AGENTS.md\n\n- Run `npm test` before every commit.\n- Use pnpm, not npm, to install.\n"
PI_SESSION = (
    '{"type":"session","version":3,"id":"demo-1","timestamp":"2026-11-30T10:00:00.000Z","cwd":"/home/me/app"}\n'
    '{"type":"message","id":"a1","parentId":null,"timestamp":"2026-11-30T10:00:01.000Z","message":'
    '{"role":"user","content":[{"type":"text","text":"add a health check"}]}}\n'
)
CLAUDE_LINE = ('{"type":"user","uuid":"u-1","parentUuid":null,"sessionId":"s","timestamp":"2026-11-30T10:00:00Z",'
               '"message":{"role":"user","content":"make a README"}}\n')


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def test_a_pi_session_in_the_workspace_chooses_pi(tmp_path: Path) -> None:
    _write(tmp_path, {"AGENTS.md": AGENTS_MD, "sessions/2026-11-30T10-00-00-000Z_demo.jsonl": PI_SESSION})
    assert detect_agents(tmp_path) == []
    [p] = preview(tmp_path, "auto")
    assert p.agent == "pi" and [f.path for f in p.files] == ["AGENTS.md"]
    assert "transcripts are in the workspace" in p.notes[0] and "--agent" in p.notes[0]
    ws = scan_workspace(tmp_path)       # the same file map counts as always loaded
    assert [f.path for f in ws.files if f.always_loaded] == ["AGENTS.md"]
    assert p.files[0].chars == ws.always_loaded_chars


def test_agents_md_alone_is_read_as_pi_reads_it(tmp_path: Path) -> None:
    _write(tmp_path, {"AGENTS.md": AGENTS_MD})
    [p] = preview(tmp_path, "auto")
    assert p.agent == "pi" and p.files[0].included_chars == len(AGENTS_MD)
    assert "root AGENTS.md" in p.notes[0]


def test_the_transcripts_agent_wins_over_agents_md(tmp_path: Path) -> None:
    _write(tmp_path, {"AGENTS.md": AGENTS_MD, "s.jsonl": CLAUDE_LINE})
    [p] = preview(tmp_path, "auto")
    assert p.agent == "claude-code" and p.files == []      # Claude Code never loads AGENTS.md: nothing injected


def test_own_files_keep_their_detection_without_a_note(tmp_path: Path) -> None:
    _write(tmp_path, {"AGENTS.md": AGENTS_MD, "CLAUDE.md": "# Rules\n", "s.jsonl": PI_SESSION})
    [p] = preview(tmp_path, "auto")
    assert p.agent == "claude-code" and not any("no agent's own files" in n for n in p.notes)


def test_cli_previews_the_repro_and_names_candidates_when_nothing(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path, {"AGENTS.md": AGENTS_MD, "sessions/demo.jsonl": PI_SESSION})
    assert main(["preview", "--root", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("== pi: 1 file") and "AGENTS.md" in out and "note: no agent's own files found" in out
    empty = _write(tmp_path / "empty", {"notes.md": "# x\n"})
    assert main(["preview", "--root", str(empty)]) == 2
    err = capsys.readouterr().err
    assert "no agent's files found" in err and "AGENTS.md" in err and "--agent claude-code|openclaw|hermes|pi" in err
