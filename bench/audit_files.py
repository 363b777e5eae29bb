"""Why a question's gold file is not among the audit's first 3 files: counted by class.

For every question of the chosen halves of `bench/memory_qa.py` whose gold file is not among the
first 3 distinct files of the audit's beliefs, the class is the first that holds:
  not in pool        no hit of the audit's pool (2k, at least 20) is in a gold file
  no belief          a pool hit is in a gold file, but no belief is (no topic word, not close by meaning)
  moved down         by score a gold belief's file is among the first 3, the listing order (a newer
                     belief placed above what it supersedes) pushed it out
  outscored          by score too, other files' beliefs come first; split by the role of the files
                     ahead (index / rules / topic / session …) and by whether search had it in its top 3
With -v each miss is printed with the question, the gold and the files ahead.
Run: `python bench/audit_files.py --half tune --half frozen …`. Dev halves only: it reads the misses.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

import memory_qa  # noqa: E402


class Probe:
    """Records the audit's pool of hits."""

    def __init__(self) -> None:
        self.pool: list[Any] = []

    def wrap(self, engine: Any) -> None:
        memory_qa.record_pool(engine, self._keep)

    def _keep(self, hits: list[Any]) -> None:
        self.pool = hits


def classify(ws: Any, probe: Probe, q: dict[str, Any]) -> tuple[str, str]:
    """(class, detail) of one question, "ok" when the gold file is among the first 3."""
    gold = {memory_qa.split_ref(g)[0] for g in q["gold"]}
    result = ws.audit(q["question"])
    listed = memory_qa.first_files([b.path for b in result.beliefs], 3)
    if gold & set(listed):
        return "ok", ""
    search = ws.search(q["question"])
    in_search = bool(gold & set(memory_qa.first_files([h.path for h in search.hits], 3)))
    by_score = sorted(result.beliefs, key=lambda b: (-b.score, b.path, b.line))
    scored = memory_qa.first_files([b.path for b in by_score], 3)
    ahead = [f"{p} ({ws.auditor._role(p)[0]})" for p in listed]
    gold_beliefs = [i for i, b in enumerate(by_score) if b.path in gold]
    detail = f"gold {sorted(gold)}; listed {ahead}; gold belief at score rank {gold_beliefs[:3]}"
    if not any(h.path in gold for h in probe.pool):
        return "not in pool", detail
    if not gold_beliefs:
        return "no belief", detail
    if gold & set(scored):
        return "moved down", detail
    roles = sorted({ws.auditor._role(p)[0] for p in listed})
    return f"outscored by {'+'.join(roles)}; search top 3 {'yes' if in_search else 'no'}", detail


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", action="append", required=True)
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "audit_files")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    probe = Probe()
    counts: Counter[str] = Counter()
    for half in args.half:
        for ws, questions in memory_qa.each_workspace(half, "questions.jsonl", args.work):
            probe.wrap(ws.engine)
            for q in questions:
                why, detail = classify(ws, probe, q)
                counts[why] += 1
                counts[f"~{half} {why.split(';')[0]}"] += 1
                if args.verbose and why != "ok":
                    print(f"{half} {q['id']} [{why}] {q['question']!r}\n      {detail}")
    memory_qa.print_counts(counts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
