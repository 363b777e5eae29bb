#!/usr/bin/env python3
"""Validate threats_train8b.jsonl: JSON, fields, enums, contexts, duplicates, counts."""
import json, os, sys, collections
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train8b.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
errs = []; rows = []
for i, line in enumerate(open(P, encoding="utf-8"), 1):
    try: o = json.loads(line)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if list(o.keys()) != KEYS: errs.append(f"{i}: keys {list(o)}")
    if o["split"] != "train8b": errs.append(f"{i}: split")
    if o["label"] == "malicious" and o["category"] not in MAL: errs.append(f"{i}: cat {o['category']}")
    if o["label"] == "benign" and o["category"] not in BEN: errs.append(f"{i}: cat {o['category']}")
    if o["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if o["lang"] not in ("en","ko","zh","ja"): errs.append(f"{i}: lang")
    if o["context"] not in CTX: errs.append(f"{i}: ctx {o['context']}")
    t = o["text"]
    if not t.strip() or not o["style"]: errs.append(f"{i}: empty")
    c = o["context"]
    if c == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item must start with '- '")
    if c == "table-cell" and not (t.lstrip().startswith("|") and t.rstrip().endswith("|")): errs.append(f"{i}: table-cell row")
    if c == "code-span" and "`" not in t: errs.append(f"{i}: code-span w/o backtick")
    if c == "fenced-code" and "```" not in t: errs.append(f"{i}: fenced w/o fence")
    if c == "blockquote" and not t.startswith(">"): errs.append(f"{i}: blockquote")
    if o["category"] == "threat.invisible-unicode":
        if not any(0xE0000 <= ord(ch) <= 0xE007F or ch in "\u200b\u200c\u200d\u2060\u00ad\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u3164\uffa0" or 0xFE00 <= ord(ch) <= 0xFE0F or 0xE0100 <= ord(ch) <= 0xE01EF for ch in t):
            errs.append(f"{i}: invisible-unicode line without invisible chars")
    rows.append(o)
texts = collections.Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f"duplicate x{n}: {t[:60]!r}")
lab = collections.Counter(r["label"] for r in rows)
print("total", len(rows), dict(lab))
tab = collections.defaultdict(collections.Counter)
for r in rows: tab[(r["label"], r["category"])][r["lang"]] += 1
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for (l, c), cn in sorted(tab.items(), key=lambda x: (x[0][0] != "malicious", x[0][1])):
    print(f"| {l} | {c} | {sum(cn.values())} | {cn['en']} | {cn['ko']} | {cn['zh']} | {cn['ja']} |")
for l in ("malicious", "benign"):
    lc = collections.Counter(r["lang"] for r in rows if r["label"] == l); n = sum(lc.values())
    print(l, "langs", {k: f"{v} ({100*v/n:.0f}%)" for k, v in lc.items()})
print("contexts", dict(collections.Counter(r["context"] for r in rows)))
print("styles", len(set(r["style"] for r in rows)))
mc = collections.Counter(r["category"] for r in rows if r["label"] == "malicious")
if lab["malicious"] < 330: errs.append("malicious < 330")
if lab["benign"] < 220: errs.append("benign < 220")
if mc["threat.prompt-injection"] < 120: errs.append("PI < 120")
if mc["threat.deception"] < 120: errs.append("deception < 120")
for c in MAL:
    if mc[c] < 8: errs.append(f"{c} < 8")
ml = collections.Counter(r["lang"] for r in rows if r["label"] == "malicious")
for L in ("ko","zh","ja"):
    if ml[L] < 0.12 * lab["malicious"]: errs.append(f"malicious {L} < 12%")
print("ERRORS:" if errs else "OK", *errs[:50], sep="\n")
sys.exit(1 if errs else 0)
