"""What the model really sees at session start, per agent: `preview(root, agent)`.

One module per agent loader (claude_code, openclaw, hermes, pi, claw_stack); this dispatcher detects
which agents a workspace serves (`auto`), runs their loaders and flags the worst case of each cut
(a correction past the cap while the fact it corrects is loaded).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from memtui.core.preview import claude_code, claw_stack, hermes, openclaw, pi
from memtui.core.preview.corrections import find_corrections
from memtui.core.preview.fallback import CANDIDATES, fallback_agent
from memtui.core.preview.model import Correction, Preview, PreviewFile, PreviewLine, ReportRow

AGENTS = ("claude-code", "openclaw", "hermes", "pi", "claw-stack")
_DETECT: dict[str, Callable[[Path], bool]] = {
    "claude-code": claude_code.detect,
    "openclaw": openclaw.detect,
    "hermes": hermes.detect,
    "pi": pi.detect,
    "claw-stack": claw_stack.detect,
}


def detect_agents(root: Path) -> list[str]:
    """The agents whose files the workspace holds, in `AGENTS` order (claw-stack replaces openclaw)."""
    found = [name for name in AGENTS if _DETECT[name](root)]
    if "claw-stack" in found and "openclaw" in found:
        found.remove("openclaw")
    return found


def preview_agent(root: Path, agent: str, *, session: str = "main", openclaw_version: str | None = None) -> Preview:
    """One agent's preview, with the corrections past the cap flagged."""
    if agent == "claude-code":
        result = claude_code.load(root)
    elif agent == "openclaw":
        result = openclaw.load(root, session=session, version=openclaw_version)
    elif agent == "claw-stack":
        result = claw_stack.load(root, session=session, version=openclaw_version)
    elif agent == "hermes":
        result = hermes.load(root)
    elif agent == "pi":
        result = pi.load(root)
    else:
        raise ValueError(f"unknown agent {agent!r} (one of {', '.join(AGENTS)})")
    result.corrections = find_corrections(result.files)
    return result


def preview(root: Path, agent: str = "auto", *, session: str = "main",
            openclaw_version: str | None = None) -> list[Preview]:
    """Previews for `agent`, or for every agent detected when `agent` is "auto": when none is, the loader
    the workspace's transcripts or its root AGENTS.md point to, with a note saying so (maybe none)."""
    root = Path(root).resolve()
    names = detect_agents(root) if agent == "auto" else [agent]
    why = None
    if not names:
        chosen = fallback_agent(root)
        if chosen is None:
            return []
        names, why = [chosen[0]], chosen[1]
    previews = [preview_agent(root, name, session=session, openclaw_version=openclaw_version) for name in names]
    if why:
        previews[0].notes.insert(0, why)
    return previews


__all__ = [
    "AGENTS", "CANDIDATES", "Correction", "Preview", "PreviewFile", "PreviewLine", "ReportRow", "detect_agents",
    "preview", "preview_agent",
]
