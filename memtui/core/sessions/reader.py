"""A robust JSONL reader for transcripts: one snapshot of the bytes, every bad line kept and numbered.

The file is read in one `read()` from an open descriptor, so a writer appending at the same time
yields a consistent prefix (its last line may be torn). Nothing here raises for bad input:
unreadable files, non-UTF-8 bytes, invalid or non-object JSON lines, a torn last line, empty files
and multi-MB lines all end up as `error`, `warnings` or `malformed` entries.
"""

from __future__ import annotations

import json
import os
import stat
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

from memtui.core.fsio import Fingerprint, fingerprint_bytes
from memtui.core.sessions.model import MalformedLine

PREVIEW_CHARS = 120
MAX_NESTING = 500             # deeper JSON is kept as a malformed line (walkers stay far from the recursion limit)
HASH_THREAD_BYTES = 1 << 20   # from this size the fingerprint is hashed beside the decoding
_DECODER = json.JSONDecoder()
Record = tuple[int, str, dict[str, Any]]   # (line number, raw line, parsed object)


@dataclass
class JsonlFile:
    """The JSON-object lines of a file, with what could not be read."""

    path: Path
    lines: list[str] = field(default_factory=list)       # decoded text lines, without their "\n"
    malformed: list[MalformedLine] = field(default_factory=list)   # filled by the first full iter_records()
    fingerprint: Fingerprint | None = None
    encoding_ok: bool = True
    ends_with_newline: bool = True
    torn_last_line: bool = False
    size: int = 0
    error: str | None = None
    warnings: list[str] = field(default_factory=list)
    partial: bool = False                                # only the head of the file was read
    _scanned: bool = False

    def iter_records(self) -> Iterator[tuple[int, str, dict[str, Any]]]:
        """(line number, raw line, object) for every JSON-object line, parsed lazily.

        Objects are not kept, so a caller that builds its own model holds one copy of the data.
        The first complete pass records the malformed lines (invalid JSON, non-objects, a torn
        last line) in `malformed`.
        """
        collect = not self._scanned
        malformed = self.malformed
        scan = _DECODER.scan_once  # raw_decode without its Python frame: (obj, end) or StopIteration
        last = len(self.lines)
        torn_possible = not self.ends_with_newline
        for number, raw in enumerate(self.lines, 1):
            try:
                try:
                    obj, end = scan(raw, 0)
                except (ValueError, StopIteration):
                    obj, end = json.loads(raw), len(raw)  # leading whitespace, or the canonical error
                if end != len(raw) and raw[end:].strip():
                    raise ValueError(f"extra data after the JSON value at column {end + 1}")
                if raw.count("[") + raw.count("{") > MAX_NESTING and too_deep(obj):
                    raise RecursionError
            except RecursionError:
                if collect:
                    malformed.append(MalformedLine(number, f"JSON nested deeper than {MAX_NESTING} levels", _preview(raw)))
                continue
            except ValueError as exc:
                if not raw or raw.isspace():
                    continue
                if collect:
                    if number == last and torn_possible:
                        self.torn_last_line = True
                        malformed.append(MalformedLine(number, "torn last line (incomplete write?)", _preview(raw)))
                    else:
                        malformed.append(MalformedLine(number, f"invalid JSON: {exc}", _preview(raw)))
                continue
            if type(obj) is not dict:
                if collect:
                    malformed.append(MalformedLine(number, f"not a JSON object ({type(obj).__name__})", _preview(raw)))
                continue
            yield number, raw, obj
        if collect:
            self._scanned = True
            if malformed:
                self.warnings.append(f"{len(malformed)} malformed line(s) skipped (kept with their line numbers)")

    @property
    def records(self) -> list[tuple[int, str, dict[str, Any]]]:
        """All records at once (small files, tests)."""
        return list(self.iter_records())


