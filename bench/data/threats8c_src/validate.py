import json, collections, sys, os
p = os.path.join(os.path.dirname(__file__), "..", "threats_train8c.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration","threat.read-secrets",
       "threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
err = 0; seen = set(); rows = []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    r = json.loads(line)
    if list(r.keys()) != KEYS: print(i, "keys", r.keys()); err += 1
    if r["split"] != "train8c": print(i, "split"); err += 1
    if r["label"] == "malicious" and r["category"] not in MAL: print(i, "cat"); err += 1
    if r["label"] == "benign" and r["category"] not in BEN: print(i, "cat"); err += 1
    if r["lang"] not in ("en","ko","zh","ja"): print(i, "lang"); err += 1
    if r["context"] not in CTX: print(i, "ctx", r["context"]); err += 1
    if r["context"] == "list-item" and not r["text"].startswith("- "): print(i, "list-item w/o '- '"); err += 1
    if r["context"] == "table-cell" and not r["text"].startswith("|"): print(i, "table"); err += 1
    if not r["text"].strip() or not r["style"].strip(): print(i, "empty"); err += 1
    k = r["text"].strip()
    if k in seen: print(i, "DUP", k[:60]); err += 1
    seen.add(k); rows.append(r)
    if r["category"] == "threat.invisible-unicode":
        if not any(0x200B <= ord(c) <= 0x206F or 0xE0000 <= ord(c) <= 0xE01EF or 0xFE00 <= ord(c) <= 0xFE0F or c in "\u00ad\ufeff" for c in r["text"]):
            print(i, "no invisible char"); err += 1
lab = collections.Counter(r["label"] for r in rows)
print("total", len(rows), dict(lab))
cc = collections.defaultdict(collections.Counter)
for r in rows: cc[(r["label"], r["category"])][r["lang"]] += 1
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for (l, c), v in sorted(cc.items(), key=lambda x: (x[0][0] != "malicious", x[0][1])):
    print(f"| {l} | {c} | {sum(v.values())} | {v['en']} | {v['ko']} | {v['zh']} | {v['ja']} |")
L = collections.Counter(r["lang"] for r in rows)
print("| **all** | | **%d** | %d | %d | %d | %d |" % (len(rows), L["en"], L["ko"], L["zh"], L["ja"]))
print("en share %.1f%%" % (100*L["en"]/len(rows)))
print("\n| context | n |\n|---|---|")
for k, v in collections.Counter(r["context"] for r in rows).most_common(): print(f"| {k} | {v} |")
print("\ndistinct styles:", len(set(r["style"] for r in rows)))
print("errors:", err)
sys.exit(1 if err else 0)
