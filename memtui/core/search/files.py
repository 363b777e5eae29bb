"""Which files the search index covers: the workspace's memory files (and transcripts, opt-in).

The walk and the rules are the workspace's (`walk_memory_files`: skipped dirs, suffixes, symlink
loops, the file cap; `classify` for roles); only the walk runs here, not a full `scan_workspace`,
because the engine runs it before every search to find edited files (a scan reads and parses far
more than change detection needs).

`SourceListing` makes that check cheap between walks: it re-stats the files of the last walk (an
edit changes the file's own mtime or size) and the directories it listed (a file added, deleted or
renamed changes its directory's mtime); only when a directory changed, a file vanished, or the last
walk is too recent to trust (a change in the same clock tick as the walk keeps the mtime) does it
walk again.

A symlink leading outside the root is a problem of the walk that does not make it untrustworthy: it
is reported and skipped, and replacing or removing it changes its directory's mtime like any other
entry. Only problems that can change without a directory change (an unreadable or vanished entry, a
loop, the file cap) force the next walk. `memtui.toml` is re-stat'ed too, since it decides whether
outside targets are read.
"""

from __future__ import annotations

import os
import stat
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Callable

from memtui.core.workspace import Problem, TEXT_SUFFIXES, TRANSCRIPT_SUFFIXES, walk_memory_files
from memtui.core.workspace_layout import classify

EVERGREEN_ROLES = ("index", "rules")
OUTSIDE_MARK = "outside the workspace: listed, not read"   # walk_memory_files' message for a skipped outside symlink
CONFIG_NAME = "memtui.toml"
RACY_NS = 2_000_000_000     # a directory changed this close to its walk may change again unseen
_role = lru_cache(maxsize=65536)(classify)     # pure: a path's role never changes


@dataclass(frozen=True)
class SourceFile:
    path: str            # root-relative, "/" separators
    abs_path: str
    role: str
    kind: str            # memory | session
    mtime_ns: int        # change-detection key (with size)
    size: int

    @property
    def evergreen(self) -> bool:
        return self.role in EVERGREEN_ROLES


def list_sources(
    root: Path, sessions: bool = False, dirs: list[tuple[str, int]] | None = None
) -> list[SourceFile]:
    """Every memory file of the workspace with its role, plus transcripts if asked. `dirs`, if
    given, receives (absolute path, mtime_ns) of every directory listed; it is left empty when the
    walk met a problem that a directory's mtime would not reveal (an unreadable directory, a loop, the
    file cap), so it cannot be trusted; an outside symlink skipped is not such a problem."""
    base = os.path.abspath(root)
    suffixes = set(TEXT_SUFFIXES) | (set(TRANSCRIPT_SUFFIXES) if sessions else set())
    cut = len(os.path.join(base, ""))
    problems: list[Problem] = []
    walked: list[tuple[Path, os.stat_result]] = []
    out = []
    for entry_path, st in walk_memory_files(Path(base), problems, frozenset(suffixes), walked):
        path = str(entry_path)
        rel = path[cut:].replace(os.sep, "/") if os.sep != "/" else path[cut:]
        role = _role(rel)
        kind = "session" if role == "transcript" else "memory"
        out.append(SourceFile(rel, path, role, kind, st.st_mtime_ns, st.st_size))
    out.sort(key=lambda s: s.path)
    if dirs is not None and all(OUTSIDE_MARK in p.message for p in problems):
        dirs.extend((str(d), st.st_mtime_ns) for d, st in walked)
        dirs.append((os.path.join(base, CONFIG_NAME), _mtime_or_missing(os.path.join(base, CONFIG_NAME))))
    return out


Walk = Callable[[Path, bool, list[tuple[str, int]]], list[SourceFile]]


def _mtime_or_missing(path: str) -> int:
    """A file's mtime_ns, or -1 when it does not exist (its appearing then counts as a change)."""
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return -1


class SourceListing:
    """The sources of one workspace, re-walked only when a directory changed (see the module doc)."""

    def __init__(self, root: Path, sessions: bool = False) -> None:
        self.root = root
        self.sessions = sessions
        self._sources: list[SourceFile] = []
        self._dirs: list[tuple[str, int]] = []     # empty: the next call walks

    def current(self, walk: Walk = list_sources) -> list[SourceFile]:
        """The sources now, with their current mtime and size; `walk` does a full listing."""
        if self._dirs:
            restated = self._restat()
            if restated is not None:
                return restated
        started = time.time_ns()
        dirs: list[tuple[str, int]] = []
        self._sources = walk(self.root, self.sessions, dirs)
        racy = any(mtime >= started - RACY_NS for _, mtime in dirs)
        self._dirs = [] if racy else dirs
        return self._sources

    def forget(self) -> None:
        """Walk again next time."""
        self._dirs = []

    def _restat(self) -> list[SourceFile] | None:
        """The last walk's files re-stat'ed, or None when a walk is needed."""
        try:
            for path, mtime in self._dirs:
                if _mtime_or_missing(path) != mtime:
                    return None
            out = []
            for src in self._sources:
                st = os.stat(src.abs_path)
                if not stat.S_ISREG(st.st_mode):
                    return None
                if st.st_mtime_ns != src.mtime_ns or st.st_size != src.size:
                    src = SourceFile(src.path, src.abs_path, src.role, src.kind, st.st_mtime_ns, st.st_size)
                out.append(src)
        except OSError:
            return None
        self._sources = out
        return out
