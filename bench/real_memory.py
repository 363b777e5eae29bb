"""False findings of `memtui lint` on real memory text written by others (bench/data/real_memory/).

Each source under bench/data/real_memory/<source>/ is a workspace in the layout it came from (an
agent's shipped templates, or files from permissively licensed public repositories: SOURCES.md). The
bench copies each one to a temp dir (the semantic layer's embedding cache must not land in the corpus,
and every run starts from an empty cache), runs the real lint path (`scan_workspace` +
`lint_workspace`, every enabled rule, semantic threat layer on) and counts the findings: threat
findings by severity and by rule (pattern or semantic layer), the other rules by rule. Every finding
is presumed false unless listed in true_findings.jsonl ({"path": "<source>/<file>:<line>", "rule",
"why"}). The halves are in split.json: dev is tuned on; frozen and frozen2 (six more sources, added 2026-12-01
before anyone ran memtui on them) are measured once per session by the lead, never tuned on.

Exits 1 when the semantic layer did not run (fallback to patterns only), a source is missing, or a
lint check failed. Times the lint once (CPU seconds) against a baseline of reading every file.

`--leave-one-source-out` (dev half only): each source is linted with a bank refitted without its own lines
(`bench/real_memory_loso.py`): the shipped bank holds benign statements of the dev sources, so the plain dev run
is in-sample; this is the figure that says what those exemplars do for a source the bank has not seen.

    python bench/real_memory.py [--half dev|frozen|frozen2|all] [--json OUT] [--leave-one-source-out]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
from collections import Counter
from contextlib import nullcontext
from pathlib import Path

from memtui.core.fsio import read_file
from memtui.core.lint.finding import Finding
from memtui.core.lint.rules import clear_file_cache
from memtui.core.lint.rules_threats import _shared_embedder
from memtui.core.lint.runner import lint_workspace
from memtui.core.lint.threat_scan import ThreatScanner
from memtui.core.workspace import scan_workspace

DATA = Path(__file__).resolve().parent / "data" / "real_memory"
SEVERITIES = ("error", "warning", "info")
FALLBACK = "semantic layer off"
CHECK_FAILED = "lint check for"


def halves() -> dict[str, list[str]]:
    """The source lists of split.json, by half."""
    split = json.loads((DATA / "split.json").read_text(encoding="utf-8"))
    return {half: list(split[half]) for half in ("dev", "frozen", "frozen2")}


def true_findings() -> set[tuple[str, int, str]]:
    """(source/path, line, rule) of the findings judged right (true_findings.jsonl)."""
    known = set()
    for raw in (DATA / "true_findings.jsonl").read_text(encoding="utf-8").splitlines():
        if raw.strip():
            row = json.loads(raw)
            path, _, line = row["path"].rpartition(":")
            known.add((path, int(line), row["rule"]))
    return known


def layer(finding: Finding) -> str:
    """`semantic` for the classifier's threat findings, `pattern` for the pattern rules', '' otherwise."""
    if not finding.rule.startswith("threat."):
        return ""
    return "semantic" if "[semantic: " in finding.message else "pattern"


def lint_source(source: str, tmp: Path) -> tuple[list[Finding], list[str], float, float, int]:
    """Lint one source's copy: findings, notices, lint CPU s, baseline CPU s (read every file), files."""
    root = tmp / source
    shutil.copytree(DATA / source, root)
    (root / "memtui.toml").write_text("[lint]\nsemantic = true\n", encoding="utf-8")
    files = sorted(p for p in root.rglob("*") if p.is_file() and p.name != "memtui.toml")
    cpu = time.process_time()
    for path in files:
        read_file(path)
    baseline = time.process_time() - cpu
    clear_file_cache()
    cpu = time.process_time()
    report = lint_workspace(scan_workspace(root))
    return report.findings, report.notices, time.process_time() - cpu, baseline, len(files)


