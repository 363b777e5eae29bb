"""False conflicts, false stale marks and markup read as beliefs by `memtui audit` on real memory text.

Runs the real audit path (index + embed + `Auditor.audit`, hybrid mode, k=10 as the CLI) over each source
of bench/data/real_memory (split.json: dev / frozen / frozen2, by source) for a fixed list of queries per source:
- dev sources: the queries written in audit_queries.json before any result was looked at (what an
  operator would ask);
- frozen and frozen2 sources: queries generated mechanically (the most frequent content words of the source's files,
  one word per query), so nobody reads those files. Only the lead runs `--half frozen|frozen2`.

Each source is copied to a temp dir with every file's mtime pinned to one instant (as a fresh clone: same
second for every file, so file times give no order). Per half it prints, per audit and in total: beliefs,
conflicts, stale marks (a belief marked superseded), markup read as a belief (a line with no words once
markdown/HTML markup is stripped: rules, comments, bare bold labels ending in ':'), and CPU per audit.
Every conflict and stale mark is presumed false unless listed in true_audit.jsonl
({"kind": "conflict"|"stale", "a": "<source>/<path>:<line>", "b": "<source>/<path>:<line>", "why"}; for a
stale mark, a is the stale belief and b the one said to supersede it). Exits 1 when an audit fell back
from hybrid mode or a source is missing.

    PYTHONPATH=. OPENBLAS_NUM_THREADS=1 python bench/real_audit.py --half dev [--json OUT] [--compare OLD]

(memory_qa, imported for its Workspace, puts the checkout this script is in first on the path: run the
script of the checkout you mean to measure.)

Dev half, 2026-12-01 (35 written queries, 31 audits: claude-code-transcripts holds no indexed text), load 17-32
on 2 CPUs; counts identical in every run (deterministic), CPU the sum over the 31 audits:

| | beliefs | conflicts | stale marks | markup beliefs | CPU s (runs) |
|---|---|---|---|---|---|
| start (ec91962) | 1113 | 993 | 324 | 69 | 51.3 / 56.5 |
| after the session-10 fixes | 1107 | 953 | 368 | 4 | 43.1 / 43.8 / 44.4 |
| audit27 (records, arrows, stale rule; load 17-27) | 1107 | 753 | 30 | 4 | see below |

Per source, start -> after: rumiai (one CLAUDE.md with allowed / forbidden git lists) conflicts 103 -> 3;
agent-ros-bridge (a dated work log) 802 -> 821 conflicts, 269 -> 266 stale; openclaw-templates 20 -> 65
conflicts and 30 -> 70 stale, all from one query ("what are the red lines": 19 -> 83 beliefs: with the
HTML anchors gone, the closest statement to the topic is less close, and the meaning margin lets more in).
Nothing is listed in true_audit.jsonl: every conflict and stale mark counted is false.

audit27, per source (session-10 end -> audit27): agent-ros-bridge conflicts 821 -> 621, stale 266 -> 30
(two dated-log entries no longer conflict on names alone or as an update with other names; a bare change
word orders without a stale mark); openclaw-templates stale 70 -> 0, pi-coding-agent stale 32 -> 0 (both
"says 'superseded'" / "says 'updated'": no value named). Left: agent-ros-bridge 621 conflicts (272
update-with-changed-values and 230 names-differ, 186 + 123 of them between a dated entry and an undated
line), openclaw-templates 65, pi-coding-agent 64.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

import apsw
import platformdirs

sys.path.insert(0, str(Path(__file__).resolve().parent))

from memory_qa import Workspace, pinned_copy  # noqa: E402

from memtui.core.audit.model import AuditResult, Belief  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "real_memory"
TODAY = date(2026, 12, 1)
K = 10
GENERATED_PER_SOURCE = 6
WORD = re.compile(r"[A-Za-z][A-Za-z'-]{3,}|[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]{2,}")
STOP = frozenset("""
about above after again against also always because been before being below between both can't cannot could
didn't does doesn't doing don't down during each every from further have haven't having here here's how's into
it's its itself just let's like make more most must need never only other ought ours over same shall should
some such than that that's their theirs them then there there's these they they'd they'll they're they've this
those through under until very want wasn't we'd we'll we're we've were weren't what what's when when's where
where's which while who's whom why's will with won't would wouldn't your yours yourself yourselves use used
using will when file files true false null none http https www com org json line lines
""".split())
MARKUP = re.compile(r"<!--.*?-->|<[^>]+>|[*_`#>|~=\-\s:.,;!?()\[\]{}+]+", re.S)
LABEL = re.compile(r"^\W*(?:\*\*|__)?[^*_]{1,60}:(?:\*\*|__)?\W*$")


def halves() -> dict[str, list[str]]:
    split = json.loads((DATA / "split.json").read_text(encoding="utf-8"))
    return {half: list(split[half]) for half in ("dev", "frozen", "frozen2")}


def generated_queries(source: Path, n: int = GENERATED_PER_SOURCE) -> list[str]:
    """The n most frequent content words of a source's files (ties by word), one query each: queries
    nobody had to read the files to write."""
    counts: Counter[str] = Counter()
    for path in sorted(p for p in source.rglob("*") if p.is_file()):
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        counts.update(w.lower() for w in WORD.findall(text) if w.lower() not in STOP)
    return [w for w, _ in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:n]]


def queries_for(half: str, source: str) -> list[str]:
    """Written queries for a dev source; generated ones for a frozen source."""
    if half.startswith("frozen"):
        return generated_queries(DATA / source)
    written = json.loads((DATA / "audit_queries.json").read_text(encoding="utf-8"))["dev"]
    return list(written[source])


def true_marks() -> set[tuple[str, str, str]]:
    """(kind, a, b) of the conflicts and stale marks judged right (true_audit.jsonl)."""
    known = set()
    path = DATA / "true_audit.jsonl"
    for raw in path.read_text(encoding="utf-8").splitlines() if path.exists() else []:
        if raw.strip():
            row = json.loads(raw)
            known.add((row["kind"], row["a"], row["b"]))
    return known


def is_markup(belief: Belief) -> bool:
    """A belief with no statement in it: a rule, a comment, markup only, or a bare label ('**X vs Y:**')."""
    text = belief.text.strip()
    return not MARKUP.sub("", text) or bool(LABEL.match(text)) and len(text.split()) <= 6


def audit_rows(source: str, result: AuditResult, known: set[tuple[str, str, str]]) -> dict[str, Any]:
    """The counts of one audit, and its conflicts and stale marks with their truth."""
    def at(b: Belief) -> str:
        return f"{source}/{b.path}:{b.line}"

    conflicts = [{"a": at(c.a), "b": at(c.b), "reason": c.reason,
                  "true": ("conflict", at(c.a), at(c.b)) in known or ("conflict", at(c.b), at(c.a)) in known}
                 for c in result.conflicts]
    stale = [{"a": at(b), "b": at(b.superseded_by[0]), "why": b.superseded_by[1],
              "true": ("stale", at(b), at(b.superseded_by[0])) in known}
             for b in result.beliefs if b.superseded_by is not None]
    markup = [at(b) for b in result.beliefs if is_markup(b)]
    return {"beliefs": len(result.beliefs), "conflicts": conflicts, "stale": stale, "markup": markup}


def indexed_chunks(db: Path) -> int:
    """How many chunks the source's index holds (0 when it holds none or does not exist)."""
    if not db.exists():
        return 0
    conn = apsw.Connection(str(db))
    try:
        row = conn.execute("SELECT count(*) FROM chunks").fetchone()
        return int(row[0]) if row else 0
    except apsw.SQLError:
        return 0
    finally:
        conn.close()


