"""One bad transcript line never stops the rest: each crash found by fuzzing, then a fixed-seed fuzz run."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bench.fuzz_targets import sessions as fuzz
from memtui.cli import main
from memtui.core.sessions import load_tree, parse_session
from memtui.core.sessions.common import as_int, as_text
from memtui.core.usage import analyze_session

PI_HEAD = {"type": "session", "version": 3, "id": "s", "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/w"}


def _pi_user(entry_id: str, parent: str | None, content: object) -> dict:
    return {"type": "message", "id": entry_id, "parentId": parent, "timestamp": "2026-01-01T00:00:01.000Z",
            "message": {"role": "user", "content": content}}


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8", errors="surrogatepass")
    return path


def _nested(levels: int) -> str:
    return "[" * levels + '"x"' + "]" * levels


@pytest.mark.parametrize("levels", [600, 800, 1000, 5000])
def test_deep_json_is_one_malformed_line(tmp_path: Path, levels: int, capsys) -> None:
    deep_line = json.dumps(_pi_user("a2", "a1", "PLACE")).replace('"PLACE"', _nested(levels))
    path = _write(tmp_path / "deep.jsonl", [json.dumps(PI_HEAD), json.dumps(_pi_user("a1", None, "hi")), deep_line,
                                            json.dumps(_pi_user("a3", "a1", "after"))])
    tree = load_tree(path)
    assert [m.line for m in tree.session.malformed] == [3]
    assert "nested deeper" in tree.session.malformed[0].error
    assert list(tree.nodes) == ["a1", "a3"] and tree.active_leaf == "a3"
    assert analyze_session(tree.session).entries == 3
    assert main(["sessions", "tree", str(path)]) == 0
    assert main(["stats", str(path), "--root", str(tmp_path)]) == 0
    capsys.readouterr()


def test_type_as_a_list_and_odd_claude_fields(tmp_path: Path, capsys) -> None:
    path = _write(tmp_path / "t.jsonl", ['{"type":["x"]}', json.dumps(PI_HEAD), json.dumps(_pi_user("a1", None, "x"))])
    session = parse_session(path)
    assert session.format == "pi" and [n.id for n in session.tree_nodes()][-1] == "a1"
    claude = {"type": "assistant", "uuid": "u1", "parentUuid": ["x"], "sessionId": "s", "requestId": {"a": 1},
              "timestamp": [1], "agentId": {"x": 1},
              "message": {"role": ["a"], "id": "m1", "content": [{"type": "text", "text": ["a", {"text": "b"}]},
                                                                 {"type": "tool_use", "name": {"a": 1}, "input": [1]}],
                          "usage": {"input_tokens": [1], "output_tokens": {"a": 1}}}}
    path = _write(tmp_path / "c.jsonl", [json.dumps(claude), json.dumps(dict(claude, uuid="u2", parentUuid="u1"))])
    tree = load_tree(path)
    assert tree.nodes["u1"].text() == "a\nb" and tree.nodes["u2"].usage is not None
    assert main(["stats", str(path), "--root", str(tmp_path)]) == 0
    capsys.readouterr()


def test_lone_surrogate_in_text_prints_visibly(tmp_path: Path, capsys) -> None:
    line = json.dumps(_pi_user("a1", None, "before\ud800after\x1b]0;title\x07"))
    path = _write(tmp_path / "s.jsonl", [json.dumps(PI_HEAD), line])
    assert main(["sessions", "tree", str(path)]) == 0
    out = capsys.readouterr().out
    assert "before\\ud800after\\x1b]0;title\\x07" in out and "\x1b" not in out
    assert main(["sessions", "tree", str(path), "--json"]) == 0
    json.loads(capsys.readouterr().out)


def test_codex_infinite_usage_counts_as_zero(tmp_path: Path, capsys) -> None:
    lines = ['{"type":"session_meta","payload":{"id":"c"}}',
             '{"type":"event_msg","timestamp":"2026-01-01T00:00:00Z","payload":{"type":"token_count",'
             '"info":{"last_token_usage":{"input_tokens":1e999,"output_tokens":-1e999,"cached_input_tokens":NaN}}}}']
    path = _write(tmp_path / "rollout.jsonl", lines)
    node = parse_session(path).tree_nodes()[0]
    assert node.usage is not None and node.usage.input == 0 and node.usage.output == 0
    assert main(["stats", str(path), "--root", str(tmp_path)]) == 0
    capsys.readouterr()
    assert as_int(float("nan")) == 0 and as_int(-5) == 0 and as_int(7.9) == 7


def test_as_text_flattens_any_depth_without_recursion() -> None:
    value: object = "x"
    for _ in range(20000):
        value = [value]
    assert as_text(value) == "x"
    assert as_text({"a": 1}) == '{"a": 1}'


def test_not_a_transcript_tree_exits_2(tmp_path: Path, capsys) -> None:
    memory = tmp_path / "MEMORY.md"
    memory.write_text("# Memory\n\n- a fact\n")
    assert main(["sessions", "tree", str(memory)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "not a session transcript" in err


def test_fixed_seed_fuzz_run_has_no_crash(tmp_path: Path) -> None:
    for name, (generate, run) in fuzz.COMPONENTS.items():
        rng = random.Random(f"suite:{name}")
        for index in range(25):
            folder = tmp_path / f"{name}-{index}"
            folder.mkdir()
            run(generate(rng), folder)
