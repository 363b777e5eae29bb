"""Session transcripts of every agent as one node model (headless).

`parse_session(path)` reads a Pi (v1-v3), OpenClaw, Claude Code or Codex JSONL transcript into a
`Session` (never raises for bad input); `SessionTree.build(session)` gives its tree semantics.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from itertools import chain, islice
from pathlib import Path
from typing import Iterator

from memtui.core.sessions.claude import parse_claude
from memtui.core.sessions.codex import parse_codex
from memtui.core.sessions.detect import (
    CLAUDE_CODE, CODEX, FORMATS, OPENCLAW, PEEK_OBJECTS, PI, UNKNOWN_FORMAT, detect_format,
)
from memtui.core.sessions.model import Block, MalformedLine, Node, Session, Usage
from memtui.core.sessions.pi import parse_pi
from memtui.core.sessions.reader import JsonlFile, read_jsonl
from memtui.core.sessions.tree import SessionTree, first_prompt

__all__ = [
    "Block", "MalformedLine", "Node", "Session", "Usage", "SessionTree", "JsonlFile",
    "parse_session", "parse_jsonl", "load_tree", "read_jsonl", "detect_format", "first_prompt",
    "FORMATS", "PI", "OPENCLAW", "CLAUDE_CODE", "CODEX", "UNKNOWN_FORMAT",
]


def parse_jsonl(jsonl: JsonlFile) -> Session:
    """A session from lines already read (format detected from the first objects)."""
    with gc_paused():
        return _parse(jsonl)


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic GC while building many objects (it would rescan them again and again)."""
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
        for number, raw, obj in stream:
            kind = obj.get("type")
            session.nodes.append(
                Node(f"L{number}", None, number, "unknown", raw=raw, type=kind if isinstance(kind, str) else "",
                     in_tree=False)
            )
    session.malformed = list(jsonl.malformed)
    session.warnings = jsonl.warnings + session.warnings
    session.fingerprint = jsonl.fingerprint
    session.encoding_ok = jsonl.encoding_ok
    session.error = jsonl.error
    return session


def parse_session(path: str | Path) -> Session:
    """Read and parse one transcript file; problems end up in `error`, `warnings`, `malformed`."""
    return parse_jsonl(read_jsonl(path))


def load_tree(path: str | Path) -> SessionTree:
    """`parse_session` + `SessionTree.build` in one call."""
    session = parse_session(path)
    with gc_paused():
        return SessionTree.build(session)
