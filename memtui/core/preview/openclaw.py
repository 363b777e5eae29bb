"""OpenClaw: the workspace bootstrap files in prompt order, cut per file and in total, per version.

Budgets come from the workspace config (`openclaw.json`: `agents.defaults.bootstrapMaxChars` and
`bootstrapTotalMaxChars`), else the caps a recorded `systemPromptReport` shows, else the version's
defaults. The version comes from `--openclaw-version`, `[preview] openclaw_version` in memtui.toml or
the config's `meta.lastTouchedVersion`; without one the newest checked code (2026.9.6) applies.
Sub-agent, cron and group sessions never see `MEMORY.md` (`filterBootstrapFilesForSession`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtui.core.config import load_config
from memtui.core.preview import openclaw_trim as ot
from memtui.core.preview.model import Preview, PreviewFile, line_flags, read_text, rel
from memtui.core.tokens import count_tokens

AGENT = "openclaw"
SESSION_KINDS = ("main", "subagent", "cron", "group")


@dataclass(frozen=True)
class Profile:
    """One version family's loader: file order, budgets, cut rule and session allow-lists."""

    name: str
    order: tuple[str, ...]
    max_chars: int
    total_chars: int
    subagent: frozenset[str]
    cron: frozenset[str]
    user_cap: int | None = None        # USER.md has its own fixed cap
    skip_when_absent: frozenset[str] = frozenset({"MEMORY.md"})


PROFILES = {
    ot.LEGACY: Profile(
        ot.LEGACY, ("AGENTS.md", "SOUL.md", "TOOLS.md", "IDENTITY.md", "USER.md", "HEARTBEAT.md", "BOOTSTRAP.md",
                    "MEMORY.md"),
        20_000, 150_000, frozenset({"AGENTS.md", "TOOLS.md"}),
        frozenset({"AGENTS.md", "TOOLS.md"}), skip_when_absent=frozenset({"MEMORY.md", "BOOTSTRAP.md"}),
    ),
    ot.V2026_9: Profile(
        ot.V2026_9, ("AGENTS.md", "SOUL.md", "IDENTITY.md", "USER.md", "BOOTSTRAP.md", "MEMORY.md"),
        20_000, 60_000, frozenset({"AGENTS.md"}), frozenset({"AGENTS.md", "SOUL.md", "IDENTITY.md", "USER.md"}),
        user_cap=4_000, skip_when_absent=frozenset({"MEMORY.md", "USER.md", "BOOTSTRAP.md"}),
    ),
}
CHECKED_VERSION = "2026.9.6"


def profile_for(version: str | None) -> Profile:
    """The loader of an OpenClaw version ("2026.9.6"); 2026.9 and later use the checked 2026.9.6 code."""
    numbers = [int(n) for n in re.findall(r"\d+", version or "")[:3]]
    if not numbers:
        return PROFILES[ot.V2026_9]
    return PROFILES[ot.V2026_9] if tuple(numbers[:2]) >= (2026, 9) else PROFILES[ot.LEGACY]


def _loads_json5(text: str) -> Any:
    """JSON, or JSON5-ish (comments and trailing commas) as OpenClaw configs are written."""
    try:
        return json.loads(text)
    except ValueError:
        pass
    stripped = re.sub(r'("(?:\\.|[^"\\])*")|//[^\n]*|/\*.*?\*/', lambda m: m.group(1) or "", text, flags=re.S)
    stripped = re.sub(r",(\s*[}\]])", r"\1", stripped)
    try:
        return json.loads(stripped)
    except ValueError:
        return None


def read_config(root: Path) -> tuple[dict[str, Any], str | None]:
    """The workspace's OpenClaw config and where it came from (empty when absent or unreadable)."""
    for candidate in (root / "openclaw.json", root / ".openclaw" / "openclaw.json", root.parent / "openclaw.json"):
        if candidate.is_file():
            data = _loads_json5(read_text(candidate) or "")
            if isinstance(data, dict):
                return data, rel(root, candidate)
    return {}, None


def _positive(value: Any) -> int | None:
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0 else None


def workspace_dir(root: Path) -> Path:
    """The directory holding the bootstrap files: `root`, or `root/workspace` for an OpenClaw home."""
    if not (root / "AGENTS.md").exists() and (root / "workspace" / "AGENTS.md").exists():
        return root / "workspace"
    return root


def detect(root: Path) -> bool:
    """An OpenClaw workspace: its bootstrap files, a config, or daily logs under `memory/`."""
    ws = workspace_dir(root)
    if any((ws / name).exists() for name in ("SOUL.md", "IDENTITY.md", "HEARTBEAT.md", "TOOLS.md", "openclaw.json")):
        return True
    memory = ws / "memory"
    return memory.is_dir() and any(re.match(r"\d{4}-\d{2}-\d{2}", p.name) for p in memory.glob("*.md"))


