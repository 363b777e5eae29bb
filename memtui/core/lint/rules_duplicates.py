"""Duplicate rules: the same fact in two files, near-duplicates, and snapshots kept twice.

Facts are the statements of the audit splitter (bullets, table rows, sentences) compared by the
audit's `normalise()` key. Equal keys in two files are a warning; near-duplicates (word
Jaccard >= 0.8, found with a prefix-filtered similarity join) are info *candidates*: no similarity threshold
separates "duplicate" from "related" (basic-memory PR #1375), so they are surfaced for a human, never merged.
Pointer rows (a statement naming a file) are structure, not facts, and are left out. A whole-file copy is one
`dup.copy` finding ("X is a copy of Y"); its lines are then left out of every per-fact rule. Index files are covered by
`index.duplicate-topic`, rule files by `lessons.repeated`, so those pairs are not reported twice.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter, defaultdict
from functools import partial
from typing import Iterable

from memtui.core import markdown as md
from memtui.core.audit.statements import Statement, split_statements
from memtui.core.audit.text import ENGLISH_STOPWORDS, normalise
from memtui.core.lint.finding import Finding
from memtui.core.lint.rules import LintContext, rule

_SKIP_ROLES = ("index", "snapshot")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_MAYBE_PATH = re.compile(r"\.(?:md|markdown|jsonl|txt)\b", re.IGNORECASE)
_WORD = re.compile(r"\w+")
Fact = tuple[str, Statement, frozenset[str]]     # normalised key, statement, its words


def fact_words(key: str) -> frozenset[str]:
    """The words of a normalised fact, without English stopwords (cheap: near-duplicate candidates)."""
    words = set(_WORD.findall(key)) - ENGLISH_STOPWORDS
    return frozenset(w for w in words if len(w) > 1 and not w.isdigit())


_EMPH = r"(?:\*\*|__|\*|_)?"
_KEY_VALUE = re.compile(rf"^\s*(?:[-*+]\s+)?{_EMPH}[^\W\d][\w ./()-]{{0,30}}?{_EMPH}\s*:\s*{_EMPH}\s*\S")
_LABEL_ONLY = re.compile(rf"^\s*(?:[-*+]\s+)?{_EMPH}[^:]{{1,80}}?:?{_EMPH}:?\s*$")
_SETEXT = re.compile(r"^\s{0,3}(?:=+|-+)\s*$")
HEADER_ZONE_LINES = 15
# A template field whose value says nothing ("- **Areas for Improvement**: None"), a checklist item.
_FIELD = re.compile(rf"^\s*(?:[-*+]\s+|\d+[.)]\s+)?{_EMPH}(?P<label>[^:*_`]{{1,60}}?){_EMPH}\s*:\s*{_EMPH}"
                    rf"\s*(?P<value>[^*_]*?)\s*{_EMPH}\s*$")
_CHECKBOX = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+\[[ xX✓✔]\]\s*(?P<rest>.*)$")
EMPTY_VALUES = frozenset({
    "", "none", "n/a", "na", "-", "--", "—", "–", "tbd", "tba", "todo", "completed", "complete", "done", "yes", "no",
    "true", "false", "ok", "pending", "null", "nil", "nothing", "none yet", "not applicable", "in progress",
    "passed", "pass", "failed", "fail", "success", "successful", "unknown", "same", "as above", "see above",
    "none noted", "none identified", "no issues", "not yet", "not started", "✓", "✔", "✅", "❌", "x",
})


_EMPTY_LAST_WORDS = frozenset(value.split()[-1] for value in EMPTY_VALUES if value)


def _ends_like_an_empty_value(line: str) -> bool:
    """Cheap test before the regexes (every line of every file goes through `no_information`): the line
    ends with a colon or with the last word of a stock value (a field has a colon, a checklist item a bracket)."""
    if ":" not in line and "[" not in line:
        return False
    tail = line.rstrip().rstrip("*_").rstrip().rstrip(".!").rstrip("*_").rstrip().lower()
    if not tail or tail.endswith(":"):
        return True
    return tail.rsplit(None, 1)[-1].lstrip("*_") in _EMPTY_LAST_WORDS


def no_information(line: str) -> bool:
    """A template field with an empty or stock value (`**Status**: Completed`), bare or in a checklist item
    (`- [x] Done`): the same line in two files says nothing twice."""
    if not _ends_like_an_empty_value(line):
        return False
    checkbox = _CHECKBOX.match(line)
    if checkbox:        # "- [ ] Port 5 tools" is a planned task (a fact); "- [x] Done", "- [ ] **QA**: N/A" are not
        line = checkbox.group("rest")
        if line.strip().rstrip(".!").strip().lower() in EMPTY_VALUES:
            return True
    field = _FIELD.match(line)
    if field is None:
        return False
    return field.group("value").strip().rstrip(".!").strip().lower() in EMPTY_VALUES


def _words_of(keyed: list[tuple[str, Statement]]) -> list[frozenset[str]]:
    return [fact_words(key) for key, _ in keyed]


def not_facts(text: str) -> set[int]:
    """Lines whose statements are not facts: code blocks, heading-like labels (setext titles, bold
    or colon-ended labels), the key/value header block under a file's title (`**Status:** …`) and
    template fields that carry no information (`no_information`)."""
    lines = text.split("\n")
    skip = set(md.code_lines(text))
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        if not stripped:
            continue
        bold = stripped.startswith(("**", "__")) and stripped.rstrip(":").endswith(("**", "__"))
        label = stripped.endswith(":") and len(stripped.split()) <= 6 and bool(_LABEL_ONLY.match(line))
        setext = number < len(lines) and bool(_SETEXT.match(lines[number])) and not stripped.startswith(("-", "*"))
        if bold or label or setext or no_information(line):
            skip.add(number)
    title = next((i for i, line in enumerate(lines[:60]) if line.lstrip().startswith("# ")), None)
    if title is not None:
        for number in range(title + 2, min(len(lines), title + 1 + HEADER_ZONE_LINES) + 1):
            line = lines[number - 1]
            if not line.strip():
                continue
            if not _KEY_VALUE.match(line) or len(line.split(":", 1)[-1].split()) > 8:
                break
            skip.add(number)
    return skip


def _fingerprint(ctx: LintContext, path: str) -> tuple[str, int]:
    """A file's text with all whitespace runs made one space (a copy re-indented or re-wrapped is still a
    copy), hashed; and its length."""
    flat = " ".join((ctx.text(path) or "").split())
    return hashlib.blake2b(flat.encode("utf-8", errors="replace"), digest_size=16).hexdigest(), len(flat)


COPY_OF = " is a copy of "


def copied_from(finding: Finding) -> str | None:
    """The original a `dup.copy` finding names (None for any other finding)."""
    if finding.rule != "dup.copy" or COPY_OF not in finding.message:
        return None
    return finding.message.split(COPY_OF, 1)[1].rsplit(" (", 1)[0]


def file_copies(ctx: LintContext) -> dict[str, str]:
    """Whole-file copies: copy path -> the file it copies (the first of its group in path order), for files
    equal byte for byte or but for whitespace and at least `dup.copy` `min_chars` long. Empty while the rule
    `dup.copy` is off."""
    if "copies" not in ctx.cache:
        copies: dict[str, str] = {}
        if ctx.enabled("dup.copy"):
            min_chars = int(ctx.param("dup.copy", "min_chars"))
            first: dict[str, str] = {}
            for f in sorted(ctx.files(), key=lambda f: f.path):
                digest, size = ctx.per_file("fingerprint", f, partial(_fingerprint, ctx, f.path))
                if size < min_chars:
                    continue
                if digest in first:
                    copies[f.path] = first[digest]
                else:
                    first[digest] = f.path
        ctx.cache["copies"] = copies
    found: dict[str, str] = ctx.cache["copies"]
    return found


def keyed_statements(ctx: LintContext, path: str) -> list[tuple[str, Statement]]:
    """(normalised key, statement) for the fact statements of a file (cached while it is unchanged).

    Code, heading-like labels and the key/value header block are left out (`not_facts`). A whole-file copy of
    another file (`file_copies`) has none: it is one `dup.copy` finding, not one duplicate per line (here, in
    `lessons.repeated` and in `index.duplicate-topic`)."""
    f = ctx.ws.get(path)
    if f is None or path in file_copies(ctx):
        return []

    def compute() -> list[tuple[str, Statement]]:
        out = []
        text = ctx.text(path) or ""
        skip = not_facts(text)
        for stmt in split_statements(text, path):
            if stmt.line in skip:
                continue
            if "](" in stmt.text or (_MAYBE_PATH.search(stmt.text) and md.paths_in(stmt.text)):
                continue
            out.append((normalise(stmt.claim_text() if stmt.kind == "row" else stmt.text), stmt))
        return out

    return ctx.per_file("statements", f, compute)


def statements_by_key(ctx: LintContext) -> dict[str, list[tuple[str, int]]]:
    """Every fact key of the workspace's memory files -> [(path, line)], in path order."""
    if "by_key" not in ctx.cache:
        table: dict[str, list[tuple[str, int]]] = defaultdict(list)
        for f in ctx.files():
            for key, stmt in keyed_statements(ctx, f.path):
                table[key].append((f.path, stmt.line))
        ctx.cache["by_key"] = table
    by_key: dict[str, list[tuple[str, int]]] = ctx.cache["by_key"]
    return by_key


