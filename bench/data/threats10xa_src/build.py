import json, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import common
for mod in ["m1","m2","m3","m4","m5","b1","b2","b3","b4","b5","b6","b7"]:
    __import__(mod)
out = os.path.join(os.path.dirname(__file__), "..", "threats_heldout10a.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for it in common.ITEMS:
        f.write(json.dumps(it, ensure_ascii=False) + "\n")
print("wrote", len(common.ITEMS))
