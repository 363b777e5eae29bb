"""memtui against Pi's own `SessionManager` on one Pi session file (issue 14: trees at Pi speed).

Generates (or reuses, `--file`) a Pi v3 session of `--entries` entries (default 100,000; realistic
line sizes, branches, compactions, labels: `sessions_speed.synthetic_pi`), then times in this process,
`--repeat` runs each, interleaved:

- a bare `json.loads` loop over the file's lines (the baseline the parse is held to: ≥ 0.7×);
- memtui's parse (`parse_session`: read, hash, split, parse, nodes) and tree build (`SessionTree.build`);

and, when Node and Pi are available, Pi's `SessionManager.open` (read + parse + index) and
`getTree()` on a copy of the same file, in one Node process (`--repeat` runs, warm). Times are CPU
seconds of each process (`time.process_time`, `process.cpuUsage`: every thread counted), so a busy
shared machine skews neither side. Pi comes from
`--pi-modules DIR` (a `node_modules` holding `@mariozechner/pi-coding-agent`), `$PI_MODULES`, or
`--install-pi` (npm installs it into a temporary folder). Without Node or Pi the Pi rows are skipped
with the reason. Both sides must report every entry of the file (checked; exit 1 otherwise).

    python bench/sessions_vs_pi.py [--entries 100000] [--repeat 3] [--file F] [--install-pi | --pi-modules DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from functools import partial
from pathlib import Path
from typing import Any, Callable, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from sessions_speed import synthetic_pi  # noqa: E402

from memtui.core.sessions import SessionTree, gc_paused, parse_session  # noqa: E402

T = TypeVar("T")
PI_PACKAGE = "@mariozechner/pi-coding-agent@0.73.1"
TARGET_PARSE = 0.7      # parse throughput at least this share of the json.loads loop's
TARGET_TREE = 1.0       # tree build at most Pi's time

PI_SCRIPT = r"""
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
const [modules, file, repeat] = process.argv.slice(2);
const pi = await import(pathToFileURL(join(modules, "@mariozechner/pi-coding-agent/dist/index.js")).href);
const runs = [];
for (let i = 0; i < Number(repeat); i++) {
    const scratch = mkdtempSync(join(tmpdir(), "pi-bench-"));
    try {
        const copy = join(scratch, basename(file));
        copyFileSync(file, copy);            // Pi may rewrite a file it opens: never the original
        const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
        const t0 = cpu();
        const sm = pi.SessionManager.open(copy, scratch);
        const t1 = cpu();
        const tree = sm.getTree();
        const t2 = cpu();
        let nodes = 0;
        const stack = [...tree];
        while (stack.length) { const n = stack.pop(); nodes++; stack.push(...n.children); }
        runs.push({ open: t1 - t0, tree: t2 - t1, entries: sm.getEntries().length, nodes,
                    leaf: sm.getLeafId() });
    } finally {
        rmSync(scratch, { recursive: true, force: true });
    }
}
console.log(JSON.stringify(runs));
"""


def bare_loop(path: Path) -> int:
    """The baseline: every non-blank line through `json.loads`, nothing kept."""
    count = 0
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if line.strip():
                json.loads(line)
                count += 1
    return count


def timed(fn: Callable[[], T]) -> tuple[float, T]:
    """(CPU seconds of this process, value): CPU time, as the machine may be shared (threads included)."""
    started = time.process_time()
    value = fn()
    return time.process_time() - started, value


def memtui_runs(path: Path, repeat: int) -> tuple[list[float], list[float], list[float], int, int, str | None]:
    """(loads seconds, parse seconds, tree seconds) per run, interleaved; lines loaded, tree entries, leaf."""
    loads, parses, trees = [], [], []
    lines = entries = 0
    leaf = None
    for _ in range(repeat):
        seconds, lines = timed(lambda: bare_loop(path))
        loads.append(seconds)
        seconds, session = timed(lambda: parse_session(path))
        parses.append(seconds)
        with gc_paused():     # as `load_tree` builds it
            seconds, tree = timed(partial(SessionTree.build, session))
        trees.append(seconds)
        entries, leaf = len(tree.nodes), tree.active_leaf
        if session.malformed or session.error:
            raise SystemExit(f"memtui did not read the file cleanly: {session.error or session.malformed[:3]}")
    return loads, parses, trees, lines, entries, leaf


def find_pi(args: argparse.Namespace, scratch: Path) -> tuple[Path | None, str]:
    """(node_modules folder holding Pi, "") or (None, why not)."""
    if shutil.which("node") is None:
        return None, "Node is not installed"
    candidates = [args.pi_modules, os.environ.get("PI_MODULES")]
    if args.install_pi:
        if shutil.which("npm") is None:
            return None, "npm is not installed"
        folder = scratch / "pi"
        folder.mkdir()
        done = subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--prefix", str(folder), PI_PACKAGE],
                              capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            return None, f"npm install {PI_PACKAGE} failed: {done.stderr.strip()[-300:]}"
        candidates.insert(0, str(folder / "node_modules"))
    for candidate in candidates:
        if candidate and (Path(candidate) / "@mariozechner" / "pi-coding-agent" / "dist" / "index.js").is_file():
            return Path(candidate), ""
    return None, "Pi not found (use --install-pi, --pi-modules DIR or PI_MODULES)"


def pi_runs(modules: Path, path: Path, repeat: int, scratch: Path) -> list[dict[str, Any]]:
    script = scratch / "pi_bench.mjs"
    script.write_text(PI_SCRIPT, encoding="utf-8")
    done = subprocess.run(["node", str(script), str(modules), str(path), str(repeat)],
                          capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise SystemExit(f"Pi's run failed: {done.stderr.strip()[-800:]}")
    runs: list[dict[str, Any]] = json.loads(done.stdout.strip().splitlines()[-1])
    return runs


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} ({min(values):.3f}-{max(values):.3f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--file", type=Path, help="a Pi session to use instead of a generated one")
    parser.add_argument("--install-pi", action="store_true", help=f"npm install {PI_PACKAGE} into a temp folder")
    parser.add_argument("--pi-modules", help="a node_modules folder holding @mariozechner/pi-coding-agent")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="memtui-vs-pi-") as tmp:
        scratch = Path(tmp)
        path = args.file or scratch / f"pi-{args.entries}.jsonl"
        if args.file is None:
            synthetic_pi(path, args.entries)
        size_mb = path.stat().st_size / 1e6
        loads, parses, trees, lines, entries, leaf = memtui_runs(path, args.repeat)
        modules, why = find_pi(args, scratch)
        pi = pi_runs(modules, path, args.repeat, scratch) if modules else []

    print(f"Pi session {path.name}: {size_mb:.1f} MB, {lines:,} lines, {entries:,} tree entries; "
          f"CPU seconds of each process, median (min-max) of {args.repeat} runs")
    print(f"{'step':<38}{'memtui':>24}{'baseline':>24}{'ratio':>8}  target")
    parse_ratio = statistics.median(loads) / statistics.median(parses)
    print(f"{'parse vs json.loads loop (same file)':<38}{spread(parses):>24}{spread(loads):>24}{parse_ratio:>8.2f}"
          f"  throughput >= {TARGET_PARSE}x: {'met' if parse_ratio >= TARGET_PARSE else 'MISSED'}")
    failures = 0
    if lines != entries + 1:   # the header line is not a tree entry
        print(f"memtui read {entries:,} entries of {lines - 1:,}")
        failures += 1
    if pi:
        pi_open, pi_tree = [r["open"] for r in pi], [r["tree"] for r in pi]
        tree_ratio = statistics.median(trees) / statistics.median(pi_tree)
        both = [p + t for p, t in zip(parses, trees, strict=True)]
        pi_both = [o + t for o, t in zip(pi_open, pi_tree, strict=True)]
        print(f"{'parse vs Pi SessionManager.open':<38}{spread(parses):>24}{spread(pi_open):>24}"
              f"{statistics.median(parses) / statistics.median(pi_open):>8.2f}")
        print(f"{'tree build vs Pi getTree()':<38}{spread(trees):>24}{spread(pi_tree):>24}{tree_ratio:>8.2f}"
              f"  time <= {TARGET_TREE}x Pi's: {'met' if tree_ratio <= TARGET_TREE else 'MISSED'}")
        print(f"{'open + tree vs Pi':<38}{spread(both):>24}{spread(pi_both):>24}"
              f"{statistics.median(both) / statistics.median(pi_both):>8.2f}")
        for run in pi:
            if run["entries"] != entries or run["nodes"] != entries:
                print(f"Pi read {run['entries']:,} entries ({run['nodes']:,} in its tree), memtui {entries:,}")
                failures += 1
            if run["leaf"] != leaf:
                print(f"Pi's leaf {run['leaf']} differs from memtui's {leaf}")
                failures += 1
    else:
        print(f"{'tree build (memtui only)':<38}{spread(trees):>24}{'-':>24}{'-':>8}  Pi skipped: {why}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
