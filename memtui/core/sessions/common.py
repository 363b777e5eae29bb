"""Small helpers every transcript parser shares: numbers, text of odd values, synthetic ids."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any

from memtui.core.sessions.model import Block


def as_int(value: Any) -> int:
    """An int from a usage field (missing, null, float or junk count as 0)."""
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value)
    return 0


def as_text(value: Any) -> str:
    """Readable text of a value that should be a string but may be anything."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        parts = [as_text(item.get("text") if isinstance(item, dict) and "text" in item else item) for item in value]
        return "\n".join(p for p in parts if p)
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return str(value)


def parse_arguments(value: Any) -> Any:
    """Tool-call arguments as parsed JSON where they were written as a JSON string."""
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def line_id(line: int) -> str:
    """The synthetic id of an entry that has none in the file (Pi v1, Codex, uuid-less lines)."""
    return f"L{line}"


def other_block(item: Any) -> Block:
    """A block memtui does not know, kept as its JSON text."""
    kind = item.get("type") if isinstance(item, dict) else None
    return Block("other", text=as_text(item), name=kind if isinstance(kind, str) else None)


def timestamp_key(value: str | None) -> float:
    """Seconds since the epoch for an ISO timestamp (naive means UTC); unknown sorts first."""
    if not value or not isinstance(value, str):
        return float("-inf")
    try:
        text = value[:-1] + "+00:00" if value.endswith("Z") else value
        moment = datetime.fromisoformat(text)
    except ValueError:
        return float("-inf")
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.timestamp()
