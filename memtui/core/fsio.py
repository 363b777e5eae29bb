"""Safe file I/O: reading with clear errors, fingerprints, atomic saves with backups.

memtui writes memory only on an explicit user action, and every write goes through
`atomic_save`: re-check the fingerprint taken at load (a file changed on disk is never
silently overwritten), back up the previous version, write a temp file in the same
directory, fsync, keep the mode, rename over the target, fsync the directory.
"""

from __future__ import annotations

import errno
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


class OutsideRootError(ValueError):
    """A path to write resolves (symlinks followed) to a place outside the workspace root."""


def is_inside(root: Path | str, path: Path | str) -> bool:
    """True when `path`, symlinks resolved, is `root` or below it (`root` resolved too)."""
    try:
        real_root = os.path.realpath(root)
        real = os.path.realpath(path)
        return os.path.commonpath([real_root, real]) == real_root
    except (OSError, ValueError):
        return False


def resolve_write_target(root: Path | str, path: Path | str, *, what: str = "path") -> Path:
    """The real path a write to `path` (absolute, or relative to `root`) would land on.

    Every symlink on the way is followed, a dangling one too (its target is what would be
    created); `OutsideRootError` when that lands outside `root`. Callers write to the result.
    """
    candidate = Path(path) if Path(path).is_absolute() else Path(root) / path
    if os.path.islink(candidate) and not os.path.exists(candidate):
        raise OutsideRootError(f"{what} {path} is a dangling symlink: refusing to write through it")
    real = Path(os.path.realpath(candidate))
    if not is_inside(root, real):
        raise OutsideRootError(f"{what} {path} resolves to {real}, outside the workspace {os.path.realpath(root)}")
    return real


def ensure_inside_root(root: Path | str, path: Path | str, *, what: str = "path") -> Path:
    """`resolve_write_target` under the name callers look for: raise unless the write stays inside."""
    return resolve_write_target(root, path, what=what)


def check_write_target(path: Path | str, *, what: str = "--out") -> Path:
    """For a path the user names explicitly (may be outside the root): refuse a dangling symlink."""
    path = Path(path)
    if os.path.islink(path) and not os.path.exists(path):
        raise OutsideRootError(f"{what} {path} is a dangling symlink: refusing to write through it")
    return path


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
        # O_NONBLOCK: opening a FIFO named like a memory file must not wait for a writer (regular files
        # ignore the flag); the fstat below then refuses it.
        with os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as fh:
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
        if exc.errno == errno.ELOOP:
            return ReadResult(path, "", b"", None, error="symlink loop")
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
    dest = _backup_path(path, root, backup_dir)
    shutil.copy2(path, dest)
    return dest


def _fsync_dir(directory: Path) -> None:
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def _file_sha(path: Path) -> str | None:
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()
    except OSError:
        return None


def _backup_path(original: Path, root: Path, backup_dir: Path | None) -> Path:
    target_dir = Path(backup_dir) if backup_dir else backup_dir_for(root)
    try:
        rel = Path(original).resolve().relative_to(Path(root).resolve())
    except ValueError:
        rel = Path(Path(original).name)
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime()) + f"-{time.time_ns() % 1_000_000_000:09d}"
    dest = target_dir / rel.parent / f"{rel.name}.{stamp}.bak"
    dest.parent.mkdir(parents=True, exist_ok=True)
    return dest


def _stash(side: Path, original: Path, root: Path, backup_dir: Path | None) -> Path:
    """Move a set-aside version into the backups.

    A rename keeps the inode, so a writer still holding the old file open writes into the
    backup rather than into a deleted file; across filesystems it falls back to a copy.
    """
    dest = _backup_path(original, root, backup_dir)
    try:
        os.rename(side, dest)
    except OSError:
        shutil.copy2(side, dest)
        os.unlink(side)
    return dest


def atomic_save(
    path: Path,
    text: str,
    expected: Fingerprint | None,
    root: Path,
    *,
    force: bool = False,
    backup_dir: Path | None = None,
) -> tuple[Fingerprint, Path | None]:
    """Save `text` over `path` if it still holds the `expected` content; returns (fingerprint, backup).

    No version another process wrote is ever lost, even in a race:
    1. the new text goes to a temp file in the same directory (fsync, mode of the original);
    2. the current file is *renamed aside* (atomic), so exactly the version on disk at that
       instant is captured;
    3. that version is checked against `expected`; on a mismatch it is linked back (never over a
       file that appeared meanwhile) and `ConflictError` is raised;
    4. the temp file is hard-linked into place, which fails rather than clobber a file another
       process created in the meantime (then: `ConflictError`, the other file stays);
    5. the set-aside version becomes the timestamped backup; the directory is fsynced.
    Between 2 and 4 the path is briefly absent (microseconds); a reader then sees no file,
    never a torn one. `expected=None` means "the file must not exist yet"; `force=True`
    overwrites whatever is there after the user confirmed it (still backed up).
    """
    target = Path(os.path.realpath(path))
    parent = target.parent
    current = current_fingerprint(target)
    if not force:
        if expected is None and current is not None:
            raise ConflictError(path, expected, current)
        if expected is not None and not expected.same_content(current):
            raise ConflictError(path, expected, current)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = 0o644
    data = text.encode("utf-8")
    fd, tmp_name = tempfile.mkstemp(dir=parent, prefix=TEMP_PREFIX + target.name + ".", suffix=".tmp")
    tmp = Path(tmp_name)
    side = parent / f"{TEMP_PREFIX}{target.name}.{os.getpid()}.{time.time_ns()}.old"
    backup: Path | None = None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, mode)
        try:
            os.rename(target, side)
            had_file = True
        except FileNotFoundError:
            had_file = False
        if had_file:
            side_sha = _file_sha(side)
            ok = force or (expected is not None and side_sha == expected.sha256)
            if not ok:
                try:
                    os.link(side, target)        # put their version back, never over a newer one
                    os.unlink(side)
                except FileExistsError:
                    _stash(side, target, root, backup_dir)
                raise ConflictError(path, expected, current_fingerprint(target))
        elif expected is not None and not force:
            raise ConflictError(path, expected, None)
        try:
            os.link(tmp, target)
        except FileExistsError:
            if had_file:
                _stash(side, target, root, backup_dir)
            raise ConflictError(path, expected, current_fingerprint(target)) from None
        if had_file:
            backup = _stash(side, target, root, backup_dir)
    finally:
        for leftover in (tmp,):
            try:
                os.unlink(leftover)
            except OSError:
                pass
    _fsync_dir(parent)
    return fingerprint_bytes(data, os.stat(target)), backup


def is_own_temp(path: str | Path) -> bool:
    """True for memtui's own temp files (so the watcher can ignore them)."""
    return Path(path).name.startswith(TEMP_PREFIX)
