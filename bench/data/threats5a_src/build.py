import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import common
import m1, m2, m3, m4, m5, b1, b2, b3, b4, b5, b6  # noqa: F401  (each appends to common.ROWS)
out = os.path.join(os.path.dirname(__file__), "..", "threats_heldout5a.jsonl")
rows = sorted(common.ROWS, key=lambda r: (r["label"] != "malicious", r["category"], r["lang"]))
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.abspath(out))
