"""The app's panes, one per tab: which are shown, and mounting them after the first screen.

Only the first pane is imported and composed before the first screen: the others' modules pull in
the search engine, numpy, the auditor… (about 0.4 s of CPU). They are imported in a thread once the
first screen is shown (`start_other_panes`) and mounted one by one; a pane whose key comes first is
mounted at once (`mount_pane`). Each replays the app's current workspace and lint state when it
subscribes, so a late mount misses nothing.
"""

from __future__ import annotations

import asyncio
import importlib.util
from pathlib import Path
from typing import Callable, cast

from textual import work
from textual.app import App
from textual.widget import AwaitMount, Widget
from textual.widgets import TabPane

from memtui.pane_registry import PANES, load_pane_class


class PaneHost(App[None]):
    """An app showing memtui's panes in tabs `#tab-<id>`, each pane `#pane-<id>`."""

    root: Path
    pane_ids: list[str] | None       # the panes asked for (None: all)
    _other_panes_started = False
    _pane_specs: list[tuple[str, str, str]] | None = None

    def pane_specs(self) -> list[tuple[str, str, str]]:
        """(id, title, "module:Class") of the panes shown: asked for and installed (nothing imported)."""
        if self._pane_specs is None:
            self._pane_specs = [(pane_id, title, spec) for pane_id, title, spec in PANES
                                if (self.pane_ids is None or pane_id in self.pane_ids)
                                and importlib.util.find_spec(spec.split(":")[0]) is not None]
        return self._pane_specs

    def available_panes(self) -> list[tuple[str, str, type[Widget]]]:
        """(id, title, class) of the panes shown (imports them)."""
        return [(pane_id, title, cls) for pane_id, title, spec in self.pane_specs()
                if (cls := load_pane_class(spec)) is not None]

    def pane(self, pane_id: str) -> Widget | None:
        """The pane, when it is mounted."""
        return self.query_one_optional(f"#pane-{pane_id}")

    def new_pane(self, pane_id: str, spec: str) -> Widget | None:
        """A pane's widget (its module imported now if it was not yet)."""
        cls = load_pane_class(spec)
        # every pane takes the workspace root first (a Widget's own first argument is a child)
        return None if cls is None else cast(Callable[..., Widget], cls)(self.root, id=f"pane-{pane_id}")

    def mount_pane(self, pane_id: str) -> AwaitMount | None:
        """Mount a pane into its tab if it is not yet: its widget is in the DOM at once, composed when
        the result is awaited. None when there is nothing to mount."""
        spec = next((spec for pid, _title, spec in self.pane_specs() if pid == pane_id), None)
        if self.pane(pane_id) is not None or spec is None:
            return None
        pane = self.new_pane(pane_id, spec)
        return None if pane is None else self.query_one(f"#tab-{pane_id}", TabPane).mount(pane)

    def start_other_panes(self) -> None:
        """Once: import and mount the panes after the first (when the first screen is shown)."""
        if not self._other_panes_started:
            self._other_panes_started = True
            self.mount_other_panes()

    @work(exit_on_error=False, group="panes")
    async def mount_other_panes(self) -> None:
        """Import the hidden panes' modules in a thread, then mount them one by one."""
        specs = self.pane_specs()[1:]
        await asyncio.to_thread(lambda: [load_pane_class(spec) for _pane_id, _title, spec in specs])
        for pane_id, _title, _spec in specs:
            mounting = self.mount_pane(pane_id)
            if mounting is not None:
                await mounting
