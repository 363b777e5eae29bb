"""The audit pane's text: index state, badges, belief / hit / conflict details, the score line.

Pure functions from the audit's results to Rich text, so the pane only decides what to show.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.text import Text

from memtui.cli.table import plural
from memtui.core.audit.model import AuditResult, Belief, Conflict
from memtui.core.search.results import SearchHit
from memtui.core.audit.staleness import age_label
from memtui.core.text_safety import markers
from memtui.widgets.fitted_table import Cell
from memtui.widgets.safe_text import cell, safe

BADGE_STYLES = {
    "always-loaded": "bold cyan", "on demand": "dim", "conflict": "bold yellow", "threat": "bold red",
    "stale": "yellow", "session": "green", "current": "bold green", "superseded": "yellow",
}

Lines = list[tuple[int, str]]
Contexts = dict[tuple[str, int], Lines]
Rows = list[tuple[str, list[Cell]]]        # (row key, cells) for `fill_fitted`


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
    # the notice's own "no embedder …: keyword-only" would say it a second time
    notices = [n for n in (state.notice or "").split("; ") if n and (state.embedder or "keyword-only" not in n)]
    if notices:
        parts.append((f" · {'; '.join(notices)}", "italic yellow"))
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


def summary_text(result: AuditResult, show_hits: bool) -> Text:
    """The line above the table: counts of beliefs, files, conflicts and threats (or of hits); one line
    at 80 columns for a short topic (the footer says which key switches beliefs and hits)."""
    if show_hits:
        return Text.assemble((f"{len(result.hits)} search hits", "bold"),
                             (f" for {result.topic!r} ({result.mode})", "dim"))
    return Text.assemble(
        (f"{plural(len(result.beliefs), 'belief')} in {plural(len(result.by_file()), 'file')}", "bold"),
        (" · ", "dim"),
        (plural(len(result.conflicts), "conflict"), "bold yellow" if result.conflicts else "dim"), (" · ", "dim"),
        (plural(len(result.threats), "threat"), "bold red" if result.threats else "dim"),
        (f" · {result.topic!r} ({result.mode})", "dim"),
    )


def hit_rows(result: AuditResult) -> Rows:
    """One row per raw search hit: lines, match share and type, file and snippet."""
    best = max((h.score for h in result.hits), default=0.0)
    return [(f"hit-{number}", [
        f"{hit.start_line}-{hit.end_line}",
        Text(f"{match_percent(hit.score, best)} {hit.doc_type}", style="magenta"),
        Text.assemble((markers(hit.path, False), "bold"), "  ", (markers(hit.snippet, False), "")),
    ]) for number, hit in enumerate(result.hits)]


def belief_rows(result: AuditResult) -> Rows:
    """A header row per file (path and badges), then its beliefs: line, badges, statement."""
    if not result.beliefs:
        return [("none", ["", "", Text(f"no beliefs found about {result.topic!r}", style="italic")])]
    rows: Rows = []
    index = {id(b): i for i, b in enumerate(result.beliefs)}
    for path, beliefs in result.by_file().items():
        header = Text.assemble((markers(path, False), "bold underline"), "  ", file_badges(beliefs[0]))
        rows.append((f"file-{path}", ["", "", header]))
        rows += [(f"belief-{index[id(belief)]}", [str(belief.line), belief_badges(belief),
                                                  cell(belief.display_text())]) for belief in beliefs]
    return rows


def conflict_rows(conflicts: list[Conflict]) -> Rows:
    """One row per conflict: number, both sides, which is current, the reason."""
    rows: Rows = []
    for number, conflict in enumerate(conflicts):
        current = {"a": "a", "b": "b"}.get(conflict.newer or "", "?")
        reason = conflict.reason + (f" · current: {conflict.why}" if conflict.newer else "")
        rows.append((f"conflict-{number}", [f"#{number + 1}", cell(f"{conflict.a.path}:{conflict.a.line}"),
                                            cell(f"{conflict.b.path}:{conflict.b.line}"), current, cell(reason)]))
    return rows


def hit_detail(result: AuditResult, hit: SearchHit, contexts: Contexts, breakdown: bool) -> Group:
    """The detail view of a raw hit: where, heading path, match, its lines."""
    best = max((h.score for h in result.hits), default=0.0)
    return Group(
        safe(f"{hit.path}:{hit.start_line}-{hit.end_line}", "bold"),
        safe(" > ".join(hit.heading_path), "dim"),
        scores_text(hit.scores, match_percent(hit.score, best), breakdown),
        numbered_lines(contexts.get((hit.path, hit.start_line), []), set()),
    )


def file_detail(result: AuditResult, path: str) -> Group:
    """The detail view of a file header row: role, badges, dates, how many beliefs."""
    beliefs = result.by_file().get(path, [])
    parts: list[Any] = [safe(path, "bold")]
    if beliefs:
        first = beliefs[0]
        parts += [Text.assemble(("role ", "dim"), first.role, " ", file_badges(first)), dates_text(first)]
    parts.append(Text(f"{len(beliefs)} beliefs about {result.topic!r}; Enter opens the file", style="dim"))
    return Group(*parts)
