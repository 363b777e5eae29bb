#!/usr/bin/env python3
"""Write workspaces from spec_w*.py and resolve (path, substring) -> path:LINE.
Each substring must match exactly one line of its file."""
import json, os, sys, importlib, glob, shutil
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
mods = [importlib.import_module(os.path.basename(p)[:-3]) for p in sorted(glob.glob(os.path.join(HERE, "spec_w*.py")))]
errors = []
def resolve(m, ref):
    path, sub = ref
    if path not in m.F: errors.append(f"{m.WS}: no file {path}"); return f"{path}:0"
    hits = [i+1 for i, l in enumerate(m.F[path].split("\n")) if sub in l]
    if len(hits) != 1: errors.append(f"{m.WS}: {path} substring {sub!r} matched {len(hits)} lines")
    return f"{path}:{hits[0] if hits else 0}"
manifest = {"today": "2026-12-01", "author": "independent writer of the frozen5b half (did not read memtui code, tests or benchmark scripts)", "workspaces": {}}
qs, ps = [], []
wsdir = os.path.join(ROOT, "workspaces")
if os.path.isdir(wsdir): shutil.rmtree(wsdir)
for m in mods:
    manifest["workspaces"][m.WS] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
    for path, text in m.F.items():
        fp = os.path.join(wsdir, m.WS, path); os.makedirs(os.path.dirname(fp), exist_ok=True)
        with open(fp, "w", encoding="utf-8") as f: f.write(text)
    for q in m.Qs:
        qs.append({"id": f"h5b-q{len(qs)+1:03d}", "workspace": m.WS, "lang": q["lang"], "question": q["question"],
                   "gold": [resolve(m, g) for g in q["gold"]], "answer_lang": q["answer_lang"]})
    for p in m.Ps:
        d = {"id": f"h5b-p{len(ps)+1:03d}", "workspace": m.WS, "kind": p["kind"], "topic": p["topic"],
             "a": resolve(m, p["a"]), "b": resolve(m, p["b"])}
        if p["kind"] == "conflict": d["current"] = p["current"]
        d.update(slot=p["slot"], langs=p["langs"], wording=p["wording"]); ps.append(d)
if errors:
    print("\n".join(errors)); sys.exit(1)
with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as f: json.dump(manifest, f, ensure_ascii=False, indent=2)
with open(os.path.join(ROOT, "questions.jsonl"), "w", encoding="utf-8") as f:
    for q in qs: f.write(json.dumps(q, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "pairs.jsonl"), "w", encoding="utf-8") as f:
    for p in ps: f.write(json.dumps(p, ensure_ascii=False) + "\n")
print(f"built {len(mods)} workspaces, {len(qs)} questions, {len(ps)} pairs")
