"""Across sessions: the aggregate table, the most extreme sessions, the memory tax, the JSON document."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from memtui.core.usage.result import (
    CATEGORIES, Amount, Breakdown, RecordedUsage, SessionUsage, breakdown_total, empty_breakdown,
)
from memtui.core.usage.summary import overall_tokenizer as overall_tokenizer_of
from memtui.core.usage.summary import display_path as display_path
from memtui.core.usage.summary import display_paths, totals_json

if TYPE_CHECKING:
    from memtui.core.workspace import Cap, Workspace


@dataclass
class AggregateRow:
    """One category over all sessions."""

    category: str
    chars: int
    tokens: int
    share: float                     # fraction of all tokens
    average_tokens: float            # per session


@dataclass
class Extreme:
    """The session where a category weighs most, as a fraction of that session's tokens."""

    category: str
    path: str
    tokens: int
    share: float


@dataclass
class Aggregate:
    """The seed's table over every session (whole files), plus the extremes."""

    sessions: int
    rows: list[AggregateRow]
    total: Amount
    extremes: list[Extreme] = field(default_factory=list)
    largest: list[tuple[str, int]] = field(default_factory=list)   # (path, tokens), biggest first


def share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def percent(fraction: float) -> str:
    """A fraction as "12.3 %"."""
    return f"{fraction * 100:.1f} %"


def aggregate(sessions: Sequence[SessionUsage], top: int = 3) -> Aggregate:
    """Sum the whole-file breakdowns; find the most extreme session per category and the largest."""
    totals = empty_breakdown()
    for s in sessions:
        for cat, amount in s.whole.items():
            totals[cat].add(amount.chars, amount.tokens)
    grand = breakdown_total(totals)
    count = len(sessions)
    rows = [
        AggregateRow(cat, totals[cat].chars, totals[cat].tokens, share(totals[cat].tokens, grand.tokens),
                     totals[cat].tokens / count if count else 0.0)
        for cat in CATEGORIES
    ]
    extremes = []
    for cat in CATEGORIES:
        best: Extreme | None = None
        for s in sessions:
            total = breakdown_total(s.whole).tokens
            tokens = s.whole[cat].tokens
            candidate = Extreme(cat, s.path, tokens, share(tokens, total))
            if tokens and (best is None or (candidate.share, candidate.tokens) > (best.share, best.tokens)):
                best = candidate
        if best:
            extremes.append(best)
    sized = sorted(((s.path, breakdown_total(s.whole).tokens) for s in sessions), key=lambda x: (-x[1], x[0]))
    return Aggregate(count, rows, grand, extremes, sized[:top])


@dataclass
class MemoryTax:
    """What the always-loaded memory files cost every session, against the caps that apply."""

    chars: int
    tokens: int
    files: list[str]
    caps: list[Cap] = field(default_factory=list)
    file_tokens: list[int] = field(default_factory=list)     # parallel to `files`

    def to_json(self) -> dict[str, Any]:
        return {"chars": self.chars, "tokens": self.tokens, "files": list(self.files)}


def memory_tax(ws: Workspace) -> MemoryTax:
    """Sum the always-loaded files (index, rules, latest snapshot) of a scanned workspace."""
    loaded = sorted((f for f in ws.files if f.always_loaded), key=lambda f: f.path)
    return MemoryTax(
        chars=sum(f.chars for f in loaded),
        tokens=sum(f.tokens for f in loaded),
        files=[f.path for f in loaded],
        caps=list(ws.caps),
        file_tokens=[f.tokens for f in loaded],
    )


def _breakdown_json(bd: Breakdown) -> dict[str, dict[str, int]]:
    return {cat: bd[cat].to_json() for cat in CATEGORIES}


def _compaction_json(c: Any, audit: dict[str, Any] | None) -> dict[str, Any]:
    """A compaction's sizes, plus its loss audit (issue 17) when one was made."""
    out = {"id": c.id, "tokens_before": c.tokens_before, "tokens_after": c.tokens_after,
           "on_active_path": c.on_active_path, "comparable": getattr(c, "comparable", True)}
    if audit is not None:
        out.update(audit)
    return out


