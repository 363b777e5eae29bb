"""Find session files under the given paths and analyse them, reporting problems instead of failing."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable

from memtui.core.usage.disk_cache import UsageCache, file_key
from memtui.core.usage.result import DEFAULT_PRUNE, PruneSettings, SessionUsage

if TYPE_CHECKING:
    from memtui.core.workspace import Workspace

# The session parsers and the analysis are imported only when a file is not in a cache: a repeat
# `stats` run over unchanged transcripts loads neither.


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
        if path.suffix == ".jsonl" and path.is_file():
            found.add(path)
        elif path.is_file():
            from memtui.core.sessions.stores import expand_store_files

            found.update(expand_store_files([path], problems))   # a SQLite store: each of its sessions
        elif path.is_dir():
            from memtui.core.sessions.discovery import transcript_paths
            from memtui.core.sessions.stores import store_session_paths
            from memtui.core.workspace import Problem

            walk_problems: list[Problem] = []
            found.update(transcript_paths(path, walk_problems))
            found.update(store_session_paths(path, walk_problems))
            problems.extend(f"{path / p.path}: {p.message}" for p in walk_problems)
        else:
            problems.append(f"{path}: not found")
    return sorted(found), problems


_CACHE: dict[tuple[str, int, int, PruneSettings, bool], SessionUsage] = {}
_CACHE_MAX = 5000


def analyze_file(path: Path, prune: PruneSettings = DEFAULT_PRUNE, exact: bool = False,
                 disk: UsageCache | None = None) -> SessionUsage:
    """Parse and analyse one file; kept in memory by path, mtime and size (rescans reuse unchanged files)
    and, with `disk`, on disk too (keyed by size, mtime and a hash of the file's tail)."""
    try:
        st = os.stat(path)
        key: tuple[str, int, int, PruneSettings, bool] | None = (str(path), st.st_mtime_ns, st.st_size, prune, exact)
    except OSError:
        key = None
    cached = _CACHE.get(key) if key else None
    if cached is not None:
        return cached
    on_disk = file_key(path) if disk is not None else None
    usage = disk.get(path, on_disk) if disk is not None else None
    if usage is None:
        from memtui.core.sessions import parse_session
        from memtui.core.usage.analysis import analyze_session

        usage = analyze_session(parse_session(path), prune, exact=exact)
        if disk is not None and not usage.warnings and on_disk is not None and file_key(path) == on_disk:
            disk.put(path, on_disk, usage)      # only a file that did not change while it was read
    if key is not None and not usage.warnings:      # a torn or changing file is read again next time
        if len(_CACHE) >= _CACHE_MAX:
            _CACHE.clear()
        _CACHE[key] = usage
    return usage


def analyze_files(
    files: Iterable[Path],
    prune: PruneSettings = DEFAULT_PRUNE,
    progress: Callable[[int], None] | None = None,
    exact: bool = False,
    disk: UsageCache | None = None,
) -> Collected:
    """Analyse each file (never raises for bad input: problems land in each session's warnings)."""
    out = Collected()
    for count, path in enumerate(files, 1):
        out.sessions.append(analyze_file(path, prune, exact, disk))
        if progress:
            progress(count)
    out.sessions.sort(key=lambda s: s.path)
    if disk is not None:
        out.problems.extend(disk.notes)
    return out


def workspace_sessions(ws: Workspace, prune: PruneSettings = DEFAULT_PRUNE, exact: bool = False,
                       disk: UsageCache | None = None) -> Collected:
    """Analyse the transcripts of a scanned workspace (side files left to their parent session)."""
    from memtui.core.sessions.discovery import is_side_file
    from memtui.core.sessions.stores import store_session_paths

    files = sorted(f.abs_path for f in ws.transcripts() if not is_side_file(Path(f.path)))
    files += store_session_paths(ws.root, [])   # sessions in SQLite stores; unreadable stores show in the list
    return analyze_files(files, prune, exact=exact, disk=disk)
