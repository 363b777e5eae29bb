import json, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import m1, m2, m3, m4, m5, b1, b2, b3, b4, b5, b6, b7, b8
from common import ROWS
import random
rows = list(ROWS)
random.Random(11).shuffle(rows)
out = os.path.join(os.path.dirname(__file__), "..", "threats_heldout11a.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.abspath(out))
