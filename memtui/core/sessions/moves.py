"""Leaf moves on transcripts: durable rewind and fork. Existing bytes are never rewritten.

**Rewind** (Pi v2/v3 and OpenClaw): append one entry whose `parentId` is the target, as Pi's own
`/tree` does. By default a `label` entry (`targetId` = the target, keeping the target's current
label, so nothing visible changes and nothing enters the model's context); with a summary, a
`branch_summary` entry (it does enter the context, as in Pi). Being the last line, the new entry is
the leaf on the next load, so the move survives a reload. A backup of the file is taken first.

Rewind is refused where an append cannot move the leaf honestly:
- Claude Code: the leaf is chosen by Claude Code at resume (the latest non-sidechain leaf by
  timestamp, a rule that is internal and unstable); an appended line would either be a fake
  message in the model's context or a line Claude Code may ignore. Use fork instead.
- Codex: rollouts are linear; there is no parent to point at. Use fork.
- Pi v1: the file has no entry ids on disk (Pi rewrites it to v3 on its next load). Use fork.

**Fork** (every format): the root→entry path written as a new session file of the same format
next to the original (or at `out`), with a new session id (file names follow each agent: Pi `<time>_<id>.jsonl`, OpenClaw and
Claude Code `<id>.jsonl`, Codex `rollout-<time>-<id>.jsonl`): Pi/OpenClaw copy the path's lines
verbatim under a new header whose `parentSession` is the original file, labels re-emitted at the
end as Pi's `createBranchedSession` does; Claude Code copies the `parentUuid` chain (what Claude
Code itself loads) with the new `sessionId`; Codex copies the lines up to the entry under a new
`session_meta` with `forked_from_id`.

Both refuse if the file changed while the operation ran (fingerprint before and after) or since
the caller loaded it (`expected`), and write nothing on a refusal.
"""

from __future__ import annotations

import hashlib
import json
import os
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from memtui.core.fsio import ConflictError, Fingerprint, atomic_save, current_fingerprint, make_backup
from memtui.core.sessions import parse_jsonl
from memtui.core.sessions.detect import CLAUDE_CODE, CODEX, OPENCLAW, PI
from memtui.core.sessions.model import LABEL, Session
from memtui.core.sessions.reader import JsonlFile, read_jsonl
from memtui.core.sessions.tree import SessionTree


class MoveError(Exception):
    """A rewind or fork that was refused; the message says why. Nothing was written."""


@dataclass
class MoveResult:
    path: Path                 # the file written (the original for rewind, the new file for fork)
    entry_id: str | None       # the appended entry (rewind) or the new session id (fork)
    message: str
    backup: Path | None = None


def now_iso() -> str:
    """The current time as JavaScript's `toISOString()` writes it."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def compact_json(obj: Any) -> str:
    """One JSONL line as the agents write them (`JSON.stringify`: no spaces)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def _load(path: Path, expected: Fingerprint | None) -> tuple[JsonlFile, Session, SessionTree]:
    jsonl = read_jsonl(path)
    if jsonl.error:
        raise MoveError(f"{path}: {jsonl.error}")
    if expected is not None and not expected.same_content(jsonl.fingerprint):
        raise MoveError(f"{path} changed on disk since it was loaded; reload it and try again")
    session = parse_jsonl(jsonl)
    return jsonl, session, SessionTree.build(session)


def _entry(tree: SessionTree, entry_id: str) -> None:
    node = tree.nodes.get(entry_id)
    if node is None:
        raise MoveError(f"no entry with id {entry_id!r} in {tree.session.path}")
    if node.source:
        raise MoveError(f"entry {entry_id} is in the sub-agent file {node.source}; open that file instead")


def _unchanged(path: Path, before: Fingerprint | None, what: str) -> None:
    if before is None or not before.same_content(current_fingerprint(path)):
        raise MoveError(f"{path} changed while the {what} ran (the agent may be writing to it); nothing was written")


