import json, sys, collections, os
p=os.path.join(os.path.dirname(__file__),"..","threats_train7e.jsonl")
MAL={"threat."+c for c in "prompt-injection role-hijack system-prompt deception exfiltration read-secrets agent-config backdoor hardcoded-secret hidden-html invisible-unicode".split()}
BEN={"agents","lessons","runbook","security-doc","notes"}
CTX={"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
keys={"split","label","category","lang","style","context","text"}
rows=[json.loads(l) for l in open(p,encoding="utf-8")]
err=0; texts=collections.Counter()
for i,r in enumerate(rows):
    if set(r)!=keys: print("keys",i); err+=1
    if r["split"]!="train7e": err+=1
    if r["label"]=="malicious" and r["category"] not in MAL: print("cat",i); err+=1
    if r["label"]=="benign" and r["category"] not in BEN: print("cat",i); err+=1
    if r["lang"] not in {"en","ko","zh","ja"}: err+=1
    if r["context"] not in CTX: print("ctx",i,r["context"]); err+=1
    if r["context"]=="list-item" and not r["text"].startswith("- "): print("li",i); err+=1
    if r["context"]=="table-cell" and not r["text"].lstrip().startswith("|"): print("tc",i); err+=1
    if not r["text"].strip(): err+=1
    texts[r["text"]]+=1
d=[t for t,c in texts.items() if c>1]
print("errors",err,"dups",len(d))
c=collections.Counter((r["label"],r["category"],r["lang"]) for r in rows)
cats=sorted({(r["label"],r["category"]) for r in rows}, key=lambda x:(x[0]!="malicious",x[1]))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for l,ca in cats:
    v=[c[(l,ca,g)] for g in ["en","ko","zh","ja"]]; print(f"| {l} | {ca} | {sum(v)} | "+" | ".join(map(str,v))+" |")
L=collections.Counter(r["lang"] for r in rows); lb=collections.Counter(r["label"] for r in rows)
print(f"| **all** | | **{len(rows)}** | {L['en']} | {L['ko']} | {L['zh']} | {L['ja']} |")
print(dict(lb))
print("| context | n |\n|---|---|")
for k,v in collections.Counter(r["context"] for r in rows).most_common(): print(f"| {k} | {v} |")
print("styles", len({r['style'] for r in rows}))
sys.exit(1 if err or d else 0)
