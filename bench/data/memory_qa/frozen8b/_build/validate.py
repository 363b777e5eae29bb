#!/usr/bin/env python3
import json, os, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json")))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]
errs = []
def check(ws, ref, what):
    path, ln = ref.rsplit(":", 1)
    fp = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(fp):
        errs.append(f"{what}: missing file {ws}/{path}"); return
    lines = open(fp, encoding="utf-8").read().split("\n")
    n = int(ln)
    if not (1 <= n <= len(lines)) or not lines[n-1].strip():
        errs.append(f"{what}: empty/missing line {ws}/{ref}")
ids = [q["id"] for q in qs] + [p["id"] for p in ps]
if len(ids) != len(set(ids)): errs.append("duplicate ids")
for q in qs:
    if q["workspace"] not in man["workspaces"]: errs.append(f"{q['id']} bad ws")
    if not q["gold"]: errs.append(f"{q['id']} no gold")
    for g in q["gold"]: check(q["workspace"], g, q["id"])
for p in ps:
    check(p["workspace"], p["a"], p["id"]); check(p["workspace"], p["b"], p["id"])
    if p["a"] == p["b"]: errs.append(f"{p['id']} a == b")
    if p["kind"] == "conflict" and p.get("current") not in ("a", "b"): errs.append(f"{p['id']} current")
    if p["kind"] != "conflict" and "current" in p: errs.append(f"{p['id']} current on non-conflict")
wordings = [p["wording"] for p in ps if p["kind"] == "conflict"]
if len(wordings) != len(set(wordings)): errs.append("duplicate conflict wording")
print("| workspace | layout | langs | files | MEMORY chars | Q | conflict | agree | unrelated |")
print("|---|---|---|---|---|---|---|---|---|")
tot = collections.Counter()
for ws, meta in man["workspaces"].items():
    d = os.path.join(ROOT, "workspaces", ws)
    files = [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs]
    mem = [f for f in files if os.path.basename(f) == "MEMORY.md"]
    mc = max(len(open(f, encoding="utf-8").read()) for f in mem) if mem else 0
    if not 10 <= len(files) <= 20: errs.append(f"{ws}: {len(files)} files")
    if mc >= 5000: errs.append(f"{ws}: MEMORY.md {mc} chars")
    nq = sum(q["workspace"] == ws for q in qs)
    k = collections.Counter(p["kind"] for p in ps if p["workspace"] == ws)
    tot.update({"files": len(files), "q": nq, **k})
    print(f"| {ws} | {meta['layout']} | {', '.join(meta['langs'])} | {len(files)} | {mc} | {nq} | {k['conflict']} | {k['agree']} | {k['unrelated']} |")
print(f"| **total** | {len(set(m['layout'] for m in man['workspaces'].values()))} layouts | | {tot['files']} | | {tot['q']} | {tot['conflict']} | {tot['agree']} | {tot['unrelated']} |")
print()
print("questions by lang:", dict(collections.Counter(q["lang"] for q in qs)))
print("answer_lang:", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("cross-language questions (lang != answer_lang):", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pairs by langs:", dict(collections.Counter(p["langs"] for p in ps)))
conf = [p for p in ps if p["kind"] == "conflict"]
print("conflicts current:", dict(collections.Counter(p["current"] for p in conf)))
print("conflicts cross-language:", sum("-" in p["langs"] for p in conf), "of", len(conf))
print("conflict slots:", dict(collections.Counter(p["slot"] for p in conf)))
print("ERRORS:" if errs else "OK: no errors")
for e in errs: print("  ", e)