def run_source(half: str, source: str, tmp: Path, work: Path, known: set[tuple[str, str, str]]) -> list[dict[str, Any]]:
    """Every query's audit on one source's pinned copy."""
    db = work / f"{source}.db"
    try:
        ws = Workspace(pinned_copy(DATA / source, tmp / source, TODAY), db, TODAY)
    except (RuntimeError, apsw.SQLError):
        if indexed_chunks(db) == 0:       # nothing the index reads (a transcript-only source): no audit
            print(f"{source}: nothing indexed, no audit")
            return []
        raise
    rows = []
    try:
        for query in queries_for(half, source):
            started = time.process_time()
            result = ws.audit(query)
            cpu = time.process_time() - started
            rows.append({"source": source, "query": query, "cpu": round(cpu, 3), **audit_rows(source, result, known)})
    finally:
        ws.close()
    return rows


def figures(rows: list[dict[str, Any]]) -> dict[str, float]:
    """Totals and per-audit means of one half."""
    n = max(1, len(rows))
    conflicts = [c for r in rows for c in r["conflicts"]]
    stale = [s for r in rows for s in r["stale"]]
    cpus = sorted(r["cpu"] for r in rows) or [0.0]
    return {
        "audits": len(rows),
        "beliefs": sum(r["beliefs"] for r in rows),
        "conflicts": len(conflicts),
        "conflicts false": sum(not c["true"] for c in conflicts),
        "stale marks": len(stale),
        "stale false": sum(not s["true"] for s in stale),
        "markup beliefs": sum(len(r["markup"]) for r in rows),
        "beliefs / audit": sum(r["beliefs"] for r in rows) / n,
        "conflicts / audit": len(conflicts) / n,
        "stale / audit": len(stale) / n,
        "markup / audit": sum(len(r["markup"]) for r in rows) / n,
        "CPU s / audit p50": statistics.median(cpus),
        "CPU s / audit max": cpus[-1],
    }


