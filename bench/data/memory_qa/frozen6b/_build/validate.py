#!/usr/bin/env python3
"""Validate frozen6b: every gold/pair line exists and is non-empty, ids unique, schema, counts."""
import json, os, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json")))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"))]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"))]
err = []
def line(ws, ref):
    rel, n = ref.rsplit(":", 1); p = os.path.join(ROOT, "workspaces", ws, rel)
    if not os.path.isfile(p): err.append(f"missing file {ws}/{rel}"); return ""
    L = open(p, encoding="utf-8").read().split("\n"); n = int(n)
    if not (1 <= n <= len(L)) or not L[n-1].strip(): err.append(f"bad line {ws}/{ref}"); return ""
    return L[n-1]
assert man["today"] == "2026-12-01"
ids = [q["id"] for q in qs] + [p["id"] for p in ps]
if len(ids) != len(set(ids)): err.append("duplicate ids")
for q in qs:
    assert set(q) == {"id","workspace","lang","question","gold","answer_lang"}, q
    assert q["workspace"] in man["workspaces"] and q["gold"]
    for g in q["gold"]: line(q["workspace"], g)
superseded = set()
for p in ps:
    assert p["kind"] in ("conflict","agree","unrelated")
    assert ("current" in p) == (p["kind"] == "conflict")
    la, lb = line(p["workspace"], p["a"]), line(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append(f"same line {p['id']}")
    if p["kind"] == "conflict":
        assert p["current"] in ("a","b")
        superseded.add((p["workspace"], p["b"] if p["current"] == "a" else p["a"]))
for q in qs:
    for g in q["gold"]:
        if (q["workspace"], g) in superseded: err.append(f"{q['id']} gold {g} is a superseded line")
# workspace files
fc = {}
for ws, meta in man["workspaces"].items():
    d = os.path.join(ROOT, "workspaces", ws)
    files = [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs]
    fc[ws] = len(files)
    if not 10 <= len(files) <= 20: err.append(f"{ws}: {len(files)} files")
    for f in files:
        if os.path.basename(f) == "MEMORY.md" and len(open(f, encoding="utf-8").read()) >= 5000: err.append(f"{f} >= 5000 chars")
layouts = {m["layout"] for m in man["workspaces"].values()}
if layouts != {"claw-stack","3-layer","claude-code","hermes","openclaw"}: err.append(f"layouts {layouts}")
kinds = collections.Counter(p["kind"] for p in ps)
if len(qs) < 90: err.append("fewer than 90 questions")
if kinds["conflict"] < 50: err.append("fewer than 50 conflicts")
if kinds["agree"] + kinds["unrelated"] < 50: err.append("fewer than 50 no-flag pairs")
conf = [p for p in ps if p["kind"] == "conflict"]
xl = [p for p in conf if "-" in p["langs"]]
if len(xl) * 3 < len(conf): err.append("cross-language conflicts < 1/3")
if len({p["wording"] for p in conf}) != len(conf): err.append("duplicate conflict wording")
print("| Workspace | Layout | Langs | Files | Questions | Conflicts | Agree | Unrelated |")
print("|---|---|---|---|---|---|---|---|")
for ws, m in man["workspaces"].items():
    c = collections.Counter(p["kind"] for p in ps if p["workspace"] == ws)
    print(f"| {ws} | {m['layout']} | {', '.join(m['langs'])} | {fc[ws]} | {sum(q['workspace']==ws for q in qs)} | {c['conflict']} | {c['agree']} | {c['unrelated']} |")
print(f"| **total** | 5 layouts | | {sum(fc.values())} | **{len(qs)}** | **{kinds['conflict']}** | **{kinds['agree']}** | **{kinds['unrelated']}** |")
print("questions by lang:", dict(collections.Counter(q["lang"] for q in qs)))
print("answer_lang:", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("cross-lingual questions (lang != answer_lang):", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pairs by langs:", dict(collections.Counter(p["langs"] for p in ps)))
print("conflicts by langs:", dict(collections.Counter(p["langs"] for p in conf)), f"cross-language {len(xl)}/{len(conf)}")
print("conflict current:", dict(collections.Counter(p["current"] for p in conf)))
print("conflict slots:", dict(collections.Counter(p["slot"] for p in conf)))
print("ERRORS:" if err else "OK: no errors", *err, sep="\n  ")
raise SystemExit(1 if err else 0)
