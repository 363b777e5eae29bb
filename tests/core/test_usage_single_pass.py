"""The single-pass usage reader (`analyze_path`: each line decoded once, measured as it is parsed) gives the
same result as analysing the parsed session's nodes, on every transcript the repository and the samples hold."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.core.sessions import parse_session
from memtui.core.sessions.content_pass import parse_with_content, pending_content
from memtui.core.usage.analysis import analyze_path, analyze_session
from memtui.core.usage.line_facts import BLOCK_TYPES, LineFacts
from memtui.core.usage.result import usage_to_json
from tests.shared_data import SAMPLE_FILES

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
TRANSCRIPTS = sorted(p for p in FIXTURES.rglob("*.jsonl") if "subagents" not in p.parts) + SAMPLE_FILES


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda p: str(p.name))
def test_single_pass_equals_the_node_analysis(path: Path) -> None:
    expected = usage_to_json(analyze_session(parse_session(path)))
    assert usage_to_json(analyze_path(str(path))) == expected


def test_lines_are_decoded_once_and_streaming_splits_keep_one_usage(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    rows = [{"type": "user", "uuid": "u", "parentUuid": None, "sessionId": "s", "message": {"role": "user",
                                                                                            "content": "hi 你好"}}]
    for part, text in (("p", ""), ("a", "done")):
        rows.append({"type": "assistant", "uuid": part, "parentUuid": rows[-1]["uuid"], "sessionId": "s",
                     "requestId": "r", "message": {"id": "m", "role": "assistant", "content": [
                         {"type": "text", "text": text}, {"type": "tool_use", "name": "ls", "input": {"d": 1}}],
                         "usage": {"input_tokens": 5, "output_tokens": 1 if part == "p" else 9}}})
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    table = LineFacts()
    session = parse_with_content(path, table.add)
    assert all(n.line in table for n in session.nodes)
    assert list(table.blocks(1)) == [(0, 5, 5 + 3 * 2)]                # text; CJK characters weigh 4
    call = len('ls{"d":1}')
    assert [(BLOCK_TYPES[c], n, w) for c, n, w in table.blocks(3)] == [("text", 4, 4), ("tool_call", call, call)]
    first, last = session.nodes[1], session.nodes[2]
    pending_first, pending_last = pending_content(first), pending_content(last)
    assert pending_first is not None and pending_first.drop_usage     # the earlier fragment's usage is dropped
    assert pending_last is not None and not pending_last.drop_usage
    assert table.usage(first.line, pending_first) is None
    last_usage = table.usage(last.line, pending_last)
    assert last_usage is not None and last_usage.output == 9
    assert all(pending_content(n) is not None for n in session.nodes)  # nothing was decoded a second time
    usage = analyze_session(session, table=table)
    decoded = [n.line for n in session.nodes if pending_content(n) is None]
    assert decoded == [1]               # only the first prompt, read back for the session's name
    assert usage.recorded.turns == 1 and usage.recorded.output == 9
    assert usage_to_json(usage) == usage_to_json(analyze_session(parse_session(path)))


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda p: str(p.name))
def test_facts_not_kept_give_the_same_result(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Above KEEP_FACTS_UP_TO entries (a million-entry session) nothing is kept per entry: same numbers."""
    from memtui.core.usage import analysis

    kept = usage_to_json(analyze_path(str(path)))
    monkeypatch.setattr(analysis, "KEEP_FACTS_UP_TO", 0)
    assert usage_to_json(analyze_path(str(path))) == kept


