"""Build threats_heldout6b.jsonl from the hand-written blocks (m*.py malicious, b*.py benign)."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import m1, m2, m3, m4, m5, m6, b1, b2, b3, b4, b5, b6, b7, b8, b9
KEYS = ["split", "label", "category", "lang", "style", "context", "text"]
rows = []
for mod in (m1, m2, m3, m4, m5, m6, b1, b2, b3, b4, b5, b6, b7, b8, b9):
    rows += mod.ROWS
out = os.path.join(os.path.dirname(__file__), "..", "threats_heldout6b.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps({k: r[k] for k in KEYS}, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.abspath(out))
