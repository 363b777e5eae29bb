"""A short fixed-seed run of bench/fuzz.py: every reader survives a few thousand mutated inputs."""

from __future__ import annotations

import io
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))

import fuzz  # noqa: E402


def test_short_fuzz_run_finds_no_crash() -> None:
    out = io.StringIO()
    results = fuzz.run_fuzz(seed=7, budget=2000, out=out)
    names = {s.name for s in results}
    assert {"markdown.structure", "markdown.frontmatter", "markdown.map_table", "markdown.hermes",
            "workspace.scan_lint", "search.chunker", "search.keyword", "config.toml"} <= names
    assert sum(s.inputs for s in results) >= 1900
    crashes = {s.name: s.sites for s in results if s.crashes}
    assert crashes == {}, out.getvalue()


def test_a_crash_is_counted_with_its_site(tmp_path: Path) -> None:
    def boom(value: object, work: Path) -> None:
        [][int(value)]

    stats = fuzz.fuzz_component("demo", (lambda rng: rng.randint(0, 1), boom), 1, 20, tmp_path)
    assert stats.inputs == 20 and stats.crashes == 20
    assert list(stats.sites) == ["test_fuzz_short.py:28 IndexError"]
