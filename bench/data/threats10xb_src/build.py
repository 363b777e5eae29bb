import json, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import m1, m2, m3, m4, m5, b1, b2, b3, b4
out = []
for mod in (m1, m2, m3, m4, m5):
    for cat, lang, style, ctx, text in mod.ROWS:
        out.append({"split": "heldout10", "label": "malicious", "category": cat, "lang": lang, "style": style, "context": ctx, "text": text})
for mod in (b1, b2, b3, b4):
    for cat, lang, style, ctx, text in mod.ROWS:
        out.append({"split": "heldout10", "label": "benign", "category": cat, "lang": lang, "style": style, "context": ctx, "text": text})
p = os.path.join(os.path.dirname(__file__), "..", "threats_heldout10b.jsonl")
with open(p, "w", encoding="utf-8") as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(out), "rows ->", os.path.abspath(p))
