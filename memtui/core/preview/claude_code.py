"""Claude Code: the `CLAUDE.md` files it loads, then auto memory `MEMORY.md` cut at 200 lines / 25 KB.

Order (memory docs, session-formats.md §4): project `CLAUDE.md` (or `.claude/CLAUDE.md`), the
`.claude/rules/*.md` files, `CLAUDE.local.md`, each followed by the files it imports with `@path`
(depth ≤ 5; resolved by `memtui.core.claude_imports.resolve`, which map, lint and the Index pane use),
then `MEMORY.md`, of which only the first 200 lines or 25 KB, whichever comes first, load. User-level
files (`~/.claude/CLAUDE.md`) lie outside the workspace and are not shown.
"""

from __future__ import annotations

from pathlib import Path

from memtui.core.agent_names import case_variant, variant_note
from memtui.core.claude_imports import resolve
from memtui.core.preview.model import Preview, PreviewFile, line_flags, read_text, rel, whole_file
from memtui.core.tokens import count_tokens
from memtui.core.workspace_layout import CLAUDE_BYTE_CAP, CLAUDE_LINE_CAP

AGENT = "claude-code"


def memory_cut(text: str) -> int:
    """How many chars of `text` Claude Code loads: the first 200 lines, then at most 25 KB (UTF-8)."""
    lines = text.split("\n")
    head = "\n".join(lines[:CLAUDE_LINE_CAP]) + ("\n" if len(lines) > CLAUDE_LINE_CAP else "")
    data = head.encode("utf-8")
    if len(data) <= CLAUDE_BYTE_CAP:
        return len(head)
    return len(data[:CLAUDE_BYTE_CAP].decode("utf-8", errors="ignore"))


def memory_file(root: Path, path: Path, text: str) -> PreviewFile:
    """`MEMORY.md` as Claude Code loads it (the cut shown line by line)."""
    kept = memory_cut(text)
    injected = text[:kept]
    lines = line_flags(text, [(0, kept)])
    cut = len(injected) < len(text.rstrip("\n"))
    rule = f"first {CLAUDE_LINE_CAP} lines or {CLAUDE_BYTE_CAP // 1024} KB, whichever first"
    note = ""
    if cut:
        dropped = sum(1 for line in lines if not line.kept)
        note = f"{dropped} line(s) past the cap never load (the newest entries are lost first)"
    return PreviewFile(rel(root, path), len(text), count_tokens(text), len(injected), injected, lines, rule, note=note)


def has_claude_files(root: Path) -> bool:
    """CLAUDE.md files or a `.claude/` directory."""
    return any((root / name).exists() for name in ("CLAUDE.md", "CLAUDE.local.md", ".claude"))


def detect(root: Path) -> bool:
    """A Claude Code workspace: CLAUDE.md files, a `.claude/` directory, or an auto-memory directory
    (`~/.claude/projects/<project>/memory/`)."""
    return has_claude_files(root) or ("/.claude/projects/" in root.as_posix() and (root / "MEMORY.md").is_file())


def load(root: Path, memory_path: Path | None = None) -> Preview:
    """Preview what Claude Code injects at session start for the project at `root`."""
    preview = Preview(AGENT, root)
    preview.rules.append(
        f"MEMORY.md: first {CLAUDE_LINE_CAP} lines or {CLAUDE_BYTE_CAP:,} bytes; CLAUDE.md files whole"
    )
    load = resolve(root, read_text)
    for path, depth in load.files:
        preview.files.append(whole_file(root, path, read_text(path) or "", rule="loaded whole" if depth == 0 else
                                        f"imported (depth {depth})"))
    for imp in load.imports:
        if imp.path is None:
            preview.notes.append(f"{rel(root, imp.source)} imports {imp.target} (outside the workspace, not shown)")
        elif not imp.exists and imp.looks_like_file:
            preview.notes.append(f"{rel(root, imp.source)}:{imp.line} imports {imp.target}, which does not exist "
                                 "(Claude Code skips it)")
    memory = memory_path or next((p for p in (root / "MEMORY.md", root / "memory" / "MEMORY.md") if p.is_file()), None)
    if memory is not None:
        text = read_text(memory)
        if text is not None:
            preview.files.append(memory_file(root, memory, text))
    else:
        preview.notes.append("no auto-memory MEMORY.md in the workspace")
        preview.notes.extend(variant_note(rel(root, p)) for d in (root, root / "memory") if d.is_dir()
                             for p in sorted(d.glob("*.[mM][dD]")) if case_variant(p.name) == "MEMORY.md")
    preview.text = "\n\n".join(f"Contents of {f.path}:\n\n{f.injected}" for f in preview.files)
    return preview
