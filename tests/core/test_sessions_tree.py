"""Tree semantics: active leaf, branch points, compaction horizons, labels, display rows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.core.sessions import SessionTree, load_tree, parse_session
from tests.shared_data import sample

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"


def test_pi_tree_json_matches_the_file() -> None:
    tree = load_tree(FIXTURES / "pi_branches.jsonl")
    doc = tree.to_json()
    assert doc["format"] == "pi" and doc["entries"] == 14
    assert doc["roots"] == ["e01"]
    assert doc["leaves"] == ["e07", "e14"]
    assert doc["active_leaf"] == "e14"  # the last entry in file order, whatever its type
    assert doc["branch_points"] == ["e05"]
    assert doc["compactions"] == ["e10"]
    assert doc["labels"] == {"e06": "approach A"}
    assert doc["malformed_lines"] == []
    assert tree.active_path[:5] == ["e01", "e02", "e03", "e04", "e05"] and "e06" not in tree.active_path
    assert tree.context_path()[0] == "e08"  # firstKeptEntryId
    assert tree.horizons == {"e08": "e10"}
    assert tree.name() == "Refactor plan"


def test_pi_children_sort_by_timestamp_and_rows_indent_branches() -> None:
    tree = load_tree(FIXTURES / "pi_branches.jsonl")
    assert tree.children["e05"] == ["e06", "e08"]
    rows = dict(tree.rows())
    assert rows["e05"] == 0 and rows["e06"] == 1 and rows["e08"] == 1
    folded = [row for row, _ in tree.rows({"e05"})]
    assert folded[-1] == "e05" and "e06" not in folded


def test_claude_real_forks_only() -> None:
    tree = load_tree(FIXTURES / "claude_artefacts.jsonl")
    # a3 has two parallel tool results (not a branch); a4 has two typed prompts at different times
    assert len(tree.children["a3"]) == 2
    assert tree.branch_points == ["a4"]
    # latest non-sidechain leaf by timestamp: a8 (sc2 is a sidechain leaf, a5 is older)
    assert tree.active_leaf == "a8"
    assert tree.parent["cb"] == "r3" and tree.edge["cb"] == "logical"
    assert tree.parent["sc1"] == "a7" and tree.edge["sc1"] == "subagent"
    assert tree.compactions == ["cb"] and tree.context_path() == ["cb", "cs", "p3", "a8"]
    assert tree.roots == ["u1"]


def test_claude_samples_rewind_and_compaction() -> None:
    tree = load_tree(sample("claude-code/dag_compact_after_rewind.jsonl"))
    assert tree.branch_points == ["a1"] and tree.compactions == ["cb"]
    assert tree.active_leaf == "p1a"
    preserved = load_tree(sample("claude-code/dag_compact_after_rewind_preserved.jsonl"))
    # the logical parent is written after the boundary: no display edge (it would be a cycle)
    assert preserved.roots == ["u1", "cb"] and preserved.active_leaf == "p1a"


def test_subagent_file_hangs_under_its_spawning_call() -> None:
    path = sample("claude-code/minimal_showcase/55550000-0000-4000-8000-000000000001.jsonl")
    tree = load_tree(path)
    assert tree.parent["showcol1-u1"] == "sc-a4"
    assert tree.to_json()["entries"] == 11  # sub-agent entries are not counted as the file's


def test_cycles_self_parents_and_duplicates_never_loop(tmp_path: Path) -> None:
    rows = [
        {"type": "session", "version": 3, "id": "s", "timestamp": "t", "cwd": "/"},
        {"type": "message", "id": "a", "parentId": "b", "timestamp": "2026-01-01T00:00:01Z", "message": {"role": "user", "content": "1"}},
        {"type": "message", "id": "b", "parentId": "a", "timestamp": "2026-01-01T00:00:02Z", "message": {"role": "user", "content": "2"}},
        {"type": "message", "id": "c", "parentId": "c", "timestamp": "2026-01-01T00:00:03Z", "message": {"role": "user", "content": "3"}},
        {"type": "message", "id": "c", "parentId": None, "timestamp": "2026-01-01T00:00:04Z", "message": {"role": "user", "content": "4"}},
    ]
    path = tmp_path / "cycle.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    tree = load_tree(path)
    assert set(tree.roots) == {"a", "c"}
    assert len(tree.rows()) == 3
    assert any("cycle" in w for w in tree.warnings) and any("repeats" in w for w in tree.warnings)


def test_codex_is_linear_without_branches() -> None:
    rollout = next(sample("codex").glob("rollout-*.jsonl"))
    tree = load_tree(rollout)
    assert len(tree.roots) == 1 and tree.branch_points == []
    assert tree.active_path == list(tree.nodes)


def test_head_of_a_long_session_is_a_partial_tree(tmp_path: Path) -> None:
    rows = [{"type": "session", "version": 3, "id": "s", "timestamp": "t", "cwd": "/"}]
    parent = None
    for i in range(400):
        rows.append({"type": "message", "id": f"m{i}", "parentId": parent, "timestamp": f"2026-01-01T00:{i // 60:02d}:{i % 60:02d}Z",
                     "message": {"role": "user", "content": "x" * 200}})
        parent = f"m{i}"
    path = tmp_path / "long.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    head = load_tree(path, max_bytes=10_000)
    whole = load_tree(path)
    assert head.session.partial and not whole.session.partial
    assert 0 < len(head.nodes) < len(whole.nodes) == 400
    assert head.session.malformed == []  # the cut falls between whole lines
    assert head.session.fingerprint is None and whole.session.fingerprint is not None


PI_FILES = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "sessions").glob("pi*.jsonl")) + sorted(
    (Path(__file__).resolve().parents[1] / "fixtures" / "sessions" / "pi_generated").glob("*.jsonl"))


def _shape(tree: SessionTree) -> tuple[object, ...]:
    return (list(tree.nodes), tree.parent, tree.children, tree.roots, tree.leaves, tree.active_leaf,
            tree.active_path, tree.active_set, tree.branch_points, tree.compactions, tree.horizons, tree.labels, tree.warnings,
            tree.rows())


@pytest.mark.parametrize("path", PI_FILES, ids=lambda p: p.name)
def test_the_parsers_index_gives_the_same_tree_as_indexing_again(path: Path, tmp_path: Path) -> None:
    session = parse_session(path)
    assert session.index is not None          # parents_first too, unless a parent is missing (a fork's head)
    fast = SessionTree.build(session)
    assert fast.nodes is session.index                    # shared, not a second dict
    session.index, session.parents_first = None, False
    assert _shape(SessionTree.build(session)) == _shape(fast)


def test_a_parent_written_after_its_child_or_a_repeated_id_takes_the_checked_path(tmp_path: Path) -> None:
    header = {"type": "session", "version": 3, "id": "s", "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/w"}

    def entry(entry_id: str, parent: str | None, text: str) -> dict[str, object]:
        return {"type": "message", "id": entry_id, "parentId": parent, "timestamp": "2026-01-01T00:00:01.000Z",
                "message": {"role": "user", "content": text}}

    later = tmp_path / "later.jsonl"
    later.write_text("\n".join(json.dumps(r) for r in (header, entry("b", "a", "child first"),
                                                        entry("a", "b", "then its parent"))) + "\n")
    session = parse_session(later)
    assert session.index is not None and not session.parents_first
    tree = SessionTree.build(session)
    assert any("cycle" in w for w in tree.warnings) and len(tree.roots) == 1
    repeated = tmp_path / "repeated.jsonl"
    repeated.write_text("\n".join(json.dumps(r) for r in (header, entry("a", None, "one"), entry("b", "a", "two"),
                                                           entry("a", None, "one again"))) + "\n")
    session = parse_session(repeated)
    assert session.index is None
    tree = SessionTree.build(session)
    assert list(tree.nodes) == ["b", "a"] and any("repeats" in w for w in tree.warnings)
