"""Assisted fix: move an inline section of MEMORY.md into a topic file — previewed, atomic, backed up.

`plan_move_section()` reads the files, works out the three new texts and returns a `FixPlan` (nothing
is written): the section becomes a topic file with frontmatter, the index keeps a pointer (a row in
its pointer table when it has one, else a bullet under the section's heading), and `memory-map.md`
gets a keyword row when the workspace has one. `apply_plan()` first checks that *every* file still
holds what the plan was made from (or still does not exist), and only then writes each one with
`atomic_save` (backups under `<root>/.memtui/backups/`). If a write fails part-way, the files already
written are put back, so the fix lands whole or not at all.

Size (~410 lines): planning and applying a move stay together: the apply checks every file against
the fingerprints the plan recorded, and the review queue's archive and budget items reuse both.
"""

from __future__ import annotations

import difflib
import os
import re
import time
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path, PurePosixPath
from typing import Any

from memtui.core import markdown as md
from memtui.core.audit.text import content_words
from memtui.core.fsio import (
    TEMP_PREFIX,
    ConflictError,
    Fingerprint,
    OutsideRootError,
    atomic_save,
    current_fingerprint,
    read_file,
    _file_sha,
    _fsync_dir,
    _stash,
    resolve_write_target,
)
from memtui.core.workspace_layout import DOC_CATEGORIES

MAP_NAME = "memory-map.md"


class FixError(Exception):
    """The fix cannot be planned or applied; the message says why. Nothing was written."""


@dataclass
class FileChange:
    """One file the fix writes: its text before (None: a new file) and after."""

    path: str                          # root-relative
    old_text: str | None
    new_text: str
    expected: Fingerprint | None       # what the file was when planned (None: must not exist)
    delete: bool = False               # remove the file (backed up like a save; `new_text` unused)

    def diff(self) -> str:
        """A unified diff of the change."""
        old = [] if self.old_text is None else self.old_text.splitlines(keepends=True)
        new = [] if self.delete else self.new_text.splitlines(keepends=True)
        before = "/dev/null" if self.old_text is None else f"a/{self.path}"
        lines = difflib.unified_diff(old, new, before, "/dev/null" if self.delete else f"b/{self.path}")
        return "".join(ln if ln.endswith("\n") else ln + "\n\\ No newline at end of file\n" for ln in lines)


@dataclass
class FixPlan:
    """What a fix would write, for a preview; `apply_plan` writes it."""

    root: Path
    summary: str
    changes: list[FileChange]
    notes: list[str] = field(default_factory=list)

    def diff(self) -> str:
        return "".join(change.diff() for change in self.changes)

    def to_json(self) -> dict[str, Any]:
        return {
            "summary": self.summary,
            "notes": list(self.notes),
            "changes": [
                {"path": c.path, "new": c.old_text is None, "delete": c.delete, "new_text": c.new_text,
                 "diff": c.diff()}
                for c in self.changes
            ],
        }


@dataclass
class AppliedChange:
    path: str
    backup: Path | None


def _section_range(lines: list[str], headings: list[md.Heading], section: str) -> tuple[md.Heading, int]:
    """The heading named (or at the line given by) `section`, and the last line of its section."""
    wanted = section.strip()
    by_line = re.fullmatch(r"[Ll]?(\d+)", wanted)
    match = None
    for heading in headings:
        if by_line and heading.line == int(by_line.group(1)):
            match = heading
        elif not by_line and heading.title.strip().casefold() == wanted.casefold():
            match = heading
        if match:
            break
    if match is None:
        titles = ", ".join(repr(h.title) for h in headings) or "none"
        raise FixError(f"no section {section!r} in the index (headings: {titles})")
    end = len(lines)
    for heading in headings:
        if heading.line > match.line and heading.level <= match.level:
            end = heading.line - 1
            break
    return match, end


def section_at(text: str, line: int) -> md.Heading | None:
    """The heading whose section holds `line` (1-based): the nearest heading at or above it."""
    above = [h for h in md.headings(text) if h.line <= line]
    return above[-1] if above else None


def suggest_destination(title: str, folder: str = "memory") -> str:
    """A topic path for a section title: `Deploy gotchas` -> `memory/deploy-gotchas.md`."""
    slug = re.sub(r"[^\w]+", "-", title.casefold()).strip("-_") or "topic"
    return f"{folder}/{slug[:60]}.md"


