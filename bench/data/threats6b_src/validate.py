import json, sys, collections, os
p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train6b.jsonl")
MAL = {"threat."+c for c in "prompt-injection role-hijack system-prompt deception exfiltration read-secrets agent-config backdoor hardcoded-secret hidden-html invisible-unicode".split()}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
errs = 0; seen = set(); rows = []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    try: r = json.loads(line)
    except Exception as e: print("line", i, "bad json", e); errs += 1; continue
    if list(r.keys()) != KEYS: print("line", i, "keys", list(r.keys())); errs += 1
    if r["split"] != "train6b": print("line", i, "split"); errs += 1
    if r["label"] == "malicious" and r["category"] not in MAL: print("line", i, "cat"); errs += 1
    if r["label"] == "benign" and r["category"] not in BEN: print("line", i, "cat"); errs += 1
    if r["label"] not in ("malicious","benign"): print("line", i, "label"); errs += 1
    if r["lang"] not in ("en","ko","zh","ja"): print("line", i, "lang"); errs += 1
    if r["context"] not in CTX: print("line", i, "ctx", r["context"]); errs += 1
    if r["context"] == "list-item" and not r["text"].startswith("- "): print("line", i, "list-item w/o '- '"); errs += 1
    if r["context"] == "table-cell" and not (r["text"].startswith("|") and r["text"].rstrip().endswith("|")): print("line", i, "table"); errs += 1
    if r["context"] == "fenced-code" and not r["text"].startswith("```"): print("line", i, "fence"); errs += 1
    if r["context"] == "blockquote" and not r["text"].startswith("> "): print("line", i, "bq"); errs += 1
    if r["context"] == "code-span" and "`" not in r["text"]: print("line", i, "codespan"); errs += 1
    if not r["text"].strip() or not r["style"].strip(): print("line", i, "empty"); errs += 1
    k = r["text"].strip()
    if k in seen: print("line", i, "duplicate text"); errs += 1
    seen.add(k); rows.append(r)
if any(ord(c) >= 0xE0000 for c in "".join(r["text"] for r in rows if r["category"]=="threat.invisible-unicode")) is False: print("no tag chars"); errs += 1
for r in rows:
    if r["category"] == "threat.invisible-unicode" and not any(c in r["text"] for c in "\u200b\u200c\u200d\u2060\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u00ad") and not any(ord(c) >= 0xE0000 or 0xFE00 <= ord(c) <= 0xFE0F for c in r["text"]):
        print("invisible-unicode row without invisible chars:", r["text"][:40]); errs += 1
langs = ["en","ko","zh","ja"]
tab = collections.OrderedDict()
for r in sorted(rows, key=lambda r: (r["label"] != "malicious", r["category"])):
    tab.setdefault((r["label"], r["category"]), collections.Counter())[r["lang"]] += 1
print("| label | category | total | " + " | ".join(langs) + " |"); print("|---|---|---|---|---|---|---|")
tot = collections.Counter()
for (l, c), cn in tab.items():
    print(f"| {l} | {c} | {sum(cn.values())} | " + " | ".join(str(cn[x]) for x in langs) + " |"); tot.update(cn)
print(f"| **all** | | **{sum(tot.values())}** | " + " | ".join(str(tot[x]) for x in langs) + " |")
lab = collections.Counter(r["label"] for r in rows); print("\nlabels:", dict(lab))
for L in ("malicious","benign"):
    c = collections.Counter(r["lang"] for r in rows if r["label"]==L); n=sum(c.values())
    print(L, {k: f"{v} ({100*v/n:.0f}%)" for k, v in c.items()})
print("\n| context | malicious | benign |"); print("|---|---|---|")
cc = collections.Counter((r["context"], r["label"]) for r in rows)
for cx in sorted(CTX, key=lambda x: -(cc[(x,"malicious")]+cc[(x,"benign")])): print(f"| {cx} | {cc[(cx,'malicious')]} | {cc[(cx,'benign')]} |")
print("\nstyles:", len({r["style"] for r in rows}))
focus = sum(1 for r in rows if r["category"] in {"threat.system-prompt","threat.read-secrets","threat.role-hijack","threat.deception","threat.prompt-injection"})
print("focus share of malicious: %.0f%%" % (100*focus/lab["malicious"]))
print("ERRORS:", errs); sys.exit(1 if errs else 0)
