"""The workspace's data: its files, index rows, caps, problems and the scanned `Workspace`.

Kept apart from the scan (`workspace`) so that the layout and index helpers can name these types
without importing the scanner that imports them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memtui.core.fsio import MAX_EDIT_BYTES, ReadResult, read_file

if TYPE_CHECKING:
    from memtui.core.openclaw_bootstrap import Bootstrap


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
    mtime_ns: int = 0              # the same, exact: part of the file's `StatKey`
    always_loaded: bool = False    # index, rules and the latest snapshot
    layouts: tuple[str, ...] = ()
    category: str | None = None    # docs/<category>/ or the memory-map category
    frontmatter: dict[str, Any] = field(default_factory=dict)
    frontmatter_error: str | None = None
    encoding_ok: bool = True
    too_large: bool = False        # over 10 MB: read-only in the editor
    error: str | None = None       # unreadable: why
    persona: str | None = None     # personas/<name>/…: the persona it belongs to
    load_note: str = ""            # why a file that looks always loaded is not (TOOLS.md under OpenClaw 2026.9)
    imported: bool = False         # loaded by a Claude Code `@path` import


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
    mention: bool = False          # a link in a dated log line ("- 2026-11-21: … [x](x.md)"): it points to
                                   # the file (no orphan; dangling if missing) but is not an index entry
    not_loaded: str = ""           # "past line 200": in the part of MEMORY.md Claude Code cuts off (still a
                                   # row: its file is no orphan, but the agent never sees the pointer)
    imported: bool = False         # a Claude Code `@path` import (in a CLAUDE.md or a file it imports)

    @property
    def is_entry(self) -> bool:
        """Shown as an index row: everything but a mention whose target exists (a missing one is a problem)."""
        return not (self.mention and self.exists)

    @property
    def status(self) -> str:
        """What the map and the Index pane show: "ok", "missing" or "not loaded: past line 200"."""
        if not self.exists:
            return "missing"
        return f"not loaded: past {self.not_loaded}" if self.not_loaded else "ok"


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
    rule: str | None = None      # the lint rule that reports it (then not repeated as file.unreadable)


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
    loaded_by_agent: dict[str, dict[str, int]] = field(default_factory=dict)
    openclaw: "Bootstrap | None" = None    # OpenClaw's bootstrap for a main session (the model preview renders)
    unlisted_loaded: list[str] = field(default_factory=list)   # loaded by an agent, not a listed memory file
    run_logs: list[str] = field(default_factory=list)   # OpenClaw cron run logs: .jsonl files that are not sessions
    _by_path: dict[str, MemoryFile] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._by_path = {f.path: f for f in self.files}

    def get(self, path: str) -> MemoryFile | None:
        """The file at a root-relative path."""
        return self._by_path.get(path)

    def read(self, path: str) -> ReadResult:
        """Read a file of the workspace by its root-relative path (never raises)."""
        return read_file(self.root / path, max_bytes=MAX_EDIT_BYTES)

    def memory_files(self) -> list[MemoryFile]:
        """Every file but transcripts."""
        return [f for f in self.files if f.role != "transcript"]

    def transcripts(self) -> list[MemoryFile]:
        """The JSONL session transcripts inside the workspace."""
        return [f for f in self.files if f.role == "transcript"]


# --- file discovery -------------------------------------------------------------------------
