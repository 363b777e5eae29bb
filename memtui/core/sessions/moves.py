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
next to the original (or at `out`), with a new session id (file names follow each agent:
Pi `<time>_<id>.jsonl`, OpenClaw and
Claude Code `<id>.jsonl`, Codex `rollout-<time>-<id>.jsonl`): Pi/OpenClaw copy the path's lines
verbatim under a new header whose `parentSession` is the original file, labels re-emitted at the
end as Pi's `createBranchedSession` does; Claude Code copies the `parentUuid` chain (what Claude
Code itself loads) with the new `sessionId`; Codex copies the lines up to the entry under a new
`session_meta` with `forked_from_id`.

Both refuse if the file changed while the operation ran (fingerprint before and after) or since
the caller loaded it (`expected`), and write nothing on a refusal.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from memtui.core.fsio import ConflictError, Fingerprint, atomic_save, current_fingerprint, make_backup
from memtui.core.sessions import parse_jsonl
from memtui.core.sessions.common import escape_surrogates
from memtui.core.sessions.detect import CLAUDE_CODE, CODEX, OPENCLAW, PI
from memtui.core.sessions.live import SessionLocked, live_evidence, session_lock
from memtui.core.sessions.model import LABEL, Node, Session
from memtui.core.sessions.reader import JsonlFile, read_jsonl
from memtui.core.sessions.tree import SessionTree


class MoveError(Exception):
    """A rewind or fork that was refused; the message says why. Nothing was written."""


class LiveSessionError(MoveError):
    """The agent may have the session open (its in-memory leaf would undo a rewind); `evidence` says why.
    Pass `allow_live=True` to rewind anyway."""

    def __init__(self, message: str, evidence: list[str]) -> None:
        super().__init__(message)
        self.evidence = evidence


@dataclass
class MoveResult:
    path: Path                 # the file written (the original for rewind, the new file for fork)
    entry_id: str | None       # the appended entry (rewind) or the new session id (fork)
    message: str
    backup: Path | None = None
    leaf: str | None = None    # rewind: the entry the appended one hangs under (None: a new root)
    prompt: str | None = None  # rewind to a user message: its text, given back for editing (as Pi's /tree)
    warnings: list[str] = field(default_factory=list)


