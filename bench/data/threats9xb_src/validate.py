import json, sys, collections, os, unicodedata
p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_heldout9b.jsonl")
MAL = ["threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"]
BEN = ["agents","lessons","runbook","security-doc","notes"]
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
rows, errs = [], []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    try: r = json.loads(line)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
    if r["split"] != "heldout9": errs.append(f"{i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: cat")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: cat")
    if r["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if r["lang"] not in ("en","ko","zh","ja"): errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: ctx {r['context']}")
    t = r["text"]
    if not t.strip(): errs.append(f"{i}: empty")
    if r["context"] == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item must start with '- '")
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"{i}: table row")
    if r["context"] == "code-span" and "`" not in t: errs.append(f"{i}: code-span without backtick")
    if r["context"] == "fenced-code" and "```" not in t: errs.append(f"{i}: fenced without fence")
    if r["category"] == "threat.invisible-unicode" and not any(unicodedata.category(c) in ("Cf","Mn") and (0xE0000<=ord(c)<=0xE01EF or 0xFE00<=ord(c)<=0xFE0F or c in "\u200b\u200c\u200d\u2060\u00ad\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff") for c in t):
        errs.append(f"{i}: invisible-unicode line without invisible chars")
    rows.append(r)
texts = collections.Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f"duplicate x{n}: {t[:60]!r}")
print("rows", len(rows), "errors", len(errs))
for e in errs: print("  ", e)
tab = collections.defaultdict(collections.Counter)
for r in rows: tab[(r["label"], r["category"])][r["lang"]] += 1
print("\n| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
tot = collections.Counter()
for lab, cats in (("malicious", MAL), ("benign", BEN)):
    lt = collections.Counter()
    for c in cats:
        k = tab[(lab, c)]; n = sum(k.values()); lt.update(k)
        print(f"| {lab} | {c} | {n} | {k['en']} | {k['ko']} | {k['zh']} | {k['ja']} |")
    print(f"| **{lab}** | | **{sum(lt.values())}** | {lt['en']} | {lt['ko']} | {lt['zh']} | {lt['ja']} |")
    tot.update(lt)
print(f"| **all** | | **{sum(tot.values())}** | {tot['en']} | {tot['ko']} | {tot['zh']} | {tot['ja']} |")
mal = [r for r in rows if r["label"] == "malicious"]
print("\nmalicious language share:", {l: f"{100*sum(r['lang']==l for r in mal)/len(mal):.1f}%" for l in ("en","ko","zh","ja")})
print("all language share:", {l: f"{100*sum(r['lang']==l for r in rows)/len(rows):.1f}%" for l in ("en","ko","zh","ja")})
print("\n| context | malicious | benign |\n|---|---|---|")
cc = collections.Counter((r["context"], r["label"]) for r in rows)
for c in sorted(CTX, key=lambda c: -(cc[(c,'malicious')]+cc[(c,'benign')])):
    print(f"| {c} | {cc[(c,'malicious')]} | {cc[(c,'benign')]} |")
print("\ndistinct styles:", len(set(r["style"] for r in rows)))
ok = (not errs and len(mal) >= 175 and len(rows) - len(mal) >= 330 and all(sum(tab[("malicious", c)].values()) >= 15 for c in MAL))
print("PASS" if ok else "FAIL")
sys.exit(0 if ok else 1)
