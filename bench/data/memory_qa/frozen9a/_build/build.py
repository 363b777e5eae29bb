#!/usr/bin/env python3
"""Write workspaces from spec_w*.py, resolve (path, substring) -> path:LINE, emit jsonl + manifest."""
import importlib.util, json, os, glob, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
specs = []
for f in sorted(glob.glob(os.path.join(HERE, "spec_w*.py"))):
    s = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f)
    m = importlib.util.module_from_spec(s); s.loader.exec_module(m); specs.append(m.WS)
wsroot = os.path.join(ROOT, "workspaces")
if os.path.isdir(wsroot): shutil.rmtree(wsroot)
def resolve(ws, ref):
    path, sub = ref
    text = ws["files"][path]
    hits = [i + 1 for i, l in enumerate(text.split("\n")) if sub in l]
    assert len(hits) == 1, (ws["id"], path, sub, hits)
    return f"{path}:{hits[0]}"
manifest = {"today": "2026-12-03",
            "author": "independent writer of the frozen9a half (did not read memtui code, tests or benchmarks)",
            "workspaces": {}}
qs, ps = [], []
for ws in specs:
    for path, text in ws["files"].items():
        p = os.path.join(wsroot, ws["id"], path)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w", encoding="utf-8") as fh:
            fh.write(text.lstrip("\n"))
    # strip leading newline also for resolution
    ws["files"] = {k: v.lstrip("\n") for k, v in ws["files"].items()}
    manifest["workspaces"][ws["id"]] = {"layout": ws["layout"], "langs": ws["langs"], "description": ws["description"]}
    for lang, q, gold, alang in ws["questions"]:
        qs.append({"id": f"h9a-q{len(qs)+1:03d}", "workspace": ws["id"], "lang": lang, "question": q,
                   "gold": [resolve(ws, g) for g in gold], "answer_lang": alang})
    for kind, topic, a, b, cur, slot, langs, wording in ws["pairs"]:
        d = {"id": f"h9a-p{len(ps)+1:03d}", "workspace": ws["id"], "kind": kind, "topic": topic,
             "a": resolve(ws, a), "b": resolve(ws, b)}
        if kind == "conflict":
            assert cur in ("a", "b"); d["current"] = cur
        else:
            assert cur is None
        d.update({"slot": slot, "langs": langs, "wording": wording})
        ps.append(d)
with open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8") as fh:
    json.dump(manifest, fh, ensure_ascii=False, indent=2); fh.write("\n")
for name, rows in (("questions.jsonl", qs), ("pairs.jsonl", ps)):
    with open(os.path.join(ROOT, name), "w", encoding="utf-8") as fh:
        for r in rows: fh.write(json.dumps(r, ensure_ascii=False) + "\n")
print(f"built {len(specs)} workspaces, {len(qs)} questions, {len(ps)} pairs")
