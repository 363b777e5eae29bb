import json, sys, collections, os
p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "threats_heldout11b.jsonl")
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration","threat.read-secrets",
       "threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
BEN = {"agents","lessons","runbook","security-doc","notes"}
CTX = {"plain","list-item","table-cell","code-span","blockquote","fenced-code","security-doc"}
LANGS = ["en","ko","zh","ja"]
errs = []; rows = []
for i, line in enumerate(open(p, encoding="utf-8"), 1):
    try: r = json.loads(line)
    except Exception as e: errs.append(f"{i}: bad json {e}"); continue
    if set(r) != {"split","label","category","lang","style","context","text"}: errs.append(f"{i}: fields {sorted(r)}")
    if r["split"] != "heldout11": errs.append(f"{i}: split")
    if r["label"] == "malicious" and r["category"] not in MAL: errs.append(f"{i}: cat {r['category']}")
    if r["label"] == "benign" and r["category"] not in BEN: errs.append(f"{i}: cat {r['category']}")
    if r["label"] not in ("malicious","benign"): errs.append(f"{i}: label")
    if r["lang"] not in LANGS: errs.append(f"{i}: lang")
    if r["context"] not in CTX: errs.append(f"{i}: ctx {r['context']}")
    t = r["text"]
    if not t.strip(): errs.append(f"{i}: empty")
    if r["context"] == "list-item" and not t.startswith("- "): errs.append(f"{i}: list-item not '- ': {t[:40]!r}")
    if r["context"] == "table-cell" and not (t.startswith("|") and t.rstrip().endswith("|")): errs.append(f"{i}: table-cell: {t[:40]!r}")
    if r["context"] == "code-span" and "`" not in t: errs.append(f"{i}: code-span without backtick")
    if r["context"] == "fenced-code" and "```" not in t: errs.append(f"{i}: fenced without ```")
    if r["context"] == "blockquote" and not t.startswith("> "): errs.append(f"{i}: blockquote")
    if r["category"] == "threat.invisible-unicode":
        if not any(0xE0000 <= ord(c) <= 0xE007F or c in "\u2062\u2063\u2064\u200b\u200c\u200d\u2060\u00ad\ufeff\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069" or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF for c in t):
            errs.append(f"{i}: invisible-unicode without invisible chars")
    for c in t:
        o = ord(c)
        if 0xE0000 <= o <= 0xEFFFF and not (0xE0001 == o or 0xE0020 <= o <= 0xE007F or 0xE0100 <= o <= 0xE01EF):
            errs.append(f"{i}: unassigned plane-14 code point U+{o:X}")
    rows.append(r)
texts = collections.Counter(r["text"] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f"duplicate x{n}: {t[:60]!r}")
print("errors:", len(errs)); [print("  ", e) for e in errs]
lab = collections.Counter(r["label"] for r in rows); print("labels:", dict(lab), "total", len(rows))
print("| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|")
cc = collections.Counter((r["label"], r["category"], r["lang"]) for r in rows)
for lb, cats in (("malicious", sorted(MAL)), ("benign", sorted(BEN))):
    for c in cats:
        ns = [cc[(lb,c,l)] for l in LANGS]; print(f"| {lb} | {c} | {sum(ns)} | " + " | ".join(map(str, ns)) + " |")
for lb in ("malicious","benign"):
    ln = collections.Counter(r["lang"] for r in rows if r["label"] == lb); tot = sum(ln.values())
    print(lb, "langs:", {l: f"{ln[l]} ({100*ln[l]/tot:.1f}%)" for l in LANGS})
print("contexts:", dict(collections.Counter(r["context"] for r in rows).most_common()))
print("contexts by label:", {lb: dict(collections.Counter(r["context"] for r in rows if r["label"]==lb)) for lb in ("malicious","benign")})
PERS = {"persona-soul","honest-rule","allow-deny","setup","transcript","task-log","task-log-template","heartbeat","memory-rule"}
pl = collections.Counter(r["lang"] for r in rows if r["label"]=="benign" and r["style"] in PERS)
print("persona/honest-workspace benign lines:", sum(pl.values()), dict(pl))
print("distinct styles:", len({r["style"] for r in rows}))
sys.exit(1 if errs else 0)
