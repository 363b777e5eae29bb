"""realdata28 repro 03: Chinese puts no space between a verb and a file name, so "追加今天的总结到MEMORY.md" names
MEMORY.md, not a file called the whole sentence: `paths_in` takes the name; a CJK name, and a CJK folder above a
Latin name, stay whole. On the tester's files (tests/fixtures/repro28/cjk-glued-names) the map's only dangling
pointer is the file a TODO line says to create, named as that file."""

from __future__ import annotations

import shutil
from pathlib import Path

from memtui.core import markdown as md
from memtui.core.workspace import scan_workspace

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "repro28" / "cjk-glued-names"


def test_a_name_glued_to_cjk_words_is_the_name_alone() -> None:
    assert md.paths_in("追加今天的总结到MEMORY.md") == ["MEMORY.md"]
    assert md.paths_in("- 立即创建world-building-templates.md") == ["world-building-templates.md"]
    assert md.paths_in("메모리MEMORY.md 참고") == ["MEMORY.md"]


def test_cjk_names_and_folders_stay_whole() -> None:
    assert md.paths_in("晨露产出物/系统配置文档/openclaw-6bots-inventory.md") == [
        "晨露产出物/系统配置文档/openclaw-6bots-inventory.md"]
    assert md.paths_in("会议记录2026-03.md") == ["会议记录2026-03.md"]
    assert md.paths_in("see docs/数据库.md and プロジェクト.md") == ["docs/数据库.md", "プロジェクト.md"]


def test_the_map_names_only_the_missing_file(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    ws = scan_workspace(root)
    assert [(row.line, row.target) for row in ws.dangling] == [(4, "world-building-templates.md")]
