import json, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import mal, mal2, mal3, mal4, ben_en1, ben_en2, ben_ko, ben_zh, ben_ja
try:
    import ben_en3, ben_x
except ImportError:
    pass
from mal import OUT
seen=set(); rows=[]
for r in OUT:
    if r["text"] in seen: continue
    seen.add(r["text"])
    rows.append({"split":"train7e","label":r["label"],"category":r["category"],"lang":r["lang"],"style":r["style"],"context":r["context"],"text":r["text"]})
out=os.path.join(os.path.dirname(__file__),"..","threats_train7e.jsonl")
with open(out,"w",encoding="utf-8") as f:
    for r in rows: f.write(json.dumps(r,ensure_ascii=False)+"\n")
print(len(rows),"rows written")
