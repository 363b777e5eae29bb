"""The cheap listing the first screen is painted from (`scan_workspace(root, exact=False)`), and the exact
scan that completes it, on real copies of the demo and the layout fixtures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from memtui.core import workspace as workspace_module
from memtui.core.tokens import ESTIMATE_NAME, count_tokens, estimate_tokens, tokenizer_name
from memtui.core.workspace import scan_workspace, to_map_json

REPO = Path(__file__).resolve().parents[2]


def _shape(ws: workspace_module.Workspace) -> dict[str, object]:
    """Everything but token counts and transcript sizes: what the listing must already get right."""
    doc = to_map_json(ws)
    doc["files"] = [(f["path"], f["role"]) + ((f["chars"], f["lines"]) if f["role"] != "transcript" else ())
                    for f in doc["files"]]
    doc.pop("always_loaded")
    doc.pop("always_loaded_by_agent")
    doc.pop("tokenizer")
    doc["problems"] = [p for p in doc["problems"] if not p["message"].startswith("frontmatter:")]
    return doc


@pytest.mark.parametrize("layout", ["claw-stack", "hermes", "claude-code"])
def test_the_listing_has_the_exact_scans_files_index_and_problems(layout_root, layout: str) -> None:
    root = layout_root(layout)
    workspace_module._FACTS_CACHE.clear()
    listing = scan_workspace(root, exact=False)
    exact = scan_workspace(root)
    assert listing.tokenizer == ESTIMATE_NAME and exact.tokenizer == tokenizer_name()
    assert _shape(listing) == _shape(exact)
    assert listing.always_loaded_chars == exact.always_loaded_chars
    for f in listing.memory_files():
        text = (root / f.path).read_text(encoding="utf-8")
        assert f.tokens == estimate_tokens(text) and f.frontmatter == {}
    for f in exact.memory_files():
        assert f.tokens == count_tokens((root / f.path).read_text(encoding="utf-8"))


def test_the_exact_scan_after_a_listing_equals_a_cold_exact_scan(demo_root: Path) -> None:
    workspace_module._FACTS_CACHE.clear()
    cold = scan_workspace(demo_root)
    workspace_module._FACTS_CACHE.clear()
    scan_workspace(demo_root, exact=False)
    completed = scan_workspace(demo_root)
    assert to_map_json(completed) == to_map_json(cold)
    assert [f.frontmatter for f in completed.files] == [f.frontmatter for f in cold.files]
    assert any(f.frontmatter for f in cold.files)
    transcripts = [f for f in completed.files if f.role == "transcript"]
    assert transcripts and all(f.lines for f in transcripts)      # streamed by the exact scan, not left at bytes


def test_the_listing_loads_no_tokenizer(demo_root: Path) -> None:
    """The first screen must not wait for tiktoken: a fresh interpreter lists the demo without importing it."""
    code = ("import json, sys; from pathlib import Path; from memtui.core.workspace import scan_workspace; "
            f"ws = scan_workspace(Path({str(demo_root)!r}), exact=False); "
            "print(json.dumps([ws.tokenizer, len(ws.files), 'tiktoken' in sys.modules]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO,
                         env={**os.environ, "PYTHONPATH": str(REPO)})
    tokenizer, files, imported = json.loads(out.stdout)
    assert tokenizer == ESTIMATE_NAME and files > 20 and imported is False
