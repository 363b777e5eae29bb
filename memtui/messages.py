"""App-wide messages: workers and panes post them up to the app, whose handlers change state.

Downward broadcasts (a new workspace scan, files changed, a file saved) reach the panes through
the app's signals (`workspace_signal`, `files_changed_signal`, `file_saved_signal`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from textual.message import Message

from memtui.core.lint.finding import LintReport
from memtui.core.workspace import Workspace


@dataclass
class OpenFileRequest(Message):
    """Open `path` (root-relative) in the editor, optionally at a 1-based line."""

    path: str
    line: int | None = None


@dataclass
class WorkspaceListed(Message):
    """The first scan's cheap listing (tokens estimated): the Index pane paints it while the exact scan runs."""

    workspace: Workspace


@dataclass
class WorkspaceScanned(Message):
    """A fresh scan of the workspace is ready (with memtui.toml's problems: (severity, text))."""

    workspace: Workspace
    config_problems: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class FilesChanged(Message):
    """Files changed on disk (root-relative paths), seen by the directory watcher."""

    paths: frozenset[str]


@dataclass
class FileSaved(Message):
    """The editor saved `path` (root-relative)."""

    path: str


@dataclass
class LintFinished(Message):
    """The lint of the latest scan is ready."""

    report: LintReport
