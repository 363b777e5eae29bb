"""Rules for the order of the audit's beliefs, compared on one audit each: current above superseded and file@3.

Each question and labelled supersession of the chosen halves of `bench/memory_qa.py` is audited once;
the beliefs (by score) and the judged (newer, older) pairs are kept, and each variant lists them:
  main          session 8's rule: one superseder per belief (`resolve.current_first`), then a
                belief whose change names another's value moved just above it
  one rule      `order.listed` over every consistent judged pair and `order.side_pairs`
  + shared word one rule, plus: a belief speaking of a change is newer than one that does not when
                they share a word the topic does not have
  + values      one rule, plus: a belief speaking of a change is newer than one that does not when
                they hold values of one kind that differ (`values.differing`, dates left out)
  + both        both additions
  older down    one rule's pairs, but every belief keeps its own rank and an older one is listed
                after all its newer ones (the older moves down instead of the newer up)
Prints per half and in all: audit file@3, line@5 (questions) and current above superseded (pairs),
and how many beliefs each variant moves above a belief ranked higher. Dev halves only (it reads items).
Run: `python bench/order_variants.py --half tune --half frozen …`.
"""

from __future__ import annotations

import argparse
import heapq
import json
import sys
import tempfile
from collections import defaultdict
from datetime import date
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

import memory_qa  # noqa: E402
from memtui.core.audit import order, resolve  # noqa: E402
from memtui.core.audit.sides import other_side  # noqa: E402
from memtui.core.audit.supersede import change_of_statement  # noqa: E402
from memtui.core.audit.text import content_words  # noqa: E402
from memtui.core.audit.values import differing  # noqa: E402

Pairs = list[tuple[Any, Any]]
LISTED, CONSISTENT = order.listed, order.consistent      # before the probe wraps them


class Probe:
    """Records the last audit's beliefs by score and its judged (newer, older) pairs."""

    def __init__(self) -> None:
        self.ranked: list[Any] = []
        self.judged: Pairs = []
        def recorded(pairs: Pairs) -> Pairs:
            self.judged = list(pairs)
            return CONSISTENT(pairs)

        def listed(ranked: list[Any], pairs: Pairs) -> list[Any]:
            self.ranked = list(ranked)
            side = order.side_pairs(ranked)
            self.judged = self.judged[:len(self.judged) - len(side)] if side else self.judged
            return LISTED(ranked, pairs)

        order.consistent = recorded  # type: ignore[assignment]
        order.listed = listed  # type: ignore[assignment]


def main_rule(ranked: list[Any], judged: Pairs) -> list[Any]:
    """Session 8: the first judged superseder per belief, chains placed, then newer_first."""
    by: dict[int, Any] = {}
    for newer, older in judged:
        if id(older) not in by and by.get(id(newer)) is not older:
            by[id(older)] = newer
    saved = [(b, b.superseded_by) for b in ranked]
    for b in ranked:
        b.superseded_by = (by[id(b)], "") if id(b) in by else None
    placed = resolve.current_first(ranked)
    out = list(placed)
    for belief in placed[:order.MAX_ORDERED]:
        place = out.index(belief)
        for at in range(min(place, order.MAX_ORDERED)):
            other = out[at]
            if belief.superseded_by is not None and belief.superseded_by[0] is other:
                continue
            if other_side(other.statement, belief.statement) == "newer":
                out.insert(at, out.pop(place))
                break
    for b, s in saved:
        b.superseded_by = s
    return out


def shared_word_pairs(ranked: list[Any], topic: str) -> Pairs:
    top = ranked[:order.MAX_ORDERED]
    terms = set(content_words(topic))
    words = [set(content_words(b.statement.own_text())) - terms for b in top]
    changed = [change_of_statement(b.statement).temporal for b in top]
    return [(top[i], top[j]) for i in range(len(top)) for j in range(len(top))
            if changed[i] and not changed[j] and words[i] & words[j]]


def value_pairs(ranked: list[Any], topic: str) -> Pairs:
    top = ranked[:order.MAX_ORDERED]
    changed = [change_of_statement(b.statement).temporal for b in top]
    return [(top[i], top[j]) for i in range(len(top)) for j in range(len(top))
            if changed[i] and not changed[j]
            and any(kind != "date" for kind, _, _ in differing(top[i].statement.own_text(),
                                                              top[j].statement.own_text(), "a"))]


def older_down(ranked: list[Any], pairs: Pairs) -> list[Any]:
    """Every belief at its own rank, an older one only after all its newer ones (it moves down)."""
    rank = {id(b): i for i, b in enumerate(ranked)}
    older_of: dict[int, list[Any]] = defaultdict(list)
    waiting = {id(b): 0 for b in ranked}
    for newer, older in pairs:
        if id(newer) in rank and id(older) in rank:
            older_of[id(newer)].append(older)
            waiting[id(older)] += 1
    ready = [rank[id(b)] for b in ranked if not waiting[id(b)]]
    heapq.heapify(ready)
    out: list[Any] = []
    while ready:
        belief = ranked[heapq.heappop(ready)]
        out.append(belief)
        for older in older_of[id(belief)]:
            waiting[id(older)] -= 1
            if not waiting[id(older)]:
                heapq.heappush(ready, rank[id(older)])
    return out


