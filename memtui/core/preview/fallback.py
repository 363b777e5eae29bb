"""Which loader to preview when no agent's own files name one (`--agent auto`).

`map` and `stats` count a root AGENTS.md as loaded into every prompt even when no layout is
detected; preview must not then say "no agent's files". The evidence, strongest first: the agents
whose transcripts sit in the workspace (only the first lines of each are read), else a root
AGENTS.md read as Pi (and Codex) read it: whole. The preview says which evidence chose the loader.
"""

from __future__ import annotations

import json
from itertools import islice
from pathlib import Path
from typing import Any

from memtui.core.sessions.detect import CLAUDE_CODE, OPENCLAW, PEEK_OBJECTS, PI, detect_format
from memtui.core.sessions.discovery import transcript_paths

MAX_TRANSCRIPTS = 50              # sniffed for their format; a workspace of thousands stops early
HEAD_BYTES = 256 * 1024           # the first lines of a transcript, never the whole file
LOADERS_OF_FORMAT = {PI: "pi", CLAUDE_CODE: "claude-code", OPENCLAW: "openclaw"}
CANDIDATES = ("claude-code: CLAUDE.md or .claude/; openclaw: SOUL.md, IDENTITY.md, TOOLS.md, HEARTBEAT.md or "
              "memory/YYYY-MM-DD.md; hermes: MEMORY.md/USER.md of § entries; pi: .pi/ or AGENTS.md; "
              "claw-stack: manifest.md or a MEMORY.md of tables")


def _head_objects(path: Path) -> list[dict[str, Any]]:
    """The JSON objects of a file's first lines (malformed lines skipped; an unreadable file gives none)."""
    try:
        with path.open("rb") as fh:
            head = fh.read(HEAD_BYTES)
    except OSError:
        return []
    out: list[dict[str, Any]] = []
    for raw in islice(head.splitlines(), PEEK_OBJECTS):
        try:
            obj = json.loads(raw)
        except ValueError:
            continue
        if isinstance(obj, dict):
            out.append(obj)
    return out


def transcript_agents(root: Path) -> list[str]:
    """The loaders of the agents whose transcripts are in the workspace, most transcripts first."""
    counts: dict[str, int] = {}
    for path in islice(transcript_paths(root, []), MAX_TRANSCRIPTS):
        fmt, _ = detect_format(_head_objects(path), path)
        loader = LOADERS_OF_FORMAT.get(fmt)
        if loader:
            counts[loader] = counts.get(loader, 0) + 1
    return sorted(counts, key=lambda name: -counts[name])


def fallback_agent(root: Path) -> tuple[str, str] | None:
    """(loader, why) when no agent's own files are found, else None (nothing to preview)."""
    agents = transcript_agents(root)
    if agents:
        return agents[0], f"no agent's own files found: chose {agents[0]} because its transcripts are in the " \
                          "workspace (--agent picks another loader)"
    if any((root / name).is_file() for name in ("AGENTS.md", "AGENTS.MD")):
        return "pi", ("no agent's own files found: the root AGENTS.md is shown as Pi (and Codex) load it, whole, "
                      "as `map` and `stats` count it (--agent picks another loader)")
    return None


__all__ = ["CANDIDATES", "fallback_agent", "transcript_agents"]
