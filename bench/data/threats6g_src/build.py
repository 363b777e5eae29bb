import json, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import m1, m2, m3, b1, b2
mods=[m1,m2,m3,b1,b2]
try:
    import m4; mods.append(m4)
except ImportError: pass
try:
    import b3; mods.append(b3)
except ImportError: pass
rows=[]
for m in mods: rows+=m.rows()
out=os.path.join(os.path.dirname(__file__),"..","threats_train6g.jsonl")
with open(out,"w",encoding="utf-8") as f:
    for r in rows:
        d={"split":"train6g","label":r["label"],"category":r["category"],"lang":r["lang"],"style":r["style"],"context":r["context"],"text":r["text"]}
        f.write(json.dumps(d,ensure_ascii=False)+"\n")
print(len(rows),"rows")
