import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import m1, m2, m3, m4, m5, m6, b1, b2, b3, b4, b5, b6, b7, b8
from common import ROWS
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_heldout9a.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in ROWS:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(ROWS), "rows ->", os.path.normpath(out))
