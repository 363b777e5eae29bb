import json
ROWS = []
def add(label, category, rows):
    for r in rows:
        lang, style, context, text = r
        ROWS.append({"split": "heldout9", "label": label, "category": category,
                     "lang": lang, "style": style, "context": context, "text": text})
def M(category, rows): add("malicious", category, rows)
def B(category, rows): add("benign", category, rows)
