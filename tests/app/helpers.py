"""Helpers for Pilot tests: build the app on a workspace and wait for it to settle."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Callable

from textual.pilot import Pilot

from memtui.app import MemtuiApp
from memtui.cli.screenshot import settle  # noqa: F401  (re-exported for the tests)


def make_app(root: Path, *, watch: bool = False, panes: list[str] | None = None) -> MemtuiApp:
    """The real app with determinism switches: no blinking cursor, watcher off unless asked."""
    return MemtuiApp(root, watch=watch, cursor_blink=False, panes=panes)


async def wait_until(pilot: Pilot, condition: Callable[[], bool], timeout: float = 8.0) -> bool:
    """Poll `condition` while the app runs; True once it holds."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        if condition():
            await pilot.pause()   # let a just-pushed screen compose and mount
            await pilot.pause()
            return True
        await pilot.pause(0.05)
    return condition()
