import json, importlib, os, sys
sys.path.insert(0, os.path.dirname(__file__))
MODS = ["m1","m2","m3","m4","m5","m6","m7","m8","b1","b2","b3","b4","b5","b6","b7","b8","b9","b10"]
MAL = {"threat.prompt-injection","threat.role-hijack","threat.system-prompt","threat.deception","threat.exfiltration",
       "threat.read-secrets","threat.agent-config","threat.backdoor","threat.hardcoded-secret","threat.hidden-html","threat.invisible-unicode"}
out, seen = [], set()
for m in MODS:
    try: mod = importlib.import_module(m)
    except ModuleNotFoundError: continue
    for cat, lang, style, ctx, text in mod.ROWS:
        if text in seen: raise SystemExit(f"duplicate in {m}: {text[:60]}")
        seen.add(text)
        out.append({"split":"train7d","label":"malicious" if cat in MAL else "benign","category":cat,
                    "lang":lang,"style":style,"context":ctx,"text":text})
p = os.path.join(os.path.dirname(__file__), "..", "threats_train7d.jsonl")
with open(p, "w", encoding="utf-8") as f:
    for o in out: f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(out), "lines ->", os.path.normpath(p))