def _allowed(profile: Profile, session: str) -> set[str] | None:
    if session == "subagent":
        return set(profile.subagent)
    if session == "cron":
        return set(profile.cron)
    return None


def _version(root: Path, config: dict[str, Any], override: str | None) -> tuple[str | None, str]:
    if override:
        return override, "--openclaw-version"
    configured = load_config(root).section("preview").get("openclaw_version")
    if isinstance(configured, str) and configured.strip():
        return configured.strip(), "memtui.toml [preview] openclaw_version"
    meta = config.get("meta") if isinstance(config.get("meta"), dict) else {}
    touched = meta.get("lastTouchedVersion") if isinstance(meta, dict) else None
    if isinstance(touched, str) and touched:
        return touched, "openclaw.json meta.lastTouchedVersion"
    return None, f"unknown: the newest checked code ({CHECKED_VERSION}) applies"


def load(root: Path, *, session: str = "main", version: str | None = None, agent: str = AGENT) -> Preview:
    """Preview the bootstrap block OpenClaw injects for a `session` kind (main|subagent|cron|group)."""
    from memtui.core.preview.openclaw_report import compare_report, find_report

    preview = Preview(agent, root)
    ws = workspace_dir(root)
    config, config_source = read_config(root)
    chosen_version, version_source = _version(root, config, version)
    profile = profile_for(chosen_version)
    report, report_source = find_report(root)
    agents = config.get("agents")
    agents = agents if isinstance(agents, dict) else {}
    defaults = agents.get("defaults")
    defaults = defaults if isinstance(defaults, dict) else {}
    max_chars = _positive(defaults.get("bootstrapMaxChars"))
    total_chars = _positive(defaults.get("bootstrapTotalMaxChars"))
    budget_source = f"config {config_source}" if (max_chars or total_chars) else ""
    if report and not budget_source:
        max_chars = _positive(report.get("bootstrapMaxChars"))
        total_chars = _positive(report.get("bootstrapTotalMaxChars"))
        budget_source = "recorded systemPromptReport" if (max_chars or total_chars) else ""
    max_chars = max_chars or profile.max_chars
    total_chars = total_chars or max(max_chars, profile.total_chars)
    preview.rules.append(f"version {chosen_version or CHECKED_VERSION} ({version_source}); cut rule {profile.name}")
    source = budget_source or "version defaults"
    preview.rules.append(f"budgets {max_chars:,} chars/file, {total_chars:,} total ({source})")
    if profile.user_cap:
        preview.rules.append(f"USER.md fixed cap {profile.user_cap:,} chars")
    preview.rules.append(f"session kind: {session}")

    allowed = _allowed(profile, session)
    remaining = total_chars
    parts: list[str] = []
    for name in profile.order:
        path = ws / name
        withheld = (name == "MEMORY.md" and session != "main") or (allowed is not None and name not in allowed)
        if withheld:
            if path.is_file():
                preview.notes.append(f"{name} is withheld from {session} sessions")
            continue
        if remaining <= 0:
            break
        text = read_text(path) if path.is_file() else None
        if text is None:
            if name in profile.skip_when_absent:
                continue
            marker = ot.clamp(f"[MISSING] Expected at: {path}", remaining)
            remaining -= len(marker)
            preview.files.append(PreviewFile(rel(root, path), 0, 0, len(marker), marker, [], "missing", missing=True))
            parts.append(f"## {name}\n\n{marker}")
            continue
        if remaining < 64:
            preview.notes.append(f"total budget left {remaining} chars (< 64): {name} and later files skipped")
            break
        cap = min(max_chars, profile.user_cap) if (name == "USER.md" and profile.user_cap) else max_chars
        file_budget = max(1, min(cap, remaining))
        trimmed = ot.trim(profile.name, text, name, file_budget)
        injected = ot.clamp(trimmed.content, remaining)
        spans = trimmed.spans
        rule = trimmed.rule
        if len(injected) < len(trimmed.content):
            if not trimmed.truncated:
                spans = [(0, len(injected) - 1)]
            rule += f"; clamped to the {remaining:,} chars left of the total"
        remaining -= len(injected)
        size = len(text.rstrip())
        note = f"middle dropped: {name} is {size:,} chars, budget {file_budget:,}" if trimmed.truncated else ""
        preview.files.append(PreviewFile(
            rel(root, path), len(text), count_tokens(text), len(injected), injected,
            line_flags(text, spans), rule, note=note,
        ))
        parts.append(f"## {name}\n\n{injected}")
    preview.text = "# Project Context\n\n" + "\n\n".join(parts) if parts else ""
    if report is not None:
        preview.report_source = report_source
        preview.report = compare_report(report, preview.files)
    return preview
