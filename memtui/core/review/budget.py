"""An index over its budget: propose moving one of its sections into an on-demand topic file.

The move is the one `memtui lint --fix-move` makes (`lint.fix.plan_move_section`: the section
becomes a topic file with frontmatter, the index keeps a pointer, memory-map.md gets a row) under the
same guard (`lint.fix.check_move`): a section holding findings the move would hide unfixed (a
dangling pointer, a threat) is never proposed, and a section that reads like always-follow rules
carries the warning that it will load only on demand. Sections without such rules are preferred,
then the largest, so one move frees the most of the budget; after it, the next queue build proposes
another if the index is still over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from memtui.core import markdown as md
from memtui.core.lint.finding import LintReport
from memtui.core.lint.fix import FixError, FixPlan, check_move, plan_move_section, suggest_destination
from memtui.core.workspace import Workspace


@dataclass
class MoveProposal:
    """The move proposed for an index over budget (`plan` None: none is safe; `why` says so)."""

    plan: FixPlan | None
    section: str = ""
    chars: int = 0
    warnings: list[str] = field(default_factory=list)
    why: str = ""


def propose_move(root: Path, ws: Workspace, report: LintReport, index: str) -> MoveProposal:
    """The best safe section move for `index`, planned (nothing written)."""
    f = ws.get(index)
    res = ws.read(index) if f is not None else None
    if f is None or res is None or not res.ok or f.role != "index":
        return MoveProposal(None, why=f"{index} is not a markdown index memtui can split")
    text = md.normalize_newlines(res.text)
    lines = text.split("\n")
    findings = [(x.rule, x.line, x.message) for x in report.findings if x.path == index]
    heads = [h for h in md.headings(text) if h.level >= 2]
    candidates: list[tuple[bool, int, md.Heading, list[str]]] = []
    blocked: list[str] = []
    for i, heading in enumerate(heads):
        end = next((h.line - 1 for h in heads[i + 1:] if h.level <= heading.level), len(lines))
        chars = sum(len(line) + 1 for line in lines[heading.line:end])
        if not any(line.strip() for line in lines[heading.line:end]):
            continue
        check = check_move(index, text, heading.line, findings)
        if check.blocked:
            blocked.append(f"'{heading.title}': {check.blocked[0]}")
            continue
        rules = any(w.startswith("⚠") for w in check.warnings)
        candidates.append((rules, -chars, heading, check.warnings))
    if not candidates:
        why = "no section of the index can move safely" + (f" ({'; '.join(blocked[:2])})" if blocked else
                                                            " (no ## sections)")
        return MoveProposal(None, why=why)
    candidates.sort(key=lambda c: (c[0], c[1], c[2].line))
    for _rules, minus_chars, heading, warnings in candidates:
        dest = _free_destination(root, heading.title)
        try:
            plan = plan_move_section(root, f"L{heading.line}", dest, index=index)
        except FixError:
            continue
        plan.notes.extend(f"warning: {w}" for w in warnings)
        return MoveProposal(plan, heading.title.strip(), -minus_chars, warnings)
    return MoveProposal(None, why="no section move could be planned")


def _free_destination(root: Path, title: str) -> str:
    """`memory/<slug>.md`, numbered when that file exists."""
    dest = suggest_destination(title)
    stem, n = dest[:-3], 2
    while (Path(root) / dest).exists():
        dest, n = f"{stem}-{n}.md", n + 1
    return dest
