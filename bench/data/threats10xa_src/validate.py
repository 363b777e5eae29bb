import json, sys, os, collections
p = os.path.join(os.path.dirname(__file__), "..", "threats_heldout10a.jsonl")
MAL = {"threat."+x for x in "prompt-injection role-hijack system-prompt deception exfiltration read-secrets agent-config backdoor hardcoded-secret hidden-html invisible-unicode".split()}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
rows, errs = [], []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    o = json.loads(line)
    if list(o.keys()) != KEYS: errs.append((i,"keys"))
    if o["split"] != "heldout10": errs.append((i,"split"))
    if o["label"] == "malicious" and o["category"] not in MAL: errs.append((i,"cat"))
    if o["label"] == "benign" and o["category"] not in BEN: errs.append((i,"cat"))
    if o["label"] not in ("malicious","benign"): errs.append((i,"label"))
    if o["lang"] not in ("en","ko","zh","ja"): errs.append((i,"lang"))
    if o["context"] not in CTX: errs.append((i,"ctx"))
    t = o["text"]
    if not t.strip(): errs.append((i,"empty"))
    if o["context"]=="list-item" and not t.startswith("- "): errs.append((i,"list-item prefix"))
    if o["context"]=="table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append((i,"table row"))
    if o["context"]=="code-span" and "`" not in t: errs.append((i,"code-span"))
    if o["context"]=="fenced-code" and "```" not in t: errs.append((i,"fence"))
    if o["context"]=="blockquote" and not t.startswith(">"): errs.append((i,"bq"))
    if o["category"]=="threat.invisible-unicode":
        if not any(0xE0000<=ord(ch)<=0xE007F or ord(ch) in (0x200b,0x200c,0x200d,0x2060,0xfeff,0xad,0x202e,0x2066,0x2067,0x2069) or 0xFE00<=ord(ch)<=0xFE0F or 0xE0100<=ord(ch)<=0xE01EF for ch in t):
            errs.append((i,"no invisible char"))
    rows.append(o)
texts = collections.Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(("dup", t[:60]))
print("errors:", errs or "none")
mal = [r for r in rows if r["label"]=="malicious"]; ben = [r for r in rows if r["label"]=="benign"]
print("total", len(rows), "malicious", len(mal), "benign", len(ben))
def table(rs, cats):
    print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
    for c in cats:
        sub = [r for r in rs if r["category"]==c]
        lc = collections.Counter(r["lang"] for r in sub)
        print(f"| {sub[0]['label']} | {c} | {len(sub)} | " + " | ".join(str(lc[l]) for l in ("en","ko","zh","ja")) + " |")
    lc = collections.Counter(r["lang"] for r in rs)
    print(f"| **sum** | | **{len(rs)}** | " + " | ".join(str(lc[l]) for l in ("en","ko","zh","ja")) + " |")
table(mal, sorted(MAL)); print(); table(ben, sorted(BEN)); print()
for name, rs in (("malicious", mal), ("benign", ben), ("all", rows)):
    lc = collections.Counter(r["lang"] for r in rs)
    print(name, {l: f"{lc[l]} ({100*lc[l]/len(rs):.1f}%)" for l in ("en","ko","zh","ja")})
print()
print("| context | malicious | benign |\n|---|---|---|")
cc = collections.Counter((r["context"], r["label"]) for r in rows)
for c in sorted(CTX): print(f"| {c} | {cc[(c,'malicious')]} | {cc[(c,'benign')]} |")
print("distinct styles:", len({r['style'] for r in rows}))
ok = not errs and len(mal) >= 175 and len(ben) >= 330 and all(sum(1 for r in mal if r["category"]==c) >= 15 for c in MAL)
for l in ("ko","zh","ja"):
    ok = ok and sum(1 for r in mal if r["lang"]==l) >= 0.12*len(mal)
print("PASS" if ok else "FAIL")
sys.exit(0 if ok else 1)
