"""`memtui review`: one queue of everything that needs a decision about the memory.

    memtui review [--root DIR] [--json] [--kind K ...] [--all]   the open items (--all: decided ones too)
    memtui review apply ID [--action A] [--yes]                  preview (diff) the proposal; --yes writes it
    memtui review ignore ID                                      ignore the item until its text changes

Kinds: change, conflict, duplicate, lesson, rule, orphan, dangling, threat, budget. Decisions go to
`<root>/.memtui/review.json`; writes are atomic with a backup and refused when a file changed
since the queue was built (exit 1). An id no item has, or a prefix several share, exits 2 naming the
open ids (`--json`: `{"error", "exit_code", "id", "open_ids"}`). Previews, JSON and exit codes as in
`cli/preview_apply.py`.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from memtui.cli import UsageError
from memtui.cli.common import add_root_option, out, print_json, resolve_root
from memtui.cli.preview_apply import Proposal, preview_or_apply
from memtui.core.history.journal import Journal
from memtui.core.review import (
    ACTIONS,
    KINDS,
    ReviewError,
    ReviewItem,
    ReviewQueue,
    apply_item_changes,
    build_queue,
    ignore_item,
    manual_only,
    plan_for,
)
from memtui.core.workspace import scan_workspace


ID_LENGTH = 12
ID_RE = re.compile(r"[0-9a-fA-F]{1,12}")
LATE_KINDS = ("conflict",)     # the expensive scan (`review.conflicts`): built last when looking for one id
EXIT_NO_ITEM = 2     # no item has that id, or several start with it: a bad argument (as `history --revert`)


def add_parser(subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = subparsers.add_parser(
        "review", help="one queue of what needs a decision",
        description="Agent changes not yet reviewed, conflicts, duplicates, lesson candidates, new rules, "
        "orphans, dangling pointers, threats and an index over budget — with evidence and a proposed action.")
    p.add_argument("verb", nargs="?", choices=("apply", "ignore"), help="apply or ignore one item")
    p.add_argument("item", nargs="?", metavar="ID", help="the item id (a unique prefix of 4+ characters works)")
    add_root_option(p)
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--kind", action="append", default=[], choices=KINDS, metavar="K",
                   help=f"only these kinds (repeatable): {', '.join(KINDS)}")
    p.add_argument("--all", action="store_true", help="list decided items too (ignored, accepted, applied)")
    p.add_argument("--action", choices=ACTIONS,
                   help="with apply: another offered action (e.g. revert instead of accept)")
    p.add_argument("--yes", action="store_true", help="with apply: write it (else only the diff is shown)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    root = resolve_root(args.root)
    if args.verb and not args.item:
        raise UsageError(f"memtui review {args.verb}: which item? (memtui review lists the ids)")
    if args.verb and not ID_RE.fullmatch(args.item):
        why = f"{args.item!r} is not an item id: ids are 12 hexadecimal characters (`memtui review` lists them)"
        if args.json:
            print_json({"error": why, "exit_code": EXIT_NO_ITEM, "id": args.item, "open_ids": []})
        out(f"memtui review: {why}", file=sys.stderr)
        return EXIT_NO_ITEM
    if args.verb:
        args.item = args.item.lower()
    try:
        queue = _queue_for(root, args.kind or None, args.item if args.verb else None)
    except ReviewError as exc:
        raise UsageError(f"memtui review: {exc}") from None
    for notice in queue.notices:
        out(f"memtui review: {notice}", file=sys.stderr)
    if not args.verb:
        items = queue.items if args.all else queue.open_items()
        if args.json:
            print_json({"root": str(root), "items": [i.to_json() for i in items]})
        else:
            _print_items(items, len(queue.items) - len(items))
        return 0
    item, why = _find(queue, args.item)
    if item is None:
        if args.json:
            print_json({"error": why, "exit_code": EXIT_NO_ITEM, "id": args.item,
                        "open_ids": [i.id for i in queue.open_items()]})
        out(f"memtui review: {why}", file=sys.stderr)
        return EXIT_NO_ITEM
    if args.verb == "ignore":
        ignore_item(queue, item)
        out(f"ignored {item.id}: {item.title}")
        return 0
    return _apply(queue, item, args)


def _queue_for(root: Path, kinds: list[str] | None, wanted: str | None) -> ReviewQueue:
    """The queue, built in two stages for `apply`/`ignore` of a whole id: every kind but conflicts first
    (cheap: the lint is cached), the conflict scan only when the id is not among them. A prefix needs every
    item (it must match exactly one), so it gets the whole queue at once."""
    wanted_kinds = list(kinds or KINDS)
    if wanted is None or len(wanted) < ID_LENGTH or set(wanted_kinds) <= set(LATE_KINDS):
        return build_queue(root, wanted_kinds)
    ws, journal = scan_workspace(root), Journal(root)
    first = build_queue(root, [k for k in wanted_kinds if k not in LATE_KINDS], journal=journal, workspace=ws)
    late = [k for k in wanted_kinds if k in LATE_KINDS]
    if not late or any(item.id == wanted for item in first.items):
        return first
    rest = build_queue(root, late, journal=journal, workspace=ws, take_snapshot=False)
    items = {item.id: item for item in [*first.items, *rest.items]}
    return ReviewQueue(first.root, sorted(items.values(), key=ReviewItem.sort_key), first.notices + rest.notices,
                       first.seconds + rest.seconds)


def _find(queue: ReviewQueue, wanted: str) -> tuple[ReviewItem | None, str]:
    """The item `wanted` names (its id, or a prefix of 4+ characters that only it has); else why not,
    with the ids it could have meant and what lists them."""
    exact = [i for i in queue.items if i.id == wanted]
    matches = exact or ([i for i in queue.items if i.id.startswith(wanted)] if len(wanted) >= 4 else [])
    if len(matches) == 1:
        return matches[0], ""
    if matches:
        return None, f"{wanted!r} is the start of {len(matches)} ids: {_ids(matches)}; give more characters"
    open_items = queue.open_items()
    hint = "; `memtui review` lists them with what each is"
    if len(wanted) < 4 and any(i.id.startswith(wanted) for i in queue.items):
        return None, f"{wanted!r} is too short: give at least 4 characters of the id{hint}"
    if not open_items:
        return None, f"no item {wanted!r}: the queue has no open item (`memtui review --all` lists decided ones)"
    return None, (f"no item {wanted!r} (it may be decided already: --all lists those). "
                  f"Open ids: {_ids(open_items)}{hint}")


def _ids(items: list[ReviewItem], shown: int = 5) -> str:
    more = f" (+{len(items) - shown} more)" if len(items) > shown else ""
    return ", ".join(i.id for i in items[:shown]) + more


def _print_items(items: list[ReviewItem], hidden: int) -> None:
    for item in items:
        where = ", ".join(f"{e.path}:{e.line}" for e in item.evidence[:3])
        more = f" (+{len(item.evidence) - 3})" if len(item.evidence) > 3 else ""
        state = "" if item.state == "open" else f" [{item.state}]"
        out(f"{item.id}  {item.severity:<7} {item.kind:<9} {item.action:<7} {item.title}{state}")
        out(f"{'':14}{where}{more}")
    out(f"{len(items)} items" + (f" ({hidden} decided, --all shows them)" if hidden else ""))


def _apply(queue: ReviewQueue, item: ReviewItem, args: argparse.Namespace) -> int:
    action = args.action or item.action
    try:
        plan = plan_for(queue, item, action)
    except ReviewError as exc:
        out(f"memtui review: {exc}", file=sys.stderr)
        return 1
    refused = manual_only(item, action, plan)
    if refused:
        if args.json:
            print_json({"error": refused, "exit_code": 1, "id": item.id, "action": action})
        out(f"memtui review: {refused}", file=sys.stderr)
        return 1
    proposal = Proposal("memtui review", plan, f"{item.id}: {action} — {item.title}", {"id": item.id, "action": action},
                        empty="(nothing to write: the decision is only recorded)")
    return preview_or_apply(proposal, args.yes, args.json, lambda: apply_item_changes(queue, item, action))
