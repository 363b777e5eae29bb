"""`memtui stats [PATHS...] [--root DIR] [--json]`: where each session's context goes, by category."""

from __future__ import annotations

import argparse
from pathlib import Path

from memtui.cli import UsageError
from memtui.cli.common import add_root_option, print_json, resolve_root
from memtui.core.tokens import tokenizer_name, tokenizer_notice
from memtui.core.usage import (
    CATEGORIES,
    Collected,
    MemoryTax,
    PruneSettings,
    aggregate,
    analyze_files,
    breakdown_total,
    memory_tax,
    session_files,
    stats_json,
    workspace_sessions,
)
from memtui.core.usage.report import display_path, percent
from memtui.core.usage.system_prompt import UNKNOWN
from memtui.core.workspace import Workspace, scan_workspace


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "stats",
        help="context usage by category per session, the memory tax and what pruning would save",
        description="Where each session's context goes (system prompt, tool results, tool calls, assistant "
        "text, thinking, user input, summaries, other), the always-loaded memory cost, and a what-if of "
        "OpenClaw cache-ttl pruning.",
    )
    p.add_argument("paths", nargs="*", metavar="PATHS",
                   help="session files or directories (default: the workspace's transcripts)")
    add_root_option(p)
    p.add_argument("--json", action="store_true", help="print the stats as JSON")
    p.add_argument("--keep-last", type=int, default=PruneSettings.keep_last_assistants, metavar="N",
                   help="what-if: keep tool results of the last N assistant turns (default: %(default)s)")
    p.add_argument("--ttl", type=float, default=None, metavar="SECONDS",
                   help="what-if: also prune results older than this many seconds before the last entry")
    p.add_argument("--min-chars", type=int, default=PruneSettings.min_chars, metavar="CHARS",
                   help="what-if: prune only results over this size (default: %(default)s)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    root = resolve_root(args.root)
    if args.keep_last < 0 or args.min_chars < 0 or (args.ttl is not None and args.ttl < 0):
        raise UsageError("memtui stats: --keep-last, --ttl and --min-chars must not be negative")
    prune = PruneSettings(keep_last_assistants=args.keep_last, ttl_seconds=args.ttl, min_chars=args.min_chars)
    ws = scan_workspace(root)
    if args.paths:
        missing = [p for p in args.paths if not Path(p).exists()]
        if missing:
            raise UsageError(f"memtui stats: no such file or directory: {missing[0]}")
        files, problems = session_files(Path(p) for p in args.paths)
        collected = analyze_files(files, prune)
        collected.problems[:0] = problems
        base = Path.cwd()
    else:
        collected = workspace_sessions(ws, prune)
        base = root
    tax = memory_tax(ws)
    if args.json:
        print_json(stats_json(collected.sessions, tax, base))
    else:
        print(render_text(collected, tax, ws, prune, base))
    return 0


def render_text(collected: Collected, tax: MemoryTax, ws: Workspace, prune: PruneSettings, base: Path) -> str:
    """The seed's aggregate table, per-session lines, the memory tax and the what-if savings."""
    sessions = collected.sessions
    agg = aggregate(sessions)
    out = [f"Context usage over {agg.sessions} session(s), whole files (tokenizer: {tokenizer_name()})"]
    notice = tokenizer_notice()
    if notice:
        out.append(f"note: {notice}")
    out.append("")
    out.append(f"{'category':<16}{'tokens':>12}{'chars':>14}{'% of context':>14}{'avg/session':>13}")
    for row in agg.rows:
        out.append(f"{row.category:<16}{row.tokens:>12,}{row.chars:>14,}{percent(row.share):>14}"
                   f"{row.average_tokens:>13,.0f}")
    out.append(f"{'total':<16}{agg.total.tokens:>12,}{agg.total.chars:>14,}{percent(1.0 if agg.total.tokens else 0):>14}"
               f"{(agg.total.tokens / agg.sessions if agg.sessions else 0):>13,.0f}")
    if agg.extremes:
        out += ["", "Most extreme sessions (largest share of a category):"]
        for ex in agg.extremes:
            out.append(f"  {ex.category:<16}{percent(ex.share):>8}  {display_path(ex.path, base)} ({ex.tokens:,} tokens)")
    if agg.largest:
        out.append("Largest sessions: " + ", ".join(f"{display_path(p, base)} ({t:,} tokens)" for p, t in agg.largest))
    out += ["", "Sessions:"]
    if not sessions:
        out.append("  (no session transcripts found)")
    for s in sessions:
        whole = breakdown_total(s.whole).tokens
        active = breakdown_total(s.active).tokens
        top = max(CATEGORIES, key=lambda c: s.active[c].tokens)
        parts = [f"whole {whole:,} tok", f"active {active:,} tok"]
        parts.append(f"reported {s.reported_context_tokens:,}" if s.reported_context_tokens is not None
                     else "reported n/a")
        sp = s.system_prompt
        parts.append("system prompt unknown" if sp.source == UNKNOWN else f"system prompt {sp.tokens:,} ({sp.source})")
        if active:
            parts.append(f"top {top} {percent(s.active[top].tokens / active)}")
        if s.compactions:
            low = sum(1 for c in s.compactions if c.low_saving)
            parts.append(f"{len(s.compactions)} compaction(s)" + (f", {low} saved < 10 %" if low else ""))
        if s.usage_gap:
            gap = s.usage_gap
            parts.append(f"⚠ categories {gap.categories:,} tok vs recorded {gap.reported:,} "
                         f"(gap {gap.gap:+,} tok, {percent(gap.ratio)})")
        if s.thinking_not_resent.tokens:
            parts.append(f"earlier turns' thinking not resent {s.thinking_not_resent.tokens:,} tok")
        if s.what_if.tokens_saved:
            parts.append(f"what-if -{s.what_if.tokens_saved:,} tok")
        if s.malformed:
            parts.append(f"{s.malformed} malformed line(s)")
        out.append(f"  {display_path(s.path, base)} [{s.format}]: " + " · ".join(parts))
        for c in s.compactions:
            flag = "  ⚠ saved < 10 %" if c.low_saving else ""
            where = "" if c.on_active_path else " [abandoned branch]"
            out.append(f"      compaction {c.id} (line {c.line}){where}: {c.tokens_before:,} → {c.tokens_after:,} "
                       f"tokens ({percent(c.saved_ratio)} saved){flag}")
    out += ["", f"Memory tax: {tax.tokens:,} tokens ({tax.chars:,} chars) loaded into every session from "
            f"{len(tax.files)} file(s)"]
    for path in tax.files:
        f = ws.get(path)
        out.append(f"  {path}: {f.tokens:,} tokens, {f.chars:,} chars" if f else f"  {path}")
    for cap in tax.caps:
        over = "  OVER" if cap.used > cap.limit else ""
        where = f" ({cap.path})" if cap.path else ""
        out.append(f"  cap {cap.name}{where}: {cap.used:,} / {cap.limit:,} {cap.unit} ({percent(cap.ratio)}){over}")
    saved = sum(s.what_if.tokens_saved for s in sessions)
    pruned = sum(s.what_if.pruned for s in sessions)
    before = sum(s.what_if.tokens_before for s in sessions)
    ttl = f", or older than {prune.ttl_seconds:g} s" if prune.ttl_seconds is not None else ""
    out += ["", f"What-if cache-ttl pruning (tool results before the last {prune.keep_last_assistants} assistant "
            f"turns{ttl}, over {prune.min_chars:,} chars): {saved:,} tokens saved "
            f"({percent(saved / before if before else 0)} of active messages) by clearing {pruned:,} result(s) in "
            f"{sum(1 for s in sessions if s.what_if.pruned)} session(s)"]
    problems = collected.problems + [f"{display_path(s.path, base)}: {w}" for s in sessions for w in s.warnings]
    if problems:
        out += ["", "Problems:"] + [f"  {p}" for p in problems]
    return "\n".join(out)
