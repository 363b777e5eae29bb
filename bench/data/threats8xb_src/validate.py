# validates threats_heldout8b.jsonl: parse, fields, vocab, counts, duplicates, invisible chars
import json, sys, os, collections, unicodedata
P = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_heldout8b.jsonl")
MAL = ["threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"]
BEN = ["agents","lessons","runbook","security-doc","notes"]
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
LANGS = ["en","ko","zh","ja"]
KEYS = ["split","label","category","lang","style","context","text"]
rows, errs = [], []
for i, line in enumerate(open(P, encoding="utf-8"), 1):
    try: r = json.loads(line)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
    if r["split"] != "heldout8": errs.append(f"{i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: cat")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: cat")
    if r["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if r["lang"] not in LANGS: errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: ctx")
    t = r["text"]
    if not t.strip(): errs.append(f"{i}: empty")
    if r["context"] == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item must start with '- '")
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"{i}: table row")
    if r["context"] == "fenced-code" and "```" not in t: errs.append(f"{i}: fence")
    if r["context"] == "code-span" and "`" not in t: errs.append(f"{i}: code span")
    if r["context"] == "blockquote" and not t.startswith(">"): errs.append(f"{i}: blockquote")
    inv = [c for c in t if unicodedata.category(c) == "Cf" or 0xE0000 <= ord(c) <= 0xE007F or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF]
    if r["category"] == "threat.invisible-unicode" and not inv: errs.append(f"{i}: invisible-unicode line has no invisible chars")
    r["_inv"] = len(inv); rows.append(r)
texts = collections.Counter(r["text"] for r in rows)
errs += [f"duplicate text: {t[:60]!r}" for t, n in texts.items() if n > 1]
tab = collections.Counter((r["label"], r["category"], r["lang"]) for r in rows)
print(f"rows={len(rows)} malicious={sum(r['label']=='malicious' for r in rows)} benign={sum(r['label']=='benign' for r in rows)}")
print("| label | category | total | " + " | ".join(LANGS) + " |"); print("|---|---|---|---|---|---|---|")
for lab, cats in (("malicious", MAL), ("benign", BEN)):
    for c in cats:
        n = [tab[(lab, c, l)] for l in LANGS]
        print(f"| {lab} | {c} | {sum(n)} | " + " | ".join(map(str, n)) + " |")
        if lab == "malicious" and sum(n) < 15: errs.append(f"{c}: fewer than 15")
for lab in ("malicious", "benign"):
    sub = [r for r in rows if r["label"] == lab]
    lc = collections.Counter(r["lang"] for r in sub)
    print(lab, {l: f"{lc[l]} ({100*lc[l]/len(sub):.1f}%)" for l in LANGS})
print("contexts:", dict(collections.Counter(r["context"] for r in rows).most_common()))
print("contexts x label:", dict(collections.Counter((r["label"], r["context"]) for r in rows)))
print("styles:", len(set(r["style"] for r in rows)))
print("benign lines containing invisible/format chars:", sum(1 for r in rows if r["label"] == "benign" and r["_inv"]))
m = [r for r in rows if r["label"] == "malicious"]; b = [r for r in rows if r["label"] == "benign"]
if len(m) < 175: errs.append("malicious < 175")
if len(b) < 330: errs.append("benign < 330")
for l in ("ko","zh","ja"):
    if sum(r["lang"] == l for r in m) < 0.12 * len(m): errs.append(f"malicious {l} < 12%")
print("ERRORS:", len(errs)); [print("  ", e) for e in errs]
sys.exit(1 if errs else 0)
