#!/usr/bin/env python3
"""Write workspace files from spec_*.py, resolve substrings to path:LINE, emit jsonl + manifest."""
import json, os, glob, importlib.util, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
specs = []
for f in sorted(glob.glob(os.path.join(HERE, "spec_*.py"))):
    s = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f); m = importlib.util.module_from_spec(s); s.loader.exec_module(m); specs.append(m)
wsdir = os.path.join(ROOT, "workspaces"); shutil.rmtree(wsdir, ignore_errors=True)
manifest = {"today": "2026-12-01", "author": "independent writer of the frozen7b half (agent session; did not read memtui code, tests, benchmarks or other eval sets)", "workspaces": {}}
Q, P = [], []
def resolve(ws, files, path, sub):
    lines = files[path].split("\n")
    hits = [i for i, l in enumerate(lines, 1) if sub in l]
    if len(hits) != 1: sys.exit(f"{ws}:{path}: substring {sub!r} matched {len(hits)} lines")
    return f"{path}:{hits[0]}"
for m in specs:
    ws = m.WS
    manifest["workspaces"][ws] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
    files = {p: (t.strip("\n") + "\n") for p, t in m.FILES.items()}
    for p, t in files.items():
        fp = os.path.join(wsdir, ws, p); os.makedirs(os.path.dirname(fp), exist_ok=True)
        open(fp, "w", encoding="utf-8").write(t)
    for lang, q, gold, alang in m.QUESTIONS:
        Q.append({"id": None, "workspace": ws, "lang": lang, "question": q, "gold": [resolve(ws, files, p, s) for p, s in gold], "answer_lang": alang})
    for kind, topic, a, b, cur, slot, langs, wording in m.PAIRS:
        d = {"id": None, "workspace": ws, "kind": kind, "topic": topic, "a": resolve(ws, files, *a), "b": resolve(ws, files, *b)}
        if kind == "conflict": d["current"] = cur
        d.update({"slot": slot, "langs": langs, "wording": wording}); P.append(d)
for i, q in enumerate(Q, 1): q["id"] = f"h7b-q{i:03d}"
for i, p in enumerate(P, 1): p["id"] = f"h7b-p{i:03d}"
with open(os.path.join(ROOT, "questions.jsonl"), "w", encoding="utf-8") as f:
    for q in Q: f.write(json.dumps(q, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "pairs.jsonl"), "w", encoding="utf-8") as f:
    for p in P: f.write(json.dumps(p, ensure_ascii=False) + "\n")
json.dump(manifest, open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=2)
print(f"built {len(manifest['workspaces'])} workspaces, {len(Q)} questions, {len(P)} pairs")
