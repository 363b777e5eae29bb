"""The review queue: everything that needs a decision, in one list, and applying a decision.

`build_queue(root)` takes a journal snapshot (so agent changes since the last look are in), lints
the scan, and gathers change, conflict, duplicate, lesson, rule, orphan, dangling, threat and
budget items, each with the state recorded in `review.json`. `apply_item` writes the proposed
change through `apply_plan` (atomic, backed up, refused when a file changed since the queue was
built), records the decision, and journals memtui's own write so it is not asked about again.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from memtui.core.fsio import ConflictError
from memtui.core.history.journal import Journal
from memtui.core.lint.fix import AppliedChange, FixError, FixPlan, apply_plan
from memtui.core.review.archive import archive_settings, duplicate_file_items
from memtui.core.review.conflicts import conflict_items
from memtui.core.review.decisions import Decisions
from memtui.core.review.item import KINDS, ReviewItem
from memtui.core.review.lessons import lesson_items
from memtui.core.review.lintcache import cached_lint
from memtui.core.review.sources import change_items, lint_items, rule_items
from memtui.core.workspace import Workspace, scan_workspace


class ReviewError(Exception):
    """An item cannot be applied (unknown id, action not offered, nothing to write)."""


@dataclass
class ReviewQueue:
    """The items of one build, sorted by severity then kind, and what went wrong on the way."""

    root: Path
    items: list[ReviewItem]
    notices: list[str] = field(default_factory=list)
    seconds: float = 0.0
    timings: dict[str, float] = field(default_factory=dict)    # wall seconds per stage of the build

    def get(self, item_id: str) -> ReviewItem | None:
        prefix = len(item_id) >= 4
        return next((i for i in self.items if i.id == item_id or (prefix and i.id.startswith(item_id))), None)

    def open_items(self) -> list[ReviewItem]:
        return [i for i in self.items if i.state == "open"]

    def to_json(self) -> dict[str, object]:
        return {"items": [i.to_json() for i in self.items]}


def build_queue(root: Path, kinds: Iterable[str] | None = None, *, journal: Journal | None = None,
                workspace: Workspace | None = None, take_snapshot: bool = True) -> ReviewQueue:
    """Every review item of the workspace (of the given kinds), with recorded states.

    `take_snapshot=False` when the caller (the app) keeps the journal current itself.
    """
    started = time.perf_counter()
    timings: dict[str, float] = {}

    def lap(stage: str) -> None:
        timings[stage] = time.perf_counter() - started - sum(timings.values())

    root = Path(root).resolve()
    wanted = set(kinds) if kinds else set(KINDS)
    unknown = wanted - set(KINDS)
    if unknown:
        raise ReviewError(f"unknown kind: {', '.join(sorted(unknown))} (kinds: {', '.join(KINDS)})")
    ws = workspace if workspace is not None else scan_workspace(root)
    journal = journal or Journal(root)
    notices: list[str] = []
    if take_snapshot:
        notices += journal.snapshot(ws, catch_up=True).errors or []
    decisions = Decisions.load(root)
    if decisions.error:
        notices.append(decisions.error)
    folder = archive_settings(ws)[0]
    lap("scan + journal")
    items: list[ReviewItem] = []
    changes = change_items(journal.store, decisions.reviewed) if wanted & {"change", "conflict"} else []
    if "change" in wanted:
        items += changes
    if "rule" in wanted:
        items += rule_items(journal.store, ws)
    if "duplicate" in wanted:
        head = journal.store.load_head()
        items += duplicate_file_items(ws, {path: entry[0] for path, entry in (head.files if head else {}).items()},
                                      folder, {})
    lap("changes + rules")
    if wanted & {"conflict", "duplicate", "orphan", "dangling", "threat", "budget"}:
        report, hit = cached_lint(ws)
        notices += report.notices
        items += [i for i in lint_items(report, ws) if i.kind in wanted]
        lap("lint (cached)" if hit else "lint")
    if "conflict" in wanted:
        texts = journal.store.text
        changed = {i.payload["path"]: (texts(i.payload["base_sha"]), texts(i.payload["latest_sha"])) for i in changes}
        scan = conflict_items(root, ws, changed, archive_dir=folder)
        items += scan.items
        notices += scan.notices
        lap(f"conflicts ({scan.checked} subjects)")
    if "lesson" in wanted:
        items += lesson_items(ws)
        lap("lessons")
    unique: dict[str, ReviewItem] = {}
    for item in items:
        item.state = decisions.state_of(item.id)
        unique.setdefault(item.id, item)
    ordered = sorted(unique.values(), key=ReviewItem.sort_key)
    return ReviewQueue(root, ordered, notices, time.perf_counter() - started, timings)


def plan_for(queue: ReviewQueue, item: ReviewItem, action: str | None = None) -> FixPlan:
    """What applying `action` (default: the proposal) to `item` writes."""
    action = action or item.action
    if action not in item.writes:
        offered = ", ".join(sorted(item.writes)) or "none"
        raise ReviewError(f"{item.id}: action {action!r} is not offered for this item (offered: {offered})")
    return FixPlan(queue.root, f"{action} {item.kind} {item.id}", list(item.writes[action]), list(item.notes))


def apply_item(queue: ReviewQueue, item: ReviewItem, action: str | None = None,
               journal: Journal | None = None) -> list[str]:
    """Apply an item's action (see `apply_item_changes`); returns the paths written."""
    return [a.path for a in apply_item_changes(queue, item, action, journal)]


def manual_only(item: ReviewItem, action: str, plan: FixPlan) -> str | None:
    """Why an action that should write something has no automatic edit here (None when it has one, or
    when it only records a decision)."""
    if action not in ("move", "edit", "archive") or plan.changes:
        return None
    why = f" ({item.notes[0]})" if item.notes else ""
    hint = "`memtui lint --fix-move SECTION --to PATH`" if action == "move" else "an edit by hand"
    return f"{item.id}: no automatic {action}{why}: use {hint}, then `memtui review ignore {item.id}`"


def apply_item_changes(queue: ReviewQueue, item: ReviewItem, action: str | None = None,
                       journal: Journal | None = None) -> list[AppliedChange]:
    """Apply an item's action: write its changes (atomic, backed up), record the decision.

    Raises `ConflictError` when a file changed since the queue was built (nothing is written),
    `ReviewError` when the action is not offered, `FixError` when a write fails (undone).
    """
    action = action or item.action
    plan = plan_for(queue, item, action)
    refused = manual_only(item, action, plan)
    if refused:
        raise ReviewError(refused)
    applied = apply_plan(plan) if plan.changes else []
    written = [a.path for a in applied]
    decisions = Decisions.load(queue.root)
    decisions.record(item.id, "ignored" if action == "ignore" else ("applied" if written else "accepted"),
                     item.kind, action)
    if item.kind == "change":
        path = item.payload["path"]
        decisions.reviewed[path] = item.payload["base_sha"] if action == "revert" else item.payload["latest_sha"]
    decisions.save()
    if written:
        (journal or Journal(queue.root)).snapshot(own_saves=written)
    item.state = decisions.state_of(item.id)
    return applied


def ignore_item(queue: ReviewQueue, item: ReviewItem) -> None:
    """Record that the item is ignored (until its text changes: then its id changes)."""
    decisions = Decisions.load(queue.root)
    decisions.record(item.id, "ignored", item.kind, "ignore")
    decisions.save()
    item.state = "ignored"


__all__ = ["ConflictError", "FixError", "ReviewError", "ReviewQueue", "apply_item", "apply_item_changes", "build_queue",
           "ignore_item", "manual_only", "plan_for"]
