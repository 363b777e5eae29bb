import json, sys, os, collections
p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_heldout9a.jsonl")
MAL = {"threat."+c for c in "prompt-injection role-hijack system-prompt deception exfiltration read-secrets agent-config backdoor hardcoded-secret hidden-html invisible-unicode".split()}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
rows, errs, seen = [], [], set()
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    try: r = json.loads(line)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
    if r["split"] != "heldout9": errs.append(f"{i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: cat")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: cat")
    if r["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if r["lang"] not in ("en","ko","zh","ja"): errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: ctx {r['context']}")
    t = r["text"]
    if not t.strip(): errs.append(f"{i}: empty")
    if r["context"] == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item not '- '")
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"{i}: table row")
    if r["context"] == "blockquote" and not t.startswith(">"): errs.append(f"{i}: blockquote")
    if r["context"] == "fenced-code" and "```" not in t: errs.append(f"{i}: fence")
    if r["context"] == "code-span" and "`" not in t: errs.append(f"{i}: code-span")
    if t in seen: errs.append(f"{i}: duplicate text")
    seen.add(t)
    if r["category"] == "threat.invisible-unicode":
        if not any(0x200B <= ord(c) <= 0x200F or 0x202A <= ord(c) <= 0x202E or 0x2060 <= ord(c) <= 0x2069 or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0000 <= ord(c) <= 0xE01EF or ord(c) in (0xAD, 0xFEFF) for c in t):
            errs.append(f"{i}: invisible-unicode without invisible chars")
    rows.append(r)
C = collections.Counter((r["label"], r["category"], r["lang"]) for r in rows)
cats = sorted({(r["label"], r["category"]) for r in rows}, key=lambda x: (x[0] != "malicious", x[1]))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for l, c in cats:
    n = [C[(l, c, g)] for g in ("en","ko","zh","ja")]
    print(f"| {l} | {c} | {sum(n)} | " + " | ".join(map(str, n)) + " |")
    if l == "malicious" and sum(n) < 15: errs.append(f"{c} < 15")
for l in ("malicious","benign"):
    n = [sum(1 for r in rows if r["label"] == l and r["lang"] == g) for g in ("en","ko","zh","ja")]
    print(f"| **{l}** | | **{sum(n)}** | " + " | ".join(map(str, n)) + " |")
n = [sum(1 for r in rows if r["lang"] == g) for g in ("en","ko","zh","ja")]
print(f"| **all** | | **{len(rows)}** | " + " | ".join(map(str, n)) + " |")
nm = sum(r["label"] == "malicious" for r in rows); nb = len(rows) - nm
for g in ("ko","zh","ja"):
    share = sum(1 for r in rows if r["label"] == "malicious" and r["lang"] == g) / nm
    if share < 0.12: errs.append(f"malicious {g} share {share:.3f} < 0.12")
if nm < 175: errs.append("malicious < 175")
if nb < 330: errs.append("benign < 330")
print("\n| context | malicious | benign |\n|---|---|---|")
for c in sorted(CTX):
    print(f"| {c} | {sum(1 for r in rows if r['context']==c and r['label']=='malicious')} | {sum(1 for r in rows if r['context']==c and r['label']=='benign')} |")
print("\nstyles:", len({r['style'] for r in rows}), " en share: %.3f" % (n[0]/len(rows)))
print("ERRORS:" if errs else "OK: no errors", *errs, sep="\n")
