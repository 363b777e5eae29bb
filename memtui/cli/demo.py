"""`memtui demo`: open a fresh copy of the bundled demo workspace (the package is never edited)."""

from __future__ import annotations

import argparse
import shutil
import tempfile
from pathlib import Path

from memtui.cli import UsageError

DEMO_SOURCE = Path(__file__).resolve().parent.parent / "demo" / "workspace"


def copy_demo(dest: Path | None = None) -> Path:
    """Copy the demo workspace to `dest` (must not exist) or a new temp dir; returns the copy."""
    if dest is None:
        dest = Path(tempfile.mkdtemp(prefix="memtui-demo-")) / "workspace"
    elif dest.exists():
        raise UsageError(f"memtui: {dest} already exists; choose a new directory for the demo copy")
    shutil.copytree(DEMO_SOURCE, dest, ignore=shutil.ignore_patterns(".memtui", "__pycache__"))
    return dest


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("demo", help="open a fresh copy of the bundled demo workspace")
    p.add_argument("--path", help="copy the demo here (a new directory) instead of a temp dir")
    p.add_argument("--no-open", action="store_true", help="only copy the demo and print its path")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    dest = copy_demo(Path(args.path) if args.path else None)
    print(dest)
    if args.no_open:
        return 0
    from memtui.app import MemtuiApp

    app = MemtuiApp(dest)
    app.sub_title = demo_subtitle(dest)   # where the copy lives, visible while it is open
    app.run()
    return 0


def demo_subtitle(dest: Path) -> str:
    return f"demo copy in {dest}"
