import json, sys, collections, os
p=os.path.join(os.path.dirname(__file__),"..","threats_train7h.jsonl")
MAL={"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration","threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN={"agents","lessons","runbook","security-doc","notes"}
CTX={"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
LANG={"en","ko","zh","ja"}
rows=[]; errs=[]; seen=set()
for i,l in enumerate(open(p,encoding="utf-8"),1):
    o=json.loads(l); rows.append(o)
    if set(o)!={"split","label","category","lang","style","context","text"}: errs.append((i,"fields"))
    if o["split"]!="train7h": errs.append((i,"split"))
    if o["label"]=="malicious" and o["category"] not in MAL: errs.append((i,"cat"))
    if o["label"]=="benign" and o["category"] not in BEN: errs.append((i,"cat"))
    if o["lang"] not in LANG: errs.append((i,"lang"))
    if o["context"] not in CTX: errs.append((i,"ctx"))
    if o["context"]=="list-item" and not o["text"].startswith("- "): errs.append((i,"list-item prefix"))
    if o["context"]=="table-cell" and not (o["text"].lstrip().startswith("|") and o["text"].rstrip().endswith("|")): errs.append((i,"table"))
    if o["context"]=="code-span" and "`" not in o["text"]: errs.append((i,"codespan"))
    if o["context"]=="fenced-code" and "```" not in o["text"]: errs.append((i,"fence"))
    if o["context"]=="blockquote" and not o["text"].startswith(">"): errs.append((i,"bq"))
    if o["category"]=="threat.invisible-unicode" and not any(0x200b<=ord(c)<=0x200f or 0x202a<=ord(c)<=0x202e or 0x2066<=ord(c)<=0x2069 or ord(c) in (0xad,0xfeff,0x2060) or 0xfe00<=ord(c)<=0xfe0f or 0xe0000<=ord(c)<=0xe01ef for c in o["text"]): errs.append((i,"no invisible"))
    k=o["text"].strip()
    if k in seen: errs.append((i,"dup"))
    seen.add(k)
print("errors:",errs)
c=collections.Counter((o["label"],o["category"],o["lang"]) for o in rows)
cats=sorted({(o["label"],o["category"]) for o in rows}, key=lambda x:(x[0]!="malicious",x[1]))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lb,ct in cats:
    t=sum(c[(lb,ct,l)] for l in LANG)
    print(f"| {lb} | {ct} | {t} | "+" | ".join(str(c[(lb,ct,l)]) for l in ["en","ko","zh","ja"])+" |")
lc=collections.Counter(o["lang"] for o in rows); lab=collections.Counter(o["label"] for o in rows)
print(f"| **all** | | **{len(rows)}** | "+" | ".join(str(lc[l]) for l in ["en","ko","zh","ja"])+" |")
print(lab, {l:round(lc[l]/len(rows)*100,1) for l in lc})
print("| context | n |\n|---|---|"); [print(f"| {k} | {v} |") for k,v in collections.Counter(o["context"] for o in rows).most_common()]
print("styles:",len({o['style'] for o in rows}))
