"""The results of the usage analysis as plain data (no parser imported): what `stats` prints, the Usage
pane shows and the on-disk cache keeps. The analysis modules fill them; a cached run only reads them."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

import orjson

# the category names live with the plain JSON pieces (a cached run imports only those); re-exported here
from memtui.core.usage.summary import (
    ASSISTANT_TEXT as ASSISTANT_TEXT,
    CATEGORIES as CATEGORIES,
    DEFAULT_PRUNE_FIELDS as DEFAULT_PRUNE_FIELDS,
    OTHER as OTHER,
    PLACEHOLDER as PLACEHOLDER,
    SUMMARIES as SUMMARIES,
    SYSTEM_PROMPT as SYSTEM_PROMPT,
    THINKING as THINKING,
    TOOL_CALLS as TOOL_CALLS,
    TOOL_RESULTS as TOOL_RESULTS,
    USER_INPUT as USER_INPUT,
)

if TYPE_CHECKING:
    from memtui.core.sessions.model import Usage


@dataclass
class Amount:
    """Chars and tokens of one category."""

    chars: int = 0
    tokens: int = 0

    def add(self, chars: int, tokens: int) -> None:
        self.chars += chars
        self.tokens += tokens

    def to_json(self) -> dict[str, int]:
        return {"chars": self.chars, "tokens": self.tokens}


Breakdown = dict[str, Amount]


def empty_breakdown() -> Breakdown:
    """All eight categories at zero, in canonical order."""
    return {cat: Amount() for cat in CATEGORIES}


def breakdown_total(bd: Breakdown) -> Amount:
    """The sum over every category."""
    total = Amount()
    for amount in bd.values():
        total.add(amount.chars, amount.tokens)
    return total


@dataclass
class RecordedUsage:
    """Tokens the agent recorded (Anthropic semantics: `input` excludes cache reads and writes)."""

    input: int = 0
    output: int = 0
    cache_read: int = 0
    cache_write: int = 0
    turns: int = 0

    def add(self, usage: Usage) -> None:
        self.input += usage.input
        self.output += usage.output
        self.cache_read += usage.cache_read
        self.cache_write += usage.cache_write
        self.turns += 1

    def merge(self, other: RecordedUsage) -> None:
        self.input += other.input
        self.output += other.output
        self.cache_read += other.cache_read
        self.cache_write += other.cache_write
        self.turns += other.turns

    def to_json(self) -> dict[str, int]:
        return {"input": self.input, "output": self.output, "cache_read": self.cache_read,
                "cache_write": self.cache_write, "turns": self.turns}



RECORDED = "recorded"
DERIVED = "derived"
UNKNOWN = "unknown"

@dataclass
class SystemPrompt:
    """Size of the system prompt and where the number comes from."""

    chars: int = 0
    tokens: int = 0
    source: str = UNKNOWN           # recorded | derived | unknown
    detail: str = ""                # e.g. "sessions.json systemPromptReport"


@dataclass(frozen=True)
class PruneSettings:
    """The knobs of the simulation (OpenClaw defaults where OpenClaw has one)."""

    keep_last_assistants: int = DEFAULT_PRUNE_FIELDS["keep_last_assistants"]
    ttl_seconds: float | None = DEFAULT_PRUNE_FIELDS["ttl_seconds"]
    min_chars: int = DEFAULT_PRUNE_FIELDS["min_chars"]
    placeholder: str = PLACEHOLDER


DEFAULT_PRUNE = PruneSettings()
STRATEGIES = ("pi", "ironclaw", "hermes", "openclaw-ttl")     # `stats --simulate` (simulate.py)
DEFAULT_WINDOW = 200_000


@dataclass
class PruneResult:
    """What pruning would have removed from one session's active context."""

    pruned: int = 0
    chars_saved: int = 0
    tokens_saved: int = 0
    tokens_before: int = 0          # estimated tokens of the active messages before pruning

    def to_json(self) -> dict[str, int]:
        return {
            "pruned": self.pruned,
            "chars_saved": self.chars_saved,
            "tokens_saved": self.tokens_saved,
            "tokens_before": self.tokens_before,
        }


LOW_SAVING = 0.10     # a compaction that saved less than this fraction is flagged
GAP_RATIO = 0.10      # categories and recorded usage differing by more than this are reported


@dataclass
class Compaction:
    """A compaction point on the active path with the context size around it."""

    id: str
    line: int
    tokens_before: int
    tokens_after: int
    before_measured: bool           # recorded by the agent (tokensBefore / preTokens) or taken from usage
    after_measured: bool            # recorded by the agent (postTokens)
    on_active_path: bool = True     # False: a compaction on an abandoned branch

    @property
    def saved_ratio(self) -> float:
        if not self.tokens_before:
            return 0.0
        return (self.tokens_before - self.tokens_after) / self.tokens_before

    @property
    def comparable(self) -> bool:
        """False when one side was recorded by the agent and the other estimated by memtui and the "after" is
        the larger: the two are not counted alike (an estimate includes the system prompt; a recorded count of
        an already compacted context may not), so no saving can be read from them."""
        return self.before_measured == self.after_measured or self.tokens_after <= self.tokens_before

    @property
    def low_saving(self) -> bool:
        return self.comparable and self.saved_ratio < LOW_SAVING


@dataclass
class TimelinePoint:
    """Context size at one turn of the active path (or at a compaction)."""

    node_id: str
    line: int
    tokens: int
    measured: bool                  # reported usage (True) or the running estimate (False)
    compaction: bool = False


MAX_TIMELINE_POINTS = 2000     # a longer curve is thinned as it is built (bounded memory; the pane draws ~100 columns)


