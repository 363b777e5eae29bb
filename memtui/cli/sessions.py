"""`memtui sessions`: list transcripts, print a session's tree, rewind its leaf, fork a path.

    memtui sessions [list] [--root DIR] [--agent-home] [--json]     (no ACTION: list)
    memtui sessions tree FILE [--root DIR] [--json]
    memtui sessions rewind FILE ENTRY_ID [--summary TEXT] [--label TEXT] [--root DIR] [--force] [--json]
    memtui sessions fork FILE ENTRY_ID [--out PATH] [--root DIR] [--json]

FILE may be given as `list` prints it, relative to `--root` (when it is not a path from the current directory).

A bad file or entry id exits 2 with one line on stderr and writes nothing; so does a rewind of a session
its agent may have open (recent writes, its lock file, its process), unless `--force`.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from memtui.cli import UsageError
from memtui.cli.common import out, print_json, resolve_root
from memtui.core.agent_names import is_cron_run_log, run_logs_note
from memtui.core.text_safety import visible
from memtui.cli.table import cut, plural
from memtui.core.sessions import UNKNOWN_FORMAT, SessionTree, parse_session
from memtui.core.sessions.discovery import agent_home_configured, discover
from memtui.core.sessions.moves import MoveError, fork, rewind
from memtui.core.sessions.openclaw_moves import fork_store, rewind_store
from memtui.core.sessions.sqlite_store import OPENCLAW_DB_KIND, split_ref
from memtui.core.sessions.stores import kind_of, move_refusal
from memtui.core.sessions.tree import preview

PREVIEW_CHARS = 72
FILE_HELP = "the transcript (a path, or the path `memtui sessions list` prints, with --root)"


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("sessions", help="list, browse, rewind and fork session transcripts",
                       description="Without ACTION: list (`memtui sessions --root DIR --json` works as "
                                   "`memtui sessions list --root DIR --json`).")
    actions = p.add_subparsers(dest="action", metavar="ACTION", parser_class=type(p))
    # `memtui sessions --root DIR`: the options of `list` before any action (they said "invalid choice: DIR")
    p.add_argument("--root", dest="list_root", default=".", help="with no ACTION: the workspace to list")
    p.add_argument("--agent-home", dest="list_agent_home", action="store_true", help="with no ACTION: see list")
    p.add_argument("--json", dest="list_json", action="store_true", help="with no ACTION: print JSON")

    ls = actions.add_parser("list", help="transcripts in the workspace (and the agent homes)")
    ls.add_argument("--root", default=".", help="workspace directory (default: current directory)")
    ls.add_argument("--agent-home", action="store_true",
                    help="also scan ~/.pi, ~/.claude/projects, ~/.openclaw/agents/*/sessions, ~/.codex/sessions")
    ls.add_argument("--json", action="store_true", help="print JSON")

    tree = actions.add_parser("tree", help="a session's tree: roots, leaves, active leaf, branch points")
    tree.add_argument("file", help=FILE_HELP)
    tree.add_argument("--root", default=None, help="workspace FILE is relative to (as `list` prints it)")
    tree.add_argument("--json", action="store_true", help="print JSON")

    rw = actions.add_parser("rewind", help="make an entry the active leaf (Pi/OpenClaw: appends one entry)")
    rw.add_argument("file", help=FILE_HELP)
    rw.add_argument("entry_id")
    rw.add_argument("--summary", help="append a branch_summary with this text instead of a label entry")
    rw.add_argument("--label", help="label the target entry while rewinding")
    rw.add_argument("--root", default=None, help="workspace FILE is relative to (as `list` prints it), whose "
                                                 ".memtui/backups keeps the backup (default: the transcript's folder)")
    rw.add_argument("--force", action="store_true",
                    help="rewind even when the agent may have the session open (its leaf would undo the move)")
    rw.add_argument("--json", action="store_true", help="print what was written as JSON")

    fk = actions.add_parser("fork", help="write the root-to-entry path as a new session file")
    fk.add_argument("file", help=FILE_HELP)
    fk.add_argument("entry_id")
    fk.add_argument("--out", help="where to write the new session (default: next to the original)")
    fk.add_argument("--root", default=None, help="workspace FILE is relative to (as `list` prints it)")
    fk.add_argument("--json", action="store_true", help="print what was written as JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.action is None:
        args.root, args.agent_home, args.json = args.list_root, args.list_agent_home, args.list_json
        return _list(args)
    if args.action == "list":
        return _list(args)
    path = _existing_file(args.file, resolve_root(args.root) if args.root else None)
    if args.action == "tree":
        return _tree(path, args.json)
    refusal = move_refusal(path, args.action)
    if refusal:
        raise UsageError(f"memtui sessions {args.action}: {refusal}")
    try:
        if kind_of(path) == OPENCLAW_DB_KIND:   # a session in OpenClaw's SQLite store
            result = (rewind_store(path, args.entry_id) if args.action == "rewind"
                      else fork_store(path, args.entry_id, out=args.out))
        elif args.action == "rewind":
            root = resolve_root(args.root) if args.root else None
            result = rewind(path, args.entry_id, summary=args.summary, label=args.label, backup_root=root,
                            allow_live=args.force)
        else:
            result = fork(path, args.entry_id, out=args.out)
    except MoveError as exc:
        raise UsageError(f"memtui sessions {args.action}: {exc}") from None
    if args.json:
        print_json({
            "action": args.action, "source": str(path), "target": args.entry_id, "path": str(result.path),
            "entry_id": result.entry_id, "leaf": result.leaf, "message": result.message,
            "backup": str(result.backup) if result.backup else None, "prompt": result.prompt,
            "warnings": list(result.warnings),
        })
        return 0
    out(result.message)
    if result.backup:
        out(f"backup: {result.backup}")
    for warning in result.warnings:
        out(f"warning: {warning}", sys.stderr)
    if result.prompt is not None:
        out("prompt given back for editing (send it again, changed or not, to continue from here):")
        for line in result.prompt.splitlines() or [""]:
            out(f"  {line}")
    return 0


def _existing_file(value: str, root: Path | None = None) -> Path:
    """FILE as given, else relative to `root` (the form `list` prints)."""
    path = Path(value).expanduser()
    if root is not None and not path.is_absolute() and not os.path.lexists(path):
        path = root / path
    ref = split_ref(path)
    if ref is not None and ref[0].is_file():   # STORE#SESSION_ID: a session in a SQLite store
        return path
    if not path.exists():
        if path.is_symlink():
            raise UsageError(f"memtui sessions: {value} is a symlink that leads nowhere (broken, or a loop)")
        raise UsageError(f"memtui sessions: file not found: {value}")
    if not path.is_file():
        raise UsageError(f"memtui sessions: not a file: {value}")
    return path


def _list(args: argparse.Namespace) -> int:
    root = resolve_root(args.root)
    found = discover(root, agent_home=args.agent_home or agent_home_configured(root))
    if args.json:
        print_json({
            "root": str(root),
            "sessions": [{**info.to_json(), "store": kind_of(info.path)} for info in found.sessions],
            "problems": [{"path": p.path, "message": p.message} for p in found.problems],
            "cron_run_logs": found.run_logs,
        })
        return 0
    if found.run_logs:
        out(run_logs_note(found.run_logs))
    if not found.sessions:
        out("no session transcripts found" + ("" if args.agent_home else " (try --agent-home)"))
    for info in found.sessions:
        tokens = f"{info.tokens:,}" if info.tokens is not None else "-"
        flags = (f" · {plural(info.branch_points, 'branch point')}" if info.branch_points else "") + (
            f" · {plural(info.compactions, 'compaction')}" if info.compactions else "") + (
            f" · {info.malformed} malformed" if info.malformed else "")
        kind = kind_of(info.path)
        fmt = f"{info.format}·{kind.rsplit('-', 1)[-1]}" if kind else info.format   # openclaw·db, openclaw·archive
        sub = "  ↳ sub-agent " if info.parent else ""
        out(f"{info.date:<16}  {fmt:<16} {info.entries:>6} entries {tokens:>9} tok  "
                      f"{sub}{cut(info.name, 48)}{flags}")
        out(f"{'':<18}{info.display_path}" + (f"  ({info.error})" if info.error else ""))
    for problem in found.problems:
        out(f"problem: {problem.path}: {problem.message}")
    return 0


def _tree(path: Path, as_json: bool) -> int:
    session = parse_session(path)
    if session.error:
        raise UsageError(visible(f"memtui sessions tree: {path}: {session.error}"))
    if session.format == UNKNOWN_FORMAT:
        why = "empty file" if not session.nodes and not session.malformed else (
            "an OpenClaw cron run log (records of job runs), not a session transcript" if is_cron_run_log(path)
            else "not a session transcript (no Pi, OpenClaw, Claude Code or Codex entries)")
        raise UsageError(visible(f"memtui sessions tree: {path}: {why}"))
    tree = SessionTree.build(session)
    if as_json:
        print_json(tree.to_json())
        return 0
    out(f"{path}  {session.format}{' v' + str(session.version) if session.version else ''}  {tree.name()}")
    for warning in session.warnings + tree.warnings:
        out(f"! {warning}")
    for node_id, depth in tree.rows():
        node = tree.nodes[node_id]
        if node_id in tree.horizons:
            out(f"{'  ' * depth}── context horizon (compaction {tree.horizons[node_id]}) ──")
        marks = []
        if node_id == tree.active_leaf:
            marks.append("← active")
        if node_id in tree.branch_set:
            marks.append("branch")
        if node_id in tree.labels:
            marks.append(f"[{tree.labels[node_id]}]")
        active = "*" if node_id in tree.active_set else " "
        text = preview(node, PREVIEW_CHARS)
        out(f"{active}{'  ' * depth}{node_id} {node.kind}: {text} {' '.join(marks)}".rstrip())
    return 0
