"""One session's context usage: whole file and active context by category, the reported total,
the system prompt, the timeline with its compactions, and the what-if pruning."""

from __future__ import annotations

import json
from typing import Any

from memtui.core.sessions import model as m
from memtui.core.sessions.tree import SessionTree, first_prompt
from memtui.core.tokens import ESTIMATE_SCALE, exact_scale
from memtui.core.usage.attribution import PieceCache
from memtui.core.usage.calibrate import calibrated_scale
from memtui.core.usage.line_facts import LineFacts
from memtui.core.usage.context import ContextView, context_view, kept_after_compaction
from memtui.core.usage.result import (
    DEFAULT_PRUNE, GAP_RATIO, SYSTEM_PROMPT, THINKING, Amount, Compaction, Curve, PruneSettings, RecordedUsage,
    SessionUsage, SystemPrompt, TimelinePoint, UsageGap,
)
from memtui.core.usage.system_prompt import derived_system_prompt, recorded_system_prompt
from memtui.core.usage.whatif import simulate_pruning


def _raw(node: m.Node) -> dict[str, Any]:
    try:
        data = json.loads(node.raw) if node.raw else {}
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _positive(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def recorded_compaction_tokens(node: m.Node) -> tuple[int | None, int | None]:
    """(before, after) as the agent recorded them: pi `tokensBefore`, Claude `preTokens`/`postTokens`."""
    before = _positive(node.extra.get("tokens_before"))
    meta = _raw(node).get("compactMetadata") if node.type == "system/compact_boundary" else None
    after = _positive(meta.get("postTokens")) if isinstance(meta, dict) else None
    return before, after


def usage_tokens(node: m.Node) -> int | None:
    """The context size a node's reported usage implies (None when absent or zero)."""
    if node.usage is None:
        return None
    return _positive(node.usage.context_tokens)


KEEP_FACTS_UP_TO = 100_000    # entries: above, per-entry facts are derived again when needed, not kept


def analyze_path(path: str, prune: PruneSettings = DEFAULT_PRUNE, exact: bool = False) -> SessionUsage:
    """Parse and analyse one transcript, decoding each line once: the content is measured as the parser
    reads it (`LineFacts`), and the analysis never decodes a line again (tiktoken (`exact`) and SQLite store
    sessions go through the nodes)."""
    from memtui.core.sessions import parse_session
    from memtui.core.sessions.content_pass import parse_with_content
    from memtui.core.sessions.stores import is_store_path

    if exact or is_store_path(path):
        return analyze_session(parse_session(path), prune, exact=exact)
    table = LineFacts()
    session = parse_with_content(path, table.add)
    return analyze_session(session, prune, table=table)


def analyze_session(session: m.Session, prune: PruneSettings = DEFAULT_PRUNE,
                    tree: SessionTree | None = None, exact: bool = False,
                    table: LineFacts | None = None) -> SessionUsage:
    """Attribute a parsed session; never raises on odd content.

    Categories are counted in CJK-weighted chars at a rate fitted to the session's recorded usage
    (`calibrate.py`), or exactly with tiktoken when `exact`. Pass `tree` when the session's tree is
    already built, and `table` when its lines were measured as it was parsed (`analyze_path`). Active
    context leaves out the thinking of turns before the last user prompt: the agents do not send it again
    (Anthropic drops earlier turns' thinking; Codex keeps reasoning within a turn)."""
    tree = tree if tree is not None and tree.session is session else SessionTree.build(session)
    view = context_view(session, tree)
    stale = _stale_before(view.context)
    keep = len(session.nodes) <= KEEP_FACTS_UP_TO
    cache = PieceCache(exact_scale(), keep=keep) if exact else PieceCache(ESTIMATE_SCALE, table, keep)
    if not exact:
        scale = calibrated_scale(_fit_points(view, cache, stale))
        # measured lines need no copy at the new rate: their facts are derived from the table when asked
        cache = PieceCache(scale, table, keep) if table is not None else cache.rescaled(scale)
    active = cache.breakdown(view.context)
    recorded = RecordedUsage()
    whole = cache.whole(session.nodes, recorded)
    not_resent = Amount()
    for node in view.context[:stale]:
        for piece in cache.pieces(node):
            if piece.category == THINKING:
                not_resent.add(piece.chars, piece.tokens)
    active[THINKING].chars -= not_resent.chars
    active[THINKING].tokens -= not_resent.tokens

    reported, reported_index = _last_reported(view, cache)
    covered = view.context[: reported_index + 1] if reported_index is not None else []
    covered_tokens = sum(cache.tokens(n) for n in covered) - sum(
        p.tokens for n in covered[:stale] for p in cache.pieces(n) if p.category == THINKING)
    system = recorded_system_prompt(session, cache.scale)
    if system is None:
        system = derived_system_prompt(reported, covered_tokens)
    for bd in (whole, active):
        bd[SYSTEM_PROMPT].add(system.chars, system.tokens)

    timeline, compactions = _timeline(view, cache, system)
    compactions = _all_compactions(tree, compactions, cache, system)
    gap = UsageGap(reported, covered_tokens + system.tokens) if reported else None
    if gap is not None and gap.ratio <= GAP_RATIO:
        gap = None
    warnings = list(session.warnings) + ([session.error] if session.error else [])
    return SessionUsage(
        path=session.path,
        format=session.format,
        whole=whole,
        active=active,
        reported_context_tokens=reported,
        system_prompt=system,
        compactions=compactions,
        timeline=timeline,
        what_if=simulate_pruning(view.context, cache, prune),
        entries=len(session.nodes),
        malformed=len(session.malformed),
        warnings=warnings,
        name=session.name or first_prompt(session) or session.path.rsplit("/", 1)[-1],
        thinking_not_resent=not_resent,
        usage_gap=gap,
        recorded=recorded,
        tokenizer=cache.scale.name,
        chars_per_token=cache.scale.chars_per_token,
    )


def _fit_points(view: ContextView, cache: PieceCache, stale: int) -> list[tuple[int, int]]:
    """(weighted chars of the context so far, recorded context tokens) at each recorded turn after the last
    compaction; earlier turns' thinking is left out once a later prompt exists, as the agents drop it."""
    after_cut = _after_cut(view)
    points: list[tuple[int, int]] = []
    chars = 0
    for index, node in enumerate(view.context):
        weight, thinking, usage = cache.weights(node)
        chars += weight - thinking if index < stale else weight
        tokens = _positive(usage.context_tokens) if usage is not None else None
        if tokens is not None and (after_cut is None or id(node) in after_cut):
            points.append((chars, tokens))
    return points


def _stale_before(context: list[m.Node]) -> int:
    """How many context entries lie before the last typed user prompt (their thinking is not sent again)."""
    return next((i for i in range(len(context) - 1, -1, -1)
                 if context[i].kind == m.USER and context[i].role == "user"), 0)


def _after_cut(view: ContextView) -> set[int] | None:
    """`id()` of the path entries after the last compaction marker; None when the path has none (every entry
    is after it: no set of a million ids)."""
    return set(map(id, view.after_last_compaction)) if view.kept_after else None


def _all_compactions(tree: SessionTree, on_path: list[Compaction], cache: PieceCache,
                     system: SystemPrompt) -> list[Compaction]:
    """Every compaction in the file, in file order: those on the active path as the timeline measured
    them, the others (abandoned branches) from what the agent recorded, else estimated on their own path."""
    known = {c.id: c for c in on_path}
    found: list[Compaction] = []
    for comp_id in tree.compactions:
        node = tree.nodes[comp_id]
        if node.source:
            continue
        if comp_id in known:
            found.append(known[comp_id])
            continue
        path = [tree.nodes[k] for k in tree.path_to(comp_id) if not tree.nodes[k].source]
        rec_before, rec_after = recorded_compaction_tokens(node)
        start = max((i for i, n in enumerate(path[:-1]) if n.kind == m.COMPACTION), default=-1) + 1
        before = rec_before if rec_before is not None else system.tokens + sum(
            cache.tokens(n) for n in path[start:-1])
        after = rec_after if rec_after is not None else system.tokens + sum(
            cache.tokens(n) for n in kept_after_compaction(path, len(path) - 1))
        found.append(Compaction(comp_id, node.line, before, after, rec_before is not None, rec_after is not None,
                                on_active_path=False))
    found.sort(key=lambda c: c.line)
    return found


def _last_reported(view: ContextView, cache: PieceCache) -> tuple[int | None, int | None]:
    """The last reported usage after the last compaction, and its index in the active context.

    Before the first reply after a compaction the last usage describes the old context (pi's
    `getContextUsage` returns null then), so it does not count.
    """
    after_cut = _after_cut(view)
    for index in range(len(view.context) - 1, -1, -1):
        node = view.context[index]
        if after_cut is not None and id(node) not in after_cut:
            continue
        usage = cache.facts(node).usage
        tokens = _positive(usage.context_tokens) if usage is not None else None
        if tokens is not None:
            return tokens, index
    return None, None


def _timeline(
    view: ContextView, cache: PieceCache, system: SystemPrompt
) -> tuple[list[TimelinePoint], list[Compaction]]:
    """Context size per turn along the active path, resetting at every compaction.

    A turn ends at the last assistant node of a run (streaming splits, Codex reasoning + call +
    message) or at a reported usage, which replaces the estimate of the run it closes. Past
    2 × MAX_TIMELINE_POINTS points the curve is thinned (`thin_timeline`): per pair of turns the larger.
    """
    curve = Curve(system.tokens)
    compactions: list[Compaction] = []
    counted: set[int] = set()
    for node in view.path:
        kept = view.kept_after.get(id(node))
        if kept is not None:
            rec_before, rec_after = recorded_compaction_tokens(node)
            before = rec_before if rec_before is not None else curve.running
            after = rec_after if rec_after is not None else system.tokens + sum(cache.tokens(n) for n in kept)
            counted.update(id(n) for n in kept)
            compactions.append(Compaction(node.id, node.line, before, after,
                                          rec_before is not None or curve.measured, rec_after is not None))
            curve.compaction(TimelinePoint(node.id, node.line, after, rec_after is not None, compaction=True))
            continue
        facts = cache.facts_once(node)  # read once, not kept: the path may hold a million entries
        reported = _positive(facts.usage.context_tokens) if facts.usage is not None else None
        counts = facts.counts and id(node) not in counted
        curve.entry(node.id, node.line, facts.tokens if counts else None, reported, node.kind == m.ASSISTANT)
    return curve.points, compactions
