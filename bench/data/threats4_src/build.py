import json, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import common
import m1, m2, m3, m4, m5, m6, m7, b1, b2, b3, b4, b5, b6, b7, b8
out = os.path.join(os.path.dirname(__file__), "..", "threats_heldout4.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in common.ROWS:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(common.ROWS), "rows ->", os.path.abspath(out))
