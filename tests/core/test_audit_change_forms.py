"""Change wording read right: the "no longer" value, "used to" as the old side, plans, stamps and
table labels that are no change, and "no longer" in Korean, Japanese and Chinese."""

from __future__ import annotations

from pathlib import Path

import pytest

from memtui.core.audit.conflicts import analyse
from memtui.core.audit.meaning import PairView, updates
from memtui.core.audit.supersede import change_of, judge_current
from tests.core.test_audit_updates import _auditor as audit_workspace


def _view(text: str) -> PairView:
    return PairView(text, analyse(text), change_of(text))


def _current(a: str, b: str) -> str | None:
    return judge_current(a, b, change_of(a), change_of(b), None, None)[0]


@pytest.mark.parametrize(("text", "old"), [
    ("we no longer use Momart — all shipments via Hasenkamp now", "Momart"),
    ("we no longer use Momart for framed works", "Momart"),
    ("The staging API no longer listens on 8080.", "8080"),
    ("We no longer accept cash payments at the front desk", "cash payments"),
    ("The build no longer runs Node 18.x, see the CI notes", "Node 18.x"),
    ("배송은 더 이상 Momart 안 씀", "Momart"),
    ("더 이상 Momart를 사용하지 않음", "Momart"),
    ("Momart는 더 이상 사용하지 않음", "Momart"),
    ("2026-08-12: Gazebo Classic 은 더 이상 쓰지 않음 — 이제 Isaac Sim", "Gazebo Classic"),
    ("もうYamatoは使わない", "Yamato"),
    ("Yamatoはもう使っていない", "Yamato"),
    ("不再使用Momart发货", "Momart"),
    ("我们不再用顺丰，改用京东", "顺丰"),
])
def test_no_longer_names_the_old_value_in_four_languages(text: str, old: str) -> None:
    assert change_of(text).old[:1] == [old]


def test_a_no_longer_line_is_newer_than_one_keeping_its_value() -> None:
    for new in ("we no longer use Momart — all shipments via Hasenkamp now", "배송은 더 이상 Momart 안 씀"):
        assert _current("Framed works ship with Momart.", new) == "b"
    assert not change_of("더 이상 사용하지 않음").old                                 # names nothing


def test_used_to_is_the_past_side_never_the_current_one() -> None:
    past = change_of("Jellyfin used to live on TrueNAS")
    assert past.past_only and not past.temporal and past.old == ["TrueNAS"]
    assert _current("Jellyfin server: media01", "Jellyfin used to live on TrueNAS") == "a"
    assert _current("Jellyfin used to live on TrueNAS", "Jellyfin server: media01") == "b"
    # it still says TrueNAS was left: newer than a line that keeps TrueNAS
    assert _current("Jellyfin runs on TrueNAS", "Jellyfin used to live on TrueNAS") == "b"
    # with change wording beside it, the line speaks of the change
    assert change_of("Jellyfin used to live on TrueNAS, now it runs on media01").temporal
    assert not updates(_view("Jellyfin server: media01"), _view("Jellyfin used to live on TrueNAS"))
    # the passive "is used to" is no past
    passive = change_of("pnpm is used to install the workspace")
    assert not passive.past and not passive.temporal


def test_plans_stamps_and_table_labels_are_no_change() -> None:
    todo = change_of("[ ] Update the Jellyfin container to 10.9")
    assert not todo.temporal
    assert change_of("[x] Updated the Jellyfin container to 10.9").temporal        # done: a change
    stamp = change_of("Updated: 2026-11-02")
    assert not stamp.temporal and stamp.date == "2026-11-02"
    assert not change_of("Last updated **2026-11**").temporal
    assert change_of("Updated the Jellyfin container to 10.9 on 2026-11-02").temporal
    label = change_of("중→한 ; 글자 ; 60원")
    assert not label.temporal and not label.old
    assert not change_of("盐田 Yantian → Rotterdam ; 40HQ ; USD 2,850").temporal           # a route: the row's key
    assert not change_of("route: 東成 → 生野 → 天王寺").temporal                            # a chain: a sequence
    assert change_of("DB ; MySQL 8 → PostgreSQL 16").temporal                       # a change in a cell
    for current, loose in (("Jellyfin container: 10.8 on media01", "[ ] Update the Jellyfin container to 10.9"),
                           ("Jellyfin container: 10.8 on media01", "Jellyfin container notes — Updated: 2026-11-02"),
                           ("글자 단가: 50원", "중→한 ; 글자 ; 60원")):
        assert not updates(_view(current), _view(loose)), loose


@pytest.mark.model
def test_a_used_to_line_never_supersedes_the_current_one(tmp_path: Path) -> None:
    engine, auditor = audit_workspace(tmp_path, {
        "homelab.md": "# Homelab\n\n- Jellyfin server: media01\n- Jellyfin used to live on TrueNAS\n",
        "other.md": "# Other\n\n- The router is an OPNsense box.\n",
    })
    try:
        result = auditor.audit("Where does Jellyfin run?")
        current = next(b for b in result.beliefs if b.line == 3)
        assert current.status != "superseded", [(b.line, b.status) for b in result.beliefs]
        order = [(b.path, b.line) for b in result.beliefs]
        if ("homelab.md", 4) in order:
            assert order.index(("homelab.md", 3)) < order.index(("homelab.md", 4))
    finally:
        engine.close()


@pytest.mark.parametrize("text, old", [
    ("atlas deployed to Cloudflare Workers until 2026-08.", "Cloudflare Workers"),
    ("Backups ran on Wasabi through 2025-11-30, then B2.", "Wasabi"),
    ("We stayed with Postgres 14 until 2026-03", "Postgres 14"),
])
def test_a_past_tense_bounded_by_a_date_is_the_old_side(text: str, old: str) -> None:
    change = change_of(text)
    assert change.ended == [old] and change.past_only
    assert _current("Deploy target: Fly.io", text) == "a"
    assert _current(text, "Deploy target: Fly.io") == "b"
    assert "until" in judge_current(text, "Fly.io", change, change_of("Fly.io"), None, None)[1]


@pytest.mark.parametrize("text", [
    "atlas runs on Fly.io until 2027-01",        # present tense: a plan, not the past
    "The freeze lasted until 2026-01-05",        # no value before "until"
    "Deploys paused until further notice",       # no date
])
def test_until_without_a_past_value_and_a_date_is_not_history(text: str) -> None:
    assert change_of(text).ended == []
