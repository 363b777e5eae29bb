ROWS = []
def add(label, category, lang, style, context, text):
    ROWS.append({"split": "heldout9", "label": label, "category": category, "lang": lang,
                 "style": style, "context": context, "text": text})
def M(cat, items):
    for lang, style, ctx, text in items:
        add("malicious", "threat." + cat, lang, style, ctx, text)
def B(cat, items):
    for lang, style, ctx, text in items:
        add("benign", cat, lang, style, ctx, text)
