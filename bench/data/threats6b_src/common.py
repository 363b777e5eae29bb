def R(label, cat, lang, style, ctx, text):
    return {"split": "train6b", "label": label, "category": cat, "lang": lang,
            "style": style, "context": ctx, "text": text}
def M(cat, lang, style, ctx, text):
    return R("malicious", "threat." + cat, lang, style, ctx, text)
def B(cat, lang, style, ctx, text):
    return R("benign", cat, lang, style, ctx, text)
