"""Block parser: '@@ category | lang | style | context' header, text lines follow until next header."""
def parse(block, label):
    out, cur = [], None
    def flush():
        if cur is not None:
            t = "\n".join(cur["_t"]).strip("\n")
            if t.strip():
                d = {k: v for k, v in cur.items() if k != "_t"}
                d["text"] = t
                out.append(d)
    for line in block.split("\n"):
        if line.startswith("@@ "):
            flush()
            cat, lang, style, ctx = [x.strip() for x in line[3:].split("|")]
            cur = {"split": "heldout6", "label": label, "category": cat, "lang": lang,
                   "style": style, "context": ctx, "_t": []}
        elif cur is not None:
            cur["_t"].append(line)
    flush()
    return out
