"""The lines of a transcript file by number, read again from disk when asked (no line kept in memory).

A long session keeps per entry only what its tree needs; an entry's full line (for the detail view,
stats, a rewind or a fork) is read back through `LineSource.line(number)` from the byte offsets the
reader recorded: 8 bytes per line (`array("q")`). Reads go through one cached block, so walking the
entries in file order reads the file sequentially, once.

Transcripts are append-only, so the offsets of the lines already read stay valid while an agent
writes. A file rewritten or truncated since it was read is detected (the line no longer sits between
two newlines, or lies past the end): its lines then read as "" (callers treat that as "no content"),
never as another line's bytes.
"""

from __future__ import annotations

import threading
from array import array
from pathlib import Path

CACHE_BYTES = 1 << 20        # one block of the file kept for sequential reads


class LineSource:
    """Line starts of one file (filled by the reader) and reads of single lines by number."""

    __slots__ = ("path", "starts", "_block_start", "_block", "_lock")

    def __init__(self, path: Path) -> None:
        self.path = path
        self.starts = array("q")          # byte offset of line n at index n-1; one more: the end
        self._block_start = 0
        self._block = b""
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return max(len(self.starts) - 1, 0)

    def span(self, number: int) -> tuple[int, int]:
        """(byte offset, byte length without the "\\n") of line `number` (1-based)."""
        start = self.starts[number - 1]
        return start, self.starts[number] - 1 - start

    def line(self, number: int) -> str:
        """Line `number` as text (undecodable bytes replaced), or "" when it cannot be read as it was."""
        if not 0 < number < len(self.starts):
            return ""
        start, length = self.span(number)
        before = 1 if number > 1 else 0       # the "\n" ending the previous line (line 1 may follow a BOM)
        with self._lock:
            data = self._read(start - before, length + 1 + before)
        if data is None or data[:before] != b"\n"[:before]:
            return ""
        body = data[before:before + length]
        if data[before + length:] not in (b"\n", b""):    # b"": the last line, written without its "\n"
            return ""
        return body.decode("utf-8", errors="replace")

    def _read(self, offset: int, size: int) -> bytes | None:
        """`size` bytes at `offset` (fewer at the end of the file) through the cached block."""
        inside = offset - self._block_start
        if 0 <= inside and inside + size <= len(self._block):
            return self._block[inside:inside + size]
        start = offset
        if offset < self._block_start and size < CACHE_BYTES:   # walking backwards (leaf to root): the block ends here
            start = max(0, offset + size - CACHE_BYTES)
        try:
            with open(self.path, "rb") as fh:
                fh.seek(start)
                block = fh.read(max(size + offset - start, CACHE_BYTES))
        except OSError:
            return None
        if len(block) < offset - start + size - 1:       # truncated since it was read
            return None
        self._block_start, self._block = start, block
        return block[offset - start:offset - start + size]

    def drop_cache(self) -> None:
        """Forget the cached block (the file may have been rewritten)."""
        with self._lock:
            self._block_start, self._block = 0, b""
