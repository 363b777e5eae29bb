"""Helpers for Pilot tests: build the app on a workspace and wait for it to settle."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Callable

from textual.pilot import Pilot
from textual.worker import WorkerCancelled, WorkerFailed

from memtui.app import MemtuiApp
from memtui.cli.screenshot import running_workers, settle  # noqa: F401  (settle re-exported for the tests)


def make_app(root: Path, *, watch: bool = False, panes: list[str] | None = None) -> MemtuiApp:
    """The real app with determinism switches: no blinking cursor, watcher off unless asked."""
    return MemtuiApp(root, watch=watch, cursor_blink=False, panes=panes)


async def wait_until(pilot: Pilot, condition: Callable[[], bool], timeout: float = 8.0) -> bool:
    """Wait for `condition`, driven by the app's own work: each round waits for the running workers
    (not the directory watcher, which never ends) to complete and for the message queue to drain; a
    short pause only while nothing runs (an outside event such as a file change is awaited). True
    once it holds; False at `timeout`."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        if condition():
            await pilot.pause()   # let a just-pushed screen compose and mount
            await pilot.pause()
            return True
        busy = running_workers(pilot.app)
        if busy:
            try:
                await asyncio.wait_for(pilot.app.workers.wait_for_complete(busy), max(0.01, end - loop.time()))
            except asyncio.TimeoutError:
                break
            except (WorkerFailed, WorkerCancelled):
                pass              # failed: the app logs it (F12); cancelled: an exclusive worker was replaced
            await pilot.pause()   # deliver what the workers posted
        else:
            await pilot.pause(0.02)
    return condition()
