"""Build threats_heldout7b.jsonl from the hand-written DSL files + gen_special.py."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_special

MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html",
       "threat.invisible-unicode"}

def load(fn):
    rows = []
    for ln in open(os.path.join(HERE, fn), encoding="utf-8"):
        ln = ln.rstrip("\n")
        if not ln or ln.startswith("#"):
            continue
        parts = ln.split("@@")
        assert len(parts) == 5, (fn, ln)
        cat, lang, style, ctx, text = parts
        rows.append((cat, lang, style, ctx, text.replace("\\n", "\n")))
    return rows

rows = []
for fn in ["mal.txt", "mal2.txt", "ben1.txt", "ben2.txt", "ben3.txt", "ben4.txt"]:
    if os.path.exists(os.path.join(HERE, fn)):
        rows += load(fn)
rows += gen_special.SPECIAL
out = os.path.join(HERE, "..", "threats_heldout7b.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for cat, lang, style, ctx, text in rows:
        f.write(json.dumps({"split": "heldout7", "label": "malicious" if cat in MAL else "benign", "category": cat,
                            "lang": lang, "style": style, "context": ctx, "text": text}, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.normpath(out))
