"""A robust JSONL reader for transcripts: one snapshot of the bytes, every bad line kept and numbered.

The file is read from one open descriptor up to its end, block by block (hashed and split as it
goes: no second copy of a long file is held), so a writer appending at the same time yields a
consistent prefix (its last line may be torn). Nothing here raises for bad input:
unreadable files, non-UTF-8 bytes, invalid or non-object JSON lines, a torn last line, empty files
and multi-MB lines all end up as `error`, `warnings` or `malformed` entries.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, Iterator

from memtui.core.fsio import Fingerprint
from memtui.core.sessions.model import MalformedLine

PREVIEW_CHARS = 120
MAX_NESTING = 500             # deeper JSON is kept as a malformed line (walkers stay far from the recursion limit)
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


BLOCK_BYTES = 8 << 20         # the file is read, hashed and split in blocks of this size
_BOM = b"\xef\xbb\xbf"


def _open_regular(path: Path) -> tuple[BinaryIO | None, os.stat_result | None, str | None]:
    """(file, stat at open, error): never raises."""
    try:
        fh = open(path, "rb")
    except FileNotFoundError:
        return None, None, "file not found"
    except PermissionError:
        return None, None, "permission denied"
    except IsADirectoryError:
        return None, None, "is a directory"
    except OSError as exc:
        return None, None, f"cannot read: {exc.strerror or exc}"
    try:
        st = os.fstat(fh.fileno())
    except OSError as exc:
        fh.close()
        return None, None, f"cannot read: {exc.strerror or exc}"
    if not stat.S_ISREG(st.st_mode):
        fh.close()
        return None, None, "not a regular file"
    return fh, st, None


def read_jsonl(path: str | Path, max_bytes: int | None = None) -> JsonlFile:
    """Read `path` as JSONL; see the module docstring for what is tolerated.

    The bytes are read, hashed and split into lines block by block, so memory holds the lines and
    one block, never a second copy of the whole file. With `max_bytes`, only the whole lines within
    the first `max_bytes` are read (`partial` is set and there is no fingerprint): a quick first
    look at a long session.
    """
    path = Path(path)
    result = JsonlFile(path)
    fh, st, error = _open_regular(path)
    if fh is None or st is None:
        result.error = error
        return result
    digest = hashlib.sha256()
    pending: list[bytes] = []      # the bytes of the line being read, across blocks
    bad_lines: list[int] = []
    size = 0
    try:
        with fh:
            while max_bytes is None or size < max_bytes:
                block = fh.read(BLOCK_BYTES if max_bytes is None else min(BLOCK_BYTES, max_bytes - size))
                if not block:
                    break
                if size == 0 and block.startswith(_BOM):
                    digest.update(_BOM)
                    block, size = block[3:], 3
                digest.update(block)
                size += len(block)
                cut = block.rfind(b"\n")
                if cut == -1:
                    pending.append(block)
                    continue
                pending.append(block[: cut + 1])
                _decode_lines(result, b"".join(pending), bad_lines)
                pending = [block[cut + 1:]] if cut + 1 < len(block) else []
    except OSError as exc:
        result.error = f"cannot read: {exc.strerror or exc}"
        return result
    result.partial = max_bytes is not None and size < st.st_size
    tail = b"".join(pending)
    if tail and not result.partial:
        _decode_lines(result, tail + b"\n", bad_lines)
    result.ends_with_newline = not tail
    result.size = size - (len(tail) if result.partial else 0)
    result.fingerprint = None if result.partial else Fingerprint(st.st_mtime_ns, size, digest.hexdigest())
    if bad_lines:
        result.encoding_ok = False
        result.warnings.append(
            f"{len(bad_lines)} line(s) are not valid UTF-8 (shown with replacement characters): "
            + ", ".join(str(n) for n in bad_lines[:10])
        )
    if not result.partial:
        try:
            after = os.stat(path)
            if after.st_size != size or after.st_mtime_ns != st.st_mtime_ns:
                result.warnings.append("the file changed while it was read; showing the snapshot that was read")
        except OSError:
            result.warnings.append("the file disappeared while it was read")
    if size == 0:
        result.warnings.append("empty file")
    return result


def _decode_lines(result: JsonlFile, data: bytes, bad_lines: list[int]) -> None:
    """Append the lines of `data` (whole lines, ending with "\\n") to `result.lines`, decoding UTF-8
    (a bad line with replacement characters, its number added to `bad_lines`)."""
    lines = result.lines
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        first = len(lines) + 1
        for offset, chunk in enumerate(data[:-1].split(b"\n")):
            try:
                lines.append(chunk.decode("utf-8"))
            except UnicodeDecodeError:
                lines.append(chunk.decode("utf-8", errors="replace"))
                bad_lines.append(first + offset)
        return
    lines.extend(text[:-1].split("\n"))
