"""`memtui audit`: the documented JSON, the grouped text report, usage errors, bad roots."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.cli import main

PI = "sessions/pi/2026-09-14T10-00-00-000Z_0b1c2d3e-0000-4000-8000-000000000001.jsonl"


@pytest.fixture(autouse=True)
def keyword_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")


def test_json_is_exactly_the_documented_shape(audit_root: Path, capsys) -> None:
    assert main(["audit", "atlas deploy", "--root", str(audit_root), "--json"]) == 0
    captured = capsys.readouterr()
    doc = json.loads(captured.out)
    assert set(doc) == {"root", "topic", "index", "beliefs", "conflicts", "threats"}
    assert doc["topic"] == "atlas deploy" and doc["root"] == str(audit_root.resolve())
    assert doc["index"] == {"fresh": True, "stale_files": [], "vectors_pending": 0, "embedder": None}
    assert "keyword-only" in captured.err
    for belief in doc["beliefs"]:
        assert set(belief) == {"path", "line", "text", "doc_type", "always_loaded", "date", "score", "sources", "session",
                               "status", "superseded_by"}
        assert all(set(s) == {"path", "line"} for s in belief["sources"])
    by_place = {(b["path"], b["line"]): b for b in doc["beliefs"]}
    assert by_place[("memory/infra-2026-09.md", 9)]["session"] == {"path": PI, "entry_id": "a1000002"}
    assert by_place[("AGENTS.md", 3)]["always_loaded"] is True
    assert [s["path"] for s in by_place[("memory/deploy.md", 9)]["sources"]] == ["memory/deploy.md", "memory/old.md"]
    reasons = [c["reason"] for c in doc["conflicts"]]
    assert "both say where atlas deploys; values differ: Fly.io / Cloudflare Workers" in reasons
    for conflict in doc["conflicts"]:
        assert set(conflict) == {"a", "b", "newer", "reason", "kind", "current", "why_current", "found_by", "verdict"} and conflict["newer"] in ("a", "b", None)
        assert set(conflict["a"]) == set(conflict["b"]) == {"path", "line", "text"}
    assert doc["threats"] == [{"path": "memory/tips.md", "line": 8, "category": "prompt-injection"}]


def test_text_report_groups_by_file_with_badges(audit_root: Path, capsys) -> None:
    assert main(["audit", "atlas deploy", "--root", str(audit_root), "-k", "10"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("index: fresh, embedder none: keyword-only\n")
    assert "AGENTS.md  [always-loaded] [Spec]" in out
    assert "memory/deploy.md  [on demand] [Spec]" in out
    assert "     9  Atlas deploys to Fly.io.  [conflict" in out
    assert "        also in memory/old.md:9" in out
    assert f"written by {PI} entry a1000002 (write)" in out
    assert "[threat prompt-injection]" in out
    assert "conflicts (review; nothing is changed):" in out
    # files come by their best belief: the deploy notes before the rule that merely mentions deploying
    assert out.index("memory/deploy.md  [") < out.index("AGENTS.md  [")


def test_no_beliefs(audit_root: Path, capsys) -> None:
    assert main(["audit", "zebra quokka", "--root", str(audit_root)]) == 0
    assert "no beliefs found about 'zebra quokka'" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["audit", "  "], "the topic is empty"),
    (["audit", "x", "-k", "0"], "-k must be at least 1"),
    (["audit", "x", "--root", "/nonexistent/memtui-root"], "root not found"),
])
def test_usage_errors_exit_2(argv: list[str], message: str, audit_root: Path, capsys) -> None:
    if "--root" not in argv:
        argv = [*argv, "--root", str(audit_root)]
    assert main(argv) == 2
    assert message in capsys.readouterr().err



def test_text_summary_counts_in_singular_and_plural(audit_root: Path, capsys) -> None:
    import re
    assert main(["audit", "atlas deploy", "--root", str(audit_root)]) == 0
    summary = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("audit 'atlas deploy'"))
    counts = re.findall(r"(\d+) (belief|file|conflict|threat)(s?)\b", summary)
    assert [kind for _, kind, _ in counts] == ["belief", "file", "conflict", "threat"]
    assert all((n == "1") == (s == "") for n, _, s in counts), summary
