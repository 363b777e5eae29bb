import json, os, collections, glob
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WS = os.path.join(ROOT, "workspaces")
man = json.load(open(os.path.join(ROOT, "manifest.json")))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"))]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"))]
err = []
def line(w, ref):
    path, n = ref.rsplit(":", 1); n = int(n)
    fp = os.path.join(WS, w, path)
    if not os.path.isfile(fp): err.append(f"missing file {w}/{path}"); return ""
    L = open(fp, encoding="utf-8").read().split("\n")
    if not 1 <= n <= len(L) or not L[n-1].strip(): err.append(f"bad/empty line {w}/{ref}"); return ""
    return L[n-1]
for key, rows in (("questions", qs), ("pairs", ps)):
    ids = [r["id"] for r in rows]
    if len(ids) != len(set(ids)): err.append(f"duplicate ids in {key}")
for q in qs:
    assert q["workspace"] in man["workspaces"], q
    if not q["gold"]: err.append(f"no gold {q['id']}")
    for g in q["gold"]: line(q["workspace"], g)
for p in ps:
    assert p["workspace"] in man["workspaces"], p
    a, b = line(p["workspace"], p["a"]), line(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append(f"a==b {p['id']}")
    if p["kind"] == "conflict" and p["current"] not in ("a", "b"): err.append(f"current missing {p['id']}")
    if p["kind"] != "conflict" and p["current"] is not None: err.append(f"current set on no-flag {p['id']}")
    if p["kind"] not in ("conflict", "agree", "unrelated"): err.append(f"kind {p['id']}")
# workspace shape
for w, meta in man["workspaces"].items():
    files = [f for f in glob.glob(os.path.join(WS, w, "**", "*"), recursive=True) if os.path.isfile(f)]
    if not 10 <= len(files) <= 20: err.append(f"{w}: {len(files)} files")
    for f in files:
        n = len(open(f, encoding="utf-8").read().split("\n"))
        if n > 55: err.append(f"{f}: {n} lines")
    mem = [f for f in files if os.path.basename(f) == "MEMORY.md"]
    for f in mem:
        if len(open(f, encoding="utf-8").read()) >= 5000: err.append(f"{f} >= 5000 chars")
    nq = sum(q["workspace"] == w for q in qs)
    nc = sum(p["workspace"] == w and p["kind"] == "conflict" for p in ps)
    nn = sum(p["workspace"] == w and p["kind"] != "conflict" for p in ps)
    if nq < 12 or nc < 5 or nn < 5: err.append(f"{w}: q={nq} conflicts={nc} noflag={nn}")
    print(f"{w:32s} {meta['layout']:12s} files={len(files):2d} q={nq} conflict={nc} agree={sum(p['workspace']==w and p['kind']=='agree' for p in ps)} unrelated={sum(p['workspace']==w and p['kind']=='unrelated' for p in ps)}")
print("questions", len(qs), "by lang", dict(collections.Counter(q["lang"] for q in qs)), "answer_lang", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("pairs", len(ps), dict(collections.Counter(p["kind"] for p in ps)), "langs", dict(collections.Counter(p["langs"] for p in ps)))
print("conflict current", dict(collections.Counter(p["current"] for p in ps if p["kind"] == "conflict")))
print("layouts", dict(collections.Counter(m["layout"] for m in man["workspaces"].values())))
print("ERRORS:" if err else "OK, no errors", *err, sep="\n")
