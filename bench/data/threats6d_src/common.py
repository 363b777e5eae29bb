import random
ROWS = []
def L(label, cat, lang, style, ctx, text):
    ROWS.append({"split": "train6d", "label": label, "category": cat, "lang": lang,
                 "style": style, "context": ctx, "text": text})
def M(cat, lang, style, ctx, text):
    L("malicious", "threat." + cat, lang, style, ctx, text)
def B(cat, lang, style, ctx, text):
    L("benign", cat, lang, style, ctx, text)
