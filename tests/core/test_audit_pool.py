"""The audit's candidate pool: the other side of a change from a hit past the k best still becomes a
belief (a neighbour of the belief it contradicts, ranked below the answer). Texts written for this test."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from memtui.core.audit import beliefs
from memtui.core.audit.beliefs import Auditor
from memtui.core.search.engine import SearchEngine
from memtui.core.tokens import estimate_tokens

FILES = {
    "docs/hosting.md": "# Hosting\n\n- The billing worker is hosted on Heroku (app ledgerly-billing).\n"
                       "- Logs go to Papertrail.\n",
    "memory/2026-11-20.md": "# 2026-11-20\n\n- Moved ledgerly-billing off Heroku to Fly.io, region nrt.\n- Lunch with Dana.\n",
    "docs/team.md": "# Team\n\n- Dana owns billing support.\n",
}


@pytest.mark.model
def test_the_newer_side_from_a_hit_past_the_k_best_is_listed_and_current(tmp_path: Path) -> None:
    for rel, text in FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text, encoding="utf-8")
    engine = SearchEngine(tmp_path)
    try:
        engine.embed_pending()
        auditor = Auditor(tmp_path, engine, today=date(2026, 12, 1))
        narrow = auditor.audit("Where is the billing worker hosted?", k=1)
        assert [h.path for h in narrow.hits] == ["docs/hosting.md"]      # the change is not among the k best
        by_line = {(b.path, b.line): b for b in narrow.beliefs}
        moved, old = by_line[("memory/2026-11-20.md", 3)], by_line[("docs/hosting.md", 3)]
        assert old.superseded_by is not None and old.superseded_by[0] is moved
        assert any({c.a.path, c.b.path} == {"docs/hosting.md", "memory/2026-11-20.md"} for c in narrow.conflicts)
        wide = auditor.audit("Where is the billing worker hosted?", k=10)
        wide_moved = next(b for b in wide.beliefs if (b.path, b.line) == ("memory/2026-11-20.md", 3))
        # from past the k best it ranks lower than the same neighbour found among them
        assert moved.score == pytest.approx(wide_moved.score * beliefs.NEIGHBOUR_TAIL_RANK, rel=1e-6)
    finally:
        engine.close()


def test_a_short_cjk_statement_is_long_enough_to_be_a_neighbour() -> None:
    # 월세: 450만원 (9 characters, CJK-weighted) passes; a bare label does not
    assert estimate_tokens("월세: 450만원") >= beliefs.NEIGHBOUR_MIN_TOKENS
    assert estimate_tokens("Rent:") < beliefs.NEIGHBOUR_MIN_TOKENS
