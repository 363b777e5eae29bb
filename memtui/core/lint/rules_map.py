"""Map integrity: dangling pointers, missing `@path` imports and orphans ("a memory not in the index does not
exist"). A file a Claude Code CLAUDE.md imports is loaded into every prompt: it is no orphan
(`claude_imports.resolve`, the resolver `memtui preview` uses)."""

from __future__ import annotations

from typing import Iterable

from memtui.core.lint.finding import Finding
from memtui.core.lint.rules import LintContext, rule


@rule("map.dangling", "error", "map", "a pointer in memory-map.md or an index to a file that does not exist")
def check_dangling(ctx: LintContext) -> Iterable[Finding]:
    for row in ctx.ws.dangling:
        if row.imported:
            continue
        yield ctx.finding("map.dangling", row.source, row.line,
                          f"points to {row.target}, which does not exist",
                          fix="fix the path, restore the file, or delete the row")


@rule("map.missing-import", "warning", "map",
      "a Claude Code `@path` import of a file that does not exist (Claude Code skips it silently)")
def check_missing_imports(ctx: LintContext) -> Iterable[Finding]:
    for row in ctx.ws.dangling:
        if row.imported:
            yield ctx.finding("map.missing-import", row.source, row.line,
                              f"imports @{row.target}, which does not exist: Claude Code skips it without a word, "
                              "so the agent never sees what it was meant to hold",
                              fix="fix the path, restore the file, or delete the import")


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
        if problem.message.startswith("frontmatter:") or problem.rule:
            continue        # topic.frontmatter-invalid (or the rule named) says it where it matters
        yield ctx.finding("file.unreadable", problem.path, problem.line or 1, problem.message)
