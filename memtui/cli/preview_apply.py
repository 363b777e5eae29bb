"""Preview-then-apply for the commands that write memory files (`memtui review apply`, `memtui history
--revert`, `memtui lint --fix-move`): one diff display, one JSON shape, one way to say what was
written or why nothing was.

Without `--yes` the plan is shown and nothing is written (exit 0):

    <title or "plan: <summary>">
      - <note> …
    <unified diff>
    (preview only: add --yes to write it; backups go to .memtui/backups/)

`--json`: `{"applied": false, "summary", "notes", "changes": [{"path", "new", "delete", "new_text",
"diff"}], …extra}`. With `--yes` the apply function writes it: `done: <summary>` and one line per
file (`--json`: `{"applied": true, "summary", "written": [{"path", "backup"}], …extra}`), exit 0.
A file changed since the plan was made: nothing is written, exit 1 (`EXIT_REFUSED`; `--json`:
`{"applied": false, "refused": "<why>", "error": "<why>", "exit_code": 1, …}`); any other failure,
exit 1 with the reason on stderr (`--json`: `{"error", "exit_code"}`, printed by `memtui.cli.main`).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from memtui.cli.common import out, out_lines, print_json
from memtui.core.fsio import ConflictError
from memtui.core.lint.fix import AppliedChange, FixError, FixPlan

EXIT_OK = 0
EXIT_REFUSED = 1          # a file changed since the plan: nothing written
EXIT_FAILED = 1           # the write failed (undone) or the action is not possible
FOOTER = "(preview only: add --yes to write it; backups go to .memtui/backups/)"


@dataclass
class Proposal:
    """What a command proposes to write, as shown and applied."""

    command: str                                  # "memtui review": prefixes messages on stderr
    plan: FixPlan
    title: str | None = None                      # the preview's first line (default: "plan: <summary>")
    extra: dict[str, Any] = field(default_factory=dict)     # more keys for the JSON (e.g. the item id)
    empty: str = "(nothing to write)"             # shown when the plan writes no file


def show(proposal: Proposal, as_json: bool) -> int:
    """Print the preview; writes nothing."""
    plan = proposal.plan
    if as_json:
        print_json({"applied": False, **plan.to_json(), **proposal.extra})
        return EXIT_OK
    out(proposal.title or f"plan: {plan.summary}")
    for note in plan.notes:
        out(f"  - {note}")
    out()
    out_lines(plan.diff().rstrip("\n") or proposal.empty)
    out()
    out(FOOTER)
    return EXIT_OK


def apply(proposal: Proposal, write: Callable[[], Sequence[AppliedChange]], as_json: bool,
          after: Callable[[Sequence[AppliedChange]], None] | None = None) -> int:
    """Write through `write()` and report; a file changed meanwhile is refused with nothing written."""
    plan = proposal.plan
    try:
        applied = write()
    except ConflictError as exc:
        why = f"{_shown(exc.path, plan.root)} changed since the plan was made; nothing was written — run it again"
        if as_json:
            print_json({"applied": False, "summary": plan.summary, "refused": why, "error": why,
                        "exit_code": EXIT_REFUSED, **proposal.extra})
        out(f"{proposal.command}: refused: {why}", file=sys.stderr)
        return EXIT_REFUSED
    except (FixError, OSError, ValueError) as exc:
        out(f"{proposal.command}: {exc}", file=sys.stderr)
        return EXIT_FAILED
    if after is not None:
        after(applied)
    if as_json:
        print_json({"applied": True, "summary": plan.summary, **proposal.extra,
                    "written": [{"path": a.path, "backup": str(a.backup) if a.backup else None,
                                 **({"removed": True} if any(c.delete and c.path == a.path for c in plan.changes)
                                    else {})} for a in applied]})
        return EXIT_OK
    out(f"done: {plan.summary}")
    deleted = {c.path for c in plan.changes if c.delete}
    for a in applied:
        verb = "removed" if a.path in deleted else "wrote"
        out(f"  {verb} {a.path}" + (f" (backup: {_shown(a.backup, plan.root)})" if a.backup else " (new)"))
    return EXIT_OK


def preview_or_apply(proposal: Proposal, yes: bool, as_json: bool, write: Callable[[], Sequence[AppliedChange]],
                     after: Callable[[Sequence[AppliedChange]], None] | None = None) -> int:
    """`show()` without `--yes`, `apply()` with it."""
    return apply(proposal, write, as_json, after) if yes else show(proposal, as_json)


def _shown(path: Path, root: Path) -> str:
    try:
        return Path(path).resolve().relative_to(Path(root).resolve()).as_posix()
    except ValueError:
        return str(path)
