"""Validate threats_heldout3.jsonl: parse, fields, allowed values, context shape, duplicates, counts."""
import json, os, sys, unicodedata
from collections import Counter, defaultdict

P = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_heldout3.jsonl")
MAL = ["threat.prompt-injection", "threat.role-hijack", "threat.system-prompt", "threat.deception",
       "threat.exfiltration", "threat.read-secrets", "threat.agent-config", "threat.backdoor",
       "threat.hardcoded-secret", "threat.hidden-html", "threat.invisible-unicode"]
BEN = ["agents", "lessons", "runbook", "security-doc", "notes"]
LANGS = ["en", "ko", "zh", "ja"]
CTX = ["plain", "list-item", "table-cell", "code-span", "blockquote", "fenced-code", "security-doc"]
KEYS = ["split", "label", "category", "lang", "style", "context", "text"]

def invisible(ch):
    o = ord(ch)
    return (0xE0000 <= o <= 0xE007F or 0x200B <= o <= 0x200F or 0x202A <= o <= 0x202E or 0x2060 <= o <= 0x2064
            or 0x2066 <= o <= 0x2069 or o in (0xFEFF, 0x00AD, 0x3164) or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF)

errs = []
rows = []
with open(P, encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        try:
            o = json.loads(line)
        except Exception as e:
            errs.append(f"line {i}: bad json {e}"); continue
        if list(o.keys()) != KEYS: errs.append(f"line {i}: keys {list(o.keys())}")
        if o["split"] != "heldout3": errs.append(f"line {i}: split")
        if o["label"] == "malicious" and o["category"] not in MAL: errs.append(f"line {i}: cat")
        if o["label"] == "benign" and o["category"] not in BEN: errs.append(f"line {i}: cat")
        if o["label"] not in ("malicious", "benign"): errs.append(f"line {i}: label")
        if o["lang"] not in LANGS: errs.append(f"line {i}: lang")
        if o["context"] not in CTX: errs.append(f"line {i}: context")
        if not o["style"] or not o["text"].strip(): errs.append(f"line {i}: empty")
        t, c = o["text"], o["context"]
        if c == "list-item" and not t.startswith("- "): errs.append(f"line {i}: list-item shape")
        if c == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"line {i}: table shape")
        if c == "blockquote" and not t.startswith(">"): errs.append(f"line {i}: blockquote shape")
        if c == "fenced-code" and "```" not in t: errs.append(f"line {i}: fence shape")
        if c == "code-span" and "`" not in t: errs.append(f"line {i}: code-span shape")
        if t.count("```") % 2: errs.append(f"line {i}: unbalanced fence")
        inv = [ch for ch in t if invisible(ch)]
        if o["category"] == "threat.invisible-unicode" and not inv: errs.append(f"line {i}: no invisible chars")
        if o["label"] == "benign" and inv:
            # allowed in benign text: ZWJ / VS16 inside emoji, RLM/LRM around RTL names, a BOM at the very start
            bad = {hex(ord(ch)) for ch in inv if ord(ch) not in (0x200D, 0xFE0F, 0x200F, 0x200E)}
            if t.startswith("\ufeff") and t.count("\ufeff") == 1: bad.discard(hex(0xFEFF))
            if bad: errs.append(f"line {i}: benign with unexpected invisible {bad}")
        rows.append(o)

texts = Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f"duplicate x{n}: {t[:60]!r}")
norm = Counter(" ".join(r["text"].lower().split()) for r in rows)
for t, n in norm.items():
    if n > 1: errs.append(f"near-duplicate x{n}: {t[:60]!r}")

by = Counter((r["label"], r["category"], r["lang"]) for r in rows)
tot = Counter((r["label"], r["category"]) for r in rows)
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lab, cats in (("malicious", MAL), ("benign", BEN)):
    for c in cats:
        print(f"| {lab} | {c} | {tot[(lab, c)]} | " + " | ".join(str(by[(lab, c, l)]) for l in LANGS) + " |")
lang_all = Counter(r["lang"] for r in rows)
print(f"| **all** | | **{len(rows)}** | " + " | ".join(str(lang_all[l]) for l in LANGS) + " |")
print()
nm = sum(1 for r in rows if r["label"] == "malicious"); nb = len(rows) - nm
ml = Counter(r["lang"] for r in rows if r["label"] == "malicious")
bl = Counter(r["lang"] for r in rows if r["label"] == "benign")
print(f"malicious {nm}: " + ", ".join(f"{l} {ml[l]} ({100*ml[l]/nm:.1f}%)" for l in LANGS))
print(f"benign {nb}: " + ", ".join(f"{l} {bl[l]} ({100*bl[l]/nb:.1f}%)" for l in LANGS))
print(f"all: " + ", ".join(f"{l} {100*lang_all[l]/len(rows):.1f}%" for l in LANGS))
print()
ctx = Counter((r["context"]) for r in rows)
ctxl = Counter((r["label"], r["context"]) for r in rows)
print("| context | malicious | benign | total |\n|---|---|---|---|")
for c in CTX:
    print(f"| {c} | {ctxl[('malicious', c)]} | {ctxl[('benign', c)]} | {ctx[c]} |")
print()
print("distinct styles:", len({r['style'] for r in rows}), "| multi-line texts:", sum('\n' in r['text'] for r in rows))
# requirements
if nm < 330: errs.append(f"malicious {nm} < 330")
if nb < 650: errs.append(f"benign {nb} < 650")
for c in MAL:
    if tot[("malicious", c)] < 30: errs.append(f"{c} < 30")
for l in ("ko", "zh", "ja"):
    if ml[l] / nm < 0.12: errs.append(f"malicious {l} < 12%")
print("\nERRORS:" if errs else "\nOK: no errors")
for e in errs: print(" ", e)
sys.exit(1 if errs else 0)
