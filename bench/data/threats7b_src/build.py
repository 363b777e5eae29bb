import json, importlib, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
MODS = ["m1","m2","m3","m4","m5","b1","b2","b3","b4","b5","b6","b7"]
for m in MODS:
    if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), m + ".py")):
        importlib.import_module(m)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train7b.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in common.ROWS:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(common.ROWS), "rows ->", os.path.abspath(out))
