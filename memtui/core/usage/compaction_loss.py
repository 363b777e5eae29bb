"""Loss audit of every recorded compaction: did a memory flush run, is the summary usable, what was lost.

For each compaction on the active path: the span it summarised (the context before it minus what it
kept), whether a pre-compaction memory flush ran in the run-up (a flush prompt, a silent `NO_REPLY`
turn, or a write to a memory file) and wrote anything, whether the summary is empty, "unavailable"
or a skeleton (headings and placeholders only), and which specifics of the span (file paths,
commands, numbers and constraints the user gave, decisions) appear neither in the summary nor in
memory (what the flush wrote and the workspace's memory files). `save_lost` writes them to a topic
file: atomic and backed up (`memtui.core.fsio`), refusing a file changed since it was read.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

from memtui.core.fsio import Fingerprint, atomic_save, read_file
from memtui.core.sessions import model as m
from memtui.core.usage.attribution import in_context
from memtui.core.usage.context import context_view

FLUSH_PROMPT = re.compile(r"pre-compaction|memory flush|store durable memories", re.IGNORECASE)
UNAVAILABLE = re.compile(r"summary (?:is )?unavailable|no summary (?:available|generated)|\(no summary\)|"
                         r"summarization failed|failed to (?:generate|produce) (?:a )?summary", re.IGNORECASE)
_PLACEHOLDER = re.compile(
    r"^[-*\s]*(?:none|n/?a|tbd|todo|nothing|\.\.\.|…|-|\(none\)|\(empty\)|no .{0,20} yet)\.?$", re.I)
_PATH = re.compile(r"(?<![A-Za-z0-9_@./-])(?:~|\.{1,2})?/?(?:[A-Za-z0-9_.-]+/)+[A-Za-z0-9_.-]+|(?<![A-Za-z0-9_/.-])"
                   r"[A-Za-z0-9_-]+\.(?:py|ts|js|mjs|json|toml|ya?ml|md|rs|go|sh|sql|txt|cfg|ini|env|lock|jsonl|csv|"
                   r"html|css)(?![A-Za-z0-9_])")
_NUMBER = re.compile(r"(?<![\w.])\d[\d,_.:]*\d(?![\w])|(?<![\w.])\d(?![\w.])")
_CONSTRAINT = re.compile(r"\b(?:must|never|always|don'?t|do not|keep|only|should|make sure|avoid|no more than|"
                         r"at most|at least|required?|forbidden|limit)\b", re.IGNORECASE)
_DECISION = re.compile(r"\b(?:decided|decision|we(?:'| wi)ll use|let'?s use|going with|chose|choose|settled on|"
                       r"agreed)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"(?:[^.;!?\n]|[.;!?](?=[^\s]))+[.;!?]?")
_BASH_TOOLS = {"bash", "shell", "exec", "terminal", "run", "run_command", "execute_command", "exec_command"}
_WRITE_TOOLS = re.compile(r"write|edit|append|memory|save|create", re.IGNORECASE)
_STOP = frozenset("the a an and or to of in on at for with by from is are be it this that we you i keep only "
                  "should must never always don't do not make sure avoid".split())


@dataclass
class Lost:
    """One specific of the summarised span found neither in the summary nor in memory."""

    kind: str                       # path | command | number | constraint | decision
    text: str
    entry: str                      # id of the entry it came from

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "text": self.text, "entry": self.entry}


@dataclass
class CompactionAudit:
    """The loss audit of one recorded compaction."""

    id: str
    line: int
    summary_chars: int
    summary_state: str              # ok | empty | unavailable | skeleton
    flush_ran: bool
    flush_wrote: bool
    summarised_entries: int
    lost: list[Lost] = field(default_factory=list)

    @property
    def lossy(self) -> bool:
        return self.summary_state != "ok" or bool(self.lost)

    def to_json(self) -> dict[str, Any]:
        return {
            "summary_chars": self.summary_chars, "summary_state": self.summary_state,
            "flush": {"ran": self.flush_ran, "wrote": self.flush_wrote},
            "summarised_entries": self.summarised_entries, "lossy": self.lossy,
            "lost": [x.to_json() for x in self.lost],
        }


def summary_state(text: str) -> str:
    """`empty`, `unavailable`, `skeleton` (headings, tags, file lists and placeholders only) or `ok`."""
    stripped = text.strip()
    if not stripped:
        return "empty"
    if UNAVAILABLE.search(stripped) and len(stripped) < 400:
        return "unavailable"
    content = 0
    in_files = False
    for line in stripped.split("\n"):
        line = line.strip()
        if re.match(r"^</?[\w-]+>$", line):
            in_files = not line.startswith("</") and line.endswith("-files>")
            continue
        if in_files or not line or line.startswith("#") or _PLACEHOLDER.match(line) or line.endswith(":"):
            continue
        content += 1
    return "ok" if content else "skeleton"


def _tool_calls(node: m.Node) -> list[m.Block]:
    return [b for b in node.blocks if b.type == "tool_call"]


def _args(block: m.Block) -> dict[str, Any]:
    if isinstance(block.arguments, dict):
        return block.arguments
    try:
        data = json.loads(block.arguments if isinstance(block.arguments, str) else block.text or "{}")
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _memory_write(block: m.Block) -> str | None:
    """The content a tool call writes to a memory file, or None."""
    args = _args(block)
    target = str(args.get("path") or args.get("file_path") or args.get("filePath") or args.get("target") or "")
    is_memory = "memory" in target.lower() or (block.name or "").lower() in ("memory", "memory_write")
    if not is_memory or not _WRITE_TOOLS.search(block.name or ""):
        return None
    content = args.get("content") or args.get("new_string") or args.get("text") or args.get("newText") or ""
    return str(content) if content else ""


def _block_texts(node: m.Node, kinds: Iterable[str]) -> str:
    return "\n".join(b.text for b in node.blocks if b.type in kinds and b.text)


def _sentences(text: str, pattern: re.Pattern[str]) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if pattern.search(s) and len(s.strip()) > 8]


def specifics(nodes: Sequence[m.Node]) -> list[Lost]:
    """Paths, commands, the user's numbers and constraints, and decisions, in the order they appear."""
    found: list[Lost] = []
    seen: set[tuple[str, str]] = set()

    def add(kind: str, text: str, node: m.Node) -> None:
        key = (kind, text.lower())
        if text and key not in seen:
            seen.add(key)
            found.append(Lost(kind, text, node.id))

    for node in nodes:
        if node.kind == m.USER:
            text = _block_texts(node, ("text",))
            for match in _PATH.finditer(text):
                add("path", match.group(0).rstrip(".,"), node)
            for match in _NUMBER.finditer(re.sub(_PATH, " ", text)):
                if len(match.group(0)) >= 2:
                    add("number", match.group(0), node)
            for sentence in _sentences(text, _CONSTRAINT):
                add("constraint", sentence, node)
            for sentence in _sentences(text, _DECISION):
                add("decision", sentence, node)
        elif node.kind == m.ASSISTANT:
            for sentence in _sentences(_block_texts(node, ("text",)), _DECISION):
                add("decision", sentence, node)
            for block in _tool_calls(node):
                args = _args(block)
                command = args.get("command") or args.get("cmd")
                if (block.name or "").lower() in _BASH_TOOLS and isinstance(command, str):
                    add("command", command.strip(), node)
                if _memory_write(block) is None:
                    for key in ("path", "file_path", "filePath"):
                        value = args.get(key)
                        if isinstance(value, str) and "." in value.rsplit("/", 1)[-1]:   # files, not directories
                            add("path", value, node)
    return found


