"""`memtui map`: the workspace's files, index rows, orphans, dangling pointers and caps."""

from __future__ import annotations

import argparse
from collections import Counter

from memtui.cli.common import add_root_option, out, print_json, root_of
from memtui.cli.table import format_table, plural
from memtui.core.preview.totals import injected_totals
from memtui.core.agent_names import run_logs_note
from memtui.core.workspace import scan_workspace, to_map_json


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("map", help="show the memory map: index rows, orphans, dangling pointers, caps")
    add_root_option(p, positional=True)
    p.add_argument("--json", action="store_true", help="print the map as JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    ws = scan_workspace(root_of(args))
    injected = injected_totals(ws)
    if args.json:
        doc = to_map_json(ws)
        doc["always_loaded_by_agent"] = {agent: injected[agent].to_json() if agent in injected else total
                                         for agent, total in ws.loaded_by_agent.items()}
        print_json(doc)
        return 0
    out(f"{ws.root}  layouts: {', '.join(ws.layouts) or 'none detected'}  ({ws.tokenizer})")
    if ws.run_logs:
        out(run_logs_note(ws.run_logs))
    if not ws.files:
        out("no memory files here: run memtui in the agent's workspace (the folder with MEMORY.md, "
            "CLAUDE.md or AGENTS.md) or pass --root DIR")
        return 0
    out(f"always loaded: {ws.always_loaded_chars:,} chars, {ws.always_loaded_tokens:,} tokens of file text")
    for agent, total in ws.loaded_by_agent.items():
        line = f"  {agent:<19} loads {total['chars']:>7,} chars, {total['tokens']:,} tokens"
        shown = injected.get(agent)
        if shown is not None:
            line += f"; injects {shown.injected_chars:,} chars, {shown.injected_tokens:,} tokens (memtui preview)"
        out(line)
        if shown is not None and shown.explained:
            out(f"  {'':<19}       {shown.explained}")
    if ws.openclaw is not None:
        out(f"  openclaw rules: {'; '.join(ws.openclaw.rules()[:2])}")
        for bf in ws.openclaw.files:
            if bf.missing:
                out(f"  missing: {bf.name}: OpenClaw injects a {len(bf.injected)}-char [MISSING] marker in its place")
    not_loaded = [f for f in ws.files if f.load_note]
    for f in not_loaded:
        out(f"  not loaded: {f.path}: {f.load_note}")
    roles = Counter(f.role for f in ws.files)
    out("files: " + ", ".join(f"{n} {role}" for role, n in sorted(roles.items(), key=lambda kv: -kv[1])))
    personas = sorted({f.persona for f in ws.files if f.persona})
    if personas:
        out(f"personas: {', '.join(personas)} (loaded on demand)")
    caps = [["cap", cap.name, cap.path or "(total)", f"{cap.used:,}/{cap.limit:,} {cap.unit}",
             "OVER" if cap.used > cap.limit else "ok"] for cap in ws.caps]
    for line in format_table([], caps, align="<<<><", gap=1, indent="  "):
        out(line)
    out()
    entries = [row for row in ws.index if row.is_entry]
    out(f"index ({plural(len(entries), 'row')})")
    rows = [["MISSING" if not row.exists else row.status, f"{row.source}:{row.line}", ", ".join(row.keywords),
             row.category or "", row.resolved or row.target] for row in entries]
    for line in format_table([], rows, gap=1, indent="  ", max_width=120, steps=((2, 30),)):
        out(line)
    if ws.orphans:
        out()
        out(f"orphans ({len(ws.orphans)}): topic files no index or map row points to")
        for path in ws.orphans:
            out(f"  {path}")
    if ws.problems:
        out()
        out(f"problems ({len(ws.problems)})")
        for prob in ws.problems:
            out(f"  {prob.path}{':' + str(prob.line) if prob.line else ''}: {prob.message}")
    return 0
