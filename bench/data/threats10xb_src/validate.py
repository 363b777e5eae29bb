import json, os, re, sys, collections, unicodedata
p = os.path.join(os.path.dirname(__file__), "..", "threats_heldout10b.jsonl")
MAL = ["threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration","threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"]
BEN = ["agents","lessons","runbook","security-doc","notes"]
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
KEYS = ["split","label","category","lang","style","context","text"]
err = []; rows = []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    try: o = json.loads(line)
    except Exception as e: err.append(f"{i}: bad json {e}"); continue
    if list(o.keys()) != KEYS: err.append(f"{i}: keys {list(o.keys())}")
    if o["split"] != "heldout10": err.append(f"{i}: split")
    if o["label"] == "malicious" and o["category"] not in MAL: err.append(f"{i}: cat")
    if o["label"] == "benign" and o["category"] not in BEN: err.append(f"{i}: cat")
    if o["label"] not in ("malicious","benign"): err.append(f"{i}: label")
    if o["lang"] not in ("en","ko","zh","ja"): err.append(f"{i}: lang")
    if o["context"] not in CTX: err.append(f"{i}: ctx")
    t = o["text"]; c = o["context"]
    if not t.strip(): err.append(f"{i}: empty")
    if c == "list-item" and not all(l.startswith("- ") for l in t.split("\n")): err.append(f"{i}: list-item shape")
    if c == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): err.append(f"{i}: table shape")
    if c == "blockquote" and not t.startswith(">"): err.append(f"{i}: blockquote shape")
    if c == "fenced-code" and "```" not in t: err.append(f"{i}: fence shape")
    if c == "code-span" and "`" not in t: err.append(f"{i}: code-span shape")
    L = o["lang"]
    hang = re.search(r"[\uac00-\ud7a3]", t); kana = re.search(r"[\u3040-\u30ff]", t); han = re.search(r"[\u4e00-\u9fff]", t)
    if L == "ko" and not hang: err.append(f"{i}: ko without hangul")
    if L == "ja" and not kana: err.append(f"{i}: ja without kana")
    if L == "zh" and (not han or kana or hang): err.append(f"{i}: zh script")
    if L == "en" and (hang or kana or han) and o["style"] not in ("unicode-note",): err.append(f"{i}: en with CJK")
    inv = [ch for ch in t if unicodedata.category(ch) == "Cf" or 0xE0000 <= ord(ch) <= 0xE007F or 0xFE00 <= ord(ch) <= 0xFE0F or 0xE0100 <= ord(ch) <= 0xE01EF]
    if o["category"] == "threat.invisible-unicode" and not inv: err.append(f"{i}: IU without invisible chars")
    if o["label"] == "benign" and any(ord(ch) not in (0x200d, 0xfe0f) for ch in inv): err.append(f"{i}: benign with unexpected invisible char")
    rows.append(o)
texts = collections.Counter(o["text"] for o in rows)
for t, n in texts.items():
    if n > 1: err.append(f"duplicate x{n}: {t[:60]}")
norm = collections.Counter(re.sub(r"\W+", " ", o["text"].lower()).strip() for o in rows)
for t, n in norm.items():
    if n > 1: err.append(f"near-duplicate x{n}: {t[:60]}")
cnt = collections.Counter((o["label"], o["category"], o["lang"]) for o in rows)
lab = collections.Counter(o["label"] for o in rows)
print("total", len(rows), dict(lab))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for lb, cats in (("malicious", MAL), ("benign", BEN)):
    for c in cats:
        per = [cnt[(lb, c, l)] for l in ("en","ko","zh","ja")]
        print(f"| {lb} | {c} | {sum(per)} | " + " | ".join(map(str, per)) + " |")
        if lb == "malicious" and sum(per) < 15: err.append(f"{c} < 15")
for lb in ("malicious","benign"):
    lc = collections.Counter(o["lang"] for o in rows if o["label"] == lb); n = sum(lc.values())
    print(lb, {k: f"{v} ({100*v/n:.1f}%)" for k, v in lc.items()})
    if lb == "malicious":
        for l in ("ko","zh","ja"):
            if lc[l] / n < 0.12: err.append(f"malicious {l} < 12%")
if lab["malicious"] < 175: err.append("malicious < 175")
if lab["benign"] < 330: err.append("benign < 330")
print("| context | n |\n|---|---|")
for k, v in collections.Counter(o["context"] for o in rows).most_common(): print(f"| {k} | {v} |")
print("styles:", len(set(o["style"] for o in rows)))
print("ERRORS:", len(err)); [print(" ", e) for e in err]
sys.exit(1 if err else 0)
