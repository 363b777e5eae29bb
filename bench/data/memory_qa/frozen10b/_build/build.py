#!/usr/bin/env python3
"""Writes workspaces from spec_*.py and resolves (path, substring) refs to path:LINE."""
import json, os, sys, importlib.util, glob
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
B = os.path.join(ROOT, "_build")
specs = []
for f in sorted(glob.glob(os.path.join(B, "spec_w*.py"))):
    sp = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f)
    m = importlib.util.module_from_spec(sp); sp.loader.exec_module(m); specs.append(m)

def resolve(ws, files, ref):
    path, sub = ref
    lines = files[path].split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    if len(hits) != 1:
        sys.exit(f"{ws}: substring {sub!r} in {path} matched {hits}")
    return f"{path}:{hits[0]}"

manifest = {"today": "2026-12-04", "author": "independent writer of the frozen10b half (did not read memtui code, tests or benchmarks)", "workspaces": {}}
qs, ps = [], []
for m in specs:
    wsdir = os.path.join(ROOT, "workspaces", m.WS)
    for p, t in m.FILES.items():
        fp = os.path.join(wsdir, p); os.makedirs(os.path.dirname(fp), exist_ok=True)
        with open(fp, "w", encoding="utf-8") as fh:
            fh.write(t.lstrip("\n") if not p.endswith("MEMORY.md") or "§" not in t else t.strip("\n"))
    files = {}
    for p in m.FILES:
        with open(os.path.join(wsdir, p), encoding="utf-8") as fh: files[p] = fh.read()
    manifest["workspaces"][m.WS] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
    for (lang, q, gold, alang) in m.Q:
        qs.append({"id": f"h10b-q{len(qs)+1:03d}", "workspace": m.WS, "lang": lang, "question": q,
                   "gold": [resolve(m.WS, files, g) for g in gold], "answer_lang": alang})
    for (kind, topic, a, b, cur, slot, langs, wording) in m.P:
        d = {"id": f"h10b-p{len(ps)+1:03d}", "workspace": m.WS, "kind": kind, "topic": topic,
             "a": resolve(m.WS, files, a), "b": resolve(m.WS, files, b)}
        if kind == "conflict": d["current"] = cur
        d.update({"slot": slot, "langs": langs, "wording": wording}); ps.append(d)
with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as fh:
    json.dump(manifest, fh, ensure_ascii=False, indent=2)
with open(os.path.join(ROOT, "questions.jsonl"), "w", encoding="utf-8") as fh:
    for q in qs: fh.write(json.dumps(q, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "pairs.jsonl"), "w", encoding="utf-8") as fh:
    for p in ps: fh.write(json.dumps(p, ensure_ascii=False) + "\n")
print(f"built {len(specs)} workspaces, {len(qs)} questions, {len(ps)} pairs")
