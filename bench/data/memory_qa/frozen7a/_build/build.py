#!/usr/bin/env python3
"""Write workspaces from ws*.py specs and resolve substrings to path:LINE."""
import json, os, sys, shutil, importlib
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
MODS = [importlib.import_module(f"ws{i}") for i in range(1, 7)]

def resolve(ws, files, ref):
    path, sub = ref
    lines = files[path].split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    assert len(hits) == 1, f"{ws}:{path}: substring {sub!r} matched {hits}"
    return f"{path}:{hits[0]}"

def main():
    wsdir = os.path.join(ROOT, "workspaces")
    if os.path.isdir(wsdir): shutil.rmtree(wsdir)
    manifest = {"today": "2026-12-01", "author": "independent writer of the frozen7a half (did not read memtui code, tests or benchmarks)", "workspaces": {}}
    qs, ps = [], []
    for m in MODS:
        for path, text in m.FILES.items():
            fp = os.path.join(wsdir, m.WS, path); os.makedirs(os.path.dirname(fp), exist_ok=True)
            open(fp, "w", encoding="utf-8").write(text)
        manifest["workspaces"][m.WS] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
        for lang, q, gold, alang in m.Q:
            qs.append({"id": f"h7a-q{len(qs)+1:03d}", "workspace": m.WS, "lang": lang, "question": q,
                       "gold": [resolve(m.WS, m.FILES, g) for g in gold], "answer_lang": alang})
        for kind, topic, a, b, cur, slot, langs, wording in m.P:
            d = {"id": f"h7a-p{len(ps)+1:03d}", "workspace": m.WS, "kind": kind, "topic": topic,
                 "a": resolve(m.WS, m.FILES, a), "b": resolve(m.WS, m.FILES, b)}
            if kind == "conflict": d["current"] = cur
            d.update({"slot": slot, "langs": langs, "wording": wording})
            ps.append(d)
    json.dump(manifest, open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=2)
    with open(os.path.join(ROOT, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in qs: f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "pairs.jsonl"), "w", encoding="utf-8") as f:
        for p in ps: f.write(json.dumps(p, ensure_ascii=False) + "\n")
    print(f"built {len(MODS)} workspaces, {len(qs)} questions, {len(ps)} pairs")

if __name__ == "__main__":
    main()
