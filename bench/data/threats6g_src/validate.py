import json, sys, collections, os
p=os.path.join(os.path.dirname(__file__),"..","threats_train6g.jsonl")
MAL={"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration","threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN={"agents","lessons","runbook","security-doc","notes"}
CTX={"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
rows=[];err=0;seen=set()
for i,l in enumerate(open(p,encoding="utf-8"),1):
    d=json.loads(l)
    if set(d)!={"split","label","category","lang","style","context","text"}: print("fields",i);err+=1
    if d["split"]!="train6g": print("split",i);err+=1
    if d["label"]=="malicious" and d["category"] not in MAL: print("cat",i);err+=1
    if d["label"]=="benign" and d["category"] not in BEN: print("cat",i);err+=1
    if d["label"] not in ("malicious","benign"): print("label",i);err+=1
    if d["lang"] not in ("en","ko","zh","ja"): print("lang",i);err+=1
    if d["context"] not in CTX: print("ctx",i,d["context"]);err+=1
    if d["context"]=="list-item" and not d["text"].startswith("- "): print("li",i);err+=1
    if d["context"]=="table-cell" and not (d["text"].lstrip().startswith("|") and d["text"].rstrip().endswith("|")): print("tc",i);err+=1
    if not d["text"].strip(): print("empty",i);err+=1
    if d["text"] in seen: print("dup",i);err+=1
    seen.add(d["text"]); rows.append(d)
c=collections.Counter((d["label"],d["category"],d["lang"]) for d in rows)
cats=sorted({(d["label"],d["category"]) for d in rows},key=lambda x:(x[0]!="malicious",x[1]))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lb,ct in cats:
    n=[c[(lb,ct,l)] for l in ("en","ko","zh","ja")]
    print(f"| {lb} | {ct} | {sum(n)} | "+" | ".join(map(str,n))+" |")
for lb in ("malicious","benign"):
    sub=[d for d in rows if d["label"]==lb]
    lc=collections.Counter(d["lang"] for d in sub)
    print(lb,len(sub),dict(lc),"en%%=%.1f"%(100*lc["en"]/len(sub)))
print("contexts",dict(collections.Counter(d["context"] for d in rows)))
print("styles",len({d["style"] for d in rows}))
print("config-notes benign",sum(1 for d in rows if d["style"].startswith("config-")))
m=collections.Counter(d["category"] for d in rows if d["label"]=="malicious")
assert all(m[x]>=12 for x in MAL), m
assert all(m[x]>=40 for x in ("threat.exfiltration","threat.agent-config","threat.read-secrets")), m
print("errors",err); sys.exit(1 if err else 0)
