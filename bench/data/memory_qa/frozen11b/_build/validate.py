#!/usr/bin/env python3
import json, os, collections, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json")))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"))]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"))]
err = []
def line(ws, ref):
    path, n = ref.rsplit(":", 1); p = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(p): err.append(f"missing file {ws}/{path}"); return ""
    L = open(p, encoding="utf-8").read().split("\n"); n = int(n)
    if not (1 <= n <= len(L)) or not L[n-1].strip(): err.append(f"empty/out of range {ws}/{ref}"); return ""
    return L[n-1]
ids = [q["id"] for q in qs] + [p["id"] for p in ps]
if len(ids) != len(set(ids)): err.append("duplicate ids")
for q in qs:
    if q["workspace"] not in man["workspaces"]: err.append("unknown ws " + q["id"])
    if not q["gold"]: err.append("no gold " + q["id"])
    for g in q["gold"]: line(q["workspace"], g)
for p in ps:
    la, lb = line(p["workspace"], p["a"]), line(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append("a==b " + p["id"])
    if p["kind"] == "conflict" and p.get("current") not in ("a", "b"): err.append("current " + p["id"])
    if p["kind"] not in ("conflict", "agree", "unrelated"): err.append("kind " + p["id"])
wordings = [p["wording"] for p in ps if p["kind"] == "conflict"]
if len(wordings) != len(set(wordings)): err.append("duplicate conflict wording")
# workspace checks
layouts = collections.Counter(v["layout"] for v in man["workspaces"].values())
print("layouts:", dict(layouts))
if len(layouts) != 5: err.append("not all 5 layouts")
print(f"{'workspace':40} {'layout':12} files  MEMORY.md  q  conf agree unrel")
for ws, v in man["workspaces"].items():
    d = os.path.join(ROOT, "workspaces", ws)
    nf = sum(len(f) for _, _, f in os.walk(d))
    mem = [os.path.join(dp, f) for dp, _, fs in os.walk(d) for f in fs if f == "MEMORY.md"]
    msz = max(len(open(m, encoding="utf-8").read()) for m in mem) if mem else 0
    if not 10 <= nf <= 20: err.append(f"{ws}: {nf} files")
    if msz >= 5000: err.append(f"{ws}: MEMORY.md {msz} chars")
    c = collections.Counter(p["kind"] for p in ps if p["workspace"] == ws)
    nq = sum(1 for q in qs if q["workspace"] == ws)
    print(f"{ws:40} {v['layout']:12} {nf:5}  {msz:9}  {nq:2} {c['conflict']:5} {c['agree']:5} {c['unrelated']:5}")
kinds = collections.Counter(p["kind"] for p in ps)
cur = collections.Counter(p.get("current") for p in ps if p["kind"] == "conflict")
xl = sum(1 for p in ps if p["kind"] == "conflict" and "-" in p["langs"])
print("questions:", len(qs), "pairs:", dict(kinds), "current:", dict(cur), "cross-lang conflicts:", xl)
print("question lang:", dict(collections.Counter(q["lang"] for q in qs)))
print("answer lang:", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("cross-language questions:", sum(1 for q in qs if q["lang"] != q["answer_lang"]))
print("pair langs:", dict(collections.Counter(p["langs"] for p in ps)))
if len(qs) < 90: err.append("questions < 90")
if kinds["conflict"] < 50: err.append("conflicts < 50")
if kinds["agree"] + kinds["unrelated"] < 50: err.append("no-flag < 50")
if xl * 3 < kinds["conflict"]: err.append("cross-language conflicts < 1/3")
print("ERRORS:" if err else "OK: all checks passed"); [print(" -", e) for e in err]
sys.exit(1 if err else 0)
