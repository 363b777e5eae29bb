"""Build threats_train6c.jsonl from the hand-written generator modules."""
import json, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
import m_a, m_b, m_c, m_d, m_e, m_f, b_a, b_b, b_c, b_d, b_e  # noqa: F401  (each appends to common.ROWS)
rows = list(common.ROWS)
random.Random(6).shuffle(rows)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train6c.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(f"wrote {len(rows)} rows to {os.path.normpath(out)}")