@rule("dup.copy", "warning", "duplicate", "a whole file copied from another (byte for byte or but for whitespace)",
      min_chars=24)
@rule("dup.exact", "warning", "duplicate", "the same fact in two files", min_chars=24)
@rule("dup.near", "info", "duplicate", "a near-duplicate fact in another file (a candidate for review)",
      min_words=5, similarity=0.8, max_postings=50)
def check_duplicates(ctx: LintContext) -> Iterable[Finding]:
    for copy, original in sorted(file_copies(ctx).items()):
        lines = len(ctx.lines(copy))
        yield ctx.finding("dup.copy", copy, 1, f"{copy}{COPY_OF}{original} ({lines:,} lines, whitespace aside): "
                          "its lines are not reported one by one",
                          fix="delete the copy, or make it a symlink or a pointer to the original")
    min_chars = int(ctx.param("dup.exact", "min_chars")) if ctx.enabled("dup.exact") else 24
    facts: list[Fact] = []
    for f in ctx.files():
        if f.role in _SKIP_ROLES:
            continue
        keyed = keyed_statements(ctx, f.path)
        words = ctx.per_file("fact-words", f, partial(_words_of, keyed))
        facts.extend((key, stmt, w) for (key, stmt), w in zip(keyed, words, strict=True) if len(key) >= min_chars)
    rules_files = {f.path for f in ctx.files("rules")}
    if ctx.enabled("dup.exact"):
        yield from _exact(ctx, facts, rules_files)
    if ctx.enabled("dup.near"):
        yield from _near(ctx, facts, rules_files)


