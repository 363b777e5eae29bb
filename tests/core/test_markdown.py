"""Markdown parsing of memory files: frontmatter, tables, pointers, Hermes entries."""

from __future__ import annotations

from memtui.core import markdown as md

DOC = """---
title: Deploy
keywords: [deploy, "fly, io"]
created: 2026-06-01
tags:
  - a
  - b
---
# Deploy

| Keyword | Category | File |
|---|---|---|
| deploy, fly | domain | `docs/domain/deploy.md` |
| db | references | [db](docs/references/db.md#port) |

- see memory/notes.md and [site](https://example.com/x.md)
- Rules: `AGENTS.md`
"""


def test_frontmatter_subset() -> None:
    fm = md.parse_frontmatter(DOC)
    assert fm.present and fm.error is None and fm.end_line == 8
    assert fm.data == {"title": "Deploy", "keywords": ["deploy", "fly, io"], "created": "2026-06-01", "tags": ["a", "b"]}


def test_broken_frontmatter_is_reported() -> None:
    assert md.parse_frontmatter("---\ntitle: x\n").error == "frontmatter has no closing '---'"
    fm = md.parse_frontmatter("---\ntitle: x\njust words\n---\n")
    assert fm.data == {"title": "x"} and "line 3" in fm.error
    assert not md.parse_frontmatter("# no frontmatter\n").present


def test_headings_ignore_frontmatter_and_keep_lines() -> None:
    assert [(h.level, h.title, h.line) for h in md.headings(DOC)] == [(1, "Deploy", 9)]


def test_tables_and_pointers_with_lines() -> None:
    (table,) = md.tables(DOC)
    assert table.header == ["Keyword", "Category", "File"]
    assert [(r.line, md.cell_text(r.cells[2])) for r in table.rows] == [(13, "docs/domain/deploy.md"), (14, "db")]
    found = [(p.line, p.target, p.kind) for p in md.pointers(DOC)]
    assert found == [
        (13, "docs/domain/deploy.md", "table"),
        (14, "docs/references/db.md", "table"),
        (17, "AGENTS.md", "code"),
    ]


def test_malformed_table_rows_do_not_break_parsing() -> None:
    text = "| A | File |\n|---|---|\n| only one cell |\n| x | `a.md` | extra | cells |\n"
    assert [p.target for p in md.pointers(text)] == ["a.md"]


def test_hermes_entries_split_on_the_exact_delimiter() -> None:
    text = "first\nline two\n§\nsecond\n§\n\n§\nthird § not a delimiter"
    assert md.is_hermes(text)
    assert md.hermes_entries(text) == [(1, 2, "first\nline two"), (4, 4, "second"), (8, 8, "third § not a delimiter")]
    assert not md.is_hermes("a § b")


def test_code_lines_shortcut_agrees_with_the_parse() -> None:
    """The no-code shortcut of `code_lines` gives what the full markdown parse gives, on texts built
    from every shape that can hold a code block (fences in lists and quotes, tabs, deep indents)."""
    import random

    from memtui.core import markdown as md

    pieces = ["# T", "- a", "  - b", "    - c", "1. d", "> q", ">     quoted code", "> ```", "```py", "```",
              "~~~", "    code", "\tcode", "", "text", "- ```", "  ```", "| a | b |", "|---|---|", "---",
              "title: x", "* e", "   ```", "-\tf", "-     listed code", "1.      listed code", "> -     q",
              "+ \tg", "10)     h"]
    rng = random.Random(5)
    for _ in range(3000):
        text = "\n".join(rng.choice(pieces) for _ in range(rng.randint(1, 12)))
        parsed = {line for tok in md._tokens(text) if tok.type in ("fence", "code_block") and tok.map
                  for line in range(tok.map[0] + 1, tok.map[1] + 1)}
        assert md.code_lines(text) == parsed, text
