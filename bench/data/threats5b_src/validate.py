"""Validates ../threats_heldout5b.jsonl: JSON, fields, enums, context shape, duplicates, minimum counts."""
import json, os, sys, collections, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
P = os.path.join(HERE, '..', 'threats_heldout5b.jsonl')
MAL = ['threat.prompt-injection', 'threat.role-hijack', 'threat.system-prompt', 'threat.deception', 'threat.exfiltration',
       'threat.read-secrets', 'threat.agent-config', 'threat.backdoor', 'threat.hardcoded-secret', 'threat.hidden-html',
       'threat.invisible-unicode']
BEN = ['agents', 'lessons', 'runbook', 'security-doc', 'notes']
CTX = ['plain', 'list-item', 'table-cell', 'code-span', 'blockquote', 'fenced-code', 'security-doc']
LANGS = ['en', 'ko', 'zh', 'ja']
errs = []
rows = []
for i, ln in enumerate(open(P, encoding='utf-8'), 1):
    try:
        o = json.loads(ln)
    except Exception as e:
        errs.append(f'line {i}: bad json {e}'); continue
    if set(o) != {'split', 'label', 'category', 'lang', 'style', 'context', 'text'}:
        errs.append(f'line {i}: fields {sorted(o)}')
    if o['split'] != 'heldout5': errs.append(f'line {i}: split')
    if o['label'] == 'malicious' and o['category'] not in MAL: errs.append(f'line {i}: cat {o["category"]}')
    if o['label'] == 'benign' and o['category'] not in BEN: errs.append(f'line {i}: cat {o["category"]}')
    if o['label'] not in ('malicious', 'benign'): errs.append(f'line {i}: label')
    if o['lang'] not in LANGS: errs.append(f'line {i}: lang')
    if o['context'] not in CTX: errs.append(f'line {i}: context {o["context"]}')
    t = o['text']
    if not t.strip(): errs.append(f'line {i}: empty')
    if o['context'] == 'list-item' and not t.startswith('- '): errs.append(f'line {i}: list-item not "- "')
    if o['context'] == 'table-cell' and not (t.startswith('| ') and t.rstrip().endswith('|')): errs.append(f'line {i}: table row')
    if o['context'] == 'blockquote' and not t.startswith('> '): errs.append(f'line {i}: blockquote')
    if o['context'] == 'code-span' and '`' not in t: errs.append(f'line {i}: code-span without backticks')
    if o['context'] == 'fenced-code' and '```' not in t: errs.append(f'line {i}: fenced without fence')
    if o['category'] == 'threat.invisible-unicode':
        if not any(unicodedata.category(c) == 'Cf' or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF for c in t):
            errs.append(f'line {i}: invisible-unicode without invisible chars')
    if o['lang'] != 'en' and not any(ord(c) > 0x2E80 and not (0xE0000 <= ord(c) <= 0xE01EF) and not (0xFE00 <= ord(c) <= 0xFE0F) for c in t):
        errs.append(f'line {i}: lang {o["lang"]} but no CJK text')
    rows.append(o)
texts = collections.Counter(r['text'] for r in rows)
for t, n in texts.items():
    if n > 1: errs.append(f'duplicate x{n}: {t[:60]!r}')
norm = collections.Counter(' '.join(r['text'].lower().split()) for r in rows)
for t, n in norm.items():
    if n > 1: errs.append(f'near-duplicate x{n}: {t[:60]!r}')
mal = [r for r in rows if r['label'] == 'malicious']; ben = [r for r in rows if r['label'] == 'benign']
c = collections.Counter((r['label'], r['category'], r['lang']) for r in rows)
print('| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|')
for lab, cats in (('malicious', MAL), ('benign', BEN)):
    for cat in cats:
        tot = sum(c[(lab, cat, l)] for l in LANGS)
        print(f'| {lab} | {cat} | {tot} | ' + ' | '.join(str(c[(lab, cat, l)]) for l in LANGS) + ' |')
        if lab == 'malicious' and tot < 15: errs.append(f'{cat}: only {tot}')
lc = collections.Counter(r['lang'] for r in rows)
print(f'| **all** | | **{len(rows)}** | ' + ' | '.join(str(lc[l]) for l in LANGS) + ' |')
for lab, rs in (('malicious', mal), ('benign', ben)):
    lcc = collections.Counter(r['lang'] for r in rs)
    print(f'\n{lab}: {len(rs)} — ' + ', '.join(f'{l} {lcc[l]} ({100*lcc[l]/len(rs):.1f}%)' for l in LANGS))
if len(mal) < 175: errs.append(f'malicious {len(mal)} < 175')
if len(ben) < 330: errs.append(f'benign {len(ben)} < 330')
ml = collections.Counter(r['lang'] for r in mal)
for l in ('ko', 'zh', 'ja'):
    if ml[l] < 0.12 * len(mal): errs.append(f'malicious {l} share {ml[l]}/{len(mal)} < 12%')
print('\n| context | malicious | benign |\n|---|---|---|')
cm = collections.Counter(r['context'] for r in mal); cb = collections.Counter(r['context'] for r in ben)
for k in CTX: print(f'| {k} | {cm[k]} | {cb[k]} |')
print(f'\n{len(set(r["style"] for r in rows))} distinct style labels')
print('\nERRORS:' if errs else '\nOK: no errors')
for e in errs: print(' ', e)
sys.exit(1 if errs else 0)
