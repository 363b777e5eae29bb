import json, sys, collections, os
p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train6d.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
rows = []; errs = 0; texts = set()
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    r = json.loads(line)
    if list(r.keys()) != KEYS: print(i, "keys", r.keys()); errs += 1
    if r["split"] != "train6d": print(i, "split"); errs += 1
    if r["label"] == "malicious" and r["category"] not in MAL: print(i, "cat"); errs += 1
    if r["label"] == "benign" and r["category"] not in BEN: print(i, "cat"); errs += 1
    if r["label"] not in ("malicious","benign"): print(i,"label"); errs += 1
    if r["lang"] not in ("en","ko","zh","ja"): print(i, "lang"); errs += 1
    if r["context"] not in CTX: print(i, "ctx", r["context"]); errs += 1
    if r["context"] == "list-item" and not r["text"].startswith("- "): print(i, "list-item w/o '- '"); errs += 1
    if r["context"] == "table-cell" and not (r["text"].startswith("|") and r["text"].rstrip().endswith("|")): print(i, "table"); errs += 1
    if r["context"] == "code-span" and "`" not in r["text"]: print(i, "code-span w/o backtick"); errs += 1
    if r["context"] == "fenced-code" and "```" not in r["text"] and "<details>" not in r["text"]: print(i, "fence"); errs += 1
    if r["context"] == "blockquote" and not r["text"].startswith(">"): print(i, "bq"); errs += 1
    if not r["text"].strip() or not r["style"]: print(i, "empty"); errs += 1
    if r["text"] in texts: print(i, "dup"); errs += 1
    texts.add(r["text"]); rows.append(r)
    if r["category"] == "threat.invisible-unicode":
        if not any(0xE0000 <= ord(c) <= 0xE007F or ord(c) in (0x200B,0x200C,0x200D,0x2060,0xFEFF,0xAD,0x202E,0x202C,0x2066,0x2067,0x2069) or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF for c in r["text"]):
            print(i, "no invisible char"); errs += 1
c = collections.Counter(r["label"] for r in rows)
print("total", len(rows), dict(c))
cat = collections.defaultdict(collections.Counter)
for r in rows: cat[(r["label"], r["category"])][r["lang"]] += 1
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for (l, k), v in sorted(cat.items()):
    print(f"| {l} | {k} | {sum(v.values())} | {v['en']} | {v['ko']} | {v['zh']} | {v['ja']} |")
lang = collections.Counter(r["lang"] for r in rows)
cjk = sum(lang[x] for x in ("ko","zh","ja"))
print("langs", dict(lang), "CJK share %.1f%%" % (100*cjk/len(rows)))
print("| context | malicious | benign |\n|---|---|---|")
ctxc = collections.defaultdict(collections.Counter)
for r in rows: ctxc[r["context"]][r["label"]] += 1
for k, v in sorted(ctxc.items(), key=lambda x: -sum(x[1].values())): print(f"| {k} | {v['malicious']} | {v['benign']} |")
print("styles", len(set(r["style"] for r in rows)))
mc = [k for (l,k),v in cat.items() if l=="malicious" and sum(v.values())<20]
ok = errs == 0 and c["malicious"] >= 250 and c["benign"] >= 300 and not mc and cjk/len(rows) >= 0.45
print("errors", errs, "OK" if ok else "FAIL", mc)
