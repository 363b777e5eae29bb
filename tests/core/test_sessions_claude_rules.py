"""Claude Code conventions seen in real sessions (fixture `claude_hooks.jsonl` written in their style):
hook progress lines are not leaves, parallel tool results belong to the active path, the last line of a
repeated uuid wins, a cleared title clears the name; sub-agent files are listed under their parent."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from memtui.core.sessions import load_tree, parse_session
from memtui.core.sessions.discovery import discover
from memtui.core.usage import analyze_session
from memtui.core.usage.context import context_view

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"


def test_hook_progress_is_not_a_leaf_and_parallel_results_are_on_the_active_path() -> None:
    tree = load_tree(FIXTURES / "claude_hooks.jsonl")
    assert tree.leaves == ["u2"]  # not h1/h2/s1/h3 (hooks) nor r1 (a parallel result)
    assert tree.active_leaf == "u2" and tree.active_path == ["u1", "a1", "r2", "a2", "u2"]
    assert {"r1", "r2"} <= tree.active_set and "h1" not in tree.active_set
    view = context_view(tree.session, tree)
    assert [n.id for n in view.context] == ["u1", "a1", "r1", "r2", "a2", "u2"]
    usage = analyze_session(tree.session)
    assert usage.active["tool_results"].tokens == usage.whole["tool_results"].tokens > 0


def test_repeated_uuid_keeps_the_last_line_and_a_cleared_title_clears_the_name() -> None:
    session = parse_session(FIXTURES / "claude_hooks.jsonl")
    tree = load_tree(FIXTURES / "claude_hooks.jsonl")
    assert tree.nodes["u2"].text() == "Second wording wins" and tree.nodes["u2"].line == 12
    assert session.name is None and tree.name() == "Check both config files"


def test_a_second_pi_header_is_not_a_second_root(tmp_path: Path) -> None:
    header = {"type": "session", "version": 3, "id": "s1", "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/w"}
    rows = [header, {"type": "message", "id": "m1", "parentId": None, "timestamp": "2026-01-01T00:00:01.000Z",
                     "message": {"role": "user", "content": "hi"}},
            dict(header, id="s2"), {"type": "message", "id": "m2", "parentId": "m1",
                                    "timestamp": "2026-01-01T00:00:02.000Z", "message": {"role": "user", "content": "again"}}]
    path = tmp_path / "two_headers.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    tree = load_tree(path)
    assert tree.roots == ["m1"] and tree.active_path == ["m1", "m2"] and tree.session.session_id == "s1"


def test_subagent_files_are_listed_under_their_parent(tmp_path: Path) -> None:
    project = tmp_path / "projects" / "-home-op-app"
    new = project / "sess-new" / "subagents"
    new.mkdir(parents=True)
    line = {"type": "user", "uuid": "x1", "parentUuid": None, "timestamp": "2026-04-01T09:00:00.000Z",
            "message": {"role": "user", "content": "hi"}}
    (project / "sess-new.jsonl").write_text(json.dumps(dict(line, sessionId="sess-new")) + "\n")
    (new / "agent-abc.jsonl").write_text(json.dumps(dict(line, sessionId="sess-new", isSidechain=True)) + "\n")
    (project / "sess-old.jsonl").write_text(json.dumps(dict(line, sessionId="sess-old")) + "\n")
    (project / "agent-1a2b3c4d.jsonl").write_text(json.dumps(dict(line, sessionId="sess-old", isSidechain=True)) + "\n")
    shutil.copy(FIXTURES / "claude_hooks.jsonl", project / "other.jsonl")
    rows = [(info.display_path, info.parent) for info in discover(tmp_path).sessions]
    base = "projects/-home-op-app/"
    assert rows == [
        (base + "other.jsonl", None),
        (base + "sess-new.jsonl", None),
        (base + "sess-new/subagents/agent-abc.jsonl", base + "sess-new.jsonl"),
        (base + "sess-old.jsonl", None),
        (base + "agent-1a2b3c4d.jsonl", base + "sess-old.jsonl"),
    ]
