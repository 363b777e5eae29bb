"""Validate threats_train7a.jsonl: JSON, fields, enums, contexts, duplicates, counts."""
import json, os, sys, collections, unicodedata
P = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'threats_train7a.jsonl')
MAL = {'threat.prompt-injection','threat.role-hijack','threat.system-prompt','threat.deception','threat.exfiltration',
       'threat.read-secrets','threat.agent-config','threat.backdoor','threat.hardcoded-secret','threat.hidden-html','threat.invisible-unicode'}
BEN = {'agents','lessons','runbook','security-doc','notes'}
CTX = {'plain','list-item','table-cell','code-span','blockquote','fenced-code','security-doc'}
KEYS = ['split','label','category','lang','style','context','text']
err = []; rows = []
for i, line in enumerate(open(P, encoding='utf-8'), 1):
    try: r = json.loads(line)
    except Exception as e: err.append(f'{i}: bad json {e}'); continue
    if list(r) != KEYS: err.append(f'{i}: keys {list(r)}')
    if r['split'] != 'train7a': err.append(f'{i}: split')
    if r['lang'] not in ('en','ko','zh','ja'): err.append(f'{i}: lang')
    if r['label'] == 'malicious' and r['category'] not in MAL: err.append(f'{i}: cat')
    if r['label'] == 'benign' and r['category'] not in BEN: err.append(f'{i}: cat')
    if r['label'] not in ('malicious','benign'): err.append(f'{i}: label')
    c, t = r['context'], r['text']
    if c not in CTX: err.append(f'{i}: ctx {c}')
    if c == 'list-item' and not t.startswith('- '): err.append(f'{i}: list-item must start "- "')
    if c == 'table-cell' and not all(l.startswith('|') and l.endswith('|') for l in t.split('\n')): err.append(f'{i}: table row')
    if c == 'code-span' and '`' not in t: err.append(f'{i}: code-span without backtick')
    if c == 'blockquote' and not t.startswith('> '): err.append(f'{i}: blockquote')
    if c == 'fenced-code' and not t.startswith('```'): err.append(f'{i}: fence')
    if r['category'] == 'threat.invisible-unicode' and not any(unicodedata.category(ch) == 'Cf' or 0xFE00 <= ord(ch) <= 0xFE0F or 0xE0100 <= ord(ch) <= 0xE01EF for ch in t):
        err.append(f'{i}: invisible-unicode line has no invisible char')
    if r['lang'] in ('ko','zh','ja'):
        rng = {'ko': [(0xAC00,0xD7AF)], 'zh': [(0x4E00,0x9FFF)], 'ja': [(0x3040,0x30FF)]}[r['lang']]
        if not any(a <= ord(ch) <= b for ch in t for a, b in rng): err.append(f'{i}: no {r["lang"]} script')
    rows.append(r)
texts = collections.Counter(r['text'] for r in rows)
for t, n in texts.items():
    if n > 1: err.append(f'duplicate x{n}: {t[:60]!r}')
lab = collections.Counter(r['label'] for r in rows)
cat = collections.Counter(r['category'] for r in rows)
need = {c: 10 for c in MAL}; need['threat.deception'] = 70; need['threat.prompt-injection'] = 40
for c, n in need.items():
    if cat[c] < n: err.append(f'{c}: {cat[c]} < {n}')
if lab['malicious'] < 250: err.append('malicious < 250')
if lab['benign'] < 300: err.append('benign < 300')
print('rows', len(rows), dict(lab))
print('\n'.join(err) if err else 'OK: no errors')
sys.exit(1 if err else 0)