def new_pi_id(taken: set[str] | dict[str, Any]) -> str:
    """An 8-hex id not used in the file (Pi's `generateId`)."""
    for _ in range(100):
        candidate = uuid.uuid4().hex[:8]
        if candidate not in taken:
            return candidate
    return str(uuid.uuid4())


# ---------------------------------------------------------------------------------- rewind
def rewind(
    path: str | Path,
    entry_id: str,
    *,
    summary: str | None = None,
    label: str | None = None,
    expected: Fingerprint | None = None,
    backup_root: Path | None = None,
) -> MoveResult:
    """Make `entry_id` the active leaf by appending one entry whose parent it is (Pi/OpenClaw)."""
    path = Path(path)
    jsonl, session, tree = _load(path, expected)
    fmt = session.format
    if fmt == CLAUDE_CODE:
        raise MoveError(
            "rewind is not durable in Claude Code transcripts (Claude Code picks the leaf itself at resume); "
            f"use `memtui sessions fork {path} {entry_id}` to continue from that entry in a new session file"
        )
    if fmt == CODEX:
        raise MoveError(f"Codex rollouts are linear and cannot branch in place; use `memtui sessions fork {path} {entry_id}`")
    if fmt not in (PI, OPENCLAW):
        raise MoveError(f"{path}: not a known transcript format")
    if (session.version or 1) < 2:
        raise MoveError(f"{path} is a Pi v1 file without entry ids on disk; use `memtui sessions fork` instead")
    if jsonl.torn_last_line:
        raise MoveError(f"{path} ends with an incomplete line (the agent may be writing); try again later")
    _entry(tree, entry_id)
    if tree.active_leaf == entry_id:
        raise MoveError(f"{entry_id} is already the active leaf")
    timestamp = now_iso()
    new_id = new_pi_id(tree.nodes)
    if summary:
        entry: dict[str, Any] = {"type": "branch_summary", "id": new_id, "parentId": entry_id,
                                 "timestamp": timestamp, "fromId": entry_id, "summary": summary}
    else:
        entry = {"type": "label", "id": new_id, "parentId": entry_id, "timestamp": timestamp, "targetId": entry_id}
        keep = label if label is not None else tree.labels.get(entry_id)
        if keep:
            entry["label"] = keep
    data = ("" if jsonl.ends_with_newline else "\n") + compact_json(entry) + "\n"
    _unchanged(path, jsonl.fingerprint, "rewind")
    backup = make_backup(path, backup_root or path.parent)
    _append(path, data.encode("utf-8"), jsonl)
    return MoveResult(path, new_id, f"rewound to {entry_id}: appended {entry['type']} {new_id} (line {len(jsonl.lines) + 1})", backup)


