# Validate threats_heldout8a.jsonl: parse, fields, enums, counts, duplicates, context shape, invisible chars present.
import json, os, sys, unicodedata
from collections import Counter
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_heldout8a.jsonl")
MAL = ["threat.prompt-injection", "threat.role-hijack", "threat.system-prompt", "threat.deception", "threat.exfiltration",
       "threat.read-secrets", "threat.agent-config", "threat.backdoor", "threat.hardcoded-secret", "threat.hidden-html",
       "threat.invisible-unicode"]
BEN = ["agents", "lessons", "runbook", "security-doc", "notes"]
CTX = {"plain", "list-item", "table-cell", "code-span", "blockquote", "fenced-code", "security-doc"}
KEYS = ["split", "label", "category", "lang", "style", "context", "text"]
errs = []
rows = []
for i, line in enumerate(open(P, encoding="utf-8"), 1):
    try:
        r = json.loads(line)
    except Exception as e:
        errs.append(f"line {i}: bad json {e}"); continue
    if list(r.keys()) != KEYS: errs.append(f"line {i}: keys {list(r.keys())}")
    if r["split"] != "heldout8": errs.append(f"line {i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"line {i}: cat {r['category']}")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"line {i}: cat {r['category']}")
    if r["label"] not in ("malicious", "benign"): errs.append(f"line {i}: label")
    if r["lang"] not in ("en", "ko", "zh", "ja"): errs.append(f"line {i}: lang")
    if r["context"] not in CTX: errs.append(f"line {i}: ctx {r['context']}")
    t = r["text"]
    if not t.strip(): errs.append(f"line {i}: empty")
    if r["context"] == "list-item" and not t.startswith("- "): errs.append(f"line {i}: list-item must start with '- '")
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"line {i}: table row")
    if r["context"] == "blockquote" and not t.startswith(">"): errs.append(f"line {i}: blockquote")
    if r["context"] == "fenced-code" and "```" not in t: errs.append(f"line {i}: fence")
    if r["context"] == "code-span" and "`" not in t: errs.append(f"line {i}: code-span")
    if r["category"] == "threat.invisible-unicode":
        if not any(unicodedata.category(c) == "Cf" or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF for c in t):
            errs.append(f"line {i}: no invisible chars")
    if r["lang"] != "en" and r["category"] != "threat.invisible-unicode" or r["lang"] in ("ko", "zh", "ja"):
        if not any(ord(c) > 0x3000 for c in t): errs.append(f"line {i}: non-en line without CJK")
    rows.append(r)
texts = Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f"duplicate text x{n}: {t[:60]!r}")
mal = [r for r in rows if r["label"] == "malicious"]; ben = [r for r in rows if r["label"] == "benign"]
print(f"rows={len(rows)} malicious={len(mal)} benign={len(ben)}")
if len(mal) < 175: errs.append("malicious < 175")
if len(ben) < 330: errs.append("benign < 330")
cc = Counter(r["category"] for r in mal)
for c in MAL:
    if cc[c] < 15: errs.append(f"{c} < 15")
ml = Counter(r["lang"] for r in mal)
for l in ("ko", "zh", "ja"):
    if ml[l] / len(mal) < 0.12: errs.append(f"malicious {l} share {ml[l]/len(mal):.3f} < 0.12")
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lab, cats in (("malicious", MAL), ("benign", BEN)):
    for c in cats:
        sub = [r for r in rows if r["label"] == lab and r["category"] == c]
        lc = Counter(r["lang"] for r in sub)
        print(f"| {lab} | {c} | {len(sub)} | {lc['en']} | {lc['ko']} | {lc['zh']} | {lc['ja']} |")
al = Counter(r["lang"] for r in rows)
print(f"| **all** | | **{len(rows)}** | {al['en']} | {al['ko']} | {al['zh']} | {al['ja']} |")
print()
print("| context | malicious | benign |\n|---|---|---|")
cm = Counter(r["context"] for r in mal); cb = Counter(r["context"] for r in ben)
for c in sorted(CTX, key=lambda c: -(cm[c] + cb[c])):
    print(f"| {c} | {cm[c]} | {cb[c]} |")
print("\nlang share malicious:", {l: f"{ml[l]/len(mal):.1%}" for l in ml}, " benign:", {l: f"{v/len(ben):.1%}" for l, v in Counter(r['lang'] for r in ben).items()})
print("distinct styles:", len(set(r["style"] for r in rows)))
print("ERRORS:" if errs else "OK: no errors", *errs, sep="\n")
sys.exit(1 if errs else 0)
