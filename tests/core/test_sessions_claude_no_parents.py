"""A Claude Code transcript where no line carries `parentUuid` (hand-made, exported): file order is the chain.

The text is the realdata25 tester's repro 14 (simonw/claude-code-transcripts tests/sample_session.jsonl
has the same shape); claude-code-transcripts renders every file in line order."""

from __future__ import annotations

import json
from pathlib import Path

from memtui.core.sessions import load_tree, parse_session
from memtui.core.usage import analyze_session

LINES = [
    {"type": "user", "uuid": "u-1", "sessionId": "s-1", "timestamp": "2026-11-30T09:00:00Z",
     "message": {"role": "user", "content": "make a README"}},
    {"type": "assistant", "uuid": "a-1", "sessionId": "s-1", "timestamp": "2026-11-30T09:00:03Z",
     "message": {"role": "assistant", "content": [
         {"type": "text", "text": "Writing README.md with install and usage sections now."}]}},
    {"type": "user", "uuid": "u-2", "sessionId": "s-1", "timestamp": "2026-11-30T09:01:00Z",
     "message": {"role": "user", "content": "add a licence section too"}},
    {"type": "assistant", "uuid": "a-2", "sessionId": "s-1", "timestamp": "2026-11-30T09:01:04Z",
     "message": {"role": "assistant", "content": [{"type": "text", "text": "Done."}]}},
]


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_no_parent_field_anywhere_reads_the_file_order_as_one_chain(tmp_path: Path) -> None:
    path = _write(tmp_path / "session.jsonl", LINES)
    tree = load_tree(path)
    assert tree.active_path == ["u-1", "a-1", "u-2", "a-2"] and tree.leaves == ["a-2"]
    assert any("no line carries parentUuid" in w for w in tree.session.warnings)
    usage = analyze_session(tree.session)       # the full analysis: the whole file is the context
    assert usage.active["user_input"].tokens == usage.whole["user_input"].tokens > 0


def test_explicit_null_parents_stay_roots(tmp_path: Path) -> None:
    rows = [{**row, "parentUuid": None} for row in LINES]
    tree = load_tree(_write(tmp_path / "roots.jsonl", rows))
    assert tree.active_path == ["a-2"]                   # as written: every line says it is a root
    assert not any("parentUuid" in w for w in parse_session(tmp_path / "roots.jsonl").warnings)


def test_one_parent_field_keeps_the_written_links(tmp_path: Path) -> None:
    rows = [dict(row) for row in LINES]
    rows[3]["parentUuid"] = "a-1"                        # a rewind: a-2 answers after a-1, u-2 is a dead branch
    tree = load_tree(_write(tmp_path / "linked.jsonl", rows))
    assert tree.active_path == ["a-1", "a-2"]
    assert tree.nodes["u-2"].parent_id is None
