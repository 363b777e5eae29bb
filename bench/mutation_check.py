"""Mutation check: rig a part of memtui to raise and require that the tests notice.

For each rig (every lint check in turn, the FTS query, the auditor and the parts it calls; see
`bench/mutation_rigs.py`) this runs the relevant test subset with the rig applied by a pytest plugin
(a monkeypatch at start-up, nothing edited on disk) and requires at least one failing test. A rig
whose subset still passes "survived": the failure it stands for would be swallowed (turned into a
notice, "no results" or a silent fallback) without any test noticing.

Baseline first: each subset runs once un-rigged in the same process and must pass, otherwise a
failing test would "kill" every rig and prove nothing.

    python bench/mutation_check.py                 # every rig
    python bench/mutation_check.py --only fts      # rigs whose name contains "fts"

Prints a table; exits 1 if a rig survives or a baseline fails, 2 on a harness error.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
sys.path[:0] = [str(ROOT), str(BENCH)]

from mutation_rigs import RIG_ENV, lint_checks  # noqa: E402

SUBSETS: dict[str, list[str]] = {
    "lint": ["tests/core/test_lint_runner.py", "tests/core/test_lint_rules_index.py",
             "tests/core/test_lint_rules_map.py", "tests/core/test_lint_rules_topics.py",
             "tests/core/test_lint_rules_duplicates.py", "tests/core/test_lint_rules_lessons.py",
             "tests/core/test_lint_threats.py", "tests/core/test_lint_fix.py", "tests/cli/test_lint_cli.py"],
    "search": ["tests/core/test_search_engine.py", "tests/cli/test_search_cli.py"],
    "audit": ["tests/core/test_audit_beliefs.py", "tests/core/test_audit_demo.py",
              "tests/core/test_audit_provenance.py", "tests/core/test_audit_supersede.py",
              "tests/cli/test_audit_cli.py"],
}


@dataclass
class Outcome:
    rig: str
    subset: str
    code: int
    first_failure: str
    seconds: float

    @property
    def verdict(self) -> str:
        if self.code == 1:
            return "killed"
        if self.code == 0:
            return "SURVIVED" if self.rig != "(none)" else "passes"
        return f"error (pytest exit {self.code})"


def run_subset(rig: str | None, subset: str, extra: list[str]) -> Outcome:
    """Run one test subset with `rig` applied (None: the baseline); stop at the first failure."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(BENCH)])}
    env.pop(RIG_ENV, None)
    if rig:
        env[RIG_ENV] = rig
    files = [f for f in SUBSETS[subset] if (ROOT / f).exists()]
    cmd = [sys.executable, "-m", "pytest", "-p", "mutation_rigs", "-p", "no:cacheprovider", "-n", "0", "-x", "-q",
           "-rf", *extra, *files]
    start = time.monotonic()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.monotonic() - start
    failed = re.search(r"^(?:FAILED|ERROR) (\S+)", proc.stdout, re.MULTILINE)
    if proc.returncode not in (0, 1):
        sys.stderr.write(proc.stdout[-3000:] + proc.stderr[-3000:])
    return Outcome(rig or "(none)", subset, proc.returncode, failed.group(1) if failed else "", seconds)


def rigs() -> list[tuple[str, str]]:
    """(rig, subset) for every rig."""
    out = [(f"lint:{name}", "lint") for name in sorted(lint_checks())]
    out.append(("fts", "search"))
    out += [(name, "audit") for name in ("auditor", "auditor-threats", "auditor-transcripts", "auditor-workspace")]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", help="run only the rigs whose name contains this text")
    parser.add_argument("pytest_args", nargs="*", help="extra pytest arguments (after --)")
    args = parser.parse_args(argv)
    chosen = [(r, s) for r, s in rigs() if not args.only or args.only in r]
    if not chosen:
        print(f"no rig matches {args.only!r}", file=sys.stderr)
        return 2
    outcomes: list[Outcome] = []
    baselines = {s: run_subset(None, s, args.pytest_args) for s in dict.fromkeys(s for _, s in chosen)}
    for rig, subset in chosen:
        outcomes.append(run_subset(rig, subset, args.pytest_args))
    print("| rig | tests | result | first failing test | s | s / baseline |")
    print("|---|---|---|---|---|---|")
    for b in baselines.values():
        print(f"| baseline (no rig) | {b.subset} | {b.verdict} | {b.first_failure or '–'} | {b.seconds:.1f} | 1.00 |")
    for o in outcomes:
        base = baselines[o.subset].seconds
        print(f"| {o.rig} | {o.subset} | {o.verdict} | {o.first_failure or '–'} | {o.seconds:.1f} "
              f"| {o.seconds / base:.2f} |")
    if any(o.code not in (0, 1) for o in [*baselines.values(), *outcomes]):
        return 2
    bad_baseline = [b.subset for b in baselines.values() if b.code != 0]
    survivors = [o.rig for o in outcomes if o.code == 0]
    if bad_baseline:
        print(f"\nbaseline failing (rigs prove nothing there): {', '.join(bad_baseline)}")
    if survivors:
        print(f"\n{len(survivors)} rig(s) survived: {', '.join(survivors)}")
    else:
        print(f"\nall {len(outcomes)} rigs killed")
    return 1 if bad_baseline or survivors else 0


if __name__ == "__main__":
    sys.exit(main())
