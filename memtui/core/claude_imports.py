"""Claude Code's `CLAUDE.md` files and their `@path` imports, resolved once for preview, map, lint and the Index pane.

Rules (Claude Code memory docs, docs.anthropic.com/en/docs/claude-code/memory, "CLAUDE.md imports"):
`@path/to/import` anywhere in a memory file imports that file; relative paths resolve against the
importing file's folder, `@~/…` against the home folder (outside the workspace: named, not read),
absolute paths are allowed; imports are not evaluated inside Markdown code spans or code blocks;
imported files may import others, at most 5 hops deep; a file already loaded is not loaded again.
The files Claude Code starts from in a project: `CLAUDE.md` (or `.claude/CLAUDE.md`), the
`.claude/rules/*.md` files, then `CLAUDE.local.md`; each is followed by what it imports.
A missing target is silently skipped by Claude Code; memtui names it (`map.missing-import`) when it
looks like a file (an extension, or `./`, `../`, `/`), not an @-mention such as `@alice`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Callable

MAX_IMPORT_DEPTH = 5
_IMPORT = re.compile(r"(?:^|\s)@((?:~|\.{1,2})?/?[\w.@/-]*[\w-]\.?\w*)")
_FENCE = re.compile(r"^\s*(?:```|~~~)")    # as Claude Code reads a fence (any indent), not `lines.FENCE_RE`
_CODE_SPAN = re.compile(r"`[^`]*`")


@dataclass
class Import:
    """One `@path` in a loaded file."""

    source: Path                    # the importing file
    line: int                       # 1-based
    target: str                     # as written, without the "@"
    path: Path | None               # where it resolves (None for `~/…`)
    exists: bool
    depth: int                      # hops from the start file (1 for a start file's own imports)

    @property
    def looks_like_file(self) -> bool:
        """A path, not an @-mention: it has an extension or starts with ./, ../ or /."""
        return self.target.startswith(("./", "../", "/", "~/")) or bool(PurePosixPath(self.target).suffix)


@dataclass
class ClaudeLoad:
    """The CLAUDE.md files Claude Code loads, in order (each followed by its imports), and every import seen."""

    files: list[tuple[Path, int]] = field(default_factory=list)     # (path, depth): 0 for a start file
    imports: list[Import] = field(default_factory=list)


def imports_in(text: str) -> list[tuple[int, str]]:
    """(line, target) of the `@path` imports outside code fences and code spans."""
    out: list[tuple[int, str]] = []
    fenced = False
    for number, line in enumerate(text.split("\n"), start=1):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        plain = _CODE_SPAN.sub("", line)
        out.extend((number, m.group(1)) for m in _IMPORT.finditer(plain))
    return out


def start_files(root: Path) -> list[Path]:
    """The project memory files Claude Code starts from, in load order."""
    out = [p for p in (root / "CLAUDE.md", root / ".claude" / "CLAUDE.md") if p.is_file()]
    rules_dir = root / ".claude" / "rules"
    if rules_dir.is_dir():
        out.extend(sorted(rules_dir.rglob("*.md")))
    if (root / "CLAUDE.local.md").is_file():
        out.append(root / "CLAUDE.local.md")
    return out


def _inside(root: Path, path: Path) -> bool:
    try:
        path.relative_to(root)
    except ValueError:
        return False
    return True


def resolve(root: Path, read: Callable[[Path], str | None]) -> ClaudeLoad:
    """Every file the project's CLAUDE.md files bring in (`read(path)` gives a file's text, None if unreadable).

    Only files inside `root` are read; an import leading outside is recorded, not followed."""
    root = root.resolve()
    load = ClaudeLoad()
    seen: set[Path] = set()

    def visit(path: Path, depth: int) -> None:
        resolved = path.resolve()
        if resolved in seen:
            return
        text = read(resolved)
        if text is None:
            return
        seen.add(resolved)
        load.files.append((resolved, depth))
        if depth >= MAX_IMPORT_DEPTH:
            return
        for line, target in imports_in(text):
            if target.startswith("~"):
                load.imports.append(Import(resolved, line, target, None, False, depth + 1))
                continue
            candidate = (resolved.parent / target).resolve()
            found = candidate.is_file()
            load.imports.append(Import(resolved, line, target, candidate, found, depth + 1))
            if found and _inside(root, candidate):
                visit(candidate, depth + 1)

    for start in start_files(root):
        visit(start, 0)
    return load
