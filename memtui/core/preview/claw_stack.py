"""claw-stack: an OpenClaw workspace whose `MEMORY.md` is a table index over `memory/` topic files.

It loads through OpenClaw's bootstrap (same order, budgets and middle cut); on top, memtui's own
index cap (5,000 chars for a non-Claude `MEMORY.md`) is flagged, and the topic files the index
points to are named as *not* loaded (they are read on demand).
"""

from __future__ import annotations

import re
from pathlib import Path

from memtui.core.markdown import is_hermes
from memtui.core.preview import openclaw
from memtui.core.preview.model import Preview, read_text
from memtui.core.workspace_layout import INDEX_CHAR_CAP

AGENT = "claw-stack"
_TABLE = re.compile(r"^[ \t]*\|.*\|[ \t]*\n[ \t]*\|?[ \t]*:?-{3,}", re.MULTILINE)   # a header row + its rule


def detect(root: Path) -> bool:
    """`manifest.md`/`TODO.md`, or a `MEMORY.md` holding tables (and not Hermes entries)."""
    ws = openclaw.workspace_dir(root)
    if any((ws / name).exists() for name in ("manifest.md", "MANIFEST.md", "TODO.md", "todo.md")):
        return True
    text = read_text(ws / "MEMORY.md") if (ws / "MEMORY.md").is_file() else None
    return bool(text) and not is_hermes(text or "") and _TABLE.search(text or "") is not None


def load(root: Path, *, session: str = "main", version: str | None = None) -> Preview:
    """OpenClaw's bootstrap for the claw-stack workspace, with the index cap checked."""
    preview = openclaw.load(root, session=session, version=version, agent=AGENT)
    preview.rules.append(f"index cap (memtui): MEMORY.md ≤ {INDEX_CHAR_CAP:,} chars")
    for f in preview.files:
        if f.path.rsplit("/", 1)[-1] == "MEMORY.md" and f.chars > INDEX_CHAR_CAP:
            preview.notes.append(f"{f.path} is {f.chars:,} chars, over the {INDEX_CHAR_CAP:,}-char index cap: "
                                 "move detail into memory/ topic files")
    memory_dir = openclaw.workspace_dir(root) / "memory"
    if memory_dir.is_dir():
        count = sum(1 for _ in memory_dir.rglob("*.md"))
        preview.notes.append(f"{count} file(s) under memory/ are not injected: the agent reads them on demand")
    return preview
