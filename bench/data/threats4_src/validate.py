import json, sys, os, unicodedata
from collections import Counter
p = os.path.join(os.path.dirname(__file__), "..", "threats_heldout4.jsonl")
MAL = ["threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"]
BEN = ["agents","lessons","runbook","security-doc","notes"]
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
rows, errs = [], []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    try: r = json.loads(line)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if list(r) != KEYS: errs.append(f"{i}: keys {list(r)}")
    if r["split"] != "heldout4": errs.append(f"{i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: cat")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: cat")
    if r["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if r["lang"] not in ("en","ko","zh","ja"): errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: ctx")
    t = r["text"]
    if r["context"] == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item w/o '- '")
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"{i}: table row")
    if r["context"] == "fenced-code" and "```" not in t: errs.append(f"{i}: fence")
    if r["context"] == "code-span" and "`" not in t: errs.append(f"{i}: code-span w/o backtick")
    if r["context"] == "blockquote" and not t.startswith(">"): errs.append(f"{i}: blockquote")
    if r["category"] == "threat.invisible-unicode":
        if not any(unicodedata.category(c) == "Cf" or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF for c in t):
            errs.append(f"{i}: invisible-unicode line has no invisible chars")
    if r["lang"] != "en" and not any(ord(c) > 0x2E80 and ord(c) < 0xFFFF and unicodedata.category(c).startswith("L") for c in t):
        errs.append(f"{i}: non-en line without CJK letters")
    rows.append(r)
dup = [t for t, n in Counter(r["text"] for r in rows).items() if n > 1]
if dup: errs.append(f"duplicates: {len(dup)} {dup[:3]}")
L = Counter(r["label"] for r in rows)
cc = Counter((r["label"], r["category"]) for r in rows)
cl = Counter((r["category"], r["lang"]) for r in rows)
for c in MAL:
    if cc[("malicious", c)] < 22: errs.append(f"too few {c}")
if L["malicious"] < 250: errs.append("malicious < 250")
if L["benign"] < 450: errs.append("benign < 450")
mal = [r for r in rows if r["label"] == "malicious"]
ml = Counter(r["lang"] for r in mal)
for lg in ("ko","zh","ja"):
    if ml[lg] / len(mal) < 0.12: errs.append(f"malicious {lg} share < 12%")
print("rows", len(rows), dict(L))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lab, cats in (("malicious", MAL), ("benign", BEN)):
    for c in cats:
        print(f"| {lab} | {c} | {cc[(lab,c)]} | " + " | ".join(str(cl[(c,l)]) for l in ("en","ko","zh","ja")) + " |")
al = Counter(r["lang"] for r in rows)
print(f"| **all** | | **{len(rows)}** | " + " | ".join(str(al[l]) for l in ("en","ko","zh","ja")) + " |")
print("malicious by lang", dict(ml), {k: round(v/len(mal),3) for k,v in ml.items()})
bl = Counter(r["lang"] for r in rows if r["label"]=="benign"); print("benign by lang", dict(bl))
print("\n| context | malicious | benign |\n|---|---|---|")
for c in sorted(CTX):
    print(f"| {c} | {sum(1 for r in mal if r['context']==c)} | {sum(1 for r in rows if r['label']=='benign' and r['context']==c)} |")
print("styles", len(set(r["style"] for r in rows)))
print("ERRORS:" if errs else "OK: no errors"); [print(" ", e) for e in errs]
sys.exit(1 if errs else 0)
