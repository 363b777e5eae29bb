#!/usr/bin/env python3
"""Validate the frozen9a set: ids unique, every gold/pair line exists and is non-empty, minimums, counts."""
import json, os, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json"), encoding="utf-8"))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]
err = []
def line(ws, ref):
    path, ln = ref.rsplit(":", 1); ln = int(ln)
    p = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(p): err.append(f"missing file {ws}/{path}"); return None
    L = open(p, encoding="utf-8").read().split("\n")
    if not (1 <= ln <= len(L)) or not L[ln-1].strip(): err.append(f"empty/out of range {ws}/{ref}"); return None
    return L[ln-1]
for name, rows in (("questions", qs), ("pairs", ps)):
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)): err.append(f"duplicate ids in {name}")
for q in qs:
    if q["workspace"] not in man["workspaces"]: err.append(f"{q['id']} unknown ws")
    if not q["gold"]: err.append(f"{q['id']} no gold")
    for g in q["gold"]: line(q["workspace"], g)
wordings = collections.Counter()
for p in ps:
    a, b = line(p["workspace"], p["a"]), line(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append(f"{p['id']} a==b")
    if p["kind"] == "conflict":
        if p.get("current") not in ("a", "b"): err.append(f"{p['id']} bad current")
        wordings[p["wording"]] += 1
    elif "current" in p: err.append(f"{p['id']} current on non-conflict")
if any(v > 1 for v in wordings.values()): err.append("duplicate conflict wording")
layouts = collections.Counter(v["layout"] for v in man["workspaces"].values())
if set(layouts) != {"claw-stack", "3-layer", "claude-code", "hermes", "openclaw"}: err.append(f"layouts {layouts}")
print(f"today={man['today']}  workspaces={len(man['workspaces'])}  layouts={dict(layouts)}")
print(f"{'workspace':38} {'layout':12} files  MEMORY.md  q  conf  agree  unrel")
for ws, meta in man["workspaces"].items():
    d = os.path.join(ROOT, "workspaces", ws)
    files = [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs]
    mem = [f for f in files if os.path.basename(f) == "MEMORY.md"]
    memc = max(len(open(f, encoding="utf-8").read()) for f in mem) if mem else 0
    nq = sum(q["workspace"] == ws for q in qs)
    k = collections.Counter(p["kind"] for p in ps if p["workspace"] == ws)
    if not 10 <= len(files) <= 20: err.append(f"{ws} has {len(files)} files")
    if memc >= 5000: err.append(f"{ws} MEMORY.md {memc} chars")
    print(f"{ws:38} {meta['layout']:12} {len(files):5}  {memc:9}  {nq:2}  {k['conflict']:4}  {k['agree']:5}  {k['unrelated']:5}")
kinds = collections.Counter(p["kind"] for p in ps)
conf = [p for p in ps if p["kind"] == "conflict"]
cross = sum("-" in p["langs"] for p in conf)
print(f"questions={len(qs)}  conflicts={kinds['conflict']}  agree={kinds['agree']}  unrelated={kinds['unrelated']}  no-flag={kinds['agree']+kinds['unrelated']}")
print(f"current: a={sum(p['current']=='a' for p in conf)} b={sum(p['current']=='b' for p in conf)}  cross-language conflicts={cross}/{len(conf)}")
print("question lang:", dict(collections.Counter(q["lang"] for q in qs)), " answer_lang:", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("cross-language questions:", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pair langs:", dict(collections.Counter(p["langs"] for p in ps)))
print("conflict langs:", dict(collections.Counter(p["langs"] for p in conf)))
print("conflict slots:", dict(collections.Counter(p["slot"] for p in conf)))
if len(qs) < 90: err.append("fewer than 90 questions")
if kinds["conflict"] < 50: err.append("fewer than 50 conflicts")
if kinds["agree"] + kinds["unrelated"] < 50: err.append("fewer than 50 no-flag pairs")
if cross * 3 < len(conf): err.append("cross-language conflicts below a third")
print("ERRORS:" if err else "OK: no errors", *err, sep="\n  ")
