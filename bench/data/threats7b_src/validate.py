import json, sys, collections, os
p = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train7b.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
LANG = {"en","ko","zh","ja"}
KEYS = ["split","label","category","lang","style","context","text"]
errs = []; rows = []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    try: r = json.loads(line)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
    if r["split"] != "train7b": errs.append(f"{i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: cat {r['category']}")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: cat {r['category']}")
    if r["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if r["lang"] not in LANG: errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: ctx {r['context']}")
    if r["context"] == "list-item" and not r["text"].startswith("- "): errs.append(f"{i}: list-item w/o dash")
    if r["context"] == "table-cell" and not (r["text"].startswith("|") and r["text"].rstrip().endswith("|")): errs.append(f"{i}: table-cell shape")
    if r["context"] == "fenced-code" and "```" not in r["text"]: errs.append(f"{i}: fenced w/o fence")
    if not r["text"].strip(): errs.append(f"{i}: empty")
    rows.append(r)
c = collections.Counter(r["text"] for r in rows)
for t, n in c.items():
    if n > 1: errs.append(f"duplicate x{n}: {t[:60]!r}")
tab = collections.defaultdict(collections.Counter)
for r in rows: tab[(r["label"], r["category"])][r["lang"]] += 1
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for (lab, cat), cc in sorted(tab.items()):
    print(f"| {lab} | {cat} | {sum(cc.values())} | {cc['en']} | {cc['ko']} | {cc['zh']} | {cc['ja']} |")
L = collections.Counter(r["lang"] for r in rows); lab = collections.Counter(r["label"] for r in rows)
print(f"| **all** | | **{len(rows)}** | {L['en']} | {L['ko']} | {L['zh']} | {L['ja']} |")
print("labels", dict(lab), "en share %.1f%%" % (100*L['en']/len(rows)))
print("contexts", dict(collections.Counter(r["context"] for r in rows)))
print("styles", len(set(r["style"] for r in rows)))
need = {"threat.prompt-injection":70, "threat.exfiltration":40}
for cat in MAL:
    n = sum(tab[("malicious",cat)].values())
    if n < need.get(cat, 10): errs.append(f"too few {cat}: {n}")
if lab["malicious"] < 250: errs.append("malicious < 250")
if lab["benign"] < 300: errs.append("benign < 300")
print("ERRORS:" if errs else "OK, no errors")
for e in errs: print(" ", e)
sys.exit(1 if errs else 0)
