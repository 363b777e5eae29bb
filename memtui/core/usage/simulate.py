"""What-if compaction: replay a session's context growth under another agent's strategy.

The replay walks the active path (recorded compactions and their summaries left out), adds each
message's tokens, and at every model call applies the strategy. Sizes use one estimator, the one Pi
and Hermes use to decide (chars/4 per message, rounded up; images 4,800 chars); the part of the
context no message explains (system prompt + tools) is calibrated from the first reported usage.

Strategies (constants checked in each agent's code; see the report of issue 17):
- `pi`: `contextTokens > window − reserveTokens (16,384)` at the end of a run; keep the newest
  ≥ `keepRecentTokens` (20,000) from a user/assistant entry, summarise the rest
  (`@mariozechner/pi-coding-agent` 0.73.1 `dist/core/compaction/compaction.js`).
- `ironclaw`: at 80 % of the window per turn: ≥ 95 % truncate to the last 3 turns, ≥ 85 % summarise
  keeping 5 turns (summary ≤ 1,024 tokens), else move old turns to the workspace keeping 10
  (`src/agent/context_monitor.rs`, `src/agent/compaction.rs`).
- `hermes`: at 75 % of windows < 512K (else 50 %, floor 64,000; 85 % when the floor reaches the
  window); protect the first 3 messages and a tail of 20 % of the threshold; the summary is 20 % of
  what it replaces, 2,000..min(5 % of the window, 10,000). Anti-thrash: after two ineffective
  compactions in a row (saved < 10 %, or still over the threshold) it stops compacting
  (`hermes-agent` 0.19.0 `agent/context_compressor.py`).
- `openclaw-ttl`: cache-ttl pruning (the what-if of `whatif.py`) at every call: tool results before
  the Nth-last assistant, over the minimum size, become the placeholder.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from memtui.core.sessions import model as m
from memtui.core.usage.analysis import usage_tokens
from memtui.core.usage.result import SessionUsage
from memtui.core.usage.attribution import PieceCache, in_context
from memtui.core.usage.context import context_view
from memtui.core.usage.result import DEFAULT_PRUNE, DEFAULT_WINDOW, STRATEGIES, PruneSettings
from memtui.core.usage.whatif import _result_groups

PI_RESERVE, PI_KEEP_RECENT = 16_384, 20_000
IRONCLAW_THRESHOLD = 0.80
HERMES_SMALL_WINDOW, HERMES_MIN_CONTEXT = 512_000, 64_000
DEFAULT_SUMMARY_TOKENS = 1_200


@dataclass
class SimPoint:
    """One simulated compaction: where, and the context around it."""

    entry: str                      # id of the message whose call triggered it
    line: int
    tokens_before: int
    tokens_after: int
    kind: str = "compaction"        # compaction | truncate | workspace | summarize | prune
    first_kept: str = ""            # id of the first message kept after it (summaries aside)


@dataclass
class Simulation:
    """One strategy's replay of one session."""

    strategy: str
    window: int
    compactions: int = 0
    peak_tokens: int = 0
    mean_tokens: int = 0
    resent_tokens: int = 0          # Σ of the context sent with every model call
    dropped_entries: int = 0        # messages summarised, truncated, archived or cleared
    skipped: int = 0                # compactions the anti-thrash rule refused (hermes)
    points: list[SimPoint] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "strategy": self.strategy, "window": self.window, "compactions": self.compactions,
            "peak_tokens": self.peak_tokens, "mean_tokens": self.mean_tokens, "resent_tokens": self.resent_tokens,
            "dropped_entries": self.dropped_entries, "skipped": self.skipped,
            "points": [{"entry": p.entry, "line": p.line, "tokens_before": p.tokens_before,
                        "tokens_after": p.tokens_after, "kind": p.kind, "first_kept": p.first_kept}
                       for p in self.points],
        }


@dataclass
class _Msg:
    node: m.Node
    tokens: int
    turn: int                       # index of the user turn it belongs to


class _Replay:
    """The running context of one replay: base + (summary) + the messages still in it."""

    def __init__(self, base: int) -> None:
        self.base = base
        self.summary = 0
        self.kept: list[_Msg] = []
        self.calls: list[int] = []

    @property
    def tokens(self) -> int:
        return self.base + self.summary + sum(x.tokens for x in self.kept)


def estimate(node: m.Node, cache: PieceCache) -> int:
    """Pi's / Hermes' estimate of one message: its chars (tool calls as name + JSON) / 4, rounded up."""
    return math.ceil(sum(p.chars for p in cache.pieces(node)) / 4)


def replay_messages(session: m.Session) -> list[m.Node]:
    """The active path's messages, recorded compactions and their summaries left out."""
    view = context_view(session)
    return [n for n in view.path if in_context(n) and n.kind not in (m.COMPACTION, m.SUMMARY)]


