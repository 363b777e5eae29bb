"""The linear usage pass's state as plain JSON data (`LinearClaude.to_state` / `from_state`): what `resume.py`
keeps beside a transcript's usage cache entry to continue reading it when it grows."""

from __future__ import annotations

from array import array
from typing import TYPE_CHECKING, Any

from memtui.core.sessions.detect import CLAUDE_CODE, PI

if TYPE_CHECKING:
    from memtui.core.usage.linear import LinearClaude

STATE_VERSION = 6          # 2: timestamps kept (the latest leaf is the active one); 3: fragments in one array; 4: Pi;
                           # 5: whether a line carries `parentUuid`; 6: Pi compactions
_SLOT = 5                  # a streaming fragment's slot: its entry, then input, output, cache read, cache write


def state_of(self: LinearClaude) -> dict[str, Any]:
    """Everything needed to continue reading later, as plain JSON data (copies: reading on changes nothing)."""
    return {
        "version": STATE_VERSION, "entries": self.entries, "decided": self.decided, "format": self.format,
        "undecided": list(self.undecided), "uuids": list(self.index_of),
        "dangling": sorted(self.dangling), "linked": self.linked, "parents": self.parents.tolist(),
        "stamps": list(self.stamps),
        "title": self.title, "ai_title": self.ai_title, "prompt": self.prompt, "recorded": list(self.recorded),
        "fragments": list(self.fragments), "fragment_values": self.fragment_values.tolist(),
        "flags": list(self.flags),
        "lines": self.lines.tolist(), "context": self.context.tolist(), "ids": list(self.ids),
        "first_block": self.first_block.tolist(),
        "codes": list(self.codes), "chars": self.chars.tolist(), "weights": self.weights.tolist(),
        "compacted": [[index, first_kept, before] for index, (first_kept, before) in self.compacted.items()],
    }


def restore(self: LinearClaude, state: dict[str, Any]) -> LinearClaude:
    """The inverse of `to_state` (raises KeyError, TypeError or ValueError on a damaged state)."""
    if state["version"] != STATE_VERSION:
        raise ValueError("state version")
    self.entries, self.decided = int(state["entries"]), bool(state["decided"])
    if state["format"] not in (CLAUDE_CODE, PI):
        raise ValueError("state format")
    self.format = state["format"]
    self.undecided = [(int(n), o) for n, o in state["undecided"]]
    self.index_of = {str(uuid): index for index, uuid in enumerate(state["uuids"])}
    self.dangling = {str(parent) for parent in state["dangling"]}
    self.linked = bool(state["linked"])
    self.parents = array("q", state["parents"])
    self.stamps = [stamp if isinstance(stamp, str) else None for stamp in state["stamps"]]
    self.title, self.ai_title, self.prompt = state["title"], state["ai_title"], state["prompt"]
    self.recorded = [int(v) for v in state["recorded"]]
    self.fragments = {str(key): slot for slot, key in enumerate(state["fragments"])}
    self.fragment_values = array("q", state["fragment_values"])
    self.flags, self.codes = bytearray(state["flags"]), bytearray(state["codes"])
    self.lines, self.context = array("q", state["lines"]), array("q", state["context"])
    self.ids = list(state["ids"])
    self.first_block = array("q", state["first_block"])
    self.chars, self.weights = array("q", state["chars"]), array("q", state["weights"])
    self.compacted = {int(index): (None if first_kept is None else str(first_kept),
                                   None if before is None else int(before))
                      for index, first_kept, before in state["compacted"]}
    if not (len(self.flags) == len(self.lines) == len(self.context) == len(self.ids) == len(self.first_block) - 1
            == len(self.parents) == len(self.index_of) == len(self.stamps)
            and len(self.codes) == len(self.chars) == len(self.weights) == self.first_block[-1]
            and len(self.fragment_values) == _SLOT * len(self.fragments)
            and all(0 <= index < len(self.flags) for index in self.compacted)):
        raise ValueError("state arrays disagree")
    return self
