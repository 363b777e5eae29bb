ROWS = []
def M(cat, lang, style, ctx, text):
    ROWS.append(dict(split="heldout11", label="malicious", category="threat."+cat, lang=lang, style=style, context=ctx, text=text))
def B(cat, lang, style, ctx, text):
    ROWS.append(dict(split="heldout11", label="benign", category=cat, lang=lang, style=style, context=ctx, text=text))
