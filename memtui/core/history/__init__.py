"""The change journal: every version of every memory file, who wrote it, and how to take it back
(headless; see `journal`, `store`, `timeline`, `generated`, `gitlog`)."""

from memtui.core.history.journal import Journal, SnapshotResult
from memtui.core.history.store import HistoryStore, Record
from memtui.core.history.timeline import Version, deleted_files, diff, plan_revert, timeline

__all__ = ["HistoryStore", "Journal", "Record", "SnapshotResult", "Version", "deleted_files", "diff",
           "plan_revert", "timeline"]
