"""Which files the search index covers: the workspace's memory files (and transcripts, opt-in)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from memtui.core.workspace import scan_workspace

EVERGREEN_ROLES = ("index", "rules")


@dataclass(frozen=True)
class SourceFile:
    path: str            # root-relative, "/" separators
    abs_path: Path
    role: str
    kind: str            # memory | session
    mtime_ns: int        # change-detection key (with size)
    size: int

    @property
    def evergreen(self) -> bool:
        return self.role in EVERGREEN_ROLES


def list_sources(root: Path, sessions: bool = False) -> list[SourceFile]:
    """Every memory file of the workspace (roles from `scan_workspace`), plus transcripts if asked."""
    ws = scan_workspace(root)
    out = [
        SourceFile(f.path, f.abs_path, f.role, "memory", int(f.mtime * 1e9), f.size)
        for f in ws.memory_files()
    ]
    if sessions:
        out.extend(
            SourceFile(f.path, f.abs_path, f.role, "session", int(f.mtime * 1e9), f.size)
            for f in ws.transcripts()
        )
    return out