def _calibrate(messages: Sequence[_Msg], usage: SessionUsage | None) -> int:
    running = 0
    for x in messages:
        running += x.tokens
        reported = usage_tokens(x.node) if x.node.kind == m.ASSISTANT else None
        if reported is not None:
            return max(0, reported - running)
    return usage.system_prompt.tokens if usage is not None else 0


def _is_call(messages: Sequence[_Msg], index: int, run_end_only: bool) -> bool:
    """A model call ends at an assistant message (at the end of a run when `run_end_only`)."""
    if messages[index].node.kind != m.ASSISTANT:
        return False
    if not run_end_only:
        return True
    return index + 1 >= len(messages) or messages[index + 1].node.kind == m.USER


def _recorded_summaries(session: m.Session, cache: PieceCache) -> list[int]:
    return [estimate(n, cache) for n in context_view(session).path if n.kind == m.COMPACTION and n.blocks]


def _pi_cut(kept: list[_Msg]) -> int:
    """Index of the first kept message: walk back to ≥ keepRecentTokens, then on to a user/assistant."""
    total = 0
    for i in range(len(kept) - 1, -1, -1):
        total += kept[i].tokens
        if total >= PI_KEEP_RECENT:
            for j in range(i, len(kept)):
                if kept[j].node.kind in (m.USER, m.ASSISTANT):
                    return j
            return len(kept)
    return 0


def _turn_cut(kept: list[_Msg], keep_turns: int) -> int:
    turns = sorted({x.turn for x in kept})
    if len(turns) <= keep_turns:
        return 0
    first = turns[-keep_turns]
    return next(i for i, x in enumerate(kept) if x.turn >= first)


def _hermes_threshold(window: int) -> int:
    pct = 0.75 if window < HERMES_SMALL_WINDOW else 0.50
    floored = max(int(window * pct), HERMES_MIN_CONTEXT)
    return max(1, min(int(window * 0.85), window - 1)) if floored >= window else floored


def simulate(session: m.Session, strategy: str, window: int = DEFAULT_WINDOW, *,
             usage: SessionUsage | None = None, prune: PruneSettings = DEFAULT_PRUNE) -> Simulation:
    """Replay `session` under `strategy` with a context `window` (tokens)."""
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r} (one of {', '.join(STRATEGIES)})")
    cache = PieceCache()
    turn = 0
    messages: list[_Msg] = []
    for node in replay_messages(session):
        if node.kind == m.USER:
            turn += 1
        messages.append(_Msg(node, estimate(node, cache), turn))
    state = _Replay(_calibrate(messages, usage))
    sim = Simulation(strategy, window)
    recorded = _recorded_summaries(session, cache)
    step: Callable[[_Replay, Simulation, _Msg], None]
    if strategy == "openclaw-ttl":
        step = _ttl_step(messages, cache, prune)
    else:
        step = {"pi": _pi_step, "ironclaw": _ironclaw_step, "hermes": _hermes_step()}[strategy]
    for index, msg in enumerate(messages):
        state.kept.append(msg)
        if msg.node.kind != m.ASSISTANT:
            continue
        state.calls.append(state.tokens)          # every assistant message is one model call
        if not _is_call(messages, index, run_end_only=strategy in ("pi", "ironclaw")):
            continue
        before = sim.compactions
        step(state, sim, msg)
        if sim.compactions > before and strategy != "openclaw-ttl":
            state.summary = _summary_size(strategy, sim, recorded, window)
            sim.points[-1].tokens_after = state.tokens
    if state.calls:
        sim.peak_tokens = max(state.calls)
        sim.mean_tokens = round(sum(state.calls) / len(state.calls))
        sim.resent_tokens = sum(state.calls)
    return sim


def _summary_size(strategy: str, sim: Simulation, recorded: list[int], window: int) -> int:
    point = sim.points[-1]
    if point.kind in ("truncate", "workspace"):
        return 0
    if strategy == "ironclaw":
        return 1_024
    if strategy == "hermes":
        return point.tokens_after   # set by the step: the summary it computed
    index = sim.compactions - 1
    return recorded[index] if index < len(recorded) else (recorded[-1] if recorded else DEFAULT_SUMMARY_TOKENS)


def _compact(state: _Replay, sim: Simulation, msg: _Msg, cut: int, kind: str) -> bool:
    if cut <= 0:
        return False
    before = state.tokens
    sim.dropped_entries += cut
    state.kept = state.kept[cut:]
    sim.compactions += 1
    first = state.kept[0].node.id if state.kept else ""
    sim.points.append(SimPoint(msg.node.id, msg.node.line, before, state.tokens, kind, first))
    return True


def _pi_step(state: _Replay, sim: Simulation, msg: _Msg) -> None:
    if state.tokens > sim.window - PI_RESERVE:
        _compact(state, sim, msg, _pi_cut(state.kept), "compaction")


def _ironclaw_step(state: _Replay, sim: Simulation, msg: _Msg) -> None:
    ratio = state.tokens / sim.window if sim.window else 1.0
    if ratio < IRONCLAW_THRESHOLD:
        return
    if ratio > 0.95:
        _compact(state, sim, msg, _turn_cut(state.kept, 3), "truncate")
    elif ratio > 0.85:
        _compact(state, sim, msg, _turn_cut(state.kept, 5), "summarize")
    else:
        _compact(state, sim, msg, _turn_cut(state.kept, 10), "workspace")


