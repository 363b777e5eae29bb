#!/usr/bin/env python3
import json, os, collections, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json")))
Q = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
P = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]
err = []
def chk(ws, ref):
    path, ln = ref.rsplit(":", 1); fp = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(fp): err.append(f"missing file {ws}/{path}"); return
    lines = open(fp, encoding="utf-8").read().split("\n"); n = int(ln)
    if n < 1 or n > len(lines) or not lines[n-1].strip(): err.append(f"empty/out of range {ws}/{ref}")
ids = [q["id"] for q in Q] + [p["id"] for p in P]
if len(ids) != len(set(ids)): err.append("duplicate ids")
for q in Q:
    if q["workspace"] not in man["workspaces"]: err.append("unknown ws " + q["id"])
    if not q["gold"]: err.append("no gold " + q["id"])
    for g in q["gold"]: chk(q["workspace"], g)
wordings = collections.Counter(p["wording"] for p in P if p["kind"] == "conflict")
if any(v > 1 for v in wordings.values()): err.append("duplicate conflict wording")
for p in P:
    chk(p["workspace"], p["a"]); chk(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append("a==b " + p["id"])
    if p["kind"] == "conflict" and p.get("current") not in ("a", "b"): err.append("bad current " + p["id"])
    if p["kind"] not in ("conflict", "agree", "unrelated"): err.append("bad kind " + p["id"])
layouts = collections.Counter(v["layout"] for v in man["workspaces"].values())
print("layouts:", dict(layouts))
print(f"{'workspace':34} {'layout':12} files  Q  conf agree unrel")
for ws, v in man["workspaces"].items():
    d = os.path.join(ROOT, "workspaces", ws)
    nf = sum(len(f) for _, _, f in os.walk(d))
    if not 10 <= nf <= 20: err.append(f"{ws}: {nf} files")
    for mm in ("MEMORY.md", "memories/MEMORY.md"):
        if os.path.isfile(os.path.join(d, mm)):
            c = len(open(os.path.join(d, mm), encoding="utf-8").read())
            if c >= 5000: err.append(f"{ws}/{mm} {c} chars")
    k = collections.Counter(p["kind"] for p in P if p["workspace"] == ws)
    print(f"{ws:34} {v['layout']:12} {nf:5} {sum(q['workspace']==ws for q in Q):3} {k['conflict']:5} {k['agree']:5} {k['unrelated']:5}")
kinds = collections.Counter(p["kind"] for p in P)
print("totals: questions", len(Q), "pairs", dict(kinds))
print("question lang:", dict(collections.Counter(q["lang"] for q in Q)), "answer_lang:", dict(collections.Counter(q["answer_lang"] for q in Q)))
print("cross-lang questions:", sum(q["lang"] != q["answer_lang"] for q in Q))
conf = [p for p in P if p["kind"] == "conflict"]
print("conflict langs:", dict(collections.Counter(p["langs"] for p in conf)), "cross:", sum("-" in p["langs"] for p in conf))
print("nonflag langs:", dict(collections.Counter(p["langs"] for p in P if p["kind"] != "conflict")))
print("current:", dict(collections.Counter(p["current"] for p in conf)))
if len(Q) < 90: err.append("fewer than 90 questions")
if kinds["conflict"] < 50: err.append("fewer than 50 conflicts")
if kinds["agree"] + kinds["unrelated"] < 50: err.append("fewer than 50 no-flag pairs")
if sum("-" in p["langs"] for p in conf) * 3 < len(conf): err.append("cross-language conflicts < 1/3")
if set(layouts) != {"claw-stack", "3-layer", "claude-code", "hermes", "openclaw"}: err.append("not all layouts")
print("ERRORS:" if err else "OK: all checks passed", *err, sep="\n")
sys.exit(1 if err else 0)
