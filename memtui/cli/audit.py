"""`memtui audit TOPIC`: what the agent believes about a topic — evidence, conflicts, provenance."""

from __future__ import annotations

import argparse
import sys

from memtui.cli.common import (
    add_root_option,
    check_query,
    out,
    out_lines,
    print_json,
    resolve_root,
)
from memtui.cli.index import open_engine
from memtui.cli.search import state_line
from memtui.cli.table import plural
from memtui.core.audit.beliefs import Auditor
from memtui.core.audit.model import AuditResult, Belief
from memtui.core.audit.staleness import age_label
from memtui.core.lint.threats import scan_text


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("audit", help="what does the agent believe about a topic (evidence, conflicts, sources)")
    p.add_argument("topic", metavar="TOPIC", help="what to audit, e.g. 'deploy target'")
    add_root_option(p)
    p.add_argument("-k", type=int, default=10, metavar="N", help="search hits to read beliefs from (default 10)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.set_defaults(run=run)


def belief_badges(belief: Belief) -> list[str]:
    """The badges of one belief line: current, conflicts, threats, staleness (superseded: by what)."""
    out = []
    if belief.status == "current":
        out.append("current")
    if belief.conflicts:
        out.append("conflict " + ",".join(f"#{i + 1}" for i in belief.conflicts))
    for threat in belief.threats:
        out.append(f"threat {threat.category}")
    if belief.stale:
        out.append(f"stale: {belief.stale}")
    return out


def file_badges(first: Belief) -> list[str]:
    """The badges of a file header: always-loaded or on demand, type, age."""
    out = ["always-loaded" if first.always_loaded else "on demand", first.doc_type]
    age = age_label(first.age_days)
    if age:
        out.append(age)
    return out


def render_text(result: AuditResult) -> list[str]:
    """The text report: index state, beliefs grouped by file with badges, conflicts, threats."""
    lines = [state_line(result.state)]
    groups = result.by_file()
    lines.append(f"audit {result.topic!r} ({result.mode}): {plural(len(result.beliefs), 'belief')} in "
                 f"{plural(len(groups), 'file')}, {plural(len(result.conflicts), 'conflict')}, "
                 f"{plural(len(result.threats), 'threat')}")
    if not result.beliefs:
        lines.append(f"no beliefs found about {result.topic!r}")
        return lines
    first = result.beliefs[0]
    lines.append(f"answer: {first.display_text()}  ({first.path}:{first.line})")
    for path, beliefs in groups.items():
        lines.append("")
        lines.append(f"{path}  " + " ".join(f"[{b}]" for b in file_badges(beliefs[0])))
        for belief in beliefs:
            badges = " ".join(f"[{b}]" for b in belief_badges(belief))
            lines.append(f"  {belief.line:>4}  {belief.display_text()}" + (f"  {badges}" if badges else ""))
            others = [f"{s.path}:{s.line}" for s in belief.sources if (s.path, s.line) != (belief.path, belief.line)]
            if others:
                lines.append(f"        also in {', '.join(others)}")
            if belief.session:
                lines.append(f"        written by {belief.session.session_path} entry {belief.session.entry_id}"
                             f" ({belief.session.tool})")
    if result.conflicts:
        lines.append("")
        lines.append("conflicts (review; nothing is changed):")
        for number, conflict in enumerate(result.conflicts, 1):
            newer = {"a": " (first is current", "b": " (second is current"}.get(conflict.newer or "", "")
            newer += f": {conflict.why})" if newer else ""
            a, b = conflict.a, conflict.b
            lines.append(f"  #{number} {a.path}:{a.line} vs {b.path}:{b.line}{newer}")
            lines.append(f"      {conflict.reason}")
            if conflict.verdict:
                lines.append(f"      {conflict.verdict}")
    if result.threats:
        lines.append("")
        lines.append("threats:")
        for threat in result.threats:
            lines.append(f"  {threat.path}:{threat.line}  {threat.category}")
    return lines


def run(args: argparse.Namespace) -> int:
    check_query(args.topic, args.k, "topic")
    root = resolve_root(args.root)
    engine = open_engine(root)
    auditor = Auditor(root, engine, threat_scan=scan_text)
    try:
        result = auditor.audit(args.topic, k=args.k)
    finally:
        engine.close()
    for notice in dict.fromkeys(result.notices):
        out(f"memtui: {notice}", file=sys.stderr)
    if args.json:
        print_json({"root": str(root), **result.to_json()})   # as map, lint, index: which workspace
        return 0
    out_lines("\n".join(render_text(result)))
    return 0
