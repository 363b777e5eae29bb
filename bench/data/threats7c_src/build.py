import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import m1, m2, m3, b1, b2, b3, m4, m5, b4, m6, b5, m7, b6, m8, m9, b7, b8
rows = []
for cat, lang, style, ctx, text in m1.ROWS + m2.ROWS + m3.rows() + m4.ROWS + m5.ROWS + m6.rows() + m7.ROWS + m8.ROWS + m9.ROWS:
    rows.append(("malicious", cat, lang, style, ctx, text))
for cat, lang, style, ctx, text in b1.ROWS + b2.ROWS + b3.ROWS + b4.ROWS + b5.ROWS + b6.ROWS + b7.ROWS + b8.ROWS:
    rows.append(("benign", cat, lang, style, ctx, text))
# context rebalancing (deterministic): avoid "list-item => benign / plain => malicious" shortcut
bal = []; mp = bl = 0
for label, cat, lang, style, ctx, text in rows:
    if label == "malicious" and ctx == "plain" and "\n" not in text and not text.startswith(("<", "[", "#")):
        mp += 1
        if mp % 3 == 0: ctx, text = "list-item", "- " + text
    elif label == "benign" and ctx == "list-item" and "\n" not in text:
        bl += 1
        if bl % 4 == 0: ctx, text = "plain", text[2:]
    bal.append((label, cat, lang, style, ctx, text))
rows = bal
out = os.path.join(os.path.dirname(__file__), "..", "threats_train7c.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for label, cat, lang, style, ctx, text in rows:
        f.write(json.dumps({"split": "train7c", "label": label, "category": cat, "lang": lang,
                            "style": style, "context": ctx, "text": text}, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.abspath(out))
