import json, os, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json")))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]
err = []
def line(ws, ref):
    path, n = ref.rsplit(":", 1)
    fp = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(fp): err.append(f"missing file {ws}/{path}"); return ""
    L = open(fp, encoding="utf-8").read().split("\n")
    n = int(n)
    if not (1 <= n <= len(L)) or not L[n-1].strip(): err.append(f"empty/out of range {ws}/{ref}"); return ""
    return L[n-1]
assert man["today"] == "2026-12-03"
ids = [q["id"] for q in qs] + [p["id"] for p in ps]
if len(ids) != len(set(ids)): err.append("duplicate ids")
for q in qs:
    if q["workspace"] not in man["workspaces"]: err.append("bad ws " + q["id"])
    if not q["gold"]: err.append("no gold " + q["id"])
    for g in q["gold"]: line(q["workspace"], g)
stale = set()
for p in ps:
    if p["workspace"] not in man["workspaces"]: err.append("bad ws " + p["id"])
    la, lb = line(p["workspace"], p["a"]), line(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append("same line " + p["id"])
    if p["kind"] == "conflict":
        if p.get("current") not in ("a", "b"): err.append("current " + p["id"])
        stale.add((p["workspace"], p["b"] if p["current"] == "a" else p["a"]))
    elif p["kind"] not in ("agree", "unrelated") or "current" in p: err.append("kind/current " + p["id"])
for q in qs:
    for g in q["gold"]:
        if (q["workspace"], g) in stale: err.append(f"gold is a superseded line {q['id']} {g}")
# wording uniqueness
w = [p["wording"] for p in ps if p["kind"] == "conflict"]
if len(w) != len(set(w)): err.append("duplicate conflict wording")
# workspace files
layouts = collections.Counter()
print("| workspace | layout | files | MEMORY.md chars | questions | conflict | agree | unrelated |")
print("|---|---|---|---|---|---|---|---|")
for ws, meta in man["workspaces"].items():
    layouts[meta["layout"]] += 1
    d = os.path.join(ROOT, "workspaces", ws)
    files = [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs]
    if not 10 <= len(files) <= 20: err.append(f"{ws} has {len(files)} files")
    mm = [f for f in files if os.path.basename(f) == "MEMORY.md"]
    mc = max(len(open(f, encoding="utf-8").read()) for f in mm)
    if mc >= 5000: err.append(f"{ws} MEMORY.md {mc} chars")
    k = collections.Counter(p["kind"] for p in ps if p["workspace"] == ws)
    nq = sum(q["workspace"] == ws for q in qs)
    print(f"| {ws} | {meta['layout']} | {len(files)} | {mc} | {nq} | {k['conflict']} | {k['agree']} | {k['unrelated']} |")
if len(layouts) != 5: err.append(f"layouts used: {dict(layouts)}")
kinds = collections.Counter(p["kind"] for p in ps)
conf = [p for p in ps if p["kind"] == "conflict"]
cross = [p for p in conf if "-" in p["langs"]]
print()
print("questions", len(qs), "| pairs", len(ps), dict(kinds))
print("layouts", dict(layouts))
print("question lang", dict(collections.Counter(q["lang"] for q in qs)), "| answer_lang", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("cross-language questions (lang != answer_lang):", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pair langs", dict(collections.Counter(p["langs"] for p in ps)))
print("conflict langs", dict(collections.Counter(p["langs"] for p in conf)), "cross:", len(cross))
print("current", dict(collections.Counter(p["current"] for p in conf)))
print("conflict slots", dict(collections.Counter(p["slot"] for p in conf)))
if len(qs) < 90: err.append("questions < 90")
if kinds["conflict"] < 50: err.append("conflicts < 50")
if kinds["agree"] + kinds["unrelated"] < 50: err.append("no-flag < 50")
if len(cross) * 3 < len(conf): err.append("cross-language conflicts < 1/3")
print("ERRORS:" if err else "OK: all checks passed", *err, sep="\n")