def too_deep(value: Any, limit: int = MAX_NESTING) -> bool:
    """True when a parsed JSON value nests lists/objects deeper than `limit` (walked without recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        if type(item) is dict:
            stack.extend((child, depth + 1) for child in item.values() if type(child) in (dict, list))
        elif type(item) is list:
            stack.extend((child, depth + 1) for child in item if type(child) in (dict, list))
    return False


def _preview(raw: str) -> str:
    text = raw.strip()
    return text if len(text) <= PREVIEW_CHARS else text[:PREVIEW_CHARS] + "…"


def read_bytes_snapshot(path: Path, max_bytes: int | None = None) -> tuple[bytes, os.stat_result | None, str | None, list[str]]:
    """Read a whole file (or its first `max_bytes`) in one go: (data, stat at open, error, warnings).
    Never raises."""
    warnings: list[str] = []
    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode):
                return b"", None, "not a regular file", warnings
            data = fh.read() if max_bytes is None else fh.read(max_bytes)
            if max_bytes is not None and len(data) == max_bytes:
                return data[: data.rfind(b"\n") + 1], st, None, warnings
    except FileNotFoundError:
        return b"", None, "file not found", warnings
    except PermissionError:
        return b"", None, "permission denied", warnings
    except IsADirectoryError:
        return b"", None, "is a directory", warnings
    except OSError as exc:
        return b"", None, f"cannot read: {exc.strerror or exc}", warnings
    try:
        after = os.stat(path)
        if after.st_size != len(data) or after.st_mtime_ns != st.st_mtime_ns:
            warnings.append("the file changed while it was read; showing the snapshot that was read")
    except OSError:
        warnings.append("the file disappeared while it was read")
    return data, st, None, warnings


def read_jsonl(path: str | Path, max_bytes: int | None = None) -> JsonlFile:
    """Read `path` as JSONL; see the module docstring for what is tolerated.

    With `max_bytes`, only the whole lines within the first `max_bytes` are read (`partial` is
    set and there is no fingerprint): a quick first look at a long session.
    """
    path = Path(path)
    result = JsonlFile(path)
    data, st, error, warnings = read_bytes_snapshot(path, max_bytes)
    result.warnings.extend(warnings)
    if error is not None:
        result.error = error
        return result
    assert st is not None
    result.partial = max_bytes is not None and len(data) < st.st_size
    result.size = len(data)
    if len(data) < HASH_THREAD_BYTES or result.partial:
        result.fingerprint = None if result.partial else fingerprint_bytes(data, st)
        hashing = None
    else:  # sha256 releases the GIL: hash in a thread while this one decodes
        hashing = _Hashing(data, st)
        hashing.start()
    if not data:
        result.warnings.append("empty file")
        return result
    try:
        _decode_lines(result, data)
    finally:
        if hashing is not None:
            hashing.join()
            result.fingerprint = hashing.fingerprint
    return result


class _Hashing(threading.Thread):
    """The fingerprint of a file's bytes, computed beside the decoding."""

    def __init__(self, data: bytes, st: os.stat_result) -> None:
        super().__init__(name="memtui-jsonl-hash", daemon=True)
        self.data, self.st = data, st
        self.fingerprint: Fingerprint | None = None

    def run(self) -> None:
        self.fingerprint = fingerprint_bytes(self.data, self.st)
        self.data = b""


def _decode_lines(result: JsonlFile, data: bytes) -> None:
    """Split `data` into `result.lines`, decoding UTF-8 (bad lines with replacement characters)."""
    result.ends_with_newline = data.endswith(b"\n")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        lines = data.decode("utf-8").split("\n")
        bad_lines: set[int] = set()
    except UnicodeDecodeError:
        result.encoding_ok = False
        lines, bad_lines = [], set()
        for number, chunk in enumerate(data.split(b"\n"), 1):
            try:
                lines.append(chunk.decode("utf-8"))
            except UnicodeDecodeError:
                lines.append(chunk.decode("utf-8", errors="replace"))
                bad_lines.add(number)
        result.warnings.append(
            f"{len(bad_lines)} line(s) are not valid UTF-8 (shown with replacement characters): "
            + ", ".join(str(n) for n in sorted(bad_lines)[:10])
        )
    if lines and lines[-1] == "":
        lines.pop()
    result.lines = lines
