"""Session transcripts as searchable text (opt-in: `[search] sessions = true`).

A transcript is parsed with `memtui.core.sessions.parse_session` (every supported agent format)
and flattened to lines: each user / assistant / summary node's text blocks, the first line
prefixed with the role. `line_map[i]` is the JSONL line (1-based) that document line i+1 came
from, so a chunk's lines map back to the transcript's lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from memtui.core.sessions import parse_session
from memtui.core.sessions.model import ASSISTANT, SUMMARY, USER

SEARCHED_KINDS = (USER, ASSISTANT, SUMMARY)


@dataclass
class SessionDocument:
    lines: list[str] = field(default_factory=list)
    line_map: list[int] = field(default_factory=list)
    error: str | None = None


def session_document(path: str | Path) -> SessionDocument:
    """The searchable lines of a transcript and the JSONL line of each (never raises)."""
    session = parse_session(path)
    doc = SessionDocument(error=session.error)
    for node in session.nodes:
        if node.kind not in SEARCHED_KINDS:
            continue
        text = "\n".join(b.text for b in node.blocks if b.type == "text" and b.text.strip())
        if not text.strip():
            continue
        for i, line in enumerate(text.split("\n")):
            doc.lines.append(f"{node.kind}: {line}" if i == 0 else line)
            doc.line_map.append(node.line)
    return doc
