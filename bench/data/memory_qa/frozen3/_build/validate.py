#!/usr/bin/env python3
"""Validate frozen3: gold/pair lines exist & non-empty, ids unique, counts, layout checks."""
import json, os, re, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from langdet import lang_of
errs = []
man = json.load(open(os.path.join(ROOT, "manifest.json")))
assert man["today"] == "2026-12-01"
qs = [json.loads(l) for l in open(os.path.join(ROOT, "questions.jsonl"), encoding="utf-8")]
ps = [json.loads(l) for l in open(os.path.join(ROOT, "pairs.jsonl"), encoding="utf-8")]
W = man["workspaces"]

def line(ws, ref):
    path, n = ref.rsplit(":", 1)
    fp = os.path.join(ROOT, "workspaces", ws, path)
    if not os.path.isfile(fp): errs.append(f"{ws}: missing file {path}"); return None
    lines = open(fp, encoding="utf-8").read().split("\n")
    n = int(n)
    if not (1 <= n <= len(lines)) or not lines[n-1].strip():
        errs.append(f"{ws}: {ref} out of range or empty"); return None
    return lines[n-1]


for kind, items, pat in (("question", qs, r"^f3-q\d{3}$"), ("pair", ps, r"^f3-p\d{3}$")):
    ids = [x["id"] for x in items]
    if len(ids) != len(set(ids)): errs.append(f"duplicate {kind} ids")
    for i in ids:
        if not re.match(pat, i): errs.append(f"bad id {i}")

superseded = set()
for p in ps:
    ws = p["workspace"]
    if ws not in W: errs.append(f"{p['id']}: unknown workspace")
    for k in ("id","workspace","kind","topic","a","b","slot","langs","wording"):
        if k not in p: errs.append(f"{p['id']}: missing {k}")
    if p["kind"] not in ("conflict","agree","unrelated"): errs.append(f"{p['id']}: bad kind")
    if p["a"] == p["b"]: errs.append(f"{p['id']}: a == b")
    la, lb = line(ws, p["a"]), line(ws, p["b"])
    if p["kind"] == "conflict":
        if p.get("current") not in ("a","b"): errs.append(f"{p['id']}: conflict without current")
        superseded.add((ws, p["b"] if p["current"] == "a" else p["a"]))
    elif "current" in p: errs.append(f"{p['id']}: current on non-conflict")
    if la and lb:
        ls = {lang_of(la, W[ws]["langs"]), lang_of(lb, W[ws]["langs"])}
        if set(p["langs"].split("-")) != ls: errs.append(f"{p['id']}: langs {p['langs']} != {ls}")

for q in qs:
    ws = q["workspace"]
    if ws not in W: errs.append(f"{q['id']}: unknown workspace")
    if not q["gold"]: errs.append(f"{q['id']}: empty gold")
    if len(set(q["gold"])) != len(q["gold"]): errs.append(f"{q['id']}: duplicate gold")
    for g in q["gold"]:
        line(ws, g)
        if (ws, g) in superseded: errs.append(f"{q['id']}: gold {g} is a superseded conflict side")
qtexts = [q["question"] for q in qs]
if len(qtexts) != len(set(qtexts)): errs.append("duplicate question text")
wordings = [p["wording"] for p in ps if p["kind"] == "conflict"]
if len(wordings) != len(set(wordings)): errs.append("duplicate conflict wording")

