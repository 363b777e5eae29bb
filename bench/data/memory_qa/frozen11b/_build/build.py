#!/usr/bin/env python3
"""Write workspaces from spec_*.py and resolve 'path::substring' refs to 'path:LINE'."""
import json, os, sys, glob, importlib.util, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TODAY = "2026-12-05"

def load(p):
    spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m

def resolve(files, ref):
    path, sub = ref.split("::", 1)
    lines = files[path].split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    if len(hits) != 1:
        sys.exit(f"ref {ref!r}: {len(hits)} matches {hits}")
    return f"{path}:{hits[0]}"

def main():
    mods = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "spec_*.py")))]
    ws_root = os.path.join(ROOT, "workspaces")
    if os.path.isdir(ws_root): shutil.rmtree(ws_root)
    manifest = {"today": TODAY, "author": "independent writer of the frozen11b half (an agent session; did not read memtui code, tests or benchmarks)", "workspaces": {}}
    qs, ps = [], []
    for m in mods:
        wid = m.WS
        manifest["workspaces"][wid] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
        for rel, text in m.FILES.items():
            p = os.path.join(ws_root, wid, rel); os.makedirs(os.path.dirname(p), exist_ok=True)
            t = text.lstrip("\n")
            m.FILES[rel] = t
            hermes = rel.startswith("memories/")  # Hermes: \n§\n-joined entries, no trailing newline
            if hermes: t = t.rstrip("\n"); m.FILES[rel] = t
            with open(p, "w", encoding="utf-8") as f: f.write(t if hermes or t.endswith("\n") else t + "\n")
        for lang, q, gold, alang in m.QUESTIONS:
            qs.append({"id": None, "workspace": wid, "lang": lang, "question": q,
                       "gold": [resolve(m.FILES, g) for g in gold], "answer_lang": alang})
        for kind, topic, a, b, cur, slot, langs, wording in m.PAIRS:
            d = {"id": None, "workspace": wid, "kind": kind, "topic": topic,
                 "a": resolve(m.FILES, a), "b": resolve(m.FILES, b)}
            if kind == "conflict": d["current"] = cur
            d.update({"slot": slot, "langs": langs, "wording": wording}); ps.append(d)
    for i, q in enumerate(qs, 1): q["id"] = f"h11b-q{i:03d}"
    for i, p in enumerate(ps, 1): p["id"] = f"h11b-p{i:03d}"
    with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as f: json.dump(manifest, f, ensure_ascii=False, indent=2)
    with open(os.path.join(ROOT, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in qs: f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "pairs.jsonl"), "w", encoding="utf-8") as f:
        for p in ps: f.write(json.dumps(p, ensure_ascii=False) + "\n")
    print(f"built {len(mods)} workspaces, {len(qs)} questions, {len(ps)} pairs")
main()