def thin_timeline(points: list[TimelinePoint]) -> list[TimelinePoint]:
    """Half the points: each pair of neighbours keeps its larger point, and every compaction is kept."""
    thinned: list[TimelinePoint] = []
    for index in range(0, len(points), 2):
        pair = points[index:index + 2]
        marks = [p for p in pair if p.compaction]
        thinned.extend(marks or [max(pair, key=lambda p: p.tokens)])
    return thinned


class Curve:
    """The context-size curve, built entry by entry along the active path (the full analysis and the linear
    pass share it). A turn ends at an assistant entry or a reported usage, which replaces the estimate of the
    turn it closes; past 2 × MAX_TIMELINE_POINTS points the curve is thinned (`thin_timeline`)."""

    def __init__(self, start: int) -> None:
        self.points: list[TimelinePoint] = []
        self.running, self.measured, self.open_turn = start, False, False

    def entry(self, node_id: str, line: int, tokens: int | None, reported: int | None, assistant: bool) -> None:
        """One entry: the `tokens` it adds to the context (None: it is not in it), the context the agent
        `reported` at it (None: no usage), whether it is an assistant entry."""
        self.extend(((node_id, line, tokens, reported, assistant),))

    def extend(self, entries: Iterable[tuple[str, int, int | None, int | None, bool]]) -> None:
        """`entry` of each (node id, line, tokens, reported, assistant) in turn."""
        points, running, measured, open_turn = self.points, self.running, self.measured, self.open_turn
        for node_id, line, tokens, reported, assistant in entries:
            if tokens is not None:
                running += tokens
                measured = False
            if reported is not None:
                running, measured = reported, True
            if assistant or reported is not None:
                point = TimelinePoint(node_id, line, running, measured)
                if open_turn and points:
                    points[-1] = point
                else:
                    points.append(point)
                    if len(points) > 2 * MAX_TIMELINE_POINTS:
                        points[:-1] = thin_timeline(points[:-1])
                open_turn = not measured
            elif tokens is not None:
                open_turn = False
        self.running, self.measured, self.open_turn = running, measured, open_turn

    def compaction(self, point: TimelinePoint) -> None:
        """A compaction: the curve starts again at its `point` (measured when the agent recorded the size after)."""
        self.points.append(point)
        self.running, self.measured, self.open_turn = point.tokens, point.measured, False


@dataclass
class UsageGap:
    """The categories (estimated) against the usage the agent recorded for the same context."""

    reported: int
    categories: int

    @property
    def gap(self) -> int:
        return self.reported - self.categories

    @property
    def ratio(self) -> float:
        return abs(self.gap) / self.reported if self.reported else 0.0

    def to_json(self) -> dict[str, float | int]:
        return {"reported": self.reported, "categories": self.categories, "gap": self.gap,
                "ratio": round(self.ratio, 4)}


@dataclass
class SessionUsage:
    """Everything `memtui stats` and the usage pane show about one session."""

    path: str
    format: str
    whole: Breakdown
    active: Breakdown
    reported_context_tokens: int | None
    system_prompt: SystemPrompt
    compactions: list[Compaction] = field(default_factory=list)
    timeline: list[TimelinePoint] = field(default_factory=list)
    what_if: PruneResult = field(default_factory=PruneResult)
    entries: int = 0
    malformed: int = 0
    warnings: list[str] = field(default_factory=list)
    name: str = ""                 # session name, else first typed prompt, else file name
    thinking_not_resent: Amount = field(default_factory=Amount)   # earlier turns' thinking (not in `active`)
    usage_gap: UsageGap | None = None   # set when categories and the recorded usage differ by more than GAP_RATIO
    recorded: RecordedUsage = field(default_factory=RecordedUsage)   # the agent's own token counts, summed
    tokenizer: str = "estimate"        # calibrated | estimate | tiktoken
    chars_per_token: float | None = 4.0  # the rate categories were counted at (None: tiktoken)




def usage_to_json(usage: SessionUsage) -> dict[str, Any]:
    """The whole result as plain JSON (the on-disk cache's payload). orjson turns the dataclasses into
    JSON several times faster than `asdict`; what it refuses (an integer beyond 64 bits, a lone
    surrogate) goes through `asdict`."""
    try:
        data: dict[str, Any] = orjson.loads(orjson.dumps(usage))
    except (TypeError, ValueError):
        return asdict(usage)
    return data


def usage_from_json(data: dict[str, Any]) -> SessionUsage:
    """The inverse of `usage_to_json`; raises (KeyError, TypeError, ValueError) on a damaged payload."""
    def breakdown(raw: dict[str, Any]) -> Breakdown:
        return {cat: Amount(int(raw[cat]["chars"]), int(raw[cat]["tokens"])) for cat in CATEGORIES}

    gap = data["usage_gap"]
    return SessionUsage(
        path=str(data["path"]), format=str(data["format"]),
        whole=breakdown(data["whole"]), active=breakdown(data["active"]),
        reported_context_tokens=data["reported_context_tokens"],
        system_prompt=SystemPrompt(**data["system_prompt"]),
        compactions=[Compaction(**c) for c in data["compactions"]],
        timeline=[TimelinePoint(**p) for p in data["timeline"]],
        what_if=PruneResult(**data["what_if"]),
        entries=int(data["entries"]), malformed=int(data["malformed"]),
        warnings=[str(w) for w in data["warnings"]], name=str(data["name"]),
        thinking_not_resent=Amount(**data["thinking_not_resent"]),
        usage_gap=UsageGap(**gap) if gap is not None else None,
        recorded=RecordedUsage(**data["recorded"]),
        tokenizer=str(data["tokenizer"]), chars_per_token=data["chars_per_token"],
    )
