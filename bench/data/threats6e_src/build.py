import json, importlib, os, sys
sys.path.insert(0, os.path.dirname(__file__))
MODS = ["m1","m2","m3","m4","m5","m6","m7","b1","b2","b3","b4","b5","b6","b7","b8","b9"]
rows = []
for m in MODS:
    try: mod = importlib.import_module(m)
    except ModuleNotFoundError: continue
    rows += mod.R
out = os.path.join(os.path.dirname(__file__), "..", "threats_train6e.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        o = {"split": "train6e", "label": r["label"], "category": r["category"], "lang": r["lang"], "style": r["style"], "context": r["context"], "text": r["text"]}
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.abspath(out))
