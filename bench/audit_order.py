"""Why the current side of a planted supersession is not listed above the superseded side: counted by cause.

For every planted conflict with `current` set in the chosen halves of `bench/memory_qa.py` that the
audit for its topic does not list current-first, the cause is the first that holds:
  side not a belief     a side is in no belief (`bench/audit_sides.py` says why)
  no relation           both are beliefs and no check of `resolve.conflict_candidates` pairs them
  related, no order     a conflict pairs them, with no current side (dates equal or unknown)
  recency wrong         a check pairs them with the wrong current side (`supersede.judge_current`)
  placed wrong          a check pairs them with the right current side and the list still has the
                        old side first (`beliefs`' supersession links, `order.newer_first`)
"placed wrong" is split by whether the old side's `superseded_by` names the current side, another
belief, or none. With -v each miss is printed with both sides' text.
Run: `python bench/audit_order.py --half tune --half frozen …`. Dev halves only: it reads the misses.

Session 9, the 11 dev halves (626 planted supersessions; main at 6bb00e5): ok 517, side not a belief 31,
no relation 50, placed wrong 17 (all: the old side's first superseder is another belief, and in 3 of them
the current side is itself superseded by an unrelated change), related without order 7, recency wrong 4.
Of the 50 with no relation, read by `change_of` / `values.differing` / shared words beyond the topic's:
13 have change wording on the current side and a shared name (7) or a differing typed value (6); 13
share a word or value but no change wording is read (CJK change verbs: 올림, 移った, 接任, 改到, に上げた);
the other 24 share nothing but meaning (11 of them with change wording; names across scripts: 田中 /
Tanaka, the other language's paraphrase).
Ordering by those relations was measured with `bench/order_variants.py` (not kept: file@3 fell).
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
from memtui.core.audit import resolve  # noqa: E402


class Probe:
    """Records the candidate pairs (and the beliefs they index) of the last audit."""

    def __init__(self) -> None:
        self.beliefs: list[Any] = []
        self.candidates: list[Any] = []
        original = resolve.conflict_candidates

        def recorded(beliefs: list[Any], found: list[Any]) -> list[Any]:
            self.beliefs = list(beliefs)
            self.candidates = original(beliefs, found)
            return self.candidates

        resolve.conflict_candidates = recorded


def index_of(beliefs: list[Any], ref: tuple[str, int]) -> int | None:
    """The first belief of `beliefs` covering `ref`."""
    for i, belief in enumerate(beliefs):
        if memory_qa.covers(memory_qa.belief_spans(belief), ref):
            return i
    return None


def cause(ws: Any, probe: Probe, pair: dict[str, Any]) -> tuple[str, str]:
    """(cause, detail) of a supersession the audit lists old side first."""
    result = ws.audit(pair["topic"])
    refs = {side: memory_qa.split_ref(pair[side]) for side in ("a", "b")}
    shown = {side: index_of(result.beliefs, ref) for side, ref in refs.items()}
    if shown["a"] is None or shown["b"] is None:
        return "side not a belief", ""
    cur_side = pair["current"]
    old_side = "b" if cur_side == "a" else "a"
    if shown[cur_side] < shown[old_side]:       # type: ignore[operator]
        return "ok", ""
    beliefs = probe.beliefs
    at = {side: index_of(beliefs, ref) for side, ref in refs.items()}
    current, old = at[cur_side], at[old_side]
    if current is None or old is None or current == old:
        return "one belief holds both", ""
    related = [c for c in probe.candidates if {c.a, c.b} == {current, old}]
    detail = (f"{beliefs[current].path}:{beliefs[current].line} {beliefs[current].text.strip()[:110]!r}\n"
              f"      old {beliefs[old].path}:{beliefs[old].line} {beliefs[old].text.strip()[:110]!r}")
    if not related:
        return "no relation", detail
    judged = [c for c in related if c.current is not None]
    if not judged:
        return "related, no order", detail
    right = [c for c in judged if (c.a if c.current == "a" else c.b) == current]
    if not right:
        return "recency wrong", detail + f"\n      why {judged[0].why!r}"
    by = beliefs[old].superseded_by
    named = "none" if by is None else "the current side" if by[0] is beliefs[current] else "another belief"
    older_of_current = beliefs[current].superseded_by
    extra = "" if older_of_current is None else f"; current side superseded by {older_of_current[0].text.strip()[:60]!r}"
    return f"placed wrong (old side superseded by {named})", detail + extra


def _planted_supersession(pair: dict[str, Any]) -> bool:
    return pair["kind"] == "conflict" and pair.get("current") in ("a", "b")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", action="append", required=True)
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "audit_order")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    probe = Probe()
    counts: Counter[str] = Counter()
    for half in args.half:
        for ws, pairs in memory_qa.each_workspace(half, "pairs.jsonl", args.work, _planted_supersession):
            for pair in pairs:
                why, detail = cause(ws, probe, pair)
                counts[why] += 1
                counts[f"~{half} {why}"] += 1
                if args.verbose and why != "ok":
                    print(f"{half} {pair['id']} [{why}] {pair['topic']!r}\n      cur {detail}")
    memory_qa.print_counts(counts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
