"""Which agent wrote a transcript: Pi (v1-v3), OpenClaw, Claude Code or Codex.

Detection looks at the first JSON objects of the file (and, for OpenClaw, the path and its custom
entries); it never needs the whole file.
"""

from __future__ import annotations

from pathlib import PurePath
from typing import Any, Iterable

from memtui.core.agent_names import is_cron_run_entry

PI = "pi"
OPENCLAW = "openclaw"
CLAUDE_CODE = "claude-code"
CODEX = "codex"
UNKNOWN_FORMAT = "unknown"
FORMATS = (PI, OPENCLAW, CLAUDE_CODE, CODEX, UNKNOWN_FORMAT)

OPENCLAW_HOMES = (".openclaw", ".clawdbot", ".moltbot", ".moldbot")
CODEX_TYPES = frozenset({"session_meta", "response_item", "event_msg", "turn_context", "compacted"})
CLAUDE_TYPES = frozenset(
    {"user", "assistant", "system", "summary", "file-history-snapshot", "queue-operation", "custom-title",
     "progress", "attachment", "ai-title"}
)
CLAUDE_KEYS = ("uuid", "parentUuid", "sessionId", "isSidechain", "leafUuid")
PEEK_OBJECTS = 25


def is_openclaw_path(path: str | PurePath) -> bool:
    """True when the file sits under an OpenClaw home (`~/.openclaw/agents/*/sessions`, old names too)."""
    return any(part in OPENCLAW_HOMES for part in PurePath(path).parts)


def is_openclaw_custom(custom_type: Any) -> bool:
    """OpenClaw's own custom entry types (`model-snapshot`, `openclaw.*`)."""
    return isinstance(custom_type, str) and (custom_type == "model-snapshot" or custom_type.startswith("openclaw."))


def detect_format(objects: Iterable[dict[str, Any]], path: str | PurePath = "") -> tuple[str, int | None]:
    """(format, version) from the first JSON objects of a file; Pi headers give the version."""
    seen = 0
    for obj in objects:
        seen += 1
        if is_cron_run_entry(obj):      # an OpenClaw cron run record names a `sessionId` but is no session event
            continue
        kind = obj.get("type")
        kind = kind if type(kind) is str else None
        if kind == "session" and "id" in obj:
            version = obj.get("version")
            version = version if isinstance(version, int) else 1
            return (OPENCLAW if is_openclaw_path(path) else PI), version
        if obj.get("kind") == "header" and obj.get("version") == 4:
            return PI, 4
        if kind in CODEX_TYPES and "payload" in obj:
            return CODEX, None
        if any(key in obj for key in CLAUDE_KEYS) or (kind in CLAUDE_TYPES and "message" in obj):
            return CLAUDE_CODE, None
        if "sessionId" in obj or (isinstance(obj.get("message"), dict) and "requestId" in obj):
            return CLAUDE_CODE, None
        if seen >= PEEK_OBJECTS:
            break
    return UNKNOWN_FORMAT, None
