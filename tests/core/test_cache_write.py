"""`cache.write_entry`: atomic, never reuses a temp file another process left, survives its folder being removed."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from memtui.core import cache
from memtui.core.cache import write_entry


def test_a_leftover_temp_file_is_not_reused(tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "usage"
    folder.mkdir()
    counter = iter(range(100))
    monkeypatch.setattr(cache, "_written", counter)
    left = folder / f".tmp-{os.getpid()}-0.json"          # what a crashed process with this pid left
    left.write_bytes(b"left over")
    write_entry(folder, folder / "a.json", b"new")
    assert (folder / "a.json").read_bytes() == b"new" and left.read_bytes() == b"left over"
    assert sorted(p.name for p in folder.iterdir()) == sorted([left.name, "a.json"])


def test_the_folder_removed_between_writes_is_made_again(tmp_path: Path) -> None:
    folder = tmp_path / "usage"
    write_entry(folder, folder / "a.json", b"one")
    shutil.rmtree(folder)
    write_entry(folder, folder / "b.json", b"two")
    assert [p.name for p in folder.iterdir()] == ["b.json"] and (folder / "b.json").read_bytes() == b"two"
