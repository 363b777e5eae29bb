"""The lean `stats --json` path of a run whose every transcript is cached: the same bytes as the full path,
and it falls back to the full path for whatever it does not handle (issue 14)."""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from memtui.cli import main, stats_lean
from memtui.core.usage import collect
from tests.core.test_usage_calibrated import claude_lines, write_session
from tests.shared_data import REPO, SAMPLE_FILES

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "usage"


@pytest.fixture(autouse=True)
def own_cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("MEMTUI_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("MEMTUI_CONFIG_FILE", raising=False)


def _printed(capsys, argv: list[str], lean: bool, monkeypatch) -> str:
    monkeypatch.setattr(stats_lean, "ENABLED", lean)
    collect._CACHE.clear()                       # as a fresh process: only the disk cache is kept
    assert main(argv) == 0
    return capsys.readouterr().out


def _corpus(tmp_path: Path) -> list[str]:
    """Linear Claude Code sessions (one with CJK text and a symlinked name), the usage fixtures and the samples."""
    folder = tmp_path / "t"
    folder.mkdir()
    files = [write_session(folder / f"s{i}.jsonl", 3 + i) for i in range(3)]
    lines, _ = claude_lines(4)
    (folder / "cjk.jsonl").write_text("\n".join(lines).replace("word", "배포 部署") + "\n", encoding="utf-8")
    (folder / "link.jsonl").symlink_to(folder / "s0.jsonl")
    shutil.copytree(FIXTURES, tmp_path / "usage")
    return ([str(p) for p in files] + [str(folder / "cjk.jsonl"), str(folder / "link.jsonl")]
            + [str(p) for p in sorted((tmp_path / "usage").rglob("*.jsonl"))] + [str(p) for p in SAMPLE_FILES])


def test_a_cached_run_prints_the_full_paths_bytes(tmp_path, monkeypatch, capsys):
    root = tmp_path / "empty"
    root.mkdir()
    monkeypatch.chdir(tmp_path)
    files = _corpus(tmp_path)
    without_compactions = []
    for f in files:     # a compaction's loss audit is made at run time, a torn file is not cached: the full path
        _printed(capsys, ["stats", f, "--root", str(root), "--json"], False, monkeypatch)
        doc = json.loads(_printed(capsys, ["stats", f, "--root", str(root), "--json"], False, monkeypatch))
        if not doc["sessions"][0]["compactions"] and doc["cache"]["hits"] == 1:
            without_compactions.append(f)
    assert len(without_compactions) >= (8 if SAMPLE_FILES else 7)     # the shared samples add one at least
    for argv in (["stats", *without_compactions, "--json", "--root", str(root)],
                 ["stats", "--json", f"--root={root}", "--jobs", "1", *reversed(without_compactions)]):
        full = _printed(capsys, argv, False, monkeypatch)
        lean = _printed(capsys, argv, True, monkeypatch)
        assert lean == full
        assert json.loads(lean)["cache"] == {"hits": len(set(without_compactions)), "misses": 0, "resumed": 0,
                                             "bytes_read": 0, "linear": 0}


def test_the_lean_path_steps_aside_for_what_it_does_not_handle(tmp_path, monkeypatch, capsys):
    root = tmp_path / "empty"
    root.mkdir()
    path = str(write_session(tmp_path / "s.jsonl", 5))
    assert stats_lean.run_cached([path, "--root", str(root), "--json"]) is None          # not cached yet
    assert main(["stats", path, "--root", str(root), "--json"]) == 0
    capsys.readouterr()
    assert stats_lean.run_cached([path, "--root", str(root), "--json"]) == 0             # cached now
    capsys.readouterr()
    for argv in ([path, "--root", str(root)],                         # text output
                 [path, "--root", str(root), "--json", "--keep-last", "2"],               # other settings
                 [path, "--root", str(root), "--json", "--jobs", "0"],                   # a usage error
                 [path, "--root", str(root), "--json", "--jobs", "²"],
                 [path, "--root", "--json"],
                 [str(tmp_path), "--root", str(root), "--json"],                          # a folder
                 [path, "--root", str(tmp_path), "--json"],                               # a root with files
                 [path, "--root", str(tmp_path / "nowhere"), "--json"],
                 [path, str(tmp_path / "missing.jsonl"), "--root", str(root), "--json"],
                 ["--root", str(root), "--json"]):                                        # the workspace's sessions
        assert stats_lean.run_cached(argv) is None, argv
    monkeypatch.setenv("MEMTUI_CONFIG_FILE", str(tmp_path / "memtui.toml"))
    assert stats_lean.run_cached([path, "--root", str(root), "--json"]) is None
    monkeypatch.delenv("MEMTUI_CONFIG_FILE")
    with open(path, "a", encoding="utf-8") as fh:                     # grown: a miss, the full path resumes it
        fh.write("\n".join(claude_lines(2, start=5)[0]) + "\n")
    assert stats_lean.run_cached([path, "--root", str(root), "--json"]) is None
    collect._CACHE.clear()
    assert main(["stats", path, "--root", str(root), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["cache"]["resumed"] == 1


def test_a_damaged_entry_is_a_miss_for_the_lean_path(tmp_path, monkeypatch, capsys):
    root = tmp_path / "empty"
    root.mkdir()
    path = str(write_session(tmp_path / "s.jsonl", 5))
    assert main(["stats", path, "--root", str(root), "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    [entry] = (tmp_path / "cache" / "usage").glob("*.json")
    data = bytearray(entry.read_bytes())
    at = data.index(b'"recorded_usage"', data.index(b"\n"))      # the stored report's recorded usage
    digit = data.index(b'"output":', at) + len(b'"output":')
    data[digit] = ord("1") if data[digit] != ord("1") else ord("2")
    entry.write_bytes(bytes(data))
    assert stats_lean.run_cached([path, "--root", str(root), "--json"]) is None
    collect._CACHE.clear()
    assert main(["stats", path, "--root", str(root), "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["cache"]["misses"] == 1 and again["totals"] == first["totals"]


@pytest.mark.parametrize("memory, own", [(False, False), (True, False), (True, True)],
                         ids=["empty root", "root with memory", "the workspace's own sessions"])
def test_a_cached_run_imports_no_parser_no_argparse_no_dataclasses(tmp_path, memory, own):
    """Run as a user runs it (a fresh interpreter): the second run loads only the lean path's modules."""
    root = tmp_path / "empty"
    root.mkdir()
    if memory:
        _workspace(root)
    folder = root / "sessions" if own else tmp_path
    folder.mkdir(exist_ok=True)
    files = [str(write_session(folder / f"s{i}.jsonl", 4)) for i in range(3)]
    if own:                                         # no file named: the transcripts below the root
        files = []
    env = {**os.environ, "PYTHONPATH": str(REPO), "MEMTUI_CACHE_DIR": str(tmp_path / "cache")}
    probe = ("import sys; from memtui.cli import main; code = main(sys.argv[1:]); "
             "print(sorted(sys.modules), file=sys.stderr); raise SystemExit(code)")
    argv = [sys.executable, "-c", probe, "stats", *files, "--root", str(root), "--json"]
    first = subprocess.run(argv, env=env, capture_output=True, text=True, check=True)
    second = subprocess.run(argv, env=env, capture_output=True, text=True, check=True)
    assert json.loads(first.stdout)["cache"]["misses"] == 3 + own       # (the workspace's session.jsonl too)
    assert json.loads(second.stdout)["cache"]["hits"] == 3 + own
    assert json.loads(second.stdout)["totals"] == json.loads(first.stdout)["totals"]
    loaded = set(ast.literal_eval(second.stderr.strip().splitlines()[-1]))      # the probe's list of module names
    for heavy in ("argparse", "dataclasses", "orjson", "hashlib", "memtui.core.sessions", "memtui.core.usage.result",
                  "memtui.core.config", "memtui.cli.stats", "memtui.core.workspace", "apsw", "textual", "numpy"):
        assert heavy not in loaded, heavy


def test_an_entry_of_the_earlier_format_is_a_quiet_miss(tmp_path, monkeypatch, capsys):
    """After an upgrade every entry is of the earlier version: read again, rewritten, no "damaged" note."""
    from memtui.core.cache import entry_path

    root = tmp_path / "empty"
    root.mkdir()
    path = write_session(tmp_path / "s.jsonl", 5)
    folder = tmp_path / "cache" / "usage"
    folder.mkdir(parents=True)
    old = {"digest": "0" * 32, "file": str(path.absolute()), "key": {}, "settings": {"version": 3}, "usage": {}}
    entry_path(folder, path, ".json").write_text(json.dumps(old), encoding="utf-8")
    collect._CACHE.clear()
    assert main(["stats", str(path), "--root", str(root)]) == 0
    assert "damaged" not in capsys.readouterr().out
    assert stats_lean.run_cached([str(path), "--root", str(root), "--json"]) == 0     # rewritten in this format


def _workspace(root: Path) -> None:
    """A small Claude Code memory root: rules, an index, a topic, a transcript beside them."""
    (root / "memory").mkdir(parents=True)
    (root / "CLAUDE.md").write_text("# Rules\n\nAlways run the tests. 테스트를 먼저.\n", encoding="utf-8")
    (root / "MEMORY.md").write_text("# Memory\n\n- [Deploy](memory/deploy.md): port 8080\n", encoding="utf-8")
    (root / "memory" / "deploy.md").write_text("---\nname: deploy\ndescription: d\n---\nport 8080\n",
                                               encoding="utf-8")
    write_session(root / "session.jsonl", 3)
    _age(root)


def _age(root: Path) -> None:
    """Date the memory files a minute back (a file written in the last seconds keeps its tax from being stored)."""
    for path in root.rglob("*.md"):
        past = path.stat().st_mtime_ns - 60_000_000_000
        os.utime(path, ns=(past, past))


def _lean(monkeypatch, argv: list[str]) -> int | None:
    monkeypatch.setattr(stats_lean, "ENABLED", True)
    return stats_lean.run_cached(argv)


@pytest.fixture()
def no_recent_guard(monkeypatch):
    from memtui.core.usage import tax_cache

    monkeypatch.setattr(tax_cache, "RECENT_NS", 0)


def test_a_tax_is_not_stored_while_a_memory_file_is_seconds_old(tmp_path, monkeypatch, capsys):
    root = tmp_path / "root"
    _workspace(root)
    (root / "CLAUDE.md").write_text("# Rules\n\nJust written.\n", encoding="utf-8")
    path = str(write_session(tmp_path / "s.jsonl", 4))
    argv = ["stats", path, "--root", str(root), "--json"]
    _printed(capsys, argv, False, monkeypatch)
    assert _lean(monkeypatch, argv[1:]) is None
    _age(root)
    _printed(capsys, argv, False, monkeypatch)
    assert _lean(monkeypatch, argv[1:]) == 0
    capsys.readouterr()


@pytest.mark.usefixtures("no_recent_guard")
def test_a_root_with_memory_repeats_the_tax_its_full_run_stored(tmp_path, monkeypatch, capsys):
    """A non-empty root: the first full run stores the memory tax; the lean path prints the full path's bytes
    while nothing the scan reads changed, and steps aside once a memory file, a folder or the setup changes."""
    root = tmp_path / "root"
    _workspace(root)
    monkeypatch.chdir(tmp_path)
    files = [str(write_session(tmp_path / f"s{i}.jsonl", 3 + i)) for i in range(2)]
    argv = ["stats", *files, "--root", str(root), "--json"]
    assert _lean(monkeypatch, argv[1:]) is None                                   # nothing stored yet
    first = _printed(capsys, argv, False, monkeypatch)
    assert json.loads(first)["memory_tax"]["tokens"] > 0
    full = _printed(capsys, argv, False, monkeypatch)
    lean = _printed(capsys, argv, True, monkeypatch)
    assert lean == full and json.loads(lean)["cache"]["hits"] == 2
    assert _lean(monkeypatch, ["--root", str(root), *files, "--json"]) == 0        # the same root, named first
    capsys.readouterr()
    with open(root / "session.jsonl", "a", encoding="utf-8") as fh:                  # a transcript grows: same tax
        fh.write("\n".join(claude_lines(1, start=3)[0]) + "\n")
    assert _lean(monkeypatch, argv[1:]) == 0
    capsys.readouterr()
    with open(root / "CLAUDE.md", "a", encoding="utf-8") as fh:                      # the rules change: scanned
        fh.write("Never push on Fridays.\n")
    assert _lean(monkeypatch, argv[1:]) is None
    changed = _printed(capsys, argv, False, monkeypatch)
    assert json.loads(changed)["memory_tax"]["tokens"] > json.loads(full)["memory_tax"]["tokens"]
    assert _printed(capsys, argv, True, monkeypatch) == changed                      # stored again
    for change in (lambda: (root / "memory" / "new.md").write_text("# New\n", encoding="utf-8"),
                   lambda: (root / "docs").mkdir(),
                   lambda: (root / "memory" / "deploy.md").unlink()):
        change()
        assert _lean(monkeypatch, argv[1:]) is None
        assert _printed(capsys, argv, True, monkeypatch) == _printed(capsys, argv, False, monkeypatch)
    monkeypatch.setenv("MEMTUI_TOKENIZER", "estimate")                                # another tokenizer setting
    assert _lean(monkeypatch, argv[1:]) is None
    capsys.readouterr()


@pytest.mark.usefixtures("no_recent_guard")
def test_the_stored_tax_is_not_used_for_what_the_key_does_not_model(tmp_path, monkeypatch, capsys):
    root = tmp_path / "root"
    _workspace(root)
    path = str(write_session(tmp_path / "s.jsonl", 4))
    argv = ["stats", path, "--root", str(root), "--json"]
    _printed(capsys, argv, False, monkeypatch)
    assert _lean(monkeypatch, argv[1:]) == 0
    capsys.readouterr()
    (root / "linked.md").symlink_to(root / "CLAUDE.md")                              # a symlink: never
    assert _lean(monkeypatch, argv[1:]) is None
    _printed(capsys, argv, False, monkeypatch)
    assert _lean(monkeypatch, argv[1:]) is None
    (root / "linked.md").unlink()
    (root / "memtui.toml").write_text("", encoding="utf-8")                           # a config file: never
    _printed(capsys, argv, False, monkeypatch)
    assert _lean(monkeypatch, argv[1:]) is None
    (root / "memtui.toml").unlink()                                                   # as stored at first:
    assert _lean(monkeypatch, argv[1:]) == 0
    capsys.readouterr()
    assert _printed(capsys, argv, True, monkeypatch) == _printed(capsys, argv, False, monkeypatch)    # lean again
    (root / "CLAUDE.md").write_text("# Rules\n\nOther rules.\n", encoding="utf-8")
    assert main(["stats", path, "--root", str(root), "--json", "--no-cache"]) == 0    # --no-cache stores nothing
    capsys.readouterr()
    assert _lean(monkeypatch, argv[1:]) is None
    (root / ".git").mkdir()                                                           # what the scan skips:
    (root / ".git" / "HEAD.md").write_text("x", encoding="utf-8")                     # not in the key
    _printed(capsys, argv, False, monkeypatch)
    (root / ".git" / "HEAD.md").write_text("changed", encoding="utf-8")
    assert _lean(monkeypatch, argv[1:]) == 0
    capsys.readouterr()


def test_the_tax_key_walks_as_the_workspace_scan_walks(tmp_path, monkeypatch):
    from memtui.core import workspace
    from memtui.core.config import CONFIG_NAME, config_path
    from memtui.core.usage import tax_cache

    monkeypatch.setenv(tax_cache.CONFIG_ENV, str(tmp_path / "elsewhere.toml"))
    assert config_path(tmp_path / "root") == tmp_path / "elsewhere.toml"
    assert tax_cache.root_key(tmp_path) is None
    monkeypatch.delenv(tax_cache.CONFIG_ENV)
    assert config_path(tmp_path / "root") == tmp_path / "root" / tax_cache.CONFIG_NAME

    assert tax_cache.SKIP_DIRS == workspace.SKIP_DIRS
    assert tax_cache.ALLOWED_DOT_DIRS == workspace.ALLOWED_DOT_DIRS
    assert tax_cache.TEXT_SUFFIXES == workspace.TEXT_SUFFIXES
    assert tax_cache.TRANSCRIPT_SUFFIXES == workspace.TRANSCRIPT_SUFFIXES
    assert tax_cache.MAX_FILES == workspace.MAX_FILES
    assert tax_cache.CONFIG_NAME == CONFIG_NAME


@pytest.mark.usefixtures("no_recent_guard")
def test_the_workspaces_own_sessions_repeat_through_the_lean_path(tmp_path, monkeypatch, capsys):
    """`stats --json` with no file named: after one full run, the lean path prints the full path's bytes (the
    transcripts below the root, as the scan finds them, in the full run's order), and steps aside when a
    transcript is added, removed or grows, when a memory file changes, or when a session store may be there."""
    root = tmp_path / "root"
    _workspace(root)
    (root / "sessions" / "b-c").mkdir(parents=True)
    for name in ("sessions/b-c/x.jsonl", "sessions/b/y.jsonl", "sessions/a.jsonl"):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        write_session(root / name, 3)
    (root / "sessions" / "subagents").mkdir()                           # a side file: not a session of its own
    write_session(root / "sessions" / "subagents" / "agent-1.jsonl", 2)
    monkeypatch.chdir(tmp_path)
    argv = ["stats", "--json", "--root", str(root)]
    assert _lean(monkeypatch, argv[1:]) is None                         # nothing stored yet
    first = _printed(capsys, argv, False, monkeypatch)
    assert len(json.loads(first)["sessions"]) == 4 and json.loads(first)["cache"]["misses"] == 4
    full = _printed(capsys, argv, False, monkeypatch)
    lean = _printed(capsys, argv, True, monkeypatch)
    assert lean == full and json.loads(lean)["cache"]["hits"] == 4
    assert _printed(capsys, ["stats", "--json", "--jobs", "1", f"--root={root}"], True, monkeypatch) == full
    monkeypatch.chdir(root)
    assert _printed(capsys, ["stats", "--json"], True, monkeypatch) == _printed(capsys, ["stats", "--json"], False,
                                                                                   monkeypatch)
    monkeypatch.chdir(tmp_path)

    def steps_aside() -> None:
        assert _lean(monkeypatch, argv[1:]) is None
        _printed(capsys, argv, False, monkeypatch)                        # the full run stores it again
        assert _printed(capsys, argv, True, monkeypatch) == _printed(capsys, argv, False, monkeypatch)
        assert _lean(monkeypatch, argv[1:]) == 0
        capsys.readouterr()

    write_session(root / "sessions" / "new.jsonl", 2)                  # a new session: the key names it
    steps_aside()
    (root / "sessions" / "new.jsonl").unlink()
    steps_aside()
    with open(root / "sessions" / "a.jsonl", "a", encoding="utf-8") as fh:  # a session grows: its entry misses
        fh.write("\n".join(claude_lines(1, start=3)[0]) + "\n")
    steps_aside()
    (root / "MEMORY.md").write_text("# Memory\n\n- changed\n", encoding="utf-8")
    _age(root)
    steps_aside()
    (root / "agents").mkdir()                                           # a store may sit there: never lean
    assert _lean(monkeypatch, argv[1:]) is None
    assert json.loads(_printed(capsys, argv, True, monkeypatch))["cache"]["hits"] == 4
    assert _lean(monkeypatch, argv[1:]) is None


def test_every_place_stats_looks_for_a_store_is_a_store_place(tmp_path):
    from memtui.core.sessions.sqlite_store import HERMES_DB, OPENCLAW_DB, find_store_files
    from memtui.core.usage.tax_cache import has_store_places

    places = [f"agents/main/agent/{OPENCLAW_DB}", f"agent/{OPENCLAW_DB}", OPENCLAW_DB, HERMES_DB,
              f".hermes/{HERMES_DB}"] + [f"{home}/agents/main/agent/{OPENCLAW_DB}"
                                        for home in (".openclaw", ".clawdbot", ".moltbot", ".moldbot")]
    for number, place in enumerate(places):
        root = tmp_path / str(number)
        (root / place).parent.mkdir(parents=True, exist_ok=True)
        (root / place).write_bytes(b"")
        assert find_store_files(root) and has_store_places(root), place
    assert not has_store_places(tmp_path / "0" / "agents")           # (holds `main` only)
