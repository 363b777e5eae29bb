"""The audit pane's text: index state, badges, belief / hit / conflict details, the score line.

Pure functions from the audit's results to Rich text, so the pane only decides what to show.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text

from memtui.core.audit.model import AuditResult, Belief, Conflict
from memtui.core.audit.staleness import age_label
from memtui.core.text_safety import markers
from memtui.widgets.safe_text import safe

BADGE_STYLES = {
    "always-loaded": "bold cyan", "on demand": "dim", "conflict": "bold yellow", "threat": "bold red",
    "stale": "yellow", "session": "green", "current": "bold green", "superseded": "yellow",
}

Lines = list[tuple[int, str]]
Contexts = dict[tuple[str, int], Lines]


def index_state_text(state: Any, embedding: tuple[int, int] | None = None) -> Text:
    """The index state line: fresh / stale files / vectors pending / embedder or keyword-only."""
    if state is None:
        return Text("index: not opened yet — type a topic and press Enter", style="dim")
    parts: list[tuple[str, str]] = [("index ", "dim")]
    parts.append(("fresh", "green") if state.fresh else ("not fresh", "yellow"))
    if state.stale_files:
        parts.append((f" · {len(state.stale_files)} stale files", "yellow"))
    if embedding is not None:
        done, total = embedding
        parts.append((f" · embedding {done}/{total}", "cyan"))
    elif state.vectors_pending:
        parts.append((f" · {state.vectors_pending} vectors pending", "yellow"))
    if state.embedder:
        parts.append((f" · {state.embedder}", "dim"))
    else:
        parts.append((" · keyword-only (no embedder)", "bold yellow"))
    if state.notice:
        parts.append((f" · {state.notice}", "italic yellow"))
    return Text.assemble(*parts)


def _badge(label: str, kind: str | None = None) -> Text:
    return Text(f"[{label}]", style=BADGE_STYLES.get(kind or label, "magenta"))


def file_badges(first: Belief) -> Text:
    """Badges of a file group: always-loaded or on demand, doc type, age."""
    out = Text(" ").join([
        _badge("always-loaded" if first.always_loaded else "on demand"),
        _badge(first.doc_type, "type"),
        *([_badge(age_label(first.age_days), "age")] if first.age_days is not None else []),
    ])
    return out


def belief_badges(belief: Belief) -> Text:
    """Compact badges of one belief: current / superseded, ≠conflict numbers, threat, stale, ✎ written
    by a session, ×sources."""
    badges = []
    if belief.status:
        badges.append(Text(belief.status, style=BADGE_STYLES[belief.status]))
    if belief.conflicts:
        badges.append(Text("≠" + ",".join(str(i + 1) for i in belief.conflicts), style=BADGE_STYLES["conflict"]))
    if belief.threats:
        badges.append(Text("threat", style=BADGE_STYLES["threat"]))
    if belief.stale and belief.superseded_by is None:
        badges.append(Text("stale", style=BADGE_STYLES["stale"]))
    if belief.session:
        badges.append(Text("✎", style=BADGE_STYLES["session"]))
    if len(belief.sources) > 1:
        badges.append(Text(f"×{len(belief.sources)}", style="cyan"))
    return Text(" ").join(badges)


def long_badges(belief: Belief) -> Text:
    """The belief's badges spelled out (detail view)."""
    badges = []
    if belief.status:
        badges.append(_badge(belief.status))
    if belief.conflicts:
        badges.append(_badge("conflict " + ",".join(f"#{i + 1}" for i in belief.conflicts), "conflict"))
    for category in sorted({t.category for t in belief.threats}):
        badges.append(_badge(f"threat {category}", "threat"))
    if belief.stale:
        badges.append(_badge("stale", "stale"))
    if belief.session:
        badges.append(_badge("written by a session", "session"))
    return Text(" ").join(badges)


def numbered_lines(lines: Lines, marked: set[int]) -> Text:
    out = Text()
    for number, line in lines:
        style = "bold reverse" if number in marked else ""
        out.append(f"{number:>5} ", style="dim")
        out.append(markers(line, keep_newlines=False) + "\n", style=style)
    return out


