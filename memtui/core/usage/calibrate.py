"""The usage each agent recorded, summed per session, and the chars→tokens rate fitted to it.

Totals come from the agents' own counts (Claude Code `message.usage` with streaming splits kept once,
Codex `token_count` events, Pi/OpenClaw `usage`), as ccusage reports them. Categories are measured in
CJK-weighted chars; the rate that turns them into tokens is fitted per session to the context sizes
the agent recorded: at every recorded turn after the last compaction, context = S + rate × chars so
far, where S (system prompt and tool schemas) is the intercept. A session without two such turns
keeps the chars/4 estimate.
"""

from __future__ import annotations

from typing import Sequence

from memtui.core.tokens import CALIBRATED, ESTIMATE_SCALE, TokenScale

MIN_PER_CHAR, MAX_PER_CHAR = 1 / 12, 1 / 1.2     # a plausible fitted rate: 1.2..12 chars per token


def fit_rate(points: Sequence[tuple[int, int]]) -> float | None:
    """Tokens per weighted char from (chars in context so far, recorded context tokens) pairs: the least-squares
    slope with an intercept (the system prompt), through the origin when that intercept comes out negative;
    None when the chars do not vary (fewer than two distinct turns) or the slope lies outside 1.2..12 chars per
    token (recorded usage that does not follow the transcript, e.g. trimmed or hand-written files)."""
    if len({c for c, _ in points}) < 2:
        return None
    n = len(points)
    mean_c = sum(c for c, _ in points) / n
    mean_t = sum(t for _, t in points) / n
    var = sum((c - mean_c) ** 2 for c, _ in points)
    slope = sum((c - mean_c) * (t - mean_t) for c, t in points) / var
    if mean_t - slope * mean_c < 0:
        slope = sum(c * t for c, t in points) / sum(c * c for c, _ in points)
    return slope if MIN_PER_CHAR <= slope <= MAX_PER_CHAR else None


def calibrated_scale(points: Sequence[tuple[int, int]]) -> TokenScale:
    """The calibrated scale, or the estimate when the points do not allow a fit."""
    rate = fit_rate(points)
    return ESTIMATE_SCALE if rate is None else TokenScale(CALIBRATED, rate)
