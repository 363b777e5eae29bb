"""The linear usage pass on a Pi session holding compactions: the numbers `analysis.analyze_session` gives.

Pi's context is the path from the last entry to its root (`linear_shape.path_marks`). After the last compaction
on it the model's context starts again at that compaction's `firstKeptEntryId` (when it lies on the path before
the compaction, else at the compaction itself: `SessionTree.context_path`): the active breakdown counts that
part; the rate is fitted on, and the reported context is the last of, the usage recorded after the compaction
marker (`analysis._fit_points`, `_last_reported`). The timeline follows the whole path and starts again at each
compaction, at the system prompt plus what the compaction kept (`analysis._timeline`); a compaction on an
abandoned branch is measured on its own path (`analysis._all_compactions`). The state holds every entry, so
an append — a new compaction too — is read as it comes (`resume.py`).
"""

from __future__ import annotations

from itertools import accumulate
from typing import Callable

from memtui.core.tokens import TokenScale
from memtui.core.usage.attribution import IMAGE_TOKENS
from memtui.core.usage.linear_shape import _ASSISTANT, _COMPACTION, _COUNTS, path_marks
from memtui.core.usage.linear_state import LinearState
from memtui.core.usage.result import Compaction, Curve, SystemPrompt, TimelinePoint

_IMAGE = 0x80                   # `linear._IMAGE`: a block's category code flag for an image
# the timeline and the compactions along the whole path, at the fitted rate, after the system prompt
PathCurve = Callable[[TokenScale, SystemPrompt], tuple[list[TimelinePoint], list[Compaction]]]


def compacted_view(state: LinearState) -> tuple[list[int], int, PathCurve]:
    """(the entries of the context, in file order; the position among them from which entries are after the
    last compaction's marker; the curve) of a session holding at least one compaction (`LinearClaude.finish`
    measures the context with them)."""
    path = _path(state, len(state.flags) - 1)
    marks = [at for at, entry in enumerate(path) if state.flags[entry] & _COMPACTION]
    if not marks:                            # every compaction is on an abandoned branch
        horizon = cut = 0
    else:
        last = marks[-1]
        horizon = _kept_from(state, path, last)
        cut = last - horizon + 1

    def curve(scale: TokenScale, system: SystemPrompt) -> tuple[list[TimelinePoint], list[Compaction]]:
        tokens = _entry_tokens(state, scale)
        timeline, compactions = _timeline(state, path, tokens, system)
        on_path = set(path)
        compactions += [_off_path(state, entry, tokens, system) for entry in state.compacted if entry not in on_path]
        compactions.sort(key=lambda c: c.line)
        return timeline, compactions

    return path[horizon:], cut, curve


def _path(state: LinearState, leaf: int) -> list[int]:
    """The entries from the root down to `leaf`, in file order (a parent is written before its child)."""
    on_path = path_marks(state.parents, leaf)
    return [i for i in range(leaf + 1) if on_path[i]]


def _kept_from(state: LinearState, path: list[int], at: int) -> int:
    """Where on `path` the context after the compaction at `path[at]` starts: its first kept entry when that is on
    the path before it, else the compaction itself (`context.kept_after_compaction`)."""
    first_kept = state.compacted[path[at]][0]
    ids = state.ids
    return next((start for start in range(at) if ids[path[start]] == first_kept), at)


def _entry_tokens(state: LinearState, scale: TokenScale) -> list[int]:
    """Tokens of each entry's measured blocks at `scale` (an image at its fixed count; 0 for entries not in the
    context)."""
    tokens_of = scale.tokens
    block_tokens = [IMAGE_TOKENS if code & _IMAGE else tokens_of("", weight)
                    for code, weight in zip(state.codes, state.weights, strict=True)]
    before = list(accumulate(block_tokens, initial=0))
    first = state.first_block
    return [before[first[i + 1]] - before[first[i]] for i in range(len(state.flags))]


def _timeline(state: LinearState, path: list[int], tokens: list[int],
              system: SystemPrompt) -> tuple[list[TimelinePoint], list[Compaction]]:
    """`analysis._timeline` along `path`: the curve, and each compaction on it with the size before (recorded by
    Pi, else the curve's) and after (the system prompt plus what it kept: estimated)."""
    curve = Curve(system.tokens)
    compactions: list[Compaction] = []
    flags, context, ids, lines = state.flags, state.context, state.ids, state.lines
    for at, entry in enumerate(path):
        flag = flags[entry]
        if flag & _COMPACTION:
            recorded = state.compacted[entry][1]
            before = recorded if recorded is not None else curve.running
            after = system.tokens + sum(tokens[k] for k in path[_kept_from(state, path, at):at + 1])
            compactions.append(Compaction(ids[entry] or "", lines[entry], before, after,
                                          recorded is not None or curve.measured, False))
            curve.compaction(TimelinePoint(ids[entry] or "", lines[entry], after, False, compaction=True))
            continue
        curve.entry(ids[entry] or "", lines[entry], tokens[entry] if flag & _COUNTS else None, context[entry] or None,
                    bool(flag & _ASSISTANT))
    return curve.points, compactions


def _off_path(state: LinearState, entry: int, tokens: list[int], system: SystemPrompt) -> Compaction:
    """A compaction on an abandoned branch, measured on its own path: before as Pi recorded it, else the entries
    since the compaction before it on that path; after, what it kept."""
    path = _path(state, entry)
    at = len(path) - 1
    start = max((i for i in range(at) if state.flags[path[i]] & _COMPACTION), default=-1) + 1
    recorded = state.compacted[entry][1]
    before = recorded if recorded is not None else system.tokens + sum(tokens[k] for k in path[start:at])
    after = system.tokens + sum(tokens[k] for k in path[_kept_from(state, path, at):at + 1])
    return Compaction(state.ids[entry] or "", state.lines[entry], before, after, recorded is not None, False,
                      on_active_path=False)
