import json, collections, sys
import os
F = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'threats_train6f.jsonl')
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration","threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
rows = [json.loads(l) for l in open(F, encoding='utf-8')]
keys = {"split","label","category","lang","style","context","text"}
texts = set(); err = 0
for i, r in enumerate(rows):
    if set(r) != keys: print("keys", i); err += 1
    if r["split"] != "train6f": err += 1
    ok = (r["label"] == "malicious" and r["category"] in MAL) or (r["label"] == "benign" and r["category"] in BEN)
    if not ok: print("cat", i, r["category"]); err += 1
    if r["lang"] not in {"en","ko","zh","ja"} or r["context"] not in CTX: print("lang/ctx", i); err += 1
    if not r["text"].strip() or r["text"] in texts: print("dup/empty", i); err += 1
    texts.add(r["text"])
    if r["context"] == "list-item" and not r["text"].startswith("- "): print("list", i); err += 1
    if r["context"] == "table-cell" and not (r["text"].startswith("|") and r["text"].rstrip().endswith("|")): print("table", i); err += 1
c = collections.Counter((r["label"], r["category"], r["lang"]) for r in rows)
cats = sorted({(r["label"], r["category"]) for r in rows}, key=lambda x: (x[0] != "malicious", x[1]))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lab, cat in cats:
    v = [c[(lab, cat, l)] for l in ("en","ko","zh","ja")]
    print(f"| {lab} | {cat} | {sum(v)} | " + " | ".join(map(str, v)) + " |")
L = collections.Counter(r["label"] for r in rows); lg = collections.Counter(r["lang"] for r in rows)
print(f"| **all** | | **{len(rows)}** | {lg['en']} | {lg['ko']} | {lg['zh']} | {lg['ja']} |")
print("\nlabels:", dict(L))
print("malicious en share: %.2f" % (sum(1 for r in rows if r['label']=='malicious' and r['lang']=='en') / L['malicious']))
print("\n| context | malicious | benign |\n|---|---|---|")
cc = collections.Counter((r["context"], r["label"]) for r in rows)
for x in sorted(CTX): print(f"| {x} | {cc[(x,'malicious')]} | {cc[(x,'benign')]} |")
print("\nstyles:", len({r['style'] for r in rows}))
mc = collections.Counter(r['category'] for r in rows if r['label']=='malicious')
assert all(mc[m] >= 20 for m in MAL), mc
assert L['malicious'] >= 250 and L['benign'] >= 300, L
print("errors:", err)
