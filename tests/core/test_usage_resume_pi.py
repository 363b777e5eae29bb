"""Append-resume for Pi sessions: the usage-only pass (`linear_pi.py`) gives the full analysis's numbers, and a
Pi file growing on disk is continued from where the last run stopped (only the new bytes read) — on files Pi's
own `SessionManager` wrote (tests/fixtures/sessions/pi_generated) and on generated v3 sessions with branches,
labels, names, bash runs, images, custom entries and aborted turns."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memtui.core.usage import collect
from memtui.core.usage.analysis import analyze_path
from memtui.core.usage.collect import analyze_files
from memtui.core.usage.disk_cache import UsageCache
from memtui.core.usage.resume import linear_usage
from memtui.core.usage.result import DEFAULT_PRUNE, PruneSettings, SessionUsage, usage_to_json

PI_GENERATED = Path(__file__).resolve().parents[1] / "fixtures" / "sessions" / "pi_generated"
# written by Pi 0.73.1 (make_fixtures.mjs); compactions.jsonl holds compactions (test_usage_resume_pi_compaction.py)
LINEAR_PI_FILES = ["branches_labels.jsonl", "rewind_then_work.jsonl", "pi_own_fork.jsonl"]
HEAD_AND_KEY = 1024 + 4096 + 4096          # resume checks (head, bytes before the offset) and the cache key


def full(path: Path) -> dict[str, Any]:
    return usage_to_json(analyze_path(str(path)))


def run(path: Path, folder: Path) -> tuple[SessionUsage, UsageCache]:
    """One `stats` run over the file with the usage cache in `folder` (a fresh process: no memory cache)."""
    collect._CACHE.clear()
    cache = UsageCache(DEFAULT_PRUNE, False, folder)
    return analyze_files([path], disk=cache).sessions[0], cache


class PiWriter:
    """A Pi v3 session written entry by entry, as Pi's `_persist` appends them."""

    def __init__(self, path: Path) -> None:
        self.path, self.count, self.context = path, 0, 4000
        self.leaf: str | None = None
        self.pending = ""
        self.rows: list[dict[str, Any]] = [{"type": "session", "version": 3, "id": "5e55-0000", "cwd": "/home/op/project",
                                  "timestamp": "2026-03-01T10:00:00.000Z"}]

    def entry(self, kind: str, parent: str | None = "leaf", **fields: object) -> str:
        self.count += 1
        entry_id = f"{self.count:08x}"
        row = {"type": kind, "id": entry_id, "parentId": self.leaf if parent == "leaf" else parent,
               "timestamp": f"2026-03-01T10:{self.count // 60 % 60:02d}:{self.count % 60:02d}.000Z", **fields}
        self.rows.append(row)
        self.leaf = entry_id
        return entry_id

    def message(self, role: str, parent: str | None = "leaf", **fields: object) -> str:
        return self.entry("message", parent, message={"role": role, "timestamp": 1772359200000 + self.count, **fields})

    def turn(self, i: int) -> None:
        """A prompt, an assistant reply with thinking and a tool call, its result, a final reply with usage."""
        prompt = f"turn {i}: deploy the worker " + ("배포 서버 " * (i % 4)) + "please " * (5 + i % 9)
        self.message("user", content=prompt if i % 2 else [{"type": "text", "text": prompt}])
        self.context += len(prompt) // 3 + 40
        usage = {"input": 7, "output": 90 + i, "cacheRead": self.context, "cacheWrite": 100,
                 "totalTokens": self.context + 197, "cost": {"total": 0.01}}
        self.message("assistant", content=[{"type": "thinking", "thinking": "think " * (10 + i % 6)},
                                           {"type": "text", "text": f"I will run it {i}."},
                                           {"type": "toolCall", "id": f"c{i}", "name": "bash",
                                            "arguments": {"command": f"ls /srv/{i}", "why": "배포"}}],
                     api="anthropic-messages", provider="anthropic", model="claude-sonnet-4-5", usage=usage,
                     stopReason="aborted" if i % 7 == 5 else "toolUse")
        content: list[dict[str, Any]] = [{"type": "text", "text": "x" * (6000 if i % 3 == 0 else 50)}]
        if i % 5 == 4:
            content.append({"type": "image", "data": "AAAA", "mimeType": "image/png"})
        self.message("toolResult", toolCallId=f"c{i}", toolName="bash", content=content, isError=False)
        self.context += 2100 if i % 3 == 0 else 60
        if i % 4 == 1:
            self.message("bashExecution", command="git status", output="clean\n", exitCode=0, cancelled=False,
                         truncated=False, excludeFromContext=i % 8 == 1)
        if i % 6 == 2:
            self.entry("custom", customType="my-extension", data={"n": i})
            self.entry("custom_message", customType="note", content="a note for the model", display=True)
        self.message("assistant", content=[{"type": "text", "text": "Done: " + "ok " * (20 + i % 11)}],
                     api="anthropic-messages", provider="anthropic", model="claude-sonnet-4-5",
                     usage={**usage, "cacheRead": self.context, "totalTokens": self.context + 197}, stopReason="stop")

    def flush(self, torn: int = 0) -> None:
        """Append the rows written since the last flush (all but the last `torn` characters)."""
        text = "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in self.rows)
        self.rows = []
        with open(self.path, "a", encoding="utf-8") as fh:
            fh.write(text[:len(text) - torn] if torn else text)
        self.pending = text[len(text) - torn:] if torn else ""


