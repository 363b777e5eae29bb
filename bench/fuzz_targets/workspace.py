"""Fuzz the workspace scan and the lint over small trees of mutated memory files.

A tree mixes seed files (mutated; odd names now and then; invalid UTF-8 from lone surrogates),
sometimes a memtui.toml, a symlink loop, a dangling symlink or one leading out of the root. Each run
scans, lints, builds the map JSON and its safe text form, and checks every reported line against the
editor's lines of its file.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

from fuzz_targets._mutate import mutate, mutated_seed, odd_name, seed_files, to_bytes
from fuzz_targets.config import toml_input

from memtui.core import markdown as md
from memtui.core.config import load_config
from memtui.core.lint.fix import FixError, apply_plan, plan_move_section
from memtui.core.lint.runner import lint_workspace
from memtui.core.text_safety import visible
from memtui.core.workspace import outside_symlinks_allowed, scan_workspace, to_map_json

_NAMES = ("MEMORY.md", "memory-map.md", "AGENTS.md", "CLAUDE.md", "SOUL.md", "USER.md", "memory/a.md",
          "memory/2026-11-27.md", "docs/domain/x.md", "tasks/lessons.md", "tasks/sessions/2026-11-20.md",
          ".learnings/ERRORS.md", "personas/ada/SOUL.md", "memories/MEMORY.md", "projects/p.md", "notes.md")


def tree_input(rng: random.Random) -> dict:
    files: dict[str, str] = {}
    seeds = seed_files()
    for _ in range(rng.randint(1, 6)):
        rel, text = rng.choice(seeds)
        name = rng.choice(_NAMES) if rng.random() < 0.6 else rel
        if not name.endswith(".md"):
            name = name.rsplit(".", 1)[0] + ".md"
        files[odd_name(rng, name)] = mutate(rng, text) if rng.random() < 0.9 else text
    links = [kind for kind in ("loop", "dangling", "outside") if rng.random() < 0.1]
    config = toml_input(rng) if rng.random() < 0.15 else None
    return {"files": files, "links": links, "config": config}


def _write(root: Path, tree: dict) -> None:
    for rel, text in tree["files"].items():
        path = root / rel
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(to_bytes(text))
        except (OSError, ValueError):
            continue      # a name the file system refuses is not a memtui input
    if tree["config"] is not None:
        (root / "memtui.toml").write_bytes(to_bytes(tree["config"]))
    (root / "memory").mkdir(exist_ok=True)
    if "loop" in tree["links"]:
        os.symlink(root / "memory", root / "memory" / "loop")
    if "dangling" in tree["links"]:
        os.symlink(root / "nowhere.md", root / "memory" / "dangling.md")
    if "outside" in tree["links"]:
        (root.parent / "outside.md").write_text("# outside\n- secret\n")
        os.symlink(root.parent / "outside.md", root / "memory" / "outside.md")


def _line_counts(root: Path, paths: set[str]) -> dict[str, int]:
    out = {}
    for rel in paths:
        try:
            text = (root / rel).read_bytes().decode("utf-8", errors="replace")
        except OSError:
            continue
        out[rel] = len(md.split_lines(text.removeprefix("\ufeff")))
    return out


def run_scan_lint(tree: dict, tmp: Path) -> None:
    root = tmp / "ws"
    root.mkdir()
    _write(root, tree)
    ws = scan_workspace(root)
    report = lint_workspace(ws, config=load_config(root))
    visible(json.dumps(to_map_json(ws), ensure_ascii=False))
    json.dumps(report.to_json())
    counts = _line_counts(root, {f.path for f in report.findings} | {r.source for r in ws.index})
    for f in report.findings:
        if f.path in counts:
            assert 1 <= f.line <= counts[f.path], ("finding past the last line", f, counts[f.path])
    for row in ws.index:
        if row.source in counts:
            assert 1 <= row.line <= counts[row.source], ("index row past the last line", row)
    if not outside_symlinks_allowed(root):
        assert all(f.abs_path.resolve().is_relative_to(root.resolve()) for f in ws.files), "read outside the root"


def fix_input(rng: random.Random) -> dict:
    text = mutated_seed(rng) if rng.random() < 0.8 else "# Index\n\n## Deploy\n- ship\n\n## Other\n- y\n"
    dest = rng.choice(("memory/new.md", "../out.md", "linkdir/x.md", "memory/x\x1b.md", "/abs.md", "a.txt",
                       "memory/../../x.md", "memory/new.md"))
    section = rng.choice(("Deploy", "Other", "3", "L1", "", "nope", "Memory", "# x"))
    return {"index": text, "dest": dest, "section": section, "apply": rng.random() < 0.5}


def run_fix(spec: dict, tmp: Path) -> None:
    root = tmp / "ws"
    outside = tmp / "outside"
    root.mkdir()
    outside.mkdir()
    (root / "MEMORY.md").write_bytes(to_bytes(spec["index"]))
    (root / "linkdir").symlink_to(outside)
    try:
        plan = plan_move_section(root, spec["section"], spec["dest"])
        if spec["apply"]:
            apply_plan(plan)
    except FixError:
        pass
    assert list(outside.iterdir()) == [], "the fix wrote outside the root"
    assert not (tmp / "out.md").exists() and not (tmp / "x.md").exists(), "the fix wrote outside the root"


COMPONENTS = {
    "workspace.scan_lint": (tree_input, run_scan_lint),
    "workspace.fix": (fix_input, run_fix),
}
WEIGHTS = {"workspace.scan_lint": 0.4, "workspace.fix": 0.4}
