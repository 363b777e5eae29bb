"""`memtui stats [PATHS...] [--root DIR] [--json]`: where each session's context goes, by category."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memtui.cli import UsageError
from memtui.cli.common import add_root_option, print_json, resolve_root
from memtui.core.usage.collect import Collected, analyze_files, session_files, workspace_sessions
from memtui.core.usage.disk_cache import UsageCache
from memtui.core.usage.report import (
    MemoryTax, aggregate, display_path, memory_tax, percent, recorded_total, stats_json, tokenizer_line,
)
from memtui.core.usage.result import (
    CATEGORIES, DEFAULT_PRUNE, DEFAULT_WINDOW, STRATEGIES, UNKNOWN, PruneSettings, SessionUsage, breakdown_total,
)
from memtui.core.usage.summary import fast_indented
from memtui.core.usage.tax_cache import has_store_places, keep_tax, root_key

if TYPE_CHECKING:
    from memtui.core.workspace import Workspace

# Kept light: a run whose transcripts are all in the usage cache imports neither the session parsers
# nor (for a root without files) the workspace scanner.


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
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
    p.add_argument("--exact", action="store_true",
                   help="count category tokens with tiktoken cl100k (slow) instead of the chars→tokens rate "
                   "fitted to each session's recorded usage")
    p.add_argument("--no-cache", action="store_true",
                   help="neither read nor write the per-file usage cache (user cache dir, or $MEMTUI_CACHE_DIR)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                   help="analyse the transcripts missing from the cache in N processes (default: the CPU count)")
    p.add_argument("--keep-last", type=int, default=DEFAULT_PRUNE.keep_last_assistants, metavar="N",
                   help="what-if: keep tool results of the last N assistant turns (default: %(default)s)")
    p.add_argument("--ttl", type=float, default=None, metavar="SECONDS",
                   help="what-if: also prune results older than this many seconds before the last entry")
    p.add_argument("--min-chars", type=int, default=DEFAULT_PRUNE.min_chars, metavar="CHARS",
                   help="what-if: prune only results over this size (default: %(default)s)")
    add_compaction_options(p)
    p.set_defaults(run=run)


def add_compaction_options(p: argparse.ArgumentParser) -> None:
    """Issue 17: --simulate, --window, --save-lost, --yes."""
    p.add_argument("--simulate", action="append", default=[], choices=(*STRATEGIES, "all"), metavar="STRATEGY",
                   help=f"replay each session under a compaction strategy ({', '.join(STRATEGIES)}, all); repeatable")
    p.add_argument("--window", type=int, default=DEFAULT_WINDOW, metavar="TOKENS",
                   help="context window for --simulate (default: %(default)s)")
    p.add_argument("--save-lost", default=None, metavar="TOPIC_FILE",
                   help="append the specifics lost at compaction to this topic file (previewed; written with --yes)")
    p.add_argument("--yes", action="store_true", help="with --save-lost: write after the preview (atomic, backed up)")


def run(args: argparse.Namespace) -> int:
    root = resolve_root(args.root)
    if args.keep_last < 0 or args.min_chars < 0 or (args.ttl is not None and args.ttl < 0):
        raise UsageError("memtui stats: --keep-last, --ttl and --min-chars must not be negative")
    if args.window <= 0 or args.jobs < 1:
        raise UsageError("memtui stats: --window and --jobs must be positive")
    prune = PruneSettings(keep_last_assistants=args.keep_last, ttl_seconds=args.ttl, min_chars=args.min_chars)
    disk = None if args.no_cache else UsageCache(prune, args.exact)
    keeps_tax = disk is not None and args.json                          # what the lean path can repeat
    tax_key = root_key(root) if keeps_tax else None           # the root as its scan begins (`tax_cache`)
    ws = scan_root(root)
    if args.paths:
        missing = [p for p in args.paths if not Path(p).exists()]
        if missing:
            raise UsageError(f"memtui stats: no such file or directory: {missing[0]}")
        files, problems = session_files(Path(p) for p in args.paths)
        collected = analyze_files(files, prune, exact=args.exact, disk=disk, jobs=args.jobs)
        collected.problems[:0] = problems
        base = Path.cwd()
    else:
        collected = (workspace_sessions(ws, prune, exact=args.exact, disk=disk, jobs=args.jobs) if ws is not None
                     else Collected())
        base = root
    tax = memory_tax(ws) if ws is not None else MemoryTax(0, 0, [])
    extras, memory = compaction_extras(collected, ws, args, prune, disk)
    if args.save_lost:
        return save_lost_specifics(collected, extras, root, args, base)
    if args.json:
        doc = stats_json(collected.sessions, tax, base, extras)
        doc["cache"] = ({"hits": disk.hits, "misses": disk.misses, "resumed": disk.resumed,
                         "bytes_read": disk.bytes_read, "linear": disk.linear} if disk is not None else None)
        if disk is not None and ws is not None and keeps_tax:
            own = None if args.paths or has_store_places(root) else [s.path for s in collected.sessions]
            keep_tax(disk.folder, root, tax_key, doc["memory_tax"], own, memory)  # a repeat prints it without a scan
        print_document(doc, plain=not extras)
    else:
        print(render_text(collected, tax, ws, prune, base, args.exact))
        print(render_compaction_text(collected, extras, base))
    return 0


def print_document(doc: dict[str, Any], plain: bool) -> None:
    """`print_json(doc)`, by orjson when that prints the same bytes (a `plain` document: no loss audit, no
    simulation; see `fast_indented`)."""
    text = fast_indented(doc) if plain else None
    if text is None:
        print_json(doc)
    else:
        sys.stdout.write(text + "\n")


def scan_root(root: Path) -> Workspace | None:
    """The scanned workspace; None for a root holding no file at all (nothing to scan, nothing imported)."""
    with os.scandir(root) as entries:
        if next(entries, None) is None:
            return None
    from memtui.core.workspace import scan_workspace

    return scan_workspace(root)


def compaction_extras(collected: Collected, ws: Workspace | None, args: argparse.Namespace,
                      prune: PruneSettings, disk: UsageCache | None = None) -> tuple[dict[str, Any], str | None]:
    """Loss audits of every recorded compaction and the --simulate replays, by session path, and the hash of the
    memory text the audits were checked against (None: no compaction). Without --simulate, the audits of a
    session whose compactions were audited before against the same memory text come from `audit_cache` (the
    transcript is not parsed again); a parse for the audits adds the transcript's size to `disk.bytes_read`."""
    strategies = list(STRATEGIES) if "all" in args.simulate else list(dict.fromkeys(args.simulate))
    compacted = any(s.compactions for s in collected.sessions)
    if not strategies and not compacted:
        return {}, None
    from memtui.core.usage.audit_cache import memory_hash
    from memtui.core.usage.compaction_loss import workspace_memory_text
    from memtui.core.usage.simulate import session_extras

    memory_text = ""
    if ws is not None and compacted:
        memory_text = workspace_memory_text(ws.root, [f.path for f in ws.memory_files()])
    memory = memory_hash(memory_text) if compacted else None
    if strategies or disk is None or memory is None:
        return {s.path: session_extras(s, strategies, args.window, memory_text, prune)
                for s in collected.sessions}, memory
    return {s.path: audited(s, memory_text, memory, disk, prune) if s.compactions else {}
            for s in collected.sessions}, memory


