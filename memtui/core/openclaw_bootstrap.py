"""OpenClaw's bootstrap loader, modelled once: which workspace files it injects, in what order, cut how.

`bootstrap(root)` is the one model `memtui preview`, `memtui map`, the Index pane and the `openclaw.*`
lint rules share. Checked in the `openclaw@2026.9.6` npm package (`npm pack openclaw@2026.9.6`):

- files, in prompt order: `WORKSPACE_BOOTSTRAP_FILENAMES` = AGENTS.md, SOUL.md, IDENTITY.md, USER.md,
  BOOTSTRAP.md, MEMORY.md (`dist/workspace-bootstrap-policy-*.mjs`, src/agents/workspace-bootstrap-policy.ts).
  TOOLS.md and HEARTBEAT.md are no longer bootstrap files: `openclaw doctor` merges TOOLS.md into
  AGENTS.md (`dist/doctor-tools-md-migration-*.mjs`) and moves HEARTBEAT.md into the heartbeat cron
  job's scratch (`dist/doctor-heartbeat-scratch-migration-*.mjs`); the package's own
  `docs/reference/templates/TOOLS.md` and `HEARTBEAT.md` say "retired";
- reading: `loadWorkspaceBootstrapFiles` (`dist/workspace-*.mjs`) skips an absent MEMORY.md / USER.md,
  injects `[MISSING] Expected at: <path>` for another absent file; BOOTSTRAP.md is dropped once the
  workspace setup is complete (`filterCompletedWorkspaceBootstrapFile`, `dist/bootstrap-files-*.mjs`;
  memtui assumes a complete setup and skips it when absent);
- sessions: `filterBootstrapFilesForSession`: sub-agents get AGENTS.md only, cron runs AGENTS, SOUL,
  IDENTITY, USER; sub-agent, cron and group/channel sessions never see MEMORY.md; a heartbeat run in
  `lightweight` context mode gets none (`applyContextModeFilter`);
- budgets: `buildBootstrapContextFiles` (`dist/bootstrap-*.mjs`): per file `bootstrapMaxChars`
  (default 20,000; USER.md at most 4,000), in total `bootstrapTotalMaxChars` (default 60,000), both
  from `agents.defaults` of the config (`resolveBootstrapCharLimit`). A file over its budget is cut by
  `trimBootstrapContent` (middle dropped, see `openclaw_trim`), the result clamped to what is left of
  the total (`clampToBudget`); once less than 64 chars are left the remaining files are skipped.

Versions before 2026.9 (the `legacy` profile, not re-checked here) also injected TOOLS.md and
HEARTBEAT.md, 20,000 chars per file, 150,000 in total, cut 70/20.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from memtui.core import openclaw_trim as ot
from memtui.core.config import load_config
from memtui.core.fsio import read_file

SESSION_KINDS = ("main", "subagent", "cron", "group", "heartbeat")
CHECKED_VERSION = "2026.9.6"
MIN_FILE_BUDGET = 64            # MIN_BOOTSTRAP_FILE_BUDGET_CHARS
MAX_READ_BYTES = 10 * 1024 * 1024
RETIRED = {
    "TOOLS.md": "OpenClaw ≥ 2026.9 no longer injects TOOLS.md (`openclaw doctor --fix` merges it into AGENTS.md)",
    "HEARTBEAT.md": "OpenClaw ≥ 2026.9 no longer injects HEARTBEAT.md (`openclaw doctor` moves it into the "
                    "heartbeat cron job's scratch)",
    "memory.md": "OpenClaw ≥ 2026.9 injects MEMORY.md only (older versions also read a lowercase memory.md)",
}
BOOTSTRAP_NAMES = frozenset({"AGENTS.md", "SOUL.md", "TOOLS.md", "IDENTITY.md", "USER.md", "HEARTBEAT.md",
                             "BOOTSTRAP.md", "MEMORY.md", "memory.md"})


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
                    "MEMORY.md", "memory.md"),    # `resolveMemoryBootstrapEntries`: both, deduped by realpath
        20_000, 150_000, frozenset({"AGENTS.md", "TOOLS.md"}),
        frozenset({"AGENTS.md", "TOOLS.md"}), skip_when_absent=frozenset({"MEMORY.md", "memory.md", "BOOTSTRAP.md"}),
    ),
    ot.V2026_9: Profile(
        ot.V2026_9, ("AGENTS.md", "SOUL.md", "IDENTITY.md", "USER.md", "BOOTSTRAP.md", "MEMORY.md"),
        20_000, 60_000, frozenset({"AGENTS.md"}), frozenset({"AGENTS.md", "SOUL.md", "IDENTITY.md", "USER.md"}),
        user_cap=4_000, skip_when_absent=frozenset({"MEMORY.md", "USER.md", "BOOTSTRAP.md"}),
    ),
}


@dataclass
class BootstrapFile:
    """One file of the bootstrap block: what reaches the prompt and how it was cut."""

    name: str                       # "AGENTS.md"
    path: Path
    text: str                       # the file on disk ("" when missing)
    injected: str                   # what OpenClaw puts in the prompt for it
    cap: int                        # the per-file budget of this file (USER.md's is smaller)
    budget: int                     # the budget it got: min(cap, what was left of the total)
    spans: list[tuple[int, int]]    # kept [start, end) ranges of the text
    rule: str
    truncated: bool = False         # cut by `trimBootstrapContent`
    clamped: bool = False           # cut again by the total budget
    missing: bool = False

    @property
    def size(self) -> int:
        """The size OpenClaw measures (`rawChars`: trailing whitespace trimmed)."""
        return len(self.text.rstrip())


@dataclass
class Bootstrap:
    """What OpenClaw injects for one session kind, and why."""

    workspace: Path
    version: str                    # the version whose rules apply
    version_source: str
    profile: Profile
    max_chars: int
    total_chars: int
    budget_source: str
    session: str
    files: list[BootstrapFile] = field(default_factory=list)
    not_injected: dict[str, str] = field(default_factory=dict)   # name present on disk -> why not injected
    notes: list[str] = field(default_factory=list)
    report: dict[str, Any] | None = None
    report_source: str = ""

    @property
    def text(self) -> str:
        """The block as OpenClaw assembles it ("# Project Context", a "## NAME" heading per file)."""
        parts = [f"## {f.name}\n\n{f.injected}" for f in self.files]
        return "# Project Context\n\n" + "\n\n".join(parts) if parts else ""

    def rules(self) -> list[str]:
        """The version, budgets and session kind, in words."""
        out = [f"version {self.version} ({self.version_source}); cut rule {self.profile.name}",
               f"budgets {self.max_chars:,} chars/file, {self.total_chars:,} total ({self.budget_source})"]
        if self.profile.user_cap:
            out.append(f"USER.md fixed cap {min(self.max_chars, self.profile.user_cap):,} chars")
        out.append(f"session kind: {self.session}")
        return out

    def injected_names(self) -> set[str]:
        return {f.name for f in self.files if not f.missing}


# --- config, version, recorded report ---------------------------------------------------------

def read_text(path: Path) -> str | None:
    """A file's text (None when it cannot be read); bad UTF-8 replaced."""
    result = read_file(path, max_bytes=MAX_READ_BYTES)
    return result.text if result.ok else None


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


