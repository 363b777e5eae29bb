"""Where a session's context goes, by category (headless; `memtui stats` and the usage pane).

Names are imported on first use: the plain result types (`result.py`) and the cache load without the
session parsers, so a repeat `stats` run that hits the cache never imports them.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOMES = {
    "Compaction": "result", "SessionUsage": "result", "TimelinePoint": "result", "CATEGORIES": "result",
    "Amount": "result", "Breakdown": "result", "breakdown_total": "result", "SystemPrompt": "result",
    "PruneResult": "result", "PruneSettings": "result", "RecordedUsage": "result",
    "analyze_session": "analysis", "analyze_path": "analysis",
    "Collected": "collect", "analyze_file": "collect", "analyze_files": "collect", "session_files": "collect",
    "workspace_sessions": "collect",
    "Aggregate": "report", "MemoryTax": "report", "aggregate": "report", "memory_tax": "report",
    "stats_json": "report",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'memtui.core.usage' has no attribute {name!r}")
    return getattr(importlib.import_module(f"memtui.core.usage.{home}"), name)
