import json, importlib, os
MODS = ["m1","m2","m3","m4","m5","m6","m7","m8","b1","b2","b3","b4","b5","b6","b7","b8"]
rows = []
HERE = os.path.dirname(os.path.abspath(__file__))
for m in MODS:
    if os.path.exists(os.path.join(HERE, m + ".py")):
        rows += importlib.import_module(m).ROWS
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train6b.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.normpath(out))
assert rows, "no rows built"