def one_rule(extra: Callable[[list[Any], str], Pairs] | None,
             place: Callable[[list[Any], Pairs], list[Any]] | None = None) -> Callable[[list[Any], Pairs, str], list[Any]]:
    def variant(ranked: list[Any], judged: Pairs, topic: str) -> list[Any]:
        more = extra(ranked, topic) if extra else []
        return (place or LISTED)(ranked, CONSISTENT(judged + order.side_pairs(ranked) + more))
    return variant


VARIANTS: dict[str, Callable[[list[Any], Pairs, str], list[Any]]] = {
    "main": lambda ranked, judged, topic: main_rule(ranked, judged),
    "one rule": one_rule(None),
    "+ shared word": one_rule(shared_word_pairs),
    "+ values": one_rule(value_pairs),
    "+ both": one_rule(lambda r, t: shared_word_pairs(r, t) + value_pairs(r, t)),
    "older down": one_rule(None, older_down),
    "older down + values": one_rule(value_pairs, older_down),
}


def moved(ranked: list[Any], out: list[Any]) -> int:
    """Beliefs listed above a belief ranked higher than them."""
    rank = {id(b): i for i, b in enumerate(ranked)}
    return sum(1 for i, b in enumerate(out) if any(rank[id(o)] < rank[id(b)] for o in out[i + 1:]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", action="append", required=True)
    parser.add_argument("--work", type=Path, default=Path(tempfile.gettempdir()) / "order_variants")
    args = parser.parse_args()
    probe = Probe()
    tally: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0])
    for half in args.half:
        half_dir = memory_qa.DATA / half
        today = date.fromisoformat(json.loads((half_dir / "manifest.json").read_text())["today"])
        by_ws: dict[str, tuple[list[Any], list[Any]]] = defaultdict(lambda: ([], []))
        for q in memory_qa.read_jsonl(half_dir / "questions.jsonl"):
            by_ws[q["workspace"]][0].append(q)
        for p in memory_qa.read_jsonl(half_dir / "pairs.jsonl"):
            if p["kind"] == "conflict" and p.get("current") in ("a", "b"):
                by_ws[p["workspace"]][1].append(p)
        with tempfile.TemporaryDirectory() as tmp:
            for ws_id in sorted(by_ws):
                folder = memory_qa.pinned_copy(half_dir / "workspaces" / ws_id, Path(tmp) / ws_id, today)
                ws = memory_qa.Workspace(folder, args.work / half / f"{ws_id}.db", today)
                try:
                    for q in by_ws[ws_id][0]:
                        ws.audit(q["question"])
                        gold = [memory_qa.split_ref(g) for g in q["gold"]]
                        for name, variant in VARIANTS.items():
                            out = variant(probe.ranked, probe.judged, q["question"])
                            files = memory_qa.first_files([b.path for b in out], 3)
                            for key, ok in (("file@3", bool({p for p, _ in gold} & set(files))),
                                            ("line@5", any(memory_qa.covers(memory_qa.belief_spans(b), g)
                                                           for b in out[:5] for g in gold))):
                                for scope in (half, "all"):
                                    tally[(scope, name, key)][0] += ok
                                    tally[(scope, name, key)][1] += 1
                            tally[("all", name, "moved")][0] += moved(probe.ranked, out)
                    for p in by_ws[ws_id][1]:
                        ws.audit(p["topic"])
                        cur = memory_qa.split_ref(p[p["current"]])
                        old = memory_qa.split_ref(p["b" if p["current"] == "a" else "a"])
                        for name, variant in VARIANTS.items():
                            out = variant(probe.ranked, probe.judged, p["topic"])
                            at = {side: next((i for i, b in enumerate(out)
                                              if memory_qa.covers(memory_qa.belief_spans(b), ref)), None)
                                  for side, ref in (("cur", cur), ("old", old))}
                            ok = at["cur"] is not None and at["old"] is not None and at["cur"] < at["old"]
                            for scope in (half, "all"):
                                tally[(scope, name, "current above")][0] += ok
                                tally[(scope, name, "current above")][1] += 1
                finally:
                    ws.close()
                print(f"  {half}/{ws_id} done", file=sys.stderr, flush=True)
            print_table(tally, f"after {half}")
    return 0


def print_table(tally: dict[tuple[str, str, str], list[int]], title: str) -> None:
    """The figures so far, per half and in all (printed after each half: a long run is read as it goes)."""
    print(f"\n{title}")
    scopes = list(dict.fromkeys(s for s, _, _ in tally))
    print("| half | variant | file@3 | line@5 | current above |")
    print("|---|---|---|---|---|")
    for scope in scopes:
        for name in VARIANTS:
            cells = [f"{tally[(scope, name, k)][0]}/{tally[(scope, name, k)][1]}"
                     for k in ("file@3", "line@5", "current above")]
            print(f"| {scope} | {name} | " + " | ".join(cells) + " |")
    for name in VARIANTS:
        print(f"moved above a higher-ranked belief, {name}: {tally[('all', name, 'moved')][0]}")
    sys.stdout.flush()


if __name__ == "__main__":
    sys.exit(main())
