"""Compaction what-if (simulate.py) and loss audit (compaction_loss.py) on real transcripts.

`pi_recorded_compactions.jsonl` was written by Pi's own SessionManager, compacting where Pi's
auto-compaction does (script: tests/fixtures/compaction/make_pi_compactions.mjs; CI needs no Node).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.core.fsio import ConflictError
from memtui.core.sessions import parse_session
from memtui.core.usage import analyze_session
from memtui.core.usage.compaction_loss import (
    audit_session, lost_markdown, planned_text, save_lost, summary_state,
)
from memtui.core.usage.simulate import STRATEGIES, simulate, simulate_all

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "usage"
PI = Path(__file__).resolve().parents[1] / "fixtures" / "compaction" / "pi_recorded_compactions.jsonl"
WINDOW = 64_000                    # the window the generator used


def _recorded() -> list[dict]:
    return [json.loads(line) for line in PI.read_text(encoding="utf-8").splitlines()
            if json.loads(line).get("type") == "compaction"]


def test_pi_simulation_matches_the_compactions_pi_recorded() -> None:
    session = parse_session(PI)
    sim = simulate(session, "pi", WINDOW, usage=analyze_session(session))
    recorded = _recorded()
    assert sim.compactions == len(recorded) == 2
    assert [p.first_kept for p in sim.points] == [c["firstKeptEntryId"] for c in recorded]
    # The first compaction fired at the very reply Pi compacted after, with Pi's own tokensBefore.
    assert sim.points[0].entry == recorded[0]["parentId"]
    assert sim.points[0].tokens_before == recorded[0]["tokensBefore"]
    # The second: Pi ran a memory-flush turn between the trigger and the compaction (its tokens differ).
    assert 0 < recorded[1]["tokensBefore"] - sim.points[1].tokens_before < 200


def test_no_compaction_with_a_large_window() -> None:
    session = parse_session(PI)
    for sim in simulate_all(session, STRATEGIES[:3], 1_000_000):
        assert sim.compactions == 0 and sim.dropped_entries == 0
        assert sim.peak_tokens > 70_000 and sim.resent_tokens > sim.peak_tokens


def test_strategies_differ_and_measure_the_same_calls() -> None:
    session = parse_session(PI)
    usage = analyze_session(session)
    sims = {s.strategy: s for s in simulate_all(session, STRATEGIES, WINDOW, usage=usage)}
    assert sims["ironclaw"].points[0].kind == "workspace"            # 80–85 %: move to workspace, keep 10 turns
    assert sims["openclaw-ttl"].peak_tokens < sims["pi"].peak_tokens   # pruning keeps tool results out
    for s in sims.values():
        assert s.peak_tokens <= WINDOW
        assert s.to_json()["strategy"] == s.strategy


def test_hermes_anti_thrash_stops_after_two_ineffective_compactions() -> None:
    session = parse_session(PI)
    sim = simulate(session, "hermes", 7_000)     # base + 2,000-token summary stay over the threshold
    assert sim.compactions == 2 and sim.skipped > 0


def test_loss_audit_finds_the_path_and_number_the_summary_dropped() -> None:
    audits = audit_session(parse_session(PI))
    first, second = audits
    assert first.summary_state == "ok" and not first.flush_ran
    assert {(x.kind, x.text) for x in first.lost} >= {("path", "/srv/app/config/settings.toml"), ("number", "7443")}
    assert any(x.kind == "constraint" and "migrations" in x.text for x in first.lost)
    assert first.lossy
    assert second.flush_ran and second.flush_wrote and not second.lost
    # The number counts as kept when it is in memory.
    again = audit_session(parse_session(PI), memory_text="port 7443, config at /srv/app/config/settings.toml")
    assert not {x.kind for x in again[0].lost} & {"path", "number"}


@pytest.mark.parametrize("text,state", [
    ("", "empty"), ("   \n", "empty"), ("Summary unavailable due to context limits.", "unavailable"),
    ("## Goal\n\n## Progress\n- (none)\n\n<read-files>\na.py\n</read-files>", "skeleton"),
    ("## Goal\nShip the parser.", "ok"),
])
def test_summary_states(text: str, state: str) -> None:
    assert summary_state(text) == state


def test_save_lost_previews_then_appends_atomically_with_backup(tmp_path: Path) -> None:
    audits = audit_session(parse_session(PI))
    section = lost_markdown("pi.jsonl", audits)
    assert "- path: /srv/app/config/settings.toml" in section and "- number: 7443" in section
    topic = tmp_path / "memory" / "lost.md"
    planned, fp = planned_text(topic, section)
    assert fp is None and not topic.exists()                          # previewing writes nothing
    assert save_lost(topic, tmp_path, section, fp) is None            # new file: nothing to back up
    assert topic.read_text(encoding="utf-8") == planned
    planned2, fp2 = planned_text(topic, section)
    topic.write_text("changed meanwhile\n", encoding="utf-8")
    with pytest.raises(ConflictError):
        save_lost(topic, tmp_path, section, fp2)
    assert topic.read_text(encoding="utf-8") == "changed meanwhile\n"
    _, fp3 = planned_text(topic, section)
    backup = save_lost(topic, tmp_path, section, fp3)
    assert backup is not None and backup.read_text(encoding="utf-8") == "changed meanwhile\n"
    assert topic.read_text(encoding="utf-8").startswith("changed meanwhile\n\n## Specifics lost")


def test_claude_and_codex_fixtures_audit_without_error() -> None:
    for name in ("claude_compact.jsonl", "codex_compacted.jsonl", "pi_compaction.jsonl"):
        for audit in audit_session(parse_session(FIXTURES / name)):
            assert audit.summary_state in ("ok", "empty", "unavailable", "skeleton")
