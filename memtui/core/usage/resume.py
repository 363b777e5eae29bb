"""Read a Claude Code or Pi transcript with the linear usage pass, continuing from where the last run stopped.

After a run, the pass's state (`LinearClaude.to_state`) is kept beside the usage cache entry with the byte
offset just past the last complete line, the line count, and hashes of the file's first bytes and of the
bytes just before that offset. When the transcript has grown since (the same file — device and inode —, a
larger size, the same head and the same bytes before the offset: an agent appended to it) only the new bytes
are read; when it shrank, did not grow but changed, was replaced by another file (a rewrite by rename), or its
head or the bytes before the offset differ (rewritten in place), it is read whole. A file
the pass cannot model is remembered as such (keyed the same way) so the next run goes straight to the full
analysis. A torn last line is not consumed: the state stops before it, and the line is read when complete.

Append-only is assumed between the first KiB and the last 4 KiB before the offset: a rewrite of bytes in between
that keeps the size growing is not seen (agents only append to their logs; `--no-cache` reads everything).
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

import orjson

from memtui.core.cache import blake2b, entry_path, write_entry
from memtui.core.sessions.detect import is_openclaw_path
from memtui.core.usage.linear import LinearClaude
from memtui.core.usage.linear_shape import NotLinear
from memtui.core.usage.result import PruneSettings, SessionUsage

HEAD_BYTES = 1024
BEFORE_BYTES = 4 * 1024
BLOCK_BYTES = 1 << 20
MAX_NESTING = 500                  # as the reader: a line that may nest deeper goes to the full parser
KEEP_STATE_UP_TO = 200_000         # entries: a longer session keeps no state (it would be tens of MB)
RESUME_VERSION = 4                 # 2: a branched session is modelled; 3: Pi files are; 4: Pi compactions are (a
                                   # "not linear" mark of an earlier version may be one of those)


@dataclass
class ReadInfo:
    """What one linear read did: bytes read from the transcript and whether it continued a saved state."""

    bytes_read: int = 0
    resumed: bool = False
    linear: bool = False            # the usage came from the linear pass (not the full analysis)


def eligible(path: str | Path, prune: PruneSettings, exact: bool) -> bool:
    """Whether the linear pass may give this file's numbers: a `.jsonl` transcript, no sub-agent files, no
    OpenClaw `sessions.json` beside it, calibrated tokens and no TTL what-if (which needs timestamps)."""
    name = os.fspath(path)
    if exact or prune.ttl_seconds is not None or os.path.splitext(name)[1] != ".jsonl":
        return False
    try:
        return not (os.path.exists(f"{name[:-6]}/subagents")
                    or os.path.exists(os.path.join(os.path.dirname(name), "sessions.json")))
    except (OSError, ValueError):
        return False


def _hash(data: bytes) -> str:
    return blake2b(data, digest_size=16).hexdigest()


def _read_at(fh: BinaryIO, start: int, size: int) -> bytes:
    fh.seek(start)
    return fh.read(size)


class ResumeStore:
    """The saved states, one file per transcript in `folder` (named as the usage cache names its entries)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def state_path(self, path: Path) -> Path:
        return entry_path(self.folder, path, ".resume")

    def load(self, path: Path) -> dict[str, Any] | None:
        try:
            with open(self.state_path(path), "rb") as fh:
                saved = orjson.loads(fh.read())
        except (OSError, ValueError):
            return None
        if not isinstance(saved, dict) or saved.get("version") != RESUME_VERSION or saved.get("file") != str(
                path.absolute()):
            return None
        return saved

    def save(self, path: Path, saved: dict[str, Any]) -> None:
        """Write atomically (temp file, rename); silently skipped when the folder is not writable."""
        try:
            write_entry(self.folder, self.state_path(path), orjson.dumps(saved))
        except (OSError, TypeError):
            pass


@dataclass
class _Position:
    """Where reading starts: byte offset, lines before it, the file's first bytes read so far (up to HEAD_BYTES: a
    file shorter than that at one run has a longer head at the next) and the last bytes before the offset (what
    the next run checks)."""

    offset: int = 0
    lines: int = 0
    head: bytes = b""
    recent: bytes = b""

    def consumed(self, data: bytes) -> None:
        """`data` and its newline were read past the offset."""
        if len(self.head) < HEAD_BYTES:
            self.head = (self.head + data[:HEAD_BYTES] + b"\n")[:HEAD_BYTES]
        self.offset += len(data) + 1
        self.recent = (self.recent + data[-BEFORE_BYTES:] + b"\n")[-BEFORE_BYTES:]

    def keys(self, path: Path, st: os.stat_result, state: dict[str, Any] | None) -> dict[str, Any]:
        """What the next run checks before continuing from here (and the state to continue)."""
        return {"version": RESUME_VERSION, "file": str(path.absolute()), "offset": self.offset, "lines": self.lines,
                "size": st.st_size, "mtime_ns": st.st_mtime_ns, "inode": [st.st_dev, st.st_ino],
                "head": _hash(self.head), "head_size": len(self.head),
                "before": _hash(self.recent), "state": state}