def recorded_total(sessions: Sequence[SessionUsage]) -> RecordedUsage:
    """The agents' own token counts over every session."""
    total = RecordedUsage()
    for s in sessions:
        total.merge(s.recorded)
    return total


def tokenizer_counts(sessions: Sequence[SessionUsage]) -> dict[str, int]:
    """How many sessions each way of counting tokens was used for, most used first."""
    counts: dict[str, int] = {}
    for s in sessions:
        counts[s.tokenizer] = counts.get(s.tokenizer, 0) + 1
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def overall_tokenizer(sessions: Sequence[SessionUsage]) -> str:
    """`tiktoken` or `calibrated` when any session used it (the rest had no recorded usage to fit), else `estimate`."""
    return overall_tokenizer_of(s.tokenizer for s in sessions)


def tokenizer_short(sessions: Sequence[SessionUsage]) -> str:
    """How the category tokens were counted, in a few words, with the number of sessions counted each way
    (the Usage pane's summary line, which must fit one line at 80 columns' worth of pane)."""
    counts = tokenizer_counts(sessions)
    words = {"calibrated": "calibrated", "estimate": "estimated", "tiktoken": "exact"}
    parts = [f"{words.get(name, name)} ({count})" for name, count in counts.items()]
    return "tokens: " + (", ".join(parts) or "none")


def _sessions(count: int) -> str:
    return f"{count} session" + ("" if count == 1 else "s")


def tokenizer_line(sessions: Sequence[SessionUsage]) -> str:
    """One line saying how the category tokens were counted."""
    counts = tokenizer_counts(sessions)
    if not counts:
        return "tokens: no sessions"
    if "tiktoken" in counts:
        return "tokens: exact (tiktoken cl100k, --exact)"
    rates = [s.chars_per_token for s in sessions if s.tokenizer == "calibrated" and s.chars_per_token]
    parts = []
    if "calibrated" in counts:
        parts.append(f"calibrated to recorded usage in {_sessions(counts['calibrated'])} "
                     f"({min(rates):.2f}–{max(rates):.2f} chars/token)")
    if "estimate" in counts:
        parts.append(f"chars/4 estimate in {_sessions(counts['estimate'])} (no recorded usage that fits)")
    return "tokens: " + "; ".join(parts) + " · --exact for tiktoken"


def session_report(s: SessionUsage) -> dict[str, Any]:
    """A session's object in the `--json` document, without its path (relative to where `stats` runs) and
    without the loss audits and simulations (`extras`); the usage cache keeps it rendered."""
    return {
        "format": s.format,
        "whole": _breakdown_json(s.whole),
        "active": _breakdown_json(s.active),
        "reported_context_tokens": s.reported_context_tokens,
        "compactions": [_compaction_json(c, None) for c in s.compactions],
        "thinking_not_resent": s.thinking_not_resent.to_json(),
        "usage_gap": s.usage_gap.to_json() if s.usage_gap else None,
        "recorded_usage": s.recorded.to_json(),
        "tokenizer": s.tokenizer,
        "chars_per_token": s.chars_per_token,
    }


def stats_json(sessions: Sequence[SessionUsage], tax: MemoryTax | None, base: Path | None = None,
               extras: Mapping[str, dict[str, Any]] | None = None) -> dict[str, Any]:
    """The `memtui stats --json` document, exactly as the issue specifies it.

    `extras` (by session path): `"audits"` {compaction id: loss-audit keys} merged into each
    compaction, and `"simulations"` (a list) added under the session.
    """
    extras = extras or {}
    reports = []
    for s, shown in zip(sessions, display_paths([s.path for s in sessions], base), strict=True):
        extra = extras.get(s.path, {})
        report = {"path": shown, **session_report(s)}
        report["compactions"] = [_compaction_json(c, extra.get("audits", {}).get(c.id)) for c in s.compactions]
        if "simulations" in extra:
            report["simulations"] = extra["simulations"]
        reports.append(report)
    return {
        "sessions": reports,
        "tokenizer": overall_tokenizer(sessions),
        "totals": totals_json(reports),
        "memory_tax": tax.to_json() if tax else {"chars": 0, "tokens": 0, "files": []},
    }
