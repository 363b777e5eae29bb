"""The reader's fast JSON path (orjson) keeps the standard library's verdict on every line: the same
lines accepted, the same objects, the same malformed lines; and whole transcripts parse to the same
nodes with and without it. Real files on disk."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import orjson
import pytest

from memtui.core.sessions import parse_session
from memtui.core.sessions.model import Session
from memtui.core.sessions.reader import read_jsonl
from tests.shared_data import SAMPLE_FILES, needs_samples

LINES = [
    '{"type":"message","id":"a","n":1.5e-320,"x":0.1,"s":"\\u00e9\\ud83d\\ude00"}',
    '  {"lead":"whitespace"}',
    '{"trail":"whitespace"}  ',
    '{"a":1,"a":2}',
    '{"nan":NaN,"inf":Infinity}',            # the standard library accepts these; orjson does not
    '{"huge":1e400}',
    '{"lone":"\\ud800"}',
    '{"tab":"a\tb"}',                        # a raw control character: invalid for both
    '{"a":1} trailing',
    '[1,2,3]',
    '"just a string"',
    '{"torn":',
    '{"ok":true,"deep":' + '[' * 400 + ']' * 400 + '}',
    '{"deeper than 500":' + '[' * 600 + ']' * 600 + '}',   # orjson reads it; the reader refuses it
    '{"too deep":' + '[' * 1100 + ']' * 1100 + '}',
    '{"u64":18446744073709551615,"neg":-9223372036854775808}',
    '{"\u00e9t\u00e9":"caf\u00e9 \u4e2d\u6587 \ud55c\uad6d\uc5b4"}',
]


def _read(path: Path) -> tuple[list[tuple[int, str, dict[str, Any]]], list[tuple[int, str]]]:
    jsonl = read_jsonl(path)
    records = [(n, raw, obj) for n, raw, obj in jsonl.iter_records()]
    return records, [(m.line, m.error) for m in jsonl.malformed]


def _stdlib_only(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(raw: str) -> object:
        raise orjson.JSONDecodeError("forced", raw, 0)
    monkeypatch.setattr(orjson, "loads", refuse)


def test_fast_path_keeps_the_standard_librarys_verdict(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "odd.jsonl"
    path.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    fast = _read(path)
    _stdlib_only(monkeypatch)
    slow = _read(path)
    assert repr(fast) == repr(slow)          # repr: NaN compares unequal to itself
    accepted = {n for n, _, _ in fast[0]}
    assert accepted == {1, 2, 3, 4, 5, 6, 7, 13, 16, 17}
    assert {n for n, _ in fast[1]} == {8, 9, 10, 11, 12, 14, 15}
    assert fast[0][6][2] == {"lone": "\ud800"} and json.loads(LINES[15]) == fast[0][8][2]


@needs_samples
@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda p: p.name)
def test_samples_parse_to_the_same_nodes(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def shape(session: Session) -> tuple[object, ...]:
        return [
            (n.id, n.parent_id, n.line, n.kind, n.role, n.timestamp, n.type, n.in_tree, n.label, n.text(),
             n.usage, n.extra)
            for n in session.nodes
        ], session.name, session.session_id, session.warnings, [(m.line, m.error) for m in session.malformed]

    fast = shape(parse_session(path))
    _stdlib_only(monkeypatch)
    assert shape(parse_session(path)) == fast
