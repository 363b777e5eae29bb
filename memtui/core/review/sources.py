"""Where review items come from: the change journal, the lint run, and new rules in instruction files.

- `change_items`: per memory file, the changes since the version the operator last reviewed (the
  journal's baseline until then), with the sessions that wrote them; deletions and agent changes
  that undid an operator's edit propose a revert, the rest propose accept.
- `lint_items`: conflicts, duplicates, orphans, dangling pointers, threats and an index over budget,
  from the existing lint rules, each with a proposed edit as a diff where one is obvious.
- `rule_items`: imperative lines added to rule files (AGENTS.md, CLAUDE.md, lessons, …) since the
  file's earliest version in the journal.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Callable

from memtui.core.fsio import ReadResult, current_fingerprint, read_file
from memtui.core.history.store import HistoryStore
from memtui.core.history.timeline import Version, timeline, unified
from memtui.core.lint.finding import Finding, LintReport
from memtui.core.lint.fix import FileChange
from memtui.core.lint.rules_duplicates import copied_from
from memtui.core.review.archive import (
    archive_item,
    archive_settings,
    days_unused,
    keep_first,
    plan_archive,
)
from memtui.core.review.budget import MoveProposal, propose_move
from memtui.core.review.item import Evidence, ReviewItem, SessionRef
from memtui.core.workspace import Workspace, archived

# lint rule (or prefix) -> review kind
LINT_KINDS: tuple[tuple[str, str], ...] = (
    ("lessons.contradiction", "conflict"), ("dup.", "duplicate"), ("index.duplicate-topic", "duplicate"),
    ("lessons.repeated", "duplicate"), ("map.orphan", "orphan"), ("map.dangling", "dangling"),
    ("threat.", "threat"), ("index.size", "budget"), ("index.claude-truncated", "budget"),
    ("hermes.budget", "budget"), ("hermes.near-budget", "budget"), ("openclaw.bootstrap", "budget"),
)
_IMPERATIVE = re.compile(
    r"^\s*(?:[-*+]|\d+[.)])?\s*(?:\*\*)?(?:always|never|must|do not|don't|dont|avoid|use|prefer|run|keep|"
    r"make sure|ensure|stop|only|before|after|when)\b|\b(?:must|never|always|should not|shouldn't)\b|"
    r"항상|절대|반드시|하지 ?마", re.I)


def kind_of_rule(rule_id: str) -> str | None:
    return next((kind for prefix, kind in LINT_KINDS if rule_id == prefix
                 or (prefix.endswith(".") and rule_id.startswith(prefix)) or rule_id.startswith(prefix + ".")), None)


# --- journal changes ---------------------------------------------------------------------------

def change_items(store: HistoryStore, reviewed: dict[str, str | None]) -> list[ReviewItem]:
    """One item per file whose latest version was not reviewed and not written by memtui."""
    chains: dict[str, list[Version]] = {}
    for version in timeline(store):
        chains.setdefault(version.record.path, []).append(version)
    items = []
    for path, versions in chains.items():
        latest = versions[-1]
        if latest.kind == "baseline" or latest.record.source == "memtui":
            continue
        base_sha = reviewed.get(path, _baseline_sha(versions))
        if path in reviewed and latest.record.sha == base_sha:
            continue
        pending = _since(versions, base_sha, path in reviewed)
        if not pending:
            continue
        before, after = store.text(base_sha), store.text(latest.record.sha)
        undone = next((v for v in pending if v.undid is not None), None)
        deleted = latest.record.sha is None
        action = "revert" if (deleted or undone) and base_sha else "accept"
        what = "deleted" if deleted else ("changed" if base_sha else "created")
        who = sorted({v.attribution() for v in pending})
        title = f"{path} {what} ({len(pending)} change{'s' * (len(pending) > 1)}; {'; '.join(who)})"
        if undone is not None:
            title = f"an agent undid your edit of {path} ({undone.attribution()})"
        writes: dict[str, list[FileChange]] = {"accept": [], "ignore": []}
        if base_sha and before is not None:
            on_disk = current_fingerprint(store.root / path)
            current = read_file(store.root / path).text if on_disk else None
            writes["revert"] = [FileChange(path, current, before, on_disk)]
        items.append(ReviewItem(
            "change", "warning" if deleted or undone else "info", title,
            [Evidence(path, _first_changed_line(before, after))],
            f"{path}\n{latest.record.sha or 'deleted'}", action, unified(path, before, after),
            [SessionRef(v.record.by["session"], str(v.record.by.get("entry")))
             for v in pending if v.by_agent and v.record.by is not None],
            writes=writes, payload={"path": path, "base_sha": base_sha, "latest_sha": latest.record.sha},
        ))
    return items


def _baseline_sha(versions: list[Version]) -> str | None:
    first = versions[0]
    return first.record.sha if first.kind == "baseline" else None


def _since(versions: list[Version], base_sha: str | None, reviewed: bool) -> list[Version]:
    """The versions after the reviewed (or baseline) one."""
    start = 0
    for i, version in enumerate(versions):
        if version.kind == "baseline" or (reviewed and version.record.sha == base_sha):
            start = i + 1
    return [v for v in versions[start:] if v.record.source != "memtui"]


def _first_changed_line(before: str | None, after: str | None) -> int:
    old, new = (before or "").splitlines(), (after or "").splitlines()
    for number, (a, b) in enumerate(zip(old, new, strict=False), 1):
        if a != b:
            return number
    return min(len(old), len(new)) + 1 if len(old) != len(new) else 1


# --- lint findings ----------------------------------------------------------------------------

def lint_items(report: LintReport, ws: Workspace) -> list[ReviewItem]:
    """Review items for the lint findings that need a decision."""
    reads: dict[str, ReadResult] = {}

    def read(path: str) -> ReadResult:
        if path not in reads:
            reads[path] = ws.read(path)
        return reads[path]

    items = []
    moves: dict[str, MoveProposal] = {}
    folder, unused_days = archive_settings(ws)
    for finding in report.findings:
        kind = kind_of_rule(finding.rule)
        if kind is None or archived(finding.path, folder):
            continue
        original = copied_from(finding)
        if original is not None:          # a whole-file copy: archive a topic copy, else decide by hand
            items.append(_copy_item(ws, finding, original, folder, reads))
            continue
        res = read(finding.path)
        lines = res.text.split("\n") if res.ok else []
        line_text = lines[finding.line - 1] if 0 < finding.line <= len(lines) else ""
        notes: list[str] = []
        if kind == "budget":
            if finding.path not in moves:
                moves[finding.path] = propose_move(ws.root, ws, report, finding.path)
            move = moves[finding.path]
            action, changes = "move", list(move.plan.changes) if move.plan else []
            notes = ([f"move section '{move.section}' ({move.chars:,} chars) into "
                      f"{move.plan.changes[0].path}", *move.plan.notes] if move.plan else [move.why])
        else:
            action, change = _proposal(kind, finding, res, ws, read)
            changes = [change] if change else []
        writes = {action: changes, "accept": [], "ignore": []}
        if kind == "threat" and finding.severity != "error" and changes:
            # tentative (the semantic layer alone) or a described attack: nothing proves an attack, so the
            # proposal deletes nothing; the deletion stays on offer as `--action edit`
            action, changes = "accept", []
            notes = ["no pattern evidence: keep the line (accept) unless you judge it an attack; "
                     "`--action edit` deletes it"]
        if kind == "orphan":
            unused = days_unused(ws, finding.path)
            archive = plan_archive(ws, finding.path, folder, reads) if unused is not None and unused >= unused_days \
                else None
            if archive is not None:
                writes["archive"] = archive
                action, changes = "archive", archive
                notes = [f"not used for {unused:.0f} days: moves it to {folder}/{finding.path} (backed up); "
                         "`--action edit` adds an index row instead"]
        items.append(ReviewItem(
            kind, finding.severity, f"{finding.message} [{finding.rule}]", [Evidence(finding.path, finding.line)],
            f"{finding.rule}\n{finding.path}\n{line_text}", action, "".join(c.diff() for c in changes),
            writes=writes, notes=notes, payload={"path": finding.path, "line": finding.line, "rule": finding.rule},
        ))
    return items


def _copy_item(ws: Workspace, finding: Finding, original: str, folder: str,
               reads: dict[str, ReadResult]) -> ReviewItem:
    """The item of a `dup.copy` finding. Its key is the one `duplicate_file_items` gives the same topic copy
    (one item, whichever finds it); a copy of a rules or index file (each agent of a multi-agent repository
    keeps its own) is never removed automatically."""
    indexed = {row.resolved for row in ws.index if row.is_entry}
    original, copy = sorted((original, finding.path), key=lambda p: keep_first(ws, indexed, p))
    key = f"copy\n{copy}\n{original}"
    f = ws.get(copy)
    item = archive_item(ws, copy, folder, reads, f"{copy} is an exact copy of {original}: archive it",
                        key, original, kind="duplicate") if f is not None and f.role == "topic" else None
    if item is None:
        item = ReviewItem("duplicate", finding.severity, f"{finding.message} [{finding.rule}]",
                          [Evidence(copy, 1)], key, "accept", writes={"accept": [], "ignore": []},
                          payload={"path": copy, "line": 1, "rule": finding.rule})
    item.evidence.append(Evidence(original, 1))
    return item


def _proposal(kind: str, finding: Finding, res: ReadResult, ws: Workspace,
              read: Callable[[str], ReadResult]) -> tuple[str, FileChange | None]:
    """The action proposed for a finding and what it writes (None: decide by hand)."""
    lines = res.text.split("\n") if res.ok else []
    if kind in ("duplicate", "threat", "dangling", "conflict") and 0 < finding.line <= len(lines):
        action = {"duplicate": "merge", "threat": "edit", "dangling": "edit", "conflict": "edit"}[kind]
        return action, _without_line(finding.path, res, finding.line)
    if kind == "orphan":
        index = next((f.path for f in ws.files
                      if f.role == "index" and f.path.lower() in ("memory.md", "memory-map.md")), None)
        index_res = read(index) if index is not None else None
        if index is None or index_res is None or not index_res.ok:
            return "edit", None
        row = f"- [{Path(finding.path).stem}]({finding.path})"
        text = index_res.text
        after = text + ("" if text.endswith("\n") or not text else "\n") + row + "\n"
        return "edit", FileChange(index, text, after, index_res.fingerprint)
    return "accept", None


def _without_line(path: str, res: ReadResult, line: int) -> FileChange:
    lines = res.text.split("\n")
    return FileChange(path, res.text, "\n".join(lines[: line - 1] + lines[line:]), res.fingerprint)


# --- new rules in instruction files -----------------------------------------------------------

def rule_items(store: HistoryStore, ws: Workspace) -> list[ReviewItem]:
    """Imperative lines in rule files that their earliest journal version did not have."""
    first: dict[str, str | None] = {}
    for record in sorted(store.records(), key=lambda r: (r.time, r.seq)):
        first.setdefault(record.path, record.sha)
    items = []
    for f in ws.files:
        if f.role != "rules" or f.path not in first:
            continue
        res = ws.read(f.path)
        if not res.ok:
            continue
        before = {line.strip() for line in (store.text(first[f.path]) or "").splitlines()}
        for number, line in enumerate(res.text.split("\n"), 1):
            stripped = line.strip()
            if len(stripped) < 8 or stripped in before or stripped.startswith("#") or not _IMPERATIVE.search(stripped):
                continue
            removal = _without_line(f.path, res, number)
            items.append(ReviewItem(
                "rule", "info", f"new rule in {f.path}: {stripped[:80]}", [Evidence(f.path, number)],
                f"{f.path}\n{stripped}", "accept", unified(f.path, removal.new_text, res.text),
                writes={"accept": [], "ignore": [], "revert": [removal]}, payload={"path": f.path, "line": number},
            ))
    return items

