"""A robust JSONL reader for transcripts: one snapshot of the bytes, every bad line kept and numbered.

The file is read from one open descriptor up to its end, block by block (hashed, split and parsed as
it goes: no line is kept, only its byte offset), so a writer appending at the same time yields a
consistent prefix (its last line may be torn). Nothing here raises for bad input:
unreadable files, non-UTF-8 bytes, invalid or non-object JSON lines, a torn last line, empty files
and multi-MB lines all end up as `error`, `warnings` or `malformed` entries.

Lines are decoded by orjson (about twice as fast as the standard library's scanner, the largest
cost of reading a long session); a line orjson refuses goes through the standard library, whose
verdict stands: NaN/Infinity, lone surrogates and the canonical error messages are as before. One
difference is left: orjson reads an integer beyond 64 bits as a float. The tree takes ids, types,
roles and timestamps from this pass; the content of a tree entry (a lazy node) is decoded again
from its line by the standard library when it is shown.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from array import array
from dataclasses import dataclass, field
from itertools import accumulate
from operator import add
from pathlib import Path
from typing import Any, BinaryIO, Callable, Iterable, Iterator

import orjson

from memtui.core.fsio import Fingerprint
from memtui.core.sessions.lines import LineSource
from memtui.core.sessions.model import MalformedLine

PREVIEW_CHARS = 120
MAX_NESTING = 500             # deeper JSON is kept as a malformed line (walkers stay far from the recursion limit)
# raw_decode without its Python frame: (object, end) or StopIteration (typeshed does not list it)
SCAN_ONCE: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]
Record = tuple[int, str, dict[str, Any]]   # (line number, raw line, parsed object)


@dataclass
class JsonlFile:
    """The JSON-object lines of a file, read as they are parsed, with what could not be read.

    No line is kept: `iter_records()` reads the file block by block, and `source` keeps the byte
    offset of every line (8 bytes a line) so a line can be read again later. What the first full pass
    learns (fingerprint, size, malformed lines, warnings) is filled in when it ends.
    """

    path: Path
    max_bytes: int | None = None                          # read only the whole lines within this many bytes
    malformed: list[MalformedLine] = field(default_factory=list)   # filled by the first full iter_records()
    fingerprint: Fingerprint | None = None
    encoding_ok: bool = True
    ends_with_newline: bool = True
    torn_last_line: bool = False
    size: int = 0
    line_count: int = 0
    error: str | None = None
    warnings: list[str] = field(default_factory=list)
    partial: bool = False                                # only the head of the file was read
    source: LineSource = field(init=False)
    _scanned: bool = False

    def __post_init__(self) -> None:
        self.source = LineSource(self.path)

    def iter_records(self) -> Iterator[tuple[int, str, dict[str, Any]]]:
        """(line number, raw line, object) for every JSON-object line, read and parsed lazily.

        Neither lines nor objects are kept, so a caller that builds its own model holds one copy of
        the data. The first complete pass records the malformed lines (invalid JSON, non-objects, a
        torn last line) in `malformed`, and the file's fingerprint.
        """
        collect = not self._scanned
        malformed = self.malformed
        scan = SCAN_ONCE
        fast = orjson.loads
        for number, lines, tail in self._batches(collect):
            last = number + len(lines)
            for raw in lines:
                number += 1
                try:
                    try:
                        obj = fast(raw)
                    except ValueError:    # what orjson refuses gets the standard library's verdict
                        obj = _stdlib_load(raw, scan)
                    if (len(raw) > 2 * MAX_NESTING and raw.count("[") + raw.count("{") > MAX_NESTING
                            and too_deep(obj)):   # deeper needs that many brackets, opened and closed
                        raise RecursionError
                except RecursionError:
                    if collect:
                        malformed.append(MalformedLine(number, f"JSON nested deeper than {MAX_NESTING} levels",
                                                       _preview(raw)))
                    continue
                except ValueError as exc:
                    if not raw or raw.isspace():
                        continue
                    if collect:
                        if number == last and tail:
                            self.torn_last_line = True
                            malformed.append(MalformedLine(number, "torn last line (incomplete write?)", _preview(raw)))
                        else:
                            malformed.append(MalformedLine(number, f"invalid JSON: {exc}", _preview(raw)))
                    continue
                if type(obj) is not dict:
                    if collect:
                        malformed.append(MalformedLine(number, f"not a JSON object ({type(obj).__name__})",
                                                       _preview(raw)))
                    continue
                yield number, raw, obj
        if collect and self._scanned and malformed:
            self.warnings.append(f"{len(malformed)} malformed line(s) skipped (kept with their line numbers)")

    @property
    def records(self) -> list[tuple[int, str, dict[str, Any]]]:
        """All records at once (small files, tests)."""
        return list(self.iter_records())

    def _batches(self, first: bool) -> Iterator[tuple[int, list[str], bool]]:
        """(lines before, decoded lines, whether they end the file without a "\n") block by block.

        The first pass reads up to the end (or `max_bytes`), hashing and recording line offsets; a
        later pass reads the same bytes again (the snapshot the first pass saw)."""
        if self.error is not None:
            return
        fh, st, error = _open_regular(self.path)
        if fh is None or st is None:
            self.error = error
            return
        limit = self.max_bytes if first else self.size
        if first:   # a first pass left unfinished starts again
            del self.source.starts[:]
            self.malformed.clear()
        digest = hashlib.sha256() if first else None
        starts = self.source.starts
        pending: list[bytes] = []      # the bytes of the line being read, across blocks
        bad_lines: list[int] = []
        size = 0
        consumed = 0                   # offset of the next line's first byte
        count = 0
        with fh:
            try:
                while limit is None or size < limit:
                    block = fh.read(BLOCK_BYTES if limit is None else min(BLOCK_BYTES, limit - size))
                    if not block:
                        break
                    if size == 0 and block.startswith(_BOM):
                        if digest is not None:
                            digest.update(_BOM)
                        block, size, consumed = block[3:], 3, 3
                    if digest is not None:
                        digest.update(block)
                    size += len(block)
                    cut = block.rfind(b"\n")
                    if cut == -1:
                        pending.append(block)
                        continue
                    pending.append(block[: cut + 1])
                    data = b"".join(pending)
                    pending = [block[cut + 1:]] if cut + 1 < len(block) else []
                    lines = _lines_of(data, count, bad_lines, starts if first else None, consumed)
                    consumed += len(data)
                    yield count, lines, False
                    count += len(lines)
            except OSError as exc:
                self.error = f"cannot read: {exc.strerror or exc}"
                return
        partial = self.max_bytes is not None and size < st.st_size if first else self.partial
        tail = b"".join(pending)
        if tail and not partial:
            data = tail + b"\n"
            lines = _lines_of(data, count, bad_lines, starts if first else None, consumed)
            consumed += len(data)
            yield count, lines, True
            count += len(lines)
        if not first:
            return
        starts.append(consumed)
        self._finish(st, size, len(tail), partial, digest.hexdigest() if digest else "", bad_lines, count)

    def _finish(self, st: os.stat_result, size: int, tail: int, partial: bool, sha256: str,
                bad_lines: list[int], count: int) -> None:
        """What the first pass learnt about the file."""
        self._scanned = True
        self.partial = partial
        self.line_count = count
        self.ends_with_newline = not tail
        self.size = size - (tail if partial else 0)
        self.fingerprint = None if partial else Fingerprint(st.st_mtime_ns, size, sha256)
        if bad_lines:
            self.encoding_ok = False
            self.warnings.append(
                f"{len(bad_lines)} line(s) are not valid UTF-8 (shown with replacement characters): "
                + ", ".join(str(n) for n in bad_lines[:10])
            )
        if not partial:
            try:
                after = os.stat(self.path)
                if after.st_size != size or after.st_mtime_ns != st.st_mtime_ns:
                    self.warnings.append("the file changed while it was read; showing the snapshot that was read")
            except OSError:
                self.warnings.append("the file disappeared while it was read")
        if size == 0:
            self.warnings.append("empty file")


def _lines_of(data: bytes, before: int, bad_lines: list[int], starts: array[int] | None, consumed: int) -> list[str]:
    """The decoded lines of `data` (whole lines); with `starts`, their byte offsets are appended to it."""
    bad = len(bad_lines)
    lines = _decode(data, before, bad_lines)
    if starts is not None:
        _record_starts(starts, data, lines if len(bad_lines) == bad else None, consumed)
    return lines


def _record_starts(starts: array[int], data: bytes, lines: list[str] | None, consumed: int) -> None:
    """Append the offsets of the lines of `data` (whole lines ending with "\n") starting at `consumed`.
    With `lines` (`data` decoded without replacement), byte lengths come from the text: an ASCII
    line's length is its byte count, known without a scan. Line i starts at `consumed` + the lengths
    before it + i newlines (computed in C: no Python call per line)."""
    if lines is None:
        lengths: Iterable[int] = map(len, data[:-1].split(b"\n"))
        count = data.count(b"\n")
    else:
        lengths = map(len, lines) if data.isascii() else map(_byte_length, lines)
        count = len(lines)
    starts.extend(map(add, accumulate(lengths, initial=consumed), range(count)))
    # the last sum (the start of the line after `data`) is left out by `range(count)`


def _byte_length(line: str) -> int:
    return len(line) if line.isascii() else len(line.encode("utf-8"))


def _decode(data: bytes, before: int, bad_lines: list[int]) -> list[str]:
    """The lines of `data` (whole lines, ending with "\n") as text: a line that is not UTF-8 is decoded
    with replacement characters and its number added to `bad_lines`."""
    try:
        return data.decode("utf-8")[:-1].split("\n")
    except UnicodeDecodeError:
        pass
    lines: list[str] = []
    for offset, chunk in enumerate(data[:-1].split(b"\n")):
        try:
            lines.append(chunk.decode("utf-8"))
        except UnicodeDecodeError:
            lines.append(chunk.decode("utf-8", errors="replace"))
            bad_lines.append(before + offset + 1)
    return lines


def _stdlib_load(raw: str, scan: Callable[[str, int], tuple[Any, int]]) -> Any:
    """A line through the standard library's decoder: the JSON value, or ValueError with its message."""
    try:
        obj, end = scan(raw, 0)
    except (ValueError, StopIteration):
        obj, end = json.loads(raw), len(raw)  # leading whitespace, or the canonical error
    if end != len(raw) and raw[end:].strip():
        raise ValueError(f"extra data after the JSON value at column {end + 1}")
    return obj


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


BLOCK_BYTES = 1 << 20         # the file is read, hashed, split and parsed in blocks of this size
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
    """A JSONL file to read (see `JsonlFile`); a file that cannot be opened has its `error` set now.

    Nothing is read until `iter_records()`: memory then holds one block of the file, never its lines.
    With `max_bytes`, only the whole lines within the first `max_bytes` are read (`partial` is set and
    there is no fingerprint): a quick first look at a long session.
    """
    result = JsonlFile(Path(path), max_bytes)
    fh, _, error = _open_regular(result.path)
    if fh is None:
        result.error = error
    else:
        fh.close()
    return result