# workspace checks
layouts = collections.Counter(v["layout"] for v in W.values())
if set(layouts) != {"claw-stack","3-layer","claude-code","hermes","openclaw"}: errs.append(f"layouts {layouts}")
dates_re = re.compile(r"\b(20\d\d)-(\d\d)-(\d\d)\b")
fcount = {}
for ws, meta in W.items():
    base = os.path.join(ROOT, "workspaces", ws)
    files = [os.path.join(dp, f) for dp, _, fs in os.walk(base) for f in fs]
    fcount[ws] = len(files)
    if not 10 <= len(files) <= 20: errs.append(f"{ws}: {len(files)} files")
    for fp in files:
        rel = os.path.relpath(fp, base)
        txt = open(fp, encoding="utf-8").read()
        if os.path.basename(fp) == "MEMORY.md" and len(txt) >= 5000: errs.append(f"{ws}: {rel} {len(txt)} chars")
        if meta["layout"] == "hermes" and rel == "memories/MEMORY.md" and len(txt) > 2200: errs.append(f"{ws}: hermes MEMORY over 2200")
        if meta["layout"] == "hermes" and rel == "memories/USER.md" and len(txt) > 1375: errs.append(f"{ws}: hermes USER over 1375")
        m = re.search(r"(20\d\d-\d\d-\d\d)", os.path.basename(fp))
        meta_dates = [tuple(x.split("-")) for x in re.findall(r"(?:created|last_used|updated|Updated|更新|갱신)\s*:\s*(20\d\d-\d\d-\d\d)", txt)]
        for d in meta_dates + ([tuple(m.group(1).split("-"))] if m else []):
            ds = "-".join(d)
            if not ("2025-01-01" <= ds <= "2026-11-30"):
                errs.append(f"{ws}: {rel} date {ds} out of range")
        if meta["layout"] in ("claw-stack", "3-layer") and (rel.startswith("docs/") or (rel.startswith("memory/") and not m)):
            head = txt.split("---")[1] if txt.startswith("---") else ""
            for k in ("title:", "keywords:", "created:", "last_used:"):
                if k not in head: errs.append(f"{ws}: {rel} frontmatter lacks {k}")

# counts
C = collections.Counter
byws_q = C(q["workspace"] for q in qs)
byws_k = collections.defaultdict(C)
for p in ps: byws_k[p["workspace"]][p["kind"]] += 1
conf = [p for p in ps if p["kind"] == "conflict"]
cross = [p for p in conf if "-" in p["langs"]]
nof = [p for p in ps if p["kind"] != "conflict"]
if len(qs) < 115: errs.append(f"only {len(qs)} questions")
if len(conf) < 55: errs.append(f"only {len(conf)} conflicts")
if len(nof) < 55: errs.append(f"only {len(nof)} no-flag pairs")
if len(cross) * 3 < len(conf): errs.append("cross-language conflicts < 1/3")
ko_ws = [ws for ws, m in W.items() if "ko" in m["langs"]]
if len(ko_ws) < 3: errs.append("fewer than 3 workspaces with Korean")

print("| workspace | layout | langs | files | questions | conflict | agree | unrelated |")
print("|---|---|---|---|---|---|---|---|")
for ws, m in W.items():
    print(f"| {ws} | {m['layout']} | {', '.join(m['langs'])} | {fcount[ws]} | {byws_q[ws]} | {byws_k[ws]['conflict']} | {byws_k[ws]['agree']} | {byws_k[ws]['unrelated']} |")
print(f"| total | | | {sum(fcount.values())} | {len(qs)} | {len(conf)} | {sum(1 for p in ps if p['kind']=='agree')} | {sum(1 for p in ps if p['kind']=='unrelated')} |")
print("questions by lang:", dict(C(q["lang"] for q in qs)))
print("answer_lang:", dict(C(q["answer_lang"] for q in qs)))
print("cross-language questions (lang != answer_lang):", sum(q["lang"] != q["answer_lang"] for q in qs))
print("pairs by langs:", dict(C(p["langs"] for p in ps)))
print("conflicts by langs:", dict(C(p["langs"] for p in conf)), f"cross-language {len(cross)}/{len(conf)}")
print("conflict current:", dict(C(p["current"] for p in conf)))
print("conflict slots:", dict(C(p["slot"] for p in conf)))
print("layouts:", dict(layouts), "| workspaces with Korean:", len(ko_ws))
if errs:
    print("\nERRORS:"); [print(" -", e) for e in errs]; sys.exit(1)
print("\nOK: all gold/pair lines exist and are non-empty; ids unique; minimums met.")
