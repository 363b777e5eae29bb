"""CPU time per audit on a memory_qa half's real workspaces (the topics of its labelled pairs).

`bench/audit_speed.py` times a synthetic 10k-chunk workspace in wall time, which means little on a
shared, loaded machine. This script reads the CPU time of the process (all its threads, the model's
included) around each `Auditor.audit` call, after one warm-up audit per workspace, so that two
versions of the code can be compared on a busy machine: run it once per checkout, alternating.

    PYTHONPATH=<checkout> python bench/audit_cpu.py --half frozen2 [--repeat 2]

Prints p50 / p95 / mean CPU ms per audit and the number of audits; exits 1 if an audit fell back
from hybrid mode (the path timed must be the real one).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from memory_qa import DATA, K_AUDIT, Workspace, pinned_copy, read_jsonl  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--half", default="frozen2")
    parser.add_argument("--repeat", type=int, default=2, help="audits of each topic (after one warm-up)")
    parser.add_argument("--work", type=Path, default=None, help="where the index.db files are (reused)")
    args = parser.parse_args(argv)
    half_dir = DATA / args.half
    today = date.fromisoformat(json.loads((half_dir / "manifest.json").read_text(encoding="utf-8"))["today"])
    topics: dict[str, list[str]] = defaultdict(list)
    for pair in read_jsonl(half_dir / "pairs.jsonl"):
        topics[pair["workspace"]].append(pair["topic"])
    timings: list[float] = []
    with tempfile.TemporaryDirectory(prefix="audit_cpu-") as tmp:
        work = args.work or Path(tmp) / "db"
        for ws_id in sorted(topics):
            ws = Workspace(pinned_copy(half_dir / "workspaces" / ws_id, Path(tmp) / ws_id, today),
                           work / args.half / f"{ws_id}.db", today)
            try:
                ws.audit(topics[ws_id][0])                      # warm-up: file caches, model
                for _ in range(args.repeat):
                    for topic in topics[ws_id]:
                        started = time.process_time()
                        result = ws.auditor.audit(topic, k=K_AUDIT)
                        timings.append(1000 * (time.process_time() - started))
                        if result.mode != "hybrid":
                            print(f"{ws_id}: audit fell back to {result.mode}", file=sys.stderr)
                            return 1
            finally:
                ws.close()
    timings.sort()
    p95 = timings[min(len(timings) - 1, int(0.95 * len(timings)))]
    print(f"{args.half}: {len(timings)} audits, CPU ms per audit p50 {statistics.median(timings):.1f} / "
          f"p95 {p95:.1f} / mean {statistics.fmean(timings):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
