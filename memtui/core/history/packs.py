"""Pack files: the new contents of one snapshot written as one file rather than one file each.

Creating a file costs far more than writing a few kilobytes, and a watched change often touches
several memory files at once; so a snapshot with two or more new contents writes them to
`<root>/.memtui/history/packs/<time>-<pid>.pack`: for each, a header line `<sha> <length>\\n` and the
zlib-compressed content. Packs are written once (exclusive create) and never changed; the store
reads them through an index of sha -> (pack, offset, length), rebuilt for packs it has not seen
when the folder changes. A pack torn by a crash keeps the entries before the tear. Garbage
collection deletes a pack whose contents are all dropped; one that still holds live contents is
first unpacked into loose objects.
"""

from __future__ import annotations

import contextlib
import os
import time
import zlib
from pathlib import Path
from typing import Callable

PACKS_DIR = "packs"


class Packs:
    """The pack files of one journal and the index of what they hold."""

    def __init__(self, history_dir: Path) -> None:
        self.dir = Path(history_dir) / PACKS_DIR
        self._index: dict[str, tuple[str, int, int]] = {}       # sha -> (pack name, offset, length)
        self._packs: dict[str, list[str]] = {}                  # pack name -> its shas
        self._dir_key: tuple[int, int] | None = None

    def write(self, entries: list[tuple[str, bytes]]) -> int:
        """Write (sha, zlib data) entries as one new pack; returns the bytes written."""
        name = f"{time.time_ns()}-{os.getpid()}.pack"
        parts, offsets, at = [], [], 0
        for sha, packed in entries:
            header = f"{sha} {len(packed)}\n".encode("ascii")
            offsets.append((sha, at + len(header), len(packed)))
            parts += [header, packed]
            at += len(header) + len(packed)
        body = b"".join(parts)
        try:
            fh = open(self.dir / name, "xb")
        except FileNotFoundError:
            self.dir.mkdir(parents=True, exist_ok=True)
            fh = open(self.dir / name, "xb")
        try:
            with fh:
                fh.write(body)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(self.dir / name)
            raise
        for sha, offset, length in offsets:
            self._index[sha] = (name, offset, length)
        self._packs[name] = [sha for sha, _o, _l in offsets]
        return len(body)

    def has(self, sha: str) -> bool:
        return sha in self._index

    def _refresh(self) -> None:
        """Index the packs written since the last look (by this or another process)."""
        try:
            st = self.dir.stat()
        except OSError:
            self._index.clear()
            self._packs.clear()
            self._dir_key = None
            return
        key = (st.st_mtime_ns, st.st_ino)
        if key == self._dir_key:
            return
        names = {n for n in os.listdir(self.dir) if n.endswith(".pack")}
        for gone in set(self._packs) - names:
            for sha in self._packs.pop(gone):
                if self._index.get(sha, ("",))[0] == gone:
                    del self._index[sha]
        for name in sorted(names - set(self._packs)):
            self._packs[name] = []
            try:
                data = (self.dir / name).read_bytes()
            except OSError:
                continue
            at = 0
            while at < len(data):
                end = data.find(b"\n", at, at + 100)
                try:
                    sha, length = data[at:end].decode("ascii").split(" ")
                    size = int(length)
                except (ValueError, UnicodeDecodeError):
                    break
                if end < 0 or end + 1 + size > len(data):
                    break                     # torn at the end: the entries before it stand
                self._index[sha] = (name, end + 1, size)
                self._packs[name].append(sha)
                at = end + 1 + size
        self._dir_key = key

    def get(self, sha: str) -> bytes | None:
        """The content of `sha` from a pack (None: in none of them)."""
        self._refresh()
        found = self._index.get(sha)
        if found is None:
            return None
        name, offset, length = found
        try:
            with open(self.dir / name, "rb") as fh:
                fh.seek(offset)
                return zlib.decompress(fh.read(length))
        except (OSError, zlib.error):
            return None

    def size_of(self, sha: str) -> int | None:
        self._refresh()
        found = self._index.get(sha)
        return found[2] if found else None

    def total_bytes(self) -> int:
        total = 0
        with contextlib.suppress(OSError):
            for entry in os.scandir(self.dir):
                if entry.name.endswith(".pack"):
                    with contextlib.suppress(OSError):
                        total += entry.stat().st_size
        return total

    def collect(self, live: set[str], keep_loose: Callable[[bytes], object]) -> None:
        """Delete packs with nothing live; unpack the live contents of mixed ones first."""
        self._refresh()
        for name, shas in list(self._packs.items()):
            alive = [sha for sha in shas if sha in live]
            if alive and len(alive) == len(shas):
                continue
            for sha in alive:
                data = self.get(sha)
                if data is None:
                    return                    # cannot unpack: keep the pack
                keep_loose(data)
            with contextlib.suppress(OSError):
                os.unlink(self.dir / name)
            for sha in self._packs.pop(name):
                if self._index.get(sha, ("",))[0] == name:
                    del self._index[sha]
