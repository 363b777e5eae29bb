"""The system prompt's share of a session's context: recorded, derived, or unknown.

Recorded where the format keeps it (session-formats.md §8.1.3): OpenClaw's `sessions.json`
`systemPromptReport` (sizes in chars: the prompt plus the tool schemas) and Codex's `session_meta`
instructions (the text itself). Otherwise derived from the last reported usage minus the estimated
messages it covered, and marked "derived"; otherwise unknown.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from memtui.core.fsio import read_file
from memtui.core.sessions import model as m
from memtui.core.tokens import ESTIMATE_SCALE, TokenScale
from memtui.core.usage.result import DERIVED, RECORDED, SystemPrompt

_SESSIONS_JSON_MAX = 64 * 1024 * 1024


def _loads(text: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        return None


def openclaw_report(session: m.Session) -> dict[str, Any] | None:
    """The `systemPromptReport` of this transcript in the `sessions.json` beside it, if any."""
    path = Path(session.path)
    store = path.with_name("sessions.json")
    if not store.is_file():
        return None
    result = read_file(store, max_bytes=_SESSIONS_JSON_MAX)
    data = _loads(result.text) if result.text is not None else None
    if not isinstance(data, dict):
        return None
    wanted_ids = {session.session_id, path.stem}
    for entry in data.values():
        if not isinstance(entry, dict):
            continue
        file_name = Path(str(entry.get("sessionFile") or "")).name
        if entry.get("sessionId") in wanted_ids or file_name == path.name:
            report = entry.get("systemPromptReport")
            return report if isinstance(report, dict) else None
    return None


def _int(value: Any) -> int:
    return value if isinstance(value, int) and value >= 0 else 0


def from_openclaw_report(report: dict[str, Any]) -> SystemPrompt | None:
    """Chars of the prompt plus tool schemas; tokens by the chars/4 estimate (the text is not kept)."""
    prompt = report.get("systemPrompt")
    tools = report.get("tools")
    chars = _int(prompt.get("chars")) if isinstance(prompt, dict) else 0
    chars += _int(tools.get("schemaChars")) if isinstance(tools, dict) else 0
    if not chars:
        return None
    return SystemPrompt(chars, math.ceil(chars / 4), RECORDED, "sessions.json systemPromptReport")


def codex_instructions(session: m.Session) -> str | None:
    """The instructions text of a Codex `session_meta` line (the parser keeps its payload as header)."""
    payload = session.header if isinstance(session.header, dict) else {}
    for key in ("base_instructions", "instructions"):
        value = payload.get(key)
        if isinstance(value, dict):
            value = value.get("text")
        if isinstance(value, str) and value:
            return value
    return None


def recorded_system_prompt(session: m.Session, scale: TokenScale = ESTIMATE_SCALE) -> SystemPrompt | None:
    """The system prompt where the session's format records it, else None (text counted on `scale`)."""
    if session.format == "openclaw" or Path(session.path).with_name("sessions.json").is_file():
        report = openclaw_report(session)
        found = from_openclaw_report(report) if report else None
        if found:
            return found
    if session.format == "codex":
        text = codex_instructions(session)
        if text:
            return SystemPrompt(len(text), scale.count(text), RECORDED, "session_meta instructions")
    return None


def derived_system_prompt(reported_tokens: int | None, estimated_messages: int) -> SystemPrompt:
    """Reported context minus the estimated messages it covered; unknown without a usable report."""
    if reported_tokens is None:
        return SystemPrompt()
    rest = reported_tokens - estimated_messages
    if rest <= 0:
        return SystemPrompt(detail="reported usage below the estimated messages")
    return SystemPrompt(rest * 4, rest, DERIVED, "last reported usage minus estimated messages")
