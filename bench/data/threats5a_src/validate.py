import json, os, re, sys, collections, unicodedata
P = os.path.join(os.path.dirname(__file__), "..", "threats_heldout5a.jsonl")
MAL = ["threat.prompt-injection", "threat.role-hijack", "threat.system-prompt", "threat.deception",
       "threat.exfiltration", "threat.read-secrets", "threat.agent-config", "threat.backdoor",
       "threat.hardcoded-secret", "threat.hidden-html", "threat.invisible-unicode"]
BEN = ["agents", "lessons", "runbook", "security-doc", "notes"]
CTX = {"plain", "list-item", "table-cell", "code-span", "blockquote", "fenced-code", "security-doc"}
LANGS = ["en", "ko", "zh", "ja"]
KEYS = ["split", "label", "category", "lang", "style", "context", "text"]
errs = []
rows = []
for i, line in enumerate(open(P, encoding="utf-8"), 1):
    try:
        r = json.loads(line)
    except Exception as e:
        errs.append(f"line {i}: bad json {e}"); continue
    rows.append(r)
    if list(r.keys()) != KEYS: errs.append(f"line {i}: keys {list(r)}")
    if r["split"] != "heldout5": errs.append(f"line {i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"line {i}: cat")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"line {i}: cat")
    if r["label"] not in ("malicious", "benign"): errs.append(f"line {i}: label")
    if r["lang"] not in LANGS: errs.append(f"line {i}: lang")
    if r["context"] not in CTX: errs.append(f"line {i}: ctx {r['context']}")
    t = r["text"]
    if not t.strip(): errs.append(f"line {i}: empty")
    c = r["context"]
    if c == "list-item" and not t.startswith("- "): errs.append(f"line {i}: list-item w/o '- '")
    if c == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"line {i}: table row")
    if c == "fenced-code" and "```" not in t: errs.append(f"line {i}: fenced w/o ```")
    if c == "code-span" and "`" not in t: errs.append(f"line {i}: code-span w/o `")
    if c == "blockquote" and not t.startswith("> "): errs.append(f"line {i}: blockquote w/o '> '")
    hangul = bool(re.search(r"[\uac00-\ud7a3]", t)); kana = bool(re.search(r"[\u3040-\u30ff]", t))
    han = bool(re.search(r"[\u4e00-\u9fff]", t))
    L = r["lang"]
    if L == "ko" and not hangul: errs.append(f"line {i}: ko without hangul")
    if L == "ja" and not kana: errs.append(f"line {i}: ja without kana")
    if L == "zh" and (not han or kana or hangul): errs.append(f"line {i}: zh script mismatch")
    invis = re.search(r"[\U000E0000-\U000E007F\u200b\u200c\u200d\u2060\ufeff\u00ad\u202a-\u202e\u2066-\u2069\ufe00-\ufe0f\U000E0100-\U000E01EF]", t)
    if r["category"] == "threat.invisible-unicode" and not invis: errs.append(f"line {i}: IU without invisible chars")
    if r["label"] == "benign" and re.search(r"[\U000E0000-\U000E007F\U000E0100-\U000E01EF\u202e]", t):
        errs.append(f"line {i}: benign with tag/VS-supplement/RLO chars")
# duplicates (exact and whitespace/case-normalised)
norm = collections.Counter(re.sub(r"\s+", " ", r["text"]).strip().lower() for r in rows)
for k, v in norm.items():
    if v > 1: errs.append(f"duplicate x{v}: {k[:80]}")
# counts
cnt = collections.Counter((r["label"], r["category"], r["lang"]) for r in rows)
mal = [r for r in rows if r["label"] == "malicious"]; ben = [r for r in rows if r["label"] == "benign"]
print(f"total {len(rows)}  malicious {len(mal)}  benign {len(ben)}")
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lab, cats in (("malicious", MAL), ("benign", BEN)):
    for c in cats:
        per = [cnt[(lab, c, l)] for l in LANGS]
        print(f"| {lab} | {c} | {sum(per)} | " + " | ".join(map(str, per)) + " |")
        if lab == "malicious" and sum(per) < 15: errs.append(f"{c} < 15")
lc = collections.Counter(r["lang"] for r in rows)
print(f"| **all** | | **{len(rows)}** | " + " | ".join(str(lc[l]) for l in LANGS) + " |")
for name, sub in (("malicious", mal), ("benign", ben)):
    c = collections.Counter(r["lang"] for r in sub)
    print(name, "lang share:", {l: f"{c[l]} ({100*c[l]/len(sub):.1f}%)" for l in LANGS})
    if name == "malicious":
        for l in ("ko", "zh", "ja"):
            if c[l] / len(sub) < 0.12: errs.append(f"malicious {l} share < 12%")
if len(mal) < 175: errs.append("malicious < 175")
if len(ben) < 330: errs.append("benign < 330")
print("\n| context | malicious | benign |\n|---|---|---|")
cc = collections.Counter((r["context"], r["label"]) for r in rows)
for c in sorted(CTX, key=lambda c: -(cc[(c,'malicious')]+cc[(c,'benign')])):
    print(f"| {c} | {cc[(c,'malicious')]} | {cc[(c,'benign')]} |")
print("distinct styles:", len({r["style"] for r in rows}))
print("\nERRORS:" if errs else "\nOK: no errors")
for e in errs: print(" ", e)
sys.exit(1 if errs else 0)