def test_bad_lines_are_counted_not_fatal_in_the_single_pass(tmp_path: Path) -> None:
    """Issue 11's crashing lines, a non-UTF-8 byte and a torn last line: same result as the node analysis."""
    good = {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "s",
            "message": {"role": "user", "content": "hello \ud800 there"}}
    reply = {"type": "assistant", "uuid": "a1", "parentUuid": "u1", "sessionId": "s", "requestId": "r",
             "message": {"id": "m", "role": "assistant", "content": [{"type": "text", "text": "ok"}],
                         "usage": {"input_tokens": 1e999, "output_tokens": [3], "cache_read_input_tokens": 7}}}
    lines = [json.dumps(good), "not json", "[1, 2]", json.dumps({"type": ["x"]}), "[" * 800 + "]" * 800,
             json.dumps({"type": "assistant", "uuid": "a0", "parentUuid": "u1", "message": {"content": {"odd": 1}}}),
             json.dumps(reply)]
    path = tmp_path / "bad.jsonl"
    path.write_bytes(("\n".join(lines) + "\n").encode("utf-8", "surrogatepass") + b"\xff\xfe\n" +
                     b'{"type": "user", "uuid": "u2"')
    single = analyze_path(str(path))
    assert usage_to_json(single) == usage_to_json(analyze_session(parse_session(path)))
    assert single.malformed >= 4 and single.recorded.turns >= 1


def test_a_long_timeline_is_thinned_keeping_peaks_and_compactions() -> None:
    from memtui.core.usage.result import MAX_TIMELINE_POINTS, thin_timeline
    from memtui.core.usage.result import TimelinePoint

    points = [TimelinePoint(f"n{i}", i, (i * 37) % 101, True, compaction=i % 500 == 0) for i in range(4 * MAX_TIMELINE_POINTS)]
    thinned = thin_timeline(points)
    assert len(thinned) == len(points) // 2
    assert {p.node_id for p in points if p.compaction} <= {p.node_id for p in thinned}
    assert max(p.tokens for p in thinned) == max(p.tokens for p in points)
    assert [p.line for p in thinned] == sorted(p.line for p in thinned)


def test_a_session_longer_than_the_curve_keeps_a_bounded_timeline(tmp_path: Path) -> None:
    from memtui.core.usage.result import MAX_TIMELINE_POINTS

    path = tmp_path / "long.jsonl"
    rows = [json.dumps({"type": "session", "version": 3, "id": "s", "timestamp": "2026-01-01T00:00:00Z", "cwd": "/"})]
    parent = None
    for i in range(5 * MAX_TIMELINE_POINTS):
        role = "user" if i % 2 == 0 else "assistant"
        rows.append(json.dumps({"type": "message", "id": f"e{i}", "parentId": parent, "timestamp": "2026-01-01T00:00:01Z",
                                "message": {"role": role, "content": [{"type": "text", "text": f"turn {i}"}]}}))
        parent = f"e{i}"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    usage = analyze_path(str(path))
    assert MAX_TIMELINE_POINTS <= len(usage.timeline) <= 2 * MAX_TIMELINE_POINTS + 1
    assert usage.timeline[-1].node_id == f"e{5 * MAX_TIMELINE_POINTS - 1}"     # the last turn is kept
    assert usage.timeline[-1].tokens == max(p.tokens for p in usage.timeline)


@pytest.mark.skipif(not Path("/proc/self/io").exists(), reason="needs Linux /proc/self/io to count bytes read")
def test_the_file_is_read_once(tmp_path: Path) -> None:
    """Parse, measure and name the session from one read of the file (the name no longer reads a block back)."""
    def bytes_read() -> int:
        fields = dict(line.split(": ") for line in Path("/proc/self/io").read_text().splitlines())
        return int(fields["rchar"])

    path = tmp_path / "big.jsonl"
    rows, parent = [], None
    for i in range(400):
        role = "user" if i % 2 == 0 else "assistant"
        rows.append(json.dumps({"type": role, "uuid": f"x{i}", "parentUuid": parent, "sessionId": "s",
                                "message": {"role": role, "content": f"message {i} " + "text " * 1000}}))
        parent = f"x{i}"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    size = path.stat().st_size
    assert size > 1_500_000
    before = bytes_read()
    usage = analyze_path(str(path))
    assert bytes_read() - before < size + 64 * 1024
    assert usage.name.startswith("message 0 text")
