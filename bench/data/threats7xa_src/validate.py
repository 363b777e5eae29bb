#!/usr/bin/env python3
"""Validate threats_heldout7a.jsonl: parse, fields, enums, context shape, duplicates, counts."""
import json, os, sys, collections
P = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "threats_heldout7a.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
errs = []; rows = []
for i, line in enumerate(open(P, encoding="utf-8"), 1):
    try: r = json.loads(line)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
    if r["split"] != "heldout7": errs.append(f"{i}: split")
    if r["lang"] not in ("en","ko","zh","ja"): errs.append(f"{i}: lang")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: mal cat {r['category']}")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: ben cat {r['category']}")
    if r["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if r["context"] not in CTX: errs.append(f"{i}: context {r['context']}")
    t = r["text"]
    if not t.strip(): errs.append(f"{i}: empty")
    if r["context"] == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item w/o '- '")
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"{i}: table-cell shape")
    if r["context"] == "blockquote" and not t.startswith(">"): errs.append(f"{i}: blockquote shape")
    if r["context"] == "fenced-code" and "```" not in t: errs.append(f"{i}: fenced-code w/o fence")
    if r["context"] == "code-span" and "`" not in t: errs.append(f"{i}: code-span w/o backtick")
    if r["category"] == "threat.invisible-unicode":
        if not any(0xE0000 <= ord(c) <= 0xE007F or c in "\u200b\u200c\u200d\u2060\u00ad\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
                   or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF for c in t):
            errs.append(f"{i}: invisible-unicode line without invisible chars")
    rows.append(r)
texts = collections.Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f"duplicate x{n}: {t[:60]!r}")
mal = [r for r in rows if r["label"] == "malicious"]; ben = [r for r in rows if r["label"] == "benign"]
print(f"rows {len(rows)}  malicious {len(mal)}  benign {len(ben)}")
def table(sub, cats):
    print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
    for c in sorted(cats):
        rr = [r for r in sub if r["category"] == c]
        L = collections.Counter(r["lang"] for r in rr)
        print(f"| {rr[0]['label'] if rr else '?'} | {c} | {len(rr)} | {L['en']} | {L['ko']} | {L['zh']} | {L['ja']} |")
table(mal, MAL); table(ben, BEN)
for lab, sub in (("malicious", mal), ("benign", ben), ("all", rows)):
    L = collections.Counter(r["lang"] for r in sub)
    print(lab, {k: f"{L[k]} ({100*L[k]/len(sub):.1f}%)" for k in ("en","ko","zh","ja")})
print("contexts:", dict(collections.Counter(r["context"] for r in rows).most_common()))
print("contexts malicious:", dict(collections.Counter(r["context"] for r in mal).most_common()))
print("styles:", len(set(r["style"] for r in rows)))
# requirement checks
for c in MAL:
    if sum(r["category"] == c for r in mal) < 15: errs.append(f"<15 in {c}")
if len(mal) < 175: errs.append("malicious < 175")
if len(ben) < 330: errs.append("benign < 330")
for lg in ("ko","zh","ja"):
    if sum(r["lang"] == lg for r in mal) / len(mal) < 0.12: errs.append(f"{lg} < 12% of malicious")
print("ERRORS:" if errs else "OK: no errors"); [print("  ", e) for e in errs]
sys.exit(1 if errs else 0)
