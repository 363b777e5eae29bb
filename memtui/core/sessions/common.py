"""Small helpers every transcript parser shares: numbers, text of odd values, synthetic ids."""

from __future__ import annotations

import json
import math
import re
import sys
import threading
from datetime import datetime, timezone
from typing import Any, Callable

from memtui.core.sessions.lines import LineSource
from memtui.core.sessions.model import Block, Node, Usage


def as_int(value: Any) -> int:
    """An int from a usage field (missing, null, infinite, NaN, negative or junk count as 0)."""
    if type(value) is int:              # the common case first (a bool is no int here)
        return value if value > 0 else 0
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
        if isinstance(value, (dict, list)):
            return f"[{type(value).__name__} too deep to show]"
        return str(value)[:10000]


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
_TREE_SLOTS = ("id", "parent_id", "line", "kind", "role", "timestamp", "type")


class LazyNode(Node):
    """A `Node` that keeps only what the tree needs, in slots; its content comes from its line on demand.

    `raw` is read back from the file by line number through a `LineSource` (or is the text a store
    gave); `blocks`, `usage` and `extra` are decoded from it on first access by `filler(node, object)`,
    the same function an eager parser calls. Rarely set fields (`label`, `sidechain`, …) go to the
    instance dict, created only for the entries that have them.
    """

    __slots__ = (*_TREE_SLOTS, "_raw", "_source", "_filler", "_blocks", "_usage", "_extra")
    _raw: str | None
    _source: LineSource | None
    _filler: Callable[[Node, dict[str, Any]], None] | None
    _blocks: list[Block]
    _usage: Usage | None
    _extra: dict[str, Any]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        """As `Node(...)` (`dataclasses.replace` calls this): a decoded node holding its text."""
        self._filler, self._source, self._raw = None, None, ""
        super().__init__(*args, **kwargs)

    def _materialize(self) -> None:
        with _LAZY_LOCK:  # the UI thread and a worker may touch the same node
            filler = self._filler
            if filler is None or filler is _loading:   # done, or being filled by this very thread
                return
            self._filler = _loading   # other threads wait on the lock, then see it filled
            self._blocks, self._usage, self._extra = [], None, {}
            try:
                obj = json.loads(self.raw)
                if isinstance(obj, dict):
                    filler(self, obj)
            except (ValueError, RecursionError):
                pass
            finally:
                self._filler = None

    @property
    def raw(self) -> str:
        """The line exactly as written (read again from the file)."""
        text = self._raw
        if text is not None:
            return text
        source = self._source
        return source.line(self.line) if source is not None else ""

    @raw.setter
    def raw(self, value: str) -> None:
        self._raw = value


_LAZY_LOCK = threading.RLock()


def _loading(node: Node, obj: dict[str, Any]) -> None:
    """The filler of a node being filled (a marker: never called)."""


def _lazy_field(name: str) -> property:
    key = "_" + name
    slot = getattr(LazyNode, key)

    def get(self: LazyNode) -> Any:
        if self._filler is not None:
            self._materialize()
        return slot.__get__(self)

    def put(self: LazyNode, value: Any) -> None:
        if self._filler is not None:
            self._materialize()
        slot.__set__(self, value)

    return property(get, put)


for _name in LAZY_FIELDS:
    setattr(LazyNode, _name, _lazy_field(_name))


def detached(node: Node) -> Node:
    """The node itself when its content is decoded; else a throw-away copy that decodes it, so reading
    every entry once (whole-file stats) does not leave every entry decoded in memory."""
    if not isinstance(node, LazyNode):
        return node
    with _LAZY_LOCK:   # not while another thread fills it
        if node._filler is None:
            return node
        copy = _new(LazyNode)
        for name in (*_TREE_SLOTS, "_raw", "_source", "_filler"):   # the content slots are unset until decoded
            setattr(copy, name, getattr(node, name))
    state = getattr(node, "__dict__", None)
    if state:
        copy.__dict__.update(state)
    return copy


def lazy_node(node_id: str, parent_id: str | None, line: int, kind: str, role: str | None,
              timestamp: str | None, raw: str | LineSource, kind_as_written: str,
              filler: Callable[[Node, dict[str, Any]], None] | None) -> LazyNode:
    """A LazyNode built without the dataclass `__init__` (the fast path of long sessions). `raw` is the
    line's text, or the source to read it back from; without a `filler` the content starts empty."""
    node = _new(LazyNode)
    node.id, node.parent_id, node.line, node.kind, node.timestamp = node_id, parent_id, line, kind, timestamp
    node.role = None if role is None else _intern(role)        # a handful of values: one string each
    node.type = _intern(kind_as_written)
    if type(raw) is str:
        node._raw, node._source = raw, None
    else:
        node._raw, node._source = None, raw  # type: ignore[assignment]
    node._filler = filler
    if filler is None:
        node._blocks, node._usage, node._extra = [], None, {}
    return node


_new = object.__new__
_intern = sys.intern
