"""The audit and lessons.contradiction on real public memory: each test is one of the tester's reductions
(repro26 03, 04, 07, 08, 09, 11; the files below are the text the tester wrote), run through the real
index, embedder and audit (or lint)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from memtui.core.audit.conflicts import claim_of
from memtui.core.audit.model import AuditResult
from memtui.core.audit.resolve import scope_pair, view_of
from memtui.core.audit.statements import split_statements
from tests.core.lint_helpers import hits, lint_tree
from tests.core.audit_helpers import audit_written

TODAY = date(2026, 12, 1)

COMMAND_LISTS = """# Git rules

## Allowed commands
- `git add .`
- `git commit -m "msg"`
- `git push origin main`

## Forbidden commands (unless I ask)
- `git pull`
- `git fetch`
- `git merge`
"""
DO_DONT = """# Comments

### DO
- Add comments where the code is not self-explanatory

### DO NOT
- Add comments to self-explanatory code

<!-- end of shared rules -->
"""
NOT_JUST = """# Quality

- All code must have tests.
- Tests should exercise real behaviour, not just code paths.
"""
SCHEDULING = """# Scheduling notes

**Heartbeat vs cron:**
- **Heartbeat:** multiple checks grouped in one run, timing can drift
- **Cron:** runs at an exact time, on its own

## What worked
1. **Group heartbeat checks** — fewer calls than one cron job per check
2. **Poll long jobs** — the chat stays responsive

---

*Add new patterns below.*
"""
FORMERLY = {
    "memories/MEMORY.md": "The user works in Lisbon on the product Atlas (formerly called Orbit), mostly backend.\n§\n"
                          "The user prefers short answers without long explanations.\n",
    "memories/USER.md": "The user is busy at work; the colleague Lina does the design and they meet on Mondays.\n§\n"
                        "The user lives in Lisbon and hikes at weekends.\n",
}
YIQIAN = {
    "memories/MEMORY.md": "用户在杭州工作，负责的产品叫 Atlas（以前叫 Orbit），主要做后端。\n§\n用户喜欢简短的回答，不要长篇解释。\n",
    "memories/USER.md": "用户工作很忙，设计由同事 Lina 负责，每周一开会。\n§\n用户住在杭州，周末爬山。\n",
}


def _audit(root: Path, files: dict[str, str], topic: str) -> AuditResult:
    return audit_written(root, files, topic, TODAY)


@pytest.mark.model
def test_an_allowed_and_a_forbidden_command_list_are_no_conflicts_and_keep_their_heading(tmp_path: Path) -> None:
    result = _audit(tmp_path, {"CLAUDE.md": COMMAND_LISTS}, "git push")
    assert len(result.beliefs) == 6 and result.conflicts == []        # was 15 conflicts (n·(n−1)/2)
    shown = {b.line: b.display_text() for b in result.beliefs}
    assert shown[6] == "Allowed commands: `git push origin main`"
    assert shown[9] == "Forbidden commands (unless I ask): `git pull`"
    pull = next(b for b in result.beliefs if b.line == 9)
    assert claim_of(pull.statement).polarity == "negative"


@pytest.mark.model
def test_do_and_do_not_lists_are_no_contradiction_and_the_forbidden_item_reads_forbidden(tmp_path: Path) -> None:
    result = _audit(tmp_path, {"CLAUDE.md": DO_DONT}, "comments")
    assert result.conflicts == []
    assert [b.display_text() for b in sorted(result.beliefs, key=lambda b: b.line)] == [
        "DO: Add comments where the code is not self-explanatory", "DO NOT: Add comments to self-explanatory code"]


def test_do_and_do_not_lists_are_no_lessons_contradiction(tmp_path: Path) -> None:
    assert hits(lint_tree(tmp_path, {"CLAUDE.md": DO_DONT}, rules=["lessons"]), "lessons.contradiction") == []


def test_the_same_item_allowed_and_forbidden_is_still_a_contradiction(tmp_path: Path) -> None:
    rules = "# Git\n\n## Allowed commands\n- Run git push to the main branch\n\n## Forbidden commands\n" \
            "- Run git push to the main branch\n"
    assert len(hits(lint_tree(tmp_path, {"CLAUDE.md": rules}, rules=["lessons.contradiction"]),
                    "lessons.contradiction")) == 1


def test_not_just_refines_a_rule_and_negates_nothing(tmp_path: Path) -> None:
    assert hits(lint_tree(tmp_path, {"CLAUDE.md": NOT_JUST}, rules=["lessons.contradiction"]),
                "lessons.contradiction") == []
    # a plain negation of the same rule is still one
    other = "# Quality\n\n- All code must have tests.\n- Code must not have tests.\n"
    assert len(hits(lint_tree(tmp_path / "b", {"CLAUDE.md": other}, rules=["lessons.contradiction"]),
                    "lessons.contradiction")) == 1


def test_rules_comments_and_bare_labels_are_no_statements() -> None:
    found = split_statements(SCHEDULING, "memory/scheduling.md")
    assert [s.line for s in found] == [4, 5, 8, 9, 13]           # not 3 (the label) nor 11 (---)
    assert found[0].heading_path == ["Scheduling notes", "Heartbeat vs cron"]
    assert [s.line for s in split_statements(DO_DONT, "CLAUDE.md")] == [4, 7]   # not the HTML comment
    nested = "# Rules\n\n5. **NEVER directly overwrite without backup:**\n   - `mv new.py existing.py` ❌\n" \
             "6. Keep the backups for a week\n"
    items = split_statements(nested, "CLAUDE.md")
    assert [(s.line, s.heading_path[-1]) for s in items] == [
        (4, "NEVER directly overwrite without backup"), (5, "Rules")]


@pytest.mark.model
def test_the_answer_is_a_statement_not_a_label_or_a_rule(tmp_path: Path) -> None:
    result = _audit(tmp_path, {"MEMORY.md": "# Memory index\n\n- [Scheduling notes](memory/scheduling.md): "
                                            "heartbeat and cron\n",
                               "memory/scheduling.md": SCHEDULING}, "heartbeat")
    assert result.beliefs and result.beliefs[0].text.startswith("**Heartbeat:**")
    assert not any(b.text.strip() in ("---", "**Heartbeat vs cron:**") for b in result.beliefs)


@pytest.mark.model
def test_formerly_retires_only_the_old_name_it_names(tmp_path: Path) -> None:
    result = _audit(tmp_path, FORMERLY, "user work")
    assert result.conflicts == []
    assert [b for b in result.beliefs if b.stale or b.superseded_by] == []


@pytest.mark.model
def test_latin_names_in_chinese_text_are_names_and_yiqian_marks_nothing_stale(tmp_path: Path) -> None:
    result = _audit(tmp_path, YIQIAN, "用户 工作")
    assert result.conflicts == []
    assert [b for b in result.beliefs if b.stale or b.superseded_by] == []


def test_a_formerly_aside_still_retires_its_own_old_value() -> None:
    [new] = split_statements("The product Atlas (formerly called Orbit) ships weekly.", "a.md")
    [old] = split_statements("The product Orbit ships weekly.", "b.md")
    [other] = split_statements("The user prefers short answers.", "b.md")
    a, b = scope_pair(view_of(new), view_of(old))
    assert a.change.temporal and a.change.old == ["Orbit"]
    a, _ = scope_pair(view_of(new), view_of(other))
    assert not a.change.temporal
