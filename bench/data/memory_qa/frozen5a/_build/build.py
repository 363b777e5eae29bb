#!/usr/bin/env python3
"""Write workspaces from spec_h0N.py and resolve (path, substring) refs to path:LINE."""
import importlib.util, json, os, shutil, sys, textwrap, glob
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TODAY = "2026-12-01"

def load(p):
    spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m

def norm(t):
    t = textwrap.dedent(t)
    if t.startswith("\n"): t = t[1:]
    return t.rstrip("\n") + "\n"

def main():
    specs = [load(p) for p in sorted(glob.glob(os.path.join(HERE, "spec_h0*.py")))]
    manifest = {"today": TODAY, "author": "independent writer of the frozen5a half (agent session; did not read memtui code, tests or benchmark scripts)", "workspaces": {}}
    qs, ps = [], []
    wsroot = os.path.join(ROOT, "workspaces")
    if os.path.isdir(wsroot): shutil.rmtree(wsroot)
    for m in specs:
        ws = m.WS
        manifest["workspaces"][ws] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
        lines = {}
        for rel, txt in m.FILES.items():
            t = norm(txt)
            p = os.path.join(wsroot, ws, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            open(p, "w", encoding="utf-8").write(t)
            lines[rel] = t.split("\n")
        def res(ref):
            rel, sub = ref
            if rel not in lines: sys.exit(f"{ws}: no file {rel}")
            hits = [i for i, l in enumerate(lines[rel]) if sub in l]
            if len(hits) != 1: sys.exit(f"{ws}: {rel}: substring {sub!r} matched {len(hits)} lines")
            return f"{rel}:{hits[0]+1}"
        for lang, q, gold, alang in m.QUESTIONS:
            qs.append({"id": None, "workspace": ws, "lang": lang, "question": q, "gold": [res(g) for g in gold], "answer_lang": alang})
        for kind, topic, a, b, cur, slot, langs, wording in m.PAIRS:
            d = {"id": None, "workspace": ws, "kind": kind, "topic": topic, "a": res(a), "b": res(b)}
            if kind == "conflict":
                assert cur in ("a", "b"), (ws, topic)
                d["current"] = cur
            ls = langs.split("-")
            if len(ls) == 2:
                ls = sorted(ls, key=lambda x: (x != "en", x))
            d.update({"slot": slot, "langs": "-".join(ls), "wording": wording})
            ps.append(d)
    for i, q in enumerate(qs, 1): q["id"] = f"h5a-q{i:03d}"
    for i, p in enumerate(ps, 1): p["id"] = f"h5a-p{i:03d}"
    with open(os.path.join(ROOT, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in qs: f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "pairs.jsonl"), "w", encoding="utf-8") as f:
        for p in ps: f.write(json.dumps(p, ensure_ascii=False) + "\n")
    json.dump(manifest, open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=2)
    print(f"built {len(specs)} workspaces, {len(qs)} questions, {len(ps)} pairs")

if __name__ == "__main__":
    main()
