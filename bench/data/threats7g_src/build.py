import json, sys
sys.path.insert(0, __file__.rsplit('/',1)[0])
import m1, m2, m3, m4, m5, m6, m7, b1, b2, b3, b4, b5, b6
recs = []
for mod in (m1, m2, m3, m4, m5, m6, m7, b1, b2, b3, b4, b5, b6):
    recs += mod.get()
out = __file__.rsplit('/',2)[0] + "/threats_train7g.jsonl"
with open(out, "w", encoding="utf-8") as f:
    for r in recs:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(recs), "->", out)
