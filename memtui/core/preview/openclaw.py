"""OpenClaw: the workspace bootstrap files in prompt order, cut per file and in total, per version.

The loader itself is modelled once in `memtui.core.openclaw_bootstrap.bootstrap` (checked against
`openclaw@2026.9.6`: `loadWorkspaceBootstrapFiles`, `filterBootstrapFilesForSession`,
`buildBootstrapContextFiles`); `memtui map`, the Index pane and the `openclaw.*` lint rules use the
same function. This module renders it as a `Preview` and sets a recorded `systemPromptReport` beside it.
"""

from __future__ import annotations

import re
from pathlib import Path

from memtui.core.openclaw_bootstrap import (
    CHECKED_VERSION, PROFILES, SESSION_KINDS, Profile, bootstrap, profile_for, read_config, workspace_dir,
)
from memtui.core.preview.model import Preview, PreviewFile, line_flags, rel
from memtui.core.tokens import count_tokens

AGENT = "openclaw"

__all__ = ["AGENT", "CHECKED_VERSION", "PROFILES", "SESSION_KINDS", "Profile", "detect", "load", "profile_for",
           "read_config", "workspace_dir"]


def detect(root: Path) -> bool:
    """An OpenClaw workspace: its bootstrap files, a config, or daily logs under `memory/`."""
    ws = workspace_dir(root)
    if any((ws / name).exists() for name in ("SOUL.md", "IDENTITY.md", "HEARTBEAT.md", "TOOLS.md", "openclaw.json")):
        return True
    memory = ws / "memory"
    return memory.is_dir() and any(re.match(r"\d{4}-\d{2}-\d{2}", p.name) for p in memory.glob("*.md"))


def load(root: Path, *, session: str = "main", version: str | None = None, agent: str = AGENT) -> Preview:
    """Preview the bootstrap block OpenClaw injects for a `session` kind (main|subagent|cron|group|heartbeat)."""
    from memtui.core.preview.openclaw_report import compare_report

    plan = bootstrap(root, session=session, version=version)
    preview = Preview(agent, root)
    preview.rules.extend(plan.rules())
    for f in plan.files:
        if f.missing:
            preview.files.append(PreviewFile(rel(root, f.path), 0, 0, len(f.injected), f.injected, [], "missing",
                                             missing=True))
            continue
        note = f"middle dropped: {f.name} is {f.size:,} chars, budget {f.budget:,}" if f.truncated else ""
        preview.files.append(PreviewFile(
            rel(root, f.path), len(f.text), count_tokens(f.text), len(f.injected), f.injected,
            line_flags(f.text, f.spans), f.rule, note=note,
        ))
    preview.notes.extend(plan.notes)
    preview.notes.extend(f"not injected: {why}" for why in plan.not_injected.values())
    preview.text = plan.text
    if plan.report is not None:
        preview.report_source = plan.report_source
        preview.report = compare_report(plan.report, preview.files)
    return preview
