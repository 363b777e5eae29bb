"""Find session files under the given paths and analyse them, reporting problems instead of failing."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from memtui.core.sessions import parse_session
from memtui.core.sessions.discovery import is_side_file, transcript_paths
from memtui.core.sessions.stores import expand_store_files, store_session_paths
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
            found.update(expand_store_files([path], problems))   # a SQLite store: each of its sessions
        elif path.is_dir():
            walk_problems: list[Problem] = []
            found.update(transcript_paths(path, walk_problems))
            found.update(store_session_paths(path, walk_problems))
            problems.extend(f"{path / p.path}: {p.message}" for p in walk_problems)
        else:
            problems.append(f"{path}: not found")
    return sorted(found), problems


_CACHE: dict[tuple[str, int, int, PruneSettings], SessionUsage] = {}
_CACHE_MAX = 5000


def analyze_file(path: Path, prune: PruneSettings = PruneSettings()) -> SessionUsage:
    """Parse and analyse one file; cached by path, mtime and size (rescans reuse unchanged files)."""
    try:
        st = os.stat(path)
        key: tuple[str, int, int, PruneSettings] | None = (str(path), st.st_mtime_ns, st.st_size, prune)
    except OSError:
        key = None
    cached = _CACHE.get(key) if key else None
    if cached is not None:
        return cached
    usage = analyze_session(parse_session(path), prune)
    if key is not None and not usage.warnings:      # a torn or changing file is read again next time
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.clear()
        _CACHE[key] = usage
    return usage


def analyze_files(
    files: Iterable[Path],
    prune: PruneSettings = PruneSettings(),
    progress: Callable[[int], None] | None = None,
) -> Collected:
    """Analyse each file (never raises for bad input: problems land in each session's warnings)."""
    out = Collected()
    for count, path in enumerate(files, 1):
        out.sessions.append(analyze_file(path, prune))
        if progress:
            progress(count)
    out.sessions.sort(key=lambda s: s.path)
    return out


def workspace_sessions(ws: Workspace, prune: PruneSettings = PruneSettings()) -> Collected:
    """Analyse the transcripts of a scanned workspace (side files left to their parent session)."""
    files = sorted(f.abs_path for f in ws.transcripts() if not is_side_file(Path(f.path)))
    files += store_session_paths(ws.root, [])   # sessions in SQLite stores; unreadable stores show in the list
    return analyze_files(files, prune)