def _append(path: Path, data: bytes, jsonl: JsonlFile) -> None:
    """Append whole lines with O_APPEND, fsync, then verify the old bytes are untouched."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    with open(path, "rb") as fh:
        head = fh.read(jsonl.size)
        tail = fh.read()
    original = jsonl.fingerprint.sha256 if jsonl.fingerprint else ""
    if len(head) != jsonl.size or (original and hashlib.sha256(head).hexdigest() != original):
        raise MoveError(f"{path} changed while the rewind ran: its earlier bytes differ (restore the backup)")
    if tail != data:
        raise MoveError(
            f"{path} changed while the rewind ran: another writer appended too, so the rewind entry "
            "may not be the last line (check the tree)"
        )


# ---------------------------------------------------------------------------------- fork
def fork(
    path: str | Path,
    entry_id: str,
    *,
    out: str | Path | None = None,
    expected: Fingerprint | None = None,
) -> MoveResult:
    """Write the root→entry path as a new session file of the same format."""
    path = Path(path)
    jsonl, session, tree = _load(path, expected)
    _entry(tree, entry_id)
    new_session = str(uuid.uuid4())
    timestamp = now_iso()
    fmt = session.format
    if fmt in (PI, OPENCLAW):
        lines = _pi_fork_lines(session, tree, entry_id, new_session, timestamp, path)
        if fmt == OPENCLAW:  # OpenClaw names transcripts by session id
            name = f"{new_session}.jsonl"
        else:
            name = f"{timestamp.replace(':', '-').replace('.', '-')}_{new_session}.jsonl"
    elif fmt == CLAUDE_CODE:
        lines = _claude_fork_lines(tree, entry_id, new_session)
        name = f"{new_session}.jsonl"
    elif fmt == CODEX:
        lines = _codex_fork_lines(session, tree, entry_id, new_session, timestamp)
        stamp = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H-%M-%S")
        name = f"rollout-{stamp}-{new_session}.jsonl"
    else:
        raise MoveError(f"{path}: not a known transcript format")
    target = Path(out) if out is not None else path.parent / name
    if target.exists():
        raise MoveError(f"{target} already exists; choose another --out")
    if not target.parent.is_dir():
        raise MoveError(f"{target.parent} is not a directory")
    _unchanged(path, jsonl.fingerprint, "fork")
    try:  # a new file: refused, never clobbered, if one appears at the same path meanwhile
        atomic_save(target, "\n".join(lines) + "\n", None, target.parent)
    except ConflictError:
        raise MoveError(f"{target} already exists; choose another --out") from None
    try:
        _unchanged(path, jsonl.fingerprint, "fork")
    except MoveError:
        target.unlink(missing_ok=True)
        raise
    count = len(lines) - (1 if fmt != CLAUDE_CODE else 0)
    return MoveResult(target, new_session, f"forked {count} entries up to {entry_id} into {target}")


def _pi_fork_lines(session: Session, tree: SessionTree, entry_id: str, new_session: str, timestamp: str,
                   source: Path) -> list[str]:
    header = dict(session.header or {"type": "session"})
    header.update({"id": new_session, "timestamp": timestamp, "parentSession": str(source.resolve())})
    header.pop("branchedFrom", None)
    path = [tree.nodes[k] for k in tree.file_path_to(entry_id) if tree.nodes[k].kind != LABEL]
    lines = [compact_json(header)] + [node.raw.rstrip("\r") for node in path]
    if (session.version or 1) >= 2:
        taken = set(tree.nodes)
        parent = path[-1].id if path else None
        for node in path:
            text = tree.labels.get(node.id)
            if not text:
                continue
            label_id = new_pi_id(taken)
            taken.add(label_id)
            lines.append(compact_json({"type": "label", "id": label_id, "parentId": parent, "timestamp": timestamp,
                                       "targetId": node.id, "label": text}))
            parent = label_id
    return lines


def _claude_fork_lines(tree: SessionTree, entry_id: str, new_session: str) -> list[str]:
    """The parentUuid chain, plus the parallel tool results that answer calls on it (siblings)."""
    chain = tree.file_path_to(entry_id)
    on_chain = set(chain)
    calls = {b.call_id for k in chain for b in tree.nodes[k].blocks if b.type == "tool_call" and b.call_id}
    answers = [
        node for node in tree.nodes.values()
        if node.id not in on_chain and node.parent_id in on_chain and node.parent_id != entry_id and not node.source
        and any(b.type == "tool_result" and b.call_id in calls for b in node.blocks)
    ]
    lines = []
    for node in sorted([tree.nodes[k] for k in chain] + answers, key=lambda n: n.line):
        obj = json.loads(node.raw)
        if "sessionId" in obj:
            obj["sessionId"] = new_session
        lines.append(compact_json(obj))
    return lines


def _codex_fork_lines(session: Session, tree: SessionTree, entry_id: str, new_session: str, timestamp: str) -> list[str]:
    meta = dict(session.header or {})
    old_id = meta.get("id")
    meta.update({"id": new_session, "timestamp": timestamp})
    if old_id:
        meta["forked_from_id"] = old_id
    lines = [compact_json({"timestamp": timestamp, "type": "session_meta", "payload": meta})]
    lines += [tree.nodes[k].raw.rstrip("\r") for k in tree.file_path_to(entry_id)]
    return lines
