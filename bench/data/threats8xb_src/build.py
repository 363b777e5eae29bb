# builds ../threats_heldout8b.jsonl from the generator modules (deterministic)
import json, os, common
import m_intent, m_tech, m_extra, m_more, b_agents, b_lessons, b_runbook, b_secdoc, b_notes, b_more  # noqa: F401 (register rows)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "threats_heldout8b.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in common.ROWS:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(common.ROWS), "rows ->", os.path.normpath(out))
