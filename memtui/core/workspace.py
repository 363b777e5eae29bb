"""Open a memory workspace: find its files, give each a role, parse the index, derive problems.

`scan_workspace(root)` walks the directory (symlink loops and unreadable dirs are reported, not
fatal), detects the layouts in use (mixed layouts are normal), sizes every file in chars, lines and
tokens, parses `memory-map.md` rows and the pointers of the index files, and derives dangling
pointers, orphans and the always-loaded total against the caps of each layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtui.core.fsio import ReadResult

ROLES = ("index", "rules", "snapshot", "topic", "daily", "transcript", "other")
LAYOUTS = ("claw-stack", "three-layer", "claude-code", "hermes", "openclaw")


@dataclass
class MemoryFile:
    """One file of the workspace as memtui sees it."""

    path: str                      # relative to the root, "/" separators
    abs_path: Path
    role: str                      # one of ROLES
    chars: int = 0
    lines: int = 0
    tokens: int = 0
    size: int = 0                  # bytes on disk
    mtime: float = 0.0
    always_loaded: bool = False    # index, rules and the latest snapshot
    layouts: tuple[str, ...] = ()
    category: str | None = None    # docs/<category>/ or the memory-map category
    frontmatter: dict[str, Any] = field(default_factory=dict)
    frontmatter_error: str | None = None
    encoding_ok: bool = True
    too_large: bool = False        # over 10 MB: read-only in the editor
    error: str | None = None       # unreadable: why


@dataclass
class IndexRow:
    """A keyword->file row of memory-map.md, or a pointer found in an index file."""

    source: str                    # the file the row or pointer is in
    line: int                      # 1-based
    keywords: list[str]
    category: str | None
    target: str                    # as written
    exists: bool
    resolved: str | None = None    # the target relative to the root, when it resolves inside it


@dataclass
class Cap:
    """A limit on always-loaded memory and how much of it is used."""

    name: str
    path: str | None
    limit: int
    unit: str                      # chars | bytes | lines
    used: int

    @property
    def ratio(self) -> float:
        return self.used / self.limit if self.limit else 0.0


@dataclass
class Problem:
    """Something memtui could not read or parse; shown, never fatal."""

    path: str
    message: str
    line: int | None = None


@dataclass
class HermesEntry:
    """One `\\n§\\n`-separated entry of a Hermes MEMORY.md / USER.md."""

    index: int
    start_line: int
    end_line: int
    text: str


@dataclass
class Workspace:
    """The scanned workspace. Cheap to rebuild; the TUI rescans on file events."""

    root: Path
    layouts: list[str]
    files: list[MemoryFile]
    index: list[IndexRow]
    orphans: list[str]
    dangling: list[IndexRow]
    always_loaded_chars: int
    always_loaded_tokens: int
    caps: list[Cap]
    hermes_entries: dict[str, list[HermesEntry]]
    problems: list[Problem]
    tokenizer: str

    def get(self, path: str) -> MemoryFile | None:
        """The file at a root-relative path."""
        raise NotImplementedError

    def read(self, path: str) -> ReadResult:
        """Read a file of the workspace by its root-relative path (never raises)."""
        raise NotImplementedError

    def memory_files(self) -> list[MemoryFile]:
        """Every file but transcripts."""
        raise NotImplementedError

    def transcripts(self) -> list[MemoryFile]:
        """The JSONL session transcripts inside the workspace."""
        raise NotImplementedError


def scan_workspace(root: Path) -> Workspace:
    """Scan `root` (an existing directory)."""
    raise NotImplementedError


def to_map_json(ws: Workspace) -> dict[str, Any]:
    """The `memtui map --json` document."""
    raise NotImplementedError
