"""Which exact file names each agent loads (the one rule map, lint, preview and the Index pane share), and
where the agents keep their session transcripts.

The agents open their files by exact name (session-formats.md §4, §5.4, §6; memory-engines.md §5.3):
Claude Code `CLAUDE.md`, `CLAUDE.local.md` and the auto-memory index `MEMORY.md`; OpenClaw its bootstrap
files (`AGENTS.md`, `SOUL.md`, …, `MEMORY.md`, and also `memory.md`); Hermes `MEMORY.md` / `USER.md`
(and the `SOUL.md` beside `memories/`); pi `AGENTS.md` / `AGENTS.MD` / `CLAUDE.md` / `CLAUDE.MD`.
On a case-sensitive file system (Linux, where the agents mostly run) a `Memory.md` is therefore loaded
by none of them. On a case-insensitive one (macOS, Windows by default) opening `MEMORY.md` gives
`Memory.md`: the scan asks the file system (`opened_as`) and then uses the name the agent opens.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

OPENCLAW_HOMES = (".openclaw", ".clawdbot", ".moltbot", ".moldbot")
AGENT_FILE_NAMES: dict[str, frozenset[str]] = {
    "claude-code": frozenset({"CLAUDE.md", "CLAUDE.local.md", "MEMORY.md"}),
    "openclaw": frozenset({"AGENTS.md", "SOUL.md", "TOOLS.md", "IDENTITY.md", "USER.md", "HEARTBEAT.md",
                           "BOOTSTRAP.md", "MEMORY.md", "memory.md"}),
    "hermes": frozenset({"MEMORY.md", "USER.md", "SOUL.md"}),
    "pi": frozenset({"AGENTS.md", "AGENTS.MD", "CLAUDE.md", "CLAUDE.MD"}),
}
LOADED_NAMES = frozenset().union(*AGENT_FILE_NAMES.values())
# The usual spelling of each folded name wins (later keys win): an uppercase stem, a ".md" suffix
# ("MEMORY.md" over "memory.md", "CLAUDE.md" over "CLAUDE.MD").
_BY_FOLDED = {name.casefold(): name for name in sorted(
    LOADED_NAMES, key=lambda n: (n.rsplit(".", 1)[0].isupper(), n.endswith(".md"), n))}


def agent_session_dirs(home: Path) -> list[Path]:
    """The existing session folders of the known agents under `home`: the user's home, or a workspace
    holding a copy of one (`.codex/sessions`, `.claude/projects`, `.openclaw/agents/*/sessions`, …)."""
    candidates = [home / ".pi" / "agent" / "sessions", home / ".claude" / "projects",
                  home / ".codex" / "sessions", home / ".codex" / "archived_sessions",
                  home / ".hermes" / "sessions"]
    for name in OPENCLAW_HOMES:
        agents = home / name / "agents"
        try:
            candidates.extend(sorted(p / "sessions" for p in agents.iterdir() if p.is_dir()))
        except OSError:
            continue
    return [p for p in candidates if p.is_dir()]


def basename(path: str) -> str:
    """The last part of a "/"-separated path."""
    return path.rsplit("/", 1)[-1]


def loads(agent: str, path: str) -> bool:
    """Whether `agent` opens a file of this name (exact, case-sensitive match)."""
    return basename(path) in AGENT_FILE_NAMES.get(agent, frozenset())


def case_variant(path: str) -> str | None:
    """The agent file name this name spells in another case (`Memory.md` -> `MEMORY.md`), when no agent
    opens the name as written; None for a loaded name or an unrelated one."""
    name = basename(path)
    if name in LOADED_NAMES:
        return None
    return _BY_FOLDED.get(name.casefold())


def match_name(path: str) -> str:
    """The lowercased file name the layout rules compare (`MEMORY.md` -> `memory.md`), except for a
    case variant no agent opens (`Memory.md` stays `Memory.md`, so it matches none of them)."""
    name = basename(path)
    return name if case_variant(name) else name.lower()


def variant_note(path: str) -> str:
    """Why a case-variant file is not loaded (empty for any other file)."""
    wanted = case_variant(path)
    if wanted is None:
        return ""
    agents = ", ".join(a for a, names in AGENT_FILE_NAMES.items() if wanted in names)
    return (f"{basename(path)} is not {wanted}: {agents} open {wanted} by exact name, so on a case-sensitive "
            f"file system this file is never loaded (rename it to {wanted})")


def opened_as(path: Path) -> str | None:
    """On a case-insensitive file system, the agent file name that opens `path` (`Memory.md` when
    `MEMORY.md` resolves to it); None when the file system tells the two names apart."""
    wanted = case_variant(path.name)
    if wanted is None:
        return None
    try:
        return wanted if os.path.samefile(path, path.with_name(wanted)) else None
    except OSError:
        return None


CRON_RUN_KEYS = ("ts", "jobId", "action")
_HEAD_BYTES = 16 * 1024


def is_cron_run_entry(obj: object) -> bool:
    """One line of an OpenClaw cron run log (`cron/runs/<jobId>.jsonl`: `{"ts", "jobId", "action":
    "finished", "status", "summary", …}`, OpenClaw's `CronRunLogEntry`): a record of a job run, not a
    session event (it has no `type`, `message` or entry id, even when it names the run's `sessionId`)."""
    return (isinstance(obj, dict) and isinstance(obj.get("ts"), (int, float)) and isinstance(obj.get("jobId"), str)
            and isinstance(obj.get("action"), str) and "type" not in obj and "message" not in obj)


def is_cron_run_log(path: Path) -> bool:
    """Whether the first JSON line of `path` is an OpenClaw cron run log entry (False when unreadable)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(_HEAD_BYTES)
    except OSError:
        return False
    for line in head.split(b"\n"):
        if line.strip():
            try:
                return is_cron_run_entry(json.loads(line))
            except ValueError:
                return False
    return False


def run_logs_note(paths: list[str]) -> str:
    """One line naming the OpenClaw cron run logs a listing leaves out."""
    shown = ", ".join(paths[:3]) + (f", … ({len(paths) - 3} more)" if len(paths) > 3 else "")
    return (f"not sessions: {len(paths)} OpenClaw cron run log(s), records of job runs, not transcripts "
            f"(not listed): {shown}")
