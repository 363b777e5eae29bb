"""Updates that are no conflict, near-duplicate statements as beliefs, change language in CJK, a
note's language read from its plain words."""

from __future__ import annotations

import os
from datetime import date, datetime, timezone
from pathlib import Path

import pytest

from memtui.core.audit.beliefs import Auditor
from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView, changed_values, cjk_text, updates
from memtui.core.audit.supersede import change_of
from memtui.core.search.engine import SearchEngine
from tests.core.search_helpers import make_files

TODAY = date(2026, 11, 30)


def _view(text: str) -> PairView:
    return PairView(text, analyse(text), change_of(text))


def test_change_language_with_cjk_values_and_loose_korean_moves() -> None:
    assert change_of("광고 예산 업무 수빈 → 지호로 인수인계").old == ["수빈"]
    assert change_of("MySQL 8.0(RDS) → PostgreSQL 16 이전 완료").old == ["8.0(RDS)"]
    assert change_of("2026-07에 AWS ECS에서 넘어옴.").old == ["AWS ECS"]
    assert change_of("Jenkins(빌드맥)에서 GitHub Actions runner로 빌드 이전 완료").old == ["Jenkins(빌드맥)"]
    assert change_of("포트폴리오 사이트는 2026년 11월에 Netlify에서 Cloudflare Pages로 옮김.").old == ["Netlify"]
    assert change_of("生菜区光照从 16 小时改为 18 小时").old == ["16 小时"]
    assert change_of("Proxmox 8.3 upgrade on pve01 done").temporal
    assert not change_of("서울에서 회의가 있어서 일정 변경").old          # a place, not a value left


def test_language_of_a_note_is_read_from_its_plain_words() -> None:
    assert cjk_text("메인 DB: NCP Cloud DB for PostgreSQL 16")        # Korean, whatever its names
    assert cjk_text("用户父母住在成都")
    assert not cjk_text("The matchmaker runs in AWS ap-northeast-1 (Tokyo)")
    assert not cjk_text("Use Terraform 1.6.x (`tfenv use 1.6.6`)")


def test_an_update_with_different_values_is_a_conflict() -> None:
    old, new = _view("Proxmox VE 8.1 runs on pve01."), _view("Proxmox 8.3 upgrade on pve01 done.")
    assert updates(old, new) and updates(new, old)
    verdict = changed_values(old, new)
    assert verdict is not None and verdict.kind == "value" and "8.1" in verdict.reason and "8.3" in verdict.reason


def test_no_update_without_change_language_or_a_shared_subject() -> None:
    assert not updates(_view("Proxmox VE 8.1 on pve01."), _view("Proxmox VE 8.2 on pve02."))   # no change
    assert not updates(_view("Backups run at 03:00."), _view("Since 2026-11-01 the gym opens at 07:00."))


def _auditor(tmp_path: Path, files: dict[str, str | bytes]) -> tuple[SearchEngine, Auditor]:
    root = make_files(tmp_path / "ws", files)
    stamp = datetime(2026, 11, 30, 12, tzinfo=timezone.utc).timestamp()
    for path in root.rglob("*.md"):
        os.utime(path, (stamp, stamp))
    engine = SearchEngine(root)
    engine.fusion.today = TODAY
    engine.embed_pending()
    return engine, Auditor(root, engine, today=TODAY)


@pytest.mark.model
def test_a_crossed_out_line_beside_its_replacement_is_a_belief_below_it(tmp_path: Path) -> None:
    engine, auditor = _auditor(tmp_path, {
        "project_release.md": (
            "# Release train\n\n"
            "- ~~Every two weeks, cut on Tuesday, submit Wednesday.~~\n"
            "- Since 2026-11-19 we ship weekly: cut Thursday 12:00, submit to both stores Thursday evening.\n"
        ),
        "project_other.md": "# Other\n\n- The design system lives in Figma.\n",
    })
    try:
        result = auditor.audit("How often do releases ship?")
        order = [(b.path, b.line) for b in result.beliefs]
        assert ("project_release.md", 3) in order, order          # carries no topic word: a neighbour
        assert order.index(("project_release.md", 4)) < order.index(("project_release.md", 3))
        old = next(b for b in result.beliefs if b.line == 3)
        assert old.status == "superseded" and old.superseded_by is not None
        assert old.superseded_by[0].line == 4 and old.superseded_text() is not None
    finally:
        engine.close()
