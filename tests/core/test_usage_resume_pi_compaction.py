"""Pi sessions with compactions go through the usage-only pass (`linear_compaction.py`) and are continued when they
grow — a compaction in the appended bytes too — with the full analysis's numbers, field by field: on the files Pi's
own `SessionManager` wrote (tests/fixtures/sessions/pi_generated), the repo's Pi compaction fixtures, a generated
session that compacts, compacts again and goes back before a compaction with `/tree`, and the real lines of the
shared Pi samples (Pi v1, migrated here to v3 as Pi's own migration does: ids in file order, each entry under the
one before, `firstKeptEntryIndex` turned into the id at that index)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memtui.core.usage.analysis import analyze_path
from memtui.core.usage.resume import linear_usage
from memtui.core.usage.result import DEFAULT_PRUNE, PruneSettings, usage_to_json
from tests.core.test_usage_resume_pi import HEAD_AND_KEY, PI_GENERATED, PiWriter, run
from tests.shared_data import sample

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
COMPACTED_FILES = [PI_GENERATED / "compactions.jsonl", FIXTURES / "usage" / "pi_compaction.jsonl",
                   FIXTURES / "compaction" / "pi_recorded_compactions.jsonl", FIXTURES / "sessions" / "pi_branches.jsonl"]


def assert_same(got: dict[str, Any], path: Path) -> None:
    """`got` (a usage as JSON) equals the full analysis of `path` as it is now, field by field."""
    full = usage_to_json(analyze_path(str(path)))
    assert got.keys() == full.keys()
    for field in full:
        assert got[field] == full[field], field


def grow_and_check(lines: list[bytes], path: Path, folder: Path, start: int, step: int) -> int:
    """Write the first `start` lines, then append `step` at a time: every run after the first is resumed, reads
    about the appended bytes only, and equals the full analysis. Returns how many runs were resumed."""
    path.write_bytes(b"".join(lines[:start]))
    first, cache = run(path, folder)
    assert cache.linear == 1
    assert_same(usage_to_json(first), path)
    resumed = 0
    for at in range(start, len(lines), step):
        added = b"".join(lines[at:at + step])
        with open(path, "ab") as fh:
            fh.write(added)
        grown, cache = run(path, folder)
        assert cache.linear == 1 and cache.resumed == 1, at
        assert cache.bytes_read <= len(added) + HEAD_AND_KEY, at
        assert_same(usage_to_json(grown), path)
        resumed += 1
    return resumed


@pytest.mark.parametrize("path", COMPACTED_FILES, ids=lambda p: p.name)
def test_compacted_pi_files_are_read_by_the_linear_pass(path: Path) -> None:
    usage, info = linear_usage(path, DEFAULT_PRUNE, None)
    assert usage is not None and info.linear and usage.compactions
    assert_same(usage_to_json(usage), path)


@pytest.mark.parametrize("path", COMPACTED_FILES, ids=lambda p: p.name)
def test_a_compacted_pi_file_growing_on_disk_is_resumed(path: Path, tmp_path: Path) -> None:
    """Its lines appended one or two at a time from the header on: each compaction arrives in an append."""
    lines = path.read_bytes().splitlines(keepends=True)
    compaction_lines = [i for i, line in enumerate(lines) if b'"type":"compaction"' in line]
    assert compaction_lines and compaction_lines[0] >= 2
    for step in (1, 2):
        assert grow_and_check(lines, tmp_path / f"{step}-{path.name}", tmp_path / f"cache{step}", 2, step) > 0


def test_pi_wrote_a_compaction_on_a_branch_it_left(tmp_path: Path) -> None:
    """compactions.jsonl (Pi 0.73.1): after the second compaction `/tree` went back before it, so that compaction
    is on an abandoned branch: measured on its own path, as the full analysis does."""
    usage = linear_usage(PI_GENERATED / "compactions.jsonl", DEFAULT_PRUNE, None)[0]
    assert usage is not None and [c.on_active_path for c in usage.compactions] == [True, False]


def test_a_generated_session_compacts_while_it_grows(tmp_path: Path) -> None:
    """Turns, a compaction appended with the turns after it, a second one whose kept entry is not on the path (the
    context starts at the compaction), a torn last line, `/tree` back to before the second compaction: every run
    resumed and equal to the full analysis; then the pruning knobs."""
    path, folder = tmp_path / "2026-03-01T10-00-00-000Z_c0c0.jsonl", tmp_path / "cache"
    pi = PiWriter(path)
    pi.entry("model_change", provider="anthropic", modelId="claude-sonnet-4-5")
    for i in range(6):
        pi.turn(i)
    pi.flush()
    first, cache = run(path, folder)
    assert cache.linear == 1 and not first.compactions
    pi.entry("compaction", summary="Deployed the worker; the tests are green.", firstKeptEntryId="00000010",
             tokensBefore=9000, details={"readFiles": ["a.md"]})
    pi.flush()                                      # the compaction alone: no usage after it yet
    compacted, cache = run(path, folder)
    assert cache.resumed == 1 and len(compacted.compactions) == 1 and compacted.compactions[0].tokens_before == 9000
    assert_same(usage_to_json(compacted), path)
    for i in range(6, 9):
        pi.turn(i)
    before_second = pi.leaf
    pi.entry("compaction", summary="Second summary " * 40, firstKeptEntryId="not-an-entry")   # no tokensBefore
    pi.turn(9)
    pi.flush(torn=25)
    torn, cache = run(path, folder)
    assert cache.resumed == 1 and torn.malformed == 1 and torn == analyze_path(str(path))
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(pi.pending)
    twice, cache = run(path, folder)
    assert cache.resumed == 1 and len(twice.compactions) == 2
    assert_same(usage_to_json(twice), path)
    pi.leaf = before_second                         # /tree: back to before the second compaction
    pi.entry("branch_summary", fromId=before_second, summary="tried it without the second compaction")
    pi.turn(10)
    pi.flush()
    branched, cache = run(path, folder)
    assert cache.resumed == 1 and [c.on_active_path for c in branched.compactions] == [True, False]
    assert_same(usage_to_json(branched), path)
    for keep in (0, 1, 500):
        settings = PruneSettings(keep_last_assistants=keep, min_chars=10)
        resumed = linear_usage(path, settings, None)[0]
        assert resumed is not None
        assert usage_to_json(resumed) == usage_to_json(analyze_path(str(path), settings))


def as_v3(lines: list[bytes]) -> list[bytes]:
    """Pi v1 lines as v3 (Pi's migration: each entry gets an id and hangs under the one before it; a compaction's
    `firstKeptEntryIndex` becomes the id of the entry at that index, when there is one)."""
    rows = [json.loads(line) for line in lines]
    out = []
    for number, row in enumerate(rows):
        if number == 0:
            row = {**row, "version": 3}
        else:
            row = {**row, "id": f"e{number:05d}", "parentId": f"e{number - 1:05d}" if number > 1 else None}
            index = row.pop("firstKeptEntryIndex", None)
            if row["type"] == "compaction" and isinstance(index, int) and 0 < index < number:
                row["firstKeptEntryId"] = f"e{index:05d}"
        out.append(json.dumps(row, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n")
    return out


def test_real_pi_lines_with_compactions_grow(tmp_path: Path) -> None:
    """The shared samples' real lines (a real session's first 30 lines, then the real lines around its two
    compactions, 175,004 and 185,014 tokens before), as v3, appended one at a time."""
    head = sample("pi/large-session.first-30-lines.jsonl").read_bytes().splitlines(keepends=True)
    around = sample("pi/before-compaction.selected-lines.jsonl").read_bytes().splitlines(keepends=True)
    lines = as_v3(head + around[1:])
    lines[0] = as_v3(head[:1])[0]
    assert sum(b'"type":"compaction"' in line for line in lines) == 2
    assert grow_and_check(lines, tmp_path / "real.jsonl", tmp_path / "cache", 10, 1) == len(lines) - 10
    usage = linear_usage(tmp_path / "real.jsonl", DEFAULT_PRUNE, None)[0]
    assert usage is not None and [c.tokens_before for c in usage.compactions] == [175004, 185014]


def _reply(entry_id: str, parent: str | None, size: int = 100) -> dict[str, Any]:
    return {"type": "message", "id": entry_id, "parentId": parent, "timestamp": "2026-01-01T00:00:01Z",
            "message": {"role": "assistant", "content": [{"type": "text", "text": "x" * size}],
                        "usage": {"input": 1, "output": 2, "cacheRead": 300 + size, "cacheWrite": 4, "totalTokens": 9}}}


def _compaction(entry_id: str, parent: str | None, **fields: Any) -> dict[str, Any]:
    return {"type": "compaction", "id": entry_id, "parentId": parent, "timestamp": "2026-01-01T00:00:01Z",
            "summary": "so far", **fields}


HEADER = {"type": "session", "version": 3, "id": "h", "cwd": "/", "timestamp": "2026-01-01T00:00:00Z"}
ODD_COMPACTIONS = {
    "a compaction first": [_compaction("c", None, firstKeptEntryId="zz", tokensBefore=10), _reply("a", "c")],
    "the only entry": [_compaction("c", None)],
    "tokensBefore true, negative; a summary that is no text": [
        _reply("a", None), _compaction("c", "a", firstKeptEntryId="a", tokensBefore=True), _reply("b", "c"),
        _compaction("c2", "b", firstKeptEntryId=None, tokensBefore=-4, summary=5)],
    "under a parent never written": [_reply("a", None), _compaction("c", "nowhere", firstKeptEntryId="a"),
                                     _reply("b", "c")],
    "keeps itself": [_reply("a", None), _compaction("c", "a", firstKeptEntryId="c"), _reply("b", "c", 50)],
}


@pytest.mark.parametrize("rows", ODD_COMPACTIONS.values(), ids=ODD_COMPACTIONS.keys())
def test_odd_compactions_give_the_full_analysis_numbers(rows: list[dict[str, Any]], tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in [HEADER, *rows]), encoding="utf-8")
    usage, info = linear_usage(path, DEFAULT_PRUNE, None)
    assert usage is not None and info.linear
    assert_same(usage_to_json(usage), path)
