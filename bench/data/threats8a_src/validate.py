import json, sys, collections, os
p = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'threats_train8a.jsonl')
MAL = {'threat.prompt-injection','threat.role-hijack','threat.system-prompt','threat.deception','threat.exfiltration','threat.read-secrets',
       'threat.agent-config','threat.backdoor','threat.hardcoded-secret','threat.hidden-html','threat.invisible-unicode'}
BEN = {'agents','lessons','runbook','security-doc','notes'}
CTX = {'plain','list-item','table-cell','code-span','blockquote','fenced-code','security-doc'}
rows = [json.loads(l) for l in open(p, encoding='utf-8')]
errs = 0; texts = set()
for i, r in enumerate(rows):
    if set(r) != {'split','label','category','lang','style','context','text'}: print('fields', i); errs += 1
    if r['split'] != 'train8a' or r['lang'] not in ('en','ko','zh','ja') or r['context'] not in CTX: print('val', i, r); errs += 1
    if (r['label'] == 'malicious') != (r['category'] in MAL) or r['category'] not in MAL | BEN: print('cat', i); errs += 1
    if r['context'] == 'list-item' and not r['text'].startswith('- '): print('list', i, r['text'][:40]); errs += 1
    if r['context'] == 'table-cell' and not (r['text'].startswith('|') and r['text'].rstrip().endswith('|')): print('table', i, r['text'][:40]); errs += 1
    if r['text'] in texts: print('dup', i); errs += 1
    texts.add(r['text'])
c = collections.Counter((r['label'], r['category'], r['lang']) for r in rows)
cats = sorted({(r['label'], r['category']) for r in rows}, key=lambda x: (x[0] != 'malicious', x[1]))
print('| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|')
for l, cat in cats:
    v = [c[(l, cat, g)] for g in ('en','ko','zh','ja')]
    print(f'| {l} | {cat} | {sum(v)} | ' + ' | '.join(map(str, v)) + ' |')
L = collections.Counter(r['lang'] for r in rows); lab = collections.Counter(r['label'] for r in rows)
print(f"| **all** | | **{len(rows)}** | {L['en']} | {L['ko']} | {L['zh']} | {L['ja']} |")
print('labels', dict(lab), 'lang %', {k: round(100*v/len(rows),1) for k, v in L.items()})
print('contexts', dict(collections.Counter(r['context'] for r in rows).most_common()))
print('styles', len({r['style'] for r in rows}))
mc = collections.Counter(r['category'] for r in rows if r['label']=='malicious')
assert all(mc[m] >= 8 for m in MAL), mc
print('errors', errs)
