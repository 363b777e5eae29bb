"""Helpers shared by the subcommands: the --root option, JSON output, root checks."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from memtui.cli import UsageError


def add_root_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--root", default=".", help="memory workspace directory (default: current directory)")


def resolve_root(value: str | Path) -> Path:
    """The workspace root as an absolute path; a usage error if it is not a readable directory."""
    root = Path(value).expanduser()
    if not root.exists():
        raise UsageError(f"memtui: root not found: {value}")
    if not root.is_dir():
        raise UsageError(f"memtui: root is not a directory: {value}")
    return root.resolve()


def check_query(text: str, k: int, what: str) -> None:
    """Usage errors for an empty query/topic or a result count below 1 (search and audit)."""
    if k < 1:
        raise UsageError("memtui: -k must be at least 1")
    if not text.strip():
        raise UsageError(f"memtui: the {what} is empty")


def print_json(data: Any) -> None:
    """JSON on stdout; a lone surrogate from a damaged file is written as its `\\udXXX` escape."""
    text = json.dumps(data, ensure_ascii=False, indent=2)
    sys.stdout.write(re.sub("[\ud800-\udfff]", lambda m: f"\\u{ord(m.group()):04x}", text) + "\n")
