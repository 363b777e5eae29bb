"""Generated memory: files or blocks an agent rewrites by design, so a hand edit there may not last.

- Codex memory files: anything under a `.codex/` directory or a `memories/` directory next to it
  (`memory_summary.md`, `raw_memories.md`, the rollout summaries) — Codex regenerates them.
- OpenClaw dreaming: blocks of `MEMORY.md` promoted by dreaming — a section whose heading names
  dreaming or promotion, or a block between `<!-- … dream…/promot… -->` marker comments.
- Claude Code consolidated topics: topic files with Claude's `name` / `description` / `type`
  frontmatter, which the consolidation pass merges and rewrites.

`edit_warning(path, text, line)` is what an editor calls before a hand edit: a sentence, or None.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memtui.core import markdown as md

_CODEX_NAMES = {"memory_summary.md", "raw_memories.md"}
_DREAM_HEADING = re.compile(r"dream|promot", re.I)
_DREAM_OPEN = re.compile(r"<!--\s*(?!/)[^>]*(?:dream|promot)[^>]*-->", re.I)
_DREAM_CLOSE = re.compile(r"<!--\s*/[^>]*-->|<!--\s*end[^>]*(?:dream|promot)[^>]*-->", re.I)


@dataclass(frozen=True)
class GeneratedBlock:
    """Lines an agent rewrites by design (1-based, inclusive; the whole file when it starts at 1 and
    ends at its last line)."""

    engine: str
    start_line: int
    end_line: int
    reason: str


def generated_blocks(path: str, text: str) -> list[GeneratedBlock]:
    """The generated parts of a memory file."""
    lines = text.splitlines() or [""]
    last = len(lines)
    lower = path.lower()
    parts = lower.split("/")
    name = parts[-1]
    if ".codex" in parts[:-1] or (name in _CODEX_NAMES and "memories" in parts[:-1]):
        return [GeneratedBlock("codex", 1, last, "Codex regenerates its memory files")]
    fm = md.parse_frontmatter(text)
    if {"name", "description", "type"} <= set(fm.data) and name not in ("memory.md", "claude.md"):
        return [GeneratedBlock("claude-code", 1, last, "Claude Code's consolidation rewrites its topic files")]
    if name != "memory.md":
        return []
    return _dreaming_blocks(lines)


def _dreaming_blocks(lines: list[str]) -> list[GeneratedBlock]:
    out: list[GeneratedBlock] = []
    reason = "OpenClaw dreaming promotes and rewrites this block"
    open_at: int | None = None
    heading_at: tuple[int, int] | None = None        # (line, level)
    for number, line in enumerate(lines, 1):
        if open_at is None and _DREAM_OPEN.search(line):
            open_at = number
            continue
        if open_at is not None and _DREAM_CLOSE.search(line):
            out.append(GeneratedBlock("openclaw-dreaming", open_at, number, reason))
            open_at = None
            continue
        match = re.match(r"^(#{1,6})\s+(.*)", line)
        if match:
            level = len(match.group(1))
            if heading_at is not None and level <= heading_at[1]:
                out.append(GeneratedBlock("openclaw-dreaming", heading_at[0], number - 1, reason))
                heading_at = None
            if heading_at is None and _DREAM_HEADING.search(match.group(2)):
                heading_at = (number, level)
    if open_at is not None:
        out.append(GeneratedBlock("openclaw-dreaming", open_at, len(lines), reason))
    if heading_at is not None:
        out.append(GeneratedBlock("openclaw-dreaming", heading_at[0], len(lines), reason))
    return out


def edit_warning(path: str, text: str, line: int | None = None) -> str | None:
    """A warning before a hand edit of generated memory at `line` (any generated part when None)."""
    for block in generated_blocks(path, text):
        if line is None or block.start_line <= line <= block.end_line:
            where = "this file" if block.start_line == 1 and block.end_line >= len(text.splitlines()) else (
                f"lines {block.start_line}–{block.end_line}")
            return (f"{block.reason}: a hand edit of {where} may be overwritten "
                    "(the history journal keeps every version)")
    return None
