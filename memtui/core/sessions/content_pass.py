"""Parse a transcript and see every line's content in the same pass: one JSON decode per line.

`parse_session` keeps only what the tree needs and decodes a line's content again when it is asked for
(`LazyNode`). A reader that needs every line's content once (the usage stats) would decode each line
twice; `parse_with_content(path, visit)` instead calls `visit(line, node)` with a throw-away node that
the format's own filler decoded from the object the parser just read, then drops it.

`pending_content(node)` says whether a parsed node's content is still undecoded and, if so, what the
parser changed in it after its line was read (Claude Code streaming splits drop the usage of earlier
fragments), so the visited content plus these amendments equals what decoding the node would give.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Any, Callable, Iterator

from memtui.core.sessions import claude, codex, pi
from memtui.core.sessions.common import LazyNode
from memtui.core.sessions.detect import CLAUDE_CODE, CODEX, OPENCLAW, PEEK_OBJECTS, PI, detect_format
from memtui.core.sessions.model import UNKNOWN, USER, Node, Session
from memtui.core.sessions.reader import JsonlFile, read_jsonl

Filler = Callable[[Node, dict[str, Any]], None]
Visit = Callable[[int, Node], None]

PROMPT_LINES = 4          # lines kept of the first typed prompts (the session's name comes from the first)
_FILLERS: dict[str, Filler] = {CLAUDE_CODE: claude.fill_line, CODEX: codex.fill_line,
                               PI: pi.fill_line, OPENCLAW: pi.fill_line}


@dataclass
class _VisitedJsonl(JsonlFile):
    """A `JsonlFile` whose records are shown to `visit` (as decoded content) on their way to the parser."""

    visit: Visit | None = None
    prompt_lines: dict[int, str] = field(default_factory=dict)   # the first typed prompts' lines, as read
    _fill: Filler | None = field(default=None, init=False)

    def iter_records(self) -> Iterator[tuple[int, str, dict[str, Any]]]:
        records = super().iter_records()
        if self.visit is None or self._scanned:
            yield from records
            return
        head = list(islice(records, PEEK_OBJECTS))       # the parser detects the format on the same objects
        fmt, _ = detect_format((obj for _, _, obj in head), self.path)
        self._fill = _FILLERS.get(fmt)
        for record in head:
            self._show(record)
            yield record
        for record in records:
            self._show(record)
            yield record

    def _show(self, record: tuple[int, str, dict[str, Any]]) -> None:
        fill, visit = self._fill, self.visit
        if fill is None or visit is None:
            return
        number, raw, obj = record
        kind = obj.get("type")
        node = Node("", None, number, UNKNOWN, type=kind if type(kind) is str else "")
        try:
            fill(node, obj)
        except (ValueError, TypeError, RecursionError):   # the parser's own decode would fail the same way
            return
        if node.kind == USER and node.role == "user" and len(self.prompt_lines) < PROMPT_LINES:
            self.prompt_lines[number] = raw
        visit(number, node)


def parse_with_content(path: str | Path, visit: Visit) -> Session:
    """`parse_session` of a JSONL transcript, calling `visit(line, decoded node)` for each line as it is read."""
    from memtui.core.sessions import parse_jsonl

    opened = read_jsonl(path)                    # opens the file once to set `error` as the parser expects
    jsonl = _VisitedJsonl(opened.path, visit=visit)
    jsonl.error = opened.error
    session = parse_jsonl(jsonl)
    _keep_lines(session, jsonl.prompt_lines)
    return session


def _keep_lines(session: Session, lines: dict[int, str]) -> None:
    """Give the first prompts' nodes their line as read, so naming the session (`first_prompt`) decodes it
    from memory instead of reading the file again (a few lines: bounded by the longest)."""
    last = max(lines, default=0)
    for node in session.nodes:
        if node.line > last:
            break
        text = lines.get(node.line)
        if text is not None and pending_content(node) is not None:
            node.raw = text


@dataclass(frozen=True)
class Pending:
    """What the parser changed in a node's content after reading its line."""

    drop_usage: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


_NOTHING = Pending()


def pending_content(node: Node) -> Pending | None:
    """None when the node's content is already decoded (or was never lazy); else the parser's amendments."""
    if type(node) is not LazyNode:
        return None
    filler = node._filler
    if filler is None:
        return None
    drop, extra, layers = False, dict[str, Any](), list[dict[str, Any]]()
    while isinstance(filler, partial) and filler.func is claude._fill_with:
        layers.append(filler.keywords)
        filler = filler.keywords["base"]
    for keywords in reversed(layers):                    # the innermost amendment was made first
        drop = drop or bool(keywords.get("drop_usage"))
        extra.update(keywords.get("extra") or {})
    return Pending(drop, extra) if drop or extra else _NOTHING
