"""Git as a second source of history: commits that touched memory files, and their contents.

Used only where the workspace is inside a git work tree and `git` is installed; every call has a
timeout and any failure means "no git history" (never an error for the user).
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtui.core.history.store import iso_utc

_TIMEOUT = 10
_MAX_COMMITS = 200
_SEP = "\x1f"


@dataclass
class Commit:
    """One commit: when, who, why, and the memory files it wrote (root-relative path -> bytes)."""

    commit: str
    time: str                     # ISO 8601 UTC, the journal's form
    author: str
    subject: str
    files: dict[str, bytes] = field(default_factory=dict)

    def by(self) -> dict[str, Any]:
        return {"commit": self.commit[:12], "author": self.author, "subject": self.subject}


def _git(root: Path, *args: str) -> bytes | None:
    try:
        done = subprocess.run(["git", "-C", str(root), *args], capture_output=True, timeout=_TIMEOUT, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout if done.returncode == 0 else None


def is_repo(root: Path) -> bool:
    out = _git(root, "rev-parse", "--is-inside-work-tree")
    return out is not None and out.strip() == b"true"


def commits_since(root: Path, since: str | None, path: str | None = None) -> list[Commit]:
    """Commits after `since` (ISO time; None: all, newest 200) touching markdown under the root."""
    if not (Path(root) / ".git").exists() and not is_repo(root):
        return []
    args = ["log", f"-n{_MAX_COMMITS}", "--no-renames", "--name-status",
            f"--format=@@{_SEP}%H{_SEP}%cI{_SEP}%an{_SEP}%s", "--relative"]
    if since:
        args.append(f"--since={since}")
    args += ["--", path or "*.md"]
    out = _git(root, *args)
    if out is None:
        return []
    commits: list[Commit] = []
    for line in out.decode("utf-8", errors="replace").splitlines():
        if line.startswith("@@" + _SEP):
            _, sha, when, author, subject = (line.split(_SEP) + [""] * 5)[:5]
            commits.append(Commit(sha, iso_utc(when) or when, author, subject))
        elif "\t" in line and commits:
            status, name = line.split("\t", 1)
            if status.startswith("D"):
                continue
            data = _git(root, "show", f"{commits[-1].commit}:./{name}")
            if data is not None:
                commits[-1].files[name] = data
    if since:
        commits = [c for c in commits if c.time > since]
    return list(reversed(commits))

