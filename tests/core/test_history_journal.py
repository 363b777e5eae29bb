"""The change journal against a fake agent process: every version recoverable and attributed,
deletions kept with their last content, reverts refused on a concurrent change, pruning bounded."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from memtui.core.fsio import ConflictError
from memtui.core.history import HistoryStore, Journal, deleted_files, plan_revert, timeline
from memtui.core.history.store import Record, now_iso
from memtui.core.history.timeline import find
from memtui.core.lint.fix import FixError, apply_plan
from tests.core.history_helpers import make_workspace, run_agent

V1 = "# Deploy\n\n- Atlas deploys to Fly.io from main.\n- Releases are tagged vX.Y.Z by the release bot.\n"
V2 = "# Deploy\n\n- Atlas deploys to Cloudflare Workers since the September migration.\n"
V3 = "# Deploy\n\n- Atlas deploys to Cloudflare Workers since the September migration.\n- Rollbacks use wrangler rollback.\n"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return make_workspace(tmp_path / "ws")


def _versions(journal: Journal, path: str) -> list[str | None]:
    return [journal.store.text(v.record.sha) for v in timeline(journal.store, path)]


def test_while_running_every_agent_version_is_recorded_and_attributed(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()                                   # memtui starts: the baseline
    ids = []
    for text in (V1, V2, V3):                            # the watcher snapshots after each write
        ids += run_agent(root, [{"path": "memory/deploy.md", "write": text}])
        journal.snapshot()
    assert _versions(journal, "memory/deploy.md")[1:] == [V1, V2, V3]
    versions = timeline(journal.store, "memory/deploy.md")
    assert versions[0].kind == "baseline"
    assert [v.kind for v in versions[1:]] == ["modified"] * 3
    for version, entry in zip(versions[1:], ids, strict=True):
        assert version.record.by["session"] == "sessions/claude/fake-agent.jsonl"
        assert version.record.by["entry"] == entry
        assert version.record.by["tool"] == "Write"


def test_while_closed_versions_come_back_from_the_transcript(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    time.sleep(0.01)
    ids = run_agent(root, [{"path": "memory/deploy.md", "write": V1}, {"path": "memory/deploy.md", "write": V2},
                           {"path": "memory/deploy.md", "write": V3}, {"path": "memory/team.md", "delete": True}])
    Journal(root).snapshot(catch_up=True)                 # memtui starts again
    journal = Journal(root)
    assert _versions(journal, "memory/deploy.md")[1:] == [V1, V2, V3]
    entries = [v.record.by["entry"] for v in timeline(journal.store, "memory/deploy.md")[1:]]
    assert entries == ids[:3]
    gone = deleted_files(journal.store)
    assert [(v.record.path, text) for v, text in gone] == [("memory/team.md", "# Team\n\n- Minji owns the release train.\n")]
    assert gone[0][0].attribution() == "outside any known session"


def test_unlogged_write_is_outside_any_known_session(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    run_agent(root, [{"path": "memory/deploy.md", "write": V2, "logged": False}])
    result = journal.snapshot()
    assert [r.by for r in result.records] == [None]
    assert timeline(journal.store, "memory/deploy.md")[-1].attribution() == "outside any known session"


def test_unchanged_files_are_not_read_again_and_duplicates_share_an_object(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    assert journal.snapshot().records == []
    run_agent(root, [{"path": "memory/copy.md", "write": (root / "memory/deploy.md").read_text()}])
    journal.snapshot()
    objects = [p for p in (journal.store.dir / "objects").rglob("*") if p.is_file()]
    assert len(objects) == 3                             # MEMORY.md, deploy.md (= copy.md), team.md


def test_revert_restores_the_version_before_a_change(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    run_agent(root, [{"path": "memory/deploy.md", "write": V2}])
    journal.snapshot()
    change = timeline(journal.store, "memory/deploy.md")[-1]
    applied = apply_plan(plan_revert(journal.store, change))
    assert (root / "memory/deploy.md").read_text() == "# Deploy\n\n- Atlas deploys to Fly.io from main.\n"
    assert applied[0].backup is not None and applied[0].backup.read_text() == V2
    journal.snapshot(own_saves=["memory/deploy.md"])
    assert timeline(journal.store, "memory/deploy.md")[-1].attribution().startswith("memtui")


def test_revert_refused_when_the_file_changed_meanwhile(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    run_agent(root, [{"path": "memory/deploy.md", "write": V2}])
    journal.snapshot()
    change = timeline(journal.store, "memory/deploy.md")[-1]
    run_agent(root, [{"path": "memory/deploy.md", "write": V3}])       # not yet seen by the journal
    with pytest.raises(ConflictError):
        plan_revert(journal.store, change)
    journal.snapshot()
    plan = plan_revert(journal.store, find(journal.store, change.record.seq))
    run_agent(root, [{"path": "memory/deploy.md", "write": V1}])       # changes between preview and apply
    with pytest.raises(ConflictError):
        apply_plan(plan)
    assert (root / "memory/deploy.md").read_text() == V1


def test_revert_of_a_deletion_restores_the_last_content(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    run_agent(root, [{"path": "memory/team.md", "delete": True}])
    journal.snapshot()
    deletion = timeline(journal.store, "memory/team.md")[-1]
    assert deletion.kind == "deleted"
    apply_plan(plan_revert(journal.store, deletion))
    assert (root / "memory/team.md").read_text() == "# Team\n\n- Minji owns the release train.\n"


def test_revert_of_a_creation_is_refused_with_a_reason(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    run_agent(root, [{"path": "memory/new.md", "write": V1}])
    journal.snapshot()
    with pytest.raises(FixError, match="did not exist"):
        plan_revert(journal.store, timeline(journal.store, "memory/new.md")[-1])


def test_agent_undoing_an_operator_edit_is_marked(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    original = (root / "memory/deploy.md").read_text()
    (root / "memory/deploy.md").write_text(original + "- Operator: never deploy on Fridays after noon.\n")
    journal.snapshot()
    run_agent(root, [{"path": "memory/deploy.md", "write": original + "- Deploys are consolidated by the agent.\n"}])
    journal.snapshot()
    last = timeline(journal.store, "memory/deploy.md")[-1]
    assert last.by_agent and last.undid is not None
    assert last.undid.seq == timeline(journal.store, "memory/deploy.md")[1].record.seq


def test_agent_keeping_the_operator_edit_is_not_an_undo(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    edited = (root / "memory/deploy.md").read_text() + "- Operator: never deploy on Fridays after noon.\n"
    (root / "memory/deploy.md").write_text(edited)
    journal.snapshot()
    run_agent(root, [{"path": "memory/deploy.md", "write": edited + "- The agent adds a line.\n"}])
    journal.snapshot()
    assert timeline(journal.store, "memory/deploy.md")[-1].undid is None


def test_git_history_is_used_where_the_workspace_is_a_repo(root: Path) -> None:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    env = {**os.environ, "GIT_AUTHOR_NAME": "op", "GIT_AUTHOR_EMAIL": "op@example.org",
           "GIT_COMMITTER_NAME": "op", "GIT_COMMITTER_EMAIL": "op@example.org"}

    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(root), *args], check=True, capture_output=True, env=env)

    git("init", "-q")
    git("add", ".")
    git("commit", "-qm", "start")
    Journal(root).snapshot()
    time.sleep(1.1)                                        # git times have one-second resolution
    for text, message in ((V1, "tag releases"), (V2, "move to workers")):
        (root / "memory/deploy.md").write_text(text)
        git("commit", "-qam", message)
    Journal(root).snapshot(catch_up=True)
    journal = Journal(root)
    sources = [(v.record.source, journal.store.text(v.record.sha)) for v in timeline(journal.store, "memory/deploy.md")]
    assert ("git", V1) in sources and ("git", V2) in sources
    git_version = next(v for v in timeline(journal.store, "memory/deploy.md") if v.record.source == "git")
    assert "tag releases" in git_version.attribution()


def test_pruned_within_its_size_bound(root: Path) -> None:
    store = HistoryStore(root, max_mb=0.05, max_age_days=365)     # 51 KB
    journal = Journal(root, store)
    journal.snapshot()
    for i in range(40):
        (root / "memory/deploy.md").write_text(os.urandom(2000).hex() + f"\n{i}\n")   # incompressible 4 KB
        journal.snapshot()
    store.prune()
    assert store.objects_bytes() <= store.max_bytes
    latest = timeline(store, "memory/deploy.md")[-1]
    assert store.text(latest.record.sha) == (root / "memory/deploy.md").read_text()
    assert store.text(timeline(store, "memory/team.md")[-1].record.sha) is not None


def test_pruned_by_age_keeps_current_and_last_deleted_content(root: Path) -> None:
    store = HistoryStore(root, max_mb=100, max_age_days=30)
    old = "2020-01-01T00:00:00.000000Z"
    with store.locked():
        sha_a = store.put(b"old a\n")
        sha_b = store.put(b"newer a\n")
        sha_c = store.put(b"gone\n")
        store.append([Record(old, "a.md", sha_a, "watch"), Record(now_iso(), "a.md", sha_b, "watch"),
                      Record(old, "c.md", sha_c, "watch"), Record(old, "c.md", None, "watch")])
        dropped = store.prune()
    assert dropped == 1
    assert store.get(sha_a) is None and store.get(sha_b) == b"newer a\n" and store.get(sha_c) == b"gone\n"


def test_history_settings_come_from_the_config(root: Path) -> None:
    (root / "memtui.toml").write_text("[history]\nmax_mb = 2\nmax_age_days = 7\n")
    store = HistoryStore.for_root(root)
    assert (store.max_bytes, store.max_age_days) == (2 * 1024 * 1024, 7.0)
    (root / "memtui.toml").write_text("[history]\nmax_mb = \"lots\"\n")
    assert HistoryStore.for_root(root).max_bytes == 100 * 1024 * 1024


def test_damaged_journal_lines_are_skipped(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    with open(journal.store.dir / "journal.ndjson", "a") as fh:
        fh.write("{not json\n")
    (journal.store.dir / "head.json").write_text("[]")
    assert len(journal.store.records()) == 3
    journal.snapshot()                                      # a broken head is a fresh baseline, not a crash
    assert json.loads((journal.store.dir / "head.json").read_text())["files"]


def test_a_file_created_and_deleted_while_closed_is_still_recoverable(root: Path) -> None:
    Journal(root).snapshot()
    time.sleep(0.01)
    ids = run_agent(root, [{"path": "memory/scratch.md", "write": V1}, {"path": "memory/scratch.md", "delete": True}])
    journal = Journal(root)
    journal.snapshot(catch_up=True)
    [version] = timeline(journal.store, "memory/scratch.md")
    assert journal.store.text(version.record.sha) == V1 and version.record.by["entry"] == ids[0]


def test_head_delta_survives_a_restart_and_is_compacted(root: Path) -> None:
    journal = Journal(root)
    journal.snapshot()
    for i in range(3):
        run_agent(root, [{"path": "memory/deploy.md", "write": V1 + f"- change {i}\n"}])
        journal.snapshot()
    assert (journal.store.dir / "head.delta").read_text().count("\n") == 3
    again = Journal(root)                                   # a new process: head.json + head.delta
    assert again.snapshot().records == []
    run_agent(root, [{"path": "memory/team.md", "delete": True}])
    assert [(r.path, r.sha) for r in Journal(root).snapshot(catch_up=True).records] == [("memory/team.md", None)]
    assert not (journal.store.dir / "head.delta").exists()  # a catch-up writes the whole head
