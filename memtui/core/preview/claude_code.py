"""Claude Code: the `CLAUDE.md` files it loads, then auto memory `MEMORY.md` cut at 200 lines / 25 KB.

Order (memory docs, session-formats.md §4): project `CLAUDE.md` (or `.claude/CLAUDE.md`), the
`.claude/rules/*.md` files, `CLAUDE.local.md`, each followed by the files it imports with `@path`
(depth ≤ 5), then `MEMORY.md`, of which only the first 200 lines or 25 KB, whichever comes first,
load. User-level files (`~/.claude/CLAUDE.md`) lie outside the workspace and are not shown.
"""

from __future__ import annotations

import re
from pathlib import Path

from memtui.core.preview.model import Preview, PreviewFile, line_flags, read_text, rel, whole_file
from memtui.core.tokens import count_tokens
from memtui.core.workspace_layout import CLAUDE_BYTE_CAP, CLAUDE_LINE_CAP

AGENT = "claude-code"
MAX_IMPORT_DEPTH = 5
_IMPORT = re.compile(r"(?:^|\s)@((?:~|\.{1,2})?/?[\w.@/-]*[\w-]\.?\w*)")
_FENCE = re.compile(r"^\s*(?:```|~~~)")    # as Claude Code reads a fence (any indent), not `lines.FENCE_RE`


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


def _imports(text: str) -> list[str]:
    """`@path` imports outside code fences and inline code."""
    out: list[str] = []
    fenced = False
    for line in text.split("\n"):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        plain = re.sub(r"`[^`]*`", "", line)
        out.extend(m.group(1) for m in _IMPORT.finditer(plain))
    return out


def _with_imports(root: Path, path: Path, preview: Preview, seen: set[Path], depth: int = 0) -> None:
    resolved = path.resolve()
    if resolved in seen:
        return
    text = read_text(path)
    if text is None:
        return
    seen.add(resolved)
    rule = "loaded whole" if depth == 0 else f"imported (depth {depth})"
    preview.files.append(whole_file(root, path, text, rule=rule))
    if depth >= MAX_IMPORT_DEPTH:
        return
    for target in _imports(text):
        if target.startswith("~"):
            preview.notes.append(f"{rel(root, path)} imports {target} (outside the workspace, not shown)")
            continue
        candidate = (path.parent / target).resolve()
        try:
            candidate.relative_to(root.resolve())
        except ValueError:
            continue
        if candidate.is_file():
            _with_imports(root, candidate, preview, seen, depth + 1)


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
    seen: set[Path] = set()
    for candidate in (root / "CLAUDE.md", root / ".claude" / "CLAUDE.md"):
        if candidate.is_file():
            _with_imports(root, candidate, preview, seen)
    rules_dir = root / ".claude" / "rules"
    if rules_dir.is_dir():
        for rule_file in sorted(rules_dir.rglob("*.md")):
            _with_imports(root, rule_file, preview, seen)
    local = root / "CLAUDE.local.md"
    if local.is_file():
        _with_imports(root, local, preview, seen)
    memory = memory_path or next((p for p in (root / "MEMORY.md", root / "memory" / "MEMORY.md") if p.is_file()), None)
    if memory is not None:
        text = read_text(memory)
        if text is not None:
            preview.files.append(memory_file(root, memory, text))
    else:
        preview.notes.append("no auto-memory MEMORY.md in the workspace")
    preview.text = "\n\n".join(f"Contents of {f.path}:\n\n{f.injected}" for f in preview.files)
    return preview
