import json, sys, collections, os
p = os.path.join(os.path.dirname(__file__), "..", "threats_train6e.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration","threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
rows = [json.loads(l) for l in open(p, encoding="utf-8")]
err = 0; seen = set()
for i, r in enumerate(rows, 1):
    if set(r) != {"split","label","category","lang","style","context","text"}: print(i, "fields"); err += 1
    if r["split"] != "train6e": print(i, "split"); err += 1
    if r["label"] == "malicious" and r["category"] not in MAL: print(i, "cat"); err += 1
    if r["label"] == "benign" and r["category"] not in BEN: print(i, "cat"); err += 1
    if r["label"] not in ("malicious","benign"): print(i,"label"); err += 1
    if r["lang"] not in ("en","ko","zh","ja"): print(i,"lang"); err += 1
    if r["context"] not in CTX: print(i,"ctx"); err += 1
    t = r["text"]
    if r["context"] == "list-item" and not t.startswith("- "): print(i, "list-item prefix"); err += 1
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): print(i, "table"); err += 1
    if r["context"] == "code-span" and "`" not in t: print(i, "codespan"); err += 1
    if r["context"] == "blockquote" and not t.startswith("> "): print(i, "bq"); err += 1
    if r["context"] == "fenced-code" and "```" not in t: print(i, "fence"); err += 1
    if r["category"] == "threat.invisible-unicode" and not any(0x200b <= ord(c) <= 0x200f or 0x202a <= ord(c) <= 0x202e or 0x2060 <= ord(c) <= 0x2069 or ord(c) in (0xad, 0xfeff) or 0xfe00 <= ord(c) <= 0xfe0f or ord(c) >= 0xe0000 for c in t): print(i, "no invisible"); err += 1
    if t in seen: print(i, "dup"); err += 1
    seen.add(t)
c = collections.Counter((r["label"], r["category"], r["lang"]) for r in rows)
cats = sorted({(r["label"], r["category"]) for r in rows}, key=lambda x: (x[0] != "malicious", x[1]))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lab, cat in cats:
    v = [c[(lab, cat, l)] for l in ("en","ko","zh","ja")]
    print(f"| {lab} | {cat} | {sum(v)} | " + " | ".join(map(str, v)) + " |")
L = collections.Counter(r["lang"] for r in rows)
print(f"| **all** | | **{len(rows)}** | {L['en']} | {L['ko']} | {L['zh']} | {L['ja']} |")
lab = collections.Counter(r["label"] for r in rows); print("\nlabels:", dict(lab))
for lb in ("malicious","benign"):
    sub=[r for r in rows if r["label"]==lb]; print(lb, "en share %.1f%%" % (100*sum(r["lang"]=="en" for r in sub)/len(sub)))
print("\n| context | n |\n|---|---|")
for k, v in collections.Counter(r["context"] for r in rows).most_common(): print(f"| {k} | {v} |")
print("\nstyles:", len({r["style"] for r in rows}))
print("errors:", err); sys.exit(1 if err else 0)
