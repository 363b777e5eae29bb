"""Session parsing speed, first paint of a 100k-entry tree, and peak memory.

1. Throughput: `parse_session` against a bare `json.loads`-per-line loop over the same file, in
   the same process, interleaved, best of N (target: ratio >= 0.7). Files: a synthetic Pi v3
   session with realistic line sizes (tool results of a few KB), the same with short lines (the
   worst case for per-entry overhead), and the shared samples concatenated per format.
2. First paint: the real app (sessions pane only, headless) on a workspace holding the synthetic
   100k-entry session, from starting the app (Textual's own start-up included) to the first
   rendered tree rows (target < 1 s), with the core split (parse / tree / rows).
3. Peak RSS of a fresh process that parses the 100k file, against the same process idle.

    python bench/sessions_speed.py [--entries 100000] [--repeat 3] [--keep DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import subprocess
import sys
import tempfile
import time
from functools import partial
from typing import TYPE_CHECKING, Any, Callable
from pathlib import Path

from memtui.core.sessions import SessionTree, parse_session

if TYPE_CHECKING:
    from textual.strip import Strip

SAMPLES = Path(__file__).resolve().parents[2] / "shared" / "samples"
WORDS = ("deploy", "memory", "index", "session", "token", "branch", "cache", "fly", "atlas", "notes",
         "refactor", "module", "config", "compaction", "summary", "pipeline")


def synthetic_pi(path: Path, entries: int, *, short: bool = False, seed: int = 7) -> None:
    """A Pi v3 session: user/assistant/toolResult turns, a branch every 5,000 entries, a
    compaction every 20,000, labels now and then; realistic or short line sizes."""
    rnd = random.Random(seed)

    def words(low: int, high: int) -> str:
        return " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(low, high)))

    scale = 0.1 if short else 1.0
    parent: str | None = None
    with open(path, "w", encoding="utf-8") as out:
        out.write(json.dumps({"type": "session", "version": 3, "id": "bench-0000", "cwd": "/bench",
                              "timestamp": "2026-01-01T00:00:00.000Z"}) + "\n")
        for i in range(entries):
            entry_id = f"{i:08x}"
            stamp = f"2026-01-{1 + i // 86400 % 28:02d}T{i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}.000Z"
            row: dict[str, Any] = {"id": entry_id, "parentId": parent, "timestamp": stamp}
            if i and i % 5000 == 0:
                row["parentId"] = f"{i - 9:08x}"  # a branch from a few entries back
            turn = i % 4
            if i and i % 20000 == 0:
                row.update(type="compaction", summary=words(100, 200), firstKeptEntryId=f"{i - 40:08x}",
                           tokensBefore=150000)
            elif i % 997 == 0 and parent:
                row.update(type="label", targetId=parent, label=words(1, 3))
            elif turn == 0:
                row.update(type="message", message={"role": "user", "timestamp": i,
                                                    "content": [{"type": "text", "text": words(5, int(60 * scale) + 5)}]})
            elif turn == 1:
                row.update(type="message", message={
                    "role": "assistant", "timestamp": i, "model": "m", "provider": "p", "stopReason": "toolUse",
                    "content": [{"type": "thinking", "thinking": words(5, int(80 * scale) + 5)},
                                {"type": "text", "text": words(5, int(60 * scale) + 5)},
                                {"type": "toolCall", "id": f"c{i}", "name": "read", "arguments": {"path": f"src/{i}.py"}}],
                    "usage": {"input": 120, "output": 80, "cacheRead": 9000, "cacheWrite": 300, "totalTokens": 9500,
                              "cost": {"total": 0.01}}})
            elif turn == 2:
                body = "\n".join(f"line {n}: {words(3, 9)}" for n in range(rnd.randint(2, int(60 * scale) + 2)))
                row.update(type="message", message={"role": "toolResult", "toolCallId": f"c{i - 1}", "toolName": "read",
                                                    "timestamp": i, "isError": False,
                                                    "content": [{"type": "text", "text": body}]})
            else:
                row.update(type="message", message={
                    "role": "assistant", "timestamp": i, "model": "m", "provider": "p", "stopReason": "stop",
                    "content": [{"type": "text", "text": words(5, int(100 * scale) + 5)}],
                    "usage": {"input": 90, "output": 60, "cacheRead": 9300, "cacheWrite": 0, "totalTokens": 9450}})
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            parent = entry_id


def synthetic_claude(path: Path, entries: int, seed: int = 11) -> None:
    """A Claude Code session: prompts, assistant replies streamed as two fragments (same
    message.id), tool_use / tool_result pairs with realistic sizes, a rewind every 5,000 lines."""
    rnd = random.Random(seed)

    def words(low: int, high: int) -> str:
        return " ".join(rnd.choice(WORDS) for _ in range(rnd.randint(low, high)))

    base = {"isSidechain": False, "userType": "external", "cwd": "/bench", "sessionId": "bench-claude",
            "version": "2.1.3", "gitBranch": "main"}
    parent: str | None = None
    with open(path, "w", encoding="utf-8") as out:
        for i in range(entries):
            uuid = f"00000000-0000-4000-8000-{i:012x}"
            stamp = f"2026-02-{1 + i // 86400 % 28:02d}T{i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}.000Z"
            row = {**base, "uuid": uuid, "parentUuid": parent, "timestamp": stamp}
            if i and i % 5000 == 0:
                row["parentUuid"] = f"00000000-0000-4000-8000-{i - 5:012x}"
            turn = i % 4
            usage = {"input_tokens": 4, "cache_creation_input_tokens": 300, "cache_read_input_tokens": 20000,
                     "output_tokens": 120, "service_tier": "standard"}
            if turn == 0:
                row.update(type="user", message={"role": "user", "content": words(5, 60)})
            elif turn in (1, 2):
                block = ({"type": "text", "text": words(5, 80)} if turn == 1 else
                         {"type": "tool_use", "id": f"toolu_{i}", "name": "Read", "input": {"file_path": f"/bench/{i}.py"}})
                row.update(type="assistant", requestId=f"req_{i // 4}", message={
                    "id": f"msg_{i // 4}", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                    "content": [block], "stop_reason": None, "usage": usage})
            else:
                body = "\n".join(f"{n}: {words(3, 9)}" for n in range(rnd.randint(2, 60)))
                row.update(type="user", toolUseResult={"type": "text", "file": {"filePath": f"/bench/{i}.py"}},
                           message={"role": "user", "content": [
                               {"type": "tool_result", "tool_use_id": f"toolu_{i - 1}", "content": body}]})
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            parent = uuid


def concatenated_samples(folder: Path, fmt: str, dest: Path, copies: int = 200) -> Path | None:
    """One file per format: that format's sample lines repeated (parses as one long session; the
    repeats make every uuid a duplicate, so this is a robustness path, not a typical file)."""
    files = sorted((folder / fmt).rglob("*.jsonl")) if (folder / fmt).is_dir() else []
    if not files:
        return None
    text = "".join(f.read_text(encoding="utf-8", errors="replace").rstrip("\n") + "\n" for f in files)
    dest.write_text(text * copies, encoding="utf-8")
    return dest


def bare_loop(path: Path) -> int:
    """The baseline: open, json.loads every non-blank line, keep nothing."""
    count = 0
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if line.strip():
                try:
                    json.loads(line)
                except ValueError:
                    pass
                count += 1
    return count


def best_of(fn: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - started)
    return best


def throughput_rows(files: list[tuple[str, Path]], repeat: int) -> list[tuple[Any, ...]]:
    rows = []
    for label, path in files:
        size = path.stat().st_size / 1e6
        base = parse = float("inf")
        for _ in range(repeat):  # interleave, so machine noise hits both sides alike
            base = min(base, best_of(partial(bare_loop, path), 1))
            parse = min(parse, best_of(partial(parse_session, path), 1))
        entries = len(parse_session(path).nodes)
        rows.append((label, size, entries, base, parse, base / parse, size / parse))
    return rows


async def first_paint(root: Path) -> tuple[float, float, float, int]:
    """Seconds from starting the app (sessions pane only) to the app being ready (its own start-up,
    whatever the session), to the first painted rows of the tree (the head of a long file is shown
    first), and to the complete tree painted."""
    from memtui.app import MemtuiApp
    from memtui.panes.sessions_pane import SessionsPane
    from memtui.widgets.session_tree import SessionTreeView

    painted: list[float] = []
    render_line = SessionTreeView.render_line

    def timed_render_line(view: SessionTreeView, y: int) -> Strip:  # the first line drawn with tree rows
        if view.rows and not painted:
            painted.append(time.perf_counter())
        return render_line(view, y)

    SessionTreeView.render_line = timed_render_line  # type: ignore[method-assign, assignment]
    try:
        started = time.perf_counter()
        app = MemtuiApp(root, watch=False, cursor_blink=False, panes=["sessions"])
        async with app.run_test(size=(120, 40)) as pilot:
            ready = time.perf_counter() - started
            pane = app.query_one(SessionsPane)
            while not painted:
                await asyncio.sleep(0.005)
            while pane.session_tree is None or pane.session_tree.session.partial:
                await asyncio.sleep(0.01)
            await pilot.pause()
            rows = len(pane.query_one(SessionTreeView).rows)
            return ready, painted[0] - started, time.perf_counter() - started, rows
    finally:
        SessionTreeView.render_line = render_line  # type: ignore[method-assign]


def core_split(path: Path) -> tuple[float, float, float]:
    started = time.perf_counter()
    session = parse_session(path)
    parsed = time.perf_counter()
    tree = SessionTree.build(session)
    built = time.perf_counter()
    tree.rows()
    done = time.perf_counter()
    return parsed - started, built - parsed, done - built


def peak_rss_mb(path: Path | None) -> float:
    """Peak RSS (VmHWM, MB) of a fresh interpreter that imports memtui and parses `path` (None: idle)."""
    code = (
        "import sys\n"
        "from memtui.core.sessions import parse_session, SessionTree\n"
        "if sys.argv[1]:\n"
        "    tree = SessionTree.build(parse_session(sys.argv[1]))\n"
        "for line in open('/proc/self/status'):\n"
        "    if line.startswith('VmHWM:'):\n"
        "        print(int(line.split()[1]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code, str(path or "")], capture_output=True, text=True, check=True)
    return int(out.stdout.strip() or 0) / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--keep", type=Path, help="write the synthetic files here and keep them")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        workspace = folder / "workspace"
        (workspace / "sessions").mkdir(parents=True, exist_ok=True)
        big = workspace / "sessions" / "synthetic-100k.jsonl"
        short = folder / "synthetic-short.jsonl"
        synthetic_pi(big, args.entries)
        synthetic_pi(short, args.entries, short=True)
        claude = folder / "synthetic-claude.jsonl"
        synthetic_claude(claude, args.entries)
        files = [(f"synthetic Pi, {args.entries:,} entries", big), ("synthetic Pi, short lines", short),
                 (f"synthetic Claude Code, {args.entries:,}", claude)]
        for fmt in ("claude-code", "codex", "pi"):
            sample = concatenated_samples(SAMPLES, fmt, folder / f"samples-{fmt}.jsonl")
            if sample is not None:
                files.append((f"samples {fmt} x200", sample))

        print("Parse throughput: parse_session vs bare json.loads per line (same file, best of "
              f"{args.repeat}, interleaved)")
        print(f"{'file':<34} {'MB':>7} {'lines':>8} {'loads s':>8} {'parse s':>8} {'ratio':>6} {'MB/s':>6}  target")
        for label, size, entries, base, parse, ratio, rate in throughput_rows(files, args.repeat):
            flag = "ok" if ratio >= 0.7 else "BELOW 0.7"
            print(f"{label:<34} {size:>7.1f} {entries:>8,} {base:>8.3f} {parse:>8.3f} {ratio:>6.2f} {rate:>6.1f}  {flag}")

        paint_root = folder / "paint"
        (paint_root / "sessions").mkdir(parents=True, exist_ok=True)
        paint_file = paint_root / "sessions" / "synthetic-short.jsonl"
        paint_file.write_bytes(short.read_bytes())
        parse_s, tree_s, rows_s = core_split(paint_file)
        ready, paint, complete, rows = asyncio.run(first_paint(paint_root))
        print(f"\nFirst paint, {args.entries:,}-entry Pi session (short lines, "
              f"{paint_file.stat().st_size / 1e6:.0f} MB) in the sessions pane (headless app)")
        print(f"{'step':<34} {'seconds':>8}")
        print(f"{'parse_session':<34} {parse_s:>8.3f}")
        print(f"{'SessionTree.build':<34} {tree_s:>8.3f}")
        print(f"{'rows (flatten for display)':<34} {rows_s:>8.3f}")
        print(f"{'app start -> app ready':<34} {ready:>8.3f}  (Textual start-up, whatever the session)")
        print(f"{'app start -> first tree rows drawn':<34} {paint:>8.3f}  (target < 1 s: "
              f"{'ok' if paint < 1 else 'MISSED'}; the file's first MiB, marked 'loading the rest')")
        print(f"{'app start -> whole tree painted':<34} {complete:>8.3f}  ({rows:,} rows, cursor on the active leaf)")

        idle = peak_rss_mb(None)
        loaded = peak_rss_mb(big)
        file_mb = big.stat().st_size / 1e6
        print("\nPeak RSS (fresh process)")
        print(f"{'state':<34} {'MB':>8}")
        print(f"{'idle (memtui imported)':<34} {idle:>8.1f}")
        print(f"{'parsed + tree, ' + format(args.entries, ',') + ' entries':<34} {loaded:>8.1f}  "
              f"(+{loaded - idle:.1f} MB for a {file_mb:.1f} MB file, {(loaded - idle) / file_mb:.1f}x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
