"""Beliefs ranked by meaning too (`meaning_rank.MEANING_RELEVANCE`): lines that tie on the topic's words
are told apart by how close each is to the question, and the closest ranks with a relevance of its own.

Word relevance alone gave every line of a chunk that carries one topic word the same score, and a line
answering in other words (relevance 0) ranked by the hit alone: the answer fell out of the audit's
first five beliefs while search had its chunk in its top five (bench/memory_qa.py dev halves).
Sentences written for this test.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from memtui.core.audit.beliefs import Auditor
from memtui.core.audit.meaning_rank import MEANING_RELEVANCE
from memtui.core.search.engine import SearchEngine

WAREHOUSE = (
    "# Warehouse\n\n"
    "- Personal datasets are named after the user, like `sandbox_ana`\n"
    "- Personal access tokens are issued by the data team\n"
    "- Personal dashboards live in the Looker user folder\n"
    "- Tables in marts are rebuilt every night by dbt\n"
    "- Tables in staging are plain views over raw\n"
    "- Tables with PII carry a policy tag\n"
    "- Scratch space is meant for experiments only\n"
    "- Anything in sandbox_* expires after 30 days (dataset default)\n"
)


def _beliefs(root: Path, topic: str, meaning: bool = True) -> list[tuple[str, int, float]]:
    engine = SearchEngine(root)
    try:
        engine.embed_pending()
        auditor = Auditor(root, engine, today=date(2026, 12, 1))
        if not meaning:
            auditor._rank_by_meaning = lambda *args: None  # type: ignore[method-assign]
        result = auditor.audit(topic, k=10)
        assert result.mode == "hybrid"
        return [(b.path, b.line, b.score) for b in result.beliefs]
    finally:
        engine.close()


@pytest.mark.model
def test_lines_that_tie_on_words_are_ordered_by_meaning(tmp_path: Path) -> None:
    (tmp_path / "memory").mkdir()
    (tmp_path / "memory" / "warehouse.md").write_text(WAREHOUSE, encoding="utf-8")
    topic = "When do personal scratch tables get deleted?"
    before = _beliefs(tmp_path, topic, meaning=False)
    after = _beliefs(tmp_path, topic)
    tied = [score for path, line, score in before if line != 10]
    assert len(tied) == 7 and len(set(tied)) == 1             # one topic word each: one score
    assert len({score for path, line, score in after if line != 10}) >= 5   # now told apart
    assert ("memory/warehouse.md", 10) in [(p, line) for p, line, _ in after[:3]]   # the answer
    assert [(p, line) for p, line, _ in after] != [(p, line) for p, line, _ in before]
    assert sorted(line for _, line, _ in after) == sorted(line for _, line, _ in before)   # same beliefs
    # the closest statement ranks with MEANING_RELEVANCE times (1 + fused) / 2: at most that relevance
    assert max(score for *_, score in after) <= MEANING_RELEVANCE + 1e-9


@pytest.mark.model
def test_an_answer_in_another_language_stays_among_the_first_five(tmp_path: Path) -> None:
    (tmp_path / "memory").mkdir()
    (tmp_path / "memory" / "cafe.md").write_text(
        "# Cafe\n\n"
        "- Cafe menu is printed every Monday\n"
        "- Cafe staff rota is open to edits in the shared sheet\n"
        "- Cafe wifi is open, the password is at the counter\n"
        "- Cafe loyalty cards: 10 stamps, one free drink\n"
        "- Cafe music playlist is open on the tablet\n"
        "- Cafe deliveries arrive by the back door when it is open\n"
        "- 주말 영업 시간은 오전 8시부터 오후 3시까지\n",
        encoding="utf-8")
    lines = [(p, line) for p, line, _ in _beliefs(tmp_path, "When is the cafe open on weekends?")]
    assert ("memory/cafe.md", 9) in lines[:5]           # the Korean weekend hours
