"""`memtui map`: the workspace's files, index rows, orphans, dangling pointers and caps."""

from __future__ import annotations

import argparse
from collections import Counter

from memtui.cli.common import add_root_option, out, print_json, resolve_root
from memtui.core.workspace import scan_workspace, to_map_json


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("map", help="show the memory map: index rows, orphans, dangling pointers, caps")
    add_root_option(p)
    p.add_argument("--json", action="store_true", help="print the map as JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    ws = scan_workspace(resolve_root(args.root))
    if args.json:
        print_json(to_map_json(ws))
        return 0
    out(f"{ws.root}  layouts: {', '.join(ws.layouts) or 'none detected'}  ({ws.tokenizer})")
    out(f"always loaded: {ws.always_loaded_chars:,} chars, {ws.always_loaded_tokens:,} tokens")
    for agent, total in ws.loaded_by_agent.items():
        out(f"  {agent:<19} loads {total['chars']:>7,} chars, {total['tokens']:,} tokens")
    roles = Counter(f.role for f in ws.files)
    out("files: " + ", ".join(f"{n} {role}" for role, n in sorted(roles.items(), key=lambda kv: -kv[1])))
    personas = sorted({f.persona for f in ws.files if f.persona})
    if personas:
        out(f"personas: {', '.join(personas)} (loaded on demand)")
    for cap in ws.caps:
        flag = "OVER" if cap.used > cap.limit else "ok"
        out(f"  cap {cap.name:<15} {cap.path or '(total)':<28} {cap.used:>7,}/{cap.limit:,} {cap.unit}  {flag}")
    out()
    out(f"index ({len(ws.index)} rows)")
    for row in ws.index:
        mark = "ok     " if row.exists else "MISSING"
        kws = ", ".join(row.keywords)
        out(f"  {mark} {row.source}:{row.line:<4} {kws[:30]:<30} {row.category or '':<11} {row.resolved or row.target}")
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
