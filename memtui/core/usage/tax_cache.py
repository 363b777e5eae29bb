"""The memory tax of a workspace root kept beside the usage cache, so a repeat `stats --json` needs no scan.

`root_key(root)` fingerprints what the workspace scan reads to find the always-loaded files: every folder it
walks and every memory file in them (the scanner's own rules: `workspace.SKIP_DIRS`, hidden folders but
`ALLOWED_DOT_DIRS`, `MEMORY_SUFFIXES`, `MAX_FILES`), each markdown file by path, size, mtime and inode (its
text decides roles, layouts, caps and tokens), each transcript by path, and the tokenizer setting. It declines
(None) whatever it does not model: a config file (`memtui.toml` or `$MEMTUI_CONFIG_FILE`), a symlink, a folder
it cannot list, too many files. The full `stats` run stores the tax it computed under the key taken before its
scan (and only if the key is the same after it); the lean path prints it when the key still matches. A run over
the workspace's own sessions (no files named) also stores the transcripts it read, in the order it printed them:
the key names every transcript below the root, so while it matches they are the ones a scan would find — unless
a session store (SQLite) sits at one of the places `stats` looks for them (`has_store_places`), which the key does
not cover: then no list is stored or used.
"""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path
from typing import Any, NamedTuple

from memtui.core.cache import blake2b, entry_path, write_entry

VERSION = 3          # 2: the transcripts of a run over the workspace's own sessions; 3: the memory text's hash
CONFIG_NAME = "memtui.toml"          # `core.config.CONFIG_NAME`
CONFIG_ENV = "MEMTUI_CONFIG_FILE"   # `core.config`: a config file named outside the root
TOKENIZER_ENV = "MEMTUI_TOKENIZER"
# `core.workspace`'s walk (a test checks they are the same)
SKIP_DIRS = frozenset({".git", ".memtui", "node_modules", ".venv", "venv", "__pycache__", ".tox", ".pnpm-store"})
ALLOWED_DOT_DIRS = frozenset({".learnings"})
TEXT_SUFFIXES = frozenset({".md", ".markdown"})
TRANSCRIPT_SUFFIXES = frozenset({".jsonl"})
MAX_FILES = 20_000
RECENT_NS = 2_000_000_000
# `sessions.sqlite_store.find_store_files` looks below these (a test checks every place it finds a store is here)
STORE_PLACES = (".openclaw", ".clawdbot", ".moltbot", ".moldbot", "agents", "agent", "openclaw-agent.sqlite",
                "state.db", ".hermes")


def has_store_places(root: Path) -> bool:
    """Whether anything is at a place below `root` where `stats` looks for session stores (conservative: a folder
    named `agents` without any store counts too)."""
    return any(os.path.lexists(root / name) for name in STORE_PLACES)


def root_key(root: Path) -> str | None:
    """A fingerprint of what the scan reads for the memory tax of `root` (resolved), or None (see above)."""
    keyed = _keyed(root)
    return keyed[0] if keyed is not None else None


def _keyed(root: Path) -> tuple[str, int] | None:
    """(`root_key`, the newest mtime in ns of the markdown files it covers)."""
    if os.environ.get(CONFIG_ENV):
        return None
    parts = [f"{TOKENIZER_ENV}={os.environ.get(TOKENIZER_ENV, '')}"]
    stack, files, newest = [root], 0, 0
    try:
        while stack:
            folder = stack.pop()
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda e: e.name)
            rel = os.path.relpath(folder, root)
            parts.append(f"{rel}/")
            for entry in entries:
                if entry.is_symlink():
                    return None
                if entry.is_dir():
                    if entry.name not in SKIP_DIRS and (not entry.name.startswith(".")
                                                        or entry.name in ALLOWED_DOT_DIRS):
                        stack.append(Path(entry.path))
                    continue
                if folder == root and entry.name == CONFIG_NAME:
                    return None
                suffix = os.path.splitext(entry.name)[1].lower()
                if suffix not in TEXT_SUFFIXES and suffix not in TRANSCRIPT_SUFFIXES:
                    continue
                st = entry.stat()
                if not stat.S_ISREG(st.st_mode):
                    continue
                files += 1
                if files > MAX_FILES:
                    return None
                if suffix in TEXT_SUFFIXES:
                    parts.append(f"{rel}/{entry.name}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}")
                    newest = max(newest, st.st_mtime_ns)
                else:
                    parts.append(f"{rel}/{entry.name}")
    except OSError:
        return None
    return blake2b("\n".join(parts).encode("utf-8", "surrogatepass"), digest_size=16).hexdigest(), newest


def _entry_file(folder: Path, root: Path) -> Path:
    return entry_path(folder, root, ".tax")


def cached_tax(folder: Path, root: Path) -> dict[str, Any] | None:
    """The stored memory tax (as `stats --json` prints it) of `root` when its key still matches, else None."""
    stored = cached_root(folder, root)
    return stored[0] if stored is not None else None


class StoredRoot(NamedTuple):
    """What a full run stored for a root: the memory tax, the transcripts of the workspace's own sessions (None:
    not stored) and the hash of the memory text the compactions' loss audits were checked against (None: no
    compaction was audited)."""

    tax: dict[str, Any]
    transcripts: list[str] | None
    memory: str | None


def cached_root(folder: Path, root: Path) -> StoredRoot | None:
    """What the last full run stored for `root` when its key still matches, else None."""
    key = root_key(root)
    if key is None:
        return None
    try:
        with open(_entry_file(folder, root), "rb") as fh:
            saved = json.loads(fh.read())
    except (OSError, ValueError):
        return None
    if not isinstance(saved, dict) or saved.get("version") != VERSION or saved.get("root") != str(root) \
            or saved.get("key") != key:
        return None
    tax, transcripts, memory = saved.get("tax"), saved.get("transcripts"), saved.get("memory")
    if not isinstance(tax, dict):
        return None
    if not (isinstance(transcripts, list) and all(isinstance(path, str) for path in transcripts)):
        transcripts = None
    return StoredRoot(tax, transcripts, memory if isinstance(memory, str) else None)


def keep_tax(folder: Path, root: Path, key: str | None, tax: dict[str, Any],
             transcripts: list[str] | None = None, memory: str | None = None) -> None:
    """Store the tax computed from a scan that began when the root's key was `key`, with the `transcripts` a run
    over the workspace's own sessions read and the `memory` text's hash (`audit_cache.memory_hash`) when the run
    audited compactions (nothing if the root changed since, if a memory file was written in the
    last RECENT_NS — a same-size rewrite within the file system's timestamp step would keep its key —, or if the
    cache folder is not writable)."""
    keyed = _keyed(root) if key is not None else None
    if keyed is None or keyed[0] != key or time.time_ns() - keyed[1] < RECENT_NS:
        return
    data = json.dumps({"version": VERSION, "root": str(root), "key": key, "tax": tax, "transcripts": transcripts,
                       "memory": memory},
                      ensure_ascii=False)
    try:
        write_entry(folder, _entry_file(folder, root), data.encode("utf-8", "surrogatepass"))
    except OSError:
        pass
