"""Assemble threats_train7a.jsonl from the TSV sources and mal_gen.py."""
import json, glob, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import mal_gen, ben_gen
rows = []
def add(label, cat, lang, style, ctx, text):
    rows.append({"split": "train7a", "label": label, "category": cat, "lang": lang,
                 "style": style, "context": ctx, "text": text})
for f in sorted(glob.glob(os.path.join(HERE, '*.tsv'))):
    name = os.path.basename(f)
    for ln, line in enumerate(open(f, encoding='utf-8'), 1):
        line = line.rstrip('\n')
        if not line: continue
        parts = line.split('\t')
        if name == 'mal_deception.tsv':
            cat = 'threat.deception'; lang, style, ctx, text = parts
        else:
            cat, lang, style, ctx, text = parts
        text = text.replace('\\n', '\n')
        label = 'malicious' if name.startswith('mal_') else 'benign'
        add(label, cat, lang, style, ctx, text)
for r in mal_gen.rows() + ben_gen.rows():
    add(*r)
out = os.path.join(HERE, '..', 'threats_train7a.jsonl')
with open(out, 'w', encoding='utf-8') as fh:
    for r in rows:
        fh.write(json.dumps(r, ensure_ascii=False) + '\n')
print(len(rows), 'rows ->', out)