def audited(s: SessionUsage, memory_text: str, memory: str, disk: UsageCache,
            prune: PruneSettings) -> dict[str, Any]:
    """`session_extras` of a session with compactions (no simulation), from `audit_cache` when stored."""
    from memtui.core.usage.audit_cache import file_identity, keep_audits, stored_audits
    from memtui.core.usage.compaction_loss import CompactionAudit, Lost
    from memtui.core.usage.simulate import session_extras

    path = Path(s.path)
    ids = [c.id for c in s.compactions if c.on_active_path]
    stored = stored_audits(disk.folder, path, s.format, ids, memory)
    if stored is not None:
        objects = [CompactionAudit(key, item["line"], audit["summary_chars"], audit["summary_state"],
                                   audit["flush"]["ran"], audit["flush"]["wrote"], audit["summarised_entries"],
                                   [Lost(**lost) for lost in audit["lost"]])
                   for key, item in stored.items() for audit in (item["audit"],)]
        return {"audits": {key: item["audit"] for key, item in stored.items()}, "audit_objects": objects}
    identity = file_identity(path)
    extra = session_extras(s, [], DEFAULT_WINDOW, memory_text, prune)
    disk.bytes_read += identity["size"] if identity is not None else 0
    keep_audits(disk.folder, path, identity, ids, memory,
                {a.id: {"line": a.line, "audit": a.to_json()} for a in extra.get("audit_objects", [])})
    return extra


def render_compaction_text(collected: Collected, extras: dict[str, Any], base: Path) -> str:
    """The loss audit per compaction and the simulation table per session."""
    out: list[str] = []
    for s in collected.sessions:
        extra = extras.get(s.path) or {}
        audits = extra.get("audit_objects", [])
        sims = extra.get("simulations", [])
        if not audits and not sims:
            continue
        out += ["", f"{display_path(s.path, base)}:"]
        for a in audits:
            flush = "flush wrote" if a.flush_wrote else ("flush ran, wrote nothing" if a.flush_ran else "no flush")
            mark = "  ✗ lossy" if a.lossy else ""
            out.append(f"  compaction {a.id} (line {a.line}): summary {a.summary_chars:,} chars ({a.summary_state}), "
                       f"{flush}, {a.summarised_entries} entries summarised, {len(a.lost)} specific(s) lost{mark}")
            out += [f"      lost {x.kind}: {x.text[:100]} (entry {x.entry})" for x in a.lost]
        if sims:
            out.append(f"  {'strategy':<14}{'window':>9}{'compactions':>13}{'peak':>9}{'mean':>9}{'re-sent':>13}"
                       f"{'dropped':>9}")
            for sim in sims:
                skipped = f"  ({sim['skipped']} skipped by anti-thrash)" if sim["skipped"] else ""
                out.append(f"  {sim['strategy']:<14}{sim['window']:>9,}{sim['compactions']:>13,}"
                           f"{sim['peak_tokens']:>9,}"
                           f"{sim['mean_tokens']:>9,}{sim['resent_tokens']:>13,}{sim['dropped_entries']:>9,}{skipped}")
    return "\n".join(["", "Compactions: loss audit and what-if" if out else "Compactions: none recorded", *out])


