"""Recorded usage totals, the calibrated chars→tokens rate and the on-disk usage cache (issue 14)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.cli import main
from memtui.core.sessions import parse_session
from memtui.core.tokens import weighted_chars
from memtui.core.usage import analyze_session, collect
from memtui.core.usage.calibrate import MAX_PER_CHAR, fit_rate
from memtui.core.usage.collect import analyze_files
from memtui.core.usage.disk_cache import UsageCache
from memtui.core.usage.result import DEFAULT_PRUNE, breakdown_total

SYSTEM = 3000            # tokens the generated sessions' agent spends on its system prompt
CHARS_PER_TOKEN = 3.5


def claude_lines(turns: int, start: int = 0, chars: int = 0) -> tuple[list[str], int]:
    """Claude Code lines whose recorded context grows as SYSTEM + chars so far / CHARS_PER_TOKEN."""
    lines = []
    parent = f"a{start - 1}" if start else None
    for i in range(start, start + turns):
        text = f"question {i} " + "word " * (20 + i % 7)
        reply = f"answer {i} " + "reply " * (30 + i % 5)
        chars += len(text) + len(reply)
        usage = {"input_tokens": 10, "cache_creation_input_tokens": 0, "output_tokens": 50,
                 "cache_read_input_tokens": SYSTEM + round(chars / CHARS_PER_TOKEN) - 10}
        lines.append(json.dumps({"type": "user", "uuid": f"u{i}", "parentUuid": parent, "sessionId": "s",
                                 "timestamp": f"2026-01-01T00:{i // 60:02d}:{i % 60:02d}.000Z",
                                 "message": {"role": "user", "content": text}}))
        for part, out in (("partial", 1), ("final", 50)):   # a streaming split: same message id, usage kept once
            lines.append(json.dumps({"type": "assistant", "uuid": f"a{i}" if part == "final" else f"p{i}",
                                     "parentUuid": f"u{i}" if part == "partial" else f"p{i}", "sessionId": "s",
                                     "requestId": f"r{i}", "timestamp": f"2026-01-01T00:{i // 60:02d}:{i % 60:02d}.500Z",
                                     "message": {"id": f"m{i}", "role": "assistant", "model": "claude",
                                                 "content": [{"type": "text", "text": reply if part == "final" else ""}],
                                                 "usage": {**usage, "output_tokens": out}}}))
        parent = f"a{i}"
    return lines, chars


def write_session(path: Path, turns: int) -> Path:
    lines, _ = claude_lines(turns)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_fit_recovers_the_rate_and_stays_in_range():
    points = [(c, 2000 + round(c / 3.2)) for c in range(1000, 20000, 1500)]
    assert fit_rate(points) == pytest.approx(1 / 3.2, rel=0.01)
    assert fit_rate([(100, 500)]) is None and fit_rate([]) is None
    assert fit_rate([(10, 10_000), (20, 90_000)]) is None                  # an absurd slope: not calibrated
    assert fit_rate([(1000, 5000), (2000, 5000 + round(1000 * MAX_PER_CHAR))]) == pytest.approx(MAX_PER_CHAR, rel=0.01)


def test_session_is_calibrated_to_its_recorded_usage(tmp_path):
    u = analyze_session(parse_session(write_session(tmp_path / "s.jsonl", 40)))
    assert u.tokenizer == "calibrated"
    assert u.chars_per_token == pytest.approx(CHARS_PER_TOKEN, rel=0.05)
    assert u.reported_context_tokens is not None
    assert u.system_prompt.tokens == pytest.approx(SYSTEM, rel=0.05)
    assert u.usage_gap is None
    messages = breakdown_total(u.active).tokens - u.system_prompt.tokens
    chars = breakdown_total(u.active).chars - u.system_prompt.chars
    assert messages == pytest.approx(chars / CHARS_PER_TOKEN, rel=0.05)


def test_recorded_usage_counts_a_streaming_split_once(tmp_path):
    u = analyze_session(parse_session(write_session(tmp_path / "s.jsonl", 5)))
    assert u.recorded.turns == 5
    assert u.recorded.output == 5 * 50 and u.recorded.input == 5 * 10


def test_without_recorded_usage_the_estimate_is_used(tmp_path):
    path = tmp_path / "plain.jsonl"
    path.write_text(json.dumps({"type": "user", "uuid": "u", "parentUuid": None, "message":
                                {"role": "user", "content": "배포 deploy"}}) + "\n", encoding="utf-8")
    u = analyze_session(parse_session(path))
    assert u.tokenizer == "estimate" and u.chars_per_token == 4.0
    assert breakdown_total(u.whole).tokens == -(-weighted_chars("배포 deploy") // 4)


def test_weighted_chars_of_long_and_broken_text():
    assert weighted_chars("배" * 3_000_000) == 12_000_000                # sliced, same count
    assert weighted_chars("\ud800x") == 2                               # a lone surrogate is no CJK


def test_disk_cache_hit_append_and_damage(tmp_path):
    folder = tmp_path / "cache"
    path = write_session(tmp_path / "s.jsonl", 10)
    first = analyze_files([path], disk=UsageCache(DEFAULT_PRUNE, False, folder)).sessions[0]
    cache = UsageCache(DEFAULT_PRUNE, False, folder)
    collect._CACHE.clear()
    again = analyze_files([path], disk=cache).sessions[0]
    assert (cache.hits, cache.misses) == (1, 0) and again == first
    lines, _ = claude_lines(3, start=10, chars=0)
    with open(path, "a", encoding="utf-8") as fh:                         # an agent appends turns
        fh.write("\n".join(lines) + "\n")
    cache = UsageCache(DEFAULT_PRUNE, False, folder)
    grown = analyze_files([path], disk=cache).sessions[0]
    assert cache.misses == 1 and grown.recorded.turns == 13
    assert cache.resumed == 1                                             # only the appended lines were read
    [entry_file] = folder.glob("*.json")                                  # a changed number: caught by the checksum
    data = bytearray(entry_file.read_bytes())
    digit = data.rindex(b'"output":') + len(b'"output":')                 # the payload's recorded output
    data[digit] = ord("1") if data[digit] != ord("1") else ord("2")
    entry_file.write_bytes(bytes(data))
    collect._CACHE.clear()
    cache = UsageCache(DEFAULT_PRUNE, False, folder)
    collected = analyze_files([path], disk=cache)
    assert collected.sessions[0] == grown and cache.misses == 1
    assert any("damaged" in n for n in collected.problems)
    for entry_file in folder.glob("*.json"):                              # a truncated entry: ignored, noted
        entry_file.write_text('{"settings": ', encoding="utf-8")
    collect._CACHE.clear()
    cache = UsageCache(DEFAULT_PRUNE, False, folder)
    collected = analyze_files([path], disk=cache)
    assert collected.sessions[0] == grown and cache.misses == 1
    assert any("damaged" in n or "unreadable" in n for n in collected.problems)


def test_disk_cache_round_trips_what_orjson_refuses(tmp_path):
    """A lone surrogate in a name and an integer beyond 64 bits (both can come from a damaged transcript)
    are written by the standard library instead of orjson, read back and pass the checksum."""
    from memtui.core.usage.disk_cache import file_key

    path = write_session(tmp_path / "s.jsonl", 4)
    usage = analyze_files([path], disk=None).sessions[0]
    cache = UsageCache(DEFAULT_PRUNE, False, tmp_path / "cache")
    key = file_key(path)
    cache.put(path, key, usage)                                           # the orjson path
    assert cache.get(path, key) == usage
    usage.name = "name \ud800 torn"
    usage.recorded.output = 10**30
    cache.put(path, key, usage)
    again = UsageCache(DEFAULT_PRUNE, False, tmp_path / "cache")
    assert again.get(path, key) == usage and again.notes == [] and again.hits == 1


def test_stats_cli_reports_recorded_usage_and_respects_no_cache(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MEMTUI_CACHE_DIR", str(tmp_path / "cache"))
    path = write_session(tmp_path / "s.jsonl", 12)
    root = tmp_path / "empty"
    root.mkdir()
    assert main(["stats", str(path), "--root", str(root), "--json", "--no-cache"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert not (tmp_path / "cache").exists()
    assert doc["tokenizer"] == "calibrated"
    assert doc["totals"]["recorded_usage"] == {"input": 120, "output": 600, "cache_read": doc["totals"][
        "recorded_usage"]["cache_read"], "cache_write": 0, "turns": 12}
    collect._CACHE.clear()                                              # as a fresh process would
    assert main(["stats", str(path), "--root", str(root)]) == 0
    text = capsys.readouterr().out
    assert "tokens: calibrated to recorded usage in 1 session " in text
    assert "recorded by the agents over 12 turn(s): input 120 · output 600" in text
    assert len(list((tmp_path / "cache" / "usage").glob("*.json"))) == 1


def test_worker_processes_give_the_same_results(tmp_path, monkeypatch):
    monkeypatch.setattr(collect, "PARALLEL_BYTES", 1)                   # tiny files: workers all the same
    files = [write_session(tmp_path / f"s{n}.jsonl", 5 + n) for n in range(4)]
    collect._CACHE.clear()
    serial = analyze_files(files).sessions
    collect._CACHE.clear()
    cache = UsageCache(DEFAULT_PRUNE, False, tmp_path / "cache")
    parallel = analyze_files(files, jobs=2, disk=cache).sessions
    assert parallel == serial and cache.misses == 4
    assert len(list((tmp_path / "cache").glob("*.json"))) == 4         # each process the entries it measured
    assert len(list((tmp_path / "cache").glob("*.resume"))) == 4       # each worker its resume state


def test_a_child_that_dies_leaves_its_files_to_the_parent(tmp_path, monkeypatch):
    """A worker killed mid-way (here: it exits before sending anything) costs time, never a session."""
    import os

    monkeypatch.setattr(collect, "PARALLEL_BYTES", 0)
    files = [write_session(tmp_path / f"s{n}.jsonl", 5 + n) for n in range(4)]
    collect._CACHE.clear()
    serial = analyze_files(files, jobs=1).sessions                        # (threshold 0, one job: no child)
    parent, measure = os.getpid(), collect._measure_and_keep

    def dies_in_child(*args, **kwargs):
        if os.getpid() != parent:
            os._exit(3)
        return measure(*args, **kwargs)

    monkeypatch.setattr(collect, "_measure_and_keep", dies_in_child)
    collect._CACHE.clear()
    assert analyze_files(files, jobs=2).sessions == serial
