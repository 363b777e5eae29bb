"""Validate threats_heldout7b.jsonl: JSON, fields, enums, contexts, duplicates, counts."""
import json, os, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, "..", "threats_heldout7b.jsonl")
MAL = ["threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html",
       "threat.invisible-unicode"]
BEN = ["agents","lessons","runbook","security-doc","notes"]
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
LANGS = ["en","ko","zh","ja"]
INVIS = set(range(0x200B,0x2010)) | set(range(0x202A,0x202F)) | set(range(0x2060,0x2070)) | {0xFEFF,0xAD} | set(range(0xE0000,0xE0080)) | set(range(0xFE00,0xFE10)) | set(range(0xE0100,0xE01F0))
errs = []; rows = []
for i, ln in enumerate(open(P, encoding="utf-8"), 1):
    try:
        r = json.loads(ln)
    except Exception as e:
        errs.append(f"line {i}: bad json {e}"); continue
    if set(r) != {"split","label","category","lang","style","context","text"}: errs.append(f"line {i}: fields {sorted(r)}")
    if r["split"] != "heldout7": errs.append(f"line {i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"line {i}: cat {r['category']}")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"line {i}: cat {r['category']}")
    if r["label"] not in ("malicious","benign"): errs.append(f"line {i}: label")
    if r["lang"] not in LANGS: errs.append(f"line {i}: lang")
    if r["context"] not in CTX: errs.append(f"line {i}: ctx {r['context']}")
    t = r["text"]
    if r["context"] == "list-item" and not t.startswith("- "): errs.append(f"line {i}: list-item w/o '- '")
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"line {i}: table-cell shape")
    if r["context"] == "fenced-code" and "```" not in t: errs.append(f"line {i}: fenced w/o ```")
    if r["context"] == "code-span" and "`" not in t: errs.append(f"line {i}: code-span w/o `")
    if r["context"] == "blockquote" and not t.startswith(">"): errs.append(f"line {i}: blockquote w/o >")
    has_inv = any(ord(c) in INVIS for c in t)
    if r["category"] == "threat.invisible-unicode" and not has_inv: errs.append(f"line {i}: invisible w/o chars")
    if r["label"] == "benign" and any(ord(c) in INVIS - {0x200D, 0xFE0F} for c in t): errs.append(f"line {i}: benign has hidden chars")
    if r["lang"] != "en" and r["category"] != "threat.invisible-unicode" and not any(
        (0xAC00 <= ord(c) <= 0xD7A3) if r["lang"] == "ko" else (0x3040 <= ord(c) <= 0x30FF or 0x4E00 <= ord(c) <= 0x9FFF) for c in t):
        errs.append(f"line {i}: lang {r['lang']} but no script chars")
    rows.append(r)
texts = collections.Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f"duplicate x{n}: {t[:60]!r}")
norm = collections.Counter(" ".join(r["text"].lower().split()) for r in rows)
for t, n in norm.items():
    if n > 1: errs.append(f"near-duplicate x{n}: {t[:60]!r}")
c = collections.Counter((r["label"], r["category"], r["lang"]) for r in rows)
lab = collections.Counter(r["label"] for r in rows)
print("total", len(rows), dict(lab))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
for L, cats in (("malicious", MAL), ("benign", BEN)):
    for cat in cats:
        tot = sum(c[(L, cat, l)] for l in LANGS)
        print(f"| {L} | {cat} | {tot} | " + " | ".join(str(c[(L, cat, l)]) for l in LANGS) + " |")
        if L == "malicious" and tot < 15: errs.append(f"{cat} has only {tot}")
for L in ("malicious", "benign"):
    lc = collections.Counter(r["lang"] for r in rows if r["label"] == L)
    n = sum(lc.values())
    print(f"| **{L}** | | {n} | " + " | ".join(f"{lc[l]} ({100*lc[l]/n:.1f}%)" for l in LANGS) + " |")
    if L == "malicious":
        for l in ("ko","zh","ja"):
            if lc[l] / n < 0.12: errs.append(f"malicious {l} share {lc[l]/n:.3f} < 12%")
if lab["malicious"] < 175: errs.append("malicious < 175")
if lab["benign"] < 330: errs.append("benign < 330")
print("\n| context | malicious | benign |\n|---|---|---|")
cc = collections.Counter((r["context"], r["label"]) for r in rows)
for ctx in sorted(CTX, key=lambda x: -(cc[(x,'malicious')]+cc[(x,'benign')])):
    print(f"| {ctx} | {cc[(ctx,'malicious')]} | {cc[(ctx,'benign')]} |")
print("\ndistinct styles:", len({r['style'] for r in rows}))
print("\nERRORS:" if errs else "\nOK: no errors")
for e in errs: print(" ", e)
sys.exit(1 if errs else 0)
