"""Safe file I/O: reading with clear errors, fingerprints, atomic saves with backups.

memtui writes memory only on an explicit user action, and every write goes through
`atomic_save`: re-check the fingerprint taken at load (a file changed on disk is never
silently overwritten), back up the previous version, write a temp file in the same
directory, fsync, keep the mode, rename over the target, fsync the directory.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

MAX_EDIT_BYTES = 10 * 1024 * 1024
TEMP_PREFIX = ".memtui-tmp-"


class ConflictError(Exception):
    """The file on disk is not the version the caller loaded."""

    def __init__(self, path: Path, expected: "Fingerprint | None", actual: "Fingerprint | None") -> None:
        super().__init__(f"{path} changed on disk since it was loaded")
        self.path = path
        self.expected = expected
        self.actual = actual


@dataclass(frozen=True)
class Fingerprint:
    """What a file looked like when it was read: stat plus a content hash."""

    mtime_ns: int
    size: int
    sha256: str

    def same_content(self, other: "Fingerprint | None") -> bool:
        return other is not None and self.sha256 == other.sha256


@dataclass(frozen=True)
class ReadResult:
    """A file's text as memtui reads it, or why it could not be read."""

    path: Path
    text: str
    data: bytes
    fingerprint: Fingerprint | None
    encoding_ok: bool = True
    error: str | None = None
    too_large: bool = False

    @property
    def ok(self) -> bool:
        return self.error is None


def fingerprint_bytes(data: bytes, st: os.stat_result) -> Fingerprint:
    return Fingerprint(st.st_mtime_ns, st.st_size, hashlib.sha256(data).hexdigest())


def current_fingerprint(path: Path) -> Fingerprint | None:
    """The fingerprint of the file now, or None when it is gone or unreadable."""
    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())
            data = fh.read()
    except OSError:
        return None
    return fingerprint_bytes(data, st)


def read_file(path: Path, max_bytes: int | None = None) -> ReadResult:
    """Read a text file; never raises for I/O or decoding problems.

    Non-UTF-8 bytes are decoded with replacement and `encoding_ok=False` (the caller must not
    save such text back without asking). Over `max_bytes` only the head is decoded and
    `too_large=True`.
    """
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode):
                return ReadResult(path, "", b"", None, error="not a regular file")
            if max_bytes is not None and st.st_size > max_bytes:
                head = fh.read(max_bytes)
                text = head.decode("utf-8", errors="replace")
                fp = Fingerprint(st.st_mtime_ns, st.st_size, "")
                return ReadResult(path, text, head, fp, too_large=True)
            data = fh.read()
    except FileNotFoundError:
        return ReadResult(path, "", b"", None, error="file not found")
    except PermissionError:
        return ReadResult(path, "", b"", None, error="permission denied")
    except IsADirectoryError:
        return ReadResult(path, "", b"", None, error="is a directory")
    except OSError as exc:
        return ReadResult(path, "", b"", None, error=f"cannot read: {exc.strerror or exc}")
    fp = fingerprint_bytes(data, st)
    try:
        text = data.decode("utf-8")
        ok = True
    except UnicodeDecodeError:
        text = data.decode("utf-8", errors="replace")
        ok = False
    if text.startswith("\ufeff"):
        text = text[1:]
    return ReadResult(path, text, data, fp, encoding_ok=ok)


def backup_dir_for(root: Path) -> Path:
    """Where backups of files under `root` go: `<root>/.memtui/backups` (outside the memory tree)."""
    return Path(root) / ".memtui" / "backups"


def make_backup(path: Path, root: Path, backup_dir: Path | None = None) -> Path | None:
    """Copy the current version of `path` to a timestamped backup; None if there is no file."""
    path = Path(path)
    if not path.exists():
        return None
    target_dir = Path(backup_dir) if backup_dir else backup_dir_for(root)
    try:
        rel = path.resolve().relative_to(Path(root).resolve())
    except ValueError:
        rel = Path(path.name)
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + f"-{time.time_ns() % 1_000_000_000:09d}"
    dest = target_dir / rel.parent / f"{rel.name}.{stamp}.bak"
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(path, dest)
    return dest


def atomic_write_bytes(path: Path, data: bytes) -> Fingerprint:
    """Write `data` to `path` atomically (temp in the same dir, fsync, keep mode, rename, fsync dir)."""
    target = Path(os.path.realpath(path))  # a symlink keeps pointing at the saved file
    parent = target.parent
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = 0o644
    fd, tmp = tempfile.mkstemp(dir=parent, prefix=TEMP_PREFIX + target.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:
        dir_fd = os.open(parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass
    st = os.stat(target)
    return fingerprint_bytes(data, st)


def atomic_save(
    path: Path,
    text: str,
    expected: Fingerprint | None,
    root: Path,
    *,
    force: bool = False,
    backup_dir: Path | None = None,
) -> tuple[Fingerprint, Path | None]:
    """Save `text` over `path` if it still matches `expected`; returns (new fingerprint, backup).

    `expected=None` means "the file must not exist yet". A stat change with identical bytes
    (a `touch`) is not a conflict. `force=True` overwrites after a conflict the user confirmed;
    the overwritten version is still backed up.
    """
    path = Path(path)
    actual = current_fingerprint(path)
    if not force:
        if expected is None and actual is not None:
            raise ConflictError(path, expected, actual)
        if expected is not None and not expected.same_content(actual):
            raise ConflictError(path, expected, actual)
    backup = make_backup(path, root, backup_dir) if actual is not None else None
    return atomic_write_bytes(path, text.encode("utf-8")), backup


def is_own_temp(path: str | Path) -> bool:
    """True for memtui's own temp files (so the watcher can ignore them)."""
    return Path(path).name.startswith(TEMP_PREFIX)
