"""Helpers shared by the subcommands: the --root option, checked config, safe text and JSON output."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any, TextIO

from memtui.cli import UsageError
from memtui.core.config import load_config
from memtui.core.text_safety import has_unsafe, visible

_SURROGATE = re.compile("[\ud800-\udfff]")


def add_root_option(parser: argparse.ArgumentParser, *, positional: bool = False) -> None:
    """`--root DIR`; with `positional`, `memtui COMMAND DIR` works too (as `memtui DIR` opens the TUI:
    `memtui lint ~/agent` said "unrecognized arguments"). Read it back with `root_of(args)`."""
    parser.add_argument("--root", default=".", help="memory workspace directory (default: current directory)")
    if positional:
        parser.add_argument("root_dir", nargs="?", metavar="ROOT", help="the workspace directory, as --root")


def root_of(args: argparse.Namespace) -> Path:
    """The checked root of `add_root_option`: the positional ROOT or `--root` (not two different ones)."""
    given = getattr(args, "root_dir", None)
    if given is not None and args.root != "." and Path(args.root).expanduser() != Path(given).expanduser():
        raise UsageError(f"memtui: two roots given ({say(given)} and --root {say(args.root)}): give one")
    return resolve_root(given if given is not None else args.root)


def resolve_root(value: str | Path) -> Path:
    """The workspace root as an absolute path, its `memtui.toml` checked.

    A usage error (exit 2) if the root is not a readable directory or the config has a wrong value;
    unknown config keys are printed as warnings on stderr.
    """
    root = Path(value).expanduser()
    if not root.exists():
        raise UsageError(f"memtui: root not found: {say(str(value))}")
    if not root.is_dir():
        raise UsageError(f"memtui: root is not a directory: {say(str(value))}")
    root = root.resolve()
    check_config(root)
    return root


def check_config(root: Path) -> None:
    """Exit 2 (UsageError) listing every config error; print warnings about unknown keys."""
    config = load_config(root)
    for warning in config.warnings:
        print(f"memtui: warning: {say(str(warning))}", file=sys.stderr)
    if config.errors:
        raise UsageError("\n".join(f"memtui: {say(str(e))}" for e in config.errors))


def check_query(text: str, k: int, what: str) -> None:
    """Usage errors for an empty query/topic or a result count below 1 (search and audit)."""
    if k < 1:
        raise UsageError("memtui: -k must be at least 1")
    if not text.strip():
        raise UsageError(f"memtui: the {what} is empty")


def say(text: str) -> str:
    """Text from files made safe for a terminal: controls, newlines and bidi overrides escaped."""
    return visible(text)


def out(line: str = "", file: TextIO | None = None) -> None:
    """Print one line of plain-text output; nothing in it can act on the terminal."""
    print(visible(line), file=file or sys.stdout)


def out_lines(text: str, file: TextIO | None = None) -> None:
    """Print several lines (our own newlines kept); each line is made safe like `out()`."""
    for line in text.split("\n"):
        out(line, file)


def print_json(data: Any) -> None:
    """JSON on stdout (controls are escaped by JSON itself; a lone surrogate as `\\udXXX`)."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    if has_unsafe(text) and _SURROGATE.search(text):
        text = json.dumps(data, ensure_ascii=True, indent=2)
    sys.stdout.write(text + "\n")
