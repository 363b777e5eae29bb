"""Session transcripts of every agent as one node model (headless).

`parse_session(path)` reads a Pi (v1-v3), OpenClaw, Claude Code or Codex JSONL transcript into a
`Session` (never raises for bad input); `SessionTree.build(session)` gives its tree semantics.
"""

from __future__ import annotations

from pathlib import Path

from memtui.core.sessions.claude import parse_claude
from memtui.core.sessions.codex import parse_codex
from memtui.core.sessions.detect import CLAUDE_CODE, CODEX, FORMATS, OPENCLAW, PI, UNKNOWN_FORMAT, detect_format
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
    fmt, version = detect_format((obj for _, _, obj in jsonl.records), jsonl.path)
    if fmt in (PI, OPENCLAW):
        session = parse_pi(jsonl, fmt, version)
    elif fmt == CLAUDE_CODE:
        session = parse_claude(jsonl)
    elif fmt == CODEX:
        session = parse_codex(jsonl)
    else:
        session = Session(path=str(jsonl.path), format=UNKNOWN_FORMAT)
        if jsonl.records:
            session.warnings.append("not a known transcript format; lines kept as written")
        for number, raw, obj in jsonl.records:
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
    return SessionTree.build(parse_session(path))
