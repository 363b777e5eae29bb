#!/usr/bin/env python3
"""Assemble threats_heldout7a.jsonl from the hand-written row modules."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
import m_intent, m_special, m_extra, m_more, m_batch3, b_agents, b_lessons, b_runbook, b_secdoc, b_notes, b_more
OUT = os.path.join(os.path.dirname(__file__), "..", "threats_heldout7a.jsonl")
rows = []
for mod in (m_intent, m_special, m_extra, m_more, m_batch3):
    for cat, lang, style, ctx, text in mod.ROWS:
        rows.append(dict(split="heldout7", label="malicious", category=cat, lang=lang, style=style, context=ctx, text=text))
for mod in (b_agents, b_lessons, b_runbook, b_secdoc, b_notes, b_more):
    for cat, lang, style, ctx, text in mod.ROWS:
        rows.append(dict(split="heldout7", label="benign", category=cat, lang=lang, style=style, context=ctx, text=text))
with open(OUT, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), "rows ->", os.path.normpath(OUT))
