import json, os, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(f"{ROOT}/manifest.json")); qs = [json.loads(l) for l in open(f"{ROOT}/questions.jsonl")]; ps = [json.loads(l) for l in open(f"{ROOT}/pairs.jsonl")]
C = collections.Counter
rows = []
T = C()
for ws, m in man["workspaces"].items():
    nf = sum(len(fs) for _, _, fs in os.walk(f"{ROOT}/workspaces/{ws}"))
    k = C(p["kind"] for p in ps if p["workspace"] == ws); nq = sum(q["workspace"] == ws for q in qs)
    rows.append(f"| {ws} | {m['layout']} | {', '.join(m['langs'])} | {nf} | {nq} | {k['conflict']} | {k['agree']} | {k['unrelated']} |")
    T.update(files=nf, q=nq, c=k["conflict"], a=k["agree"], u=k["unrelated"])
conf = [p for p in ps if p["kind"] == "conflict"]
fmt = lambda c: ", ".join(f"{k} {v}" for k, v in sorted(c.items(), key=lambda x: -x[1]))
txt = f"""# memory_qa_frozen4 — held-out evaluation set for memory search / belief audit

Written 2026-12-01 (about 04:39–04:50 UTC) by an independent writer (an agent session) who did **not** open the tool's
source code, tests or benchmark scripts (nothing under memtui/, tests/, bench/*.py, any wt-* checkout), did not read the
project's git log or issues, and did not open the other evaluation sets (frozen, frozen2 beyond its README/schema lines,
frozen3). Consulted for format only: frozen2's README.md, manifest.json and the first 3 lines of its questions/pairs
files; file lists and a handful of files of the tune workspaces (layout, frontmatter shape, Hermes `§` separator,
cron/jobs.json shape); `../shared/docs/session-formats.md` (Hermes char limits). All subject matter, names and sentences
are new: vineyard, city bike-share, hospital pharmacy, rooftop-solar installer, fringe theatre company, translation agency.

"today" = 2026-12-01. File/entry dates span 2025-01 … 2026-11-29.

## Contents

| Workspace | Layout | Langs | Files | Questions | Conflicts | Agree | Unrelated |
|---|---|---|---|---|---|---|---|
""" + "\n".join(rows) + f"""
| **total** | 5 layouts (claw-stack ×2) | | {T['files']} | **{T['q']}** | **{T['c']}** | **{T['a']}** | **{T['u']}** |

- Questions by language: {fmt(C(q['lang'] for q in qs))}. Answer-line language: {fmt(C(q['answer_lang'] for q in qs))}.
  Questions whose answer line is in another language: {sum(q['lang'] != q['answer_lang'] for q in qs)}.
- Pairs by language: {fmt(C(p['langs'] for p in ps))}.
- Conflicts: {len(conf)}; `current` = a in {sum(p['current']=='a' for p in conf)}, b in {sum(p['current']=='b' for p in conf)}
  (alternated on purpose). Cross-language conflicts: {sum('-' in p['langs'] for p in conf)} ({fmt(C(p['langs'] for p in conf if '-' in p['langs']))}).
- Conflict slots: {fmt(C(p['slot'] for p in conf))}.
- Conflict forms: newer session/daily note vs older topic file; table row vs prose; `key: value` lines whose recency is
  known only from dates (frontmatter `last_used`, an `Updated:` line, `metadata.updated`, file-name date, dated Hermes
  `§` entry vs undated one); two entries of the same file; negation ("we no longer keep it", "더 이상 … 받지 않는다",
  "不再每周", "もうConfettiは使わない", "더 이상 memoQ 안 씀"); frequencies in words (weekly → every other week, 매주 → 격주,
  每周一次 → 每周两次, 年2回 → 年3回); values written differently across languages (1만원 vs 12,000원, 172만원 vs
  1,650,000 KRW/kW, Donghua vs 东华, アルコ芸術劇場 vs 아르코/동숭아트홀, 왕레이(王磊) vs 李静, Daesung Bike vs 대성바이크).
- No-flag pairs: agree = same fact restated (shorthand, other language, 3만원 vs 30,000원, 35,000원 vs 3만5천원, 2027-03-31
  vs 31 March 2027, ¥50,000 vs 5万円); unrelated = same slot/words, different subject (other block, other station, other
  language pair, other crew, other production, other delivery category, other port).
- Scheduled changes were avoided as "current" unless already in effect by 2026-12-01 (e.g. the rehearsal-room move is
  effective 12/1; performance dates that moved are future events but the *schedule* changed).

## Files
- manifest.json, questions.jsonl, pairs.jsonl — same schema as frozen2; ids `f4-qNNN`, `f4-pNNN`.
- workspaces/<id>/ — the memory files.
- _build/ — spec_g0N.py (files plus questions/pairs written against substrings), build.py (resolves every substring to
  `path:LINE`, asserting it matches exactly one line), validate.py (gold/pair lines exist and are non-empty, ids unique,
  conflict wordings unique, `current` only on conflicts, 10–20 files per workspace, MEMORY.md < 5,000 chars and Hermes
  MEMORY ≤ 2,200, file-name dates in range, totals ≥ 85 / 45 / 45, cross-language conflicts ≥ 1/3), readme.py (this file).
  Run `python3 _build/build.py && python3 _build/validate.py && python3 _build/readme.py`.

Gold for a question about a changed fact lists only lines stating the current value (plus other lines restating that
same current value), never the superseded line. A line that contains a stale value for one slot may still be gold for a
different, unchanged slot on the same line (e.g. the 1-hour fare on a MEMORY line whose monthly-pass price is stale).
"""
open(f"{ROOT}/README.md", "w").write(txt); print(txt)