def _slug_keywords(title: str, given: list[str] | None) -> list[str]:
    if given:
        return [k.strip() for k in given if k.strip()]
    words = [w for w in content_words(title) if len(w) > 1]
    return words[:4] or [title.strip().casefold()]


def _category(dest: str, given: str | None) -> str:
    if given:
        return given
    parts = PurePosixPath(dest).parts
    if len(parts) >= 3 and parts[0] == "docs" and parts[1] in DOC_CATEGORIES:
        return parts[1]
    return parts[-2] if len(parts) >= 2 else "memory"


_FILE_HEADERS = ("file", "path", "파일")


def _pointer_table(text: str, near_line: int | None = None) -> md.Table | None:
    """The table of `text` that holds the index's pointers: one with a File/Path column. With several,
    the ones whose File column points at `.md` files (a `| Repo | Path |` table of folders is no index);
    among those the nearest above `near_line` (the moved section's place), else the first below it."""
    scored: list[tuple[md.Table, int]] = []
    for table in md.tables(text):
        heads = [md.cell_text(h).casefold() for h in table.header]
        column = next((i for i, h in enumerate(heads) if h in _FILE_HEADERS), None)
        if column is None:
            continue
        pointers = sum(1 for row in table.rows if column < len(row.cells)
                       and any(p.lower().endswith((".md", ".markdown")) for p in md.paths_in(row.cells[column])))
        scored.append((table, pointers))
    if not scored:
        return None
    pool = [t for t, n in scored if n] or [t for t, _ in scored]
    if near_line is None:
        return pool[0]
    above = [t for t in pool if t.line < near_line]
    return above[-1] if above else pool[0]


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def _insert_row(lines: list[str], table: md.Table, cells_by_header: dict[str, str], default: str) -> list[str]:
    """The lines with a row added at the end of `table` (cells matched to header names)."""
    cells: list[str] = []
    for header in table.header:
        key = md.cell_text(header).casefold()
        value = cells_by_header.get(key)          # an exact header first: "Profile" is not "File"
        if value is None:
            value = next((v for k, v in cells_by_header.items() if re.search(rf"\b{re.escape(k)}", key)), None)
        cells.append(value if value is not None else (default if not cells else ""))
    after = table.rows[-1].line if table.rows else table.line + 1      # 1-based line of the last row
    return lines[:after] + [_row(cells)] + lines[after:]


def _newline(text: str) -> str:
    """The file's line ending, kept when it is rewritten."""
    if "\r\n" in text:
        return "\r\n"
    return "\r" if "\r" in text and "\n" not in text else "\n"


def _target(root: Path, rel: str, what: str) -> Path:
    """Where writing `rel` lands: inside the root (symlinks followed), else FixError."""
    try:
        return resolve_write_target(root, rel, what=what)
    except OutsideRootError as exc:
        raise FixError(str(exc)) from None


def _read(root: Path, rel: str) -> tuple[str | None, Fingerprint | None]:
    _target(root, rel, "the file")
    res = read_file(root / rel)
    if res.error == "file not found":
        return None, None
    if res.error:
        raise FixError(f"{rel}: {res.error}")
    if not res.encoding_ok:
        raise FixError(f"{rel} is not valid UTF-8: memtui will not rewrite it")
    if res.data.startswith(b"\xef\xbb\xbf"):
        raise FixError(f"{rel} starts with a byte-order mark: edit it in the editor instead")
    return res.text, res.fingerprint


