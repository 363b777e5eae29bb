"""Parsing transcripts of every format into the node model, and the reader's robustness."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.core.sessions import parse_session
from memtui.core.sessions.model import ASSISTANT, COMPACTION, LABEL, META, SUMMARY, TOOL_RESULT, USER
from tests.shared_data import SAMPLES, SAMPLE_FILES, needs_samples, sample

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"


@needs_samples
@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda p: str(p.relative_to(SAMPLES or p.parent)))
def test_every_sample_parses_into_a_known_format(path: Path) -> None:
    session = parse_session(path)
    assert session.error is None
    assert session.format in {"pi", "claude-code", "codex"}
    assert session.nodes, "every sample has entries"
    raw_lines = path.read_text(encoding="utf-8").split("\n")
    for node in session.nodes:
        assert node.raw == raw_lines[node.line - 1]


def test_samples_keep_malformed_lines_with_numbers() -> None:
    session = parse_session(sample("claude-code/edge_cases.jsonl"))
    assert [m.line for m in session.malformed] == [13, 15, 16]
    assert all(m.error for m in session.malformed)


def test_pi_v1_is_migrated_in_memory_only() -> None:
    path = sample("pi/before-compaction.selected-lines.jsonl")
    before = path.read_bytes()
    session = parse_session(path)
    assert session.format == "pi" and session.version == 1
    entries = session.tree_nodes()
    assert entries[0].parent_id is None
    assert all(b.parent_id == a.id for a, b in zip(entries, entries[1:], strict=False))
    compactions = [n for n in entries if n.kind == COMPACTION]
    assert len(compactions) == 2
    # firstKeptEntryIndex points into the original file's entries; not present in this excerpt
    assert path.read_bytes() == before
    assert session.parent_session and session.parent_session.endswith(".jsonl")


def test_pi_v1_first_kept_index_maps_to_an_entry(tmp_path: Path) -> None:
    rows = [
        {"type": "session", "id": "s1", "timestamp": "2025-01-01T00:00:00Z", "cwd": "/p"},
        {"type": "message", "timestamp": "2025-01-01T00:00:01Z", "message": {"role": "user", "content": "a"}},
        {"type": "message", "timestamp": "2025-01-01T00:00:02Z", "message": {"role": "hookMessage", "content": "h"}},
        {"type": "compaction", "timestamp": "2025-01-01T00:00:03Z", "summary": "s", "firstKeptEntryIndex": 2},
    ]
    path = tmp_path / "v1.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    session = parse_session(path)
    compaction = session.nodes[-1]
    assert compaction.extra["first_kept_id"] == "L3"
    assert session.nodes[2].role == "custom"


def test_pi_fixture_blocks_usage_and_labels() -> None:
    session = parse_session(FIXTURES / "pi_branches.jsonl")
    assert session.format == "pi" and session.version == 3
    assert session.name == "Refactor plan"
    by_id = {n.id: n for n in session.nodes}
    call = by_id["e03"].blocks[-1]
    assert call.type == "tool_call" and call.name == "write"
    assert call.arguments == {"path": "memory/plan.md", "content": "# Plan\n- split module\n"}
    assert by_id["e03"].usage.total == 1580 and by_id["e03"].usage.context_tokens == 1580
    assert by_id["e04"].kind == TOOL_RESULT and by_id["e04"].blocks[0].call_id == "call_1"
    assert by_id["e06"].label == "approach A"
    assert by_id["e13"].kind == LABEL
    assert by_id["e10"].extra["first_kept_id"] == "e08"


def test_openclaw_is_pi_v3_with_custom_entries(tmp_path: Path) -> None:
    rows = [
        {"type": "session", "version": 3, "id": "oc", "timestamp": "2026-01-01T00:00:00Z", "cwd": "/w"},
        {"type": "message", "id": "m1", "parentId": None, "timestamp": "2026-01-01T00:00:01Z",
         "message": {"role": "user", "content": "hi"}},
        {"type": "custom", "id": "c1", "parentId": "m1", "timestamp": "2026-01-01T00:00:02Z",
         "customType": "openclaw.cache-ttl", "data": {"provider": "x"}},
    ]
    path = tmp_path / "oc.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    session = parse_session(path)
    assert session.format == "openclaw"
    assert session.nodes[-1].extra["custom_type"] == "openclaw.cache-ttl"


def test_claude_fixture_artefacts() -> None:
    session = parse_session(FIXTURES / "claude_artefacts.jsonl")
    assert session.format == "claude-code" and session.name == "Artefact tour"
    by_id = {n.id: n for n in session.nodes if n.in_tree}
    # streaming split: only the last fragment of msg_1 keeps the usage
    assert by_id["a1"].usage is None and by_id["a2"].usage is None
    assert by_id["a3"].usage.output == 40 and by_id["a3"].usage.context_tokens == 1110
    write = by_id["a3"].blocks[0]
    assert write.name == "Write" and write.arguments["file_path"].endswith("notes/memory.md")
    assert by_id["cb"].kind == COMPACTION and by_id["cb"].logical_parent_id == "r3"
    assert by_id["cs"].kind == SUMMARY
    assert by_id["r3"].kind == TOOL_RESULT and by_id["r3"].extra["spawned_agent"] == "agent1"
    assert by_id["sc1"].sidechain and by_id["sc1"].agent_id == "agent1"
    assert by_id["a5"].label == "Plan X branch"
    replaced = [n for n in session.nodes if n.extra.get("replaced_by_line")]  # a repeated uuid: the last line wins
    assert [(n.line, n.extra["replaced_by_line"]) for n in replaced] == [(18, 22)]
    assert by_id["p3"].line == 22


def test_claude_subagents_folder_is_attached() -> None:
    path = sample("claude-code/minimal_showcase/55550000-0000-4000-8000-000000000001.jsonl")
    session = parse_session(path)
    assert [s.session_id for s in session.subagents] == ["showcol1"]
    sub = session.subagents[0]
    assert sub.header["toolUseId"] == "toolu_sc_showcol1"
    assert all(n.sidechain and n.source for n in sub.nodes)


def test_codex_rollout_is_linear_with_usage() -> None:
    session = parse_session(sample("codex/session-alpha.jsonl"))
    usages = [n.usage for n in session.nodes if n.usage]
    assert usages[-1].context_tokens == 2500 and usages[-1].cache_read == 500 and usages[-1].input == 2000
    rollout = next(sample("codex").glob("rollout-*.jsonl"))
    session = parse_session(rollout)
    assert session.session_id == "11111111-1111-4111-8111-111111111111"
    calls = [b for n in session.nodes for b in n.blocks if b.type == "tool_call"]
    assert calls[0].arguments == {"cmd": "find . -maxdepth 1 -type f"}
    kinds = {n.kind for n in session.nodes}
    assert {USER, ASSISTANT, TOOL_RESULT, META} <= kinds
    assert any(n.type == "future_synthetic_record" for n in session.nodes)


# ---------------------------------------------------------------- robustness
def test_torn_last_line_and_invalid_lines(tmp_path: Path) -> None:
    path = tmp_path / "torn.jsonl"
    path.write_text(
        '{"type":"session","version":3,"id":"s","timestamp":"t","cwd":"/"}\n'
        "not json at all\n"
        '[1, 2]\n'
        '{"type":"message","id":"a","parentId":null,"timestamp":"t","message":{"role":"user","content":"x"}}\n'
        '{"type":"message","id":"b","parentId":"a","timestamp":"t","mess'
    )
    session = parse_session(path)
    assert [m.line for m in session.malformed] == [2, 3, 5]
    assert "torn" in session.malformed[-1].error
    assert [n.id for n in session.tree_nodes()] == ["a"]


def test_empty_missing_and_directory(tmp_path: Path) -> None:
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    assert parse_session(empty).nodes == [] and "empty file" in parse_session(empty).warnings
    assert parse_session(tmp_path / "nope.jsonl").error == "file not found"
    assert parse_session(tmp_path).error is not None


def test_non_utf8_and_multi_megabyte_lines(tmp_path: Path) -> None:
    big = "x" * (3 * 1024 * 1024)
    path = tmp_path / "odd.jsonl"
    with open(path, "wb") as fh:
        fh.write(b'{"type":"session","version":3,"id":"s","timestamp":"t","cwd":"/"}\n')
        fh.write(json.dumps({"type": "message", "id": "a", "parentId": None, "timestamp": "t",
                             "message": {"role": "toolResult", "content": [{"type": "text", "text": big}]}}).encode() + b"\n")
        fh.write(b'{"type":"message","id":"b","parentId":"a","timestamp":"t","message":{"role":"user","content":"caf\xe9"}}\n')
    session = parse_session(path)
    assert not session.encoding_ok
    assert len(session.nodes[1].blocks[0].text) == len(big)
    assert "\ufffd" in session.nodes[2].text()


def test_unknown_types_and_dangling_parents_are_kept(tmp_path: Path) -> None:
    rows = [
        {"type": "session", "version": 3, "id": "s", "timestamp": "t", "cwd": "/"},
        {"type": "future_thing", "id": "f1", "parentId": None, "timestamp": "t", "payload": 1},
        {"type": "message", "id": "m1", "parentId": "gone", "timestamp": "t", "message": {"role": "user", "content": "x"}},
    ]
    path = tmp_path / "u.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    session = parse_session(path)
    assert session.nodes[1].kind == "unknown" and session.nodes[1].raw == json.dumps(rows[1])


def test_lazy_pi_content_is_decoded_once_on_first_access_from_any_thread() -> None:
    import dataclasses
    import threading

    session = parse_session(FIXTURES / "pi_branches.jsonl")
    node = next(n for n in session.nodes if n.id == "e03")
    assert node._filler is not None  # not decoded yet: the tree needs none of it
    seen: list[int] = []

    def read() -> None:
        seen.append(len(node.blocks))

    threads = [threading.Thread(target=read) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert seen == [3] * 8 and node._filler is None
    node.usage = None  # setters work after decoding
    assert node.usage is None
    copy = dataclasses.replace(node, label="x")
    assert copy.blocks == node.blocks and copy.label == "x"


ODD_VALUES = [None, 7, 1.5, True, "x", [], ["a", 1], {}, {"type": 3}]


@pytest.mark.parametrize("fmt", ["pi", "claude-code", "codex"])
def test_odd_types_in_every_field_never_crash(tmp_path: Path, fmt: str) -> None:
    """Every field holding a number, a list or an object where a string is expected is shown, not fatal."""
    lines = []
    if fmt == "pi":
        lines.append({"type": "session", "version": 3, "id": "s", "timestamp": "t", "cwd": "/"})
    for i, odd in enumerate(ODD_VALUES):
        if fmt == "pi":
            lines.append({"type": "message", "id": f"m{i}", "parentId": odd, "timestamp": odd,
                          "message": {"role": odd, "content": [{"type": "toolCall", "id": odd, "name": odd, "arguments": odd},
                                                               {"type": "text", "text": odd}, odd], "usage": {"input": odd}}})
            lines.append({"type": "label", "id": f"l{i}", "parentId": f"m{i}", "timestamp": "t", "targetId": odd, "label": odd})
            lines.append({"type": odd, "id": odd, "parentId": odd})
        elif fmt == "claude-code":
            lines.append({"type": "assistant", "uuid": f"u{i}", "parentUuid": odd, "timestamp": odd, "sessionId": "s",
                          "isSidechain": odd, "agentId": odd, "requestId": odd,
                          "message": {"id": odd, "role": odd, "content": [{"type": "tool_use", "id": odd, "name": odd, "input": odd},
                                                                          {"type": "tool_result", "tool_use_id": odd, "content": odd}],
                                      "usage": {"input_tokens": odd}}})
            lines.append({"type": "system", "subtype": odd, "uuid": f"s{i}", "parentUuid": None, "logicalParentUuid": odd,
                          "content": odd, "compactMetadata": odd})
            lines.append({"type": "summary", "summary": odd, "leafUuid": odd})
        else:
            lines.append({"timestamp": odd, "type": "response_item", "payload": {"type": odd, "role": odd, "content": odd}})
            lines.append({"timestamp": "t", "type": "response_item", "payload": {"type": "function_call", "name": odd,
                                                                                 "arguments": odd, "call_id": odd}})
            lines.append({"timestamp": "t", "type": "event_msg", "payload": {"type": odd, "info": odd, "message": odd}})
            lines.append({"timestamp": "t", "type": "event_msg", "payload": {"type": "token_count", "info": {"last_token_usage": odd}}})
    path = tmp_path / "odd.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    session = parse_session(path)
    assert session.format == fmt
    from memtui.core.sessions import SessionTree
    from memtui.core.sessions.tree import preview

    tree = SessionTree.build(session)
    for node in session.nodes:
        preview(node)
        node.text()
        assert isinstance(node.blocks, list) and isinstance(node.extra, dict)
    tree.rows()
    tree.context_path()
    assert tree.to_json()["entries"] > 0


def test_a_worker_thread_never_switches_the_gc_off(tmp_path: Path) -> None:
    """The GC switch is process-wide: parsing in a worker thread (the TUI's) leaves it alone."""
    import gc
    import threading

    from memtui.core.sessions import gc_paused

    seen: list[bool] = []

    def work() -> None:
        with gc_paused():
            seen.append(gc.isenabled())

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert seen == [True] and gc.isenabled()
    with gc_paused():                       # the main thread (the CLI) still pauses it
        assert not gc.isenabled()
    assert gc.isenabled()
