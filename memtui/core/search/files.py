"""Which files the search index covers: the workspace's memory files (and transcripts, opt-in).

The walk and the rules are the workspace's (`walk_memory_files`: skipped dirs, suffixes, symlink
loops, the file cap; `classify` for roles); only the walk runs here, not a full `scan_workspace`,
because the engine runs it before every search to find edited files (a scan reads and parses far
more than change detection needs).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from memtui.core.workspace import TEXT_SUFFIXES, TRANSCRIPT_SUFFIXES, classify, walk_memory_files

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


def list_sources(root: Path, sessions: bool = False) -> list[SourceFile]:
    """Every memory file of the workspace with its role, plus transcripts if asked."""
    base = os.path.abspath(root)
    suffixes = set(TEXT_SUFFIXES) | (set(TRANSCRIPT_SUFFIXES) if sessions else set())
    cut = len(os.path.join(base, ""))
    out = []
    for entry_path, st in walk_memory_files(Path(base), [], frozenset(suffixes)):
        path = str(entry_path)
        rel = path[cut:].replace(os.sep, "/") if os.sep != "/" else path[cut:]
        role = _role(rel)
        kind = "session" if role == "transcript" else "memory"
        out.append(SourceFile(rel, path, role, kind, st.st_mtime_ns, st.st_size))
    out.sort(key=lambda s: s.path)
    return out
