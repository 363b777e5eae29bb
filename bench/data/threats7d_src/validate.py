import json, sys, collections, os
p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "threats_train7d.jsonl")
MAL = ["threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"]
BEN = ["agents","lessons","runbook","security-doc","notes"]
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
rows, errs, texts = [], [], set()
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    o = json.loads(line)
    if list(o.keys()) != KEYS: errs.append(f"{i}: keys {list(o)}")
    if o["split"] != "train7d": errs.append(f"{i}: split")
    if o["lang"] not in ("en","ko","zh","ja"): errs.append(f"{i}: lang")
    if o["context"] not in CTX: errs.append(f"{i}: context {o['context']}")
    if o["label"] == "malicious" and o["category"] not in MAL: errs.append(f"{i}: mal cat")
    if o["label"] == "benign" and o["category"] not in BEN: errs.append(f"{i}: ben cat")
    if o["context"] == "list-item" and not o["text"].startswith("- "): errs.append(f"{i}: list-item w/o '- '")
    if o["context"] == "table-cell" and not (o["text"].startswith("|") and o["text"].rstrip().endswith("|")): errs.append(f"{i}: table-cell")
    if o["context"] == "fenced-code" and "```" not in o["text"]: errs.append(f"{i}: fenced")
    if o["context"] == "code-span" and "`" not in o["text"]: errs.append(f"{i}: code-span")
    if o["context"] == "blockquote" and not o["text"].startswith(">"): errs.append(f"{i}: blockquote")
    if not o["text"].strip(): errs.append(f"{i}: empty")
    if o["text"] in texts: errs.append(f"{i}: duplicate")
    texts.add(o["text"]); rows.append(o)
    if o["category"] == "threat.invisible-unicode":
        if not any(ord(c) in range(0xE0000,0xE0080) or ord(c) in (0x200b,0x200c,0x200d,0x2060,0xfeff,0xad) or 0x202a<=ord(c)<=0x202e
                   or 0x2066<=ord(c)<=0x2069 or 0xfe00<=ord(c)<=0xfe0f or 0xe0100<=ord(c)<=0xe01ef for c in o["text"]):
            errs.append(f"{i}: invisible-unicode line without invisible chars")
lab = collections.Counter(o["label"] for o in rows)
cl = collections.Counter((o["category"], o["lang"]) for o in rows)
lang = collections.Counter(o["lang"] for o in rows)
print(f"total {len(rows)}  malicious {lab['malicious']}  benign {lab['benign']}")
print(f"| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for c in MAL + BEN:
    t = sum(cl[(c,l)] for l in ("en","ko","zh","ja"))
    print(f"| {'malicious' if c in MAL else 'benign'} | {c} | {t} | " + " | ".join(str(cl[(c,l)]) for l in ("en","ko","zh","ja")) + " |")
    if c in MAL and t < 15: errs.append(f"{c} < 15")
    if c in ("threat.deception","threat.prompt-injection","threat.exfiltration") and t < 30: errs.append(f"{c} < 30")
print(f"| **all** | | **{len(rows)}** | " + " | ".join(str(lang[l]) for l in ("en","ko","zh","ja")) + " |")
cjk = (len(rows) - lang["en"]) / len(rows)
print(f"CJK share {cjk:.1%}")
print("\n| context | n |\n|---|---|")
for k, v in collections.Counter(o["context"] for o in rows).most_common(): print(f"| {k} | {v} |")
print("\ndistinct styles:", len({o['style'] for o in rows}))
if lab["malicious"] < 250: errs.append("malicious < 250")
if lab["benign"] < 300: errs.append("benign < 300")
if cjk < 0.60: errs.append("CJK < 60%")
print("\nERRORS:" if errs else "\nOK: no errors", *errs, sep="\n")
sys.exit(1 if errs else 0)
