"""The search file listing: re-stat known files between walks, walk again when a directory changed."""

from __future__ import annotations

import os
import time
from pathlib import Path

from memtui.core.search.files import SourceListing, list_sources


def _age_dirs(root: Path, seconds: int = 60) -> None:
    """Move every directory's mtime into the past (a walk right after a change is not trusted)."""
    past = time.time() - seconds
    for d in [root, *(p for p in root.rglob("*") if p.is_dir())]:
        os.utime(d, (past, past))


class CountingWalk:
    def __init__(self) -> None:
        self.walks = 0

    def __call__(self, root, sessions=False, dirs=None):
        self.walks += 1
        return list_sources(root, sessions, dirs)


def _workspace(tmp_path: Path) -> Path:
    (tmp_path / "memory" / "img").mkdir(parents=True)
    (tmp_path / "memory" / "deploy.md").write_text("deploy on tuesday\n")
    (tmp_path / "memory" / "img" / "logo.png").write_bytes(b"\x89PNG")
    (tmp_path / "MEMORY.md").write_text("- [deploy](memory/deploy.md)\n")
    _age_dirs(tmp_path)
    return tmp_path


def test_an_edited_file_is_seen_without_a_walk(tmp_path):
    root = _workspace(tmp_path)
    listing, walk = SourceListing(root), CountingWalk()
    first = {s.path: s for s in listing.current(walk)}
    with open(root / "memory" / "deploy.md", "a") as fh:
        fh.write("and on friday\n")
    again = {s.path: s for s in listing.current(walk)}
    assert walk.walks == 1
    assert again["memory/deploy.md"].size == first["memory/deploy.md"].size + len("and on friday\n")
    assert again["MEMORY.md"] == first["MEMORY.md"]


def test_a_new_file_in_a_dir_without_memory_files_is_found(tmp_path):
    root = _workspace(tmp_path)
    listing, walk = SourceListing(root), CountingWalk()
    listing.current(walk)
    (root / "memory" / "img" / "caption.md").write_text("the logo\n")
    paths = [s.path for s in listing.current(walk)]
    assert walk.walks == 2
    assert "memory/img/caption.md" in paths


def test_a_deleted_file_is_gone(tmp_path):
    root = _workspace(tmp_path)
    listing, walk = SourceListing(root), CountingWalk()
    listing.current(walk)
    (root / "memory" / "deploy.md").unlink()
    _age_dirs(root)          # even with the directory mtime restored, the failed stat forces a walk
    assert [s.path for s in listing.current(walk)] == ["MEMORY.md"]
    assert walk.walks == 2


def test_a_walk_right_after_a_change_is_not_trusted(tmp_path):
    root = _workspace(tmp_path)
    (root / "memory" / "plan.md").write_text("plan\n")     # memory/ changed just now
    listing, walk = SourceListing(root), CountingWalk()
    listing.current(walk)
    listing.current(walk)
    assert walk.walks == 2
    _age_dirs(root)
    listing.current(walk)
    listing.current(walk)
    assert walk.walks == 3


def _with_outside_link(tmp_path: Path, name: str) -> Path:
    """A workspace whose memory/NAME is a symlink to a file outside it (directories aged)."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / name).write_text("not part of the workspace\n")
    root = tmp_path / "ws"
    root.mkdir()
    _workspace(root)
    (root / "memory" / name).symlink_to(outside / name)
    _age_dirs(root)
    return root


def test_an_outside_symlink_does_not_force_a_walk_before_every_search(tmp_path):
    root = _with_outside_link(tmp_path, "leak.md")
    listing, walk = SourceListing(root), CountingWalk()
    first = [s.path for s in listing.current(walk)]
    assert "memory/leak.md" not in first                        # listed as a problem, never read
    for _ in range(3):
        assert [s.path for s in listing.current(walk)] == first
    assert walk.walks == 1
    (root / "memory" / "leak.md").unlink()                      # the directory changed: walk again
    (root / "memory" / "new.md").write_text("new\n")
    assert "memory/new.md" in [s.path for s in listing.current(walk)]
    assert walk.walks == 2


def test_allowing_outside_targets_in_memtui_toml_walks_again(tmp_path):
    root = _with_outside_link(tmp_path, "shared.md")
    listing, walk = SourceListing(root), CountingWalk()
    assert "memory/shared.md" not in [s.path for s in listing.current(walk)]
    (root / "memtui.toml").write_text("[workspace]\nallow_outside_symlinks = true\n")
    _age_dirs(root)                                             # even with the root's mtime restored
    assert "memory/shared.md" in [s.path for s in listing.current(walk)]
    assert walk.walks == 2
