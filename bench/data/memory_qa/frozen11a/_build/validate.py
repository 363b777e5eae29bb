#!/usr/bin/env python3
"""Validate frozen11a: lines exist & non-empty, ids unique, counts, layout/lang coverage, file limits."""
import json, os, re, collections, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WS = os.path.join(ROOT, "workspaces")
err = []
man = json.load(open(os.path.join(ROOT, "manifest.json"), encoding="utf-8"))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8") if l.strip()]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8") if l.strip()]

def line_of(ws, ref):
    path, n = ref.rsplit(":", 1); n = int(n)
    fp = os.path.join(WS, ws, path)
    if not os.path.isfile(fp): err.append(f"missing file {ws}/{path}"); return None
    lines = open(fp, encoding="utf-8").read().split("\n")
    if not (1 <= n <= len(lines)) or not lines[n-1].strip(): err.append(f"empty/out of range {ws}/{ref}"); return None
    return lines[n-1]

ids = [q["id"] for q in qs] + [p["id"] for p in ps]
dups = [i for i, c in collections.Counter(ids).items() if c > 1]
if dups: err.append(f"duplicate ids {dups}")
if man["today"] != "2026-12-05": err.append("today wrong")
for q in qs:
    if q["workspace"] not in man["workspaces"]: err.append(f"{q['id']} unknown ws")
    if not q["gold"]: err.append(f"{q['id']} no gold")
    for g in q["gold"]: line_of(q["workspace"], g)
superseded = set()
for p in ps:
    la, lb = line_of(p["workspace"], p["a"]), line_of(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append(f"{p['id']} a==b")
    if p["kind"] == "conflict":
        if p.get("current") not in ("a", "b"): err.append(f"{p['id']} current")
        old = p["b"] if p["current"] == "a" else p["a"]
        superseded.add((p["workspace"], old))
    elif "current" in p: err.append(f"{p['id']} current on non-conflict")
for q in qs:
    for g in q["gold"]:
        if (q["workspace"], g) in superseded: err.append(f"{q['id']} gold {g} is a superseded line")
wordings = collections.Counter(p["wording"] for p in ps)
if any(c > 1 for c in wordings.values()): err.append("duplicate wording")
# workspaces
layouts = collections.Counter()
DATE = re.compile(r"(\d{4}-\d{2}-\d{2})")
print("| workspace | layout | files | MEMORY.md chars | questions | conflict | agree | unrelated | cur=a | cur=b |")
print("|---|---|---|---|---|---|---|---|---|---|")
for ws, meta in man["workspaces"].items():
    layouts[meta["layout"]] += 1
    files = [os.path.join(d, f) for d, _, fs in os.walk(os.path.join(WS, ws)) for f in fs]
    if not 10 <= len(files) <= 20: err.append(f"{ws} has {len(files)} files")
    mem = [f for f in files if os.path.basename(f) == "MEMORY.md"]
    mc = max(len(open(f, encoding="utf-8").read()) for f in mem) if mem else 0
    if mc >= 5000: err.append(f"{ws} MEMORY.md too long")
    for f in files:
        m = DATE.search(os.path.basename(f))
        if m and not ("2025-01-01" <= m.group(1) <= "2026-12-04"): err.append(f"date out of range {f}")
    qn = sum(q["workspace"] == ws for q in qs)
    k = collections.Counter(p["kind"] for p in ps if p["workspace"] == ws)
    cur = collections.Counter(p["current"] for p in ps if p["workspace"] == ws and p["kind"] == "conflict")
    print(f"| {ws} | {meta['layout']} | {len(files)} | {mc} | {qn} | {k['conflict']} | {k['agree']} | {k['unrelated']} | {cur['a']} | {cur['b']} |")
for L in ["claw-stack", "3-layer", "claude-code", "hermes", "openclaw"]:
    if not layouts[L]: err.append(f"layout {L} unused")
if len(man["workspaces"]) != 6: err.append("need 6 workspaces")
kinds = collections.Counter(p["kind"] for p in ps)
conf = [p for p in ps if p["kind"] == "conflict"]
xl = [p for p in conf if "-" in p["langs"]]
if len(qs) < 90: err.append("questions < 90")
if kinds["conflict"] < 50: err.append("conflicts < 50")
if kinds["agree"] + kinds["unrelated"] < 50: err.append("no-flag < 50")
if len(xl) * 3 < len(conf): err.append("cross-language conflicts < 1/3")
ko_ws = sum("ko" in m["langs"] for m in man["workspaces"].values())
if ko_ws < 3: err.append("Korean in < 3 workspaces")
print()
print("questions:", len(qs), "| pairs:", len(ps), dict(kinds))
print("questions by lang:", dict(collections.Counter(q["lang"] for q in qs)))
print("answer_lang:", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("cross-language questions (lang != answer_lang):", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pairs by langs:", dict(collections.Counter(p["langs"] for p in ps)))
print("conflicts by langs:", dict(collections.Counter(p["langs"] for p in conf)), "cross-language:", len(xl))
print("conflict current:", dict(collections.Counter(p["current"] for p in conf)))
print("conflict slots:", dict(collections.Counter(p["slot"] for p in conf)))
print("workspaces with ko:", ko_ws)
if err:
    print("\nERRORS:"); [print(" -", e) for e in err]; sys.exit(1)
print("\nOK: all gold/pair lines exist and are non-empty; ids unique; counts met.")
