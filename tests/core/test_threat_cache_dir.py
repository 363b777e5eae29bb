"""Every on-disk cache honours MEMTUI_CACHE_DIR (realdata27 repro 18: the threat scan's statement vectors went to
~/.cache/memtui even when it was set)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from memtui.core.cache import user_cache_dir
from memtui.core.lint.threat_embcache import EmbeddingCache
from memtui.core.search.store import fallback_db_path
from memtui.core.usage.entry import cache_dir


@pytest.fixture
def dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """(MEMTUI_CACHE_DIR, the platform cache dir) both under tmp_path, the first one set."""
    chosen, platform = tmp_path / "chosen", tmp_path / "xdg"
    monkeypatch.setenv("MEMTUI_CACHE_DIR", str(chosen))
    monkeypatch.setenv("XDG_CACHE_HOME", str(platform))
    return chosen, platform


def test_every_cache_folder_is_under_memtui_cache_dir(dirs: tuple[Path, Path], tmp_path: Path) -> None:
    chosen, _ = dirs
    assert user_cache_dir() == chosen
    assert cache_dir() == chosen / "usage"
    assert fallback_db_path(tmp_path / "ws").is_relative_to(chosen)


def test_the_threat_scans_vectors_land_in_memtui_cache_dir(dirs: tuple[Path, Path], tmp_path: Path) -> None:
    chosen, platform = dirs
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "MEMORY.md").write_text("# Memory\n- Run the tests before a commit.\n", encoding="utf-8")
    cache = EmbeddingCache(ws)
    assert cache.conn is not None, cache.notice
    cache.put("space", {"h1": np.ones(4, dtype=np.float32)})
    cache.close()
    assert [p.name for p in chosen.rglob("index.db")] == ["index.db"]
    assert not platform.exists(), "nothing may be written to the platform cache dir"
    assert not (ws / ".memtui").exists(), "linting creates nothing inside the workspace"
    again = EmbeddingCache(ws)
    assert np.array_equal(again.get("space", ["h1"])["h1"], np.ones(4, dtype=np.float32))
    again.close()


def test_without_the_variable_the_platform_dir_is_used(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("MEMTUI_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert user_cache_dir().is_relative_to(tmp_path / "xdg")
