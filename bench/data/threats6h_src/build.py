import json, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mal_en, mal_intl, mal_gen, ben_en, ben_intl, ben_en2, ben_intl2
C = mal_en.C
rows = []
for mod in (mal_en.M, mal_intl.M, mal_gen.out, getattr(__import__("mal_extra"), "M", [])):
    for cat, lang, style, ctx, text in mod:
        rows.append({"split":"train6h","label":"malicious","category":C[cat],"lang":lang,"style":style,"context":ctx,"text":text})
for mod in (ben_en.B, ben_intl.B, ben_en2.B, ben_intl2.B, getattr(__import__("ben_extra"), "B", [])):
    for cat, lang, style, ctx, text in mod:
        rows.append({"split":"train6h","label":"benign","category":cat,"lang":lang,"style":style,"context":ctx,"text":text})
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train6h.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.normpath(out))
