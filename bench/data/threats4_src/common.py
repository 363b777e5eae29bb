import json
ROWS = []
def add(label, cat, lang, style, ctx, text):
    if ctx == "plain" and "`" in text and "```" not in text:
        ctx = "code-span"
    ROWS.append({"split": "heldout4", "label": label, "category": cat, "lang": lang,
                 "style": style, "context": ctx, "text": text})
def M(cat, lang, rows):
    for style, ctx, text in rows:
        add("malicious", cat, lang, style, ctx, text)
def B(cat, lang, rows):
    for style, ctx, text in rows:
        add("benign", cat, lang, style, ctx, text)
