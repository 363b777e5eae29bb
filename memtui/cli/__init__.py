"""The `memtui` command: `memtui [ROOT]` opens the TUI; subcommands print text or `--json`.

Each subcommand lives in its own module `memtui.cli.<name>` exposing
`add_parser(subparsers) -> None` and `run(args) -> int`. Usage errors exit 2 with one line on stderr.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Sequence

# Subcommand modules, in help order.
SUBCOMMANDS = ["demo", "map", "index", "search", "audit", "sessions", "stats", "lint", "screenshot"]


class UsageError(Exception):
    """A bad argument or a missing root: exit 2 with a one-line message."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="memtui",
        description="See and fix what your AI agent remembers.",
    )
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    for name in SUBCOMMANDS:
        try:  # TODO(lead): remove once every subcommand module exists
            module = importlib.import_module(f"memtui.cli.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"memtui.cli.{name}":
                raise
            continue
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if not argv or (argv[0] not in SUBCOMMANDS and argv[0] not in ("-h", "--help")):
            from memtui.cli import open_app

            return open_app.run_from_argv(argv)
        parser = build_parser()
        args = parser.parse_args(argv)
        if not getattr(args, "command", None):
            parser.print_help()
            return 2
        return int(args.run(args) or 0)
    except UsageError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
