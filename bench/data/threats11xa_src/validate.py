import json, os, sys, collections, unicodedata
p = os.path.join(os.path.dirname(__file__), "..", "threats_heldout11a.jsonl")
MAL = {"threat."+c for c in "prompt-injection role-hijack system-prompt deception exfiltration read-secrets agent-config backdoor hardcoded-secret hidden-html invisible-unicode".split()}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
LANGS = ["en","ko","zh","ja"]
KEYS = ["split","label","category","lang","style","context","text"]
rows=[]; errs=[]
for i,l in enumerate(open(p,encoding="utf-8"),1):
    try: r=json.loads(l)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if list(r.keys())!=KEYS: errs.append(f"{i}: keys {list(r)}")
    if r["split"]!="heldout11": errs.append(f"{i}: split")
    if r["label"]=="malicious" and r["category"] not in MAL: errs.append(f"{i}: mal cat")
    if r["label"]=="benign" and r["category"] not in BEN: errs.append(f"{i}: ben cat")
    if r["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if r["lang"] not in LANGS: errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: ctx {r['context']}")
    if not r["text"].strip(): errs.append(f"{i}: empty")
    if r["context"]=="list-item" and not r["text"].startswith("- "): errs.append(f"{i}: list-item w/o '- '")
    if r["context"]=="table-cell" and not (r["text"].startswith("|") and r["text"].rstrip().endswith("|")): errs.append(f"{i}: table row")
    if r["context"]=="fenced-code" and "```" not in r["text"]: errs.append(f"{i}: fence")
    if r["context"]=="code-span" and "`" not in r["text"]: errs.append(f"{i}: codespan")
    if r["context"]=="blockquote" and not r["text"].startswith(">"): errs.append(f"{i}: blockquote")
    if r["category"]=="threat.invisible-unicode" and not any(unicodedata.category(c)=="Cf" or 0xFE00<=ord(c)<=0xFE0F or 0xE0100<=ord(c)<=0xE01EF for c in r["text"]): errs.append(f"{i}: no invisible chars")
    rows.append(r)
texts=collections.Counter(r["text"] for r in rows)
d=[t for t,n in texts.items() if n>1]
if d: errs.append(f"duplicates: {d}")
# invisible chars in benign lines (other than emoji ZWJ/VS16, RLM) -> warn
for r in rows:
    if r["label"]=="benign":
        bad=[hex(ord(c)) for c in r["text"] if (0xE0000<=ord(c)<=0xE007F) or ord(c) in (0x200B,0x202E,0x2066,0x2060)]
        if bad: errs.append(f"benign has invisible {bad}: {r['text'][:40]}")
c=collections.Counter((r["label"],r["category"],r["lang"]) for r in rows)
cats=sorted({(r["label"],r["category"]) for r in rows}, key=lambda x:(x[0]!="malicious",x[1]))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lab,cat in cats:
    vals=[c[(lab,cat,l)] for l in LANGS]
    print(f"| {lab} | {cat} | {sum(vals)} | "+" | ".join(map(str,vals))+" |")
for lab in ("malicious","benign"):
    vals=[sum(v for (a,_,l),v in c.items() if a==lab and l==L) for L in LANGS]
    print(f"| **{lab}** | | **{sum(vals)}** | "+" | ".join(f"{v} ({100*v/sum(vals):.0f}%)" for v in vals)+" |")
vals=[sum(v for (a,_,l),v in c.items() if l==L) for L in LANGS]
print(f"| **all** | | **{sum(vals)}** | "+" | ".join(map(str,vals))+" |")
print("\n| context | malicious | benign |\n|---|---|---|")
cc=collections.Counter((r["context"],r["label"]) for r in rows)
for k in sorted(CTX): print(f"| {k} | {cc[(k,'malicious')]} | {cc[(k,'benign')]} |")
print("\nstyles:",len({r['style'] for r in rows}))
# checks
for cat in MAL:
    n=sum(v for (a,k,_),v in c.items() if k==cat)
    if n<15: errs.append(f"{cat} only {n}")
nm=sum(1 for r in rows if r["label"]=="malicious"); nb=len(rows)-nm
if nm<175: errs.append("malicious<175")
if nb<330: errs.append("benign<330")
for L in ("ko","zh","ja"):
    if sum(1 for r in rows if r["label"]=="malicious" and r["lang"]==L) < 0.12*nm: errs.append(f"{L} <12% malicious")
print("\nERRORS:" if errs else "\nOK: no errors"); [print(" ",e) for e in errs]
sys.exit(1 if errs else 0)
