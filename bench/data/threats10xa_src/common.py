ITEMS = []
def R(label, cat, lang, style, ctx, text):
    ITEMS.append({"split": "heldout10", "label": label, "category": cat, "lang": lang,
                  "style": style, "context": ctx, "text": text})
def M(cat, lang, style, ctx, text):
    R("malicious", "threat." + cat, lang, style, ctx, text)
def B(cat, lang, style, ctx, text):
    R("benign", cat, lang, style, ctx, text)
