import json, sys, collections, os
p = os.path.join(os.path.dirname(__file__), "..", "threats_train7c.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
err = 0; seen = set(); cnt = collections.Counter(); ctxc = collections.Counter(); styles=set(); lab=collections.Counter(); langs=collections.Counter()
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    o = json.loads(line)
    def bad(m):
        global err; err += 1; print(f"line {i}: {m}")
    if set(o) != {"split","label","category","lang","style","context","text"}: bad("fields")
    if o["split"] != "train7c": bad("split")
    if o["label"] == "malicious" and o["category"] not in MAL: bad("cat")
    if o["label"] == "benign" and o["category"] not in BEN: bad("cat")
    if o["label"] not in ("malicious","benign"): bad("label")
    if o["lang"] not in ("en","ko","zh","ja"): bad("lang")
    if o["context"] not in CTX: bad("ctx "+o["context"])
    t = o["text"]
    if not t.strip(): bad("empty")
    if o["context"] == "list-item" and not t.startswith("- "): bad("list-item must start with '- '")
    if o["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): bad("table row")
    if o["context"] == "code-span" and "`" not in t: bad("code-span w/o backticks")
    if o["context"] == "fenced-code" and "```" not in t: bad("fenced w/o fence")
    if o["context"] == "blockquote" and not t.startswith(">"): bad("blockquote")
    if o["category"] == "threat.invisible-unicode" and not any(ord(c) in range(0xE0000,0xE0080) or ord(c) in range(0xE0100,0xE01F0) or 0x200B<=ord(c)<=0x200F or 0x202A<=ord(c)<=0x202E or 0x2060<=ord(c)<=0x2069 or ord(c) in (0xFEFF,0xAD) or 0xFE00<=ord(c)<=0xFE0F for c in t): bad("no invisible char")
    if o["lang"] != "en":
        import re
        if not re.search(r"[\uac00-\ud7af\u3040-\u30ff\u4e00-\u9fff]", t): bad("non-en w/o CJK")
    k = t.strip()
    if k in seen: bad("duplicate")
    seen.add(k)
    cnt[(o["label"], o["category"], o["lang"])] += 1; ctxc[o["context"]] += 1; styles.add(o["style"]); lab[o["label"]]+=1; langs[o["lang"]]+=1
cats = sorted({(l,c) for l,c,_ in cnt}, key=lambda x:(x[0]!="malicious", x[1]))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for l,c in cats:
    r=[cnt[(l,c,g)] for g in ("en","ko","zh","ja")]; print(f"| {l} | {c} | {sum(r)} | "+" | ".join(map(str,r))+" |")
print(f"| **all** | | **{sum(lab.values())}** | "+" | ".join(str(langs[g]) for g in ("en","ko","zh","ja"))+" |")
print("\n| context | n |\n|---|---|"); [print(f"| {c} | {n} |") for c,n in ctxc.most_common()]
print("\nlabels", dict(lab), "styles", len(styles), "en share %.2f" % (langs['en']/sum(langs.values())))
ex = sum(cnt[("malicious","threat.exfiltration",g)] for g in ("en","ko","zh","ja")); rs = sum(cnt[("malicious","threat.read-secrets",g)] for g in ("en","ko","zh","ja"))
if lab["malicious"]<250 or lab["benign"]<300 or ex<70 or rs<40: err+=1; print("COUNT TARGETS NOT MET", lab, ex, rs)
for c in MAL:
    if sum(cnt[("malicious",c,g)] for g in ("en","ko","zh","ja"))<10: err+=1; print("low", c)
print("ERRORS", err); sys.exit(1 if err else 0)
