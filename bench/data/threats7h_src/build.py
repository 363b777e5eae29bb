import json, importlib, sys, os
sys.path.insert(0, os.path.dirname(__file__))
out=[]
MODS=[("m1","malicious"),("m2","malicious"),("m3","malicious"),("m4","malicious"),("m5","malicious"),("m6","malicious"),("m7","malicious"),("m8","malicious"),("b1","benign"),("b2","benign"),("b3","benign"),("b4","benign"),("b5","benign"),("b6","benign"),("b7","benign"),("b8","benign"),("b9","benign")]
for mod, label in MODS:
    for cat, lang, style, ctx, text in importlib.import_module(mod).L:
        out.append({"split":"train7h","label":label,"category":cat,"lang":lang,"style":style,"context":ctx,"text":text})
with open(os.path.join(os.path.dirname(__file__),"..","threats_train7h.jsonl"),"w",encoding="utf-8") as f:
    for o in out: f.write(json.dumps(o,ensure_ascii=False)+"\n")
print(len(out))
