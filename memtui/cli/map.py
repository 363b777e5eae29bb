"""`memtui map`: the workspace's files, index rows, orphans, dangling pointers and caps."""

from __future__ import annotations

import argparse

from memtui.cli.common import add_root_option, print_json, resolve_root
from memtui.cli.table import format_table, plural
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
    print(f"{ws.root}  layouts: {', '.join(ws.layouts) or 'none detected'}  ({ws.tokenizer})")
    print(f"always loaded: {ws.always_loaded_chars:,} chars, {ws.always_loaded_tokens:,} tokens")
    caps = [["cap", cap.name, cap.path or "(total)", f"{cap.used:,}/{cap.limit:,} {cap.unit}",
             "OVER" if cap.used > cap.limit else "ok"] for cap in ws.caps]
    for line in format_table([], caps, align="<<<><", gap=1, indent="  "):
        print(line)
    print(f"\nindex ({plural(len(ws.index), 'row')})")
    rows = [["ok" if row.exists else "MISSING", f"{row.source}:{row.line}", ", ".join(row.keywords),
             row.category or "", row.resolved or row.target] for row in ws.index]
    for line in format_table([], rows, gap=1, indent="  ", max_width=120, steps=((2, 30),)):
        print(line)
    if ws.orphans:
        print(f"\norphans ({len(ws.orphans)}): topic files no index or map row points to")
        for path in ws.orphans:
            print(f"  {path}")
    if ws.problems:
        print(f"\nproblems ({len(ws.problems)})")
        for prob in ws.problems:
            print(f"  {prob.path}{':' + str(prob.line) if prob.line else ''}: {prob.message}")
    return 0
