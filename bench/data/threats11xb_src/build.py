import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import m1, m2, m3, m4, m5, b1, b2, b3, b4, b5, b6, b7, b8, b9
out = os.path.join(os.path.dirname(__file__), "..", "threats_heldout11b.jsonl")
rows = []
for mod, label in ((m1,"malicious"),(m2,"malicious"),(m3,"malicious"),(m4,"malicious"),(m5,"malicious"),(b1,"benign"),(b2,"benign"),(b3,"benign"),(b4,"benign"),(b5,"benign"),(b6,"benign"),(b7,"benign"),(b8,"benign"),(b9,"benign")):
    for cat, lang, style, ctx, text in mod.ROWS:
        rows.append({"split":"heldout11","label":label,"category":cat,"lang":lang,"style":style,"context":ctx,"text":text})
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.abspath(out))
