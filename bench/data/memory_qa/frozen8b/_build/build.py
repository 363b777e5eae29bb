#!/usr/bin/env python3
"""Write workspaces from spec_*.py and resolve 'path::substring' refs to 'path:LINE'."""
import json, os, sys, importlib, shutil, textwrap
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
SPECS = ["spec_g01", "spec_g02", "spec_g03", "spec_g04", "spec_g05", "spec_g06"]

def resolve(ws, files, ref):
    path, sub = ref.split("::", 1)
    lines = files[path].split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    if len(hits) != 1:
        ERRS.append(f"{ws}: {ref!r} matched {hits}")
        return f"{path}:0"
    return f"{path}:{hits[0]}"
ERRS = []

def main():
    wsdir = os.path.join(ROOT, "workspaces")
    if os.path.exists(wsdir):
        shutil.rmtree(wsdir)
    manifest = {"today": "2026-12-02",
                "author": "independent writer of frozen8b (an agent session; did not read memtui code, tests or benchmarks)",
                "workspaces": {}}
    qs, ps = [], []
    for name in SPECS:
        m = importlib.import_module(name)
        files = {p: textwrap.dedent(t).lstrip("\n") for p, t in m.FILES.items()}
        for p, t in files.items():
            fp = os.path.join(wsdir, m.WS, p)
            os.makedirs(os.path.dirname(fp), exist_ok=True)
            with open(fp, "w", encoding="utf-8") as f:
                f.write(t)
        manifest["workspaces"][m.WS] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
        for lang, q, gold, alang in m.Q:
            qs.append({"id": f"h8b-q{len(qs)+1:03d}", "workspace": m.WS, "lang": lang, "question": q,
                       "gold": [resolve(m.WS, files, g) for g in gold], "answer_lang": alang})
        for kind, topic, a, b, cur, slot, langs, wording in m.P:
            d = {"id": f"h8b-p{len(ps)+1:03d}", "workspace": m.WS, "kind": kind, "topic": topic,
                 "a": resolve(m.WS, files, a), "b": resolve(m.WS, files, b)}
            if kind == "conflict":
                assert cur in ("a", "b"), (m.WS, topic)
                d["current"] = cur
            else:
                assert cur is None, (m.WS, topic)
            d.update({"slot": slot, "langs": langs, "wording": wording})
            ps.append(d)
    with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, ensure_ascii=False, indent=2)
    for fn, rows in (("questions.jsonl", qs), ("pairs.jsonl", ps)):
        with open(os.path.join(ROOT, fn), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    if ERRS:
        print("\n".join(ERRS)); sys.exit(1)
    print(f"built {len(manifest['workspaces'])} workspaces, {len(qs)} questions, {len(ps)} pairs")

if __name__ == "__main__":
    main()
