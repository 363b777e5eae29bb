"""`memtui map` and `memtui demo` through the real console entry point."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import DEMO, LAYOUTS

LAYOUT_NAMES = ["claw-stack", "three-layer", "claude-code", "hermes", "openclaw"]


def memtui(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "memtui", *args], capture_output=True, text=True, timeout=120, cwd=cwd,
    )


@pytest.mark.parametrize("layout", LAYOUT_NAMES)
def test_map_json_follows_the_contract_on_every_layout(layout: str) -> None:
    result = memtui("map", "--root", str(LAYOUTS / layout), "--json")
    assert result.returncode == 0, result.stderr
    doc = json.loads(result.stdout)
    assert layout in doc["layouts"]
    assert doc["root"] == str((LAYOUTS / layout).resolve())
    for f in doc["files"]:
        assert set(f) == {"path", "role", "chars", "lines", "tokens"}
        assert not f["path"].startswith("/") and "\\" not in f["path"]
        assert f["role"] in {"index", "rules", "snapshot", "topic", "daily", "lesson", "log", "transcript", "other"}
    for row in doc["index"]:
        optional = {"mention", "not_loaded", "imported"}        # only when set
        assert set(row) - optional == {"source", "line", "keywords", "category", "target", "exists"}
        assert row["line"] >= 1 and isinstance(row["keywords"], list)
    assert {"chars", "tokens"} == set(doc["always_loaded"])
    dangling = {(d["source"], d["line"], d["target"]) for d in doc["dangling"]}
    assert dangling == {(r["source"], r["line"], r["target"]) for r in doc["index"] if not r["exists"]}


def test_map_text_output_and_cwd_default(tmp_path: Path) -> None:
    result = memtui("map", cwd=LAYOUTS / "three-layer")
    assert result.returncode == 0
    assert "MISSING memory-map.md:9" in result.stdout


def test_missing_root_is_a_usage_error(tmp_path: Path) -> None:
    result = memtui("map", "--root", str(tmp_path / "nope"), "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.strip().count("\n") == 0 and "root not found" in result.stderr


def test_unknown_option_is_a_usage_error() -> None:
    result = memtui("map", "--bogus")
    assert result.returncode == 2 and "unrecognized arguments" in result.stderr


def test_demo_copies_a_fresh_workspace_and_never_touches_the_package(tmp_path: Path) -> None:
    before = sorted(p.relative_to(DEMO) for p in DEMO.rglob("*"))
    dest = tmp_path / "demo"
    result = memtui("demo", "--path", str(dest), "--no-open")
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()) == dest
    assert (dest / "MEMORY.md").read_text() == (DEMO / "MEMORY.md").read_text()
    again = memtui("demo", "--path", str(dest), "--no-open")
    assert again.returncode == 2 and "already exists" in again.stderr
    assert sorted(p.relative_to(DEMO) for p in DEMO.rglob("*")) == before


def test_an_empty_folder_says_where_to_run_it(tmp_path, capsys):
    """It printed "files: " and an empty index: nothing said what to do."""
    from memtui.cli import main

    assert main(["map", "--root", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "no memory files here" in out and "--root DIR" in out and "index (" not in out


@pytest.mark.parametrize("layout", ["hermes", "openclaw", "claude-code"])
def test_map_names_what_the_agent_injects_beside_the_file_text(layout: str) -> None:
    """map's per-agent figure and preview's total are one number; the wrapper text is the named difference."""
    doc = json.loads(memtui("map", "--root", str(LAYOUTS / layout), "--json").stdout)
    shown = json.loads(memtui("preview", "--root", str(LAYOUTS / layout), "--agent", layout, "--json").stdout)
    agent = doc["always_loaded_by_agent"][layout]
    assert agent["injected"]["chars"] == shown["total"]["chars"]
    assert agent["wrapper_chars"] == agent["injected"]["chars"] - agent["chars"] > 0
    assert agent["difference"].startswith(f"+{agent['wrapper_chars']:,} chars: ")
    text = memtui("map", "--root", str(LAYOUTS / layout)).stdout
    assert f"injects {shown['total']['chars']:,} chars" in text and agent["difference"] in text


def test_map_says_which_openclaw_rules_apply_and_what_is_not_injected() -> None:
    doc = json.loads(memtui("map", "--root", str(LAYOUTS / "openclaw"), "--json").stdout)
    assert doc["openclaw_rules"][0].startswith("version 2026.9.6")
    assert {row["path"] for row in doc["not_loaded"]} == {"TOOLS.md", "HEARTBEAT.md"}
    text = memtui("map", "--root", str(LAYOUTS / "openclaw")).stdout
    assert "not loaded: TOOLS.md: OpenClaw ≥ 2026.9 no longer injects TOOLS.md" in text
