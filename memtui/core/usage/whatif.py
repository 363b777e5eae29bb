"""What-if: simulate OpenClaw `cache-ttl` context pruning on a session's active context.

OpenClaw (session-formats.md §5.5) replaces old tool results in the prompt with a placeholder. The
simulation marks a tool result *old* when it lies before the Nth-last assistant turn, or (when a TTL
is given) when it is more than T seconds older than the session's last entry. An old result over the
minimum size, after the first user message and carrying no image, is replaced by the placeholder; the
tokens saved are its tokens minus the placeholder's.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from memtui.core.sessions import model as m
from memtui.core.sessions.common import timestamp_key
from memtui.core.usage.attribution import PieceCache
from memtui.core.usage.linear_shape import _ASSISTANT, _TOOL_RESULT, _USER
from memtui.core.usage.result import DEFAULT_PRUNE, TOOL_RESULTS, PruneResult, PruneSettings

def _result_groups(node: m.Node, cache: PieceCache) -> list[tuple[int, int, bool]]:
    """(chars, tokens, has_image) of each tool result a node carries.

    A Claude user line may carry several `tool_result` blocks (each its own result); a pi/Codex
    tool-result node is one result made of all its blocks.
    """
    pieces = [p for p in cache.pieces(node) if p.category == TOOL_RESULTS]
    if not pieces:
        return []
    if node.kind == m.TOOL_RESULT:
        return [(sum(p.chars for p in pieces), sum(p.tokens for p in pieces), any(p.image for p in pieces))]
    return [(p.chars, p.tokens, p.image) for p in pieces]


def nth_last(count: int, is_assistant: Callable[[int], bool], keep: int) -> int:
    """Index of the `keep`-th last of `count` entries for which `is_assistant(index)` holds (results before it
    are old); -1 when there are fewer, `count` when `keep` is 0 (every result is old)."""
    if keep <= 0:
        return count
    for index in range(count - 1, -1, -1):
        if is_assistant(index):
            keep -= 1
            if keep == 0:
                return index
    return -1


def add_savings(result: PruneResult, groups: Iterable[tuple[int, int, bool]], settings: PruneSettings,
                placeholder_tokens: int) -> None:
    """Count into `result` the old tool results (chars, tokens, has_image) the placeholder would replace: those
    over the minimum size that carry no image; a saving is never negative."""
    placeholder_chars = len(settings.placeholder)
    for chars, tokens, image in groups:
        if image or chars <= settings.min_chars:
            continue
        result.pruned += 1
        result.chars_saved += max(0, chars - placeholder_chars)
        result.tokens_saved += max(0, tokens - placeholder_tokens)


def simulate_pruning(
    context: Sequence[m.Node], cache: PieceCache, settings: PruneSettings = DEFAULT_PRUNE
) -> PruneResult:
    """Tokens `cache-ttl` pruning would save on `context` (the active messages, in order)."""
    result = PruneResult(tokens_before=sum(cache.tokens(n) for n in context))
    first_user = next((i for i, n in enumerate(context) if n.kind == m.USER), None)
    if first_user is None:
        return result
    turn_cut = nth_last(len(context), lambda i: context[i].kind == m.ASSISTANT, settings.keep_last_assistants)
    time_cut = None
    if settings.ttl_seconds is not None:
        latest = max((timestamp_key(n.timestamp) for n in context), default=float("-inf"))
        if latest != float("-inf"):
            time_cut = latest - settings.ttl_seconds
    placeholder_tokens = cache.count(settings.placeholder)
    for index in range(first_user + 1, len(context)):
        node = context[index]
        old = index < turn_cut
        if not old and time_cut is not None:
            stamp = timestamp_key(node.timestamp)
            old = stamp != float("-inf") and stamp < time_cut
        if not old:
            continue
        add_savings(result, _result_groups(node, cache), settings, placeholder_tokens)
    return result


def linear_what_if(flags: bytearray, entry_tokens: list[int], results: list[tuple[int, int, int, bool]],
                   placeholder_tokens: int, prune: PruneSettings) -> PruneResult:
    """`simulate_pruning` on the linear pass's arrays (`linear.py`; no TTL: the caller checks): per context entry
    its kind flags (`linear_shape`) and tokens; `results` are the tool-result blocks in order, (entry, chars,
    tokens, image) — a tool-result entry's blocks are one result, as `_result_groups` groups them."""
    result = PruneResult(tokens_before=sum(entry_tokens))
    first_user = next((i for i in range(len(flags)) if flags[i] & _USER), None)
    if first_user is None:
        return result
    cut = nth_last(len(flags), lambda i: bool(flags[i] & _ASSISTANT), prune.keep_last_assistants)
    groups: list[list[Any]] = []
    for entry, size, tokens, image in results:
        if not first_user < entry < cut:
            continue
        if groups and groups[-1][0] == entry and flags[entry] & _TOOL_RESULT:
            group = groups[-1]
            group[1] += size
            group[2] += tokens
            group[3] = group[3] or image
        else:
            groups.append([entry, size, tokens, image])
    add_savings(result, ((size, tokens, image) for _, size, tokens, image in groups), prune, placeholder_tokens)
    return result
