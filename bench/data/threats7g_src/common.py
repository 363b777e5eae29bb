# shared helpers for the threats7g generators
def rows(category, label, items):
    out = []
    for it in items:
        lang, style, context, text = it
        out.append({"split": "train7g", "label": label, "category": category,
                    "lang": lang, "style": style, "context": context, "text": text})
    return out
