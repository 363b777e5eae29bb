import random
def ctx_of(text):
    t = text.lstrip()
    if t.startswith("```"): return "fenced-code"
    if t.startswith("|"): return "table-cell"
    if t.startswith(">"): return "blockquote"
    if t.startswith("- ") or t.startswith("* "): return "list-item"
    if t.startswith("`") and not t.startswith("```"): return "code-span"
    return "plain"
def mk(label, cat, rows):
    out = []
    for r in rows:
        lang, style, text = r[0], r[1], r[2]
        ctx = r[3] if len(r) > 3 else ctx_of(text)
        out.append({"split": "train8c", "label": label, "category": cat, "lang": lang,
                    "style": style, "context": ctx, "text": text})
    return out
