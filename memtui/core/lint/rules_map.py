"""Map integrity: dangling pointers and orphans ("a memory not in the index does not exist")."""

from __future__ import annotations

from typing import Iterable

from memtui.core.lint.finding import Finding
from memtui.core.lint.rules import LintContext, rule


@rule("map.dangling", "error", "map", "a pointer in memory-map.md or an index to a file that does not exist")
def check_dangling(ctx: LintContext) -> Iterable[Finding]:
    for row in ctx.ws.dangling:
        yield ctx.finding("map.dangling", row.source, row.line,
                          f"points to {row.target}, which does not exist",
                          fix="fix the path, restore the file, or delete the row")


@rule("map.orphan", "warning", "map", "a topic file in no memory-map.md row and pointed to by no index")
def check_orphans(ctx: LintContext) -> Iterable[Finding]:
    has_map = any(f.path.lower().rsplit("/", 1)[-1] == "memory-map.md" for f in ctx.ws.files)
    where = "memory-map.md" if has_map else "the index (MEMORY.md)"
    for path in ctx.ws.orphans:
        yield ctx.finding("map.orphan", path, 1,
                          "no index points to this file: a memory not in the index does not exist",
                          fix=f"add a row for it to {where}, or delete it")


@rule("file.unreadable", "warning", "file", "a memory file memtui could not read or parse (not UTF-8, too large, …)")
def check_problems(ctx: LintContext) -> Iterable[Finding]:
    for problem in ctx.ws.problems:
        if problem.message.startswith("frontmatter:"):
            continue        # topic.frontmatter-invalid says it where it matters
        yield ctx.finding("file.unreadable", problem.path, problem.line or 1, problem.message)
