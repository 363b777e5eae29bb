"""`memtui stats`: JSON shape, default transcripts of the workspace, text report, usage errors."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from memtui.cli import main
from memtui.core.usage import CATEGORIES


@pytest.fixture(autouse=True)
def own_cache_dir(tmp_path, monkeypatch):
    """`stats` keeps its usage cache in a folder of the test's own, never the user's cache dir."""
    monkeypatch.setenv("MEMTUI_CACHE_DIR", str(tmp_path / "cache"))

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "usage"


def run_json(capsys, argv: list[str]) -> dict:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_json_over_paths_is_exactly_the_documented_shape(tmp_path, monkeypatch, capsys):
    shutil.copytree(FIXTURES, tmp_path / "usage")
    monkeypatch.chdir(tmp_path)
    doc = run_json(capsys, ["stats", "usage", "--root", str(tmp_path), "--json"])
    assert set(doc) == {"sessions", "totals", "memory_tax", "tokenizer", "cache"}
    sizes = sum(p.stat().st_size for p in (tmp_path / "usage").rglob("*.jsonl"))
    assert doc["cache"]["hits"] == 0 and doc["cache"]["misses"] == 5 and doc["cache"]["resumed"] == 0
    assert doc["cache"]["bytes_read"] >= sizes           # none is linear: each read whole by the full analysis
    assert doc["tokenizer"] in {s["tokenizer"] for s in doc["sessions"]}
    assert [s["path"] for s in doc["sessions"]] == [
        "usage/claude_compact.jsonl", "usage/codex_compacted.jsonl", "usage/openclaw/oc-1.jsonl",
        "usage/pi_compaction.jsonl", "usage/pi_no_usage.jsonl",
    ]
    for s in doc["sessions"]:
        assert set(s) == {"path", "format", "whole", "active", "reported_context_tokens", "compactions",
                          "thinking_not_resent", "usage_gap", "recorded_usage", "tokenizer", "chars_per_token"}
        for view in ("whole", "active"):
            assert list(s[view]) == list(CATEGORIES)
            assert all(set(v) == {"chars", "tokens"} for v in s[view].values())
    by_name = {Path(s["path"]).name: s for s in doc["sessions"]}
    assert by_name["pi_no_usage.jsonl"]["reported_context_tokens"] is None
    assert by_name["claude_compact.jsonl"]["reported_context_tokens"] == 405
    [compaction] = by_name["claude_compact.jsonl"]["compactions"]
    assert {k: compaction[k] for k in ("id", "tokens_before", "tokens_after", "on_active_path")} == {
        "id": "cb", "tokens_before": 1000, "tokens_after": 950, "on_active_path": True}
    assert {"summary_chars", "flush", "lost"} <= set(compaction)          # the loss audit (issue 17)
    assert by_name["openclaw/oc-1.jsonl".split("/")[-1]]["whole"]["system_prompt"] == {"chars": 16000, "tokens": 4000}
    assert list(doc["totals"]) == [*CATEGORIES, "recorded_usage"]
    recorded = doc["totals"].pop("recorded_usage")
    assert recorded == {k: sum(s["recorded_usage"][k] for s in doc["sessions"]) for k in recorded}
    total_tokens = sum(v["tokens"] for v in doc["totals"].values())
    for v in doc["totals"].values():
        assert set(v) == {"chars", "tokens", "share"}
        assert abs(v["share"] - v["tokens"] / total_tokens) < 1e-6
    # Whole-file totals: the sum of the sessions' whole breakdowns.
    assert doc["totals"]["tool_results"]["chars"] == sum(s["whole"]["tool_results"]["chars"] for s in doc["sessions"])
    assert doc["memory_tax"] == {"chars": 0, "tokens": 0, "files": []}    # the root holds no memory files


def test_default_is_the_workspace_transcripts(demo_root, capsys):
    doc = run_json(capsys, ["stats", "--root", str(demo_root), "--json"])
    expected = sorted(p.relative_to(demo_root).as_posix() for p in demo_root.rglob("*.jsonl"))
    assert [s["path"] for s in doc["sessions"]] == expected
    tax = doc["memory_tax"]
    assert "MEMORY.md" in tax["files"] and "AGENTS.md" in tax["files"]
    assert not any(f.startswith("docs/") for f in tax["files"])          # topic files are read on demand
    assert tax["chars"] == sum(len((demo_root / f).read_text(encoding="utf-8")) for f in tax["files"])


def test_text_report_has_table_sessions_tax_and_what_if(tmp_path, monkeypatch, capsys):
    (tmp_path / "MEMORY.md").write_text("x" * 6000)       # over the 5,000-char index cap
    monkeypatch.chdir(FIXTURES)
    assert main(["stats", "pi_no_usage.jsonl", "claude_compact.jsonl", "--root", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Context usage over 2 session(s)" in out
    assert "category" in out and "% of context" in out and "avg/session" in out
    for cat in CATEGORIES:
        assert f"\n{cat} " in out
    assert "  pi_no_usage.jsonl [pi]: " in out and "reported n/a" in out and "system prompt unknown" in out
    assert "compaction cb (line 6): 1,000 → 950 tokens (5.0 % saved)  ⚠ saved < 10 %" in out
    assert "Memory tax: " in out and "MEMORY.md: " in out
    assert "6,000 / 5,000 chars (120.0 %)  OVER" in out
    assert "What-if cache-ttl pruning (tool results before the last 3 assistant turns, over 4,000 chars)" in out
    assert "by clearing 1 result(s) in 1 session(s)" in out


def test_what_if_options_change_the_result(monkeypatch, tmp_path, capsys):
    monkeypatch.chdir(FIXTURES)
    assert main(["stats", "pi_no_usage.jsonl", "--root", str(tmp_path), "--keep-last", "1", "--min-chars", "2000"]) == 0
    assert "by clearing 3 result(s) in 1 session(s)" in capsys.readouterr().out


def test_usage_errors_exit_2(tmp_path, capsys):
    assert main(["stats", str(tmp_path / "nope.jsonl"), "--root", str(tmp_path)]) == 2
    assert "no such file or directory" in capsys.readouterr().err
    assert main(["stats", "--root", str(tmp_path / "missing")]) == 2
    assert "root not found" in capsys.readouterr().err
    assert main(["stats", "--root", str(tmp_path), "--keep-last", "-1"]) == 2
    assert "must not be negative" in capsys.readouterr().err


def test_unreadable_and_malformed_files_are_reported_not_fatal(tmp_path, monkeypatch, capsys):
    (tmp_path / "bad.jsonl").write_text('{"type":"session","version":3,"id":"x"}\nnot json\n')
    monkeypatch.chdir(tmp_path)
    assert main(["stats", ".", "--root", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "bad.jsonl [pi]" in out and "1 malformed line(s)" in out
    assert "Problems:\n  bad.jsonl: 1 malformed line(s) skipped" in out


# --- issue 17: --simulate, --window, the loss audit and --save-lost ------------------------------

COMPACTION = Path(__file__).resolve().parents[1] / "fixtures" / "compaction" / "pi_recorded_compactions.jsonl"


def test_simulate_json_under_each_session(tmp_path, capsys):
    doc = run_json(capsys, ["stats", str(COMPACTION), "--root", str(tmp_path), "--json",
                            "--simulate", "pi", "--simulate", "hermes", "--window", "64000"])
    [session] = doc["sessions"]
    assert [s["strategy"] for s in session["simulations"]] == ["pi", "hermes"]
    for sim in session["simulations"]:
        assert {"strategy", "compactions", "peak_tokens", "mean_tokens", "resent_tokens", "dropped_entries"} <= set(sim)
    assert session["simulations"][0]["compactions"] == 2
    first = session["compactions"][0]
    assert first["flush"] == {"ran": False, "wrote": False}
    assert {"kind": "number", "text": "7443", "entry": first["lost"][1]["entry"]} in first["lost"]
    assert first["summary_chars"] > 0


def test_save_lost_previews_then_writes_with_yes(tmp_path, capsys):
    argv = ["stats", str(COMPACTION), "--root", str(tmp_path), "--save-lost", "memory/lost.md"]
    assert main(argv) == 0
    assert "/srv/app/config/settings.toml" in capsys.readouterr().out
    assert not (tmp_path / "memory" / "lost.md").exists()
    assert main(argv + ["--yes"]) == 0
    assert "- number: 7443" in (tmp_path / "memory" / "lost.md").read_text(encoding="utf-8")


def test_bad_window_is_a_usage_error(tmp_path, capsys):
    assert main(["stats", str(COMPACTION), "--root", str(tmp_path), "--window", "0"]) == 2
    assert "--window" in capsys.readouterr().err
