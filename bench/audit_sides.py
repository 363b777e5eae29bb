"""Why a planted conflict's side is not among the audit's beliefs: counted by cause.

For every planted conflict of the chosen halves of `bench/memory_qa.py` whose side (a or b) no belief
covers, the cause is the first that holds:
  not in pool      no search hit of the audit's pool (2k, at least 20) covers the line
  not a statement  a pool hit covers it, but the line is in no statement of it (a pointer, a heading)
  beyond top k     only pool hits ranked k+1.. cover it (read for topic words only) and it has none
  top k, no word   a top-k hit covers it, it carries no topic word and was not close enough by meaning
  lost             it was a belief before the collapse / language merge and no source of a belief covers it
Each side is also tagged by whether it is written in the question's script (same / other).
Run: `python bench/audit_sides.py --half tune --half frozen …` (prints counts and, with -v, each side).
Dev halves only: never run it on a validation half (it reads the misses).
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
from memtui.core.audit import beliefs as beliefs_module  # noqa: E402
from memtui.core.audit import meaning_rank  # noqa: E402
from memtui.core.audit.meaning import cjk_text  # noqa: E402
from memtui.core.audit.reading import statement_relevance  # noqa: E402
from memtui.core.audit.text import content_words  # noqa: E402


class Probe:
    """Records the audit's pool of hits and its beliefs before the collapse."""

    def __init__(self) -> None:
        self.pool: list[Any] = []
        self.before: list[Any] = []
        self.detail = ""
        original = beliefs_module.collapse

        def collapse(found: list[Any]) -> list[Any]:
            self.before = list(found)
            return original(found)

        beliefs_module.collapse = collapse  # type: ignore[assignment]

    def wrap(self, engine: Any) -> None:
        memory_qa.record_pool(engine, self._keep)

    def _keep(self, hits: list[Any]) -> None:
        self.pool = sorted(hits, key=lambda h: -h.scores.get("fused", h.score))


def cause(ws: Any, probe: Probe, topic: str, ref: tuple[str, int]) -> str:
    path, line = ref
    covering = [(rank, h) for rank, h in enumerate(probe.pool)
                if h.path == path and h.start_line <= line <= h.end_line and not h.line_map]
    if not covering:
        return "not in pool"
    if any(b.path == path and b.statement.line <= line <= max(b.statement.line, b.statement.last_line)
           for b in probe.before):
        return "lost"
    info = ws.auditor._file(path)
    statement = None
    for _, hit in covering:
        for s in info.statements(path, hit.start_line, hit.end_line):
            if s.line <= line <= max(s.line, s.last_line) and not s.is_pointer():
                statement = s
    if statement is None:
        return "not a statement"
    words = statement_relevance(statement, content_words(topic)) > 0
    probe.detail = closeness(ws, probe, topic, statement)
    if min(rank for rank, _ in covering) >= memory_qa.K_AUDIT:
        return "beyond top k, topic word" if words else "beyond top k"
    return "top k, topic word" if words else "top k, no word"


def closeness(ws: Any, probe: Probe, topic: str, statement: Any) -> str:
    """How close the side is by meaning: its gap below the closest statement of the top hits (after the
    script bar) and its best cosine to one of the 8 best beliefs (same / other script)."""
    auditor = ws.auditor
    hits = probe.pool[:memory_qa.K_AUDIT]
    close = meaning_rank.close_statements(auditor.vectors, topic, auditor._hit_statements(hits) + [statement])
    best = max(close.values(), default=0.0)
    gap = best - close.get((statement.path, statement.line), 0.0)
    anchors = sorted(probe.before, key=lambda b: -b.score)[:8]
    vectors = auditor.vectors.get([b.statement.own_text() for b in anchors] + [statement.own_text()])
    mine = vectors.get(statement.own_text())
    cosines = [(float(vectors[b.statement.own_text()] @ mine), cjk_text(b.statement.own_text()) == cjk_text(statement.own_text()))
               for b in anchors if mine is not None and b.statement.own_text() in vectors]
    same = max((c for c, s in cosines if s), default=0.0)
    cross = max((c for c, s in cosines if not s), default=0.0)
    return f"gap {gap:.3f} anchor same {same:.3f} cross {cross:.3f}"


def tally(counts: Counter[str], half: str, pair: dict[str, Any], scored: dict[str, Any]) -> None:
    """Per-half figures of the pairs: conflicts flagged, no-flag pairs flagged, current first, sides missing."""
    if pair["kind"] != "conflict":
        counts[f"~{half} no-flag flagged"] += scored["flagged"]
        return
    counts[f"~{half} conflicts"] += 1
    counts[f"~{half} conflicts flagged"] += scored["flagged"]
    if scored["current_first"] is not None:
        counts[f"~{half} supersessions"] += 1
        counts[f"~{half} current first"] += scored["current_first"]
        counts[f"~{half} supersession side missing"] += not (scored["found_a"] and scored["found_b"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", action="append", required=True)
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "audit_sides")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    probe = Probe()
    counts: Counter[str] = Counter()
    for half in args.half:
        for ws, pairs in memory_qa.each_workspace(half, "pairs.jsonl", args.work):
            probe.wrap(ws.engine)
            for pair in pairs:
                scored = memory_qa.score_pair(ws, pair)
                tally(counts, half, pair, scored)
                for side in ("a", "b") if pair["kind"] == "conflict" else ():
                    if scored[f"found_{side}"]:
                        continue
                    ref = memory_qa.split_ref(pair[side])
                    probe.detail = ""
                    why = cause(ws, probe, pair["topic"], ref)
                    text = ws.auditor.lines(ref[0], ref[1], ref[1])
                    line_text = text[0][1] if text else ""
                    script = "same" if cjk_text(line_text) == cjk_text(pair["topic"]) else "other"
                    current = "current" if pair.get("current") == side else \
                        "superseded" if pair.get("current") else "-"
                    counts[why] += 1
                    counts[f"{why} | {script} script"] += 1
                    counts[f"side {current}"] += 1
                    if args.verbose:
                        print(f"{pair['id']} {side} [{why}; {script}; {current}] {pair['topic']!r} {probe.detail}\n"
                              f"    {ref[0]}:{ref[1]}  {line_text.strip()[:140]}")
    memory_qa.print_counts(counts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
