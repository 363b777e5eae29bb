#!/usr/bin/env python3
"""Validate the frozen7a set: lines exist/non-empty, ids unique, counts, layout rules."""
import json, os, re, sys
from collections import Counter
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json"), encoding="utf-8"))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]
errs = []
def line(ws, ref):
    path, n = ref.rsplit(":", 1); fp = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(fp): errs.append(f"missing file {ws}/{path}"); return ""
    L = open(fp, encoding="utf-8").read().split("\n"); n = int(n)
    if not (1 <= n <= len(L)) or not L[n-1].strip(): errs.append(f"bad/empty line {ws}/{ref}"); return ""
    return L[n-1]
assert man["today"] == "2026-12-01"
ids = [q["id"] for q in qs] + [p["id"] for p in ps]
if len(ids) != len(set(ids)): errs.append("duplicate ids")
for q in qs:
    if q["workspace"] not in man["workspaces"]: errs.append(f"{q['id']} unknown ws")
    if not q["gold"]: errs.append(f"{q['id']} no gold")
    for g in q["gold"]: line(q["workspace"], g)
superseded = set()
seen_pairs = set(); wordings = Counter()
for p in ps:
    a = line(p["workspace"], p["a"]); b = line(p["workspace"], p["b"])
    if p["a"] == p["b"]: errs.append(f"{p['id']} a==b")
    key = (p["workspace"], frozenset([p["a"], p["b"]]))
    if key in seen_pairs: errs.append(f"{p['id']} duplicate line pair")
    seen_pairs.add(key); wordings[p["wording"]] += 1
    if p["kind"] == "conflict":
        if p.get("current") not in ("a", "b"): errs.append(f"{p['id']} bad current")
        superseded.add((p["workspace"], p["b"] if p["current"] == "a" else p["a"]))
    elif "current" in p: errs.append(f"{p['id']} current on non-conflict")
    if p["kind"] not in ("conflict", "agree", "unrelated"): errs.append(f"{p['id']} bad kind")
for w, c in wordings.items():
    if c > 1: errs.append(f"wording repeated: {w}")
for q in qs:
    for g in q["gold"]:
        if (q["workspace"], g) in superseded: errs.append(f"{q['id']} gold {g} is a superseded conflict side")
# workspaces
layouts = Counter(); rows = []
for ws, meta in man["workspaces"].items():
    d = os.path.join(ROOT, "workspaces", ws); files = []
    for r, _, fs in os.walk(d):
        files += [os.path.relpath(os.path.join(r, f), d) for f in fs]
    layouts[meta["layout"]] += 1
    if not 10 <= len(files) <= 20: errs.append(f"{ws}: {len(files)} files")
    for f in files:
        m = re.search(r"(\d{4}-\d{2}-\d{2})", os.path.basename(f))
        if m and not ("2025-01-01" <= m.group(1) <= "2026-11-30"): errs.append(f"{ws}/{f} date out of range")
        if os.path.basename(f) == "MEMORY.md" and len(open(os.path.join(d, f), encoding="utf-8").read()) >= 5000:
            errs.append(f"{ws}/{f} MEMORY.md too long")
    wq = [q for q in qs if q["workspace"] == ws]; wp = [p for p in ps if p["workspace"] == ws]
    k = Counter(p["kind"] for p in wp)
    rows.append((ws, meta["layout"], ",".join(meta["langs"]), len(files), len(wq), k["conflict"], k["agree"], k["unrelated"]))
if set(layouts) != {"claw-stack", "3-layer", "claude-code", "hermes", "openclaw"}: errs.append(f"layouts {layouts}")
kinds = Counter(p["kind"] for p in ps)
conf = [p for p in ps if p["kind"] == "conflict"]
xl = [p for p in conf if "-" in p["langs"]]
if len(qs) < 90: errs.append("fewer than 90 questions")
if kinds["conflict"] < 50: errs.append("fewer than 50 conflicts")
if kinds["agree"] + kinds["unrelated"] < 50: errs.append("fewer than 50 no-flag pairs")
if len(xl) * 3 < len(conf): errs.append("cross-language conflicts < 1/3")
print("| workspace | layout | langs | files | questions | conflicts | agree | unrelated |")
print("|---|---|---|---|---|---|---|---|")
for r in rows: print("| " + " | ".join(map(str, r)) + " |")
print(f"| total | | | {sum(r[3] for r in rows)} | {len(qs)} | {kinds['conflict']} | {kinds['agree']} | {kinds['unrelated']} |")
print("questions by lang:", dict(Counter(q["lang"] for q in qs)))
print("answer_lang:", dict(Counter(q["answer_lang"] for q in qs)))
print("cross-language questions (lang != answer_lang):", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pairs by langs:", dict(Counter(p["langs"] for p in ps)))
print("conflicts by langs:", dict(Counter(p["langs"] for p in conf)), f"cross-language {len(xl)}/{len(conf)}")
print("current:", dict(Counter(p["current"] for p in conf)))
print("conflict slots:", dict(Counter(p["slot"] for p in conf)))
if errs:
    print("ERRORS:"); [print(" -", e) for e in errs]; sys.exit(1)
print("OK: all gold/pair lines exist and are non-empty; ids unique; counts satisfied")
