"""Where a session's context goes, by category (headless; `memtui stats` and the usage pane)."""

from memtui.core.usage.analysis import Compaction, SessionUsage, TimelinePoint, analyze_session
from memtui.core.usage.attribution import CATEGORIES, Amount, Breakdown, breakdown_total
from memtui.core.usage.collect import Collected, analyze_file, analyze_files, session_files, workspace_sessions
from memtui.core.usage.report import Aggregate, MemoryTax, aggregate, memory_tax, stats_json
from memtui.core.usage.system_prompt import SystemPrompt
from memtui.core.usage.whatif import PruneResult, PruneSettings

__all__ = [
    "CATEGORIES", "Aggregate", "Amount", "Breakdown", "Collected", "Compaction", "MemoryTax", "PruneResult",
    "PruneSettings", "SessionUsage", "SystemPrompt", "TimelinePoint", "aggregate", "analyze_file", "analyze_files",
    "analyze_session", "breakdown_total", "memory_tax", "session_files", "stats_json", "workspace_sessions",
]
