"""Sessions with compactions on the lean `stats --json` path and on a resumed full run: the loss audits are kept
(`core/usage/audit_cache.py`) against the memory text they were checked with, so a repeat prints the full path's
bytes without a parse, a Pi session that grew is not parsed again for audits it already has, and anything that
changes an audit (the memory text, a new compaction, another file) audits again."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from memtui.cli import main, stats_lean
from memtui.core.usage import collect
from tests.core.test_usage_lean import _age, _workspace
from tests.core.test_usage_resume_pi import PI_GENERATED, PiWriter
from tests.shared_data import REPO, SAMPLE_FILES

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
COMPACTED = [PI_GENERATED / "compactions.jsonl", FIXTURES / "usage" / "pi_compaction.jsonl",
             FIXTURES / "usage" / "claude_compact.jsonl", FIXTURES / "compaction" / "pi_recorded_compactions.jsonl"]


@pytest.fixture(autouse=True)
def own_cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMTUI_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("MEMTUI_CONFIG_FILE", raising=False)
    from memtui.core.usage import tax_cache

    monkeypatch.setattr(tax_cache, "RECENT_NS", 0)


def printed(capsys, monkeypatch, argv: list[str], lean: bool = False) -> str:
    monkeypatch.setattr(stats_lean, "ENABLED", lean)
    collect._CACHE.clear()                       # as a fresh process: only the disk cache is kept
    assert main(argv) == 0
    return capsys.readouterr().out


def without_cache(text: str) -> dict:
    doc = json.loads(text)
    doc.pop("cache")
    return doc


def compacted_files(tmp_path: Path) -> list[str]:
    folder = tmp_path / "t"
    folder.mkdir()
    samples = [p for p in SAMPLE_FILES if b"compact" in p.read_bytes() and "claude-code" in p.parts]   # (a Pi v1
    # file warns that it was migrated in memory: never cached, so never repeated)
    for source in COMPACTED + samples:
        shutil.copy(source, folder / f"{len(list(folder.iterdir()))}-{source.name}")
    return sorted(str(p) for p in folder.iterdir())


@pytest.mark.parametrize("memory", [False, True], ids=["empty root", "root with memory"])
def test_a_repeat_over_compacted_sessions_prints_the_full_paths_bytes(tmp_path, monkeypatch, capsys, memory):
    root = tmp_path / "root"
    root.mkdir()
    if memory:
        _workspace(root)
    monkeypatch.chdir(tmp_path)
    files = compacted_files(tmp_path)
    argv = ["stats", *files, "--root", str(root), "--json"]
    first = printed(capsys, monkeypatch, argv)
    assert sum(len(s["compactions"]) for s in json.loads(first)["sessions"]) >= 5
    assert any("summary_state" in c for s in json.loads(first)["sessions"] for c in s["compactions"])
    full = printed(capsys, monkeypatch, argv)
    assert json.loads(full)["cache"]["bytes_read"] == 0               # no transcript parsed for its audits
    lean = printed(capsys, monkeypatch, argv, lean=True)
    assert lean == full
    fresh = printed(capsys, monkeypatch, [*argv, "--no-cache"])
    assert without_cache(lean) == without_cache(fresh)
    text_argv = ["stats", *files, "--root", str(root)]
    assert printed(capsys, monkeypatch, text_argv) == printed(capsys, monkeypatch, [*text_argv, "--no-cache"])


def test_a_memory_change_audits_again(tmp_path, monkeypatch, capsys):
    """A specific lost at compaction that the memory then records is no longer lost: the stored audits are
    for the old memory text, so neither the lean path nor the full run uses them."""
    root = tmp_path / "root"
    _workspace(root)
    path = tmp_path / "s.jsonl"
    shutil.copy(FIXTURES / "usage" / "pi_compaction.jsonl", path)
    argv = ["stats", str(path), "--root", str(root), "--json"]
    before = json.loads(printed(capsys, monkeypatch, argv))
    lost = [x for c in before["sessions"][0]["compactions"] for x in c.get("lost", [])]
    assert lost
    with open(root / "MEMORY.md", "a", encoding="utf-8") as fh:
        fh.write("".join(f"- {x['text']}\n" for x in lost))
    _age(root)
    assert stats_lean.run_cached(argv[1:]) is None
    after = json.loads(printed(capsys, monkeypatch, argv))
    assert after["cache"]["hits"] == 1 and after["cache"]["bytes_read"] > 0      # parsed again for its audits
    assert not [x for c in after["sessions"][0]["compactions"] for x in c.get("lost", [])]
    assert printed(capsys, monkeypatch, argv, lean=True) == printed(capsys, monkeypatch, argv)


def test_a_compacted_pi_session_that_grows_is_not_parsed_for_audits_it_has(tmp_path, monkeypatch, capsys):
    root = tmp_path / "root"
    root.mkdir()
    path = tmp_path / "s.jsonl"
    pi = PiWriter(path)
    for i in range(5):
        pi.turn(i)
    pi.entry("compaction", summary="Deployed /srv/app with port 8443.", firstKeptEntryId="00000010",
             tokensBefore=9000)
    pi.turn(5)
    pi.flush()
    argv = ["stats", str(path), "--root", str(root), "--json"]
    printed(capsys, monkeypatch, argv)
    size = path.stat().st_size
    pi.turn(6)
    pi.flush()
    grown = json.loads(printed(capsys, monkeypatch, argv))
    added = path.stat().st_size - size
    assert grown["cache"]["resumed"] == 1 and grown["cache"]["bytes_read"] <= added + 1024 + 2 * 4096
    assert without_cache(json.dumps(grown)) == without_cache(printed(capsys, monkeypatch, [*argv, "--no-cache"]))
    assert printed(capsys, monkeypatch, argv, lean=True) == printed(capsys, monkeypatch, argv)
    pi.entry("compaction", summary="Second: rotated the keys.", firstKeptEntryId="ffffffff", tokensBefore=12000)
    pi.turn(7)
    pi.flush()
    twice = json.loads(printed(capsys, monkeypatch, argv))
    assert twice["cache"]["resumed"] == 1 and twice["cache"]["bytes_read"] > path.stat().st_size   # a new audit
    assert len(twice["sessions"][0]["compactions"]) == 2
    assert without_cache(json.dumps(twice)) == without_cache(printed(capsys, monkeypatch, [*argv, "--no-cache"]))
    replaced = tmp_path / "replaced.jsonl"                 # another file at the same path: audited again
    replaced.write_bytes(path.read_bytes())
    os.replace(replaced, path)
    again = json.loads(printed(capsys, monkeypatch, argv))
    assert again["cache"]["bytes_read"] >= path.stat().st_size
    assert without_cache(json.dumps(again)) == without_cache(json.dumps(twice))


def test_a_cached_compacted_run_imports_no_parser(tmp_path):
    """Run as a user runs it (a fresh interpreter): the repeat loads no parser, no analysis, no audit code."""
    root = tmp_path / "root"
    root.mkdir()
    _workspace(root)
    files = compacted_files(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(REPO), "MEMTUI_CACHE_DIR": str(tmp_path / "cache")}
    probe = ("import sys; from memtui.cli import main; code = main(sys.argv[1:]); "
             "print(sorted(sys.modules), file=sys.stderr); raise SystemExit(code)")
    argv = [sys.executable, "-c", probe, "stats", *files, "--root", str(root), "--json"]
    _age(root)
    first = subprocess.run(argv, env=env, capture_output=True, text=True, check=True)
    second = subprocess.run(argv, env=env, capture_output=True, text=True, check=True)
    assert json.loads(second.stdout)["cache"]["hits"] == len(files)
    assert json.loads(second.stdout)["sessions"] == json.loads(first.stdout)["sessions"]
    loaded = second.stderr.strip().splitlines()[-1]
    for heavy in ("'argparse'", "'memtui.core.sessions", "'memtui.core.usage.compaction_loss'", "'memtui.cli.stats'"):
        assert heavy not in loaded, heavy
