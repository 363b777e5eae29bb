"""Small helpers every transcript parser shares: numbers, text of odd values, synthetic ids."""

from __future__ import annotations

import json
import math
import re
import threading
from dataclasses import MISSING, fields
from datetime import datetime, timezone
from typing import Any, Callable

from memtui.core.sessions.model import Block, Node


def as_int(value: Any) -> int:
    """An int from a usage field (missing, null, infinite, NaN, negative or junk count as 0)."""
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return max(value, 0)
    if isinstance(value, float) and math.isfinite(value):
        return max(int(value), 0)
    return 0


def as_text(value: Any) -> str:
    """Readable text of a value that should be a string but may be anything.

    Lists are flattened (a `{"text": …}` item gives its text) without recursion, so nesting of any
    depth is safe; other values are their JSON text."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    parts: list[str] = []
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict) and "text" in item and item is not value:
            item = item["text"]
        if item is None:
            continue
        if isinstance(item, str):
            if item:
                parts.append(item)
        elif isinstance(item, list):
            stack.extend(reversed(item))
        else:
            parts.append(json_text(item))
    return "\n".join(parts)


def json_text(value: Any) -> str:
    """Compact-ish JSON text of any value (never raises: too deep or odd values give their repr)."""
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return str(value)[:10000] if not isinstance(value, (dict, list)) else f"[{type(value).__name__} too deep to show]"


_SURROGATE = re.compile("[\ud800-\udfff]")


def escape_surrogates(text: str) -> str:
    """Lone surrogates (from JSON `\\ud800` escapes) written back as escapes, so the text encodes as UTF-8."""
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def str_or_none(value: Any) -> str | None:
    """A string field as written, or None when the file holds something else there."""
    return value if isinstance(value, str) else None


def parse_arguments(value: Any) -> Any:
    """Tool-call arguments as parsed JSON where they were written as a JSON string."""
    if isinstance(value, str):
        try:
            return json.loads(value)
        except ValueError:
            return value
    return value


def line_id(line: int) -> str:
    """The synthetic id of an entry that has none in the file (Pi v1, Codex, uuid-less lines)."""
    return f"L{line}"


def other_block(item: Any) -> Block:
    """A block memtui does not know, kept as its JSON text."""
    kind = item.get("type") if isinstance(item, dict) else None
    return Block("other", text=as_text(item), name=kind if isinstance(kind, str) else None)


def timestamp_key(value: str | None) -> float:
    """Seconds since the epoch for an ISO timestamp (naive means UTC); unknown sorts first."""
    if not value or not isinstance(value, str):
        return float("-inf")
    try:
        text = value[:-1] + "+00:00" if value.endswith("Z") else value
        moment = datetime.fromisoformat(text)
    except ValueError:
        return float("-inf")
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.timestamp()


# ---------------------------------------------------------------------------------- lazy nodes
LAZY_FIELDS = ("blocks", "usage", "extra")
# `lazy_node` leaves every other defaulted field to the class attribute the dataclass made of it.
assert all(getattr(Node, f.name, MISSING) == f.default for f in fields(Node)
           if f.name not in LAZY_FIELDS and f.default is not MISSING)


class LazyNode(Node):
    """A `Node` whose content (`blocks`, `usage`, `extra`) is decoded from `raw` on first access.

    The tree needs only ids, kinds and timestamps; decoding every entry's blocks up front would
    double the cost of parsing a long session. Reading or setting any lazy field first fills all
    three with `filler(node, json_object)`, the same function an eager parser calls.
    """

    def _materialize(self) -> None:
        with _LAZY_LOCK:  # the UI thread and a worker may touch the same node
            state = self.__dict__
            filler = state.get("_filler")
            if filler is None or state.get("_loading"):
                return
            state["_loading"] = True
            state["_blocks"], state["_usage"], state["_extra"] = [], None, {}
            try:
                obj = json.loads(self.raw)
                if isinstance(obj, dict):
                    filler(self, obj)
            except (ValueError, RecursionError):
                pass
            finally:
                del state["_loading"], state["_filler"]


_LAZY_LOCK = threading.RLock()


def _lazy_field(name: str) -> property:
    key = "_" + name

    def get(self: LazyNode) -> Any:
        state = self.__dict__
        if "_filler" in state:
            self._materialize()
        return state[key]

    def put(self: LazyNode, value: Any) -> None:
        state = self.__dict__
        if "_filler" in state:
            self._materialize()
        state[key] = value

    return property(get, put)


for _name in LAZY_FIELDS:
    setattr(LazyNode, _name, _lazy_field(_name))


def detached(node: Node) -> Node:
    """The node itself when its content is decoded; else a throw-away copy that decodes it, so reading
    every entry once (whole-file stats) does not leave every entry decoded in memory."""
    state = node.__dict__
    if "_filler" not in state:
        return node
    copy = _new(LazyNode)
    copy.__dict__ = dict(state)
    return copy


def lazy_node(node_id: str, parent_id: str | None, line: int, kind: str, role: str | None,
              timestamp: str | None, raw: str, kind_as_written: str,
              filler: Callable[[Node, dict[str, Any]], None]) -> LazyNode:
    """A LazyNode built without the dataclass `__init__` (the fast path of long sessions)."""
    node = _new(LazyNode)
    # The other fields keep their dataclass defaults, which are class attributes of `Node`: the
    # instance dict holds only what this entry sets (a smaller dict per node, built in one step).
    node.__dict__ = {"id": node_id, "parent_id": parent_id, "line": line, "kind": kind, "role": role,
                     "timestamp": timestamp, "raw": raw, "type": kind_as_written, "_filler": filler}
    return node


_new = object.__new__
