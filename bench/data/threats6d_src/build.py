import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common
MODS = ["m_en", "m_gen", "m_cjk", "m_extra", "m_extra2", "m_extra3", "b_en", "b_ko", "b_zh", "b_ja", "b_extra", "b_extra2", "b_extra3"]
for m in MODS:
    if os.path.exists(os.path.join(os.path.dirname(os.path.abspath(__file__)), m + ".py")):
        __import__(m)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train6d.jsonl")
seen = set(); n = 0
with open(out, "w", encoding="utf-8") as f:
    for r in common.ROWS:
        if r["text"] in seen:
            print("DUP skipped:", r["text"][:60]); continue
        seen.add(r["text"])
        f.write(json.dumps(r, ensure_ascii=False) + "\n"); n += 1
print("wrote", n)
