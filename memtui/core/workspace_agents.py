"""What the agents' own loaders bring into every prompt, for the scan: one model each, shared with preview.

OpenClaw: `openclaw_bootstrap.bootstrap` (the files it injects for a main session, cut to its budgets);
Claude Code: `claude_imports.resolve` (the CLAUDE.md files and their `@path` imports). The scan reads
them from the texts it already holds; files the scan does not list (`.claude/rules/*.md`, an imported
`package.json`) are read from disk and counted as loaded all the same.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from memtui.core import markdown as md
from memtui.core.claude_imports import resolve, start_files
from memtui.core.fsio import MAX_EDIT_BYTES, read_file
from memtui.core.openclaw_bootstrap import Bootstrap, bootstrap
from memtui.core.workspace_layout import mark_openclaw_loaded
from memtui.core.workspace_model import IndexRow, MemoryFile

IMPORT_KEYWORD = "@import"


@dataclass
class AgentLoads:
    """The loaders' verdicts: OpenClaw's bootstrap, the text each injects per file, Claude's import rows."""

    openclaw: Bootstrap | None = None
    injected: dict[str, str] = field(default_factory=dict)           # path -> the text OpenClaw injects
    import_rows: list[IndexRow] = field(default_factory=list)
    unlisted: dict[str, str] = field(default_factory=dict)           # loaded, not a scanned memory file: path -> text


def _reader(root: Path, known: dict[str, MemoryFile], texts: dict[str, str],
            rel: Callable[[Path], str]) -> Callable[[Path], str | None]:
    """A file's text from the scan (its head for an over-10 MB file); None when the scan skipped it."""

    def read(path: Path) -> str | None:
        f = known.get(rel(path))
        if f is None or f.error:
            return None
        text = texts.get(f.path, "")
        if not text and f.chars:
            text = md.normalize_newlines(read_file(f.abs_path, max_bytes=MAX_EDIT_BYTES).text)
            texts[f.path] = text
        return text

    return read


def agent_loads(root: Path, files: list[MemoryFile], texts: dict[str, str], known: dict[str, MemoryFile],
                rel: Callable[[Path], str]) -> AgentLoads:
    """Run the OpenClaw and Claude Code loader models over the scanned files, marking `always_loaded`."""
    out = AgentLoads()
    scanned = _reader(root, known, texts, rel)
    if any("openclaw" in f.layouts for f in files):     # not claw-stack alone: Claude Code's shape too
        out.openclaw = bootstrap(root, read=scanned)
        out.injected = mark_openclaw_loaded(files, out.openclaw, rel)
    if start_files(root):
        _claude(root, known, scanned, rel, out)
    return out


def _claude(root: Path, known: dict[str, MemoryFile], scanned: Callable[[Path], str | None],
            rel: Callable[[Path], str], out: AgentLoads) -> None:
    def read(path: Path) -> str | None:
        if rel(path) in known:
            return scanned(path)
        result = read_file(path, max_bytes=MAX_EDIT_BYTES)
        return md.normalize_newlines(result.text) if result.ok else None

    load = resolve(root, read)
    for path, depth in load.files:
        f = known.get(rel(path))
        if f is None:
            out.unlisted[rel(path)] = read(path) or ""
        elif depth > 0:
            f.always_loaded = True
            f.imported = True
    for imp in load.imports:
        source = rel(imp.source)
        if imp.path is None or source not in known and source not in out.unlisted:
            continue
        if imp.exists or imp.looks_like_file:
            target = rel(imp.path)
            inside = not target.startswith("/")
            out.import_rows.append(IndexRow(source, imp.line, [IMPORT_KEYWORD], None, imp.target, imp.exists,
                                            target if inside else None, imported=True))
