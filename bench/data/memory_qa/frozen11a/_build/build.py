#!/usr/bin/env python3
"""Resolve spec substrings to path:LINE and write questions.jsonl / pairs.jsonl / manifest.json."""
import json, os, importlib.util, glob
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WS = os.path.join(ROOT, "workspaces")

def resolve(ws, ref):
    path, sub = ref
    fp = os.path.join(WS, ws, path)
    lines = open(fp, encoding="utf-8").read().split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    assert len(hits) == 1, f"{ws}/{path}: substring {sub!r} matched {hits}"
    return f"{path}:{hits[0]}"

def main():
    specs = sorted(glob.glob(os.path.join(ROOT, "_build", "spec_*.py")))
    qs, ps, manifest = [], [], {"today": "2026-12-05",
        "author": "independent writer of the frozen11a half (did not read memtui code, tests or benchmarks)",
        "workspaces": {}}
    for sp in specs:
        s = importlib.util.spec_from_file_location("m", sp); m = importlib.util.module_from_spec(s); s.loader.exec_module(m)
        manifest["workspaces"][m.WS] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
        for (lang, q, gold, alang) in m.Q:
            qs.append({"id": f"h11a-q{len(qs)+1:03d}", "workspace": m.WS, "lang": lang, "question": q,
                       "gold": [resolve(m.WS, g) for g in gold], "answer_lang": alang})
        for p in m.P:
            kind, topic, a, b, cur, slot, langs, wording = p
            d = {"id": f"h11a-p{len(ps)+1:03d}", "workspace": m.WS, "kind": kind, "topic": topic,
                 "a": resolve(m.WS, a), "b": resolve(m.WS, b)}
            if kind == "conflict":
                assert cur in ("a", "b"); d["current"] = cur
            else:
                assert cur is None
            d.update({"slot": slot, "langs": langs, "wording": wording})
            ps.append(d)
    with open(os.path.join(ROOT, "questions.jsonl"), "w", encoding="utf-8") as f:
        for q in qs: f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(os.path.join(ROOT, "pairs.jsonl"), "w", encoding="utf-8") as f:
        for p in ps: f.write(json.dumps(p, ensure_ascii=False) + "\n")
    json.dump(manifest, open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=2)
    print(f"built {len(qs)} questions, {len(ps)} pairs, {len(manifest['workspaces'])} workspaces")

if __name__ == "__main__":
    main()
