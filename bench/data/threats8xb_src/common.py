# shared helpers for the heldout8b generators
ROWS = []
def T(label, cat, lang, style, ctx, text):
    ROWS.append({"split": "heldout8", "label": label, "category": cat, "lang": lang,
                 "style": style, "context": ctx, "text": text})
def M(cat, lang, style, ctx, text):
    T("malicious", cat, lang, style, ctx, text)
def B(cat, lang, style, ctx, text):
    T("benign", cat, lang, style, ctx, text)
