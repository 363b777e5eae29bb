import json, os, sys, importlib.util, glob
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
specs = sorted(glob.glob(os.path.join(HERE, "spec_*.py")))
qs, ps, man = [], [], {}
def resolve(ws, files, ref):
    path, sub = ref
    lines = files[path].split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    assert len(hits) == 1, (ws, path, sub, hits)
    return f"{path}:{hits[0]}"
for sp in specs:
    s = importlib.util.spec_from_file_location("m", sp); m = importlib.util.module_from_spec(s); s.loader.exec_module(m)
    ws = m.WS; files = {k: v.lstrip("\n") for k, v in m.FILES.items()}
    man[ws] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
    for p, t in files.items():
        fp = os.path.join(ROOT, "workspaces", ws, p); os.makedirs(os.path.dirname(fp), exist_ok=True)
        open(fp, "w").write(t)
    for lang, q, gold, al in m.Q:
        qs.append({"workspace": ws, "lang": lang, "question": q, "gold": [resolve(ws, files, g) for g in gold], "answer_lang": al})
    for kind, topic, a, b, cur, slot, langs, wording in m.P:
        d = {"workspace": ws, "kind": kind, "topic": topic, "a": resolve(ws, files, a), "b": resolve(ws, files, b)}
        if kind == "conflict": d["current"] = cur
        d.update(slot=slot, langs=langs, wording=wording); ps.append(d)
with open(os.path.join(ROOT, "questions.jsonl"), "w") as f:
    for i, q in enumerate(qs, 1): f.write(json.dumps({"id": f"f4-q{i:03d}", **q}, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "pairs.jsonl"), "w") as f:
    for i, p in enumerate(ps, 1): f.write(json.dumps({"id": f"f4-p{i:03d}", **p}, ensure_ascii=False) + "\n")
json.dump({"today": "2026-12-01", "author": "independent writer of the frozen4 half (did not read memtui code, tests or benchmarks)", "workspaces": man},
          open(os.path.join(ROOT, "manifest.json"), "w"), ensure_ascii=False, indent=2)
print("built", len(qs), "questions", len(ps), "pairs", len(man), "workspaces")
