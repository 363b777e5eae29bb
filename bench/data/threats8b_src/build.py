#!/usr/bin/env python3
"""Build threats_train8b.jsonl from the handwritten row modules."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import m_pi, m_dec, m_other, m_extra, b_agents, b_more, b_extra
out = []
for mod in (m_pi, m_dec):
    for lang, style, ctx, text in mod.ROWS:
        out.append(dict(split="train8b", label="malicious", category=mod.C, lang=lang, style=style, context=ctx, text=text))
for mod in (m_other, m_extra):
    for cat, lang, style, ctx, text in mod.ROWS:
        out.append(dict(split="train8b", label="malicious", category=cat, lang=lang, style=style, context=ctx, text=text))
for mod in (b_agents, b_more, b_extra):
    for cat, lang, style, ctx, text in mod.ROWS:
        out.append(dict(split="train8b", label="benign", category=cat, lang=lang, style=style, context=ctx, text=text))
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_train8b.jsonl")
with open(path, "w", encoding="utf-8") as f:
    for o in out:
        f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(out), "lines ->", os.path.normpath(path))
