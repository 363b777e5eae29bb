"""Pi: the context files its resource loader injects, whole (Pi has no memory store and no cut).

Checked in `@mariozechner/pi-coding-agent` 0.73.1 (`dist/core/resource-loader.js`,
`loadContextFileFromDir` / `loadProjectContextFiles`): per directory the first of `AGENTS.md`,
`AGENTS.MD`, `CLAUDE.md`, `CLAUDE.MD`; the agent dir's file first, then the cwd's ancestors from the
filesystem root down to the cwd. `.pi/SYSTEM.md` replaces the base system prompt and
`.pi/APPEND_SYSTEM.md` is appended to it. Only files inside the workspace are shown.
"""

from __future__ import annotations

import os
from pathlib import Path

from memtui.core.preview.model import Preview, read_text, whole_file

AGENT = "pi"
CONTEXT_NAMES = ("AGENTS.md", "AGENTS.MD", "CLAUDE.md", "CLAUDE.MD")


def detect(root: Path) -> bool:
    """A Pi project: a `.pi/` directory."""
    return (root / ".pi").is_dir()


def _context_file(directory: Path) -> Path | None:
    """The first context file of a directory, names matched exactly (as on a case-sensitive disk)."""
    try:
        names = set(os.listdir(directory))
    except OSError:
        return None
    for name in CONTEXT_NAMES:
        if name in names and (directory / name).is_file():
            return directory / name
    return None


def load(root: Path) -> Preview:
    """Preview Pi's injected context for a session started at `root`."""
    preview = Preview(AGENT, root)
    preview.rules.append("context files loaded whole (no cap); one of AGENTS.md/CLAUDE.md per directory")
    parts: list[str] = []
    for relative, label in ((".pi/SYSTEM.md", "replaces the base system prompt"),
                            (".pi/APPEND_SYSTEM.md", "appended to the system prompt")):
        path = root / relative
        text = read_text(path) if path.is_file() else None
        if text is not None:
            preview.files.append(whole_file(root, path, text, rule=label))
            parts.append(text)
    context = _context_file(root)
    if context is not None:
        text = read_text(context)
        if text is not None:
            preview.files.append(whole_file(root, context, text))
            parts.append(f"## {context}\n\n{text}")
    preview.notes.append("files in the agent dir (~/.pi/agent) and above the workspace also load; not shown")
    preview.text = "\n\n".join(parts)
    return preview
