"""bench/data/real_memory/: every source is there, has a licence in SOURCES.md, and is in exactly one half (dev, frozen, frozen2)."""

from __future__ import annotations

import json
import re
from pathlib import Path

DATA = Path(__file__).resolve().parents[2] / "bench" / "data" / "real_memory"
PERMISSIVE = ("MIT", "Apache-2.0", "BSD-3-Clause")
HALVES = ("dev", "frozen", "frozen2")
META = {"README.md", "SOURCES.md", "split.json", "true_findings.jsonl", "audit_queries.json", "true_audit.jsonl"}


def source_dirs() -> set[str]:
    return {p.name for p in DATA.iterdir() if p.is_dir() and p.name != "LICENSES"}


def sources_table() -> dict[str, list[str]]:
    """source -> the cells of its SOURCES.md row."""
    rows = {}
    for line in (DATA / "SOURCES.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 7 and cells[0] in source_dirs():
            rows[cells[0]] = cells
    return rows


def test_every_source_has_files_and_only_the_metadata_sits_at_the_top() -> None:
    assert len(source_dirs()) >= 10
    for name in source_dirs():
        assert any(p.is_file() and p.stat().st_size > 0 for p in (DATA / name).rglob("*")), name
    assert {p.name for p in DATA.iterdir() if p.is_file()} == META


def test_sources_md_names_a_permissive_licence_and_origin_for_each_source() -> None:
    rows = sources_table()
    assert set(rows) == source_dirs()
    for name, (_, split, origin, version, files, licence, _changed) in rows.items():
        assert licence.split(" ")[0] in PERMISSIVE, (name, licence)
        assert origin and version and files, name
        assert split in HALVES, name


def test_split_covers_every_source_exactly_once_and_matches_sources_md() -> None:
    split = json.loads((DATA / "split.json").read_text(encoding="utf-8"))
    named = [name for half in HALVES for name in split[half]]
    assert len(named) == len(set(named))
    assert set(named) == source_dirs()
    assert abs(len(split["dev"]) - len(split["frozen"])) <= 2
    rows = sources_table()
    assert all(rows[name][1] == half for half in HALVES for name in split[half])


def test_frozen2_sources_keep_their_licence_file() -> None:
    split = json.loads((DATA / "split.json").read_text(encoding="utf-8"))
    for name in split["frozen2"]:
        assert (DATA / "LICENSES" / f"{name}.txt").stat().st_size > 0, name


def test_true_findings_point_at_lines_that_exist() -> None:
    for raw in (DATA / "true_findings.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(raw)
        path, _, line = row["path"].rpartition(":")
        assert row["rule"] and row["why"]
        lines = (DATA / path).read_text(encoding="utf-8").split("\n")
        assert 1 <= int(line) <= len(lines), row["path"]


def test_corpus_stays_small_and_holds_no_e_mail_address() -> None:
    files = [p for p in DATA.rglob("*") if p.is_file()]
    assert sum(p.stat().st_size for p in files) < 4_000_000
    address = re.compile(r"[\w.%+-]+@(?!github\.com\b|example\.com\b)[\w-]+\.[\w.-]*[a-z]{2,}", re.I)
    for p in files:
        assert not address.search(p.read_text(encoding="utf-8", errors="replace")), p
