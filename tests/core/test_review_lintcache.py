"""The queue's lint report on disk: reused while no memory file, the config or the lint code changed."""

from __future__ import annotations

import json
from pathlib import Path

from memtui.core.review.lintcache import CACHE_NAME, cached_lint
from memtui.core.workspace import scan_workspace
from tests.core.history_helpers import make_workspace


def test_reused_until_a_memory_file_or_the_config_changes(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    (root / "memory/orphan.md").write_text("# Orphan\n\n- Nobody points here.\n")
    first, hit = cached_lint(scan_workspace(root))
    assert not hit and any(f.rule == "map.orphan" for f in first.findings)
    again, hit = cached_lint(scan_workspace(root))
    assert hit and [f.to_json() for f in again.findings] == [f.to_json() for f in first.findings]
    (root / "sessions").mkdir()
    (root / "sessions" / "s.jsonl").write_text('{"type": "user", "message": {"role": "user", "content": "hi"}}\n')
    assert cached_lint(scan_workspace(root))[1]                  # a transcript is not linted: still valid
    (root / "MEMORY.md").write_text((root / "MEMORY.md").read_text() + "- Orphan: [o](memory/orphan.md)\n")
    fresh, hit = cached_lint(scan_workspace(root))
    assert not hit and not any(f.rule == "map.orphan" for f in fresh.findings)
    (root / "memtui.toml").write_text("[lint]\ndisable = [\"index.size\"]\n")
    assert not cached_lint(scan_workspace(root))[1]


def test_a_damaged_cache_is_a_miss(tmp_path: Path) -> None:
    root = make_workspace(tmp_path / "ws")
    cached_lint(scan_workspace(root))
    (root / ".memtui" / CACHE_NAME).write_text("{broken")
    report, hit = cached_lint(scan_workspace(root))
    assert not hit and report.rules_run
    assert json.loads((root / ".memtui" / CACHE_NAME).read_text())["key"]