def save_lost_specifics(collected: Collected, extras: dict[str, Any], root: Path, args: argparse.Namespace,
                        base: Path) -> int:
    """Preview the section of lost specifics, then (with --yes) append it to the topic file."""
    from memtui.core.fsio import ConflictError
    from memtui.core.usage.compaction_loss import lost_markdown, planned_text, save_lost

    target = Path(args.save_lost)
    target = target if target.is_absolute() else root / target
    sections = [lost_markdown(display_path(s.path, base), (extras.get(s.path) or {}).get("audit_objects", []))
                for s in collected.sessions if any(a.lost for a in (extras.get(s.path) or {}).get("audit_objects", []))]
    if not sections:
        print("No specifics were lost at compaction: nothing to save.")
        return 0
    section = "\n".join(sections)
    try:
        planned, fingerprint = planned_text(target, section)
    except OSError as exc:
        raise UsageError(f"memtui stats: {exc}") from exc
    print(f"--- {display_path(str(target), root)} (preview: section to append)")
    print(section)
    if not args.yes:
        print("(not written: run again with --yes to append it, atomically, with a backup)")
        return 0
    try:
        backup = save_lost(target, root, section, fingerprint)
    except ConflictError:
        raise UsageError(f"memtui stats: {target} changed on disk since it was read; not written") from None
    except OSError as exc:
        raise UsageError(f"memtui stats: cannot write {target}: {exc}") from exc
    print(f"Appended to {display_path(str(target), root)}" + (f" (backup: {backup})" if backup else ""))
    return 0


def render_text(collected: Collected, tax: MemoryTax, ws: Workspace | None, prune: PruneSettings, base: Path,
                exact: bool = False) -> str:
    """The seed's aggregate table, per-session lines, the memory tax and the what-if savings."""
    sessions = collected.sessions
    agg = aggregate(sessions)
    out = [f"Context usage over {agg.sessions} session(s), whole files", tokenizer_line(sessions)]
    if exact:
        from memtui.core.tokens import tokenizer_notice

        notice = tokenizer_notice()
        if notice:
            out.append(f"note: {notice}")
    recorded = recorded_total(sessions)
    if recorded.turns:
        out.append(f"recorded by the agents over {recorded.turns:,} turn(s): input {recorded.input:,} · output "
                   f"{recorded.output:,} · cache read {recorded.cache_read:,} · cache write {recorded.cache_write:,}")
    out.append("")
    from memtui.cli.table import format_table

    table = [[row.category, f"{row.tokens:,}", f"{row.chars:,}", percent(row.share), f"{row.average_tokens:,.0f}"]
             for row in agg.rows]
    table.append(["total", f"{agg.total.tokens:,}", f"{agg.total.chars:,}", percent(1.0 if agg.total.tokens else 0),
                  f"{(agg.total.tokens / agg.sessions if agg.sessions else 0):,.0f}"])
    out += format_table(["category", "tokens", "chars", "% of context", "avg/session"], table, align="<>>>>", gap=3)
    if agg.extremes:
        out += ["", "Most extreme sessions (largest share of a category):"]
        for ex in agg.extremes:
            out.append(f"  {ex.category:<16}{percent(ex.share):>8}  {display_path(ex.path, base)} "
                       f"({ex.tokens:,} tokens)")
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
            parts.append(f"what-if pruning saves {s.what_if.tokens_saved:,} tok")
        if s.malformed:
            parts.append(f"{s.malformed} malformed line(s)")
        out.append(f"  {display_path(s.path, base)} [{s.format}]: " + " · ".join(parts))
        for c in s.compactions:
            flag = "  ⚠ saved < 10 %" if c.low_saving else ""
            where = "" if c.on_active_path else " [abandoned branch]"
            saving = f"{percent(c.saved_ratio)} saved" if c.comparable else \
                "before recorded by the agent, after estimated by memtui: not comparable"
            out.append(f"      compaction {c.id} (line {c.line}){where}: {c.tokens_before:,} → {c.tokens_after:,} "
                       f"tokens ({saving}){flag}")
    out += ["", f"Memory tax: {tax.tokens:,} tokens ({tax.chars:,} chars) loaded into every session from "
            f"{len(tax.files)} file(s)"]
    for path in tax.files:
        f = ws.get(path) if ws is not None else None
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
