ROWS = []
def R(label, cat, lang, style, ctx, text):
    ROWS.append({"split": "train6c", "label": label, "category": cat, "lang": lang,
                 "style": style, "context": ctx, "text": text})
def M(cat):
    return lambda lang, style, ctx, text: R("malicious", "threat." + cat, lang, style, ctx, text)
def B(cat):
    return lambda lang, style, ctx, text: R("benign", cat, lang, style, ctx, text)
