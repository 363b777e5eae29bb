"""The numbers the linear usage pass keeps (`LinearState`) and their plain JSON form (`to_state` / `from_state`):
what `resume.py` keeps beside a transcript's usage cache entry to continue reading it when it grows."""

from __future__ import annotations

from array import array
from typing import Any, TypeVar

from memtui.core.sessions.detect import CLAUDE_CODE, PI

STATE_VERSION = 6          # 2: timestamps kept (the latest leaf is the active one); 3: fragments in one array; 4: Pi;
                           # 5: whether a line carries `parentUuid`; 6: Pi compactions
_SLOT = 5                  # a streaming fragment's slot: its entry, then input, output, cache read, cache write


_State = TypeVar("_State", bound="LinearState")


class LinearState:
    """The numbers the linear pass keeps of one transcript, and their plain-data form."""

    def __init__(self) -> None:
        self.entries = 0                       # JSON-object lines (the parser's nodes)
        self.decided = False                   # the format was recognised (Claude Code or Pi)
        self.format = CLAUDE_CODE
        self.undecided: list[tuple[int, dict[str, Any]]] = []   # the first objects, before the format is known
        self.index_of: dict[str, int] = {}     # uuid -> entry
        self.dangling: set[str] = set()        # Pi: parents not written (their children are roots)
        self.parents = array("q")              # per entry: its parent entry (-1: a root)
        self.stamps: list[str | None] = []     # per entry: its timestamp as written (the latest leaf is active)
        self.linked = False                    # Claude Code: some entry carries the `parentUuid` field (even null)
        self.title: str | None = None
        self.ai_title: str | None = None
        self.prompt: str | None = None         # the first typed prompt, as `first_prompt` names a session
        self.recorded = [0, 0, 0, 0, 0]        # input, output, cache read, cache write, turns
        self.fragments: dict[str, int] = {}    # message id + request id -> its slot in `fragment_values`
        self.fragment_values = array("q")      # per slot: the fragment's entry, then its usage (-1s: none)
        self.flags = bytearray()               # per path entry
        self.lines = array("q")
        self.context = array("q")              # recorded context tokens (0: none)
        self.ids: list[str | None] = []        # uuid of entries that can make a timeline point
        self.first_block = array("q", [0])
        self.codes = bytearray()               # per block: category code (| _IMAGE)
        self.chars = array("q")
        self.weights = array("q")
        self.compacted: dict[int, tuple[str | None, int | None]] = {}   # Pi compaction entry -> (first kept id,
                                                                         # tokens recorded before it)

    def to_state(self) -> dict[str, Any]:
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

    @classmethod
    def from_state(cls: type[_State], state: dict[str, Any]) -> _State:
        """The inverse of `to_state` (raises KeyError, TypeError or ValueError on a damaged state)."""
        self = cls()
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
