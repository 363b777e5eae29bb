import json, os, collections, re
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json")))
assert man["today"] == "2026-12-01"
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"))]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"))]
err = []
def chk(ws, ref):
    path, line = ref.rsplit(":", 1); fp = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(fp): err.append(f"missing file {ws}/{path}"); return None
    L = open(fp, encoding="utf-8").read().split("\n"); n = int(line)
    if not (1 <= n <= len(L)) or not L[n-1].strip(): err.append(f"bad/empty line {ws}/{ref}"); return None
    return L[n-1]
ids = [x["id"] for x in qs + ps]
if len(ids) != len(set(ids)): err.append("duplicate ids")
for q in qs:
    if q["workspace"] not in man["workspaces"]: err.append("unknown ws " + q["id"])
    if not q["gold"]: err.append("no gold " + q["id"])
    for g in q["gold"]: chk(q["workspace"], g)
wordings = set()
for p in ps:
    la, lb = chk(p["workspace"], p["a"]), chk(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append("a==b " + p["id"])
    if p["kind"] == "conflict":
        if p.get("current") not in ("a", "b"): err.append("current " + p["id"])
        if p["wording"] in wordings: err.append("dup wording " + p["id"])
        wordings.add(p["wording"])
    elif "current" in p: err.append("current on non-conflict " + p["id"])
    if p["kind"] not in ("conflict", "agree", "unrelated"): err.append("kind " + p["id"])
# workspace checks
for ws, meta in man["workspaces"].items():
    d = os.path.join(ROOT, "workspaces", ws)
    files = [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs]
    if not (10 <= len(files) <= 20): err.append(f"{ws}: {len(files)} files")
    for mp in ("MEMORY.md", "memories/MEMORY.md"):
        if os.path.exists(os.path.join(d, mp)):
            n = len(open(os.path.join(d, mp), encoding="utf-8").read())
            if n >= 5000: err.append(f"{ws}/{mp} {n} chars")
            if meta["layout"] == "hermes" and n > 2200: err.append(f"{ws} hermes MEMORY over 2200")
    for f in files:
        for dt in re.findall(r"(20\d\d)-(\d\d)-(\d\d)", os.path.basename(f)):
            if not ("2025-01" <= f"{dt[0]}-{dt[1]}" <= "2026-11"): err.append("file date out of range " + f)
layouts = collections.Counter(m["layout"] for m in man["workspaces"].values())
C = collections.Counter
conf = [p for p in ps if p["kind"] == "conflict"]
cross = [p for p in conf if "-" in p["langs"]]
print("workspaces:", len(man["workspaces"]), dict(layouts))
print("questions:", len(qs), "| by ws:", dict(C(q["workspace"] for q in qs)))
print("  by question lang:", dict(C(q["lang"] for q in qs)), "| by answer lang:", dict(C(q["answer_lang"] for q in qs)),
      "| cross-lang q:", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pairs:", len(ps), dict(C(p["kind"] for p in ps)))
print("  conflicts current:", dict(C(p["current"] for p in conf)), "| cross-language conflicts:", len(cross), dict(C(p["langs"] for p in cross)))
print("  pair langs:", dict(C(p["langs"] for p in ps)))
print("  conflict slots:", dict(C(p["slot"] for p in conf)))
for ws in man["workspaces"]:
    k = C(p["kind"] for p in ps if p["workspace"] == ws)
    nf = len([f for r, _, fs in os.walk(os.path.join(ROOT, "workspaces", ws)) for f in fs])
    print(f"  {ws}: layout={man['workspaces'][ws]['layout']} files={nf} q={sum(q['workspace']==ws for q in qs)} conflict={k['conflict']} agree={k['agree']} unrelated={k['unrelated']}")
if len(layouts) < 5: err.append("not all 5 layouts")
if len(qs) < 85: err.append("<85 questions")
if len(conf) < 45: err.append("<45 conflicts")
if len(ps) - len(conf) < 45: err.append("<45 no-flag pairs")
if len(cross) * 3 < len(conf): err.append("cross-language conflicts < 1/3")
print("ERRORS:" if err else "OK — no errors", *err, sep="\n  ")
