"""`memtui lint`: memory hygiene lint and threat scan; exit 1 when any finding is an error.

    memtui lint [--root DIR] [--json] [--rule ID ...]     findings (ids or prefixes: --rule threat)
    memtui lint --list-rules                               every rule with its severity and summary
    memtui lint --fix-move SECTION --to PATH [--yes]       move a MEMORY.md section into a topic file

`--fix-move` prints the plan and a unified diff and writes nothing; with `--yes` it writes the topic
file, the pointer row in the index and the memory-map.md row atomically, each with a backup under
`<root>/.memtui/backups/`, after checking that no file changed since the plan (exit 1 on a conflict).
Preview, JSON and exit codes as in `cli/preview_apply.py`. A move is refused (exit 1) when the
section holds findings it would hide unfixed (the TUI's guard, on the index file alone).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from memtui.cli import UsageError
from memtui.cli.common import add_root_option, out, print_json, root_of
from memtui.cli.preview_apply import Proposal, preview_or_apply
from memtui.cli.table import plural
from memtui.core.lint.finding import LintReport
from memtui.core.lint.fix import (
    FixError,
    FixPlan,
    MoveCheck,
    apply_plan,
    check_move,
    plan_move_section,
    section_line,
)
from memtui.core.lint.runner import (
    UnknownRuleError,
    all_rules,
    lint_workspace,
    select_rules,
)
from memtui.core.workspace import scan_workspace


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "lint",
        help="check memory hygiene and scan for threats",
        description="Check memory hygiene (caps, pointer-only index, topic frontmatter, orphans, duplicates, "
        "lessons) and scan memory for threats. Exit 0: clean or only warnings/info; 1: errors; 2: usage.",
    )
    add_root_option(p, positional=True)
    p.add_argument("--json", action="store_true", help="print findings as JSON")
    p.add_argument("--rule", action="append", default=[], metavar="ID",
                   help="run only this rule or rule prefix (repeatable, e.g. --rule threat --rule index.size)")
    p.add_argument("--list-rules", action="store_true", help="list every rule and exit")
    fix = p.add_argument_group("assisted fix")
    fix.add_argument("--fix-move", metavar="SECTION",
                     help="move the MEMORY.md section with this heading (or at this line) into a topic file")
    fix.add_argument("--to", metavar="PATH", help="the new topic file, relative to the root (with --fix-move)")
    fix.add_argument("--index", default="MEMORY.md", metavar="FILE", help="the index file (default: MEMORY.md)")
    fix.add_argument("--keywords", metavar="K1,K2", help="keywords for the topic frontmatter and map row")
    fix.add_argument("--category", help="category for the memory-map.md row (default: from the path)")
    fix.add_argument("--yes", action="store_true", help="write the fix (without it, only the preview is printed)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.list_rules:
        return _list_rules(args.json)
    root = root_of(args)
    if args.fix_move is not None or args.to is not None:
        return _fix_move(args, root)
    try:
        selected = select_rules(args.rule) if args.rule else None
    except UnknownRuleError as exc:
        raise UsageError(f"memtui lint: {exc} (see memtui lint --list-rules)") from None
    report = lint_workspace(scan_workspace(root), rules=selected)
    for notice in report.notices:
        out(f"memtui lint: {notice}", file=sys.stderr)
    if args.json:
        print_json(report.to_json())
    else:
        _print_text(report)
    return report.exit_code()


def _print_text(report: LintReport) -> None:
    for f in report.findings:
        out(f"{f.location()}: {f.severity} [{f.rule}] {f.message}")
    s = report.summary()
    if not report.findings:
        print(f"no findings ({len(report.rules_run)} rules)")
    else:
        print(f"{plural(s['error'], 'error')}, {plural(s['warning'], 'warning')}, {s['info']} info")


def _list_rules(as_json: bool) -> int:
    rules = all_rules()
    if as_json:
        print_json([{"id": r.id, "severity": r.severity, "category": r.category, "summary": r.summary,
                     "params": r.defaults} for r in rules])
        return 0
    for r in rules:
        params = " ".join(f"{k}={v}" for k, v in r.defaults.items())
        print(f"{r.id:28} {r.severity:8} {r.summary}" + (f"  [{params}]" if params else ""))
    return 0


def _move_check(root: Path, index: str, section: str, plan: FixPlan) -> MoveCheck:
    """The TUI's guard for a move, on the index as the plan read it: findings it would hide, warnings."""
    index_text = next((c.old_text for c in plan.changes if c.path == index and c.old_text is not None), None)
    if index_text is None:
        return MoveCheck()
    report = lint_workspace(scan_workspace(root), paths=[index])
    findings = [(f.rule, f.line, f.message) for f in report.findings]
    return check_move(index, index_text, section_line(index_text, section), findings)


def _fix_move(args: argparse.Namespace, root: Path) -> int:
    if not args.fix_move or not args.to:
        raise UsageError("memtui lint: --fix-move SECTION needs --to PATH (and the reverse)")
    keywords = [k for k in (args.keywords or "").split(",") if k.strip()] or None
    try:
        plan = plan_move_section(root, args.fix_move, args.to, index=args.index, keywords=keywords,
                                 category=args.category)
    except FixError as exc:
        raise UsageError(f"memtui lint: {exc}") from None
    check = _move_check(root, args.index or "MEMORY.md", args.fix_move, plan)
    if check.blocked:
        out("memtui lint: refused: the section holds findings a move does not fix; they would vanish from the "
            "report unfixed. Fix them first: " + "; ".join(check.blocked), file=sys.stderr)
        return 1
    plan.notes.extend(f"warning: {w}" for w in check.warnings)
    return preview_or_apply(Proposal("memtui lint", plan), args.yes, args.json, lambda: apply_plan(plan))
