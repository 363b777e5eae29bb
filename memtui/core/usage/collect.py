"""Find session files under the given paths and analyse them, reporting problems instead of failing."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable

from memtui.core.sessions import parse_session
from memtui.core.usage.analysis import SessionUsage, analyze_session
from memtui.core.usage.whatif import PruneSettings

if TYPE_CHECKING:
    from memtui.core.workspace import Workspace

SESSION_SUFFIX = ".jsonl"
_SKIP_DIRS = {"tool-results", "workflows", "node_modules", "__pycache__"}


@dataclass
class Collected:
    """Analysed sessions, sorted by path, and what could not be read."""

    sessions: list[SessionUsage] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def session_files(paths: Iterable[Path]) -> tuple[list[Path], list[str]]:
    """Every `.jsonl` file named or found below the paths (hidden and side-file dirs skipped)."""
    found: set[Path] = set()
    problems: list[str] = []
    for path in paths:
        if path.is_file():
            found.add(path)
            continue
        if not path.is_dir():
            problems.append(f"{path}: not found")
            continue

        def on_error(exc: OSError) -> None:
            problems.append(f"{exc.filename}: {exc.strerror or exc}")

        for dirpath, dirnames, filenames in os.walk(path, onerror=on_error, followlinks=False):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d not in _SKIP_DIRS)
            for name in filenames:
                if name.endswith(SESSION_SUFFIX):
                    found.add(Path(dirpath) / name)
    return sorted(found), problems


def analyze_files(
    files: Iterable[Path],
    prune: PruneSettings = PruneSettings(),
    progress: Callable[[int], None] | None = None,
) -> Collected:
    """Parse and analyse each file; an unreadable one becomes a problem line."""
    out = Collected()
    for count, path in enumerate(files, 1):
        try:
            session = parse_session(path)
        except (OSError, ValueError) as exc:
            out.problems.append(f"{path}: {exc}")
            continue
        out.sessions.append(analyze_session(session, prune))
        if progress:
            progress(count)
    out.sessions.sort(key=lambda s: s.path)
    return out


def workspace_sessions(ws: "Workspace", prune: PruneSettings = PruneSettings()) -> Collected:
    """Analyse the transcripts of a scanned workspace."""
    return analyze_files(sorted(f.abs_path for f in ws.transcripts()), prune)
