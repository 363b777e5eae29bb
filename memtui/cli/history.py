"""`memtui history`: what happened to the memory files, who did it, and taking a change back.

    memtui history [PATH] [--root DIR] [--since DATE] [--json]   the timeline (one file, or all)
    memtui history --deleted                                     deleted files with their last content
    memtui history --show SEQ                                    one change as a diff
    memtui history --revert SEQ [--yes]                          put back the version before a change

Every run first takes a journal snapshot (what changed since memtui last looked, including
versions recovered from transcripts and git). `--revert` prints the diff and writes nothing;
with `--yes` it writes atomically with a backup, refused when the file changed meanwhile (previews,
JSON and exit codes as in `cli/preview_apply.py`).
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from memtui.cli import UsageError
from memtui.cli.common import add_root_option, out, out_lines, print_json, resolve_root
from memtui.cli.preview_apply import EXIT_REFUSED, Proposal, preview_or_apply
from memtui.core.fsio import ConflictError
from memtui.core.history import (
    Journal,
    Version,
    deleted_files,
    diff,
    plan_revert,
    timeline,
)
from memtui.core.history.store import iso_utc
from memtui.core.history.timeline import find
from memtui.core.lint.fix import AppliedChange, FixError, apply_plan


def add_parser(subparsers: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    p = subparsers.add_parser(
        "history", help="the change journal of the memory files",
        description="Every version of every memory file, who wrote it (the transcript entry, else "
        "'outside any known session'), deleted files with their last content, and reverts.")
    p.add_argument("path", nargs="?", help="one memory file (root-relative); default: the whole workspace")
    add_root_option(p)
    p.add_argument("--since", metavar="DATE", help="only changes at or after DATE (YYYY-MM-DD or ISO time)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--deleted", action="store_true", help="list deleted files with their last content")
    p.add_argument("--show", type=int, metavar="SEQ", help="show one change (its number in the timeline) as a diff")
    p.add_argument("--revert", type=int, metavar="SEQ", help="put back the version from before change SEQ")
    p.add_argument("--yes", action="store_true", help="with --revert: write it (else only the diff is shown)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    root = resolve_root(args.root)
    since = iso_utc(args.since) if args.since else None
    if args.since and since is None:
        raise UsageError(f"memtui history: --since wants YYYY-MM-DD or an ISO time, not {args.since!r}")
    journal = Journal(root)
    snap = journal.snapshot(catch_up=True)
    for error in snap.errors or []:
        out(f"memtui history: {error}", file=sys.stderr)
    store = journal.store
    if args.revert is not None:
        return _revert(journal, args.revert, args.yes, args.json)
    if args.show is not None:
        version = find(store, args.show)
        if version is None:
            raise UsageError(f"memtui history: no change {args.show} in the journal")
        if args.json:
            print_json(version.to_json(store, with_diff=True))
        else:
            out(_line(version))
            out_lines(diff(store, version).rstrip("\n"))
        return 0
    if args.deleted:
        gone = deleted_files(store)
        if args.json:
            print_json({"deleted": [{**v.to_json(store), "last_content": text} for v, text in gone]})
        else:
            if not gone:
                out("no deleted files in the journal")
            for version, text in gone:
                out(_line(version))
                for line in (text or "(content pruned)").splitlines():
                    out(f"    {line}")
        return 0
    versions = timeline(store, args.path, since)
    if args.json:
        print_json({"root": str(root), "path": args.path,
                    "versions": [v.to_json(store, with_diff=bool(args.path)) for v in versions],
                    "deleted": [v.record.path for v, _t in deleted_files(store)]})
        return 0
    if not versions:
        out("no changes recorded" + (f" for {args.path}" if args.path else "") + " yet")
    for version in versions:
        out(_line(version))
        if args.path and version.kind != "baseline":
            out_lines("\n".join(f"    {line}" for line in diff(store, version).splitlines()))
    return 0


def _line(version: Version) -> str:
    r = version.record
    text = f"{r.seq:>5}  {r.time[:19].replace('T', ' ')}  {version.kind:<9} {r.path}  — {version.attribution()}"
    if version.undid is not None:
        text += f"  ⚠ undid the operator's edit #{version.undid.seq}"
    return text


def _revert(journal: Journal, seq: int, yes: bool, as_json: bool) -> int:
    version = find(journal.store, seq)
    if version is None:
        raise UsageError(f"memtui history: no change {seq} in the journal")
    try:
        plan = plan_revert(journal.store, version)
    except FixError as exc:
        out(f"memtui history: {exc}", file=sys.stderr)
        return 1
    except ConflictError as exc:
        out(f"memtui history: refused: {exc.path.name} changed since the journal last saw it; run again",
            file=sys.stderr)
        return EXIT_REFUSED

    def journal_own_save(applied: Sequence[AppliedChange]) -> None:
        journal.snapshot(own_saves=[a.path for a in applied])

    return preview_or_apply(Proposal("memtui history", plan, extra={"seq": seq}), yes, as_json,
                            lambda: apply_plan(plan), after=journal_own_save)
