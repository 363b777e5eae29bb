"""Is an agent working on a transcript right now? And the session lock memtui takes to append to one.

A rewind appended while the agent has the session open is undone by the agent's in-memory leaf on
its next write, so `live_evidence` collects what suggests a live session: a write in the last
`RECENT_SECONDS`, a held `<file>.lock` (OpenClaw's session write lock: `{"pid", "createdAt"}`,
created exclusively, stale when its process is gone or it is older than `STALE_LOCK_SECONDS`), or
an agent process (`pi`, `openclaw`, `claude`, `codex`) running in the session's folder or holding
the file open (Linux `/proc`; elsewhere only the first two checks apply).

`session_lock(path)` takes that same lock file, so OpenClaw (and a second memtui) wait for memtui's
append; Pi takes no lock, which is why appends also check the file's end and verify afterwards.
"""

from __future__ import annotations

import json
import os
import time
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterator

from memtui.core.sessions.common import timestamp_key
from memtui.core.sessions.model import Session

RECENT_SECONDS = 120
STALE_LOCK_SECONDS = 30 * 60
AGENT_NAMES = frozenset({"pi", "openclaw", "openclaw-gateway", "claude", "codex"})
AGENT_PACKAGES = ("pi-coding-agent", "@anthropic-ai/claude-code", "openclaw", "@openai/codex")


class SessionLocked(Exception):
    """Another process holds the session's lock file."""


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def pid_alive(pid: object) -> bool:
    """Whether a process with this id runs (one we may not signal counts as running)."""
    if not isinstance(pid, int) or isinstance(pid, bool) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def lock_holder(path: Path) -> tuple[int | None, bool] | None:
    """(pid, live) of the lock file beside `path`, or None when there is none."""
    try:
        text = lock_path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    try:
        payload = json.loads(text)
    except (ValueError, RecursionError):
        payload = None
    payload = payload if isinstance(payload, dict) else {}
    pid = payload.get("pid") if isinstance(payload.get("pid"), int) else None
    created = timestamp_key(payload.get("createdAt") if isinstance(payload.get("createdAt"), str) else None)
    fresh = created == float("-inf") or time.time() - created < STALE_LOCK_SECONDS
    return pid, pid_alive(pid) and fresh and pid != os.getpid()


@contextmanager
def session_lock(path: Path) -> Iterator[None]:
    """Hold `<path>.lock` (created exclusively) while appending; a stale lock is taken over.
    Raises `SessionLocked` when a live process holds it."""
    target = lock_path(path)
    payload = json.dumps({"pid": os.getpid(), "createdAt": datetime.now(timezone.utc).isoformat()})
    for _attempt in range(2):
        try:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            holder = lock_holder(path)
            if holder is None:
                continue  # released meanwhile
            pid, live = holder
            if live:
                raise SessionLocked(f"{target.name} is held by process {pid}") from None
            target.unlink(missing_ok=True)  # stale: its process is gone, as OpenClaw itself reclaims it
            continue
        try:
            os.write(fd, payload.encode())
        finally:
            os.close(fd)
        break
    else:
        raise SessionLocked(f"{target.name} could not be taken")
    try:
        yield
    finally:
        try:
            if target.read_text(encoding="utf-8") == payload:
                target.unlink()
        except OSError:
            pass


def session_cwd(session: Session) -> str | None:
    """The working folder the agent recorded for the session (Pi/OpenClaw/Codex header, Claude lines)."""
    header = session.header if isinstance(session.header, dict) else {}
    cwd = header.get("cwd")
    if isinstance(cwd, str):
        return cwd
    for node in session.nodes[:20]:
        try:
            obj = json.loads(node.raw)
        except (ValueError, RecursionError):
            continue
        cwd = obj.get("cwd") if isinstance(obj, dict) else None
        if isinstance(cwd, str):
            return cwd
    return None


def _is_agent(argv: list[str]) -> str | None:
    for arg in argv[:3]:
        name = os.path.basename(arg)
        if name in AGENT_NAMES:
            return name
        for package in AGENT_PACKAGES:
            if package in arg:
                return package
    return None


def agent_processes(path: Path, cwd: str | None) -> list[str]:
    """Agent processes that hold `path` open or run in `cwd` (Linux; empty elsewhere)."""
    proc = Path("/proc")
    if not proc.is_dir():
        return []
    real = os.path.realpath(path)
    found: list[str] = []
    for entry in proc.iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            argv = [a for a in (entry / "cmdline").read_bytes().decode("utf-8", "replace").split("\0") if a]
        except OSError:
            continue
        agent = _is_agent(argv)
        if agent is None:
            continue
        try:
            if any(os.readlink(fd) == real for fd in (entry / "fd").iterdir()):
                found.append(f"{agent} (pid {entry.name}) has the file open")
                continue
        except OSError:
            pass
        try:
            if cwd and os.path.realpath(os.readlink(entry / "cwd")) == os.path.realpath(cwd):
                found.append(f"{agent} (pid {entry.name}) is running in the session's folder {cwd}")
        except OSError:
            continue
    return found


def live_evidence(path: Path, session: Session | None = None, *, now: float | None = None) -> list[str]:
    """Why the session may be open in its agent right now (empty when nothing suggests it)."""
    evidence: list[str] = []
    try:
        age = (time.time() if now is None else now) - os.stat(path).st_mtime
    except OSError:
        age = None
    if age is not None and age < RECENT_SECONDS:
        evidence.append(f"the file was written {max(age, 0):.0f} s ago")
    holder = lock_holder(path)
    if holder is not None and holder[1]:
        evidence.append(f"its lock file {lock_path(path).name} is held by process {holder[0]}")
    evidence += agent_processes(path, session_cwd(session) if session is not None else None)
    return evidence