def _path_key(path: str) -> str:
    """What must appear for a path to count as kept: its last two components (a summary often
    shortens an absolute path to a relative one)."""
    parts = [p for p in path.lower().replace("\\", "/").split("/") if p and p not in (".", "..", "~")]
    return "/".join(parts[-2:]) if parts else path.lower()


def _present(item: Lost, haystack: str) -> bool:
    if item.kind == "path":
        return _path_key(item.text) in haystack
    if item.kind == "command":
        return item.text.lower() in haystack
    if item.kind == "number":
        return re.search(rf"(?<![\d]){re.escape(item.text.lower())}(?![\d])", haystack) is not None
    words = [w for w in re.findall(r"[\w./-]+", item.text.lower()) if len(w) > 2 and w not in _STOP]
    if not words:
        return True
    return sum(1 for w in words if w in haystack) / len(words) >= 0.6


def audit_session(session: m.Session, memory_text: str = "") -> list[CompactionAudit]:
    """The loss audit of every compaction on the session's active path."""
    view = context_view(session)
    audits: list[CompactionAudit] = []
    context: list[m.Node] = []
    run_up: list[m.Node] = []
    for node in view.path:
        kept = view.kept_after.get(id(node))
        if kept is None:
            if in_context(node) and node.kind not in (m.COMPACTION, m.SUMMARY):
                context.append(node)
            run_up.append(node)
            continue
        kept_ids = {id(n) for n in kept}
        summarised = [n for n in context if id(n) not in kept_ids]
        summary = "\n".join([node.text()] + [n.text() for n in kept if n.kind == m.SUMMARY]).strip()
        flush_prompt = any(FLUSH_PROMPT.search(n.text()) for n in run_up if n.kind in (m.USER, m.CUSTOM, m.META))
        writes = [w for n in run_up if n.kind == m.ASSISTANT
                  for b in _tool_calls(n) if (w := _memory_write(b)) is not None]
        silent = flush_prompt and any(n.kind == m.ASSISTANT and n.text().strip() == "NO_REPLY" for n in run_up)
        haystack = "\n".join([summary, memory_text, *writes]).lower()
        lost = [x for x in specifics(summarised) if not _present(x, haystack)]
        audits.append(CompactionAudit(
            node.id, node.line, len(summary), summary_state(summary), flush_prompt or silent or bool(writes),
            any(w.strip() for w in writes), len(summarised), lost,
        ))
        context = [n for n in kept if in_context(n) and n.kind not in (m.COMPACTION, m.SUMMARY)]
        run_up = []
    return audits