def _hermes_step() -> Callable[[_Replay, Simulation, _Msg], None]:
    ineffective = 0

    def step(state: _Replay, sim: Simulation, msg: _Msg) -> None:
        nonlocal ineffective
        threshold = _hermes_threshold(sim.window)
        if state.tokens < threshold:
            return
        if ineffective >= 2:
            sim.skipped += 1
            return
        messages_before = state.summary + sum(x.tokens for x in state.kept)
        head = min(3, len(state.kept))
        tail_budget, tail, start = int(threshold * 0.20), 0, len(state.kept)
        while start > head and tail + state.kept[start - 1].tokens <= tail_budget:
            start -= 1
            tail += state.kept[start].tokens
        while start > head and state.kept[start].node.kind == m.TOOL_RESULT:
            start -= 1          # never split a tool call from its result
        middle = state.kept[head:start]
        if not middle:
            ineffective += 1
            return
        content = state.summary + sum(x.tokens for x in middle)
        summary = max(2_000, min(int(content * 0.20), min(int(sim.window * 0.05), 10_000)))
        before = state.tokens
        state.kept = state.kept[:head] + state.kept[start:]
        sim.dropped_entries += len(middle)
        sim.compactions += 1
        state.summary = 0
        first = state.kept[head].node.id if len(state.kept) > head else ""
        sim.points.append(SimPoint(msg.node.id, msg.node.line, before, summary, "compaction", first))
        messages_after = summary + sum(x.tokens for x in state.kept)
        saved = (messages_before - messages_after) / messages_before if messages_before else 0.0
        after = state.base + messages_after
        ineffective = ineffective + 1 if (saved < 0.10 or after >= threshold) else 0

    return step


def _ttl_step(messages: Sequence[_Msg], cache: PieceCache,
              prune: PruneSettings) -> Callable[[_Replay, Simulation, _Msg], None]:
    placeholder = cache.count(prune.placeholder)
    cleared: set[int] = set()
    first_user = next((i for i, x in enumerate(messages) if x.node.kind == m.USER), None)

    def step(state: _Replay, sim: Simulation, msg: _Msg) -> None:
        if first_user is None:
            return
        assistants = [i for i, x in enumerate(state.kept) if x.node.kind == m.ASSISTANT]
        keep = prune.keep_last_assistants
        if keep <= 0 or len(assistants) < keep:
            return
        cut = assistants[-keep]
        before = state.tokens
        removed = 0
        for index, x in enumerate(state.kept[:cut]):
            if index <= first_user or id(x.node) in cleared:
                continue
            groups = [g for g in _result_groups(x.node, cache) if not g[2] and g[0] > prune.min_chars]
            if not groups:
                continue
            cleared.add(id(x.node))
            saved = sum(math.ceil(g[0] / 4) - placeholder for g in groups)
            x.tokens = max(0, x.tokens - max(0, saved))
            removed += len(groups)
        if removed:
            sim.compactions += 1
            sim.dropped_entries += removed
            sim.points.append(SimPoint(msg.node.id, msg.node.line, before, state.tokens, "prune"))

    return step


def simulate_all(session: m.Session, strategies: Sequence[str], window: int = DEFAULT_WINDOW, *,
                 usage: SessionUsage | None = None, prune: PruneSettings = DEFAULT_PRUNE) -> list[Simulation]:
    """Every requested strategy on one session."""
    return [simulate(session, s, window, usage=usage, prune=prune) for s in strategies]


def session_extras(usage: SessionUsage, strategies: Sequence[str], window: int, memory_text: str = "",
                   prune: PruneSettings = DEFAULT_PRUNE) -> dict[str, Any]:
    """What `memtui stats` adds for one session: loss audits of its compactions and the simulations.

    The transcript is parsed again only when there is something to do (compactions, or strategies).
    """
    from memtui.core.sessions import parse_session
    from memtui.core.usage.compaction_loss import audit_session

    if not usage.compactions and not strategies:
        return {}
    session = parse_session(usage.path)
    out: dict[str, Any] = {}
    if usage.compactions:
        audits = audit_session(session, memory_text)
        out["audits"] = {a.id: a.to_json() for a in audits}
        out["audit_objects"] = audits          # for the text report and --save-lost; not in the JSON
    if strategies:
        out["simulations"] = [s.to_json() for s in simulate_all(session, strategies, window, usage=usage, prune=prune)]
    return out


def simulate_file(path: str, strategy: str, window: int = DEFAULT_WINDOW) -> Simulation:
    """Parse one transcript and replay it (the Usage pane's overlay; runs in a worker)."""
    from memtui.core.sessions import parse_session
    from memtui.core.usage.analysis import analyze_session

    session = parse_session(path)
    return simulate(session, strategy, window, usage=analyze_session(session))
