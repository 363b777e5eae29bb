#!/usr/bin/env python3
"""Validate frozen10b: refs resolve to non-empty lines, ids unique, minimums, layout/file constraints; print count tables."""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json"), encoding="utf-8"))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]
err = []
def line(ws, ref):
    path, ln = ref.rsplit(":", 1)
    fp = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(fp): err.append(f"missing file {ws}/{path}"); return ""
    L = open(fp, encoding="utf-8").read().split("\n")
    n = int(ln)
    if not (1 <= n <= len(L)) or not L[n-1].strip(): err.append(f"bad/empty line {ws}/{ref}"); return ""
    return L[n-1]
assert man["today"] == "2026-12-04"
ids = [q["id"] for q in qs] + [p["id"] for p in ps]
if len(ids) != len(set(ids)): err.append("duplicate ids")
for q in qs:
    if q["workspace"] not in man["workspaces"]: err.append(f"{q['id']} unknown ws")
    if not q["gold"]: err.append(f"{q['id']} no gold")
    for g in q["gold"]: line(q["workspace"], g)
    if not all(re.fullmatch(r"h10b-q\d{3}", q["id"]) for _ in [0]): err.append(q["id"])
superseded = set()
for p in ps:
    a, b = line(p["workspace"], p["a"]), line(p["workspace"], p["b"])
    if p["a"] == p["b"]: err.append(f"{p['id']} a == b")
    if p["kind"] not in ("conflict", "agree", "unrelated"): err.append(f"{p['id']} kind")
    if p["kind"] == "conflict":
        if p.get("current") not in ("a", "b"): err.append(f"{p['id']} current")
        superseded.add((p["workspace"], p["b"] if p["current"] == "a" else p["a"]))
    elif "current" in p: err.append(f"{p['id']} current on no-flag pair")
    if not re.fullmatch(r"h10b-p\d{3}", p["id"]): err.append(p["id"])
warn = [f"{q['id']} gold {g} is the superseded side of a conflict (line may also state another current fact)"
        for q in qs for g in q["gold"] if (q["workspace"], g) in superseded]
# workspace constraints
layouts = collections.Counter()
date_re = re.compile(r"(20\d\d)-(\d\d)-(\d\d)")
for ws, meta in man["workspaces"].items():
    layouts[meta["layout"]] += 1
    d = os.path.join(ROOT, "workspaces", ws)
    files = [os.path.relpath(os.path.join(r, f), d) for r, _, fs in os.walk(d) for f in fs]
    if not 10 <= len(files) <= 20: err.append(f"{ws}: {len(files)} files")
    for f in files:
        m = date_re.search(f)
        if m and not ("2025-01-01" <= m.group(0) <= "2026-12-03"): err.append(f"{ws}/{f} date out of range")
    mm = [f for f in files if os.path.basename(f) == "MEMORY.md"]
    for f in mm:
        n = len(open(os.path.join(d, f), encoding="utf-8").read())
        if n >= 5000: err.append(f"{ws}/{f} {n} chars")
    if meta["layout"] == "hermes":
        t = open(os.path.join(d, "memories/MEMORY.md"), encoding="utf-8").read()
        if "\n§\n" not in t or t.endswith("\n"): err.append(f"{ws}: hermes MEMORY.md format")
if set(layouts) != {"claw-stack", "3-layer", "claude-code", "hermes", "openclaw"}: err.append(f"layouts {layouts}")
if len(man["workspaces"]) != 6: err.append("need 6 workspaces")
if sum("ko" in m["langs"] for m in man["workspaces"].values()) < 3: err.append("Korean in < 3 workspaces")
if sum(m["langs"][0] != "en" for m in man["workspaces"].values()) < 3: err.append("< 3 mostly non-English workspaces")
kinds = collections.Counter(p["kind"] for p in ps)
if len(qs) < 90: err.append(f"only {len(qs)} questions")
if kinds["conflict"] < 50: err.append("conflicts < 50")
if kinds["agree"] + kinds["unrelated"] < 50: err.append("no-flag < 50")
conf = [p for p in ps if p["kind"] == "conflict"]
xl = sum("-" in p["langs"] for p in conf)
if 3 * xl < len(conf): err.append(f"cross-language conflicts {xl}/{len(conf)} < 1/3")
if len(set(p["wording"] for p in ps)) != len(ps): err.append("duplicate wording")

# tables
print("| Workspace | Layout | Langs | Files | Questions | Conflicts | Agree | Unrelated |")
print("|---|---|---|---|---|---|---|---|")
for ws, meta in man["workspaces"].items():
    d = os.path.join(ROOT, "workspaces", ws)
    nf = sum(len(fs) for _, _, fs in os.walk(d))
    c = collections.Counter(p["kind"] for p in ps if p["workspace"] == ws)
    print(f"| {ws} | {meta['layout']} | {', '.join(meta['langs'])} | {nf} | {sum(q['workspace']==ws for q in qs)} | {c['conflict']} | {c['agree']} | {c['unrelated']} |")
print(f"| total | | | | {len(qs)} | {kinds['conflict']} | {kinds['agree']} | {kinds['unrelated']} |")
print("questions by lang:", dict(collections.Counter(q["lang"] for q in qs)))
print("answer lang:", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("cross-language questions (lang != answer_lang):", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pairs by langs:", dict(collections.Counter(p["langs"] for p in ps)))
print("conflict langs:", dict(collections.Counter(p["langs"] for p in conf)), f"cross-language {xl}/{len(conf)}")
print("conflict current:", dict(collections.Counter(p["current"] for p in conf)))
print("conflict slots:", dict(collections.Counter(p["slot"] for p in conf)))
for w in warn: print("WARN", w)
if err:
    print("ERRORS:"); [print(" ", e) for e in err]; sys.exit(1)
print("OK: all gold/pair lines exist and are non-empty; ids unique; all minimums met")
