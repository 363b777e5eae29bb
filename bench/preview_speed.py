"""`memtui preview` on a 1,000-file workspace, against reading the injected files raw (same process).

Builds a mixed workspace (Claude Code CLAUDE.md + rules + a 260-line MEMORY.md, OpenClaw bootstrap
files over budget, a sessions.json with a systemPromptReport, and ~980 topic/daily files under
memory/ and docs/) in a temp dir, warms the tokenizer, then times 3 runs of each phase:

  baseline   open and read the files the loaders inject (nothing else)
  preview    `preview(root, "auto")`: detection, every loader, the cuts, tokens, corrections, report

Checks that the preview really ran (two agents, MEMORY.md cut at 200 lines, SOUL.md cut in the
middle, the recorded report compared) and exits 1 on a failed check or when the slowest preview run
takes 0.5 s or more (the issue's bound).

    python bench/preview_speed.py [--files 1000] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from memtui.core.preview import preview  # noqa: E402
from memtui.core.tokens import count_tokens, tokenizer_name  # noqa: E402

BOUND_SECONDS = 0.5
RUNS = 3
INJECTED = ["CLAUDE.md", ".claude/rules/style.md", ".claude/rules/tests.md", "MEMORY.md", "AGENTS.md", "SOUL.md",
            "IDENTITY.md", "USER.md"]


def build(root: Path, files: int) -> None:
    """The workspace: `files` files in all."""
    (root / ".claude" / "rules").mkdir(parents=True)
    (root / "CLAUDE.md").write_text("# Project\nUse pytest. See @docs/guide.md\n", encoding="utf-8")
    (root / ".claude" / "rules" / "style.md").write_text("- four-space indents\n" * 20, encoding="utf-8")
    (root / ".claude" / "rules" / "tests.md").write_text("- never mock the database\n" * 20, encoding="utf-8")
    lines = [f"- [topic {i}](memory/topic-{i:04d}.md): service {i} listens on port {8000 + i}" for i in range(1, 260)]
    lines.append("- correction: service 1 no longer listens on port 8001, it moved to 9090")
    (root / "MEMORY.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (root / "AGENTS.md").write_text("".join(f"- rule {i}: you must run the tests before a commit\n" for i in range(700)),
                                    encoding="utf-8")
    (root / "SOUL.md").write_text("".join(f"Soul paragraph {i}: calm, precise, brief.\n" for i in range(900)),
                                  encoding="utf-8")
    (root / "IDENTITY.md").write_text("I am Claw.\n", encoding="utf-8")
    (root / "USER.md").write_text("".join(f"- user fact {i}\n" for i in range(400)), encoding="utf-8")
    sessions = root / "agents" / "main" / "sessions"
    sessions.mkdir(parents=True)
    report = {"generatedAt": 1, "injectedWorkspaceFiles": [
        {"name": "AGENTS.md", "rawChars": 30000, "injectedChars": 20000, "truncated": True},
        {"name": "SOUL.md", "rawChars": 38000, "injectedChars": 20000, "truncated": True}]}
    (sessions / "sessions.json").write_text(json.dumps({"agent:main:main": {"systemPromptReport": report}}),
                                            encoding="utf-8")
    made = 10
    (root / "memory").mkdir()
    (root / "docs").mkdir()
    (root / "docs" / "guide.md").write_text("Guide.\n", encoding="utf-8")
    i = 0
    while made < files:
        folder = root / ("memory" if i % 3 else "docs")
        name = f"topic-{i:04d}.md" if i % 5 else f"2026-{1 + i % 12:02d}-{1 + i % 28:02d}-{i}.md"
        (folder / name).write_text(f"# Topic {i}\n\n" + f"Detail line about service {i}.\n" * 30, encoding="utf-8")
        made += 1
        i += 1


def timed(fn) -> list[float]:
    out = []
    for _ in range(RUNS):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--keep", type=Path, default=None, help="build the workspace here and keep it")
    args = parser.parse_args()
    root = args.keep or Path(tempfile.mkdtemp(prefix="memtui-preview-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    try:
        build(root, args.files)
        count = sum(1 for p in root.rglob("*") if p.is_file())
        count_tokens("warm up the tokenizer")
        baseline = timed(lambda: [(root / rel).read_text(encoding="utf-8") for rel in INJECTED])
        result: list = []
        runs = timed(lambda: result.append(preview(root, "auto")))
        previews = result[-1]
        agents = [p.agent for p in previews]
        checks = {
            "agents claude-code + openclaw": agents == ["claude-code", "openclaw"],
            "MEMORY.md cut at 200 lines": sum(1 for ln in previews[0].files[-1].lines if ln.kept) == 200,
            "correction past the cap flagged": len(previews[0].corrections) == 1,
            "SOUL.md middle dropped": any(f.path == "SOUL.md" and f.truncated for f in previews[1].files),
            "systemPromptReport compared": bool(previews[1].report),
        }
        base = statistics.median(baseline)
        print(f"workspace: {count:,} files · tokenizer: {tokenizer_name()} · {RUNS} runs each")
        print(f"{'phase':<10}{'median s':>10}{'min s':>9}{'max s':>9}{'× baseline':>12}")
        for name, values in (("baseline", baseline), ("preview", runs)):
            med = statistics.median(values)
            print(f"{name:<10}{med:>10.4f}{min(values):>9.4f}{max(values):>9.4f}{med / base if base else 0:>12.1f}")
        failed = [name for name, ok in checks.items() if not ok]
        for name, ok in checks.items():
            print(f"check {'ok  ' if ok else 'FAIL'} {name}")
        slow = max(runs) >= BOUND_SECONDS
        print(f"bound: slowest preview run {max(runs):.4f} s {'≥' if slow else '<'} {BOUND_SECONDS} s")
        return 1 if failed or slow or count < args.files else 0
    finally:
        if args.keep is None:
            shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