def now_iso() -> str:
    """The current time as JavaScript's `toISOString()` writes it."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def compact_json(obj: Any) -> str:
    """One JSONL line as the agents write them (`JSON.stringify`: no spaces; a lone surrogate escaped)."""
    return escape_surrogates(json.dumps(obj, ensure_ascii=False, separators=(",", ":")))


def _load(path: Path, expected: Fingerprint | None) -> tuple[JsonlFile, Session, SessionTree]:
    jsonl = read_jsonl(path)
    session = parse_jsonl(jsonl)   # the file is read here: its fingerprint is known after
    if jsonl.error:
        raise MoveError(f"{path}: {jsonl.error}")
    if expected is not None and not expected.same_content(jsonl.fingerprint):
        raise MoveError(f"{path} changed on disk since it was loaded; reload it and try again")
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
    allow_live: bool = False,
) -> MoveResult:
    """Move the active leaf as Pi's `/tree` does, by appending one entry (Pi/OpenClaw).

    A user (or custom) message moves the leaf to its parent and gives its text back in
    `MoveResult.prompt` (a new root when it was the first prompt); any other entry becomes the leaf.
    Refused with `LiveSessionError` when the agent may have the session open, unless `allow_live`.
    """
    path = Path(path)
    jsonl, session, tree = _load(path, expected)
    fmt = session.format
    if fmt == CLAUDE_CODE:
        raise MoveError(
            "rewind is not durable in Claude Code transcripts (Claude Code picks the leaf itself at resume); "
            f"use `memtui sessions fork {path} {entry_id}` to continue from that entry in a new session file"
        )
    if fmt == CODEX:
        raise MoveError("Codex rollouts are linear and cannot branch in place; "
                        f"use `memtui sessions fork {path} {entry_id}`")
    if fmt not in (PI, OPENCLAW):
        raise MoveError(f"{path}: not a known transcript format")
    if (session.version or 1) < 2:
        raise MoveError(f"{path} is a Pi v1 file without entry ids on disk; use `memtui sessions fork` instead")
    if jsonl.torn_last_line or not jsonl.ends_with_newline:
        raise MoveError(f"{path} does not end with a complete line (the agent may be writing); try again later")
    _entry(tree, entry_id)
    if tree.active_leaf == entry_id:
        raise MoveError(f"{entry_id} is already the active leaf")
    new_leaf, prompt = rewind_leaf(tree, entry_id)
    if not allow_live:
        evidence = live_evidence(path, session)
        if evidence:
            raise LiveSessionError(
                f"{path} may be open in its agent ({'; '.join(evidence)}): the agent's own leaf would undo the "
                "rewind on its next write; close the session first (or force it)", evidence)
    timestamp = now_iso()
    new_id = new_pi_id(tree.nodes)
    if summary:
        entry: dict[str, Any] = {"type": "branch_summary", "id": new_id, "parentId": new_leaf,
                                 "timestamp": timestamp, "fromId": new_leaf or "root", "summary": summary}
    else:
        entry = {"type": "label", "id": new_id, "parentId": new_leaf, "timestamp": timestamp, "targetId": entry_id}
        keep = label if label is not None else tree.labels.get(entry_id)
        if keep:
            entry["label"] = keep
    data = (compact_json(entry) + "\n").encode("utf-8")
    backup = make_backup(path, backup_root or path.parent)  # before the append window, not inside it
    try:
        with session_lock(path):
            _unchanged(path, jsonl.fingerprint, "rewind")
            warnings = append_line(path, data, jsonl.size)
    except SessionLocked as exc:
        raise MoveError(f"{path}: {exc} (the agent is writing); nothing was written, try again") from None
    where = f"under {new_leaf}" if new_leaf else "as a new root"
    message = f"rewound to {entry_id}: appended {entry['type']} {new_id} {where} (line {jsonl.line_count + 1})"
    return MoveResult(path, new_id, message, backup, leaf=new_leaf, prompt=prompt, warnings=warnings)


def rewind_leaf(tree: SessionTree, entry_id: str) -> tuple[str | None, str | None]:
    """Where a rewind to `entry_id` puts the leaf, and the prompt it gives back: a user (or custom)
    message moves the leaf to its parent (None: a new root) and comes back as the prompt; any other
    entry becomes the leaf itself."""
    prompt = prompt_text(tree.nodes[entry_id])
    new_leaf = tree.nodes[entry_id].parent_id if prompt is not None else entry_id
    if new_leaf is not None and new_leaf not in tree.nodes:
        new_leaf = None  # a dangling parent: Pi's own rule makes the prompt a root
    return new_leaf, prompt


def prompt_text(node: Node) -> str | None:
    """The text Pi's `/tree` gives back for a user or custom message (its text blocks joined), else None."""
    if (node.type == "message" and node.role == "user") or node.type == "custom_message":
        return "".join(b.text for b in node.blocks if b.type == "text")
    return None


def append_line(path: Path, data: bytes, expected_size: int) -> list[str]:
    """Append `data` (whole lines) in one `write` when the file still has `expected_size` bytes and ends
    with a newline; then verify. Returns warnings; raises `MoveError` only when none of `data` is
    left in the file (or says exactly what is left when it cannot be taken back).

    Pi appends without a lock, so another writer can still slip in between the check and the write:
    a whole line before ours is harmless; a half line before ours would splice the two, which
    `_take_back` undoes; a line after ours means the agent is live and its entry is now the leaf
    (reported, not hidden).
    """
    fd = os.open(path, os.O_RDWR | os.O_APPEND)
    try:
        size = os.fstat(fd).st_size
        if size != expected_size:
            raise MoveError(f"{path} changed while the rewind ran (the agent may be writing); nothing was written")
        if size and os.pread(fd, 1, size - 1) != b"\n":
            raise MoveError(f"{path} does not end with a newline (a writer is mid-line); nothing was written")
        written = os.write(fd, data)
        os.fsync(fd)
        tail = os.pread(fd, os.fstat(fd).st_size - size, size)
        start = tail.find(data) if written == len(data) else -1
        warnings = []
        if start == -1 or (start and not tail[:start].endswith(b"\n")):
            try:
                _take_back(fd, path, size, data, start, written)
            except _Spliced as repaired:
                return [str(repaired)]
        if start:
            warnings.append(f"another writer appended {start} bytes just before the rewind entry")
        if start + len(data) < len(tail):
            warnings.append("another writer appended after the rewind entry, so its entry is the leaf now: "
                            "the agent has the session open")
        return warnings
    finally:
        os.close(fd)