def _start(fh: BinaryIO, st: os.stat_result, saved: dict[str, Any] | None,
           info: ReadInfo) -> tuple[LinearClaude, _Position] | None:
    """(pass state, position) to continue from: a saved state that still fits the file, else a fresh start;
    None when the file was seen not to be linear and has only grown since."""
    fresh = LinearClaude(), _Position()
    if saved is None:
        return fresh
    try:
        offset, size = int(saved["offset"]), int(saved["size"])
        grown = st.st_size > size or (st.st_size == size and st.st_mtime_ns == saved["mtime_ns"])
        same_file = saved["inode"] == [st.st_dev, st.st_ino]        # a rewrite by rename is a new file
        if not grown or not same_file or offset > st.st_size or offset <= 0:
            return fresh
        head = _read_at(fh, 0, min(int(saved["head_size"]), offset))
        before = _read_at(fh, max(0, offset - BEFORE_BYTES), min(BEFORE_BYTES, offset))
        info.bytes_read += len(head) + len(before)
        if _hash(head) != saved["head"] or _hash(before) != saved["before"]:
            return fresh
        if saved["state"] is None:
            return None
        state = LinearClaude.from_state(saved["state"])
        info.resumed = True
        return state, _Position(offset, int(saved["lines"]), head, before)
    except (KeyError, TypeError, ValueError):
        return fresh


def _feed(state: LinearClaude, number: int, raw: bytes) -> None:
    """One line to the pass; a line the reader would mark malformed (or only the standard library reads)
    raises NotLinear."""
    try:
        obj = orjson.loads(raw)
    except orjson.JSONDecodeError:
        if not raw.strip():
            return                              # a blank line: skipped, as the reader skips it
        raise NotLinear("a line orjson does not read") from None
    if len(raw) > 2 * MAX_NESTING and raw.count(b"[") + raw.count(b"{") > MAX_NESTING:
        raise NotLinear("deep nesting")
    state.add(number, obj)


def linear_usage(named: str | Path, prune: PruneSettings,
                 store: ResumeStore | None) -> tuple[SessionUsage | None, ReadInfo]:
    """The file's usage by the linear pass (continuing a saved state when the file only grew), or None when
    the full analysis is needed; with `store`, the state is saved for the next run. The result's path is
    `named` as given (as `analyze_path` names it). A file under an OpenClaw home is OpenClaw's (the full analysis
    reads it as such)."""
    info, path = ReadInfo(), Path(named)
    if is_openclaw_path(path):
        return None, info
    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode) or st.st_size == 0:
                return None, info
            saved = store.load(path) if store is not None else None
            started = _start(fh, st, saved, info)
            if started is None:
                return None, info
            usage = _read(str(named), path, fh, st, started, prune, store, info)
            info.linear = usage is not None
            return usage, info
    except OSError:
        return None, info


def _read(named: str, path: Path, fh: BinaryIO, st: os.stat_result, started: tuple[LinearClaude, _Position],
          prune: PruneSettings, store: ResumeStore | None, info: ReadInfo) -> SessionUsage | None:
    state, at = started
    pending: list[bytes] = []
    checkpoint: dict[str, Any] | None = None
    in_tail = False
    try:
        fh.seek(at.offset)
        while True:
            block = fh.read(BLOCK_BYTES)
            if not block:
                break
            if at.offset == 0 and not pending and block.startswith(b"\xef\xbb\xbf"):
                raise NotLinear("a byte-order mark")
            info.bytes_read += len(block)
            cut = block.rfind(b"\n")
            if cut == -1:
                pending.append(block)
                continue
            pending.append(block[:cut])
            data = b"".join(pending)
            pending = [block[cut + 1:]] if cut + 1 < len(block) else []
            try:
                number = at.lines
                for raw in data.split(b"\n"):
                    number += 1
                    _feed(state, number, raw)
            finally:
                at.lines = number
                at.consumed(data)               # read either way: what a "not linear" mark covers
        after = os.fstat(fh.fileno())
        if after.st_size != st.st_size or after.st_mtime_ns != st.st_mtime_ns:
            return None                         # changing while read: the full reader says so
        if state.decided and at.offset and len(state.flags) <= KEEP_STATE_UP_TO:
            checkpoint = at.keys(path, after, state.to_state())
        tail = b"".join(pending)
        if tail:
            in_tail = True
            _feed(state, at.lines + 1, tail)    # a last line without "\n": counted, not yet consumed
            in_tail = False
        return state.finish(named, prune)
    except NotLinear:                           # not linear: the next run goes straight to the full analysis
        if checkpoint is not None and not in_tail:
            checkpoint["state"] = None          # (a torn last line keeps the state: it is read again when complete)
        elif checkpoint is None and not in_tail and at.offset:
            checkpoint = at.keys(path, st, None)
        return None
    finally:
        if store is not None and checkpoint is not None:
            store.save(path, checkpoint)
