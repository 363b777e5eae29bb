#!/usr/bin/env python3
"""Validate the frozen5a set: refs exist and are non-empty, ids unique, schema, counts."""
import json, os, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
err = []
man = json.load(open(os.path.join(ROOT, "manifest.json"), encoding="utf-8"))
assert man["today"] == "2026-12-01"
wss = man["workspaces"]
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]

def check_ref(ws, ref):
    rel, _, ln = ref.rpartition(":")
    p = os.path.join(ROOT, "workspaces", ws, rel)
    if not os.path.isfile(p): err.append(f"missing file {ws}/{rel}"); return None
    lines = open(p, encoding="utf-8").read().split("\n")
    n = int(ln)
    if not (1 <= n <= len(lines)) or not lines[n-1].strip(): err.append(f"bad/empty line {ws}/{ref}"); return None
    return lines[n-1]

ids = [q["id"] for q in qs] + [p["id"] for p in ps]
if len(ids) != len(set(ids)): err.append("duplicate ids")
for q in qs:
    if set(q) != {"id","workspace","lang","question","gold","answer_lang"}: err.append(f"schema {q['id']}")
    if q["workspace"] not in wss: err.append(f"unknown ws {q['id']}")
    if not q["gold"]: err.append(f"no gold {q['id']}")
    if len(set(q["gold"])) != len(q["gold"]): err.append(f"dup gold {q['id']}")
    for g in q["gold"]: check_ref(q["workspace"], g)
seen_pairs = set()
for p in ps:
    if p["kind"] not in ("conflict","agree","unrelated"): err.append(f"kind {p['id']}")
    if p["kind"] == "conflict" and p.get("current") not in ("a","b"): err.append(f"current {p['id']}")
    if p["kind"] != "conflict" and "current" in p: err.append(f"current on non-conflict {p['id']}")
    if p["a"] == p["b"]: err.append(f"a==b {p['id']}")
    key = (p["workspace"], frozenset((p["a"], p["b"])))
    if key in seen_pairs: err.append(f"duplicate pair {p['id']}")
    seen_pairs.add(key)
    for side in ("a","b"): check_ref(p["workspace"], p[side])
# stale-line check: a conflict's superseded line must not be gold for any question
stale = {(p["workspace"], p["b"] if p["current"]=="a" else p["a"]) for p in ps if p["kind"]=="conflict"}
for q in qs:
    for g in q["gold"]:
        if (q["workspace"], g) in stale: err.append(f"{q['id']} gold {g} is a superseded conflict side")
# workspace checks
layouts = collections.Counter()
for ws, meta in wss.items():
    layouts[meta["layout"]] += 1
    base = os.path.join(ROOT, "workspaces", ws)
    files = [os.path.join(dp, f) for dp, _, fs in os.walk(base) for f in fs]
    if not (10 <= len(files) <= 20): err.append(f"{ws}: {len(files)} files")
    for mp in ("MEMORY.md", "memories/MEMORY.md"):
        f = os.path.join(base, mp)
        if os.path.isfile(f):
            n = len(open(f, encoding="utf-8").read())
            if n >= 5000: err.append(f"{ws}: MEMORY.md {n} chars")
if set(layouts) != {"claw-stack","3-layer","claude-code","hermes","openclaw"}: err.append(f"layouts {layouts}")
nconf = sum(p["kind"]=="conflict" for p in ps); nnf = len(ps) - nconf
cross = sum(p["kind"]=="conflict" and "-" in p["langs"] for p in ps)
if len(qs) < 90: err.append(f"only {len(qs)} questions")
if nconf < 50: err.append(f"only {nconf} conflicts")
if nnf < 50: err.append(f"only {nnf} no-flag pairs")
if cross * 3 < nconf: err.append(f"cross-language conflicts {cross}/{nconf} < 1/3")
wording = [p["wording"] for p in ps if p["kind"]=="conflict"]
if len(set(wording)) != len(wording): err.append("duplicate conflict wording")
ko_ws = [w for w, m in wss.items() if "ko" in m["langs"]]
if len(ko_ws) < 3: err.append("Korean in < 3 workspaces")

# report
print(f"workspaces {len(wss)}  layouts {dict(layouts)}")
print(f"questions {len(qs)}  pairs {len(ps)}  conflicts {nconf} (cross-language {cross})  agree {sum(p['kind']=='agree' for p in ps)}  unrelated {sum(p['kind']=='unrelated' for p in ps)}")
print("current:", dict(collections.Counter(p['current'] for p in ps if p['kind']=='conflict')))
print("question lang:", dict(collections.Counter(q['lang'] for q in qs)), " answer_lang:", dict(collections.Counter(q['answer_lang'] for q in qs)))
print("cross-language questions:", sum(q['lang'] != q['answer_lang'] for q in qs))
print("pair langs:", dict(collections.Counter(p['langs'] for p in ps)))
print("conflict langs:", dict(collections.Counter(p['langs'] for p in ps if p['kind']=='conflict')))
print("| workspace | layout | langs | files | questions | conflicts | agree | unrelated | cur a/b |")
print("|---|---|---|---|---|---|---|---|---|")
for ws, meta in wss.items():
    base = os.path.join(ROOT, "workspaces", ws)
    nf = sum(len(fs) for _, _, fs in os.walk(base))
    c = collections.Counter(p['kind'] for p in ps if p['workspace']==ws)
    cur = collections.Counter(p['current'] for p in ps if p['workspace']==ws and p['kind']=='conflict')
    print(f"| {ws} | {meta['layout']} | {', '.join(meta['langs'])} | {nf} | {sum(q['workspace']==ws for q in qs)} | {c['conflict']} | {c['agree']} | {c['unrelated']} | {cur['a']}/{cur['b']} |")
if err:
    print("ERRORS:"); [print(" -", e) for e in err]; sys.exit(1)
print("OK: all gold/pair lines exist and are non-empty; ids unique; minimums met")