def print_tables(half: str, rows: list[dict[str, Any]], base: dict[str, float] | None) -> None:
    print(f"real-memory audit, half {half}: {len({r['source'] for r in rows})} sources, {len(rows)} audits; "
          f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs\n")
    head = f"{'source':26} {'audits':>6} {'beliefs':>7} {'confl':>6} {'stale':>6} {'markup':>6} {'CPU s':>7}"
    print(head)
    print("-" * len(head))
    for source in dict.fromkeys(r["source"] for r in rows):
        mine = [r for r in rows if r["source"] == source]
        print(f"{source:26} {len(mine):6} {sum(r['beliefs'] for r in mine):7} "
              f"{sum(len(r['conflicts']) for r in mine):6} {sum(len(r['stale']) for r in mine):6} "
              f"{sum(len(r['markup']) for r in mine):6} {sum(r['cpu'] for r in mine):7.2f}")
    now = figures(rows)
    print(f"\n{'figure':22} {'now':>9}" + (f" {'before':>9}" if base else ""))
    for name, value in now.items():
        print(f"{name:22} {value:9.2f}" + (f" {base.get(name, float('nan')):9.2f}" if base else ""))
    print("\nevery conflict and stale mark is presumed false unless listed in bench/data/real_memory/true_audit.jsonl")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--half", choices=("dev", "frozen", "frozen2"), default="dev")
    parser.add_argument("--json", type=Path, help="write every audit's counts, conflicts and stale marks here")
    parser.add_argument("--compare", type=Path, help="an earlier --json run to print beside this one")
    parser.add_argument("--work", type=Path, help="where the per-source index.db files go (reused between runs)")
    parser.add_argument("-v", "--verbose", action="store_true", help="list each conflict, stale mark and markup "
                        "belief (dev only)")
    args = parser.parse_args(argv)
    sources = halves()[args.half]
    missing = [s for s in sources if not (DATA / s).is_dir()]
    if missing:
        print(f"sources missing under {DATA}: {', '.join(missing)}", file=sys.stderr)
        return 1
    if args.verbose and args.half.startswith("frozen"):
        print("-v lists the frozen half's findings: not allowed", file=sys.stderr)
        return 1
    known = true_marks()
    work = args.work or Path(platformdirs.user_cache_dir("memtui-bench")) / "real_audit"
    work.mkdir(parents=True, exist_ok=True)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="memtui-real-audit-") as tmp_name:
        tmp = Path(tmp_name)
        for source in sources:
            try:
                rows += run_source(args.half, source, tmp, work, known)
            except RuntimeError as error:
                print(f"{source}: {error}", file=sys.stderr)
                return 1
    base = json.loads(args.compare.read_text(encoding="utf-8"))["figures"] if args.compare else None
    print_tables(args.half, rows, base)
    if args.verbose:
        for r in rows:
            for c in r["conflicts"]:
                print(f"  [{r['query']}] conflict {c['a']} vs {c['b']}: {c['reason']}")
            for s in r["stale"]:
                print(f"  [{r['query']}] stale {s['a']} by {s['b']}: {s['why']}")
            for m in r["markup"]:
                print(f"  [{r['query']}] markup {m}")
    if args.json:
        args.json.write_text(json.dumps({"half": args.half, "figures": figures(rows), "audits": rows},
                                        ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
