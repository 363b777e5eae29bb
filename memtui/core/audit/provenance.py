"""Which session taught the agent a belief: the transcript tool call that wrote or edited its text.

Write tools of every agent are read from the shared node model (`Block(type="tool_call")`):
Pi `write {path, content}` / `edit {path, oldText, newText}` (or `edits: [...]`), Claude Code
`Write {file_path, content}` / `Edit {file_path, old_string, new_string}` / `MultiEdit {file_path,
edits}`, and memory tools (Hermes `memory {action, content}`, Claude/letta `memory {command, path,
file_text|new_str|insert_text}`, IronClaw `memory_write {path, content}`). A belief links to the
earliest call whose written text contains the belief's normalised text and whose target path (when
the call names one) ends with the belief's file path.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, Iterable

from memtui.core.audit.text import normalise
from memtui.core.sessions.model import Block, Session

# Argument names that hold the target path, and those that hold text written to it.
_PATH_KEYS = ("file_path", "path", "filePath", "file", "filename", "target")
_TEXT_KEYS = ("content", "newText", "new_string", "file_text", "new_str", "insert_text", "new_content",
              "text", "newContent")
_EDIT_LIST_KEYS = ("edits",)
_WRITE_TOOL_HINTS = ("write", "edit", "memory", "remember", "save", "append", "insert", "create", "replace",
                     "str_replace", "multiedit")
_SKIP_DIRS = {".git", ".memtui", "node_modules", "__pycache__", ".venv", "venv"}


@dataclass
class WriteEvent:
    """One tool call that wrote text to a file or a memory store."""

    session_path: str          # the transcript, root-relative
    entry_id: str              # the transcript entry (node id) holding the call
    line: int                  # 1-based line of that entry in the transcript
    tool: str
    target: str | None         # the path the call wrote to, as given (None for path-less memory tools)
    texts: list[str]           # normalised written texts
    timestamp: str | None

    @property
    def file_name(self) -> str | None:
        """The last component of the target path (None for path-less memory tools)."""
        if self.target is None:
            return None
        return self.target.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]

    def to_json(self) -> dict[str, Any]:
        return {"path": self.session_path, "entry_id": self.entry_id}


def written_texts(block: Block) -> tuple[str | None, list[str]] | None:
    """(target path, written texts) of a write/edit/memory tool call, else None."""
    if block.type != "tool_call" or not isinstance(block.arguments, dict):
        return None
    name = (block.name or "").lower()
    if not any(hint in name for hint in _WRITE_TOOL_HINTS):
        return None
    args = block.arguments
    target = next((args[k] for k in _PATH_KEYS if isinstance(args.get(k), str) and args[k]), None)
    texts = [args[k] for k in _TEXT_KEYS if isinstance(args.get(k), str) and args[k]]
    for key in _EDIT_LIST_KEYS:
        for edit in args.get(key) or []:
            if isinstance(edit, dict):
                texts += [edit[k] for k in _TEXT_KEYS if isinstance(edit.get(k), str) and edit[k]]
    return (target, texts) if texts else None


def write_events(session: Session, session_path: str) -> list[WriteEvent]:
    """Every write-like tool call of a parsed transcript, in file order."""
    out: list[WriteEvent] = []
    for node in session.nodes:
        for block in node.blocks:
            found = written_texts(block)
            if found:
                target, texts = found
                out.append(WriteEvent(session_path, node.id, node.line, block.name or "", target,
                                      [normalise_lines(t) for t in texts], node.timestamp))
    return out


def normalise_lines(text: str) -> str:
    """Written text in the comparison form, line by line (markers and emphasis dropped)."""
    return " ".join(normalise(line) for line in text.split("\n"))


def path_matches(target: str | None, belief_path: str) -> bool:
    """True if a tool call's path names the belief's file (an absolute path ends with the relative one)."""
    if target is None:
        return True
    tool_parts = PurePosixPath(target.replace("\\", "/")).parts
    belief_parts = PurePosixPath(belief_path).parts
    if not tool_parts or not belief_parts:
        return False
    n = min(len(tool_parts), len(belief_parts))
    return tool_parts[-n:] == belief_parts[-n:]


def find_transcripts(root: Path) -> list[str]:
    """Root-relative paths of the `*.jsonl` files under the root (sorted; caches and VCS skipped)."""
    out: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root, onerror=lambda _exc: None):
        dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS)
        for name in filenames:
            if name.endswith(".jsonl"):
                out.append(Path(dirpath, name).relative_to(root).as_posix())
    return sorted(out)


class ProvenanceIndex:
    """Write events of a workspace's transcripts, cached per transcript (size, mtime)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self._cache: dict[str, tuple[tuple[int, int], list[WriteEvent]]] = {}
        self._lock = threading.Lock()
        self._lookup: tuple[list[WriteEvent], dict[str | None, list[WriteEvent]]] | None = None
        self.errors: list[str] = []

    def events(self, transcripts: Iterable[str] | None = None) -> list[WriteEvent]:
        """Write events of the given transcripts (default: every `*.jsonl` under the root)."""
        paths = list(transcripts) if transcripts is not None else find_transcripts(self.root)
        out: list[WriteEvent] = []
        with self._lock:
            self.errors = []
            for rel in paths:
                out += self._events_of(rel)
        return out

    def _events_of(self, rel: str) -> list[WriteEvent]:
        path = self.root / rel
        try:
            st = path.stat()
        except OSError as exc:
            self.errors.append(f"{rel}: {exc.strerror or exc}")
            return []
        key = (st.st_size, st.st_mtime_ns)
        cached = self._cache.get(rel)
        if cached and cached[0] == key:
            return cached[1]
        from memtui.core.sessions import parse_session

        try:
            session = parse_session(path)
        except (OSError, ValueError) as exc:   # unreadable or not a transcript: said, not fatal
            self.errors.append(f"{rel}: {exc}")
            return []
        found = write_events(session, rel)
        self._cache[rel] = (key, found)
        return found

    def link(self, belief_path: str, text: str, events: list[WriteEvent]) -> WriteEvent | None:
        """The earliest event that wrote `text` into `belief_path` (by timestamp, then file order)."""
        cached = self._lookup
        if cached is None or cached[0] is not events:
            cached = self._lookup = (events, _by_file_name(events))
        by_name = cached[1]
        wanted = normalise(text)
        if len(wanted) < 8:
            return None
        name = belief_path.rsplit("/", 1)[-1]
        candidates = by_name.get(name, []) + by_name.get(None, [])
        matches = [e for e in candidates if any(wanted in t for t in e.texts) and path_matches(e.target, belief_path)]
        if not matches:
            return None
        return min(matches, key=lambda e: (e.timestamp or "", e.session_path, e.line))


def _by_file_name(events: list[WriteEvent]) -> dict[str | None, list[WriteEvent]]:
    """Events grouped by the file name they wrote (None: path-less memory tools)."""
    grouped: dict[str | None, list[WriteEvent]] = {}
    for event in events:
        grouped.setdefault(event.file_name, []).append(event)
    return grouped
