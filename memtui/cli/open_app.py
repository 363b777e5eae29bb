"""`memtui [ROOT]`: open the TUI on a memory workspace (default: the current directory)."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from memtui.cli import _Parser
from memtui.cli.common import resolve_root


def open_tui(root: Path, *, watch: bool = True) -> int:
    """Run the app on `root` until the user quits."""
    from memtui.app import MemtuiApp

    MemtuiApp(root, watch=watch).run()
    return 0


def run_from_argv(argv: Sequence[str]) -> int:
    parser = _Parser(prog="memtui", description="Open the memtui TUI on a memory workspace.",
                     epilog="Subcommands: demo, map, index, search, audit, sessions, stats, lint "
                            "(memtui COMMAND --help).")
    parser.add_argument("root", nargs="?", default=".", help="memory workspace directory (default: .)")
    parser.add_argument("--no-watch", action="store_true", help="do not watch the directory for changes")
    args = parser.parse_args(list(argv))
    return open_tui(resolve_root(args.root), watch=not args.no_watch)
