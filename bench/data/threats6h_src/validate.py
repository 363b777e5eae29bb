import json, sys, collections, os
p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train6h.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration","threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
rows, errs, seen = [], [], set()
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    r = json.loads(line)
    if list(r) != KEYS: errs.append((i, "keys"))
    if r["split"] != "train6h": errs.append((i, "split"))
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append((i, "cat"))
    if r["label"] == "benign" and r["category"] not in BEN: errs.append((i, "cat"))
    if r["label"] not in ("malicious","benign"): errs.append((i,"label"))
    if r["lang"] not in ("en","ko","zh","ja"): errs.append((i, "lang"))
    if r["context"] not in CTX: errs.append((i, "ctx"))
    if not r["text"].strip(): errs.append((i, "empty"))
    if r["context"] == "list-item" and not r["text"].startswith("- "): errs.append((i, "list-item prefix"))
    if r["context"] == "table-cell" and not (r["text"].startswith("|") and r["text"].rstrip().endswith("|")): errs.append((i, "table"))
    if r["context"] == "fenced-code" and "```" not in r["text"]: errs.append((i, "fence"))
    if r["context"] == "code-span" and "`" not in r["text"]: errs.append((i, "codespan"))
    if r["context"] == "blockquote" and not r["text"].startswith(">"): errs.append((i, "bq"))
    if r["text"] in seen: errs.append((i, "dup"))
    seen.add(r["text"]); rows.append(r)
print("errors:", errs)
tab = collections.Counter((r["label"], r["category"], r["lang"]) for r in rows)
cats = sorted({(r["label"], r["category"]) for r in rows}, key=lambda x: (x[0] != "malicious", x[1]))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for l, c in cats:
    n = [tab[(l, c, g)] for g in ("en","ko","zh","ja")]
    print(f"| {l} | {c} | {sum(n)} | " + " | ".join(map(str, n)) + " |")
for l in ("malicious","benign"):
    n = [sum(1 for r in rows if r["label"] == l and r["lang"] == g) for g in ("en","ko","zh","ja")]
    print(f"| **{l}** | | **{sum(n)}** | " + " | ".join(map(str, n)) + " |")
n = [sum(1 for r in rows if r["lang"] == g) for g in ("en","ko","zh","ja")]
print(f"| **all** | | **{len(rows)}** | " + " | ".join(map(str, n)) + " |")
print("\n| context | malicious | benign |\n|---|---|---|")
for c in sorted(CTX):
    print(f"| {c} | {sum(1 for r in rows if r['context']==c and r['label']=='malicious')} | {sum(1 for r in rows if r['context']==c and r['label']=='benign')} |")
print("\ndistinct styles:", len({r['style'] for r in rows}))
sys.exit(1 if errs else 0)
