"""Index rows: the keyword -> file rows of memory-map.md and the pointers of the other index files.

A pointer resolves against its own file's folder, then the root; never outside the root. A link to
a folder of the workspace exists (the folder's files count as pointed to); a `[[wiki-link]]` resolves
like Obsidian: the page with that name (`.md` added) wherever it is.
"""

from __future__ import annotations

import os
import re
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from memtui.core import markdown as md
from memtui.core.fsio import is_inside

if TYPE_CHECKING:
    from memtui.core.workspace_model import IndexRow, MemoryFile


def _wiki(target: str, known: dict[str, "MemoryFile"], stems: dict[str, str]) -> str | None:
    name = target.strip().strip("/")
    for cand in (name, name + ".md"):
        if cand in known:
            return cand
    return stems.get(name.casefold().removesuffix(".md"))


def stems_of(known: dict[str, "MemoryFile"]) -> dict[str, str]:
    """Page name (file stem, case-folded; also the root-relative path without `.md`) -> path."""
    out: dict[str, str] = {}
    for path in sorted(known, key=lambda p: (p.count("/"), p)):
        if not path.lower().endswith(".md"):
            continue
        out.setdefault(path[:-3].casefold(), path)
        out.setdefault(path.rsplit("/", 1)[-1][:-3].casefold(), path)
    return out


def resolve(root: Path, source: str, target: str, known: dict[str, "MemoryFile"],
            stems: dict[str, str] | None = None, kind: str = "") -> tuple[bool, str | None]:
    """(exists, root-relative path) of a pointer; a folder of the workspace resolves to itself."""
    target = target.strip().strip("<>")
    if not target or "\x00" in target:
        return False, None
    if kind == "wiki":
        found = _wiki(target, known, stems if stems is not None else stems_of(known))
        return (True, found) if found else (False, None)
    src_dir = PurePosixPath(source).parent
    candidates = [os.path.normpath((base / target).as_posix()).replace(os.sep, "/")
                  for base in (src_dir, PurePosixPath("."))]
    for cand in dict.fromkeys(candidates):
        if cand.startswith(("../", "/")) or cand == "..":
            continue
        if cand in known:
            return True, cand
        full = root / cand
        try:
            if (full.is_file() or full.is_dir()) and is_inside(root, full):
                return True, cand.rstrip("/") or "."
        except (OSError, ValueError):
            continue
    return False, None


_DATE_LABEL = re.compile(r"\d{4}-\d{2}(?:-\d{2})?(?:[ T]\d{1,2}:\d{2})?$")   # "- 2026-11-21: …" is a log line


def bullet_label(line: str) -> list[str]:
    """The label of a pointer line such as `- Rules: `AGENTS.md`` (text before ':' or a dash)."""
    plain = md.cell_text(re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", line))
    label = re.split(r"\s*(?::|—| - |→)\s*", plain, maxsplit=1)[0].strip()
    if not label or md.paths_in(label) or len(label) > 40 or label == plain.strip():
        return []
    return [label]


def index_rows(root: Path, f: "MemoryFile", text: str, known: dict[str, "MemoryFile"],
               stems: dict[str, str], row_type: type) -> list["IndexRow"]:
    """The rows of one index file (`text` with newlines normalised)."""
    rows: list[IndexRow] = []
    name = f.path.lower().rsplit("/", 1)[-1]
    if name == "memory-map.md":
        for table in md.tables(text):
            header = [md.cell_text(h).lower() for h in table.header]
            col = {h: i for i, h in enumerate(header)}
            if "file" not in col:
                continue
            for row in table.rows:
                cells = row.cells + [""] * (len(header) - len(row.cells))
                raw_file = cells[col["file"]]
                targets = md.paths_in(raw_file) or [md.cell_text(raw_file)]
                kw_cell = md.cell_text(cells[col["keyword"]]) if "keyword" in col else ""
                keywords = [k.strip() for k in re.split(r"[,;/、]", kw_cell) if k.strip()]
                category = md.cell_text(cells[col["category"]]) if "category" in col else None
                for target in dict.fromkeys(targets):
                    if not target or md.is_template(target):
                        continue
                    exists, resolved = resolve(root, f.path, target, known, stems)
                    rows.append(row_type(f.path, row.line, keywords, category or None, target, exists, resolved))
        return rows
    lines = text.split("\n")
    for ptr in md.pointers(text):
        keywords = []
        if ptr.kind == "table" and ptr.context:
            keywords = [c for c in ptr.context if c and ptr.target not in c and not md.paths_in(c)][:1]
        elif 0 < ptr.line <= len(lines):
            keywords = bullet_label(lines[ptr.line - 1])
        mention = bool(keywords) and _DATE_LABEL.match(keywords[0]) is not None
        exists, resolved = resolve(root, f.path, ptr.target, known, stems, ptr.kind)
        if resolved == f.path:
            continue
        rows.append(row_type(f.path, ptr.line, [] if mention else keywords, None, ptr.target, exists, resolved,
                             mention=mention))
    return rows