@pytest.mark.parametrize("name", LINEAR_PI_FILES)
def test_files_pi_wrote_are_read_by_the_linear_pass(name: str) -> None:
    usage, info = linear_usage(PI_GENERATED / name, DEFAULT_PRUNE, None)
    assert usage is not None and info.linear and usage.format == "pi"
    assert usage_to_json(usage) == full(PI_GENERATED / name)


@pytest.mark.parametrize("name", LINEAR_PI_FILES)
def test_a_file_pi_wrote_growing_on_disk_is_resumed(name: str, tmp_path: Path) -> None:
    """The lines Pi wrote, appended a few at a time (one torn mid-line): every run after the first continues
    the saved state, and equals the full analysis of the file as it is then."""
    lines = (PI_GENERATED / name).read_bytes().splitlines(keepends=True)
    path, folder = tmp_path / name, tmp_path / "cache"
    path.write_bytes(b"".join(lines[:3]))
    first, cache = run(path, folder)
    assert cache.linear == 1 and usage_to_json(first) == full(path)
    for at in range(3, len(lines), 2):
        size = path.stat().st_size
        added = b"".join(lines[at:at + 2])
        with open(path, "ab") as fh:
            fh.write(added)
        grown, cache = run(path, folder)
        assert cache.resumed == 1 and cache.linear == 1, at
        assert cache.bytes_read <= len(added) + HEAD_AND_KEY and path.stat().st_size > size
        assert usage_to_json(grown) == full(path), at


def test_a_generated_pi_session_grows_and_branches(tmp_path: Path) -> None:
    path, folder = tmp_path / "2026-03-01T10-00-00-000Z_5e55.jsonl", tmp_path / "cache"
    pi = PiWriter(path)
    pi.entry("model_change", provider="anthropic", modelId="claude-sonnet-4-5")
    pi.entry("thinking_level_change", thinkingLevel="high")
    for i in range(12):
        pi.turn(i)
    pi.flush()
    first, cache = run(path, folder)
    assert cache.linear == 1 and first.tokenizer == "calibrated" and first.format == "pi"
    assert usage_to_json(first) == full(path) and first.what_if.pruned > 0
    for i in range(12, 14):
        pi.turn(i)
    pi.entry("label", targetId="00000003", label="checkpoint")
    pi.entry("session_info", name="  deploy the worker  ")
    pi.flush()
    grown, cache = run(path, folder)
    assert cache.resumed == 1 and grown.name == "deploy the worker" and usage_to_json(grown) == full(path)
    pi.leaf = "00000010"                            # /tree: back to an earlier entry, then on from there
    pi.entry("branch_summary", fromId="00000010", summary="tried the other region first")
    for i in range(14, 16):
        pi.turn(i)
    pi.flush(torn=40)                               # Pi is writing its last line
    torn, cache = run(path, folder)
    assert cache.resumed == 1 and torn.malformed == 1 and torn == analyze_path(str(path))
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(pi.pending)
    branched, cache = run(path, folder)
    assert cache.resumed == 1 and branched.malformed == 0 and usage_to_json(branched) == full(path)
    assert branched.whole != branched.active             # the abandoned branch counts in the whole file only
    pi.entry("session_info", name="")               # an empty name clears it: the first prompt names the session
    pi.flush()
    renamed, cache = run(path, folder)
    assert cache.resumed == 1 and renamed.name.startswith("turn 0") and usage_to_json(renamed) == full(path)
    for keep in (0, 1, 500):
        settings = PruneSettings(keep_last_assistants=keep, min_chars=10)
        resumed = linear_usage(path, settings, None)[0]
        assert resumed is not None and usage_to_json(resumed) == usage_to_json(analyze_path(str(path), settings))


def test_what_the_pass_does_not_model_goes_to_the_full_analysis(tmp_path: Path) -> None:
    """An OpenClaw entry appended later, a parent written after its child, a v2 file: the full analysis's numbers,
    and a file seen not to be linear is not read by the pass again (compactions: test_usage_resume_pi_compaction)."""
    path, folder = tmp_path / "s.jsonl", tmp_path / "cache"
    pi = PiWriter(path)
    for i in range(4):
        pi.turn(i)
    pi.flush()
    assert run(path, folder)[1].linear == 1
    pi.entry("custom", customType="openclaw.bootstrap", data={"n": 1})
    pi.turn(4)
    pi.flush()
    marked, cache = run(path, folder)
    assert cache.linear == 0 and usage_to_json(marked) == full(path)
    pi.turn(5)
    pi.flush()
    again, cache = run(path, folder)
    assert cache.linear == 0 and usage_to_json(again) == full(path)
    later = tmp_path / "later.jsonl"
    pi = PiWriter(later)
    pi.turn(0)
    pi.message("user", parent="ffffffff", content="under a parent written later")
    pi.flush()
    assert linear_usage(later, DEFAULT_PRUNE, None)[0] is not None            # a parent never written: a root
    pi.rows.append({"type": "message", "id": "ffffffff", "parentId": None, "timestamp": "2026-03-01T11:00:00.000Z",
                    "message": {"role": "user", "content": "written after its child"}})
    pi.flush()
    assert linear_usage(later, DEFAULT_PRUNE, None)[0] is None
    assert usage_to_json(run(later, folder)[0]) == full(later)
    old = tmp_path / "v2.jsonl"
    old.write_text(later.read_text(encoding="utf-8").replace('"version":3', '"version":2'), encoding="utf-8")
    assert linear_usage(old, DEFAULT_PRUNE, None)[0] is None and usage_to_json(run(old, folder)[0]) == full(old)
