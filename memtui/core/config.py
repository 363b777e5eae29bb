"""Per-workspace configuration: `memtui.toml` at the workspace root (or `$MEMTUI_CONFIG_FILE`).

Read with stdlib `tomllib` and validated once, at load, against `SCHEMA` (in `config_schema`): one
declarative table of every key memtui reads, with its type. A value of the wrong type is an *error*
(the message names the file, the key, what was expected and what was found; the CLI exits 2) and is
dropped, so readers only ever see valid values and keep their defaults otherwise. An unknown key or
table is a *warning*: reported, never silently ignored. Each feature reads its table with
`config.section(name)`.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtui.core.config_schema import SCHEMA, Key, describe_value

CONFIG_NAME = "memtui.toml"


@dataclass(frozen=True)
class ConfigProblem:
    """One thing wrong in the config file: an error (wrong type, unparsable) or a warning (unknown)."""

    file: str
    key: str                       # "[lint] disable", "[lint.\"index.size\"] max_chars", "[foo]"
    message: str                   # "expected a list of strings, found 5 (an integer)"
    severity: str = "error"        # error | warning

    def __str__(self) -> str:
        return f"{self.file}: {self.key}: {self.message}" if self.key else f"{self.file}: {self.message}"


@dataclass
class Config:
    """The parsed, validated configuration and where it came from."""

    data: dict[str, Any] = field(default_factory=dict)
    path: Path | None = None
    problems: list[ConfigProblem] = field(default_factory=list)

    @property
    def errors(self) -> list[ConfigProblem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[ConfigProblem]:
        return [p for p in self.problems if p.severity != "error"]

    @property
    def error(self) -> str | None:
        """The first error as one line (None when the file is valid)."""
        errors = self.errors
        return str(errors[0]) if errors else None

    def section(self, name: str) -> dict[str, Any]:
        """One table of the config (empty when absent); only values of the right type are in it."""
        value = self.data.get(name, {})
        return value if isinstance(value, dict) else {}

    def messages(self, section: str | None = None) -> list[str]:
        """Every problem as one line, or those of one table (`[lint]`, `[lint."x"]`, …)."""
        out = []
        for problem in self.problems:
            if section is None or problem.key.startswith((f"[{section}]", f"[{section}.")) or not problem.key:
                out.append(str(problem))
        return out


def config_path(root: Path) -> Path:
    """`$MEMTUI_CONFIG_FILE` if set, else `<root>/memtui.toml`."""
    override = os.environ.get("MEMTUI_CONFIG_FILE")
    return Path(override) if override else Path(root) / CONFIG_NAME


def load_config(root: Path) -> Config:
    """Load and validate the workspace config; a missing file is an empty config, a broken one says why."""
    path = config_path(root)
    try:
        with open(path, "rb") as fh:
            raw = tomllib.load(fh)
    except FileNotFoundError:
        return Config({}, None)
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError, RecursionError, ValueError) as exc:
        return Config({}, path, [ConfigProblem(str(path), "", f"cannot read: {exc}")])
    problems: list[ConfigProblem] = []
    data = validate(raw, str(path), problems)
    return Config(data, path, problems)


def validate(raw: dict[str, Any], file: str, problems: list[ConfigProblem]) -> dict[str, Any]:
    """The valid part of a parsed config; every wrong or unknown entry appended to `problems`."""
    data: dict[str, Any] = {}
    for name, value in raw.items():
        spec = SCHEMA.get(name)
        label = f"[{name}]"
        if spec is None:
            problems.append(ConfigProblem(file, label, f"unknown table (known: {', '.join(sorted(SCHEMA))})",
                                          "warning"))
            continue
        if not isinstance(value, dict):
            problems.append(ConfigProblem(file, label, f"expected a table, found {describe_value(value)}"))
            continue
        data[name] = _table(value, spec, name, file, problems)
    return data


def _table(value: dict[str, Any], spec: dict[str, Key], name: str, file: str,
           problems: list[ConfigProblem]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, item in value.items():
        key_spec = spec.get(key) or spec.get("*")
        label = f"[{name}] {key}"
        wildcard_table = key not in spec and key_spec is not None and key_spec.fields is not None
        if key_spec is None or (wildcard_table and not isinstance(item, dict)):
            known = ", ".join(sorted(k for k in spec if k != "*"))
            problems.append(ConfigProblem(file, label, f"unknown key (known: {known})", "warning"))
            continue
        if key_spec.fields is not None:
            sub = f'{name}."{key}"' if not key.isidentifier() else f"{name}.{key}"
            if not isinstance(item, dict):
                problems.append(ConfigProblem(file, label, f"expected a table, found {describe_value(item)}"))
                continue
            out[key] = _table(item, key_spec.fields, sub, file, problems)
            continue
        wrong = key_spec.check(item)
        if wrong:
            problems.append(ConfigProblem(file, label, wrong))
            continue
        out[key] = item
    return out
