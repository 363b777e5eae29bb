"""Rules for the order of the audit's beliefs, compared on one audit each: current above superseded and file@3.

Each question and labelled supersession of the chosen halves of `bench/memory_qa.py` is audited once;
the beliefs (by score) and the judged (newer, older) pairs are kept, and each variant lists them:
  main          session 8's rule: one superseder per belief (`resolve.current_first`), then a
                belief whose change names another's value moved just above it
  one rule      `listed` below over every consistent judged pair and `side_pairs` (tried in session 9:
                current above superseded +2 on frozen3 and frozen4, file@3 -6 / -5; not shipped)
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

Session 9 (file@3 / line@5 of the questions, current above superseded of the supersessions):
  frozen3   main 103/122, 101/122, 51/63; one rule 97, 100, 53; + shared word 95, 99, 54; + values 97,
            100, 53; + both 96, 99, 54; first moves 99, 92, 53; older down 94, 86, 54
  frozen4   main 83/91, 79/91, 45/56; one rule 78, 76, 47; + shared word 79, 76, 48; + values 79, 76,
            48; + both 79, 76, 49; older down 72, 70, 46
  frozen5a  main 91/101, 86/101, 46/56; one rule 85, 82, 47; + shared word 87, 83, 47; + values 85, 82,
            49; + both 87, 83, 49; older down 84, 73, 48
("first moves": a belief's first newer one takes its place, the others only hold it back.) Every rule
that honours more judged pairs lists 1-3 more supersessions right and loses 4-6 questions' file@3: the
extra pairs are mostly loose updates between beliefs of other subjects. Session 8's rule is kept.
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
CURRENT_FIRST = resolve.current_first       # before the probe wraps it
class Probe:
    """Records the last audit's beliefs by score and its judged (newer, older) pairs, strongest
    first (the order `Auditor._conflicts` reads them in)."""

    def __init__(self) -> None:
        self.ranked: list[Any] = []
        self.judged: Pairs = []
        candidates, current_first = resolve.conflict_candidates, resolve.current_first

        def recorded(beliefs: list[Any], views: list[Any]) -> list[Any]:
            found = candidates(beliefs, views)
            ordered = sorted((c for c in found if c.current is not None),
                             key=lambda c: (c.kind == "update", -c.evidence, -c.confidence,
                                            -(beliefs[c.a].score + beliefs[c.b].score)))
            self.judged = [(beliefs[c.a], beliefs[c.b]) if c.current == "a" else (beliefs[c.b], beliefs[c.a])
                           for c in ordered]
            return found

        def placed(beliefs: list[Any]) -> list[Any]:
            self.ranked = list(beliefs)
            return current_first(beliefs)

        resolve.conflict_candidates = recorded  # type: ignore[assignment]
        resolve.current_first = placed
        self.current_first = current_first


def side_pairs(ranked: list[Any]) -> Pairs:
    """(newer, older) for beliefs among the first order.MAX_ORDERED whose change names a value the other still says."""
    top = ranked[:order.MAX_ORDERED]
    return [(belief, other) for belief in top for other in top
            if other is not belief and other_side(other.statement, belief.statement) == "newer"]


def consistent(pairs: Pairs) -> Pairs:
    """`pairs` in their order, without those that would make a belief newer than itself."""
    newer_of: dict[int, list[Any]] = {}
    kept: Pairs = []
    for newer, older in pairs:
        if newer is older or _is_newer(older, newer, newer_of):
            continue
        newer_of.setdefault(id(older), []).append(newer)
        kept.append((newer, older))
    return kept


def _is_newer(belief: Any, than: Any, newer_of: dict[int, list[Any]]) -> bool:
    """Whether `belief` is newer than `than` through the accepted pairs."""
    stack, seen = [than], {id(than)}
    while stack:
        for newer in newer_of.get(id(stack.pop()), []):
            if newer is belief:
                return True
            if id(newer) not in seen:
                seen.add(id(newer))
                stack.append(newer)
    return False


def listed(ranked: list[Any], pairs: Pairs) -> list[Any]:
    """The one rule: a newer belief at the place of the best-ranked belief it is (transitively) newer
    than, never below a belief newer than it; `pairs` must be `consistent`."""
    rank = {id(b): i for i, b in enumerate(ranked)}
    pairs = [(n, o) for n, o in pairs if id(n) in rank and id(o) in rank]
    older_of: dict[int, list[Any]] = {}
    waiting = {id(b): 0 for b in ranked}               # newer beliefs not yet listed
    for newer, older in pairs:
        older_of.setdefault(id(newer), []).append(older)
        waiting[id(older)] += 1
    place: dict[int, int] = {}

    def place_of(belief: Any) -> int:
        if id(belief) not in place:
            place[id(belief)] = rank[id(belief)]        # acyclic: a belief is never its own older
            place[id(belief)] = min([rank[id(belief)]] + [place_of(o) for o in older_of.get(id(belief), [])])
        return place[id(belief)]

    ready = [(place_of(b), rank[id(b)]) for b in ranked if not waiting[id(b)]]
    heapq.heapify(ready)
    out: list[Any] = []
    while ready:
        _, at = heapq.heappop(ready)
        belief = ranked[at]
        out.append(belief)
        for older in older_of.get(id(belief), []):
            waiting[id(older)] -= 1
            if not waiting[id(older)]:
                heapq.heappush(ready, (place_of(older), rank[id(older)]))
    return out


def main_rule(ranked: list[Any], judged: Pairs) -> list[Any]:
    """Session 8: the first judged superseder per belief, chains placed, then newer_first."""
    by: dict[int, Any] = {}
    for newer, older in judged:
        if id(older) not in by and by.get(id(newer)) is not older:
            by[id(older)] = newer
    saved = [(b, b.superseded_by) for b in ranked]
    for b in ranked:
        b.superseded_by = (by[id(b)], "") if id(b) in by else None
    placed = CURRENT_FIRST(ranked)
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


def first_moves(ranked: list[Any], pairs: Pairs) -> list[Any]:
    """A belief's first newer one takes its place (as session 8); every other newer one only holds
    it back (it is listed after all of them)."""
    rank = {id(b): i for i, b in enumerate(ranked)}
    pairs = [(n, o) for n, o in pairs if id(n) in rank and id(o) in rank]
    first: dict[int, Any] = {}
    for newer, older in pairs:
        first.setdefault(id(older), newer)
    moved = [(n, o) for n, o in pairs if first[id(o)] is n]
    place = {id(b): min([rank[id(b)]] + [rank[id(o)] for n, o in moved if n is b]) for b in ranked}
    changed = True
    while changed:                  # through chains: a newer one takes the place of its older's place
        changed = False
        for newer, older in moved:
            if place[id(older)] < place[id(newer)]:
                place[id(newer)] = place[id(older)]
                changed = True
    older_of: dict[int, list[Any]] = defaultdict(list)
    waiting = {id(b): 0 for b in ranked}
    for newer, older in pairs:
        older_of[id(newer)].append(older)
        waiting[id(older)] += 1
    ready = [(place[id(b)], rank[id(b)]) for b in ranked if not waiting[id(b)]]
    heapq.heapify(ready)
    out: list[Any] = []
    while ready:
        belief = ranked[heapq.heappop(ready)[1]]
        out.append(belief)
        for older in older_of[id(belief)]:
            waiting[id(older)] -= 1
            if not waiting[id(older)]:
                heapq.heappush(ready, (place[id(older)], rank[id(older)]))
    return out


def one_rule(extra: Callable[[list[Any], str], Pairs] | None,
             place: Callable[[list[Any], Pairs], list[Any]] | None = None) -> Callable[[list[Any], Pairs, str], list[Any]]:
    def variant(ranked: list[Any], judged: Pairs, topic: str) -> list[Any]:
        more = extra(ranked, topic) if extra else []
        return (place or listed)(ranked, consistent(judged + side_pairs(ranked) + more))
    return variant


VARIANTS: dict[str, Callable[[list[Any], Pairs, str], list[Any]]] = {
    "main": lambda ranked, judged, topic: main_rule(ranked, judged),
    "one rule": one_rule(None),
    "+ shared word": one_rule(shared_word_pairs),
    "+ values": one_rule(value_pairs),
    "+ both": one_rule(lambda r, t: shared_word_pairs(r, t) + value_pairs(r, t)),
    "first moves": one_rule(None, first_moves),
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
