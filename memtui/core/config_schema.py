"""Every key `memtui.toml` may hold, with its type: one declarative table, checked at load.

A feature that reads a new key adds it here (its table, its `Key`), or calls `register_keys()` at
import time. `"*"` stands for any key name (the binding ids of `[keys]`, the rule ids of `[lint]`);
a `Key` with `fields` is a sub-table checked the same way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

_KIND_NAMES = {
    "bool": "true or false", "int": "an integer", "number": "a number", "str": "a string",
    "list[str]": "a list of strings", "scalar": "a string, number, boolean or list",
}


def describe_value(value: Any) -> str:
    """`5 (an integer)`, `"x" (a string)`: what was found, for error messages."""
    kinds = {bool: "a boolean", int: "an integer", float: "a number", str: "a string", list: "a list",
             dict: "a table"}
    kind = next((name for t, name in kinds.items() if type(value) is t), type(value).__name__)
    shown = repr(value)
    return f"{shown[:60]}{'…' if len(shown) > 60 else ''} ({kind})"


@dataclass(frozen=True)
class Key:
    """The type of one config value: a kind, optional bounds or choices, or a sub-table's fields."""

    kind: str = "scalar"                     # bool | int | number | str | list[str] | scalar | table
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] = ()
    fields: dict[str, "Key"] | None = None   # set: a sub-table
    doc: str = ""

    def expected(self) -> str:
        text = _KIND_NAMES.get(self.kind, self.kind)
        if self.choices:
            text = "one of " + ", ".join(repr(c) for c in self.choices)
        if self.minimum is not None and self.maximum is not None:
            text += f" from {self.minimum:g} to {self.maximum:g}"
        elif self.minimum is not None:
            text += f" of at least {self.minimum:g}"
        return text

    def check(self, value: Any) -> str | None:
        """None when `value` fits, else `expected …, found …`."""
        if not self._fits(value):
            return f"expected {self.expected()}, found {describe_value(value)}"
        return None

    def _fits(self, value: Any) -> bool:
        kind = self.kind
        if kind == "bool":
            return isinstance(value, bool)
        if kind == "str":
            return isinstance(value, str) and (not self.choices or value in self.choices)
        if kind == "list[str]":
            return isinstance(value, list) and all(isinstance(v, str) for v in value)
        if kind == "scalar":
            return isinstance(value, (str, int, float, bool, list))
        if kind in ("int", "number"):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                return False
            if kind == "int" and not isinstance(value, int):
                return False
            if isinstance(value, float) and not math.isfinite(value):
                return False
            return (self.minimum is None or value >= self.minimum) and (self.maximum is None or value <= self.maximum)
        return True


_RULE_TABLE = Key(fields={
    "enabled": Key("bool"),
    "severity": Key("str", choices=("error", "warning", "info")),
    "*": Key("scalar", doc="a rule parameter (the lint runner checks names and types)"),
})

SCHEMA: dict[str, dict[str, Key]] = {
    "lint": {
        "disable": Key("list[str]", doc="rule ids or prefixes to turn off"),
        "enable": Key("list[str]", doc="rule ids a prefix in disable turned off"),
        "rules": Key(fields={"*": _RULE_TABLE}),
        "semantic": Key("bool", doc="the threat scan's semantic layer (multilingual embedder + exemplar bank)"),
        "*": _RULE_TABLE,
    },
    "search": {
        "vector_weight": Key("number", minimum=0), "keyword_weight": Key("number", minimum=0),
        "type_weights": Key("bool"), "half_life_days": Key("number", minimum=0),
        "mmr_lambda": Key("number", minimum=0, maximum=1), "candidates": Key("int", minimum=1),
        "chunk_tokens": Key("int", minimum=1), "chunk_overlap": Key("int", minimum=0),
        "sessions": Key("bool"), "line_chunks": Key("bool"),
        "title_weight": Key("number", minimum=0), "heading_weight": Key("number", minimum=0),
        "embed_batch": Key("int", minimum=1), "embedder": Key("str"), "embed_url": Key("str"),
        "embed_model": Key("str"), "embed_key": Key("str"), "embed_timeout": Key("number", minimum=0),
        "query_prefix": Key("str"), "passage_prefix": Key("str"), "embed_threads": Key("int", minimum=1),
        "decay_scope": Key("str", choices=("dated", "all", "none"), doc="which files decay with age"),
        "decay_floor": Key("number", minimum=0, maximum=1, doc="the least share of its score a decayed hit keeps"),
        "cross_script_fill": Key("bool", doc="a chunk in another script than the query is scored by meaning alone"),
        "pointer_penalty": Key("number", minimum=0, maximum=1, doc="fused score lowered by this × pointer-line share"),
    },
    "sessions": {"agent_home": Key("bool")},
    "audit": {
        "stale_days": Key("int", minimum=1),
        "adjudicate": Key("bool", doc="confirm candidate conflicts with a chat model (off by default)"),
        "chat_url": Key("str"), "chat_model": Key("str"), "chat_key": Key("str"),
        "adjudicate_max": Key("int", minimum=1), "chat_timeout": Key("number", minimum=0),
    },
    "keys": {"*": Key("str", doc="a binding id and its new key, e.g. editor-save = \"f9\"")},
    "history": {"max_mb": Key("number", minimum=0), "max_age_days": Key("number", minimum=0)},
    "review": {"archive_dir": Key("str", doc="where `memtui review` archives files (default: archive)"),
               "archive_after_days": Key("number", minimum=0, doc="days unused before an orphan is proposed for it")},
    "preview": {"openclaw_version": Key("str", doc="the OpenClaw version whose bootstrap rules apply")},
    "workspace": {
        "allow_outside_symlinks": Key("bool", doc="read memory symlinks whose target is outside the root"),
    },
}


def register_keys(table: str, keys: dict[str, Key]) -> None:
    """Add keys to a table of the schema (creating the table); for features outside this module."""
    SCHEMA.setdefault(table, {}).update(keys)
