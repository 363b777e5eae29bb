import json, os, collections, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json")))
assert man["today"] == "2026-12-01"
Q = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"))]
P = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"))]
errs = []
def line(ws, ref):
    path, n = ref.rsplit(":", 1)
    fp = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(fp): errs.append(f"missing file {ws}/{path}"); return ""
    ls = open(fp).read().split("\n")
    n = int(n)
    if not 1 <= n <= len(ls) or not ls[n-1].strip(): errs.append(f"bad line {ws}/{ref}"); return ""
    return ls[n-1]
ids = [q["id"] for q in Q] + [p["id"] for p in P]
if len(ids) != len(set(ids)): errs.append("duplicate ids")
for q in Q:
    if q["workspace"] not in man["workspaces"]: errs.append("unknown ws " + q["id"])
    if not q["gold"]: errs.append("no gold " + q["id"])
    for g in q["gold"]: line(q["workspace"], g)
wordings = set()
for p in P:
    la, lb = line(p["workspace"], p["a"]), line(p["workspace"], p["b"])
    if p["a"] == p["b"]: errs.append("a==b " + p["id"])
    if p["kind"] == "conflict":
        if p.get("current") not in ("a", "b"): errs.append("current " + p["id"])
        if p["wording"] in wordings: errs.append("dup wording " + p["id"])
        wordings.add(p["wording"])
    elif "current" in p: errs.append("current on no-flag " + p["id"])
layouts = collections.Counter(v["layout"] for v in man["workspaces"].values())
for ws in man["workspaces"]:
    base = os.path.join(ROOT, "workspaces", ws)
    files = [os.path.join(d, f) for d, _, fs in os.walk(base) for f in fs]
    if not 10 <= len(files) <= 20: errs.append(f"{ws}: {len(files)} files")
    for f in files:
        if os.path.basename(f) == "MEMORY.md" and len(open(f).read()) >= 5000: errs.append(f"{f} too long")
    print(f"{ws:36s} files={len(files):2d} q={sum(q['workspace']==ws for q in Q):2d} "
          f"conflict={sum(p['workspace']==ws and p['kind']=='conflict' for p in P):2d} "
          f"agree={sum(p['workspace']==ws and p['kind']=='agree' for p in P):2d} "
          f"unrelated={sum(p['workspace']==ws and p['kind']=='unrelated' for p in P):2d}")
C = [p for p in P if p["kind"] == "conflict"]
cross = [p for p in C if "-" in p["langs"]]
nf = [p for p in P if p["kind"] != "conflict"]
print("layouts:", dict(layouts))
print("questions:", len(Q), "by lang", dict(collections.Counter(q["lang"] for q in Q)), "answer_lang", dict(collections.Counter(q["answer_lang"] for q in Q)))
print("cross-language questions:", sum(q["lang"] != q["answer_lang"] for q in Q))
print("conflicts:", len(C), "cross-lang:", len(cross), dict(collections.Counter(p["langs"] for p in C)), "current:", dict(collections.Counter(p["current"] for p in C)))
print("no-flag:", len(nf), dict(collections.Counter(p["kind"] for p in nf)))
print("pair langs:", dict(collections.Counter(p["langs"] for p in P)))
if len(layouts) < 5: errs.append("layouts < 5")
if len(Q) < 90: errs.append("questions < 90")
if len(C) < 50: errs.append("conflicts < 50")
if len(nf) < 50: errs.append("no-flag < 50")
if len(cross) * 3 < len(C): errs.append("cross-lang conflicts < 1/3")
print("ERRORS:", errs if errs else "none")
sys.exit(1 if errs else 0)
