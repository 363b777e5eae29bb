# Build threats_heldout8a.jsonl from the generator modules.
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mal_intent, mal_gen, ben_en, ben_cjk

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_heldout8a.jsonl")
rows = []
for cat, lang, style, ctx, text in mal_intent.ROWS + mal_gen.ROWS:
    rows.append({"split": "heldout8", "label": "malicious", "category": cat, "lang": lang, "style": style, "context": ctx, "text": text})
for cat, lang, style, ctx, text in ben_en.ROWS + ben_cjk.ROWS:
    rows.append({"split": "heldout8", "label": "benign", "category": cat, "lang": lang, "style": style, "context": ctx, "text": text})
with open(OUT, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print("wrote", len(rows), "rows to", os.path.normpath(OUT))
