"""Entries read their line back from the file by byte offset: every line comes back exactly as written."""

from __future__ import annotations

import json
from pathlib import Path

from memtui.core.sessions import load_tree, parse_session
from memtui.core.sessions.common import LazyNode

HEADER = {"type": "session", "version": 3, "id": "s", "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/w"}


def _entry(index: int, text: str) -> dict:
    return {"type": "message", "id": f"e{index}", "parentId": f"e{index - 1}" if index else None,
            "timestamp": "2026-01-01T00:00:01.000Z", "message": {"role": "user", "content": text}}


def test_every_line_reads_back_exactly_across_encodings_and_line_ends(tmp_path: Path) -> None:
    texts = ["plain", "naïve café → ✓", "emoji 🧠 and 中文", "x" * 5000, "crlf line"]
    lines = [json.dumps(HEADER)] + [json.dumps(_entry(i, t), ensure_ascii=False) for i, t in enumerate(texts)]
    data = "\ufeff" + "\n".join(lines[:-1]) + "\n" + lines[-1] + "\r\n"   # a BOM, a CRLF line
    path = tmp_path / "s.jsonl"
    path.write_bytes(data.encode("utf-8"))
    session = parse_session(path)
    assert [n.raw for n in session.nodes] == lines[:-1] + [lines[-1] + "\r"]
    assert [n.text() for n in session.tree_nodes()] == texts
    assert all(isinstance(n, LazyNode) and "_raw" not in (getattr(n, "__dict__", None) or {}) for n in session.nodes)


def test_bad_utf8_and_a_last_line_without_newline(tmp_path: Path) -> None:
    good = json.dumps(_entry(0, "before"))
    bad = json.dumps(_entry(1, "BAD")).encode().replace(b"BAD", b"B\xffD")
    last = json.dumps(_entry(2, "after"))
    path = tmp_path / "s.jsonl"
    path.write_bytes(json.dumps(HEADER).encode() + b"\n" + good.encode() + b"\n" + bad + b"\n" + last.encode())
    tree = load_tree(path)
    assert not tree.session.encoding_ok
    assert tree.nodes["e0"].raw == good and tree.nodes["e2"].raw == last
    assert tree.nodes["e1"].text() == "B\ufffdD"


def test_lines_stay_readable_after_an_append_and_read_empty_after_a_rewrite(tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    rows = [json.dumps(HEADER)] + [json.dumps(_entry(i, f"turn {i}")) for i in range(3)]
    path.write_text("\n".join(rows) + "\n")
    tree = load_tree(path)
    with open(path, "a") as fh:                       # an agent appends: offsets stay valid
        fh.write(json.dumps(_entry(3, "turn 3")) + "\n")
    assert tree.nodes["e2"].raw == rows[3] and tree.nodes["e1"].text() == "turn 1"
    path.write_text(rows[0] + "\n" + json.dumps(_entry(0, "a different, longer first turn")) + "\n")
    for node in tree.nodes.values():
        node._source.drop_cache()                    # type: ignore[attr-defined]
    assert tree.nodes["e2"].raw == ""                 # rewritten under us: nothing, never another line's bytes
    assert tree.nodes["e2"].text() == ""


def test_a_second_pass_reads_the_same_records(tmp_path: Path) -> None:
    from memtui.core.sessions import read_jsonl

    path = tmp_path / "s.jsonl"
    path.write_text(json.dumps(HEADER) + "\n" + json.dumps(_entry(0, "hi")) + "\n{torn")
    jsonl = read_jsonl(path)
    first = jsonl.records
    assert jsonl.torn_last_line and jsonl.line_count == 3 and jsonl.fingerprint is not None
    assert jsonl.records == first and len(jsonl.malformed) == 1