def plan_move_section(
    root: Path,
    section: str,
    dest: str,
    *,
    index: str = "MEMORY.md",
    keywords: list[str] | None = None,
    category: str | None = None,
    today: date | None = None,
) -> FixPlan:
    """Plan moving the section `section` (a heading title or its line) of `index` into `dest`."""
    root = Path(root).resolve()
    dest = PurePosixPath(dest.replace(os.sep, "/")).as_posix()
    if dest.startswith(("/", "../")) or "/../" in dest or not dest.endswith(".md"):
        raise FixError(f"--to must be a .md path inside the workspace, relative to it: {dest}")
    _target(root, dest, "--to")
    if (root / dest).exists():
        raise FixError(f"{dest} already exists: choose a new topic file")
    _target(root, index, "--index")
    index_text, index_fp = _read(root, index)
    if index_text is None:
        raise FixError(f"{index} not found in {root}")
    newline = _newline(index_text)
    lines = md.split_lines(index_text)
    heading, end = _section_range(lines, md.headings(index_text), section)
    body = lines[heading.line:end]
    while body and not body[0].strip():
        body.pop(0)
    while body and not body[-1].strip():
        body.pop()
    if not body:
        raise FixError(f"section {heading.title!r} is empty: nothing to move")
    title = heading.title.strip()
    kws = _slug_keywords(title, keywords)
    cat = _category(dest, category)
    stamp = (today or date.today()).isoformat()
    topic_text = (
        "---\n"
        f"title: {title}\n"
        f"keywords: [{', '.join(kws)}]\n"
        f"created: {stamp}\n"
        f"last_used: {stamp}\n"
        "---\n"
        f"# {title}\n\n" + "\n".join(body) + "\n"
    )
    notes: list[str] = []
    rest = lines[: heading.line - 1] + lines[end:]
    table = _pointer_table("\n".join(rest), heading.line)     # tables below the section moved up with it
    if table is not None:
        # The index keeps its pointers in a table: drop the section, add a row to the table.
        new_lines = _insert_row(rest, table, {"file": dest, "path": dest, "파일": dest, "keyword": ", ".join(kws)},
                                title)
        new_lines = _collapse_blank_runs(new_lines)
        notes.append(f"pointer row added to the table at line {table.line} of {index}")
    else:
        new_lines = lines[: heading.line] + [f"- See [{dest}]({dest})", ""] + lines[end:]
        new_lines = _collapse_blank_runs(new_lines)
        notes.append(f"the section keeps its heading with a pointer to {dest}")
    changes = [FileChange(dest, None, topic_text, None)]
    map_text, map_fp = _read(root, MAP_NAME) if index != MAP_NAME else (None, None)
    if map_text is not None:
        map_table = _pointer_table(map_text)
        if map_table is None:
            notes.append(f"{MAP_NAME} has no | Keyword | Category | File | table: no row added")
        else:
            map_lines = _insert_row(md.split_lines(map_text), map_table,
                                    {"keyword": ", ".join(kws), "category": cat, "file": dest}, ", ".join(kws))
            changes.append(FileChange(MAP_NAME, map_text, _newline(map_text).join(map_lines), map_fp))
    else:
        notes.append(f"no {MAP_NAME} in the workspace: no map row added")
    new_index = newline.join(new_lines)
    if index_text.endswith(("\n", "\r")):
        new_index = new_index.rstrip("\r\n") + newline
    changes.append(FileChange(index, index_text, new_index, index_fp))
    summary = f"move section {title!r} (lines {heading.line}–{end}) of {index} into {dest}"
    return FixPlan(root, summary, changes, notes)


