"""Fuzz the markdown readers: frontmatter, headings/tables/pointers, memory-map tables, Hermes entries.

Besides "never raises", each run checks that every line number points at the line an editor shows
(`split_lines`: `\\r\\n`, `\\r`, `\\n`) and holds what was reported there.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from urllib.parse import unquote

from fuzz_targets._mutate import mutate, mutated_seed, seed_text

from memtui.core import markdown as md
from memtui.core.workspace import IndexRow, MemoryFile
from memtui.core.workspace_index import index_rows, stems_of

_SURROGATES = re.compile("[\ud800-\udfff]")


def _editor_lines(text: str) -> list[str]:
    """The editor's lines as the parser sees them: NUL and lone surrogates (which no decoded file
    holds) as U+FFFD, like markdown-it and memtui's reader."""
    return md.split_lines(_SURROGATES.sub("\ufffd", text.replace("\x00", "\ufffd")))


def _holds(line: str, target: str) -> bool:
    """The line shows `target` as written, %-decoded, or as cell text (links and emphasis dropped)."""
    return target in line or target in unquote(line) or target in md.cell_text(line)


def check_structure_lines(text: str) -> None:
    """Headings, table rows and pointers: in range, and the line holds the heading / target / row."""
    lines = _editor_lines(text)
    for h in md.headings(text):
        assert 1 <= h.line <= len(lines), ("heading line out of range", h)
        first = h.title.split("\n", 1)[0].strip()
        assert first[:20] in lines[h.line - 1], ("heading not on its line", h, lines[h.line - 1])
    for table in md.tables(text):
        for row in table.rows:
            assert 1 <= row.line <= len(lines), ("row line out of range", row.line)
    for p in md.pointers(text):
        assert 1 <= p.line <= len(lines), ("pointer line out of range", p)
        line = lines[p.line - 1]
        if p.kind in ("text", "code"):
            assert p.target in line, ("pointer not on its line", p, line)
        elif p.kind == "wiki":
            assert "[[" in line, ("wiki-link not on its line", p, line)
        elif p.kind == "link":
            assert "]" in line or "<" in line, ("link not on its line", p, line)
        else:
            assert _holds(line, p.target), ("table pointer not on its row", p, line)


def _frontmatter_input(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return mutated_seed(rng)
    body = rng.choice((
        "name: x\ndescription: y\nmetadata:\n  type: project\n  tags: [a, b]\n",
        "title: T\nkeywords: [a, \"b, c\"]\ncreated: 2026-13-40\nlast_used: yesterday\n",
        "a: &x [1, 2]\nb: *x\nc: {d: e}\n", "- just\n- a list\n", "plain", "key: |\n  text\n  more\n",
    ))
    return mutate(rng, f"---\n{body}---\n# Body\n", rng.randint(0, 4))


def run_frontmatter(text: str, tmp: Path) -> None:
    fm = md.parse_frontmatter(text)
    assert isinstance(fm.data, dict) and (fm.error is None or isinstance(fm.error, str))
    if fm.present and fm.end_line:
        assert md.split_lines(text)[fm.end_line - 1].rstrip() in ("---", "..."), ("closing line", fm.end_line)


def run_structure(text: str, tmp: Path) -> None:
    check_structure_lines(text)
    for table in md.tables(text):
        for row in table.rows:
            [md.cell_text(c) for c in row.cells]
    md.paths_in(text)


def _map_input(rng: random.Random) -> str:
    text = seed_text(rng)[1] if rng.random() < 0.3 else "| Keyword | Category | File |\n|---|---|---|\n"
    rows = "".join(f"| k{i}, x | domain | `docs/domain/f{i}.md` |\n" for i in range(rng.randint(0, 30)))
    return mutate(rng, text + rows, rng.randint(1, 5))


def run_map_table(text: str, tmp: Path) -> None:
    (tmp / "docs" / "domain").mkdir(parents=True)
    (tmp / "docs" / "domain" / "f1.md").write_text("# f1\n")
    f = MemoryFile("memory-map.md", tmp / "memory-map.md", "index")
    known = {f.path: f}
    normalized = md.normalize_newlines(text)
    lines = _editor_lines(text)
    for row in index_rows(tmp, f, normalized, known, stems_of(known), IndexRow):
        assert 1 <= row.line <= len(lines), ("map row line out of range", row.line)
        assert _holds(lines[row.line - 1], row.target), ("map row not on its line", row)


def _hermes_input(rng: random.Random) -> str:
    entries = [mutated_seed(rng)[: rng.randint(0, 300)] for _ in range(rng.randint(0, 8))]
    return mutate(rng, "\n§\n".join(entries), rng.randint(0, 3))


def run_hermes(text: str, tmp: Path) -> None:
    md.is_hermes(text)
    lines = md.split_lines(text)
    for start, end, entry in md.hermes_entries(text):
        assert 1 <= start <= end <= len(lines), ("entry lines out of range", start, end)
        entry_lines = md.split_lines(entry)
        assert lines[start - 1].lstrip().startswith(entry_lines[0]), ("entry start", start)
        assert lines[end - 1].rstrip().endswith(entry_lines[-1]), ("entry end", end)


COMPONENTS = {
    "markdown.frontmatter": (_frontmatter_input, run_frontmatter),
    "markdown.structure": (mutated_seed, run_structure),
    "markdown.map_table": (_map_input, run_map_table),
    "markdown.hermes": (_hermes_input, run_hermes),
}
