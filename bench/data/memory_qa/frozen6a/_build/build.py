import json, os, sys, importlib
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
SPECS = ["spec_g01","spec_g02","spec_g03","spec_g04","spec_g05","spec_g06"]
manifest = {"today": "2026-12-01", "author": "independent writer of the frozen6a half (did not read memtui code, tests or benchmarks)", "workspaces": {}}
questions, pairs = [], []
def resolve(ws, files, ref):
    path, sub = ref
    lines = files[path].split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    assert len(hits) == 1, (ws, path, sub, hits)
    return f"{path}:{hits[0]}"
for name in SPECS:
    m = importlib.import_module(name)
    ws = m.WS
    manifest["workspaces"][ws] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
    base = os.path.join(ROOT, "workspaces", ws)
    for p, txt in m.FILES.items():
        fp = os.path.join(base, p); os.makedirs(os.path.dirname(fp), exist_ok=True)
        txt = txt.lstrip("\n")
        m.FILES[p] = txt
        open(fp, "w").write(txt)
    for (lang, q, golds, alang) in m.Q:
        questions.append({"id": f"h6a-q{len(questions)+1:03d}", "workspace": ws, "lang": lang, "question": q,
                          "gold": [resolve(ws, m.FILES, g) for g in golds], "answer_lang": alang})
    for (kind, topic, a, b, cur, slot, langs, wording) in m.P:
        d = {"id": f"h6a-p{len(pairs)+1:03d}", "workspace": ws, "kind": kind, "topic": topic,
             "a": resolve(ws, m.FILES, a), "b": resolve(ws, m.FILES, b)}
        if kind == "conflict":
            assert cur in ("a", "b"); d["current"] = cur
        else:
            assert cur is None
        d.update({"slot": slot, "langs": langs, "wording": wording})
        pairs.append(d)
json.dump(manifest, open(os.path.join(ROOT, "manifest.json"), "w"), ensure_ascii=False, indent=2)
with open(os.path.join(ROOT, "questions.jsonl"), "w") as f:
    for q in questions: f.write(json.dumps(q, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "pairs.jsonl"), "w") as f:
    for p in pairs: f.write(json.dumps(p, ensure_ascii=False) + "\n")
print("built", len(questions), "questions", len(pairs), "pairs")