def _collapse_blank_runs(lines: list[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        if not line.strip() and out and not out[-1].strip():
            continue
        out.append(line)
    return out


def check_plan(plan: FixPlan) -> None:
    """Raise ConflictError if any file changed (or appeared) since the plan was made."""
    for change in plan.changes:
        actual = current_fingerprint(plan.root / change.path)
        if change.expected is None:
            if actual is not None or (plan.root / change.path).exists():
                raise ConflictError(plan.root / change.path, None, actual)
        elif not change.expected.same_content(actual):
            raise ConflictError(plan.root / change.path, change.expected, actual)


def apply_plan(plan: FixPlan) -> list[AppliedChange]:
    """Write the plan: all fingerprints are checked first; a failed write undoes the earlier ones.

    Every target is checked again to resolve inside the root (a symlink swapped in since the plan
    is refused before anything is written)."""
    for change in plan.changes:
        _target(plan.root, change.path, change.path)
    check_plan(plan)
    done: list[tuple[FileChange, Fingerprint]] = []
    applied: list[AppliedChange] = []
    try:
        for change in plan.changes:
            target = plan.root / change.path
            if change.delete and change.expected is not None:
                removed = _remove(target, change.expected, plan.root)
                done.append((change, change.expected))
                applied.append(AppliedChange(change.path, removed))
                continue
            if change.old_text is None:
                target.parent.mkdir(parents=True, exist_ok=True)
            fingerprint, backup = atomic_save(target, change.new_text, change.expected, plan.root)
            done.append((change, fingerprint))
            applied.append(AppliedChange(change.path, backup))
    except BaseException as exc:
        undo_errors = _undo(plan, done)
        extra = f"; could not undo: {'; '.join(undo_errors)}" if undo_errors else "; nothing was changed"
        if isinstance(exc, ConflictError) and not undo_errors:
            raise
        raise FixError(f"writing {len(done) + 1}/{len(plan.changes)} files failed: {exc}{extra}") from exc
    return applied


def _remove(target: Path, expected: Fingerprint, root: Path) -> Path:
    """Remove `target` if it still holds `expected`: renamed aside (atomic), checked, then kept as the
    backup; another version found there is put back and ConflictError raised."""
    side = target.parent / f"{TEMP_PREFIX}{target.name}.{os.getpid()}.{time.time_ns()}.old"
    try:
        os.rename(target, side)
    except FileNotFoundError:
        raise ConflictError(target, expected, None) from None
    if _file_sha(side) != expected.sha256:
        try:
            os.link(side, target)            # theirs back, never over a file that appeared meanwhile
            os.unlink(side)
        except FileExistsError:
            _stash(side, target, root, None)
        raise ConflictError(target, expected, current_fingerprint(target))
    backup = _stash(side, target, root, None)
    _fsync_dir(target.parent)
    return backup


def _undo(plan: FixPlan, done: list[tuple[FileChange, Fingerprint]]) -> list[str]:
    errors = []
    for change, fingerprint in reversed(done):
        target = plan.root / change.path
        try:
            if change.delete and change.old_text is not None:
                atomic_save(target, change.old_text, None, plan.root)
            elif change.old_text is None:
                if fingerprint.same_content(current_fingerprint(target)):
                    target.unlink()
            else:
                atomic_save(target, change.old_text, fingerprint, plan.root)
        except Exception as exc:  # report, keep undoing the rest
            errors.append(f"{change.path}: {exc}")
    return errors


# --- when to offer the move (issue 15) -----------------------------------------------------------

# Findings a section move fixes: content that belongs in a topic file, and an index over its budget.
MOVE_FIXES = frozenset({
    "index.size", "index.claude-truncated", "index.commit-hash", "index.code-block", "index.error-text",
    "index.long-list", "index.temporary",
})
_ALWAYS_RULES = re.compile(r"\b(always|never|must|rules?|important|do not|don't)\b", re.IGNORECASE)


@dataclass
class MoveCheck:
    """Whether moving a section is safe: `blocked` lists findings the move would hide without fixing
    them (the move is refused), `warnings` what the user must know before applying."""

    blocked: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def move_fixes(rule_id: str) -> bool:
    """True when moving the finding's section into a topic file fixes the finding."""
    return rule_id in MOVE_FIXES


def section_line(index_text: str, section: str) -> int:
    """The heading line of `section` (a heading title or its line) in `index_text`; FixError when absent."""
    return _section_range(md.split_lines(index_text), md.headings(index_text), section)[0].line


def check_move(index: str, index_text: str, line: int, findings: list[tuple[str, int, str]]) -> MoveCheck:
    """Check moving the section of `index` holding `line`; `findings` are the (rule, line, message)
    of the index file's current findings. A finding inside the section that the move does not fix
    (a dangling pointer, a threat…) would vanish from the report unfixed: the move is blocked.
    A section of always-loaded rules gets an explicit warning: after the move it loads on demand."""
    check = MoveCheck()
    heading = section_at(index_text, line)
    if heading is None:
        return check
    lines = index_text.split("\n")
    _, end = _section_range(lines, md.headings(index_text), f"L{heading.line}")
    for rule_id, at, message in findings:
        if heading.line <= at <= end and not move_fixes(rule_id):
            check.blocked.append(f"{rule_id} at line {at}: {message}")
    body = "\n".join(lines[heading.line - 1:end])
    if _ALWAYS_RULES.search(body):
        check.warnings.append(
            f"⚠ {index} is loaded into every prompt. '{heading.title.strip()}' reads like rules the agent must "
            "always follow: after the move they load only when a keyword matches, so they will no longer "
            "always apply.")
    else:
        check.warnings.append(f"after the move, '{heading.title.strip()}' loads only on demand, not in every prompt")
    return check
