"""The usage-only pass over linear Claude Code transcripts (`linear.py`) and its append-resume (`resume.py`):
the same result as the full analysis, on real files on disk that grow between runs, with a torn last line
completed later, rewritten in place, truncated, or with a damaged saved state."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from memtui.core.usage import collect
from memtui.core.usage.analysis import analyze_path
from memtui.core.usage.collect import analyze_files
from memtui.core.usage.disk_cache import UsageCache
from memtui.core.usage.linear import STATE_VERSION, LinearClaude
from memtui.core.usage.resume import ResumeStore, linear_usage
from memtui.core.usage.result import DEFAULT_PRUNE, PruneSettings, SessionUsage, usage_to_json
from tests.shared_data import SAMPLE_FILES

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
TRANSCRIPTS = sorted(p for p in FIXTURES.rglob("*.jsonl") if "subagents" not in p.parts) + SAMPLE_FILES


def turn_lines(start: int, turns: int, parent: str | None) -> tuple[list[str], str | None]:
    """Claude Code lines of `turns` turns chained after `parent`: typed prompts (some in Korean), streaming splits
    with thinking and a tool call, tool results (one large, one with an image), meta and system lines, progress
    lines, a title; the recorded context grows with the text so the rate can be fitted."""
    rows: list[dict] = []
    context = 5000

    def add(row: dict, under: str | None = None) -> None:
        nonlocal parent
        if "uuid" in row:
            row["parentUuid"] = under or parent
            parent = row["uuid"]
        rows.append(row)

    for i in range(start, start + turns):
        stamp = f"2026-02-01T10:{i // 60 % 60:02d}:{i % 60:02d}.000Z"
        prompt = f"turn {i}: deploy the worker " + ("배포 서버 " * (i % 4)) + "please " * (5 + i % 9)
        add({"type": "user", "uuid": f"u{i}", "sessionId": "s", "timestamp": stamp,
             "message": {"role": "user", "content": prompt}})
        if i % 5 == 2:
            add({"type": "user", "uuid": f"m{i}", "isMeta": True, "sessionId": "s", "timestamp": stamp,
                 "message": {"role": "user", "content": [{"type": "text", "text": "<system-reminder>ok</system-reminder>"}]}})
        context += len(prompt) // 3 + 40
        usage = {"input_tokens": 7, "output_tokens": 90 + i, "cache_creation_input_tokens": 100,
                 "cache_read_input_tokens": context}
        for part, content in (("a", [{"type": "thinking", "thinking": "think " * (10 + i % 6), "signature": "x"}]),
                              ("b", [{"type": "text", "text": f"I will run it {i}."},
                                     {"type": "tool_use", "id": f"t{i}", "name": "Bash",
                                      "input": {"command": f"ls /srv/{i}", "description": "배포"}}])):
            add({"type": "assistant", "uuid": f"{part}{i}", "sessionId": "s", "timestamp": stamp, "requestId": f"r{i}",
                 "message": {"id": f"msg{i}", "role": "assistant", "model": "claude", "content": content,
                             "usage": usage}})
        call = parent
        result: list[dict] = [{"type": "tool_result", "tool_use_id": f"t{i}", "content": "x" * (6000 if i % 3 == 0 else 50)}]
        if i % 7 == 4:
            result.append({"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "AAAA"}})
        add({"type": "user", "uuid": f"r{i}", "sessionId": "s", "timestamp": stamp, "toolUseResult": {"ok": True},
             "message": {"role": "user", "content": result}})
        if i % 2 == 0:                 # a parallel tool result: a sibling of the first, the session goes on from it
            add({"type": "user", "uuid": f"x{i}", "sessionId": "s", "timestamp": stamp,
                 "message": {"role": "user", "content": [{"type": "tool_result", "tool_use_id": f"t{i}",
                                                          "content": "y" * (5000 + i)}]}}, under=call)
        context += 2100 if i % 3 == 0 else 60
        before_progress = parent
        add({"type": "progress", "uuid": f"p{i}", "sessionId": "s", "timestamp": stamp, "data": {"n": i}})
        if i % 3 == 1:                 # a progress line left as a dead end: the session goes on from before it
            parent = before_progress
        if i % 5 == 3:                 # a hook attachment left as a dead end (a leaf, earlier than the last)
            keep = parent
            add({"type": "attachment", "uuid": f"h{i}", "sessionId": "s", "timestamp": stamp,
                 "attachment": {"type": "hook_success", "content": "ok"}})
            parent = keep
        if i % 4 == 1:
            add({"type": "system", "subtype": "informational", "uuid": f"s{i}", "sessionId": "s", "timestamp": stamp,
                 "content": "hook ran", "level": "info"})
        add({"type": "assistant", "uuid": f"z{i}", "sessionId": "s", "timestamp": stamp, "requestId": f"q{i}",
             "message": {"id": f"msgz{i}", "role": "assistant", "model": "claude",
                         "content": [{"type": "text", "text": "Done: " + "ok " * (20 + i % 11)}],
                         "usage": {**usage, "cache_read_input_tokens": context}}})
        if i == start + 1:
            rows.append({"type": "file-history-snapshot", "messageId": "x", "snapshot": {}})
            rows.append({"type": "custom-title", "customTitle": f"title {start}", "sessionId": "s"})
    return [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in rows], parent


def write_turns(path: Path, start: int, turns: int, parent: str | None = None, mode: str = "w") -> str | None:
    lines, parent = turn_lines(start, turns, parent)
    with open(path, mode, encoding="utf-8") as fh:
        fh.write("\n".join(lines) + "\n")
    return parent


def full(path: Path) -> dict:
    return usage_to_json(analyze_path(str(path)))


def run(path: Path, folder: Path) -> tuple[SessionUsage, UsageCache]:
    """One `stats` run over the file with the usage cache in `folder` (a fresh process: no memory cache)."""
    collect._CACHE.clear()
    cache = UsageCache(DEFAULT_PRUNE, False, folder)
    return analyze_files([path], disk=cache).sessions[0], cache


def test_the_linear_pass_equals_the_full_analysis(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    write_turns(path, 0, 40)
    usage, info = linear_usage(path, DEFAULT_PRUNE, None)
    assert usage is not None and info.bytes_read == path.stat().st_size
    assert usage_to_json(usage) == full(path)
    assert usage.tokenizer == "calibrated" and usage.name == "title 0" and usage.what_if.pruned > 0
    assert usage.recorded.turns == 80                        # a streaming split counted once
    for keep in (0, 1, 500):
        settings = PruneSettings(keep_last_assistants=keep, min_chars=10)
        assert usage_to_json(linear_usage(path, settings, None)[0]) == usage_to_json(  # type: ignore[arg-type]
            analyze_path(str(path), settings))


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda p: str(p.name))
def test_every_transcript_gets_the_full_analysis_numbers(path: Path, tmp_path: Path) -> None:
    """On the fixtures and samples, the linear pass gives the full result or declines (compactions, branches,
    side chains, other formats): either way the collected result is the full analysis's."""
    usage, _ = linear_usage(path, DEFAULT_PRUNE, None)
    expected = full(path)
    if usage is not None:
        assert usage_to_json(usage) == expected
    collect._CACHE.clear()
    assert usage_to_json(analyze_files([path], disk=UsageCache(DEFAULT_PRUNE, False, tmp_path)).sessions[0]) == expected


