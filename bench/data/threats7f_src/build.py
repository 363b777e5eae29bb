import json, importlib, os
mods = ['mal1','mal2','mal3','mal4','mal5','mal6','mal7','ben1','ben2','ben3','ben4','ben5','ben6','ben_ko','ben_zh','ben_ja']
rows = []
for m in mods:
    if not os.path.exists(m + '.py'): continue
    mod = importlib.import_module(m)
    rows += getattr(mod, 'M', []) + getattr(mod, 'B', [])
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'threats_train7f.jsonl')
with open(out, 'w', encoding='utf-8') as f:
    for r in rows:
        d = {'split': 'train7f', **r}
        f.write(json.dumps(d, ensure_ascii=False) + '\n')
print(len(rows), 'rows ->', out)
