"""Find transcripts: inside a workspace, and on request in the known agent homes.

Agent homes (opt-in: `--agent-home`, the pane's `h` key, or `[sessions] agent_home = true` in
memtui.toml): `~/.pi/agent/sessions`, `~/.claude/projects`, `~/.openclaw/agents/*/sessions`
(and the old `~/.clawdbot`, `~/.moltbot`, `~/.moldbot`), `~/.codex/sessions` (+ `archived_sessions`).
Claude Code side files (`tool-results/`, `workflows/`) are not sessions; sub-agent transcripts
(`<sessionId>/subagents/agent-*.jsonl`, and the old `agent-<8hex>.jsonl` beside their session) are listed
right under their parent session with a `parent` field (the parser also attaches them to the parent's tree).
Symlink loops and unreadable directories become problems,
never crashes (the workspace walker is reused for that).
"""

from __future__ import annotations

import os
import re
from functools import partial
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable

from memtui.core.agent_names import agent_session_dirs, is_cron_run_log
from memtui.core.cache import BoundedCache, StatKey
from memtui.core.config import load_config
from memtui.core.sessions import load_tree_cached
from memtui.core.sessions.claude import subagent_files
from memtui.core.sessions.common import timestamp_key
from memtui.core.sessions.stores import stat_target, store_session_paths
from memtui.core.workspace import Problem, walk_with_agent_sessions

SIDE_DIRS = ("subagents", "tool-results", "workflows")
OLD_AGENT_FILE = re.compile(r"agent-[0-9a-f]{8}\.jsonl")


@dataclass
class SessionInfo:
    """One row of the session list."""

    path: Path
    display_path: str               # relative to the workspace root, or ~-relative for agent homes
    format: str = "unknown"
    name: str = ""
    date: str = ""                  # last entry timestamp (UTC, minutes), else the file's mtime
    entries: int = 0
    tokens: int | None = None       # last measured context size on the active path
    branch_points: int = 0
    compactions: int = 0
    malformed: int = 0
    error: str | None = None
    parent: str | None = None       # a Claude Code sub-agent transcript: its parent session's display path

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.display_path,
            "format": self.format,
            "name": self.name,
            "date": self.date,
            "entries": self.entries,
            "tokens": self.tokens,
            "branch_points": self.branch_points,
            "compactions": self.compactions,
            "malformed_lines": self.malformed,
            "error": self.error,
            "parent": self.parent,
        }


@dataclass
class Discovery:
    sessions: list[SessionInfo] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    run_logs: list[str] = field(default_factory=list)     # OpenClaw cron run logs found and not listed


def agent_home_dirs(home: Path | None = None) -> list[Path]:
    """The existing session folders of the known agents under `home` (default: the user's). The same
    folders inside a workspace are part of its walk (`walk_with_agent_sessions`)."""
    return agent_session_dirs(Path(home) if home is not None else Path.home())


def agent_home_configured(root: Path) -> bool:
    """`[sessions] agent_home = true` in the workspace's memtui.toml."""
    return load_config(root).section("sessions").get("agent_home") is True


def is_side_file(path: Path) -> bool:
    """True for Claude Code side files that are not sessions (sub-agent logs, tool results)."""
    return any(part in SIDE_DIRS for part in path.parts[:-1])


def transcript_paths(root: Path, problems: list[Problem], run_logs: list[Path] | None = None) -> list[Path]:
    """The `.jsonl` transcripts below `root` (side files excluded), sorted: the workspace walk, which also
    walks the agents' session folders inside `root` (`.codex/sessions`, `.openclaw/agents/*/sessions`, …).
    OpenClaw cron run logs are not sessions: left out (and added to `run_logs` when given)."""
    found = []
    for path, _ in walk_with_agent_sessions(root, problems, frozenset({".jsonl"})):
        if is_side_file(path.relative_to(root)):
            continue
        if is_cron_run_log(path):
            if run_logs is not None:
                run_logs.append(path)
            continue
        found.append(path)
    return sorted(found)


def _display(path: Path, root: Path | None) -> str:
    if root is not None:
        try:
            return path.relative_to(root).as_posix()
        except ValueError:
            pass
    try:
        return "~/" + path.relative_to(Path.home()).as_posix()
    except ValueError:
        return path.as_posix()


def _short_date(timestamp: str | None, path: Path) -> str:
    moment = timestamp_key(timestamp)
    if moment == float("-inf"):
        try:
            moment = os.stat(path).st_mtime
        except OSError:
            return ""
    return datetime.fromtimestamp(moment, timezone.utc).strftime("%Y-%m-%d %H:%M")