def test_a_grown_transcript_reads_only_the_new_bytes(tmp_path: Path) -> None:
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    parent = write_turns(path, 0, 60)
    first, cache = run(path, folder)
    assert cache.misses == 1 and cache.resumed == 0
    size = path.stat().st_size
    parent = write_turns(path, 60, 2, parent, mode="a")        # the agent appends two turns
    grown, cache = run(path, folder)
    assert cache.resumed == 1 and usage_to_json(grown) == full(path) and grown != first
    assert cache.bytes_read <= (path.stat().st_size - size) + 4096 + 1024 + 4096   # key, head, bytes before
    again, cache = run(path, folder)                            # unchanged since: the result cache
    assert cache.hits == 1 and again == grown
    write_turns(path, 62, 1, parent, mode="a")
    assert usage_to_json(run(path, folder)[0]) == full(path)


def test_a_torn_last_line_is_read_again_once_complete(tmp_path: Path) -> None:
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    parent = write_turns(path, 0, 20)
    more, parent = turn_lines(20, 1, parent)
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(more[0][:25])                                   # the agent is writing its next line
    torn, cache = run(path, folder)
    assert torn.malformed == 1 and torn.warnings and torn == analyze_path(str(path))
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(more[0][25:] + "\n" + "\n".join(more[1:]) + "\n")
    done, cache = run(path, folder)
    assert cache.resumed == 1 and done.malformed == 0 and usage_to_json(done) == full(path)


