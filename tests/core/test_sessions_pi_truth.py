"""memtui against Pi's own answers: files written by Pi's SessionManager (0.73.1) and what Pi reports
for them (`tests/fixtures/sessions/pi_generated/*.pi.json`, made by `make_fixtures.mjs`).

Pi's loading rules used to check memtui's forks and rewinds without Node (`pi_load` below mirrors
`SessionManager._buildIndex`, `getBranch` and `buildSessionContext`); with `PI_MODULES` set to a
node_modules holding the package, the same checks also run Pi's own code.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from memtui.core.sessions import load_tree
from memtui.core.sessions.moves import fork, rewind

GENERATED = Path(__file__).resolve().parents[1] / "fixtures" / "sessions" / "pi_generated"
NAMES = sorted(p.name.removesuffix(".pi.json") for p in GENERATED.glob("*.pi.json"))


def idle_copy(name: str, folder: Path) -> Path:
    """A copy of a generated session, last written an hour ago (no agent has it open)."""
    path = folder / f"{name}.jsonl"
    shutil.copy(GENERATED / path.name, path)
    hour_ago = time.time() - 3600
    os.utime(path, (hour_ago, hour_ago))
    return path


def pi_answers(name: str) -> dict:
    return json.loads((GENERATED / f"{name}.pi.json").read_text())


def pi_load(path: Path) -> dict:
    """Pi's rules: leaf = last entry; path = parentId walk from it; context = messages on that path
    (the last compaction's summary first, then the kept entries from `firstKeptEntryId`)."""
    entries = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    entries = [e for e in entries if e.get("type") != "session"]
    by_id = {e["id"]: e for e in entries}
    path_entries = []
    current = entries[-1] if entries else None
    while current is not None:
        path_entries.insert(0, current)
        current = by_id.get(current.get("parentId") or "")
    compaction = next((e for e in reversed(path_entries) if e["type"] == "compaction"), None)
    context: list[str] = []

    def emit(entry: dict) -> None:
        if entry["type"] == "message":
            context.append(entry["id"])
        elif entry["type"] == "custom_message":
            context.append("custom")
        elif entry["type"] == "branch_summary" and entry.get("summary"):
            context.append("branchSummary")

    if compaction is None:
        for entry in path_entries:
            emit(entry)
    else:
        context.append("compactionSummary")
        at = path_entries.index(compaction)
        kept = False
        for entry in path_entries[:at]:
            kept = kept or entry["id"] == compaction.get("firstKeptEntryId")
            if kept:
                emit(entry)
        for entry in path_entries[at + 1:]:
            emit(entry)
    return {"leaf": entries[-1]["id"] if entries else None, "active_path": [e["id"] for e in path_entries],
            "context": context}


def pi_node_answers(path: Path) -> dict | None:
    """Pi's own answers for a file (None when Node or the package is not available)."""
    modules = os.environ.get("PI_MODULES")
    if not modules or shutil.which("node") is None:
        return None
    done = subprocess.run(["node", str(GENERATED / "make_fixtures.mjs"), "--answers", str(path)],
                          env={**os.environ, "PI_MODULES": modules}, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def memtui_context(tree) -> list[str]:
    """memtui's context path in the shape of Pi's `buildSessionContext` messages."""
    ids = tree.context_path()
    out: list[str] = []
    for node_id in ids:
        node = tree.nodes[node_id]
        if node.type == "compaction":
            out.insert(0, "compactionSummary")
        elif node.type == "message":
            out.append(node_id)
        elif node.type == "custom_message":
            out.append("custom")
        elif node.type == "branch_summary":
            out.append("branchSummary")
    return out


@pytest.mark.parametrize("name", NAMES)
def test_memtui_reads_pi_files_as_pi_does(name: str) -> None:
    truth = pi_answers(name)
    tree = load_tree(GENERATED / f"{name}.jsonl")
    assert list(tree.nodes) == truth["entries"]
    assert tree.active_leaf == truth["leaf"]
    assert tree.active_path == truth["active_path"]
    assert tree.roots == truth["roots"]
    assert {k: tree.children.get(k, []) for k in truth["children"]} == truth["children"]
    assert tree.branch_points == truth["branch_points"]
    assert tree.labels == truth["labels"]
    assert tree.session.name == truth["name"]
    assert memtui_context(tree) == truth["context"]
    assert pi_load(GENERATED / f"{name}.jsonl")["context"] == truth["context"]  # the mirror agrees with Pi


def test_pi_own_fork_loses_the_history_memtui_fork_keeps_it(tmp_path: Path) -> None:
    source = idle_copy("rewind_then_work", tmp_path)
    truth = pi_answers("rewind_then_work")
    pi_fork = pi_answers("pi_own_fork")
    assert len(pi_fork["context"]) < len(truth["context"])  # the bug in Pi's createBranchedSession
    result = fork(source, truth["leaf"], out=tmp_path / "fork.jsonl")
    loaded = pi_load(result.path)
    assert loaded["context"] == truth["context"]
    labels = {k for k in truth["entries"] if k not in truth["context"]}
    assert [k for k in loaded["active_path"] if k not in labels and k in truth["entries"]] == [
        k for k in truth["active_path"] if k not in labels]
    tree = load_tree(result.path)
    assert memtui_context(tree) == truth["context"] and tree.labels == truth["labels"]
    node = pi_node_answers(result.path)
    if node is not None:
        assert node["context"] == truth["context"] and node["labels"] == truth["labels"]


def test_rewind_to_a_user_message_moves_the_leaf_to_its_parent_and_gives_the_prompt_back(tmp_path: Path) -> None:
    path = idle_copy("branches_labels", tmp_path)
    tree = load_tree(path)
    prompt_id = next(k for k in tree.active_path if tree.nodes[k].kind == "user"
                     and tree.nodes[k].text() == "Try approach B instead")
    parent = tree.nodes[prompt_id].parent_id
    result = rewind(path, prompt_id)
    assert result.prompt == "Try approach B instead" and result.leaf == parent
    loaded = pi_load(path)
    assert loaded["active_path"][-2] == parent and prompt_id not in loaded["context"]
    after = load_tree(path)
    assert after.active_path[-2] == parent and after.labels == pi_answers("branches_labels")["labels"]
    node = pi_node_answers(path)
    if node is not None:
        assert node["active_path"][-2] == parent


def test_rewind_to_the_first_prompt_starts_a_new_root(tmp_path: Path) -> None:
    path = idle_copy("rewind_then_work", tmp_path)
    first = pi_answers("rewind_then_work")["active_path"][0]
    result = rewind(path, first)
    assert result.prompt == "Write the config loader" and result.leaf is None
    assert pi_load(path)["context"] == []
    entry = json.loads(path.read_text().splitlines()[-1])
    assert entry["parentId"] is None and entry["targetId"] == first