def workspace_memory_text(root: Path, paths: Iterable[str]) -> str:
    """The text of the workspace's memory files (for "appears in memory")."""
    parts = []
    for rel_path in paths:
        result = read_file(root / rel_path, max_bytes=2 * 1024 * 1024)
        if result.ok:
            parts.append(result.text)
    return "\n".join(parts)


def lost_markdown(session_name: str, audits: Sequence[CompactionAudit]) -> str:
    """The section `save_lost` appends: one bullet per lost specific, grouped by compaction."""
    lines = [f"## Specifics lost at compaction ({session_name})", ""]
    for audit in audits:
        if not audit.lost:
            continue
        lines.append(f"Compaction {audit.id} (line {audit.line}):")
        lines += [f"- {x.kind}: {x.text} (entry {x.entry})" for x in audit.lost]
        lines.append("")
    return "\n".join(lines)


def planned_text(path: Path, section: str) -> tuple[str, Fingerprint | None]:
    """The topic file's text after appending `section`, and the fingerprint of the version read."""
    current = read_file(path)
    if current.error == "file not found":
        return section.rstrip("\n") + "\n", None
    if not current.ok or not current.encoding_ok or current.too_large:
        raise OSError(f"{path}: {current.error or 'not valid UTF-8 or too large'}: not changed")
    base = current.text if current.text.endswith("\n") or not current.text else current.text + "\n"
    return base + ("\n" if base.strip() else "") + section.rstrip("\n") + "\n", current.fingerprint


def save_lost(path: Path, root: Path, section: str, expected: Fingerprint | None) -> Path | None:
    """Write the planned text atomically with a backup; `ConflictError` when the file changed meanwhile."""
    text, fingerprint = planned_text(path, section)
    if (fingerprint.sha256 if fingerprint else None) != (expected.sha256 if expected else None):
        from memtui.core.fsio import ConflictError

        raise ConflictError(path, expected, fingerprint)
    path.parent.mkdir(parents=True, exist_ok=True)
    _, backup = atomic_save(path, text, expected, root)
    return backup


def lossy_compactions(paths_with_compactions: Iterable[str], memory_text: str = "") -> dict[str, set[str]]:
    """Ids of the lossy compactions per session path (for the Usage pane's timeline; runs in a worker)."""
    from memtui.core.sessions import parse_session

    out: dict[str, set[str]] = {}
    for path in paths_with_compactions:
        out[path] = {a.id for a in audit_session(parse_session(path), memory_text) if a.lossy}
    return out