def belief_detail(result: AuditResult, belief: Belief, contexts: Contexts, breakdown: bool) -> Group:
    """The detail view of one belief: where, badges, dates, supersession, conflicts, threats, score, lines."""
    parts: list[Any] = [
        safe(f"{belief.path}:{belief.line}", "bold"),
        Text.assemble(file_badges(belief), " ", long_badges(belief)),
        safe(belief.display_text(), "bold", multiline=True),
        dates_text(belief),
    ]
    superseded = belief.superseded_text()
    if superseded:
        parts.append(Text(superseded, style="bold yellow"))
    others = [f"{s.path}:{s.line}" for s in belief.sources if (s.path, s.line) != (belief.path, belief.line)]
    if others:
        parts.append(Text("also in " + ", ".join(others), style="cyan"))
    if belief.session:
        parts.append(Text(f"written by {belief.session.session_path} entry {belief.session.entry_id} "
                          f"({belief.session.tool})", style="green"))
    for number in belief.conflicts:
        conflict = result.conflicts[number]
        other = conflict.b if conflict.a is belief else conflict.a
        if conflict.newer is None:
            newer = "which is current: unknown"
        else:
            newer = "this is current" if (conflict.newer == "a") == (conflict.a is belief) else "the other is current"
            newer += f", {conflict.why}"
        parts.append(Text(f"conflict #{number + 1} with {other.path}:{other.line} ({newer}): {conflict.reason}",
                          style="yellow"))
        if conflict.verdict:
            parts.append(Text(conflict.verdict, style="italic cyan"))
    for threat in belief.threats:
        parts.append(Text(f"threat {threat.category} ({threat.message}) at {threat.path}:{threat.line}",
                          style="bold red"))
    if belief.stale and not superseded:
        parts.append(Text(f"stale: {belief.stale}", style="yellow"))
    best = max((b.score for b in result.beliefs), default=0.0)
    parts.append(scores_text(belief.scores, match_percent(belief.score, best), breakdown))
    parts.append(numbered_lines(contexts.get((belief.path, belief.line), []), {belief.line}))
    return Group(*parts)


def conflict_detail(conflict: Conflict, contexts: Contexts) -> Group:
    """The detail view of one conflict: its reason, which side is current and the lines of both."""
    newer = {"a": conflict.a, "b": conflict.b}.get(conflict.newer or "")
    parts: list[Any] = [Text(conflict.reason, style="bold yellow")]
    if newer is not None:
        parts.append(Text(f"current: {newer.path}:{newer.line} ({conflict.why})", style="green"))
    if conflict.verdict:
        parts.append(Text(conflict.verdict, style="italic cyan"))
    for side, belief in (("a", conflict.a), ("b", conflict.b)):
        tag = " (current)" if belief is newer else (" (superseded)" if newer is not None else "")
        parts.append(Text(f"{side}: {belief.path}:{belief.line}{tag} — {belief.date or 'no date'}", style="bold"))
        parts.append(numbered_lines(contexts.get((belief.path, belief.line), []), {belief.line}))
    parts.append(Text("Enter opens a, ctrl+o opens b. Nothing is changed automatically.", style="dim"))
    return Group(*parts)


def dates_text(belief: Belief) -> Text:
    """created · last used · mtime · age of a belief's file."""
    fields = (("created", belief.created), ("last used", belief.last_used), ("mtime", belief.mtime),
              ("age", age_label(belief.age_days)))
    return Text(" · ", style="dim").join(
        Text.assemble((f"{name} ", "dim"), value or "—") for name, value in fields)


def match_percent(score: float, best: float) -> str:
    """A score as a share of the best one shown ("100%", "62%"); "—" when nothing scored."""
    if best <= 0:
        return "—"
    share = 100 * score / best
    return f"{round(share)}%" if share >= 1 or share == 0 else "<1%"


# The breakdown's names: one name per number ("final" of the search hit is "search").
_BREAKDOWN = (("keyword", "keyword"), ("vector", "vector"), ("cosine", "cosine"), ("fused", "fused"),
              ("type", "type weight"), ("decay", "decay"), ("mmr", "diversity"), ("final", "search"),
              ("statement", "statement"))


def scores_text(scores: dict[str, float], match: str, breakdown: bool = False) -> Text:
    """One clear number (the match, as a share of the best); the signals behind it on ctrl+e."""
    out = Text.assemble(("match ", "dim"), (match, "bold"))
    if not breakdown:
        return out.append("  (ctrl+e: how)", style="dim")
    names = dict(_BREAKDOWN)
    shown = [k for k, _ in _BREAKDOWN if k in scores] + sorted(k for k in scores if k not in names and k != "hit")
    return out.append("  " + " · ".join(f"{names.get(k, k)} {scores[k]:.3f}" for k in shown), style="dim")
