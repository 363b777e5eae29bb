#!/usr/bin/env python3
"""Build frozen10a: write workspace files from spec_*.py, resolve (file, substring) -> path:LINE."""
import json, os, shutil, importlib.util, glob, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WS = os.path.join(ROOT, "workspaces")

def load(p):
    spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m

def resolve(files, ref, wid):
    path, sub = ref
    if path not in files:
        sys.exit(f"[{wid}] no file {path}")
    lines = files[path].split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    if len(hits) != 1:
        sys.exit(f"[{wid}] substring {sub!r} in {path}: {len(hits)} hits")
    return f"{path}:{hits[0]}"

def main():
    specs = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "spec_g*.py")))]
    if os.path.isdir(WS): shutil.rmtree(WS)
    manifest = {"today": "2026-12-04",
                "author": "independent writer of the frozen10a half (did not read memtui code, tests or benchmarks)",
                "workspaces": {}}
    qs, ps = [], []
    for s in specs:
        wid = s.WID
        manifest["workspaces"][wid] = {"layout": s.LAYOUT, "langs": s.LANGS, "description": s.DESC}
        for rel, text in s.FILES.items():
            fp = os.path.join(WS, wid, rel); os.makedirs(os.path.dirname(fp), exist_ok=True)
            t = text.lstrip("\n")
            s.FILES[rel] = t
            with open(fp, "w", encoding="utf-8") as f: f.write(t if t.endswith("\n") else t + "\n")
        for (lang, q, golds, alang) in s.QUESTIONS:
            qs.append({"id": f"h10a-q{len(qs)+1:03d}", "workspace": wid, "lang": lang, "question": q,
                       "gold": [resolve(s.FILES, g, wid) for g in golds], "answer_lang": alang})
        for p in s.PAIRS:
            kind, topic, a, b, cur, slot, langs, wording = p
            d = {"id": f"h10a-p{len(ps)+1:03d}", "workspace": wid, "kind": kind, "topic": topic,
                 "a": resolve(s.FILES, a, wid), "b": resolve(s.FILES, b, wid)}
            if kind == "conflict": d["current"] = cur
            else: assert cur is None, (wid, topic)
            d.update({"slot": slot, "langs": langs, "wording": wording}); ps.append(d)
    with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2); f.write("\n")
    for name, rows in (("questions.jsonl", qs), ("pairs.jsonl", ps)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"built {len(specs)} workspaces, {len(qs)} questions, {len(ps)} pairs")

if __name__ == "__main__": main()
