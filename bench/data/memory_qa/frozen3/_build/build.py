#!/usr/bin/env python3
"""Build frozen3: write workspace files from spec_*.py, resolve substrings to path:LINE."""
import json, os, re, sys, shutil, importlib
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from langdet import lang_of
SPECS = ["spec_w01", "spec_w02", "spec_w03", "spec_w04", "spec_w05", "spec_w06", "spec_w07", "spec_w08"]
ORDER = ["en", "ko", "ja", "zh"]


def resolve(ws, files, ref):
    path, sub = ref
    lines = files[path].split("\n")
    hits = [i for i, l in enumerate(lines) if sub in l]
    if len(hits) != 1:
        raise SystemExit(f"{ws}: substring {sub!r} in {path} matched {len(hits)} lines")
    return f"{path}:{hits[0]+1}", lines[hits[0]]

def main():
    wsdir = os.path.join(ROOT, "workspaces")
    if os.path.exists(wsdir): shutil.rmtree(wsdir)
    manifest = {"today": "2026-12-01",
                "author": "independent writer of the frozen3 half (an agent session; did not read memtui code, tests, benchmarks or other evaluation data)",
                "workspaces": {}}
    qs, ps = [], []
    qn = pn = 0
    for name in SPECS:
        m = importlib.import_module(name)
        ws = m.WS
        files = {k: v.lstrip("\n") for k, v in m.FILES.items()}
        for rel, text in files.items():
            p = os.path.join(wsdir, ws, rel)
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "w", encoding="utf-8") as f: f.write(text if text.endswith("\n") else text + "\n")
        manifest["workspaces"][ws] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
        for q in m.Q:
            qlang, question, refs = q[0], q[1], q[2]
            gold, golds_txt = [], []
            for r in refs:
                g, t = resolve(ws, files, r); gold.append(g); golds_txt.append(t)
            qn += 1
            qs.append({"id": f"f3-q{qn:03d}", "workspace": ws, "lang": qlang, "question": question,
                       "gold": gold, "answer_lang": q[3] if len(q) > 3 else lang_of(golds_txt[0], m.LANGS)})
        ci = 0
        for p in m.P:
            kind, topic, r1, r2, slot, wording = p
            (g1, t1), (g2, t2) = resolve(ws, files, r1), resolve(ws, files, r2)
            ls = sorted({lang_of(t1, m.LANGS), lang_of(t2, m.LANGS)}, key=ORDER.index)
            rec = {"id": None, "workspace": ws, "kind": kind, "topic": topic}
            if kind == "conflict":
                # r1 = superseded (old), r2 = current (new); alternate sides globally
                cur_a = (pn % 2 == 0) if False else None
                ps.append(("c", rec, (g1, g2), slot, "-".join(ls), wording))
            else:
                ps.append(("n", rec, (g1, g2), slot, "-".join(ls), wording))
    out, cnum = [], 0
    for i, (k, rec, (old, new), slot, langs, wording) in enumerate(ps, 1):
        rec["id"] = f"f3-p{i:03d}"
        if k == "c":
            cnum += 1
            if cnum % 2 == 1: rec.update(a=new, b=old, current="a")
            else: rec.update(a=old, b=new, current="b")
        else:
            if i % 2: rec.update(a=old, b=new)
            else: rec.update(a=new, b=old)
        rec.update(slot=slot, langs=langs, wording=wording)
        out.append(rec)
    with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2); f.write("\n")
    with open(os.path.join(ROOT, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in qs: f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "pairs.jsonl"), "w", encoding="utf-8") as f:
        for p in out: f.write(json.dumps(p, ensure_ascii=False) + "\n")
    print(f"built {len(qs)} questions, {len(out)} pairs, {len(manifest['workspaces'])} workspaces")

if __name__ == "__main__":
    main()
