import json, os, sys, importlib, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
SPECS = ["spec_w1", "spec_w2", "spec_w3", "spec_w4", "spec_w5", "spec_w6"]
manifest = {"today": "2026-12-03",
            "author": "independent writer of the frozen9b half (did not read memtui code, tests or benchmarks)",
            "workspaces": {}}
qs, ps = [], []
def resolve(ws, files, ref):
    path, sub = ref
    lines = files[path].split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    assert len(hits) == 1, (ws, path, sub, hits)
    return f"{path}:{hits[0]}"
qn = pn = 0
for name in SPECS:
    try:
        m = importlib.import_module(name)
    except ModuleNotFoundError:
        print("skip", name); continue
    ws = m.WS
    wdir = os.path.join(ROOT, "workspaces", ws)
    if os.path.isdir(wdir): shutil.rmtree(wdir)
    for p, t in m.FILES.items():
        fp = os.path.join(wdir, p)
        os.makedirs(os.path.dirname(fp), exist_ok=True)
        t = t.lstrip("\n")
        if not t.endswith("\n"): t += "\n"
        m.FILES[p] = t
        open(fp, "w", encoding="utf-8").write(t)
    manifest["workspaces"][ws] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
    for (lang, q, gold, alang) in m.Q:
        qn += 1
        qs.append({"id": f"h9b-q{qn:03d}", "workspace": ws, "lang": lang, "question": q,
                   "gold": [resolve(ws, m.FILES, g) for g in gold], "answer_lang": alang})
    for (kind, topic, a, b, cur, slot, langs, wording) in m.P:
        pn += 1
        d = {"id": f"h9b-p{pn:03d}", "workspace": ws, "kind": kind, "topic": topic,
             "a": resolve(ws, m.FILES, a), "b": resolve(ws, m.FILES, b)}
        if kind == "conflict":
            assert cur in ("a", "b"); d["current"] = cur
        else:
            assert cur is None
        d.update({"slot": slot, "langs": langs, "wording": wording})
        ps.append(d)
json.dump(manifest, open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=2)
with open(os.path.join(ROOT, "questions.jsonl"), "w", encoding="utf-8") as f:
    for q in qs: f.write(json.dumps(q, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "pairs.jsonl"), "w", encoding="utf-8") as f:
    for p in ps: f.write(json.dumps(p, ensure_ascii=False) + "\n")
print("built", len(qs), "questions", len(ps), "pairs")
