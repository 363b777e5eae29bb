import json, sys, os, unicodedata
from collections import Counter
P = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_heldout6a.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
LANGS = ["en","ko","zh","ja"]
rows = []; errs = []
for i, line in enumerate(open(P, encoding="utf-8"), 1):
    r = json.loads(line)
    if set(r) != {"split","label","category","lang","style","context","text"}: errs.append((i,"fields"))
    if r["split"] != "heldout6": errs.append((i,"split"))
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append((i,"malcat"))
    if r["label"] == "benign" and r["category"] not in BEN: errs.append((i,"bencat"))
    if r["label"] not in ("malicious","benign"): errs.append((i,"label"))
    if r["lang"] not in LANGS: errs.append((i,"lang"))
    if r["context"] not in CTX: errs.append((i,"ctx"))
    if not r["text"].strip(): errs.append((i,"empty"))
    if r["context"] == "list-item" and not r["text"].startswith("- "): errs.append((i,"list-item prefix"))
    if r["context"] == "table-cell" and not (r["text"].startswith("|") and r["text"].rstrip().endswith("|")): errs.append((i,"table row"))
    if r["context"] == "code-span" and "`" not in r["text"]: errs.append((i,"code-span"))
    if r["context"] == "blockquote" and not r["text"].startswith(">"): errs.append((i,"blockquote"))
    if r["context"] == "fenced-code" and "```" not in r["text"]: errs.append((i,"fence"))
    rows.append(r)
dups = [t for t, n in Counter(r["text"] for r in rows).items() if n > 1]
if dups: errs.append(("dup", len(dups), dups[:3]))
# invisible-unicode lines must contain at least one Cf/invisible or VS char
def has_inv(t): return any(unicodedata.category(c) == "Cf" or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF for c in t)
for r in rows:
    if r["category"] == "threat.invisible-unicode" and not has_inv(r["text"]): errs.append(("no-invisible", r["text"][:40]))
print("errors:", errs or "none")
lab = Counter(r["label"] for r in rows)
print("total", len(rows), dict(lab))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for label in ("malicious","benign"):
    cats = sorted({r["category"] for r in rows if r["label"] == label})
    for c in cats:
        cc = Counter(r["lang"] for r in rows if r["category"] == c and r["label"] == label)
        print(f"| {label} | {c} | {sum(cc.values())} | " + " | ".join(str(cc[l]) for l in LANGS) + " |")
for label in ("malicious","benign"):
    cc = Counter(r["lang"] for r in rows if r["label"] == label); n = sum(cc.values())
    print(f"| **{label}** | | **{n}** | " + " | ".join(f"{cc[l]} ({100*cc[l]/n:.0f}%)" for l in LANGS) + " |")
cc = Counter(r["lang"] for r in rows); print("all langs", dict(cc), f"en {100*cc['en']/len(rows):.0f}%")
print("\n| context | malicious | benign |\n|---|---|---|")
for c in sorted(CTX):
    print(f"| {c} | {sum(1 for r in rows if r['context']==c and r['label']=='malicious')} | {sum(1 for r in rows if r['context']==c and r['label']=='benign')} |")
print("styles:", len({r['style'] for r in rows}))
sys.exit(1 if errs else 0)
