"""Which files the search index covers: the workspace's memory files (and transcripts, opt-in).

The rules are the workspace's (`memtui.core.workspace`: skipped dirs, suffixes, `classify` for
roles, the file cap); the walk itself is a lean `os.scandir` + stat pass, because the engine runs
it before every search to find edited files (a full `scan_workspace` reads and parses far more
than change detection needs: ~26 ms for 200 files against ~1 ms here).
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterator

from memtui.core.workspace import MAX_FILES, SKIP_DIRS, TEXT_SUFFIXES, TRANSCRIPT_SUFFIXES, classify

EVERGREEN_ROLES = ("index", "rules")
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


def _walk(root: str, suffixes: set[str]) -> Iterator[tuple[str, os.stat_result]]:
    """(path, stat) of every regular file with one of `suffixes`; dir symlinks followed once."""
    seen: set[tuple[int, int]] = set()
    stack = [root]
    count = 0
    while stack:
        current = stack.pop()
        try:
            st = os.stat(current)
            entries = os.scandir(current)
        except OSError:
            continue
        key = (st.st_dev, st.st_ino)
        if key in seen:
            entries.close()
            continue
        seen.add(key)
        with entries:
            for entry in entries:
                name = entry.name
                try:
                    is_dir = entry.is_dir()
                except OSError:
                    continue
                if is_dir:
                    if name not in SKIP_DIRS and not name.startswith("."):
                        stack.append(entry.path)
                    continue
                if os.path.splitext(name)[1].lower() not in suffixes:
                    continue
                try:
                    st = entry.stat()
                except OSError:        # broken symlink, or gone since the listing
                    continue
                if stat.S_ISREG(st.st_mode):
                    count += 1
                    if count > MAX_FILES:
                        return
                    yield entry.path, st


def list_sources(root: Path, sessions: bool = False) -> list[SourceFile]:
    """Every memory file of the workspace with its role, plus transcripts if asked."""
    base = os.path.abspath(root)
    suffixes = set(TEXT_SUFFIXES) | (set(TRANSCRIPT_SUFFIXES) if sessions else set())
    cut = len(os.path.join(base, ""))
    out = []
    for path, st in _walk(base, suffixes):
        rel = path[cut:].replace(os.sep, "/") if os.sep != "/" else path[cut:]
        role = _role(rel)
        kind = "session" if role == "transcript" else "memory"
        out.append(SourceFile(rel, path, role, kind, st.st_mtime_ns, st.st_size))
    out.sort(key=lambda s: s.path)
    return out
