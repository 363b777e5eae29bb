import json, os, importlib
MODS = ["m_deception","m_exfil","m_pi","m_backdoor","m_agentcfg","m_other","m_gen","m_extra","m_extra2","m_extra3","m_extra4",
        "b_agents","b_lessons","b_runbook","b_secdoc","b_notes","b_extra"]
out = []
for m in MODS:
    out += importlib.import_module(m).ROWS
path = os.path.join(os.path.dirname(__file__), "..", "threats_train6a.jsonl")
with open(path, "w", encoding="utf-8") as f:
    for r in out:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(out), "rows ->", os.path.abspath(path))
