"""The audit pane's index state line says each thing once."""

from __future__ import annotations

from memtui.core.search.results import IndexState
from memtui.widgets.audit_text import index_state_text


def test_keyword_only_is_said_once() -> None:
    state = IndexState(fresh=True, stale_files=[], vectors_pending=0, embedder=None,
                       notice="no embedder configured: keyword-only")
    assert index_state_text(state).plain == "index fresh · keyword-only (no embedder)"


def test_other_notices_are_kept() -> None:
    state = IndexState(fresh=False, stale_files=["a.md"], vectors_pending=0, embedder=None,
                       notice="index rebuilt: the embedder changed; no embedder configured: keyword-only")
    text = index_state_text(state).plain
    assert text.count("keyword-only") == 1 and "index rebuilt: the embedder changed" in text
