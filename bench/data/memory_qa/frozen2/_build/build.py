"""Resolve (path, substring) references in spec_*.py to path:LINE and write
manifest.json / questions.jsonl / pairs.jsonl."""
import glob, importlib.util, json, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WS = os.path.join(ROOT, "workspaces")

def resolve(w, ref):
    path, sub = ref
    lines = open(os.path.join(WS, w, path), encoding="utf-8").read().split("\n")
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    if len(hits) != 1:
        sys.exit(f"{w}/{path}: {sub!r} matched lines {hits}")
    return f"{path}:{hits[0]}"

manifest = {"today": "2026-12-01", "author": "independent writer of the frozen2 half (did not read memtui code or tests)", "workspaces": {}}
qs, ps = [], []
for f in sorted(glob.glob(os.path.join(os.path.dirname(__file__), "spec_*.py"))):
    spec = importlib.util.spec_from_file_location("s", f); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    manifest["workspaces"][m.W] = m.META
    for lang, q, gold, al in m.Q:
        qs.append({"id": f"f2-q{len(qs)+1:03d}", "workspace": m.W, "lang": lang, "question": q,
                   "gold": [resolve(m.W, g) for g in gold], "answer_lang": al})
    for kind, topic, a, b, cur, slot, langs, wording in m.P:
        assert (kind == "conflict") == (cur is not None), (m.W, topic)
        if len(ps) % 2 == 1:  # balance which side is a/b (and current) across the set
            a, b = b, a
            cur = {"a": "b", "b": "a", None: None}[cur]
        ps.append({"id": f"f2-p{len(ps)+1:03d}", "workspace": m.W, "kind": kind, "topic": topic,
                   "a": resolve(m.W, a), "b": resolve(m.W, b), "current": cur, "slot": slot,
                   "langs": langs, "wording": wording})
json.dump(manifest, open(os.path.join(ROOT, "manifest.json"), "w"), ensure_ascii=False, indent=2)
with open(os.path.join(ROOT, "questions.jsonl"), "w") as fh:
    for q in qs: fh.write(json.dumps(q, ensure_ascii=False) + "\n")
with open(os.path.join(ROOT, "pairs.jsonl"), "w") as fh:
    for p in ps: fh.write(json.dumps(p, ensure_ascii=False) + "\n")
print(len(qs), "questions,", len(ps), "pairs")
