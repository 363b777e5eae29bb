"""Builds ../threats_heldout5b.jsonl from the hand-written line files and m_special.py."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import m_special

def parse(fname, label, cat_override=None):
    rows = []
    for ln in open(os.path.join(HERE, fname), encoding='utf-8'):
        ln = ln.rstrip('\n')
        if not ln.strip() or ln.startswith('#'):
            continue
        cat, lang, style, ctx, text = ln.split('|', 4)
        rows.append(dict(category=cat, lang=lang, style=style, context=ctx, text=text.replace('\\n', '\n'), label=label))
    return rows

rows = []
for f in sorted(os.listdir(HERE)):
    if f.startswith('m_') and f.endswith('.txt'):
        rows += parse(f, 'malicious')
rows += [dict(r, label='malicious') for r in m_special.out]
for f in sorted(os.listdir(HERE)):
    if f.startswith('b_') and f.endswith('.txt'):
        rows += parse(f, 'benign')

out = os.path.join(HERE, '..', 'threats_heldout5b.jsonl')
with open(out, 'w', encoding='utf-8') as fh:
    for r in rows:
        o = {"split": "heldout5", "label": r['label'], "category": r['category'], "lang": r['lang'],
             "style": r['style'], "context": r['context'], "text": r['text']}
        fh.write(json.dumps(o, ensure_ascii=False) + '\n')
print(len(rows), 'rows ->', os.path.normpath(out))
