"""The `memtui` command: `memtui [ROOT]` opens the TUI; subcommands print text or `--json`.

Each subcommand lives in its own module `memtui.cli.<name>` exposing
`add_parser(subparsers) -> None` and `run(args) -> int`; only the invoked one is imported.
Usage errors exit 2 with one line on stderr. With `--json`, stdout always holds one JSON document: a
command that fails without printing its own gets `{"error": "<the message>", "exit_code": N}`.
"""

from __future__ import annotations

import functools
import importlib
import sys
from typing import TYPE_CHECKING, Any, Sequence, TextIO

if TYPE_CHECKING:
    import argparse
    from argparse import ArgumentParser as _Parser  # noqa: F401  (at run time `__getattr__` gives its subclass)

    __all__ = ["UsageError", "_Parser", "build_parser", "main"]

# Subcommand modules and their one-line help, in help order.
SUBCOMMANDS: dict[str, str] = {
    "demo": "open a fresh copy of the bundled demo workspace",
    "map": "the memory map: files, index rows, orphans, dangling pointers, caps",
    "index": "build or update the search index",
    "search": "hybrid keyword + vector search over the memory",
    "audit": "what does the agent believe about a topic: beliefs, conflicts, provenance",
    "sessions": "list, browse, rewind and fork session transcripts",
    "stats": "where each session's context goes, by category",
    "preview": "what each agent injects at session start, and what its cut drops",
    "lint": "memory hygiene lint and threat scan",
    "history": "the change journal: every version of the memory files, who wrote it, revert",
    "review": "one queue of what needs a decision: agent changes, conflicts, lessons, threats",
    "screenshot": "write the README screenshots (SVG) from the demo workspace",
}


class UsageError(Exception):
    """A bad argument or a missing root: exit 2 with a one-line message."""


@functools.cache
def _parser_class() -> type[argparse.ArgumentParser]:
    """`_Parser`: an ArgumentParser whose errors raise UsageError (argparse imported on first use: a cached
    `stats` run never parses with it)."""
    import argparse

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> None:  # type: ignore[override]
            raise UsageError(f"{self.prog}: {message}")

    return _Parser


def __getattr__(name: str) -> type[argparse.ArgumentParser]:
    if name == "_Parser":
        return _parser_class()
    raise AttributeError(f"module 'memtui.cli' has no attribute {name!r}")


EXIT_CODES = """exit codes:
  0    done (lint: no error findings; a preview without --yes writes nothing and exits 0)
  1    lint found errors; a write was refused (a file changed since the plan) or failed: nothing written
  2    usage: a bad argument, a missing root or file, an unknown id or entry
  130  interrupted (ctrl+c)
with --json, stdout holds one JSON document on success and on error: {"error": ..., "exit_code": N}"""


def _top_help() -> str:
    lines = [
        "usage: memtui [ROOT]            open the TUI on a memory workspace (default: .)",
        "       memtui COMMAND [ARGS]    (memtui COMMAND --help for its options)",
        "       memtui --version",
        "",
        "commands:",
    ]
    lines += [f"  {name:<11} {text}" for name, text in SUBCOMMANDS.items()]
    return "\n".join(lines) + "\n\n" + EXIT_CODES


def build_parser(command: str) -> argparse.ArgumentParser:
    """A parser that knows only `command` (its module is imported here)."""
    parser_class = _parser_class()
    parser = parser_class(prog="memtui", description="See and fix what your AI agent remembers.")
    sub = parser.add_subparsers(dest="command", parser_class=parser_class, metavar="COMMAND")
    importlib.import_module(f"memtui.cli.{command}").add_parser(sub)
    for subparser in sub.choices.values():
        if subparser.epilog is None:
            subparser.epilog = EXIT_CODES
            subparser.formatter_class = _raw_epilog_formatter()
    return parser


@functools.cache
def _raw_epilog_formatter() -> type[argparse.HelpFormatter]:
    """Wraps the description as usual, prints the exit-code table as written."""
    import argparse

    class _Formatter(argparse.HelpFormatter):
        def add_text(self, text: str | None) -> None:
            if text is EXIT_CODES:
                self._add_item(lambda: text + "\n", [])
            else:
                super().add_text(text)

    return _Formatter


class _Watched:
    """A stream that passes everything through and remembers what went by (for `--json` errors)."""

    def __init__(self, inner: TextIO) -> None:
        self.inner = inner
        self.seen: list[str] = []

    def write(self, text: str) -> int:
        self.seen.append(text)
        return self.inner.write(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--json" not in argv:
        return _main(argv)
    out, err = _Watched(sys.stdout), _Watched(sys.stderr)
    sys.stdout, sys.stderr = out, err
    try:
        code = _main(argv)
    finally:
        sys.stdout, sys.stderr = out.inner, err.inner
    if code not in (0, 130) and not "".join(out.seen).strip():
        from memtui.cli.common import print_json

        lines = [line for line in "".join(err.seen).splitlines() if line.strip()]
        errors = [line for line in lines if not line.startswith("memtui: warning:")] or lines
        print_json({"error": "\n".join(errors) or f"exit {code}", "exit_code": code})
    return code


def _main(argv: list[str]) -> int:
    try:
        if argv and argv[0] in ("-h", "--help", "help"):
            print(_top_help())
            return 0
        if argv and argv[0] in ("-V", "--version"):
            from memtui import __version__

            print(f"memtui {__version__}")
            return 0
        if argv[0:1] == ["stats"]:
            from memtui.cli.stats_lean import run_cached      # a repeat run over cached transcripts: no argparse

            done = run_cached(argv[1:])
            if done is not None:
                return done
        if not argv or argv[0] not in SUBCOMMANDS:
            from memtui.cli import open_app

            return open_app.run_from_argv(argv)
        args = build_parser(argv[0]).parse_args(argv)
        return int(args.run(args) or 0)
    except UsageError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
