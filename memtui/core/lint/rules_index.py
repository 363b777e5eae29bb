"""Index rules: the always-loaded caps, and "the index holds pointers, not content".

Caps (`docs/memory-engines.md` §3): `MEMORY.md` <= 5,000 chars (seed 002's rule); Claude Code loads
only the first 200 lines / 25 KB of its `MEMORY.md`; Hermes `MEMORY.md` 2,200 and `USER.md` 1,375
chars (warning from 80 %); OpenClaw's per-file and total bootstrap budgets, the file set and the cut
come from its loader model (`openclaw_bootstrap.bootstrap`, the one `memtui preview` renders: 20,000
chars per file, USER.md 4,000, 60,000 in total for 2026.9.x, unless `openclaw.json` sets them). Each
finding names the first line past the cap.

Content: no commit hashes, code blocks or code snippets, raw error messages or stack traces, lists of
more than 5 items that are not pointers, "temporary" notes, or facts already held in a topic file.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable

from memtui.core import markdown as md
from memtui.core.agent_names import match_name, variant_note
from memtui.core.hermes_format import broken_delimiter_message, broken_delimiters
from memtui.core.lint.finding import Finding
from memtui.core.lint.rules_duplicates import keyed_statements, statements_by_key
from memtui.core.lint.rules import LintContext, rule
from memtui.core.lines import fence_of, is_list_item
from memtui.core.workspace_layout import (
    CLAUDE_BYTE_CAP,
    CLAUDE_LINE_CAP,
    HERMES_CAPS,
    INDEX_CHAR_CAP,
    claude_cut,
    first_line_past,
    is_claude_memory,
)
from memtui.core.workspace_model import MemoryFile

FIX_MOVE = "move a section into a topic file: memtui lint --fix-move SECTION --to memory/<topic>.md"


def _name(f: MemoryFile) -> str:
    return match_name(f.path)


def _last_line(lines: list[str]) -> int:
    n = len(lines)
    while n > 1 and not lines[n - 1].strip():
        n -= 1
    return max(n, 1)


# --- caps ------------------------------------------------------------------------------------

@rule("index.size", "warning", "size", "MEMORY.md over its character budget (seed rule: 5,000)",
      max_chars=INDEX_CHAR_CAP)
@rule("index.claude-truncated", "error", "size",
      "Claude Code MEMORY.md lines past 200 or bytes past 25 KB are never loaded",
      max_lines=CLAUDE_LINE_CAP, max_bytes=CLAUDE_BYTE_CAP)
@rule("hermes.budget", "error", "size", "Hermes MEMORY.md / USER.md over its char limit (2,200 / 1,375)",
      memory_chars=HERMES_CAPS["memory.md"], user_chars=HERMES_CAPS["user.md"])
@rule("hermes.near-budget", "warning", "size", "Hermes memory at 80 % of its limit or more: consolidate",
      ratio=0.8)
@rule("openclaw.bootstrap-file", "error", "size",
      "OpenClaw bootstrap file over its per-file budget: its middle is cut (budget from the config or version)")
@rule("openclaw.bootstrap-total", "error", "size",
      "OpenClaw bootstrap files over the total budget: the last ones are cut or skipped")
@rule("openclaw.not-injected", "info", "size",
      "a bootstrap-named file the OpenClaw version in use does not inject (TOOLS.md, HEARTBEAT.md since 2026.9)")
@rule("index.name-case", "warning", "index",
      "an agent file name in another case (Memory.md): the agents open MEMORY.md by exact name, so it never loads")
def check_caps(ctx: LintContext) -> Iterable[Finding]:
    for f in ctx.files():
        name = _name(f)
        note = variant_note(f.path)
        if note and f.role != "transcript":
            yield ctx.finding("index.name-case", f.path, 1, note)
        hermes = "hermes" in f.layouts
        if hermes and name in HERMES_CAPS:
            yield from _hermes_budget(ctx, f, name)
            continue
        if name == "memory.md" and f.role == "index":
            yield from _index_size(ctx, f)
            if is_claude_memory(f):
                yield from _claude_truncation(ctx, f)
    yield from _openclaw(ctx)


def _index_size(ctx: LintContext, f: MemoryFile) -> Iterable[Finding]:
    rid = "index.size"
    limit = int(ctx.param(rid, "max_chars"))
    if f.chars <= limit:
        return
    lines = ctx.lines(f.path)
    start = first_line_past(lines, limit) or 1
    yield ctx.finding(
        rid, f.path, start,
        f"{f.path} is {f.chars:,} chars, over the {limit:,}-char index budget; "
        f"lines {start}–{_last_line(lines)} are past it",
        end_line=_last_line(lines), fix=FIX_MOVE,
    )


def _claude_truncation(ctx: LintContext, f: MemoryFile) -> Iterable[Finding]:
    rid = "index.claude-truncated"
    max_lines, max_bytes = int(ctx.param(rid, "max_lines")), int(ctx.param(rid, "max_bytes"))
    lines = ctx.lines(f.path)
    found = claude_cut(lines, max_lines, max_bytes)
    if found is None:
        return
    cut, past = found
    last = _last_line(lines)
    reason = f"the first {max_lines} lines" if past.startswith("line") else f"the first {max_bytes // 1024} KB"
    yield ctx.finding(
        rid, f.path, cut,
        f"Claude Code loads only {reason} of MEMORY.md: lines {cut}–{last} are never loaded "
        f"(the newest entries are lost first)",
        end_line=last, fix=FIX_MOVE,
    )


@rule("hermes.broken-delimiter", "warning", "index",
      "a Hermes entry delimiter line that is not exactly '§' (the entries on both sides merge)")
def check_hermes_delimiters(ctx: LintContext) -> Iterable[Finding]:
    for f in ctx.files():
        if "hermes" in f.layouts and _name(f) in HERMES_CAPS and ctx.in_scope(f.path):
            for number, line in broken_delimiters(ctx.text(f.path) or ""):
                yield ctx.finding("hermes.broken-delimiter", f.path, number, broken_delimiter_message(line),
                                  fix="make the line exactly '§' (no other text, no spaces)")


def _hermes_budget(ctx: LintContext, f: MemoryFile, name: str) -> Iterable[Finding]:
    """Every entry past the budget, one finding each. Hermes (hermes-agent 0.19.0, `tools/memory_tool.py`)
    budgets the whole store, entries joined by `\\n§\\n`: `MemoryStore.load_from_disk` still renders every
    entry into the snapshot (nothing is cut), but `add` refuses any new entry while the total would pass
    the limit, and an entry longer than the limit by itself reads as an outside edit
    (`_detect_external_drift`): `replace` and `remove` are refused and the file is backed up."""
    limit = int(ctx.param("hermes.budget", "memory_chars" if name == "memory.md" else "user_chars"))
    entries = ctx.ws.hermes_entries.get(f.path, [])
    used = len(md.HERMES_DELIMITER.join(e.text for e in entries))
    if used > limit:
        total = 0
        for i, entry in enumerate(entries):
            total += len(entry.text) + (len(md.HERMES_DELIMITER) if i else 0)
            if total <= limit:
                continue
            drift = (f"; at {len(entry.text):,} chars it is longer than the whole budget, so Hermes takes the file "
                     "for an outside edit and refuses replace/remove") if len(entry.text) > limit else ""
            yield ctx.finding(
                "hermes.budget", f.path, entry.start_line,
                f"Hermes {f.path} entry {entry.index + 1} of {len(entries)} (lines {entry.start_line}–"
                f"{entry.end_line}) is past the {limit:,}-char budget ({total:,} chars up to it, {used:,} in all): "
                f"Hermes still loads it, but refuses every new entry until the store is under budget{drift}",
                end_line=entry.end_line, fix="merge or remove entries (one fact per entry, no duplicates)",
            )
        return
    ratio = float(ctx.param("hermes.near-budget", "ratio"))
    if limit and used >= ratio * limit:
        yield ctx.finding(
            "hermes.near-budget", f.path, 1,
            f"Hermes {f.path} holds {used:,} of {limit:,} chars ({used / limit:.0%}); Hermes asks to consolidate "
            f"above {ratio:.0%}",
            fix="consolidate entries before the agent has to",
        )


def _openclaw(ctx: LintContext) -> Iterable[Finding]:
    """Findings from OpenClaw's bootstrap model (`ctx.ws.openclaw`): a file whose middle is cut, the total
    budget running out, a file it does not inject. The lines named are those the cut drops."""
    plan = ctx.ws.openclaw
    if plan is None:
        return
    where = f"OpenClaw {plan.version}"
    for bf in plan.files:
        path = _rel_path(ctx, bf.path)
        if bf.missing or ctx.ws.get(path) is None:
            continue
        dropped = _dropped_lines(bf.text, bf.spans)
        if not dropped:
            continue
        first, last = dropped[0], dropped[-1]
        span = f"line {first}" if first == last else f"lines {first}–{last}"
        if bf.truncated and bf.budget >= bf.cap:
            yield ctx.finding(
                "openclaw.bootstrap-file", path, first,
                f"{where} injects at most {bf.budget:,} chars of {bf.name} ({bf.size:,}): it keeps the head and "
                f"the tail and drops the middle, {span} ({plan.budget_source})",
                end_line=last, fix="move details out of the bootstrap file into memory/ topic files",
            )
        else:
            yield ctx.finding(
                "openclaw.bootstrap-total", path, first,
                f"the {where} bootstrap files run past the {plan.total_chars:,}-char total: {bf.budget:,} chars "
                f"were left for {bf.name} ({bf.size:,}), {span} never load",
                end_line=last, fix="shrink the largest bootstrap files",
            )
    for name, why in plan.not_injected.items():
        path = _rel_path(ctx, plan.workspace / name)
        f = ctx.ws.get(path)
        if f is None:
            continue
        if "skipped" in why:
            yield ctx.finding("openclaw.bootstrap-total", path, 1,
                              f"{why}: the {plan.total_chars:,}-char total is used by the files before it",
                              fix="shrink the largest bootstrap files")
        elif f.load_note:
            yield ctx.finding("openclaw.not-injected", path, 1,
                              f"{why} ({where} rules; set [preview] openclaw_version in memtui.toml if the agent "
                              "runs an older version)", fix="move what the agent must know into AGENTS.md")


def _rel_path(ctx: LintContext, path: Path) -> str:
    try:
        return path.resolve().relative_to(ctx.ws.root).as_posix()
    except ValueError:
        return path.as_posix()


def _dropped_lines(text: str, spans: list[tuple[int, int]]) -> list[int]:
    """1-based lines of `text` not wholly inside a kept span (trailing blank lines ignored)."""
    out: list[int] = []
    offset = 0
    for number, line in enumerate(text.rstrip().split("\n"), start=1):
        start, end = offset, offset + len(line)
        if not any(s <= start and end <= e for s, e in spans):
            out.append(number)
        offset = end + 1
    return out


# --- pointers, not content -------------------------------------------------------------------

_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_HASH = re.compile(r"(?<![\w/#.:=-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w/.-])")
_URL_OR_LINK = re.compile(r"\]\([^)]*\)|https?://\S+|`[^`]*`")
_INLINE_CODE = re.compile(r"`([^`\n]+)`")
_CODE_PUNCT = re.compile(r"[(){};=<>|&$]|=>|->|::")
_ERROR_TEXT = re.compile(
    r"Traceback \(most recent call last\)|^\s*File \"[^\"]+\", line \d+|^\s*at [\w$.<>]+ \(.*:\d+:\d+\)"
    r"|\b\w+(?:Error|Exception)(?::\s|\s*\()|\bpanicked at\b|\b(?:ENOENT|EACCES|ECONNREFUSED|EADDRINUSE|ETIMEDOUT)\b"
    r"|Segmentation fault|\bnpm ERR!|\berror\[E\d{4}\]|^\s*fatal: |\bexit (?:code|status) [1-9]\d*\b"
    r"|^\s*E\s+\w+Error|\bUncaught \w+|\bstack trace:"
    r"|\b[a-z_]\w*(?:\.\w+)*\.(?:errors?|exceptions?)\.[A-Z]\w*|\b[A-Z]\w*(?:Violation|Failure|Fault|Denied|Timeout):\s"
    r"|\bviolates (?:unique|foreign key|not-null|check) constraint\b|\bduplicate key value\b",
    re.MULTILINE,
)
_TEMPORARY = re.compile(
    r"\b(?:temporary|temporarily|for now|tmp note|temp note|remove (?:this )?later|delete (?:this )?later|"
    r"until (?:tomorrow|next week|the fix lands)|WIP)\b|임시|나중에\s*(?:삭제|지울|지우|정리)|당분간",
    re.IGNORECASE,
)


def _content_lines(lines: list[str]) -> Iterable[tuple[int, str, bool]]:
    """(1-based line, text, inside a code fence) for lines after the frontmatter."""
    fm = md.parse_frontmatter("\n".join(lines[:60]) + "\n") if lines and lines[0].strip() == "---" else None
    skip = fm.end_line if fm and fm.present and fm.end_line else 0
    fence = False
    for number, line in enumerate(lines, start=1):
        if number <= skip:
            continue
        if fence_of(line):
            yield number, line, True
            fence = not fence
            continue
        yield number, line, fence


def _index_files(ctx: LintContext) -> list[MemoryFile]:
    return [f for f in ctx.files("index") if "hermes" not in f.layouts]


def _pointer_lines(ctx: LintContext, f: MemoryFile) -> set[int]:
    return {row.line for row in ctx.ws.index if row.source == f.path}


@rule("index.commit-hash", "warning", "index", "a commit hash in the index (history belongs in git or a topic file)")
@rule("index.code-block", "warning", "index", "a code block or code snippet in the index", max_snippet_words=2)
@rule("index.error-text", "warning", "index", "a raw error message or stack trace in the index")
@rule("index.long-list", "warning", "index", "a list of more than 5 items that are not pointers", max_items=5)
@rule("index.temporary", "warning", "index", "a 'temporary' note in the index")
def check_index_content(ctx: LintContext) -> Iterable[Finding]:
    for f in _index_files(ctx):
        lines = ctx.lines(f.path)
        pointers = _pointer_lines(ctx, f)
        yield from _code_blocks(ctx, f, lines)
        list_run: list[int] = []
        for number, line, in_code in _content_lines(lines):
            if in_code:
                continue
            bare = _URL_OR_LINK.sub(lambda m: " " * len(m.group(0)), line)
            match = _HASH.search(bare)
            if match:
                yield ctx.finding("index.commit-hash", f.path, number,
                                  f"commit hash {match.group(0)} in the index: keep history in git or a topic file",
                                  column=match.start() + 1,
                                  fix="replace it with a pointer to the topic file that explains it")
            snippet = _snippet(line, int(ctx.param("index.code-block", "max_snippet_words")))
            if snippet:
                yield ctx.finding("index.code-block", f.path, number,
                                  f"code snippet `{snippet.group(1)[:40]}` in the index: the index holds pointers",
                                  column=snippet.start() + 1, fix=FIX_MOVE)
            error = _ERROR_TEXT.search(line)
            if error:
                yield ctx.finding("index.error-text", f.path, number,
                                  "raw error text in the index: move the diagnosis to a topic file",
                                  column=error.start() + 1, fix=FIX_MOVE)
            temp = _TEMPORARY.search(line)
            if temp:
                yield ctx.finding("index.temporary", f.path, number,
                                  f"'{temp.group(0)}' note in the index: it never expires by itself",
                                  column=temp.start() + 1, fix="resolve it, or move it to a dated daily/session note")
            if is_list_item(line):
                if number not in pointers and not md.paths_in(line) and "](" not in line:
                    list_run.append(number)
                continue
            if line.strip() == "" and list_run:
                continue
            yield from _long_list(ctx, f, list_run)
            list_run = []
        yield from _long_list(ctx, f, list_run)


def _snippet(line: str, max_words: int) -> re.Match[str] | None:
    for match in _INLINE_CODE.finditer(line):
        code = match.group(1).strip()
        if md.paths_in(code) and len(code.split()) == 1:
            continue
        if _CODE_PUNCT.search(code) or len(code.split()) > max_words:
            return match
    return None


def _code_blocks(ctx: LintContext, f: MemoryFile, lines: list[str]) -> Iterable[Finding]:
    start = None
    for number, line, _ in _content_lines(lines):
        if fence_of(line):
            if start is None:
                start = number
            else:
                yield ctx.finding("index.code-block", f.path, start,
                                  f"code block ({number - start - 1} lines) in the index: the index holds pointers",
                                  end_line=number, fix=FIX_MOVE)
                start = None
    if start is not None:
        yield ctx.finding("index.code-block", f.path, start, "unclosed code block in the index",
                          end_line=len(lines), fix=FIX_MOVE)


def _long_list(ctx: LintContext, f: MemoryFile, items: list[int]) -> Iterable[Finding]:
    limit = int(ctx.param("index.long-list", "max_items"))
    if len(items) > limit:
        yield ctx.finding("index.long-list", f.path, items[0],
                          f"a list of {len(items)} items that are not pointers (more than {limit}): "
                          f"content belongs in a topic file",
                          end_line=items[-1], fix=FIX_MOVE)


@rule("index.duplicate-topic", "warning", "index", "a fact in the index that a topic file already holds",
      min_chars=24)
def check_index_duplicates(ctx: LintContext) -> Iterable[Finding]:
    min_chars = int(ctx.param("index.duplicate-topic", "min_chars"))
    table = statements_by_key(ctx)
    for f in _index_files(ctx):
        for key, stmt in keyed_statements(ctx, f.path):
            if len(key) < min_chars:
                continue
            held = [(p, line) for p, line in table.get(key, []) if p != f.path and _is_topic(ctx, p)]
            if held:
                path, line = held[0]
                yield ctx.finding("index.duplicate-topic", f.path, stmt.line,
                                  f"this fact is already in {path}:{line}: replace it with a pointer",
                                  fix=f"delete the line; {path} is where the agent finds it")


def _is_topic(ctx: LintContext, path: str) -> bool:
    f = ctx.ws.get(path)
    return f is not None and f.role == "topic"
