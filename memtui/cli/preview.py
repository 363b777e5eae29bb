"""`memtui preview [--root DIR] [--agent A|auto] [--json]`: what each agent injects at session start."""

from __future__ import annotations

import argparse

from memtui.cli import UsageError
from memtui.cli.table import plural
from memtui.cli.common import add_root_option, out_lines, print_json, root_of
from memtui.core.preview import AGENTS, CANDIDATES, Preview, preview
from memtui.core.preview.openclaw import SESSION_KINDS

MAX_DROPPED_SHOWN = 12


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = subparsers.add_parser(
        "preview",
        help="what each agent's loader injects at session start, as it cuts it",
        description="Render what each agent's loader injects at session start, in its order, cut as the "
        "agent cuts it; name what fell off and flag corrections past the cap.",
    )
    add_root_option(p, positional=True)
    p.add_argument("--agent", default="auto", choices=(*AGENTS, "auto"),
                   help="the agent whose loader to apply (default: every agent detected)")
    p.add_argument("--session", default="main", choices=SESSION_KINDS,
                   help="OpenClaw session kind: sub-agent, cron and group sessions never see MEMORY.md; a "
                   "heartbeat run (lightweight context) gets no bootstrap files")
    p.add_argument("--openclaw-version", default=None, metavar="VERSION",
                   help="OpenClaw version whose budgets and cut apply (default: from the config, else 2026.9.6)")
    p.add_argument("--json", action="store_true",
                   help="print JSON: a list with --agent auto (the default), an object with --agent NAME")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    root = root_of(args)
    previews = preview(root, args.agent, session=args.session, openclaw_version=args.openclaw_version)
    if not previews:
        raise UsageError(f"memtui preview: no agent's files found in {root} ({CANDIDATES}); "
                         f"pick a loader with --agent {'|'.join(AGENTS)}")
    if args.json:
        docs = [p.to_json() for p in previews]
        # one shape per call form: auto gives a list (however many agents it found), --agent an object
        print_json(docs if args.agent == "auto" else docs[0])
        return 0
    out_lines("\n\n".join(render_text(p) for p in previews))
    return 0


def render_text(p: Preview) -> str:
    """The per-file table, what fell off, the worst case, the recorded report, then the text itself."""
    out = [f"== {p.agent}: {plural(len(p.files), 'file')}, {p.total_chars:,} chars, {p.total_tokens:,} tokens injected"]
    out += [f"   {rule}" for rule in p.rules]
    out.append(f"{'file':<34}{'chars':>9}{'tokens':>8}{'injected':>10}  cut")
    for f in p.files:
        cut = "MISSING" if f.missing else (f"{plural(len(f.dropped), 'line')} dropped" if f.truncated else "whole")
        out.append(f"{f.path:<34}{f.chars:>9,}{f.tokens:>8,}{f.included_chars:>10,}  {cut}")
    dropped = [(f, line) for f in p.files for line in f.dropped]
    if dropped:
        out += ["", "What fell off:"]
        for f, line in dropped[:MAX_DROPPED_SHOWN]:
            out.append(f"  ✂ {f.path}:{line.number}  {line.text.strip()[:100]}")
        if len(dropped) > MAX_DROPPED_SHOWN:
            out.append(f"  … and {plural(len(dropped) - MAX_DROPPED_SHOWN, 'more line')} (--json lists them all)")
    for c in p.corrections:
        out.append(f"  ⚠ correction past the cap: {c.path}:{c.line} \"{c.text[:80]}\" is dropped while "
                   f"{c.corrects_path}:{c.corrects_line} \"{c.corrects_text[:80]}\" is loaded")
    if p.report_source:
        out += ["", f"Recorded systemPromptReport ({p.report_source}) beside the prediction:"]
        for row in p.report:
            flag = "  ≠ " + "; ".join(row.differences) if row.differences else "  = same"
            out.append(f"  {row.name:<14} recorded {_n(row.recorded_injected)}/{_n(row.recorded_raw)}  "
                       f"predicted {_n(row.predicted_injected)}/{_n(row.predicted_raw)}{flag}")
    if p.notes:
        out += [""] + [f"note: {n}" for n in p.notes]
    out += ["", "--- injected text ---", p.text or "(nothing)"]
    return "\n".join(out)


def _n(value: int | None) -> str:
    return "—" if value is None else f"{value:,}"