def semantic_loads(tmp: Path) -> str | None:
    """None when the semantic layer loads here (with lint's own shared embedder, so the model is loaded
    before the timed runs), else why not."""
    scanner = ThreatScanner.create(True, tmp, _shared_embedder())
    try:
        return None if scanner.semantic is not None else (scanner.notice or "semantic layer did not load")
    finally:
        scanner.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--half", choices=("dev", "frozen", "frozen2", "all"), default="dev")
    parser.add_argument("--json", type=Path, help="write every finding and the counts here")
    parser.add_argument("--leave-one-source-out", action="store_true",
                        help="lint each dev source with a bank refitted without its own lines (dev half only)")
    args = parser.parse_args(argv)
    if args.leave_one_source_out and args.half != "dev":
        print("--leave-one-source-out is for the dev half only (the frozen half's sources are in no bank)",
              file=sys.stderr)
        return 1
    split = halves()
    sources = [s for half in split.values() for s in half] if args.half == "all" else split[args.half]
    missing = [s for s in sources if not (DATA / s).is_dir()]
    if missing:
        print(f"sources missing under {DATA}: {', '.join(missing)}", file=sys.stderr)
        return 1
    known = true_findings()
    rows, every, problems = [], [], []
    total_cpu = total_base = 0.0
    with tempfile.TemporaryDirectory(prefix="memtui-real-memory-") as tmp_name:
        tmp = Path(tmp_name)
        cpu = time.process_time()
        why = semantic_loads(tmp)
        load_cpu = time.process_time() - cpu
        if why:
            print(f"semantic layer unavailable: {why}", file=sys.stderr)
            return 1
        loso = None
        if args.leave_one_source_out:
            sys.path.insert(0, str(Path(__file__).parent))
            from real_memory_loso import LeaveOneSourceOut

            loso = LeaveOneSourceOut(tmp, Path(tempfile.gettempdir()) / "memtui-threat-bench")
        for source in sources:
            if loso is not None:
                print(f"{source}: bank refitted without its {loso.held_out(source)} own exemplars", file=sys.stderr)
            with loso.without(source) if loso is not None else nullcontext():
                findings, notices, cpu, base, n_files = lint_source(source, tmp)
            total_cpu += cpu
            total_base += base
            problems += [f"{source}: {n}" for n in notices if FALLBACK in n or CHECK_FAILED in n]
            for f in findings:
                every.append({"source": source, "path": f.path, "line": f.line, "rule": f.rule,
                              "severity": f.severity, "layer": layer(f), "message": f.message,
                              "true": (f"{source}/{f.path}", f.line, f.rule) in known})
            rows.append((source, n_files, findings, cpu))
    if problems:
        print("the real lint path did not fully run:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    print_tables(args.half, rows, every, total_cpu, total_base)
    print(f"(model and exemplar bank loaded once before the runs: {load_cpu:.1f} s CPU, not in the totals)")
    found = {(f"{r['source']}/{r['path']}", r["line"], r["rule"]) for r in every}
    wanted = {k for k in known if k[0].split("/", 1)[0] in sources}
    if wanted - found:
        print("true findings not reported: " + ", ".join(f"{p}:{n} {r}" for p, n, r in sorted(wanted - found)))
    if args.json:
        counts = Counter((r["rule"], r["severity"]) for r in every)
        args.json.write_text(json.dumps({
            "half": args.half, "sources": sources, "cpu_seconds": round(total_cpu, 3),
            "false": sum(not r["true"] for r in every), "true": sum(r["true"] for r in every),
            "by_rule": [{"rule": k[0], "severity": k[1], "count": v} for k, v in sorted(counts.items())],
            "findings": every}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


def print_tables(half: str, rows: list[tuple[str, int, list[Finding], float]], every: list[dict[str, object]],
                 total_cpu: float, total_base: float) -> None:
    """Per-source counts, then per-rule counts, then the timing line."""
    print(f"real-memory lint, half {half}: {len(rows)} sources; load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} CPUs\n")
    head = f"{'source':26} {'files':>5} | {'threat E':>8} {'W':>4} {'I':>4} | {'other E':>7} {'W':>4} {'I':>4} | " \
           f"{'false':>5} {'true':>4} | {'CPU s':>6}"
    print(head)
    print("-" * len(head))
    sums: Counter[str] = Counter()
    for source, n_files, findings, cpu in rows:
        mine = [r for r in every if r["source"] == source]
        c = Counter(("threat" if str(r["rule"]).startswith("threat.") else "other", r["severity"]) for r in mine)
        n_true = sum(bool(r["true"]) for r in mine)
        cells = [c[(k, s)] for k in ("threat", "other") for s in SEVERITIES]
        for key, value in zip(("tE", "tW", "tI", "oE", "oW", "oI"), cells, strict=True):
            sums[key] += value
        sums["files"] += n_files
        print(f"{source:26} {n_files:5} | {cells[0]:8} {cells[1]:4} {cells[2]:4} | {cells[3]:7} {cells[4]:4} "
              f"{cells[5]:4} | {len(findings) - n_true:5} {n_true:4} | {cpu:6.1f}")
    n_true_all = sum(bool(r["true"]) for r in every)
    print("-" * len(head))
    print(f"{'total':26} {sums['files']:5} | {sums['tE']:8} {sums['tW']:4} {sums['tI']:4} | {sums['oE']:7} "
          f"{sums['oW']:4} {sums['oI']:4} | {len(every) - n_true_all:5} {n_true_all:4} | {total_cpu:6.1f}")
    print(f"\n{'rule':34} {'layer':9} {'error':>6} {'warning':>8} {'info':>5} {'false':>6}")
    by_rule: Counter[tuple[str, str, str]] = Counter()
    false_by_rule: Counter[tuple[str, str]] = Counter()
    for r in every:
        by_rule[(str(r["rule"]), str(r["layer"]), str(r["severity"]))] += 1
        false_by_rule[(str(r["rule"]), str(r["layer"]))] += 0 if r["true"] else 1
    for rule, lay in sorted({(k[0], k[1]) for k in by_rule}, key=lambda k: (not k[0].startswith("threat."), k)):
        print(f"{rule:34} {lay or '-':9} {by_rule[(rule, lay, 'error')]:6} {by_rule[(rule, lay, 'warning')]:8} "
              f"{by_rule[(rule, lay, 'info')]:5} {false_by_rule[(rule, lay)]:6}")
    ratio = f"{total_cpu / total_base:,.0f}x" if total_base > 0 else "n/a"
    print(f"\nlint CPU {total_cpu:.1f} s (one run, empty embedding cache per source) vs baseline "
          f"(read every file) {total_base:.3f} s: {ratio}; semantic layer ran on every source")
    print("every finding is presumed false unless listed in bench/data/real_memory/true_findings.jsonl")


if __name__ == "__main__":
    sys.exit(main())
