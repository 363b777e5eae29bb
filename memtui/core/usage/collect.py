"""Find session files under the given paths and analyse them, reporting problems instead of failing."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from memtui.core.sessions import parse_session
from memtui.core.sessions.discovery import is_side_file, transcript_paths
from memtui.core.usage.analysis import SessionUsage, analyze_session
from memtui.core.usage.whatif import PruneSettings
from memtui.core.workspace import Problem, Workspace


@dataclass
class Collected:
    """Analysed sessions, sorted by path, and what could not be read."""

    sessions: list[SessionUsage] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def session_files(paths: Iterable[Path]) -> tuple[list[Path], list[str]]:
    """The files named, and the transcripts found below the directories named (the sessions list's
    rule: `.jsonl` files, Claude Code side files such as `subagents/` left to their parent)."""
    found: set[Path] = set()
    problems: list[str] = []
    for path in paths:
        if path.is_file():
            found.add(path)
        elif path.is_dir():
            walk_problems: list[Problem] = []
            found.update(transcript_paths(path, walk_problems))
            problems.extend(f"{path / p.path}: {p.message}" for p in walk_problems)
        else:
            problems.append(f"{path}: not found")
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


def workspace_sessions(ws: Workspace, prune: PruneSettings = PruneSettings()) -> Collected:
    """Analyse the transcripts of a scanned workspace (side files left to their parent session)."""
    files = sorted(f.abs_path for f in ws.transcripts() if not is_side_file(Path(f.path)))
    return analyze_files(files, prune)
