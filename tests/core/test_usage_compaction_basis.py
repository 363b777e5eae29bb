"""A compaction whose "before" the agent recorded and whose "after" memtui estimated (realdata26 repro 07: an
OpenClaw cache-ttl compaction right after another, recorded 497 tokens before, estimated 15,199 after with the
system prompt): the two are not counted alike, so no saving is read from them — never "-2958 % saved"."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from memtui.cli import main
from memtui.core.usage.result import Compaction

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "repro27" / "compaction-basis"


def test_recorded_before_and_estimated_after_are_not_comparable() -> None:
    mixed = Compaction("c2", 6, 497, 15_199, before_measured=True, after_measured=False)
    assert not mixed.comparable and not mixed.low_saving
    shrunk = Compaction("c1", 4, 18_403, 15_810, before_measured=True, after_measured=False)
    assert shrunk.comparable and shrunk.saved_ratio > 0.14
    both = Compaction("c3", 8, 1_000, 1_200, before_measured=True, after_measured=True)
    assert both.comparable and both.low_saving          # counted alike: a compaction that grew is flagged


def test_stats_says_not_comparable_instead_of_a_negative_saving(tmp_path: Path, capsys) -> None:
    root = tmp_path / "ws"
    shutil.copytree(FIXTURE, root)
    assert main(["stats", "--root", str(root), "--no-cache"]) == 0
    out = capsys.readouterr().out
    assert "-2958" not in out and "not comparable" in out and "14.1 % saved" in out
    assert main(["stats", "--root", str(root), "--no-cache", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    compactions = [c for s in doc["sessions"] for c in s["compactions"]]
    assert [c["comparable"] for c in compactions] == [True, False]
