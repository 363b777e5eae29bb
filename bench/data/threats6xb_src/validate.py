"""Validate threats_heldout6b.jsonl: parse, fields, enums, duplicates, counts, contexts."""
import json, os, sys, unicodedata
from collections import Counter
p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "threats_heldout6b.jsonl")
MAL = {"threat.prompt-injection", "threat.role-hijack", "threat.system-prompt", "threat.deception", "threat.exfiltration",
       "threat.read-secrets", "threat.agent-config", "threat.backdoor", "threat.hardcoded-secret", "threat.hidden-html",
       "threat.invisible-unicode"}
BEN = {"agents", "lessons", "runbook", "security-doc", "notes"}
CTX = {"plain", "list-item", "table-cell", "code-span", "blockquote", "fenced-code", "security-doc"}
KEYS = ["split", "label", "category", "lang", "style", "context", "text"]
errs, rows = [], []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    try:
        r = json.loads(line)
    except Exception as e:
        errs.append(f"{i}: bad json {e}"); continue
    if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
    if r["split"] != "heldout6": errs.append(f"{i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: mal cat {r['category']}")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: ben cat {r['category']}")
    if r["label"] not in ("malicious", "benign"): errs.append(f"{i}: label")
    if r["lang"] not in ("en", "ko", "zh", "ja"): errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: context {r['context']}")
    t = r["text"]
    if not t.strip(): errs.append(f"{i}: empty")
    if r["context"] == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item must start with '- '")
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"{i}: table row")
    if r["context"] == "code-span" and "`" not in t: errs.append(f"{i}: code-span without backticks")
    if r["context"] == "fenced-code" and "```" not in t: errs.append(f"{i}: fenced without fence")
    if r["lang"] in ("ko", "zh", "ja"):
        rng = {"ko": (0xAC00, 0xD7A3), "zh": (0x4E00, 0x9FFF), "ja": (0x3040, 0x30FF)}[r["lang"]]
        if not any(rng[0] <= ord(c) <= rng[1] for c in t): errs.append(f"{i}: no {r['lang']} script")
    if r["category"] == "threat.invisible-unicode":
        if not any(unicodedata.category(c) == "Cf" or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF or c == "\u00ad" for c in t):
            errs.append(f"{i}: invisible-unicode line has no invisible chars")
    rows.append(r)
texts = Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f"duplicate x{n}: {t[:60]!r}")
print("rows", len(rows), "errors", len(errs))
for e in errs: print("  ", e)
lab = Counter(r["label"] for r in rows); print(dict(lab))
mal = [r for r in rows if r["label"] == "malicious"]; ben = [r for r in rows if r["label"] == "benign"]
def table(sub, cats):
    print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
    for c in sorted(cats):
        s = [r for r in sub if r["category"] == c]; L = Counter(r["lang"] for r in s)
        print(f"| {s[0]['label'] if s else ''} | {c} | {len(s)} | {L['en']} | {L['ko']} | {L['zh']} | {L['ja']} |")
table(mal, MAL); table(ben, BEN)
for name, sub in (("malicious", mal), ("benign", ben), ("all", rows)):
    L = Counter(r["lang"] for r in sub)
    print(name, len(sub), {k: f"{v} ({100*v/len(sub):.1f}%)" for k, v in sorted(L.items())})
print("| context | malicious | benign |\n|---|---|---|")
for c in sorted(CTX):
    print(f"| {c} | {sum(1 for r in mal if r['context']==c)} | {sum(1 for r in ben if r['context']==c)} |")
print("styles", len(set(r["style"] for r in rows)))
short = [c for c in MAL if sum(1 for r in mal if r["category"] == c) < 15]
print("categories under 15:", short)
sys.exit(1 if errs else 0)
