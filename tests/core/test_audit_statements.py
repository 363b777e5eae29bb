"""Statement splitting: bullets, table rows, sentences, with 1-based lines and headings."""

from __future__ import annotations

from pathlib import Path

from memtui.core.audit.statements import split_statements
from memtui.core.audit.text import content_words, normalise, words

DOC = """---
name: deploy
created: 2026-03-02
---
# Deploy

- Atlas deploys to Fly.io.
- A long bullet
  that continues here.
1. [ ] numbered task

```bash
- not a bullet inside a fence
```

| service | region |
|---|---|
| atlas | ams |

## Notes
Atlas uses Postgres 16.1. It runs on Fly.io! atlas는 배포한다.
Second line sentence.
§
- after a Hermes separator
"""


def test_kinds_lines_and_headings() -> None:
    found = [(s.line, s.kind, s.text, s.heading_path) for s in split_statements(DOC, "m.md")]
    assert found == [
        (7, "bullet", "Atlas deploys to Fly.io.", ["Deploy"]),
        (8, "bullet", "A long bullet that continues here.", ["Deploy"]),
        (10, "bullet", "[ ] numbered task", ["Deploy"]),
        (18, "row", "| atlas | ams |", ["Deploy"]),
        (21, "sentence", "Atlas uses Postgres 16.1.", ["Deploy", "Notes"]),
        (21, "sentence", "It runs on Fly.io!", ["Deploy", "Notes"]),
        (21, "sentence", "atlas는 배포한다.", ["Deploy", "Notes"]),
        (22, "sentence", "Second line sentence.", ["Deploy", "Notes"]),
        (24, "bullet", "after a Hermes separator", ["Deploy", "Notes"]),
    ]


def test_table_row_keeps_header_cells() -> None:
    row = next(s for s in split_statements(DOC) if s.kind == "row")
    assert row.cells() == [("service", "atlas"), ("region", "ams")]
    assert row.claim_text() == "service: atlas; region: ams"
    assert "Deploy" in row.analysis_text()


def test_no_frontmatter_or_fence_statements() -> None:
    texts = " ".join(s.text for s in split_statements(DOC))
    assert "created" not in texts and "inside a fence" not in texts


def _shape(statements) -> list[tuple]:
    return [(s.line, s.last_line, s.kind, s.text, s.heading_path, s.header) for s in statements]


def test_a_line_range_splits_like_the_whole_file() -> None:
    whole = split_statements(DOC)
    n = len(DOC.split("\n"))
    for start in range(1, n + 1):
        for end in range(start, n + 1):
            expected = [s for s in whole if start <= s.line <= end]
            assert _shape(split_statements(DOC, start=start, end=end)) == _shape(expected), (start, end)
    assert [s.line for s in split_statements(DOC, start=7, end=10)] == [7, 8, 10]


def test_statement_end_lines() -> None:
    by_line = {(s.line, s.text): s.last_line for s in split_statements(DOC)}
    assert by_line[(8, "A long bullet that continues here.")] == 9
    assert by_line[(21, "atlas는 배포한다.")] == 21
    assert by_line[(22, "Second line sentence.")] == 22


def test_fixture_file_lines_match_disk(audit_root: Path) -> None:
    text = (audit_root / "memory" / "notes-ko.md").read_text(encoding="utf-8")
    lines = text.split("\n")
    for statement in split_statements(text, "memory/notes-ko.md"):
        assert statement.text.split()[0] in lines[statement.line - 1]


def test_normalise_and_korean_words() -> None:
    assert normalise("- **Atlas** deploys to `Fly.io`.") == normalise("atlas deploys to Fly.io")
    assert words("atlas는 서버로 배포한다") == ["atlas", "서버", "배포"]
    assert content_words("The deploy of atlas") == ["deploy", "atlas"]


def test_a_huge_line_is_read_only_so_far() -> None:
    found = split_statements("# T\n- " + "atlas deploy " * 500_000 + "\n- next\n")
    assert [s.line for s in found] == [2, 3]
    assert len(found[0].text) == 1000 and found[0].text.endswith("…")


def test_pointers_and_dated_headings() -> None:
    text = ("# Index\n\n- Rules: `AGENTS.md` and `tasks/lessons.md`\n- Keyword map: [memory-map](memory-map.md)\n"
            "- docs/deploy.md now names Fly.io as the deploy target.\n\n## 2026-10\n- Never squash-merge.\n")
    rules, keyword_map, snapshot, lesson = split_statements(text, "MEMORY.md")
    assert rules.is_pointer() and keyword_map.is_pointer()
    assert not snapshot.is_pointer()            # a path inside a real sentence
    assert (lesson.heading_date(), lesson.heading_level) == ("2026-10", 2)
    assert rules.heading_date() is None and rules.heading_level == 1
