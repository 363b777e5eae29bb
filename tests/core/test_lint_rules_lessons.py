"""Lessons: a rule stated twice, and always/never rules about the same thing."""

from __future__ import annotations

from pathlib import Path

from tests.core.lint_helpers import hits, lint_tree


def test_rule_stated_twice_even_with_different_emphasis(tmp_path: Path) -> None:
    lessons = ("# Lessons\n\n- Always run the e2e suite before merging to main.\n"
               "- Keep PRs small.\n- Run the e2e suite before merging to main!\n")
    report = lint_tree(tmp_path, {"tasks/lessons.md": lessons}, rules=["lessons"])
    [finding] = hits(report, "lessons.repeated")
    assert (finding.line, finding.severity) == (5, "warning")
    assert "tasks/lessons.md:3" in finding.message


def test_repeat_across_rule_files(tmp_path: Path) -> None:
    rule = "- Use pnpm workspaces for every package install.\n"
    report = lint_tree(tmp_path, {"AGENTS.md": "# Rules\n" + rule, "CLAUDE.md": "# Claude\n" + rule},
                       rules=["lessons", "dup"])
    assert [(f.rule, f.path) for f in report.findings] == [("lessons.repeated", "CLAUDE.md")]


def test_always_and_never_about_the_same_thing(tmp_path: Path) -> None:
    lessons = ("# Lessons\n\n- Always squash-merge feature branches into main.\n- Keep PRs small.\n"
               "- Never squash-merge feature branches into main.\n")
    report = lint_tree(tmp_path, {"tasks/lessons.md": lessons}, rules=["lessons"])
    [finding] = hits(report, "lessons.contradiction")
    assert finding.line == 5 and "tasks/lessons.md:3" in finding.message


def test_korean_contradiction(tmp_path: Path) -> None:
    lessons = "# 교훈\n\n- 배포 전에 항상 스테이징 데이터베이스를 초기화한다.\n- 배포 전에 절대 스테이징 데이터베이스를 초기화하지 않는다.\n"
    report = lint_tree(tmp_path, {"tasks/lessons.md": lessons}, rules=["lessons.contradiction"])
    assert [f.line for f in report.findings] == [4]


def test_distinct_rules_are_quiet(tmp_path: Path) -> None:
    agents = ("# Rules\n\n- You must run the tests before committing.\n- Never force-push to main.\n"
              "- Always use feature flags for user-facing changes.\n- Never commit .env files.\n")
    report = lint_tree(tmp_path, {"AGENTS.md": agents}, rules=["lessons", "threat"])
    assert report.findings == []
