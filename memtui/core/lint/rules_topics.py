"""Topic-file rules: length, frontmatter keys, valid dates, `last_used` not before `created`.

Topic files hold one subject each: more than 50 lines suggests a split. The frontmatter the
three-layer and claw-stack layouts use is `title`, `keywords`, `created`, `last_used`; Claude Code
auto-memory topic files use `name`, `description`, `type` instead, and are checked for those.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any, Iterable

from memtui.core.lint.finding import Finding
from memtui.core.lint.rules import LintContext, rule
from memtui.core.workspace import MemoryFile

DATE_KEYS = ("created", "last_used")
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}(?:[T ][0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$")


def parse_date(value: Any) -> date | None:
    """A frontmatter date (`2026-11-27`, an ISO datetime, or a date object), or None when invalid."""
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    text = str(value).strip().strip("\"'")
    if not _ISO_DATE.match(text):
        return None
    try:
        return date.fromisoformat(text[:10])
    except ValueError:
        return None


def frontmatter_line(lines: list[str], key: str) -> int:
    """The 1-based line of `key:` in the leading frontmatter block (1 when absent)."""
    if not lines or lines[0].strip() != "---":
        return 1
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() in ("---", "..."):
            break
        if re.match(rf"^{re.escape(key)}\s*:", line):
            return number
    return 1


def _is_claude_topic(f: MemoryFile) -> bool:
    """Claude Code style: its layout says so, or it uses name/description/type and not title/keywords."""
    keys = set(f.frontmatter)
    return "claude-code" in f.layouts or (bool(keys & {"name", "description", "type"})
                                          and not keys & {"title", "keywords"})


def _topics(ctx: LintContext) -> list[MemoryFile]:
    """Topic files read on demand: not those a CLAUDE.md `@path` import loads into every prompt."""
    return [f for f in ctx.files("topic") if not f.imported]


@rule("topic.too-long", "warning", "topic", "a topic file over 50 lines (suggest a split)", max_lines=50)
def check_length(ctx: LintContext) -> Iterable[Finding]:
    limit = int(ctx.param("topic.too-long", "max_lines"))
    for f in _topics(ctx):
        if f.lines > limit:
            yield ctx.finding("topic.too-long", f.path, limit + 1,
                              f"{f.lines} lines, over {limit}: one topic per file keeps recall precise",
                              end_line=f.lines, fix="split it by sub-topic and add each part to memory-map.md")


@rule("topic.frontmatter", "warning", "topic", "a topic file without the required frontmatter keys",
      keys=["title", "keywords", "created", "last_used"], claude_keys=["name", "description", "type"])
@rule("topic.frontmatter-invalid", "warning", "topic", "topic frontmatter that cannot be parsed")
@rule("topic.date", "warning", "topic", "a frontmatter date that is not a valid YYYY-MM-DD date")
@rule("topic.date-order", "warning", "topic", "last_used before created")
def check_frontmatter(ctx: LintContext) -> Iterable[Finding]:
    for f in _topics(ctx):
        if f.frontmatter_error:
            yield ctx.finding("topic.frontmatter-invalid", f.path, 1, f"frontmatter: {f.frontmatter_error}",
                              fix="fix the YAML between the --- lines")
            continue
        claude = _is_claude_topic(f)
        required = list(ctx.param("topic.frontmatter", "claude_keys" if claude else "keys"))
        missing = [k for k in required if k not in f.frontmatter or f.frontmatter[k] in (None, "", [])]
        if missing:
            what = "no frontmatter" if not f.frontmatter else "frontmatter lacks " + ", ".join(missing)
            yield ctx.finding("topic.frontmatter", f.path, 1, f"{what} (expected {', '.join(required)})",
                              fix="add the missing keys at the top, between --- lines")
        if claude:
            continue
        dates: dict[str, date] = {}
        for key in DATE_KEYS:
            if key not in f.frontmatter or f.frontmatter[key] in (None, ""):
                continue
            parsed = parse_date(f.frontmatter[key])
            if parsed is None:
                yield ctx.finding("topic.date", f.path, frontmatter_line(ctx.lines(f.path), key),
                                  f"{key}: {f.frontmatter[key]!s} is not a valid date (YYYY-MM-DD)",
                                  fix="write the date as YYYY-MM-DD")
            else:
                dates[key] = parsed
        if "created" in dates and "last_used" in dates and dates["last_used"] < dates["created"]:
            yield ctx.finding("topic.date-order", f.path, frontmatter_line(ctx.lines(f.path), "last_used"),
                              f"last_used {dates['last_used']} is before created {dates['created']}",
                              fix="last_used is when the agent last relied on it: at or after created")
