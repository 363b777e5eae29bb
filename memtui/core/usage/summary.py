"""The plain pieces of `memtui stats --json`, without dataclasses or parsers (a cached run imports only these).

The category names, the default pruning knobs the cache is keyed by, the totals over the per-session JSON
objects (`totals_json`) and the document's text: each session's object is rendered once, when its usage is
cached (`render_session`), and a run whose every file hits the cache joins the stored renderings
(`document_text`) into exactly what `json.dumps(doc, ensure_ascii=False, indent=2)` prints.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Iterable, Sequence

SYSTEM_PROMPT = "system_prompt"
TOOL_RESULTS = "tool_results"
TOOL_CALLS = "tool_calls"
ASSISTANT_TEXT = "assistant_text"
THINKING = "thinking"
USER_INPUT = "user_input"
SUMMARIES = "summaries"
OTHER = "other"

CATEGORIES = (SYSTEM_PROMPT, TOOL_RESULTS, TOOL_CALLS, ASSISTANT_TEXT, THINKING, USER_INPUT, SUMMARIES, OTHER)

PLACEHOLDER = "[Old tool result content cleared]"
# `result.PruneSettings`' defaults (OpenClaw's where it has one), as the cache keys them
DEFAULT_PRUNE_FIELDS: dict[str, Any] = {"keep_last_assistants": 3, "ttl_seconds": None, "min_chars": 4000,
                                        "placeholder": PLACEHOLDER}
RECORDED_FIELDS = ("input", "output", "cache_read", "cache_write", "turns")
SESSION_INDENT = "    "          # a session object sits two levels deep: doc → "sessions" → object


def display_path(path: str, base: Path | None) -> str:
    """A path relative to `base` when it lies inside it, with "/" separators."""
    return display_paths([path], base)[0]


def display_paths(paths: Sequence[str], base: Path | None) -> list[str]:
    """`display_path` of each path; each folder is resolved once (a file that is no symlink resolves to its
    resolved folder plus its name)."""
    if base is None:
        return [Path(path).as_posix() for path in paths]
    base = base.resolve()
    folders: dict[str, Path] = {}
    shown = []
    for path in paths:
        p = Path(path)
        try:
            if os.path.islink(p):
                resolved = p.resolve()
            else:
                folder = folders.get(str(p.parent))
                if folder is None:
                    folder = folders[str(p.parent)] = p.parent.resolve()
                resolved = folder / p.name
            shown.append(resolved.relative_to(base).as_posix())
        except ValueError:
            shown.append(p.as_posix())
    return shown


def overall_tokenizer(names: Iterable[str]) -> str:
    """`tiktoken` or `calibrated` when any session used it (the rest had no recorded usage to fit), else
    `estimate`."""
    used = set(names)
    return next((name for name in ("tiktoken", "calibrated") if name in used), "estimate")


def totals_json(sessions: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The document's `totals`: each category summed over the sessions' whole files with its share of all
    tokens, and the recorded usage summed."""
    sums = {cat: [0, 0] for cat in CATEGORIES}
    recorded = dict.fromkeys(RECORDED_FIELDS, 0)
    for session in sessions:
        whole = session["whole"]
        for cat in CATEGORIES:
            amount, total = whole[cat], sums[cat]
            total[0] += amount["chars"]
            total[1] += amount["tokens"]
        for name, value in session["recorded_usage"].items():
            recorded[name] += value
    grand = sum(tokens for _, tokens in sums.values())
    return {
        **{cat: {"chars": chars, "tokens": tokens, "share": round(tokens / grand if grand else 0.0, 6)}
           for cat, (chars, tokens) in sums.items()},
        "recorded_usage": recorded,
    }


def plain_floats(value: Any) -> bool:
    """Whether every float in `value` is 0 or has 1e-4 ≤ |x| < 1e16 (walked without recursion): the floats
    orjson prints as the standard library does (it prints 5.7e-05 as 0.000057, NaN as null)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if type(item) is dict:
            stack.extend(item.values())
        elif type(item) is list:
            stack.extend(item)
        elif type(item) is float and item != 0 and not 1e-4 <= abs(item) < 1e16:
            return False
    return True


def fast_indented(value: Any) -> str | None:
    """`json.dumps(value, ensure_ascii=False, indent=2)` made by orjson (tens of times faster) when that gives
    the same text; None when it would not (a float outside `plain_floats`, a lone surrogate, an integer beyond
    64 bits)."""
    if not plain_floats(value):
        return None
    import orjson

    try:
        return orjson.dumps(value, option=orjson.OPT_INDENT_2).decode("utf-8")
    except TypeError:
        return None


def render_session(report: dict[str, Any]) -> str:
    """A session's JSON object (without its path, which depends on the folder `stats` runs in) as the indented
    document prints it at its depth, from its second line on."""
    text = fast_indented(report) or json.dumps(report, ensure_ascii=False, indent=2)
    return text[text.index("\n") + 1:].replace("\n", "\n" + SESSION_INDENT)


def session_text(path: str, rendered: str) -> str:
    """One session's object in the document: its path, then the rest as `render_session` made it."""
    return (f"{SESSION_INDENT}{{\n{SESSION_INDENT}  \"path\": {json.dumps(path, ensure_ascii=False)},\n"
            f"{SESSION_INDENT}{rendered}")


def document_text(sessions: Sequence[str], rest: dict[str, Any]) -> str:
    """The whole document: the sessions' objects (`session_text`), then the `rest` of its keys."""
    tail = json.dumps(rest, ensure_ascii=False, indent=2)
    head = "{\n  \"sessions\": [\n" + ",\n".join(sessions) + "\n  ]," if sessions else "{\n  \"sessions\": [],"
    return head + tail[1:]
