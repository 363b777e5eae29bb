"""Validate threats_train6c.jsonl: schema, values, context shape, duplicates, counts."""
import json, os, re, sys, unicodedata
from collections import Counter
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train6c.jsonl")
MAL = {"threat." + c for c in "prompt-injection role-hijack system-prompt deception exfiltration read-secrets agent-config backdoor hardcoded-secret hidden-html invisible-unicode".split()}
BEN = {"agents", "lessons", "runbook", "security-doc", "notes"}
CTX = {"plain", "list-item", "table-cell", "code-span", "blockquote", "fenced-code", "security-doc"}
KEYS = ["split", "label", "category", "lang", "style", "context", "text"]
INVIS = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad\u3164\ufe00-\ufe0f\U000e0000-\U000e007f\U000e0100-\U000e01ef]")
errs = []; rows = []; seen = set()
for i, line in enumerate(open(path, encoding="utf-8"), 1):
    try:
        r = json.loads(line)
    except Exception as e:
        errs.append(f"{i}: bad json {e}"); continue
    rows.append(r)
    if list(r.keys()) != KEYS: errs.append(f"{i}: keys {list(r.keys())}")
    if r["split"] != "train6c": errs.append(f"{i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: bad mal cat")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: bad ben cat")
    if r["label"] not in ("malicious", "benign"): errs.append(f"{i}: label")
    if r["lang"] not in ("en", "ko", "zh", "ja"): errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: context")
    t = r["text"]
    if not t.strip() or not r["style"]: errs.append(f"{i}: empty")
    c = r["context"]
    if c == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item must start with '- '")
    if c == "table-cell" and not re.search(r"^\|.*\|\s*$", t, re.M): errs.append(f"{i}: table-cell needs a | row |")
    if c == "code-span" and "`" not in t: errs.append(f"{i}: code-span w/o backtick")
    if c == "fenced-code" and "```" not in t: errs.append(f"{i}: fenced-code w/o fence")
    if c == "blockquote" and not t.startswith("> "): errs.append(f"{i}: blockquote")
    if r["lang"] in ("ko", "zh", "ja"):
        script = {"ko": r"[\uac00-\ud7a3]", "zh": r"[\u4e00-\u9fff]", "ja": r"[\u3040-\u30ff\u4e00-\u9fff]"}[r["lang"]]
        if not re.search(script, t): errs.append(f"{i}: lang {r['lang']} but no script chars")
    if r["category"] == "threat.invisible-unicode" and not INVIS.search(t): errs.append(f"{i}: invisible-unicode w/o invisible chars")
    if r["label"] == "malicious" and r["category"] != "threat.invisible-unicode" and INVIS.search(t):
        errs.append(f"{i}: stray invisible char in {r['category']}")
    key = unicodedata.normalize("NFC", t).strip().lower()
    if key in seen: errs.append(f"{i}: duplicate text")
    seen.add(key)
cnt = Counter((r["label"], r["category"]) for r in rows)
langs = Counter((r["category"], r["lang"]) for r in rows)
lab = Counter(r["label"] for r in rows)
if lab["malicious"] < 250: errs.append("fewer than 250 malicious")
if lab["benign"] < 300: errs.append("fewer than 300 benign")
for c in MAL:
    if cnt[("malicious", c)] < 20: errs.append(f"{c} < 20")
print(f"rows={len(rows)} malicious={lab['malicious']} benign={lab['benign']} styles={len(set(r['style'] for r in rows))}")
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for (l, c), n in sorted(cnt.items(), key=lambda x: (x[0][0] == 'benign', x[0][1])):
    print(f"| {l} | {c} | {n} | " + " | ".join(str(langs[(c, g)]) for g in ("en", "ko", "zh", "ja")) + " |")
print("\n| context | malicious | benign |\n|---|---|---|")
cc = Counter((r["context"], r["label"]) for r in rows)
for c in sorted(CTX, key=lambda c: -(cc[(c,'malicious')]+cc[(c,'benign')])):
    print(f"| {c} | {cc[(c,'malicious')]} | {cc[(c,'benign')]} |")
print("\nERRORS:" if errs else "\nOK: no errors")
for e in errs: print(" ", e)
sys.exit(1 if errs else 0)
