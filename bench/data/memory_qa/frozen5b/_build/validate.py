#!/usr/bin/env python3
"""Validate the frozen5b set: every gold/pair line exists and is non-empty, ids unique, counts and minimums."""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, "manifest.json"), encoding="utf-8"))
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]
err = []
assert man["today"] == "2026-12-01"
def line(ws, ref):
    path, n = ref.rsplit(":", 1); n = int(n)
    fp = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(fp): err.append(f"missing file {ws}/{path}"); return ""
    lines = open(fp, encoding="utf-8").read().split("\n")
    if not (1 <= n <= len(lines)) or not lines[n-1].strip(): err.append(f"bad/empty line {ws}/{ref}"); return ""
    return lines[n-1]
ids = [q["id"] for q in qs] + [p["id"] for p in ps]
if len(ids) != len(set(ids)): err.append("duplicate ids")
for q in qs:
    if q["workspace"] not in man["workspaces"]: err.append(f"{q['id']} unknown ws")
    if not q["gold"]: err.append(f"{q['id']} no gold")
    for g in q["gold"]: line(q["workspace"], g)
superseded = set()
for p in ps:
    for side in ("a", "b"): line(p["workspace"], p[side])
    if p["a"] == p["b"]: err.append(f"{p['id']} a == b")
    if p["kind"] == "conflict":
        if p.get("current") not in ("a", "b"): err.append(f"{p['id']} bad current")
        else: superseded.add((p["workspace"], p["b" if p["current"] == "a" else "a"]))
    elif "current" in p: err.append(f"{p['id']} current on non-conflict")
    if p["kind"] not in ("conflict", "agree", "unrelated"): err.append(f"{p['id']} bad kind")
for q in qs:
    for g in q["gold"]:
        if (q["workspace"], g) in superseded: err.append(f"{q['id']} gold {g} is a superseded conflict line")
# workspace checks
layouts = collections.Counter(); files_per = {}
for ws, meta in man["workspaces"].items():
    layouts[meta["layout"]] += 1
    d = os.path.join(ROOT, "workspaces", ws); n = 0
    for r, _, fs in os.walk(d):
        for f in fs:
            n += 1; rel = os.path.relpath(os.path.join(r, f), d)
            for m in re.findall(r"(20\d\d)-(\d\d)-(\d\d)", rel):
                if not ("2025-01" <= f"{m[0]}-{m[1]}" <= "2026-11"): err.append(f"date out of range {ws}/{rel}")
            if f == "MEMORY.md":
                c = len(open(os.path.join(r, f), encoding="utf-8").read())
                if c >= 5000: err.append(f"{ws}/{rel} {c} chars")
    files_per[ws] = n
    if not 10 <= n <= 20: err.append(f"{ws} has {n} files")
if set(layouts) != {"claw-stack", "3-layer", "claude-code", "hermes", "openclaw"}: err.append(f"layouts {layouts}")
ko_ws = [w for w, m in man["workspaces"].items() if "ko" in m["langs"]]
if len(ko_ws) < 3: err.append("Korean in < 3 workspaces")
kinds = collections.Counter(p["kind"] for p in ps)
conf = [p for p in ps if p["kind"] == "conflict"]
xl = [p for p in conf if "-" in p["langs"]]
if len(qs) < 90: err.append(f"only {len(qs)} questions")
if kinds["conflict"] < 50: err.append("conflicts < 50")
if kinds["agree"] + kinds["unrelated"] < 50: err.append("no-flag < 50")
if len(xl) * 3 < len(conf): err.append("cross-language conflicts < 1/3")
if len({p["wording"] for p in conf}) != len(conf): err.append("duplicate conflict wording")
# report
print("| workspace | layout | langs | files | questions | conflict | agree | unrelated |")
print("|---|---|---|---|---|---|---|---|")
for ws, meta in man["workspaces"].items():
    k = collections.Counter(p["kind"] for p in ps if p["workspace"] == ws)
    print(f"| {ws} | {meta['layout']} | {', '.join(meta['langs'])} | {files_per[ws]} | {sum(q['workspace']==ws for q in qs)} | {k['conflict']} | {k['agree']} | {k['unrelated']} |")
print(f"| total | | | {sum(files_per.values())} | {len(qs)} | {kinds['conflict']} | {kinds['agree']} | {kinds['unrelated']} |")
print("questions by lang:", dict(collections.Counter(q["lang"] for q in qs)))
print("answer_lang:", dict(collections.Counter(q["answer_lang"] for q in qs)))
print("cross-lingual questions (lang != answer_lang):", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pairs by langs:", dict(collections.Counter(p["langs"] for p in ps)))
print("conflict langs:", dict(collections.Counter(p["langs"] for p in conf)), f"cross-language {len(xl)}/{len(conf)}")
print("current:", dict(collections.Counter(p["current"] for p in conf)))
print("conflict slots:", dict(collections.Counter(p["slot"] for p in conf)))
print("workspaces with Korean:", len(ko_ws))
if err:
    print("ERRORS:"); print("\n".join(err)); sys.exit(1)
print("OK: all gold and pair lines exist and are non-empty; ids unique; minimums met")
