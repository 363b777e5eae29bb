"""Property: every line number memtui reports points at the line an editor shows (split on \\r\\n|\\r|\\n).

Files from the demo and the fixtures get random line endings (`\\n`, `\\r\\n`, a bare `\\r`, mixed) and
random edits from the fuzzer's mutator; headings, pointers, index rows and lint findings must all land
on the line that holds what they report.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from fuzz_targets._mutate import mutate, seed_files  # noqa: E402
from fuzz_targets.markdown import check_structure_lines  # noqa: E402

from memtui.core import markdown as md  # noqa: E402
from memtui.core.config import load_config  # noqa: E402
from memtui.core.lint.runner import lint_workspace  # noqa: E402
from memtui.core.workspace import scan_workspace  # noqa: E402

ENDINGS = ("\n", "\r\n", "\r")


def _reline(rng: random.Random, text: str) -> str:
    lines = md.split_lines(text)
    if rng.random() < 0.5:
        ending = rng.choice(ENDINGS)
        return ending.join(lines)
    return "".join(line + rng.choice(ENDINGS) for line in lines[:-1]) + lines[-1]


@pytest.mark.parametrize("seed", range(6))
def test_structure_lines_match_the_editor(seed: int) -> None:
    rng = random.Random(seed)
    for rel, text in seed_files():
        if rel.endswith(".md"):
            sample = _reline(rng, mutate(rng, text) if rng.random() < 0.5 else text)
            check_structure_lines(sample)


@pytest.mark.parametrize("seed", range(3))
def test_index_rows_and_findings_match_the_editor(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    demo = Path(__file__).resolve().parents[2] / "memtui" / "demo" / "workspace"
    for src in demo.rglob("*.md"):
        dest = tmp_path / src.relative_to(demo)
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(_reline(rng, src.read_text(encoding="utf-8")).encode("utf-8"))
    ws = scan_workspace(tmp_path)
    report = lint_workspace(ws, config=load_config(tmp_path))
    lines = {f.path: md.split_lines((tmp_path / f.path).read_bytes().decode("utf-8"))
             for f in ws.memory_files()}
    assert ws.index and report.findings
    for row in ws.index:
        line = lines[row.source][row.line - 1]
        assert row.target in line or row.target in md.cell_text(line), (row, line)
    for f in report.findings:
        assert 1 <= f.line <= len(lines[f.path]), f
        if f.rule == "map.dangling":
            target = f.message.removeprefix("points to ").split(",")[0]
            assert target in lines[f.path][f.line - 1], (f, lines[f.path][f.line - 1])
        if f.column:
            assert f.column <= len(lines[f.path][f.line - 1]) + 1, f
    for f in ws.memory_files():
        assert f.lines == len(lines[f.path]) - (1 if lines[f.path][-1] == "" else 0), f.path
