import json
def rows(label, category, items):
    out = []
    for it in items:
        lang, style, context, text = it
        out.append({"split": "train6a", "label": label, "category": category,
                    "lang": lang, "style": style, "context": context, "text": text})
    return out
