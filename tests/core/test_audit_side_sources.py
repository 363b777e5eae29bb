"""Sides that were never beliefs: a change line in MEMORY.md (an index file by its name) and a line
close to the question by meaning in a hit below the k best.

Dev halves of bench/memory_qa.py (session 8, `bench/audit_sides.py`): of 52 planted-conflict sides
no belief covered, 36 sat in the k best hits without a topic word (15 of them in index-role files,
MEMORY.md, whose statements the neighbour and change-side passes skipped) and 16 in the pool below
the k best, where only topic words were read. Sentences written for this test.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from memtui.core.audit.beliefs import Auditor
from memtui.core.search.engine import SearchEngine


def _audit(root: Path, topic: str, k: int = 10) -> list[tuple[str, int]]:
    engine = SearchEngine(root)
    try:
        engine.embed_pending()
        result = Auditor(root, engine, today=date(2026, 12, 1)).audit(topic, k=k)
        assert result.mode == "hybrid"
        return [(b.path, b.line) for b in result.beliefs]
    finally:
        engine.close()


@pytest.mark.model
def test_a_change_line_in_memory_md_is_the_other_side(tmp_path: Path) -> None:
    (tmp_path / "MEMORY.md").write_text(
        "# Memory\n\n"
        "- Printer in the hall is a Brother HL-L2350\n"
        "- LAN DNS: Pi-hole on 10.0.0.2\n"
        "- 2026-11-05: swapped Pi-hole for AdGuard Home, kept the same address\n"
        "- The garden hose timer waters at 06:00\n",
        encoding="utf-8")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "vpn.md").write_text("# VPN\n\n- WireGuard listens on 51820\n", encoding="utf-8")
    lines = _audit(tmp_path, "What runs LAN DNS?")
    assert ("MEMORY.md", 4) in lines
    assert ("MEMORY.md", 5) in lines                 # swapped Pi-hole for AdGuard Home: no topic word
    assert ("MEMORY.md", 6) not in lines             # the hose timer: nothing to do with it


@pytest.mark.model
def test_a_close_line_below_the_k_best_hits_is_a_belief(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "hours.md").write_text(
        "# Opening hours\n\n- Opening hours are posted on the front door\n- Opening hours change on public holidays\n",
        encoding="utf-8")
    (tmp_path / "docs" / "staff.md").write_text(
        "# Staff\n\n- Staff rota covers opening hours and closing hours\n- Staff meet on Mondays\n", encoding="utf-8")
    (tmp_path / "docs" / "signage.md").write_text(
        "# Signage\n\n- Signage for opening hours is printed by Kim Print\n", encoding="utf-8")
    (tmp_path / "memory").mkdir()
    (tmp_path / "memory" / "cafe-ko.md").write_text(
        "# 메모\n\n- 주차장은 지하 2층\n- 평일 운영: 09:00–23:00 (11월부터 연장)\n- 와이파이 비밀번호는 안내 데스크에\n",
        encoding="utf-8")
    lines = _audit(tmp_path, "Weekday opening hours", k=2)   # the Korean file ranks below the 2 best hits
    assert ("memory/cafe-ko.md", 4) in lines         # 평일 운영: 09:00–23:00, no word of the topic
    assert ("memory/cafe-ko.md", 3) not in lines     # the car park
    assert ("memory/cafe-ko.md", 5) not in lines     # the wifi password
