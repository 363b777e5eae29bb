"""`memtui screenshot`: drive the real app on a copy of the demo and write README screenshots.

Each pane gets an SVG (`app.save_screenshot`) and, where `rsvg-convert` is installed, a PNG
(`--zoom 1.5`). Fixed size, no blinking cursor, no watcher: the same images every run. The PNGs
need the fonts the SVGs name (Fira Code, Symbola for symbols, NanumGothicCoding for the demo's
Korean text): a missing one is named with the Debian package that has it.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Awaitable, Callable

if TYPE_CHECKING:
    from textual.pilot import Pilot
    from textual.worker import Worker

    from memtui.app import MemtuiApp


SIZE = (140, 40)
# (font family as fontconfig names it, Debian package): what the PNGs need to render every glyph
FONTS = (("Fira Code", "fonts-firacode"), ("Symbola", "fonts-symbola"),
         ("NanumGothicCoding", "fonts-nanum-coding"))
INSTALL_HINT = "apt-get install librsvg2-bin " + " ".join(package for _, package in FONTS)


def missing_font_packages(families: str | None = None) -> list[str]:
    """Debian packages of the fonts fontconfig does not know (`fc-list` output, or run it); all of
    them when fontconfig cannot be asked."""
    if families is None:
        fc_list = shutil.which("fc-list")
        if fc_list is None:
            return [package for _, package in FONTS]
        families = subprocess.run([fc_list, ":", "family"], capture_output=True, text=True, check=False).stdout
    known = families.lower()
    return [package for family, package in FONTS if family.lower() not in known]


def running_workers(app: MemtuiApp) -> list[Worker[Any]]:
    """The app's unfinished workers, without the directory watcher (it never finishes)."""
    return [w for w in app.workers if w.group != "watch" and not w.is_finished]


async def settle(pilot: Pilot[Any], app: MemtuiApp, rounds: int = 3, final_pause: float | None = None) -> None:
    """Let workers finish and messages drain (the directory watcher never finishes: skip it).

    Shared by the screenshots and the Pilot tests.
    """
    from textual.worker import WorkerCancelled

    for _ in range(rounds):
        await pilot.pause()
        for worker in running_workers(app):
            try:
                await worker.wait()
            except WorkerCancelled:   # an exclusive worker replaced by a newer one: nothing to wait for
                pass
    await pilot.pause(final_pause)
    await tables_measured(pilot, app)


async def tables_measured(pilot: Pilot[Any], app: MemtuiApp, limit: float = 3.0) -> None:
    """Wait (bounded) until every DataTable has measured its new rows: Textual sizes auto-width columns
    on the table's next Idle, which a loaded machine can deliver after the screenshot would be taken."""
    from textual.widgets import DataTable

    waited = 0.0
    while waited < limit and any(getattr(t, "_require_update_dimensions", False) for t in app.screen.query(DataTable)):
        await pilot.pause(0.05)
        waited += 0.05


async def _settle(pilot: Pilot[Any], app: MemtuiApp) -> None:
    await settle(pilot, app, rounds=4, final_pause=0.3)


async def _editor(pilot: Pilot[Any], app: MemtuiApp) -> None:
    from memtui.messages import OpenFileRequest

    app.post_message(OpenFileRequest("docs/domain/deploy.md", 9))


async def _audit(pilot: Pilot[Any], app: MemtuiApp) -> None:
    from textual.widgets import Input

    box = app.query_one("#pane-audit").query(Input).first()
    box.value = "where does atlas deploy?"
    box.focus()
    await pilot.press("enter")


async def _sessions(pilot: Pilot[Any], app: MemtuiApp) -> None:
    await pilot.press("down", "enter")   # the Pi session: a branch, a compaction, a label


# pane id -> what to do before the shot (after switching to its tab)
PREPARE: dict[str, Callable[..., Awaitable[None]] | None] = {
    "index": None,
    "editor": _editor,
    "sessions": _sessions,
    "usage": None,
    "audit": _audit,
    "findings": None,
}


async def shoot(workspace: Path, out_dir: Path, only: list[str] | None = None) -> list[Path]:
    """Write one SVG per pane into `out_dir`; returns the files written."""
    from memtui.app import MemtuiApp

    written = []
    for pane_id, prepare in PREPARE.items():
        if only and pane_id not in only:
            continue
        app = MemtuiApp(workspace, watch=False, cursor_blink=False)
        async with app.run_test(size=SIZE, notifications=False) as pilot:
            await _settle(pilot, app)
            if pane_id not in app.shown_panes:
                continue
            app.action_show_tab(pane_id)
            await _settle(pilot, app)
            if prepare is not None:
                await prepare(pilot, app)
                await _settle(pilot, app)
            name = f"{pane_id}.svg"
            app.save_screenshot(filename=name, path=str(out_dir))
            written.append(out_dir / name)
    return written


def rsvg_friendly(svg: str) -> str:
    """The SVG with its non-breaking spaces as plain spaces under `xml:space="preserve"`:
    rsvg-convert drops the width of a text run's leading NBSP, which ran words together in the
    PNGs ("memtui— workspace"). Browsers show both versions the same."""
    return svg.replace("&#160;", " ").replace("<svg ", '<svg xml:space="preserve" ', 1)


def to_png(converter: str, svg: Path) -> Path:
    """Render `svg` as a PNG next to it with rsvg-convert."""
    png = svg.with_suffix(".png")
    subprocess.run([converter, "--zoom", "1.5", "-o", str(png)], input=rsvg_friendly(svg.read_text()).encode(),
                   check=True)
    return png


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("screenshot", help="write the README screenshots from the demo workspace")
    p.add_argument("--out", default="screenshots", help="output directory (default: screenshots)")
    p.add_argument("--pane", action="append", help="only this pane (repeatable)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from memtui.cli.demo import copy_demo

    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="memtui-shot-") as tmp:
        workspace = copy_demo(Path(tmp) / "workspace")
        svgs = asyncio.run(shoot(workspace, out_dir, args.pane))
    converter = shutil.which("rsvg-convert")
    for svg in svgs:
        line = str(svg)
        if converter:
            line += f" -> {to_png(converter, svg)}"
        print(line)
    if not converter:
        print(f"rsvg-convert not found: SVGs only ({INSTALL_HINT})")
    elif missing := missing_font_packages():
        print(f"fonts missing, some glyphs in the PNGs will be boxes: apt-get install {' '.join(missing)}")
    return 0
