"""Per-workspace configuration: `memtui.toml` at the workspace root (or `$MEMTUI_CONFIG_FILE`).

Read with stdlib `tomllib`. Each feature owns one table (`[lint]`, `[search]`, `[sessions]`, …)
and reads it with `section(config, name)`. A broken file is reported, never fatal.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

CONFIG_NAME = "memtui.toml"


@dataclass
class Config:
    """The parsed configuration and where it came from."""

    data: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None
    error: str | None = None

    def section(self, name: str) -> dict[str, Any]:
        """One table of the config (empty when absent or not a table)."""
        value = self.data.get(name, {})
        return value if isinstance(value, dict) else {}


def config_path(root: Path) -> Path:
    """`$MEMTUI_CONFIG_FILE` if set, else `<root>/memtui.toml`."""
    override = os.environ.get("MEMTUI_CONFIG_FILE")
    return Path(override) if override else Path(root) / CONFIG_NAME


def load_config(root: Path) -> Config:
    """Load the workspace config; a missing file is an empty config, a broken one says why."""
    path = config_path(root)
    try:
        with open(path, "rb") as fh:
            return Config(tomllib.load(fh), path)
    except FileNotFoundError:
        return Config({}, None)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        return Config({}, path, f"{path.name}: {exc}")