_INFO_CACHE: BoundedCache[StatKey, SessionInfo] = BoundedCache(5000)


def session_info(path: Path, root: Path | None = None) -> SessionInfo:
    """Parse one file into its list row (cached by path, mtime and size)."""
    display = _display(path, root)
    try:
        key = StatKey.of(path, os.stat(stat_target(path)))
    except OSError as exc:
        return SessionInfo(path, display, error=f"cannot read: {exc.strerror or exc}")
    cached = _INFO_CACHE.get(key)
    if cached is not None:
        cached.display_path = display
        return cached
    tree = load_tree_cached(path)
    session = tree.session
    info = SessionInfo(path, display, format=session.format, error=session.error)
    info.name = tree.name()
    info.entries = sum(1 for n in tree.nodes.values() if not n.source)
    info.branch_points = len(tree.branch_points)
    info.compactions = len(tree.compactions)
    info.malformed = len(session.malformed)
    last = tree.nodes.get(tree.active_leaf or "")
    info.date = _short_date(last.timestamp if last else None, path)
    for node_id in reversed(tree.active_path):
        usage = tree.nodes[node_id].usage
        if usage is not None and usage.context_tokens:
            info.tokens = usage.context_tokens
            break
    _INFO_CACHE.put(key, info)
    return info


def discover(root: Path | None, agent_home: bool = False, home: Path | None = None, *,
             detailed: bool = True) -> Discovery:
    """Session rows for the transcripts in `root` and, if asked, in the agent homes.

    `detailed=False` only walks the folders: rows carry the path, the file name and the mtime
    (the TUI shows them at once, then fills in the parsed details)."""
    result = Discovery()
    folders: list[tuple[Path, Path | None]] = []
    if root is not None:
        folders.append((Path(root), Path(root)))
    if agent_home:
        folders.extend((folder, None) for folder in agent_home_dirs(home))
    seen: set[str] = set()
    run_logs: list[Path] = []
    listing: Callable[[Path, list[Problem]], list[Path]] = partial(transcript_paths, run_logs=run_logs)
    scans = [(folder, rel_root, listing) for folder, rel_root in folders]
    if root is not None:  # SQLite session stores (OpenClaw agent stores, Hermes state.db): one row per session
        scans.append((Path(root), Path(root), store_session_paths))
    if agent_home:
        scans.append((Path(home) if home is not None else Path.home(), None, store_session_paths))
    for folder, rel_root, finder in scans:
        rows: list[SessionInfo] = []
        for path in finder(folder, result.problems):
            for file in [path, *subagent_files(path)]:
                real = os.path.realpath(file)
                if real in seen:
                    continue
                seen.add(real)
                if detailed:
                    info = session_info(file, rel_root)
                else:
                    info = SessionInfo(file, _display(file, rel_root), format="…", name=file.name,
                                       date=_short_date(None, file))
                if file is not path:
                    info.parent = _display(path, rel_root)
                rows.append(info)
        result.sessions.extend(_under_parents(rows, detailed))
    result.run_logs = [_display(path, Path(root) if root is not None else None) for path in run_logs]
    return result


def _under_parents(rows: list[SessionInfo], detailed: bool) -> list[SessionInfo]:
    """Old-layout sub-agent files (`agent-<id>.jsonl` beside their session, carrying its `sessionId`)
    get their parent, and every sub-agent row moves right after its parent's row."""
    by_path = {info.path: info for info in rows}
    for info in rows:
        if info.parent is None and detailed and OLD_AGENT_FILE.fullmatch(info.path.name):
            parent_id = load_tree_cached(info.path).session.session_id
            parent = by_path.get(info.path.with_name(f"{parent_id}.jsonl")) if parent_id else None
            if parent is not None and parent is not info:
                info.parent = parent.display_path
    children: dict[str, list[SessionInfo]] = {}
    for info in rows:
        if info.parent is not None:
            children.setdefault(info.parent, []).append(info)
    tops = {info.display_path for info in rows if info.parent is None}
    ordered: list[SessionInfo] = []
    for info in rows:
        if info.parent in tops:
            continue  # placed right under its parent
        ordered.append(info)
        ordered.extend(children.get(info.display_path, []))
    return ordered


def iter_infos(paths: Iterable[Path], root: Path | None) -> Iterable[SessionInfo]:
    """Rows for known paths, one at a time (the TUI streams them into its list)."""
    for path in paths:
        yield session_info(path, root)