SPLICE_WAIT_SECONDS = 0.5


def _take_back(fd: int, path: Path, size: int, data: bytes, start: int, written: int) -> None:
    """Our bytes did not land as a line of their own (another writer's half line came just before them,
    or the write was cut short). Waits up to `SPLICE_WAIT_SECONDS` for the other writer to finish its line:

    - it did: our bytes and the rest of its line swap places (one `pwrite` over the bytes our append
      created), so its line is whole and ours follows it; raises `_Spliced` (a warning: done);
    - it did not, and nothing came after our bytes: the file is cut back to where they began, then
      `MoveError` (nothing of ours is left);
    - otherwise `MoveError` saying what is left (restore the backup).
    """
    ours_start = size + (start if start != -1 else 0)
    ours_end = ours_start + (len(data) if start != -1 else written)
    deadline = time.monotonic() + SPLICE_WAIT_SECONDS
    while True:
        end = os.fstat(fd).st_size
        rest = os.pread(fd, end - ours_end, ours_end)
        if start != -1 and b"\n" in rest:
            remainder = rest[: rest.index(b"\n") + 1]
            _overwrite(path, ours_start, remainder + data)
            raise _Spliced("another writer was in the middle of a line: its line was completed before the "
                           "rewind entry" + ("" if len(remainder) == len(rest) else "; it also appended after it"))
        if time.monotonic() > deadline or start == -1:
            break
        time.sleep(0.005)
    if end == ours_end:
        os.ftruncate(fd, ours_start)
        os.fsync(fd)
        raise MoveError(f"{path}: another writer was in the middle of a line (or the write was cut short); "
                        "the rewind entry was taken back and nothing was written; try again")
    raise MoveError(f"{path}: another writer was in the middle of a line and kept writing after the rewind "
                    "entry, which could not be taken back; restore the backup once the agent is done")


class _Spliced(Exception):
    """A splice repaired by `_take_back`: the rewind entry is whole and last; the message is a warning."""


def _overwrite(path: Path, offset: int, region: bytes) -> None:
    """Write `region` at `offset` (a descriptor without O_APPEND: Linux `pwrite` would append). The
    region lies wholly before the file's end, so appends of other writers meanwhile are not touched."""
    fd = os.open(path, os.O_WRONLY)
    try:
        os.pwrite(fd, region, offset)
        os.fsync(fd)
    finally:
        os.close(fd)


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
    if target.is_symlink() and not target.exists():
        raise MoveError(f"{target} is a dangling symbolic link; choose another --out")
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
    lines = [compact_json(header)]
    previous: str | None = None
    for node in path:
        lines.append(node.raw.rstrip("\r") if node.parent_id == previous or (session.version or 1) < 2
                     else relinked(node, previous))
        previous = node.id
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


def relinked(node: Node, parent: str | None) -> str:
    """A Pi entry's line with `parentId` set to `parent`: the label entries a path runs through are not
    copied (they are re-emitted at the end), so the next kept entry hangs under the previous kept one.
    (Pi's own `createBranchedSession` leaves it pointing at the dropped label: Pi then resumes only the tail.)"""
    obj = json.loads(node.raw)
    obj["parentId"] = parent
    return compact_json(obj)


def _claude_fork_lines(tree: SessionTree, entry_id: str, new_session: str) -> list[str]:
    """The parentUuid chain, plus the parallel tool results beside it (siblings), with the new sessionId."""
    lines = []
    for node_id in tree.with_parallel_results(tree.file_path_to(entry_id), until=entry_id):
        obj = json.loads(tree.nodes[node_id].raw)
        if "sessionId" in obj:
            obj["sessionId"] = new_session
        lines.append(compact_json(obj))
    return lines


def _codex_fork_lines(session: Session, tree: SessionTree, entry_id: str, new_session: str,
                      timestamp: str) -> list[str]:
    meta = dict(session.header or {})
    old_id = meta.get("id")
    meta.update({"id": new_session, "timestamp": timestamp})
    if old_id:
        meta["forked_from_id"] = old_id
    lines = [compact_json({"timestamp": timestamp, "type": "session_meta", "payload": meta})]
    lines += [tree.nodes[k].raw.rstrip("\r") for k in tree.file_path_to(entry_id)]
    return lines
