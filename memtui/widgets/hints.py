"""Sentences several panes show the same way (one wording, one place)."""

from __future__ import annotations

NO_SESSIONS = ("no session transcripts in this workspace (the .jsonl files below it); for the agents' own "
               "folders (~/.claude/projects, ~/.pi, ~/.openclaw, ~/.codex) set [sessions] agent_home = true "
               "in memtui.toml")
