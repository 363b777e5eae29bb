#!/usr/bin/env python3
"""Validate frozen10a: every gold/pair line exists & non-empty, ids unique, counts, layout rules."""
import json, os, collections, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WS = os.path.join(ROOT, "workspaces")
man = json.load(open(os.path.join(ROOT, "manifest.json"), encoding="utf-8"))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]
err = []
def line(ws, ref):
    path, n = ref.rsplit(":", 1); fp = os.path.join(WS, ws, path)
    if not os.path.isfile(fp): err.append(f"missing file {ws}/{path}"); return ""
    L = open(fp, encoding="utf-8").read().split("\n"); n = int(n)
    if n < 1 or n > len(L) or not L[n-1].strip(): err.append(f"bad/empty line {ws}/{ref}"); return ""
    return L[n-1]
ids = [q["id"] for q in qs] + [p["id"] for p in ps]
if len(ids) != len(set(ids)): err.append("duplicate ids")
for q in qs:
    if q["workspace"] not in man["workspaces"]: err.append(f"{q['id']} unknown ws")
    if not q["gold"]: err.append(f"{q['id']} no gold")
    for g in q["gold"]: line(q["workspace"], g)
seen = set()
for p in ps:
    a, b = line(p["workspace"], p["a"]), line(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append(f"{p['id']} a==b")
    key = (p["workspace"], tuple(sorted((p["a"], p["b"]))))
    if key in seen: err.append(f"{p['id']} duplicate pair")
    seen.add(key)
    if p["kind"] == "conflict" and p.get("current") not in ("a", "b"): err.append(f"{p['id']} current")
    if p["kind"] != "conflict" and "current" in p: err.append(f"{p['id']} current on non-conflict")
    if p["kind"] not in ("conflict", "agree", "unrelated"): err.append(f"{p['id']} kind")
# workspace checks
layouts = collections.Counter(); tbl = []
for wid, w in man["workspaces"].items():
    layouts[w["layout"]] += 1
    files = [os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(WS, wid)) for f in fs]
    if not 10 <= len(files) <= 20: err.append(f"{wid}: {len(files)} files")
    for mm in ("MEMORY.md", "memories/MEMORY.md"):
        fp = os.path.join(WS, wid, mm)
        if os.path.isfile(fp) and len(open(fp, encoding="utf-8").read()) >= 5000: err.append(f"{wid} {mm} too long")
    for fp in files:
        for d in re.findall(r"20\d\d-\d\d-\d\d", open(fp, encoding="utf-8").read() + fp):
            if not ("2025-01-01" <= d <= "2026-12-03"): err.append(f"{wid}: date {d} out of range in {fp}")
    wq = [q for q in qs if q["workspace"] == wid]; wp = [p for p in ps if p["workspace"] == wid]
    k = collections.Counter(p["kind"] for p in wp)
    tbl.append((wid, w["layout"], ",".join(w["langs"]), len(files), len(wq), k["conflict"], k["agree"], k["unrelated"]))
if len(layouts) != 5: err.append(f"layouts used: {dict(layouts)}")
if len(qs) < 90: err.append(f"only {len(qs)} questions")
kinds = collections.Counter(p["kind"] for p in ps)
if kinds["conflict"] < 50: err.append("conflicts < 50")
if kinds["agree"] + kinds["unrelated"] < 50: err.append("no-flag < 50")
conf = [p for p in ps if p["kind"] == "conflict"]
xl = [p for p in conf if "-" in p["langs"]]
if len(xl) * 3 < len(conf): err.append(f"cross-language conflicts {len(xl)}/{len(conf)} < 1/3")
wordings = [p["wording"] for p in conf]
if len(wordings) != len(set(wordings)): err.append("duplicate conflict wording")
print("| Workspace | Layout | Langs | Files | Questions | Conflicts | Agree | Unrelated |")
print("|---|---|---|---|---|---|---|---|")
for r in tbl: print("| " + " | ".join(map(str, r)) + " |")
print(f"| total | {len(layouts)} layouts | | {sum(r[3] for r in tbl)} | {len(qs)} | {kinds['conflict']} | {kinds['agree']} | {kinds['unrelated']} |")
print("questions by lang:", dict(collections.Counter(q["lang"] for q in qs)))
print("answer_lang:", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("cross-lang questions (lang != answer_lang):", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pairs by langs:", dict(collections.Counter(p["langs"] for p in ps)))
print("conflict langs:", dict(collections.Counter(p["langs"] for p in conf)), f"cross={len(xl)}")
print("current:", dict(collections.Counter(p["current"] for p in conf)))
print("layouts:", dict(layouts))
if err:
    print("ERRORS:"); [print(" -", e) for e in err]; sys.exit(1)
print("OK: all gold/pair lines exist and are non-empty; ids unique; counts met")