def _exact(ctx: LintContext, facts: list[Fact], rules_files: set[str]) -> Iterable[Finding]:
    groups: dict[str, list[Statement]] = defaultdict(list)
    for key, stmt, _ in facts:
        groups[key].append(stmt)
    for stmts in groups.values():
        if len({s.path for s in stmts}) < 2:
            continue
        stmts.sort(key=lambda s: (s.path, s.line))
        first = stmts[0]
        for other in stmts[1:]:
            if other.path == first.path or {first.path, other.path} <= rules_files:
                continue
            yield ctx.finding("dup.exact", other.path, other.line,
                              f"the same fact is in {first.path}:{first.line}",
                              fix="keep it in one topic file and point to it")


def _near(ctx: LintContext, facts: list[Fact], rules_files: set[str]) -> Iterable[Finding]:
    """Pairs with word Jaccard >= threshold via prefix filtering: two such sets must share one of
    their rarest `len - ceil(t * len) + 1` words, so only those words are indexed and probed."""
    min_words = int(ctx.param("dup.near", "min_words"))
    threshold = float(ctx.param("dup.near", "similarity"))
    max_postings = int(ctx.param("dup.near", "max_postings"))
    items = [fact for fact in facts if len(fact[2]) >= min_words]
    freq = Counter(w for _, _, words in items for w in words)
    index: dict[str, list[int]] = defaultdict(list)
    reported: set[tuple[str, int]] = set()
    for i, (key, stmt, words) in enumerate(items):
        ordered = sorted(words, key=lambda w: (freq[w], w))
        prefix = ordered[: len(words) - math.ceil(threshold * len(words)) + 1]
        candidates: set[int] = set()
        for word in prefix:
            posting = index[word]
            if len(posting) <= max_postings:
                candidates.update(posting)
            posting.append(i)
        best: tuple[float, Statement] | None = None
        for j in candidates:
            other_key, other, other_words = items[j]
            if other.path == stmt.path or other_key == key:
                continue
            if min(len(words), len(other_words)) < threshold * max(len(words), len(other_words)):
                continue
            similarity = len(words & other_words) / len(words | other_words)
            if similarity < threshold or {other.path, stmt.path} <= rules_files:
                continue
            if best is None or similarity > best[0]:
                best = (similarity, other)
        if best is None:
            continue
        first, second = sorted((best[1], stmt), key=lambda s: (s.path, s.line))
        if (second.path, second.line) in reported:
            continue
        reported.add((second.path, second.line))
        yield ctx.finding("dup.near", second.path, second.line,
                          f"nearly the same fact as {first.path}:{first.line} ({best[0]:.0%} of the words)",
                          fix="check whether both are needed; keep one and point to it")


@rule("snapshot.multiple", "info", "snapshot", "more than one session snapshot kept where only the latest counts",
      max_kept=1)
def check_snapshots(ctx: LintContext) -> Iterable[Finding]:
    keep = max(1, int(ctx.param("snapshot.multiple", "max_kept")))
    ordered = sorted(ctx.files("snapshot"), key=lambda f: (f.always_loaded, _DATE.findall(f.path), f.mtime, f.path))
    if len(ordered) <= keep:
        return
    newest = ordered[-1].path
    for f in ordered[:-keep]:
        yield ctx.finding("snapshot.multiple", f.path, 1,
                          f"an older session snapshot: only the latest ({newest}) is loaded",
                          fix="archive or delete it once its lessons are in topic files")
