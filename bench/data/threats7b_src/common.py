import json
ROWS = []
def add(label, cat, lang, style, ctx, text):
    ROWS.append({"split": "train7b", "label": label, "category": cat, "lang": lang,
                 "style": style, "context": ctx, "text": text})
def M(cat, lang, style, ctx, text): add("malicious", cat, lang, style, ctx, text)
def B(cat, lang, style, ctx, text): add("benign", cat, lang, style, ctx, text)
