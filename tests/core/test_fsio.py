"""Atomic saves, backups, conflicts and safe reads on real files."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest

from memtui.core.fsio import (
    ConflictError,
    atomic_save,
    current_fingerprint,
    is_own_temp,
    read_file,
)


def test_save_keeps_mode_backs_up_and_returns_fingerprint(tmp_path: Path) -> None:
    path = tmp_path / "note.md"
    path.write_text("old\n")
    path.chmod(0o600)
    loaded = read_file(path)
    fp, backup = atomic_save(path, "new\n", loaded.fingerprint, tmp_path)
    assert path.read_text() == "new\n"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert backup is not None and backup.read_text() == "old\n"
    assert backup.is_relative_to(tmp_path / ".memtui" / "backups")
    assert fp == current_fingerprint(path)
    assert not [p for p in tmp_path.iterdir() if is_own_temp(p)]


def test_conflict_when_changed_on_disk_and_nothing_written(tmp_path: Path) -> None:
    path = tmp_path / "note.md"
    path.write_text("v1\n")
    loaded = read_file(path)
    path.write_text("agent wrote v2\n")
    with pytest.raises(ConflictError):
        atomic_save(path, "mine\n", loaded.fingerprint, tmp_path)
    assert path.read_text() == "agent wrote v2\n"
    assert not (tmp_path / ".memtui").exists()


def test_touch_is_not_a_conflict(tmp_path: Path) -> None:
    path = tmp_path / "note.md"
    path.write_text("same\n")
    loaded = read_file(path)
    os.utime(path, ns=(1, 1))
    atomic_save(path, "mine\n", loaded.fingerprint, tmp_path)
    assert path.read_text() == "mine\n"


def test_force_overwrites_but_still_backs_up(tmp_path: Path) -> None:
    path = tmp_path / "note.md"
    path.write_text("v1\n")
    loaded = read_file(path)
    path.write_text("v2\n")
    _, backup = atomic_save(path, "mine\n", loaded.fingerprint, tmp_path, force=True)
    assert path.read_text() == "mine\n"
    assert backup is not None and backup.read_text() == "v2\n"


def test_symlink_survives_a_save(tmp_path: Path) -> None:
    real = tmp_path / "real.md"
    real.write_text("a\n")
    link = tmp_path / "link.md"
    link.symlink_to(real)
    atomic_save(link, "b\n", read_file(link).fingerprint, tmp_path)
    assert link.is_symlink() and real.read_text() == "b\n"


def test_new_file_must_not_exist(tmp_path: Path) -> None:
    path = tmp_path / "new.md"
    atomic_save(path, "x\n", None, tmp_path)
    assert path.read_text() == "x\n"
    with pytest.raises(ConflictError):
        atomic_save(path, "y\n", None, tmp_path)


def test_read_reports_bad_input_without_raising(tmp_path: Path) -> None:
    assert read_file(tmp_path / "missing.md").error == "file not found"
    bad = tmp_path / "latin1.md"
    bad.write_bytes(b"caf\xe9\n")
    res = read_file(bad)
    assert res.ok and not res.encoding_ok and "\ufffd" in res.text
    big = tmp_path / "big.md"
    big.write_bytes(b"x" * 2048)
    res = read_file(big, max_bytes=1024)
    assert res.too_large and len(res.text) == 1024
    assert read_file(tmp_path).error in ("is a directory", "not a regular file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_named_like_a_memory_file_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.md"
    os.mkfifo(pipe)
    results: list[str | None] = []
    reader = threading.Thread(target=lambda: results.append(read_file(pipe).error), daemon=True)
    reader.start()
    reader.join(5)
    assert not reader.is_alive(), "read_file waited for a writer on a FIFO"
    assert results == ["not a regular file"]


def test_a_symlink_loop_is_named(tmp_path: Path) -> None:
    (tmp_path / "a.md").symlink_to(tmp_path / "b.md")
    (tmp_path / "b.md").symlink_to(tmp_path / "a.md")
    assert read_file(tmp_path / "a.md").error == "symlink loop"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads everything")
def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "secret.md"
    path.write_text("x")
    path.chmod(0)
    assert read_file(path).error == "permission denied"