def test_a_last_line_without_newline_counts_and_is_read_again(tmp_path: Path) -> None:
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    parent = write_turns(path, 0, 10)
    more, parent = turn_lines(10, 1, parent)
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(more[0])                                        # complete JSON, no newline yet
    first, cache = run(path, folder)
    assert usage_to_json(first) == full(path) and first.entries == len(path.read_text().splitlines())
    with open(path, "a", encoding="utf-8") as fh:
        fh.write("\n" + "\n".join(more[1:]) + "\n")
    done, cache = run(path, folder)
    assert cache.resumed == 1 and usage_to_json(done) == full(path)


def test_a_rewritten_or_truncated_transcript_is_read_whole(tmp_path: Path) -> None:
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    write_turns(path, 0, 30)
    run(path, folder)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("deploy the worker", "deploy the server"), encoding="utf-8")   # same size, in place
    rewritten, cache = run(path, folder)
    assert cache.resumed == 0 and usage_to_json(rewritten) == full(path)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    path.write_text("".join(lines[: len(lines) // 2]), encoding="utf-8")                     # truncated
    truncated, cache = run(path, folder)
    assert cache.resumed == 0 and usage_to_json(truncated) == full(path)
    with open(path, "r+b") as fh:                                # grown, but its head rewritten
        fh.write(b'{"type":"user","uuid":"U0"')
    with open(path, "a", encoding="utf-8") as fh:
        fh.write("\n".join(turn_lines(90, 1, "z14")[0]) + "\n")
    headless, cache = run(path, folder)
    assert cache.resumed == 0 and usage_to_json(headless) == full(path)
    replaced = tmp_path / "replacement.jsonl"                  # rewritten by rename: the same bytes and more
    replaced.write_bytes(path.read_bytes() + "\n".join(turn_lines(91, 1, "z90")[0]).encode() + b"\n")
    os.replace(replaced, path)
    renamed, cache = run(path, folder)
    assert cache.resumed == 0 and usage_to_json(renamed) == full(path)


def test_a_damaged_or_foreign_state_is_ignored(tmp_path: Path) -> None:
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    parent = write_turns(path, 0, 10)
    run(path, folder)
    [state_file] = folder.glob("*.resume")
    saved = json.loads(state_file.read_text())
    saved["state"]["flags"].append(1)                           # arrays that no longer agree
    state_file.write_text(json.dumps(saved))
    write_turns(path, 10, 1, parent, mode="a")
    grown, cache = run(path, folder)
    assert cache.resumed == 0 and usage_to_json(grown) == full(path)
    saved = json.loads(state_file.read_text())
    saved["state"]["version"] = STATE_VERSION + 1
    state_file.write_text(json.dumps(saved))
    os.utime(path, ns=(0, 0))
    assert usage_to_json(run(path, folder)[0]) == full(path)
    state_file.write_text("{not json")
    os.utime(path, ns=(1, 1))
    assert usage_to_json(run(path, folder)[0]) == full(path)


def test_the_latest_leaf_is_the_active_one(tmp_path: Path) -> None:
    """Dead ends that count nowhere (hook attachments) may be leaves: the latest leaf ends the path, as in the
    tree; a dead end written later than the session's last entry moves the path there: the full analysis."""
    path = tmp_path / "s.jsonl"
    parent = write_turns(path, 0, 8)
    assert '"type":"attachment"' in path.read_text()
    usage, _ = linear_usage(path, DEFAULT_PRUNE, None)
    assert usage is not None and usage_to_json(usage) == full(path)
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(json.dumps({"type": "attachment", "uuid": "late", "parentUuid": "u2", "sessionId": "s",
                             "timestamp": "2026-02-01T12:00:00.000Z", "attachment": {"type": "x"}}) + "\n")
    moved, _ = linear_usage(path, DEFAULT_PRUNE, None)
    assert moved is not None and usage_to_json(moved) == full(path)
    assert moved.active != usage.active                         # the context ends at u2 now
    collect._CACHE.clear()
    assert usage_to_json(analyze_files([path]).sessions[0]) == full(path)
    assert parent


def test_a_transcript_that_is_not_linear_goes_straight_to_the_full_analysis(tmp_path: Path) -> None:
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    parent = write_turns(path, 0, 10)
    with open(path, "a", encoding="utf-8") as fh:               # a compaction: the full analysis models it
        fh.write(json.dumps({"type": "system", "subtype": "compact_boundary", "uuid": "cb", "parentUuid": None,
                             "logicalParentUuid": parent, "sessionId": "s", "timestamp": "2026-02-01T11:00:00.000Z",
                             "content": "Conversation compacted", "compactMetadata": {"trigger": "manual"}}) + "\n")
    store = ResumeStore(folder)
    assert linear_usage(path, DEFAULT_PRUNE, store)[0] is None
    size = path.stat().st_size
    write_turns(path, 10, 1, "cb", mode="a")
    usage, info = linear_usage(path, DEFAULT_PRUNE, store)     # remembered: nothing parsed again
    assert usage is None and info.bytes_read <= 1024 + 4096 < size
    assert usage_to_json(run(path, folder)[0]) == full(path)


def test_state_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    write_turns(path, 0, 5)
    state = LinearClaude()
    for number, line in enumerate(path.read_bytes().splitlines(), 1):
        state.add(number, json.loads(line))
    again = LinearClaude.from_state(json.loads(json.dumps(state.to_state())))
    assert usage_to_json(again.finish(str(path), DEFAULT_PRUNE)) == usage_to_json(state.finish(str(path), DEFAULT_PRUNE))


def test_paths_given_as_text_are_named_as_given(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    write_turns(path, 0, 3)
    collect._CACHE.clear()
    [usage] = analyze_files([str(path)]).sessions              # type: ignore[list-item]   (the bench passes text)
    assert usage.path == str(path) and usage_to_json(usage) == full(path)


def test_a_streaming_split_across_the_resume_point(tmp_path: Path) -> None:
    """The first fragment of a split is read in one run, the last in the next: the usage moves to the last one
    (the saved state keeps each fragment's entry and usage)."""
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    lines, _ = turn_lines(0, 12, None)
    cut = next(n for n, line in enumerate(lines) if '"uuid": "a11"' in line or '"uuid":"a11"' in line) + 1
    path.write_text("\n".join(lines[:cut]) + "\n", encoding="utf-8")       # ends after the split's first fragment
    first, _ = run(path, folder)
    assert usage_to_json(first) == full(path)
    with open(path, "a", encoding="utf-8") as fh:
        fh.write("\n".join(lines[cut:]) + "\n")
    grown, cache = run(path, folder)
    assert cache.resumed == 1 and usage_to_json(grown) == full(path) and grown.recorded.turns == 24


def rewind(path: Path, under: str, second: int, text: str = "try again 다시") -> None:
    """Append a typed prompt under an earlier entry (a rewind), stamped at 10:00:`second`.5."""
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(json.dumps({"type": "user", "uuid": f"fork{under}{second}", "parentUuid": under, "sessionId": "s",
                             "timestamp": f"2026-02-01T10:00:{second:02d}.500Z",
                             "message": {"role": "user", "content": text}}, ensure_ascii=False,
                            separators=(",", ":")) + "\n")


@pytest.mark.parametrize(("under", "second", "turns"), [("u3", 1, 3), ("z3", 1, 2), ("r5", 30, 2), ("z9", 40, 1),
                                                        ("a2", 0, 0), ("x4", 50, 0)])
def test_a_branched_transcript_equals_the_full_analysis(tmp_path: Path, under: str, second: int, turns: int) -> None:
    """After a rewind the context is the path to the latest leaf — the new branch when it is later, the old one
    when the new one is stamped earlier — and the whole file counts both: the linear pass gives the full numbers."""
    path = tmp_path / "s.jsonl"
    write_turns(path, 0, 10)
    rewind(path, under, second)
    if turns:
        write_turns(path, second + 100, turns, f"fork{under}{second}", mode="a")
    usage, info = linear_usage(path, DEFAULT_PRUNE, None)
    assert usage is not None and info.linear
    assert usage_to_json(usage) == full(path)
    for keep in (0, 2):
        settings = PruneSettings(keep_last_assistants=keep, min_chars=10)
        assert usage_to_json(linear_usage(path, settings, None)[0]) == usage_to_json(  # type: ignore[arg-type]
            analyze_path(str(path), settings))


def test_a_branched_transcript_growing_on_disk_is_resumed(tmp_path: Path) -> None:
    """A rewound session keeps growing: each run reads only the new bytes and equals a full read of the file."""
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    write_turns(path, 0, 8)
    rewind(path, "z2", 30)
    parent = write_turns(path, 130, 2, "forkz230", mode="a")
    first, cache = run(path, folder)
    assert cache.linear == 1 and usage_to_json(first) == full(path)
    for step, (start, turns) in enumerate(((140, 2), (150, 1))):
        size = path.stat().st_size
        parent = write_turns(path, start, turns, parent, mode="a")
        if step == 1:
            rewind(path, "u5", 59)                             # a second rewind, the latest leaf now
        usage, cache = run(path, folder)
        assert cache.resumed == 1 and cache.bytes_read < path.stat().st_size - size + 16 * 1024
        assert usage_to_json(usage) == full(path)
        assert usage.active != first.active


def test_a_not_linear_mark_of_an_earlier_version_is_dropped(tmp_path: Path) -> None:
    """Version 1 marked a rewound session "not linear" for good; such a mark is ignored now that it is modelled."""
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    write_turns(path, 0, 6)
    rewind(path, "z2", 30)
    store = ResumeStore(folder)
    assert linear_usage(path, DEFAULT_PRUNE, store)[0] is not None
    saved = store.load(path)
    assert saved is not None
    store.save(path, {**saved, "version": 1, "state": None})
    usage, info = linear_usage(path, DEFAULT_PRUNE, store)
    assert usage is not None and not info.resumed and usage_to_json(usage) == full(path)


def test_a_transcript_under_1_kib_at_first_is_resumed_at_every_growth(tmp_path: Path) -> None:
    """The head check covers the bytes the first run hashed: a file shorter than the checked head at one run
    (a session just started) is still resumed two growths later (it was read whole then)."""
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"

    def pair(i: int, parent: str | None) -> str:
        rows = [{"type": "user", "uuid": f"u{i}", "parentUuid": parent, "sessionId": "s",
                 "message": {"role": "user", "content": f"prompt {i}"}},
                {"type": "assistant", "uuid": f"a{i}", "parentUuid": f"u{i}", "sessionId": "s", "requestId": f"r{i}",
                 "message": {"id": f"m{i}", "role": "assistant", "content": [{"type": "text", "text": "ok " * 20}],
                             "usage": {"input_tokens": 5, "output_tokens": 9, "cache_read_input_tokens": 900 + 40 * i,
                                       "cache_creation_input_tokens": 0}}}]
        return "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in rows)

    path.write_text(pair(0, None), encoding="utf-8")
    assert path.stat().st_size < 1024
    run(path, folder)
    for i in range(1, 5):
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(pair(i, f"a{i - 1}"))
        grown, cache = run(path, folder)
        assert cache.resumed == 1 and usage_to_json(grown) == full(path), i
