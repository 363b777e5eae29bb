"""Shared fixtures: an isolated HOME/XDG, copies of the demo and layout workspaces."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
FIXTURES = TESTS / "fixtures"
LAYOUTS = FIXTURES / "layouts"
DEMO = TESTS.parent / "memtui" / "demo" / "workspace"


@pytest.fixture(autouse=True)
def isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep the machine running the tests out of them: HOME, XDG dirs and config are per test."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    for var in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"):
        monkeypatch.setenv(var, str(home / var.lower()))
    monkeypatch.delenv("MEMTUI_CONFIG_FILE", raising=False)
    return home


@pytest.fixture(autouse=True)
def strict_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    """Loud failures: a crashing lint check (or anything else that would become a notice) fails the test."""
    from memtui.core.strict import STRICT_ENV

    monkeypatch.setenv(STRICT_ENV, "1")


@pytest.fixture(autouse=True)
def no_cursor_blink(monkeypatch: pytest.MonkeyPatch) -> None:
    """Snapshots are taken after a settle delay longer than the blink interval: never blink."""
    from textual.widgets import Input

    monkeypatch.setattr(Input, "_toggle_cursor", lambda self: None)


@pytest.fixture
def demo_root(tmp_path: Path) -> Path:
    """A fresh copy of the bundled demo workspace."""
    dest = tmp_path / "workspace"
    shutil.copytree(DEMO, dest, ignore=shutil.ignore_patterns(".memtui"))
    return dest


@pytest.fixture
def layout_root(tmp_path: Path):
    """Copy one of tests/fixtures/layouts/<name> into tmp and return its path."""

    def make(name: str) -> Path:
        dest = tmp_path / name
        shutil.copytree(LAYOUTS / name, dest)
        return dest

    return make


AUDIT = FIXTURES / "audit"
AUDIT_MTIME = 1793491200  # 2026-11-01T00:00:00Z: fixed, so file dates in audits are deterministic


@pytest.fixture
def audit_root(tmp_path: Path) -> Path:
    """A copy of tests/fixtures/audit with every file's mtime pinned to 2026-11-01."""
    import os

    dest = tmp_path / "audit"
    shutil.copytree(AUDIT, dest)
    for path in dest.rglob("*"):
        if path.is_file():
            os.utime(path, (AUDIT_MTIME, AUDIT_MTIME))
    return dest
