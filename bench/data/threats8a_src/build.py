import json, sys, os, importlib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
MC = {'pi':'threat.prompt-injection','rh':'threat.role-hijack','sp':'threat.system-prompt','de':'threat.deception',
      'ex':'threat.exfiltration','rs':'threat.read-secrets','ac':'threat.agent-config','bd':'threat.backdoor',
      'hh':'threat.hidden-html','hs':'threat.hardcoded-secret','iu':'threat.invisible-unicode'}
BC = {'ag':'agents','le':'lessons','rb':'runbook','sd':'security-doc','no':'notes'}
def parse(block, label):
    out = []
    for ln in block.strip('\n').split('\n'):
        if not ln.strip(): continue
        c, lang, style, ctx, text = ln.split('@@', 4)
        text = text.replace('\\n', '\n')
        cat = MC[c] if label == 'malicious' else BC[c]
        out.append((label, cat, lang, style, ctx, text))
    return out
rows = []
import m_text, m_gen
rows += parse(m_text.M, 'malicious')
rows += [('malicious',)+t for t in m_gen.secrets() + m_gen.invisible()]
for mod in ['b_en1','b_en2','b_en3','b_en4','b_en5','b_ko1','b_ko2','b_ko3','b_ko4','b_zh','b_ja','b_more','b_ko5','m_extra','m_extra2','m_extra3']:
    try: m = importlib.import_module(mod)
    except ModuleNotFoundError: continue
    if hasattr(m, 'B'): rows += parse(m.B, 'benign')
    if hasattr(m, 'M'): rows += parse(m.M, 'malicious')
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'threats_train8a.jsonl')
seen = set()
with open(out, 'w', encoding='utf-8') as f:
    for label, cat, lang, style, ctx, text in rows:
        if text in seen:
            print('DUP', text[:60]); continue
        seen.add(text)
        f.write(json.dumps({'split':'train8a','label':label,'category':cat,'lang':lang,'style':style,'context':ctx,'text':text}, ensure_ascii=False)+'\n')
print('wrote', len(seen))
