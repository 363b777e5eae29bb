import json, sys, collections
p = sys.argv[1] if len(sys.argv) > 1 else __file__.rsplit('/',2)[0] + "/threats_train7g.jsonl"
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
errs = []; seen = set(); recs = []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    r = json.loads(line)
    if list(r.keys()) != KEYS: errs.append((i, "keys"))
    if r["split"] != "train7g": errs.append((i, "split"))
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append((i, "cat"))
    if r["label"] == "benign" and r["category"] not in BEN: errs.append((i, "cat"))
    if r["label"] not in ("malicious","benign"): errs.append((i,"label"))
    if r["lang"] not in ("en","ko","zh","ja"): errs.append((i, "lang"))
    if r["context"] not in CTX: errs.append((i, "ctx"))
    if r["context"] == "list-item" and not r["text"].startswith("- "): errs.append((i, "list-item prefix"))
    if r["context"] == "table-cell" and not (r["text"].startswith("|") and r["text"].rstrip().endswith("|")): errs.append((i, "table"))
    if r["context"] == "code-span" and "`" not in r["text"]: errs.append((i, "code-span"))
    if r["context"] == "fenced-code" and "```" not in r["text"]: errs.append((i, "fence"))
    if r["context"] == "blockquote" and not r["text"].startswith(">"): errs.append((i, "bq"))
    if not r["text"].strip(): errs.append((i, "empty"))
    if r["text"] in seen: errs.append((i, "dup"))
    seen.add(r["text"]); recs.append(r)
if r["category"] == "threat.invisible-unicode": pass
for r in recs:
    if r["category"] == "threat.invisible-unicode" and not any(ord(c) in range(0x200B,0x2070) or ord(c) >= 0xE0000 or 0xFE00 <= ord(c) <= 0xFE0F or ord(c) in (0xAD,0xFEFF,0x3164) or 0x202A <= ord(c) <= 0x202E for c in r["text"]):
        errs.append((r["text"][:30], "no invisible char"))
print("errors:", errs[:20], len(errs))
lab = collections.Counter(r["label"] for r in recs); print("total", len(recs), dict(lab))
tab = collections.defaultdict(collections.Counter)
for r in recs: tab[(r["label"], r["category"])][r["lang"]] += 1
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for (l, c), cnt in sorted(tab.items()):
    print(f"| {l} | {c} | {sum(cnt.values())} | {cnt['en']} | {cnt['ko']} | {cnt['zh']} | {cnt['ja']} |")
lang = collections.Counter(r["lang"] for r in recs)
print("| **all** | | **%d** | %d | %d | %d | %d |" % (len(recs), lang['en'], lang['ko'], lang['zh'], lang['ja']))
print("\n| context | malicious | benign |\n|---|---|---|")
ctx = collections.defaultdict(collections.Counter)
for r in recs: ctx[r["context"]][r["label"]] += 1
for k, v in sorted(ctx.items(), key=lambda x: -sum(x[1].values())):
    print(f"| {k} | {v['malicious']} | {v['benign']} |")
print("\nstyles:", len(set(r["style"] for r in recs)), " en share: %.1f%%" % (100*lang['en']/len(recs)))
sys.exit(1 if errs else 0)
