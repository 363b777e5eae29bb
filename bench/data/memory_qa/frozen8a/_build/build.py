#!/usr/bin/env python3
"""Build frozen8a: write workspace files from spec_w*.py and resolve 'path|substring' refs to path:LINE."""
import json, os, sys, glob, importlib.util, shutil
HERE = os.path.dirname(os.path.abspath(__file__)); ROOT = os.path.dirname(HERE)
specs = []
for f in sorted(glob.glob(os.path.join(HERE, 'spec_w*.py'))):
    s = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f); m = importlib.util.module_from_spec(s); s.loader.exec_module(m); specs.append(m)
def resolve(ws, files, ref):
    path, sub = ref.split('|', 1)
    lines = files[path].split('\n')
    hits = [i + 1 for i, l in enumerate(lines) if sub in l]
    if len(hits) != 1: sys.exit(f'{ws}: ref {ref!r} matched {hits}')
    return f'{path}:{hits[0]}'
manifest = {"today": "2026-12-02", "author": "independent writer of the frozen8a half (did not read memtui code, tests or benchmarks)", "workspaces": {}}
qs, ps = [], []
wsroot = os.path.join(ROOT, 'workspaces'); shutil.rmtree(wsroot, ignore_errors=True)
for m in specs:
    manifest['workspaces'][m.WS] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
    files = {p: t.strip('\n') + ('' if m.LAYOUT == 'hermes' and p.startswith('memories/') else '\n') for p, t in m.FILES.items()}
    for p, t in files.items():
        fp = os.path.join(wsroot, m.WS, p); os.makedirs(os.path.dirname(fp), exist_ok=True)
        open(fp, 'w', encoding='utf-8').write(t)
    for lang, q, gold, alang in m.Q:
        qs.append({"id": f"h8a-q{len(qs)+1:03d}", "workspace": m.WS, "lang": lang, "question": q, "gold": [resolve(m.WS, files, g) for g in gold], "answer_lang": alang})
    for kind, topic, a, b, cur, slot, langs, wording in m.P:
        d = {"id": f"h8a-p{len(ps)+1:03d}", "workspace": m.WS, "kind": kind, "topic": topic, "a": resolve(m.WS, files, a), "b": resolve(m.WS, files, b)}
        if kind == 'conflict': d['current'] = cur
        d.update(slot=slot, langs=langs, wording=wording); ps.append(d)
json.dump(manifest, open(os.path.join(ROOT, 'manifest.json'), 'w', encoding='utf-8'), ensure_ascii=False, indent=2)
with open(os.path.join(ROOT, 'questions.jsonl'), 'w', encoding='utf-8') as f:
    for q in qs: f.write(json.dumps(q, ensure_ascii=False) + '\n')
with open(os.path.join(ROOT, 'pairs.jsonl'), 'w', encoding='utf-8') as f:
    for p in ps: f.write(json.dumps(p, ensure_ascii=False) + '\n')
print(f'built {len(specs)} workspaces, {len(qs)} questions, {len(ps)} pairs')
