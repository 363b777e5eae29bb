"""Frontmatter: the leading `---` YAML block of a memory file (PyYAML, safe loading).

Dates are kept as written (`2026-13-40` stays a string the lint can flag); a broken block is
reported with its line, and the top-level keys that parse on their own are kept. Never fatal.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any

import yaml

from memtui.core.lines import split_lines


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """Safe loading with dates kept as written (`2026-13-40` is then a string the lint can flag)."""


_Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_YAML_LOADER = _Loader

FRONTMATTER_MAX_CHARS = 64 * 1024
_YAML_ERRORS = (yaml.YAMLError, RecursionError, ValueError, TypeError, OverflowError)


@dataclass
class Frontmatter:
    """The parsed frontmatter block; `end_line` is the 1-based line of the closing `---` (0: none)."""

    data: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    end_line: int = 0
    present: bool = False


def _plain(value: Any, seen: set[int]) -> Any:
    """YAML values as memory files use them (explicit `!!timestamp` as ISO strings); aliases visited once."""
    if isinstance(value, (date, datetime)):
        return value.isoformat()
    if isinstance(value, (dict, list)):
        if id(value) in seen:
            return value
        seen.add(id(value))
        if isinstance(value, dict):
            return {k if isinstance(k, str) else str(k): _plain(v, seen) for k, v in value.items()}
        return [_plain(v, seen) for v in value]
    return value


def _yaml_error(exc: Exception, first_line: int) -> tuple[str, int | None]:
    mark = getattr(exc, "context_mark", None) or getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).split("\n", 1)[0] or type(exc).__name__
    if mark is None:
        return str(problem), None
    line = first_line + mark.line
    return f"line {line}: {problem}", line


def _safe_load(body: str) -> Any:
    return yaml.load(body, Loader=_YAML_LOADER)  # noqa: S506 - a safe loader


def _blocks(lines: list[str], first_line: int) -> list[tuple[int, str]]:
    """Top-level YAML entries: (1-based line, text) of each line at column 0 with its indented lines."""
    out: list[tuple[int, list[str]]] = []
    for number, line in enumerate(lines, start=first_line):
        if out and (not line.strip() or line[:1] in (" ", "\t") or line.lstrip().startswith("#")):
            out[-1][1].append(line)
        elif line.strip():
            out.append((number, [line]))
    return [(number, "\n".join(block)) for number, block in out]


def _recover(lines: list[str], first_line: int) -> tuple[dict[str, Any], str | None]:
    """The top-level entries that parse on their own, and the first one that does not (with its line)."""
    data: dict[str, Any] = {}
    error: str | None = None
    for number, block in _blocks(lines, first_line):
        try:
            value = _safe_load(block)
        except _YAML_ERRORS as exc:
            error = error or _yaml_error(exc, number)[0]
            continue
        if isinstance(value, dict):
            data.update(value)
        elif error is None:
            error = f"line {number}: expected 'key: value', got {block.strip()[:60]!r}"
    return data, error


def _closing_line(lines: list[str]) -> int | None:
    """Index of the `---` (or `...`) line closing a block that opens on line 0 (None: not closed)."""
    return next((i for i in range(1, len(lines)) if lines[i].rstrip() in ("---", "...")), None)


def frontmatter_end(text: str) -> int:
    """`parse_frontmatter(text).end_line` without parsing the YAML: the 1-based line closing a leading
    frontmatter block, i.e. the index of the body's first line (0: no block, or one never closed)."""
    lines = split_lines(text[:FRONTMATTER_MAX_CHARS])
    if not lines or lines[0].strip() != "---":
        return 0
    end = _closing_line(lines)
    return 0 if end is None else end + 1


def parse_frontmatter(text: str) -> Frontmatter:
    """Parse a leading `---` YAML block (safe loading; dates kept as written).

    Invalid YAML is reported with its line; the top-level keys that parse on their own are kept.
    """
    lines = split_lines(text[:FRONTMATTER_MAX_CHARS])
    if not lines or lines[0].strip() != "---":
        return Frontmatter()
    end = _closing_line(lines)
    if end is None:
        return Frontmatter(error="frontmatter has no closing '---'", present=True)
    error: str | None = None
    try:
        data = _safe_load("\n".join(lines[1:end]))
    except _YAML_ERRORS as exc:
        data, error = _recover(lines[1:end], 2)
        error = error or _yaml_error(exc, 2)[0]
    if data is None:
        data = {}
    elif not isinstance(data, dict):
        error = error or f"line 2: expected 'key: value' pairs, found a {type(data).__name__}"
        data = {}
    try:
        data = _plain(data, set())
    except RecursionError:
        data, error = {}, error or "nested too deeply"
    return Frontmatter(data, error, end + 1, True)
