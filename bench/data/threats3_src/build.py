"""Build threats_heldout3.jsonl from the generator modules."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import common
import m1, m2, m3, m4, b1, b2, b3, b4  # noqa: F401  (modules register rows on import)

out = os.path.join(os.path.dirname(__file__), "..", "threats_heldout3.jsonl")
rows = []
for row in common.ROWS:
    if row["label"] == "benign" and row["category"] == "security-doc" and row["context"] == "security-doc":
        inferred = common.infer_context(row["text"])
        if inferred not in ("plain", "code-span"):
            row["context"] = inferred
    rows.append(row)
with open(out, "w", encoding="utf-8") as f:
    for row in rows:
        f.write(json.dumps(row, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.abspath(out))
