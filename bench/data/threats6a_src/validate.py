import json, sys, collections, os
P = os.path.join(os.path.dirname(__file__), "..", "threats_train6a.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
errs = []; rows = []
for i, line in enumerate(open(P, encoding="utf-8"), 1):
    try: r = json.loads(line)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
    if r["split"] != "train6a": errs.append(f"{i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: cat")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: cat")
    if r["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if r["lang"] not in ("en","ko","zh","ja"): errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: ctx {r['context']}")
    t = r["text"]
    if not t.strip() or not r["style"]: errs.append(f"{i}: empty")
    c = r["context"]
    if c == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item must start with '- '")
    if c == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"{i}: table row")
    if c == "code-span" and "`" not in t: errs.append(f"{i}: code-span w/o backtick")
    if c == "fenced-code" and "```" not in t: errs.append(f"{i}: fenced w/o fence")
    if c == "blockquote" and not t.startswith("> "): errs.append(f"{i}: blockquote")
    if r["category"] == "threat.invisible-unicode" and not any(0xE0000 <= ord(ch) <= 0xE007F or ch in "\u200b\u200c\u200d\u2060\u00ad\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069" or 0xFE00 <= ord(ch) <= 0xFE0F or 0xE0100 <= ord(ch) <= 0xE01EF for ch in t):
        errs.append(f"{i}: invisible-unicode line without invisible chars")
    rows.append(r)
texts = collections.Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f"duplicate x{n}: {t[:60]!r}")
lab = collections.Counter(r["label"] for r in rows)
cat = collections.Counter((r["label"], r["category"]) for r in rows)
cl = collections.Counter((r["label"], r["category"], r["lang"]) for r in rows)
if lab["malicious"] < 260: errs.append("malicious < 260")
if lab["benign"] < 300: errs.append("benign < 300")
for c in ["threat.deception","threat.exfiltration","threat.prompt-injection","threat.backdoor","threat.agent-config"]:
    if cat[("malicious", c)] < 30: errs.append(f"{c} < 30")
for c in MAL:
    if cat[("malicious", c)] < 8: errs.append(f"{c} < 8")
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for (l, c), n in sorted(cat.items(), key=lambda x: (x[0][0] != "malicious", x[0][1])):
    print(f"| {l} | {c} | {n} | " + " | ".join(str(cl[(l, c, g)]) for g in ["en","ko","zh","ja"]) + " |")
lg = collections.Counter(r["lang"] for r in rows)
print(f"| **all** | | **{len(rows)}** | " + " | ".join(str(lg[g]) for g in ["en","ko","zh","ja"]) + " |")
print()
print("| context | malicious | benign |\n|---|---|---|")
cx = collections.Counter((r["context"], r["label"]) for r in rows)
for c in sorted(CTX, key=lambda c: -(cx[(c,'malicious')]+cx[(c,'benign')])):
    print(f"| {c} | {cx[(c,'malicious')]} | {cx[(c,'benign')]} |")
print()
m = lab["malicious"]; focus = sum(cat[("malicious", c)] for c in ["threat.deception","threat.exfiltration","threat.prompt-injection","threat.backdoor","threat.agent-config"])
print(f"labels: {dict(lab)}; focus share {focus}/{m} = {focus/m:.1%}; en share {lg['en']/len(rows):.1%}; styles {len(set(r['style'] for r in rows))}")
print("ERRORS:" if errs else "OK: no errors"); [print(" ", e) for e in errs]
sys.exit(1 if errs else 0)
