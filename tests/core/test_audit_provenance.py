"""Provenance: the transcript tool call (Pi write, Claude Code Edit, memory tools) that wrote a belief."""

from __future__ import annotations

import json
from pathlib import Path

from memtui.core.audit.provenance import ProvenanceIndex, path_matches, written_texts
from memtui.core.sessions.model import Block

PI = "sessions/pi/2026-09-14T10-00-00-000Z_0b1c2d3e-0000-4000-8000-000000000001.jsonl"
CLAUDE = "sessions/claude/5a5a0000-0000-4000-8000-000000000002.jsonl"


def test_pi_write_links_the_belief(audit_root: Path) -> None:
    index = ProvenanceIndex(audit_root)
    events = index.events()
    found = index.link("memory/infra-2026-09.md", "Atlas now deploys to Cloudflare Workers.", events)
    assert found is not None
    assert (found.session_path, found.entry_id, found.tool) == (PI, "a1000002", "write")
    assert found.to_json() == {"path": PI, "entry_id": "a1000002"}


def test_claude_edit_links_the_korean_belief(audit_root: Path) -> None:
    index = ProvenanceIndex(audit_root)
    found = index.link("memory/notes-ko.md", "atlas는 Cloudflare Workers에 배포한다.", index.events())
    assert found is not None
    assert (found.session_path, found.entry_id, found.tool, found.line) == (
        CLAUDE, "c0000002-0000-4000-8000-000000000002", "Edit", 2)


def test_no_link_for_other_files_or_unwritten_text(audit_root: Path) -> None:
    index = ProvenanceIndex(audit_root)
    events = index.events()
    assert index.link("memory/deploy.md", "Atlas deploys to Fly.io.", events) is None
    # the right text in the wrong file is not the same belief
    assert index.link("memory/old.md", "Atlas now deploys to Cloudflare Workers.", events) is None


def test_earliest_write_wins_and_cache_follows_appends(audit_root: Path) -> None:
    index = ProvenanceIndex(audit_root)
    assert len(index.events()) == 2
    later = {"type": "message", "id": "a1000009", "parentId": "a1000003", "timestamp": "2026-09-15T08:00:00.000Z",
             "message": {"role": "assistant", "content": [{"type": "toolCall", "id": "call_w2", "name": "edit",
                         "arguments": {"path": "memory/infra-2026-09.md", "oldText": "x",
                                       "newText": "- Atlas now deploys to Cloudflare Workers."}}],
                         "stopReason": "toolUse", "timestamp": 1789459200000}}
    with open(audit_root / PI, "a", encoding="utf-8") as fh:
        fh.write(json.dumps(later) + "\n")
    events = index.events()
    assert len(events) == 3
    found = index.link("memory/infra-2026-09.md", "Atlas now deploys to Cloudflare Workers.", events)
    assert found.entry_id == "a1000002"


def test_malformed_transcript_is_not_fatal(audit_root: Path) -> None:
    (audit_root / "sessions" / "broken.jsonl").write_bytes(b'{"type":"session"\n\xff\xfe not json\n')
    index = ProvenanceIndex(audit_root)
    assert len(index.events()) == 2


def test_written_texts_of_each_tool_shape() -> None:
    assert written_texts(Block("tool_call", name="MultiEdit", arguments={
        "file_path": "/a/m.md", "edits": [{"old_string": "a", "new_string": "b1"}, {"old_string": "c", "new_string": "b2"}]})) == (
        "/a/m.md", ["b1", "b2"])
    assert written_texts(Block("tool_call", name="memory", arguments={"action": "add", "content": "User likes tea"})) == (
        None, ["User likes tea"])
    assert written_texts(Block("tool_call", name="memory", arguments={
        "command": "str_replace", "path": "/memories/x.md", "old_str": "a", "new_str": "b"})) == ("/memories/x.md", ["b"])
    assert written_texts(Block("tool_call", name="read", arguments={"path": "m.md"})) is None
    assert written_texts(Block("text", text="write this")) is None


def test_path_matching() -> None:
    assert path_matches("/home/op/atlas/memory/deploy.md", "memory/deploy.md")
    assert path_matches("C:\\op\\atlas\\memory\\deploy.md", "memory/deploy.md")
    assert path_matches("deploy.md", "memory/deploy.md")
    assert not path_matches("/home/op/other/deploy2.md", "memory/deploy.md")
    assert not path_matches("/x/notes/deploy.md", "memory/deploy.md")
    assert path_matches(None, "memory/deploy.md")
