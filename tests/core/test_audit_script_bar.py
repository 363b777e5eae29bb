"""Beliefs by meaning in the other script: each script's closest statement sets its own bar.

Cross-lingual cosines run lower than same-language ones, so the closest Korean statement to an
English topic falls below the English statements' bar and the other side of a change went missing
(bench/memory_qa.py frozen3, "supersession side missing"). Sentences written for this test.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from memtui.core.audit.beliefs import Auditor
from memtui.core.search.engine import SearchEngine


@pytest.mark.model
def test_the_closest_statement_in_the_other_script_is_a_belief(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "hours.md").write_text(
        "# Opening hours\n\n- Doors open at 09:00\n- Weekday hours: 09:00–22:00\n- Saturday: 10:00–18:00\n",
        encoding="utf-8")
    (tmp_path / "MEMORY.md").write_text(
        "# 메모\n\n- 주차장은 지하 2층\n- 평일 운영: 09:00–23:00 (11월부터 연장)\n- 와이파이 비밀번호는 안내 데스크에\n",
        encoding="utf-8")
    engine = SearchEngine(tmp_path)
    try:
        engine.embed_pending()
        result = Auditor(tmp_path, engine, today=date(2026, 12, 1)).audit("Weekday closing time", k=10)
        assert result.mode == "hybrid"
        # the closest English statement is at cosine 0.88, the Korean one (no word of the topic) at
        # 0.82: more than STATEMENT_MARGIN below, within SCRIPT_MARGIN
        lines = [(b.path, b.line) for b in result.beliefs]
        assert ("docs/hours.md", 4) in lines
        assert ("MEMORY.md", 4) in lines            # 평일 운영: 09:00–23:00
        assert ("MEMORY.md", 5) not in lines        # the wifi line stays below the bar
    finally:
        engine.close()
