"""`stats` of a Claude Code transcript where no line carries `parentUuid`: the usage-only pass declines (the parser
chains such files in file order) and `stats` counts the whole conversation as the active context, on the first run,
on a repeat, and after the file grew — the realdata25 tester's repro 14 (its session.jsonl, lines as written)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from memtui.core.usage import collect
from memtui.core.usage.analysis import analyze_path
from memtui.core.usage.collect import analyze_files
from memtui.core.usage.disk_cache import UsageCache
from memtui.core.usage.resume import ResumeStore, linear_usage
from memtui.core.usage.result import DEFAULT_PRUNE, usage_to_json
from tests.core.test_sessions_claude_no_parents import LINES


def _write(path: Path, rows: Sequence[Mapping[str, Any]], mode: str = "w") -> None:
    with open(path, mode, encoding="utf-8") as fh:
        fh.write("".join(json.dumps(r) + "\n" for r in rows))


def _stats(path: Path, folder: Path) -> dict[str, Any]:
    collect._CACHE.clear()                        # a fresh `stats` process: only the disk cache remains
    return usage_to_json(analyze_files([path], disk=UsageCache(DEFAULT_PRUNE, False, folder)).sessions[0])


def test_the_active_context_is_the_whole_chain(tmp_path: Path) -> None:
    path, folder = tmp_path / "session.jsonl", tmp_path / "cache"
    _write(path, LINES)
    assert linear_usage(path, DEFAULT_PRUNE, ResumeStore(folder))[0] is None      # declined, remembered
    usage = _stats(path, folder)
    assert usage == usage_to_json(analyze_path(str(path)))
    active, whole = usage["active"], usage["whole"]
    assert active["user_input"] == whole["user_input"] and active["assistant_text"] == whole["assistant_text"]
    assert active["user_input"]["tokens"] > 0 and active["assistant_text"]["tokens"] > 0
    assert any("parentUuid" in w for w in usage["warnings"])
    assert _stats(path, folder) == usage                                          # a repeat run


def test_a_grown_file_without_parents_stays_one_chain(tmp_path: Path) -> None:
    path, folder = tmp_path / "session.jsonl", tmp_path / "cache"
    _write(path, LINES[:2])
    first = _stats(path, folder)
    assert first == usage_to_json(analyze_path(str(path)))
    _write(path, LINES[2:], mode="a")
    grown = _stats(path, folder)
    assert grown == usage_to_json(analyze_path(str(path)))
    assert grown["active"]["user_input"] == grown["whole"]["user_input"]


def test_one_line_with_a_parent_field_keeps_the_pass(tmp_path: Path) -> None:
    """With `parentUuid` on the lines (even null on the first) the pass still reads the file."""
    path = tmp_path / "linked.jsonl"
    rows = [dict(row, parentUuid=LINES[i - 1]["uuid"] if i else None) for i, row in enumerate(LINES)]
    _write(path, rows)
    usage, info = linear_usage(path, DEFAULT_PRUNE, None)
    assert usage is not None and info.linear
    assert usage_to_json(usage) == usage_to_json(analyze_path(str(path)))
