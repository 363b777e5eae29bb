"""Rewind and fork: original bytes stay identical, refusals write nothing."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import pytest

from memtui.core.fsio import current_fingerprint
from memtui.core.sessions import load_tree, parse_session
from memtui.core.sessions.moves import MoveError, fork, rewind
from tests.shared_data import sample

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"


def idle(path: Path) -> Path:
    """Mark a copied transcript as last written an hour ago (no agent has it open)."""
    hour_ago = time.time() - 3600
    os.utime(path, (hour_ago, hour_ago))
    return path


@pytest.fixture
def pi_file(tmp_path: Path) -> Path:
    target = tmp_path / "pi.jsonl"
    shutil.copy(FIXTURES / "pi_branches.jsonl", target)
    return idle(target)


def _files(folder: Path) -> set[str]:
    return {p.name for p in folder.iterdir() if p.is_file()}


def test_rewind_appends_one_label_and_moves_the_leaf(pi_file: Path) -> None:
    before = pi_file.read_bytes()
    result = rewind(pi_file, "e07", backup_root=pi_file.parent)
    after = pi_file.read_bytes()
    assert after.startswith(before)
    added = after[len(before):].decode()
    assert added.endswith("\n") and added.count("\n") == 1
    entry = json.loads(added)
    assert entry == {"type": "label", "id": result.entry_id, "parentId": "e07",
                     "timestamp": entry["timestamp"], "targetId": "e07"}
    tree = load_tree(pi_file)
    assert tree.active_leaf == result.entry_id
    assert tree.active_path[-2] == "e07"
    assert "e05" in tree.branch_points
    assert result.backup is not None and result.backup.read_bytes() == before


def test_rewind_keeps_an_existing_label_and_can_write_a_branch_summary(pi_file: Path) -> None:
    result = rewind(pi_file, "e06")  # a user message: the leaf moves to its parent, as Pi's /tree does
    entry = json.loads(pi_file.read_text().splitlines()[-1])
    assert entry["parentId"] == "e05" and entry["targetId"] == "e06" and result.prompt is not None
    assert entry["label"] == "approach A" and load_tree(pi_file).labels["e06"] == "approach A"
    result = rewind(idle(pi_file), "e03", summary="Abandoned the B branch.")
    entry = json.loads(pi_file.read_text().splitlines()[-1])
    assert entry["type"] == "branch_summary" and entry["parentId"] == "e03" and entry["fromId"] == "e03"
    assert load_tree(pi_file).active_leaf == result.entry_id and result.prompt is None


def test_rewind_refuses_a_file_without_final_newline(tmp_path: Path) -> None:
    path = tmp_path / "nonl.jsonl"
    path.write_bytes(FIXTURES.joinpath("pi_branches.jsonl").read_bytes().rstrip(b"\n"))
    before = idle(path).read_bytes()
    with pytest.raises(MoveError, match="complete line"):  # an agent may be writing that line in two calls
        rewind(path, "e03")
    assert path.read_bytes() == before and _files(tmp_path) == {"nonl.jsonl"}


@pytest.mark.parametrize(
    ("where", "entry", "words"),
    [
        (str(FIXTURES / "claude_artefacts.jsonl"), "a5", "fork"),
        ("samples:codex/session-alpha.jsonl", "L2", "fork"),
        ("samples:pi/large-session.first-30-lines.jsonl", "L5", "v1"),
    ],
)
def test_rewind_refuses_where_it_cannot_be_durable(tmp_path: Path, where: str, entry: str, words: str) -> None:
    source = sample(where.removeprefix("samples:")) if where.startswith("samples:") else Path(where)
    path = tmp_path / source.name
    shutil.copy(source, path)
    before = path.read_bytes()
    with pytest.raises(MoveError, match=words):
        rewind(path, entry)
    assert path.read_bytes() == before and _files(tmp_path) == {source.name}


def test_rewind_refuses_bad_ids_torn_lines_and_stale_loads(pi_file: Path) -> None:
    before = pi_file.read_bytes()
    with pytest.raises(MoveError, match="no entry"):
        rewind(pi_file, "zzz")
    stale = current_fingerprint(pi_file)
    with open(pi_file, "ab") as fh:
        fh.write(b'{"type":"message","id":"x1","parentId":"e14","timestamp":"t","message":{"role":"user","content":"hi"}}\n')
    with pytest.raises(MoveError, match="changed on disk"):
        rewind(pi_file, "e03", expected=stale)
    with open(pi_file, "ab") as fh:
        fh.write(b'{"type":"message","id":"x2","par')
    grown = pi_file.read_bytes()
    with pytest.raises(MoveError, match="complete line"):
        rewind(pi_file, "e03")
    assert pi_file.read_bytes() == grown and grown.startswith(before)


def test_fork_pi_writes_the_path_with_parent_session(pi_file: Path) -> None:
    before = pi_file.read_bytes()
    result = fork(pi_file, "e07")
    assert pi_file.read_bytes() == before
    lines = result.path.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["type"] == "session" and header["version"] == 3
    assert header["id"] == result.entry_id and header["parentSession"] == str(pi_file.resolve())
    original = {json.loads(line)["id"]: line for line in before.decode().splitlines()[1:]}
    copied = [json.loads(line)["id"] for line in lines[1:8]]
    assert copied == ["e01", "e02", "e03", "e04", "e05", "e06", "e07"]
    assert lines[1:8] == [original[i] for i in copied]  # entries copied byte for byte
    label = json.loads(lines[8])
    assert label["type"] == "label" and label["targetId"] == "e06" and label["parentId"] == "e07"
    tree = load_tree(result.path)
    assert tree.labels == {"e06": "approach A"} and tree.branch_points == []


def test_fork_claude_keeps_parallel_tool_results_and_new_session_id(tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    shutil.copy(FIXTURES / "claude_artefacts.jsonl", path)
    before = path.read_bytes()
    result = fork(path, "a5", out=tmp_path / "forked.jsonl")
    assert path.read_bytes() == before
    rows = [json.loads(line) for line in result.path.read_text().splitlines()]
    assert [r["uuid"] for r in rows] == ["u1", "a1", "a2", "a3", "r1", "r2", "a4", "p1", "a5"]
    assert {r["sessionId"] for r in rows} == {result.entry_id}
    assert load_tree(result.path).active_leaf == "a5"
    with pytest.raises(MoveError, match="already exists"):
        fork(path, "a5", out=result.path)


def test_fork_codex_and_pi_v1(tmp_path: Path) -> None:
    rollout = next(sample("codex").glob("rollout-*.jsonl"))
    path = tmp_path / rollout.name
    shutil.copy(rollout, path)
    result = fork(path, "L7")
    assert result.path.name.startswith("rollout-") and result.path.parent == tmp_path
    forked = parse_session(result.path)
    assert forked.format == "codex" and forked.parent_session == "11111111-1111-4111-8111-111111111111"
    assert [n.raw for n in forked.tree_nodes()] == path.read_text().splitlines()[1:7]
    v1 = tmp_path / "v1.jsonl"
    shutil.copy(sample("pi/large-session.first-30-lines.jsonl"), v1)
    result = fork(v1, "L5")
    forked = parse_session(result.path)
    assert forked.version == 1 and len(forked.tree_nodes()) == 4
    assert forked.header["parentSession"] == str(v1.resolve())


def test_openclaw_rewind_and_fork(tmp_path: Path) -> None:
    rows = [
        {"type": "session", "version": 3, "id": "oc-1", "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/w"},
        {"type": "message", "id": "m1", "parentId": None, "timestamp": "2026-01-01T00:00:01.000Z",
         "message": {"role": "user", "content": "hi"}},
        {"type": "message", "id": "m2", "parentId": "m1", "timestamp": "2026-01-01T00:00:02.000Z",
         "message": {"role": "assistant", "content": [{"type": "text", "text": "hello"}]}},
        {"type": "custom", "id": "c1", "parentId": "m2", "timestamp": "2026-01-01T00:00:03.000Z",
         "customType": "openclaw.cache-ttl", "data": {}},
    ]
    folder = tmp_path / ".openclaw" / "agents" / "main" / "sessions"  # detected by its home, like OpenClaw's own
    folder.mkdir(parents=True)
    path = folder / "oc-1.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    before = path.read_bytes()
    result = rewind(idle(path), "m2")
    assert path.read_bytes().startswith(before) and load_tree(path).active_path[-2] == "m2"
    forked = fork(path, "m2")
    assert forked.path.name == f"{forked.entry_id}.jsonl"
    assert parse_session(forked.path).format == "openclaw" and result.entry_id