def _rel(root: Path, path: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def read_config(root: Path) -> tuple[dict[str, Any], str | None]:
    """The workspace's OpenClaw config and where it came from (empty when absent or unreadable)."""
    for candidate in (root / "openclaw.json", root / ".openclaw" / "openclaw.json", root.parent / "openclaw.json"):
        if candidate.is_file():
            data = _loads_json5(read_text(candidate) or "")
            if isinstance(data, dict):
                return data, _rel(root, candidate)
    return {}, None


def workspace_dir(root: Path) -> Path:
    """The directory holding the bootstrap files: `root`, or `root/workspace` for an OpenClaw home."""
    if not (root / "AGENTS.md").exists() and (root / "workspace" / "AGENTS.md").exists():
        return root / "workspace"
    return root


def profile_for(version: str | None) -> Profile:
    """The loader of an OpenClaw version ("2026.9.6"); 2026.9 and later use the checked 2026.9.6 code."""
    numbers = [int(n) for n in re.findall(r"\d+", version or "")[:3]]
    if not numbers:
        return PROFILES[ot.V2026_9]
    return PROFILES[ot.V2026_9] if tuple(numbers[:2]) >= (2026, 9) else PROFILES[ot.LEGACY]


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


_SKIP_DIRS = {".git", "node_modules", ".venv", "venv", "__pycache__", ".memtui"}
_MAX_DEPTH = 6


def _sessions_files(root: Path) -> list[Path]:
    found: list[Path] = []
    base_depth = len(root.parts)
    for directory, dirs, files in os.walk(root):
        depth = len(Path(directory).parts) - base_depth
        dirs[:] = [d for d in dirs if d not in _SKIP_DIRS and depth < _MAX_DEPTH]
        if "sessions.json" in files:
            found.append(Path(directory) / "sessions.json")
    return sorted(found)


def _stamp(entry: dict[str, Any], report: dict[str, Any]) -> float:
    for value in (report.get("generatedAt"), entry.get("updatedAt")):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    return 0.0


def find_report(root: Path) -> tuple[dict[str, Any] | None, str]:
    """The newest main-session `systemPromptReport` with per-file data (sessions.json), and "path#sessionKey"."""
    best: tuple[float, dict[str, Any], str] | None = None
    for path in _sessions_files(root):
        try:
            data = json.loads(read_text(path) or "")
        except ValueError:
            continue
        if not isinstance(data, dict):
            continue
        for key, entry in data.items():
            if not isinstance(entry, dict) or ":subagent:" in str(key) or str(key).startswith("cron:"):
                continue
            report = entry.get("systemPromptReport")
            if not isinstance(report, dict) or not isinstance(report.get("injectedWorkspaceFiles"), list):
                continue
            stamp = _stamp(entry, report)
            if best is None or stamp > best[0]:
                best = (stamp, report, f"{_rel(root, path)}#{key}")
    return (best[1], best[2]) if best else (None, "")


def _positive(value: Any) -> int | None:
    return int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0 else None


def _budgets(config: dict[str, Any], config_source: str | None, report: dict[str, Any] | None,
             profile: Profile) -> tuple[int, int, str]:
    """(per file, total, where from): the config's `agents.defaults`, a recorded report's, the version's."""
    agents = config.get("agents")
    found = agents.get("defaults") if isinstance(agents, dict) else None
    defaults: dict[str, Any] = found if isinstance(found, dict) else {}
    max_chars = _positive(defaults.get("bootstrapMaxChars"))
    total_chars = _positive(defaults.get("bootstrapTotalMaxChars"))
    source = f"config {config_source}" if (max_chars or total_chars) else ""
    if report is not None and not source:
        max_chars = _positive(report.get("bootstrapMaxChars"))
        total_chars = _positive(report.get("bootstrapTotalMaxChars"))
        source = "recorded systemPromptReport" if (max_chars or total_chars) else ""
    max_chars = max_chars or profile.max_chars
    total_chars = total_chars or max(max_chars, profile.total_chars)
    return max_chars, total_chars, source or "version defaults"


# --- the loader --------------------------------------------------------------------------------

def _allowed(profile: Profile, session: str) -> set[str] | None:
    if session == "subagent":
        return set(profile.subagent)
    if session == "cron":
        return set(profile.cron)
    if session == "heartbeat":
        return set()
    return None


def _withheld_reason(profile: Profile, name: str, session: str) -> str:
    if session == "heartbeat":
        return "heartbeat runs in lightweight context mode get no bootstrap files"
    if name == "MEMORY.md" and session != "main":
        return f"MEMORY.md is withheld from {session} sessions"
    allowed = _allowed(profile, session)
    if allowed is not None and name not in allowed:
        return f"{name} is withheld from {session} sessions"
    return ""


def _same_file(ws: Path, name: str, other: str) -> bool:
    """`name` is another spelling of `other` (`memory.md` on a case-insensitive file system, or a symlink):
    OpenClaw dedupes the two by realpath."""
    if name == other or name.casefold() != other.casefold():
        return False
    try:
        return os.path.samefile(ws / name, ws / other)
    except OSError:
        return False


def bootstrap(root: Path, *, session: str = "main", version: str | None = None,
              read: Callable[[Path], str | None] | None = None, with_report: bool = True) -> Bootstrap:
    """What OpenClaw injects at the start of a `session` (main|subagent|cron|group|heartbeat) for `root`.

    `read(path)` gives a file's text (None when absent); the disk by default. Mirrors
    `loadWorkspaceBootstrapFiles` → `filterBootstrapFilesForSession` → `buildBootstrapContextFiles`."""
    reader = read or (lambda p: read_text(p) if p.is_file() else None)
    ws = workspace_dir(root)
    config, config_source = read_config(root)
    chosen_version, version_source = _version(root, config, version)
    profile = profile_for(chosen_version)
    report, report_source = find_report(root) if with_report else (None, "")
    max_chars, total_chars, budget_source = _budgets(config, config_source, report, profile)
    plan = Bootstrap(ws, chosen_version or CHECKED_VERSION, version_source, profile, max_chars, total_chars,
                     budget_source, session, report=report, report_source=report_source)
    for name, why in RETIRED.items():
        if name not in profile.order and reader(ws / name) is not None and not _same_file(ws, name, "MEMORY.md"):
            plan.not_injected[name] = why
    remaining = total_chars
    for name in profile.order:
        path = ws / name
        text = reader(path) if not _same_file(ws, name, "MEMORY.md") else None
        why = _withheld_reason(profile, name, session)
        if why:
            if text is not None:
                plan.not_injected[name] = why
            continue
        if remaining <= 0:
            _skip(plan, name, text, "the total budget is used up")
            continue
        cap = min(max_chars, profile.user_cap) if (name == "USER.md" and profile.user_cap) else max_chars
        if text is None:
            if name in profile.skip_when_absent:
                continue
            marker = ot.clamp(f"[MISSING] Expected at: {path}", remaining)
            remaining -= len(marker)
            plan.files.append(BootstrapFile(name, path, "", marker, cap, cap, [], "missing", missing=True))
            continue
        if remaining < MIN_FILE_BUDGET:
            plan.notes.append(f"total budget left {remaining} chars (< {MIN_FILE_BUDGET}): {name} and later "
                              "files skipped")
            _skip(plan, name, text, f"the total budget left {remaining} chars (< {MIN_FILE_BUDGET})")
            remaining = 0
            continue
        plan.files.append(_cut(name, path, text, cap, remaining, profile))
        remaining -= len(plan.files[-1].injected)
    return plan


def _skip(plan: Bootstrap, name: str, text: str | None, why: str) -> None:
    if text is not None:
        plan.not_injected[name] = f"{name} is skipped: {why}"


def _cut(name: str, path: Path, text: str, cap: int, remaining: int, profile: Profile) -> BootstrapFile:
    """One file cut to its budget (`trimBootstrapContent`) and clamped to the total left (`clampToBudget`)."""
    budget = max(1, min(cap, remaining))
    trimmed = ot.trim(profile.name, text, name, budget)
    injected = ot.clamp(trimmed.content, remaining)
    spans, rule, clamped = trimmed.spans, trimmed.rule, False
    if len(injected) < len(trimmed.content):
        clamped = True
        if not trimmed.truncated:
            spans = [(0, len(injected) - 1)]
        rule += f"; clamped to the {remaining:,} chars left of the total"
    return BootstrapFile(name, path, text, injected, cap, budget, spans, rule, trimmed.truncated, clamped)
