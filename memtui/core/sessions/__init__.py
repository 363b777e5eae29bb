"""Session transcripts of every agent as one node model (headless).

`parse_session(path)` reads a Pi (v1-v3), OpenClaw, Claude Code or Codex JSONL transcript into a
`Session` (never raises for bad input); `SessionTree.build(session)` gives its tree semantics.
"""

from __future__ import annotations

import gc
import os
import threading
from memtui.core.cache import BoundedCache, StatKey
from contextlib import contextmanager
from itertools import chain, islice
from pathlib import Path
from typing import Iterator

from memtui.core.sessions.claude import parse_claude
from memtui.core.sessions.codex import parse_codex
from memtui.core.sessions.common import lazy_node
from memtui.core.sessions.detect import (
    CLAUDE_CODE, CODEX, FORMATS, OPENCLAW, PEEK_OBJECTS, PI, UNKNOWN_FORMAT, detect_format,
)
from memtui.core.sessions.model import Block, MalformedLine, Node, Session, Usage
from memtui.core.sessions.pi import parse_pi
from memtui.core.sessions.reader import JsonlFile, read_jsonl
from memtui.core.sessions.tree import SessionTree, first_prompt

__all__ = [
    "Block", "MalformedLine", "Node", "Session", "Usage", "SessionTree", "JsonlFile",
    "parse_session", "parse_jsonl", "load_tree", "load_tree_cached", "read_jsonl", "detect_format", "first_prompt",
    "FORMATS", "PI", "OPENCLAW", "CLAUDE_CODE", "CODEX", "UNKNOWN_FORMAT",
]


_CACHE_LOCK = threading.Lock()


def parse_jsonl(jsonl: JsonlFile) -> Session:
    """A session from lines already read (format detected from the first objects)."""
    with gc_paused():
        return _parse(jsonl)


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic GC while building many objects (it would rescan them again and again) — only
    on the main thread (the CLI): the GC switch is process-wide, and a worker thread of the TUI must
    not turn it off under the event loop and the other workers."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _parse(jsonl: JsonlFile) -> Session:
    records = jsonl.iter_records()
    head = list(islice(records, PEEK_OBJECTS))
    fmt, version = detect_format((obj for _, _, obj in head), jsonl.path)
    stream = chain(head, records)
    if fmt in (PI, OPENCLAW):
        session = parse_pi(jsonl, fmt, version, stream)
    elif fmt == CLAUDE_CODE:
        session = parse_claude(jsonl, records=stream)
    elif fmt == CODEX:
        session = parse_codex(jsonl, stream)
    else:
        session = Session(path=str(jsonl.path), format=UNKNOWN_FORMAT)
        if head:
            session.warnings.append("not a known transcript format; lines kept as written")
        for number, _raw, obj in stream:
            kind = obj.get("type")
            node = lazy_node(f"L{number}", None, number, "unknown", None, None, jsonl.source,
                             kind if isinstance(kind, str) else "", None)
            node.in_tree = False
            session.nodes.append(node)
    session.malformed = list(jsonl.malformed)
    session.warnings = jsonl.warnings + session.warnings
    session.fingerprint = jsonl.fingerprint
    session.encoding_ok = jsonl.encoding_ok
    session.error = jsonl.error
    return session


def parse_session(path: str | Path) -> Session:
    """Read and parse one transcript file; problems end up in `error`, `warnings`, `malformed`.
    A SQLite store session (`STORE#SESSION_ID`, see `stores.py`) is read from its store."""
    from memtui.core.sessions.stores import parse_store_session   # the SQLite readers load only when called

    stored = parse_store_session(path)
    if stored is not None:
        return stored
    return parse_jsonl(read_jsonl(path))


def load_tree(path: str | Path, max_bytes: int | None = None) -> SessionTree:
    """`parse_session` + `SessionTree.build` in one call; `max_bytes` parses only the head
    (`tree.session.partial` is then True when the file is longer)."""
    from memtui.core.sessions.stores import is_store_path

    if is_store_path(path):
        with gc_paused():
            return SessionTree.build(parse_session(path))
    jsonl = read_jsonl(path, max_bytes)
    session = parse_jsonl(jsonl)
    session.partial = jsonl.partial
    with gc_paused():
        return SessionTree.build(session)


TREE_CACHE_SIZE = 2
_TREE_CACHE: BoundedCache[StatKey, SessionTree] = BoundedCache(TREE_CACHE_SIZE)
_KEY_LOCKS: dict[StatKey, threading.Lock] = {}


def load_tree_cached(path: str | Path) -> SessionTree:
    """`load_tree`, remembering the last few trees by (path, mtime, size): the session list and
    the tree view of the TUI parse a file once, even when they ask at the same time. A changed
    file is parsed again."""
    try:
        key = StatKey.of(os.path.realpath(path), os.stat(path))
    except OSError:
        return load_tree(path)
    with _CACHE_LOCK:
        key_lock = _KEY_LOCKS.setdefault(key, threading.Lock())
    with key_lock:  # a second caller for the same file waits for the first one's tree
        tree = _TREE_CACHE.get(key)
        if tree is not None:
            return tree
        tree = load_tree(path)
        _TREE_CACHE.put(key, tree)
        with _CACHE_LOCK:
            _KEY_LOCKS.pop(key, None)
    return tree
