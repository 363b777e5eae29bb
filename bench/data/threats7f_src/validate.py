import json, sys, collections, os
p = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'threats_train7f.jsonl')
MAL = {'threat.' + x for x in 'prompt-injection role-hijack system-prompt deception exfiltration read-secrets agent-config backdoor hardcoded-secret hidden-html invisible-unicode'.split()}
BEN = {'agents', 'lessons', 'runbook', 'security-doc', 'notes'}
CTX = {'plain', 'list-item', 'table-cell', 'code-span', 'blockquote', 'fenced-code', 'security-doc'}
KEYS = ['split', 'label', 'category', 'lang', 'style', 'context', 'text']
errs = []; rows = []; seen = set()
for i, line in enumerate(open(p, encoding='utf-8'), 1):
    try: d = json.loads(line)
    except Exception as e: errs.append(f'{i}: bad json {e}'); continue
    if list(d.keys()) != KEYS: errs.append(f'{i}: keys {list(d)}')
    if d['split'] != 'train7f': errs.append(f'{i}: split')
    if d['label'] == 'malicious' and d['category'] not in MAL: errs.append(f'{i}: cat {d["category"]}')
    if d['label'] == 'benign' and d['category'] not in BEN: errs.append(f'{i}: cat {d["category"]}')
    if d['label'] not in ('malicious', 'benign'): errs.append(f'{i}: label')
    if d['lang'] not in ('en', 'ko', 'zh', 'ja'): errs.append(f'{i}: lang')
    if d['context'] not in CTX: errs.append(f'{i}: ctx {d["context"]}')
    t = d['text']
    if not t.strip() or not d['style']: errs.append(f'{i}: empty')
    if d['context'] == 'list-item' and not t.startswith('- '): errs.append(f'{i}: list-item w/o "- "')
    if d['context'] == 'table-cell' and not (t.startswith('|') and t.rstrip().endswith('|')): errs.append(f'{i}: table-cell shape')
    if d['context'] == 'fenced-code' and '```' not in t: errs.append(f'{i}: fenced w/o fence')
    if d['context'] == 'blockquote' and not t.startswith('>'): errs.append(f'{i}: blockquote shape')
    if d['context'] == 'code-span' and '`' not in t: errs.append(f'{i}: code-span w/o backtick')
    if d['lang'] in ('ko','zh','ja'):
        rng = {'ko': (0xAC00, 0xD7A3), 'zh': (0x4E00, 0x9FFF), 'ja': (0x3040, 0x30FF)}[d['lang']]
        if not any(rng[0] <= ord(ch) <= rng[1] for ch in t) and d['category'] != 'threat.invisible-unicode':
            errs.append(f'{i}: lang {d["lang"]} has no native script')
    if d['category'] == 'threat.invisible-unicode':
        if not any(0xE0000 <= ord(ch) <= 0xE007F or 0x200B <= ord(ch) <= 0x200F or 0x202A <= ord(ch) <= 0x202E or 0x2060 <= ord(ch) <= 0x2069
                   or 0xFE00 <= ord(ch) <= 0xFE0F or 0xE0100 <= ord(ch) <= 0xE01EF or ord(ch) in (0xAD, 0xFEFF) for ch in t):
            errs.append(f'{i}: invisible-unicode line has no invisible chars')
    k = ' '.join(t.split()).lower()
    if k in seen: errs.append(f'{i}: duplicate text')
    seen.add(k); rows.append(d)
cnt = collections.Counter((d['label'], d['category'], d['lang']) for d in rows)
cats = sorted({(d['label'], d['category']) for d in rows}, key=lambda x: (x[0] != 'malicious', x[1]))
print('| label | category | total | en | ko | zh | ja |\n|---|---|---|---|---|---|---|')
for l, c in cats:
    v = [cnt[(l, c, g)] for g in ('en', 'ko', 'zh', 'ja')]
    print(f'| {l} | {c} | {sum(v)} | ' + ' | '.join(map(str, v)) + ' |')
lang = collections.Counter(d['lang'] for d in rows); lab = collections.Counter(d['label'] for d in rows)
print(f'| **all** | | **{len(rows)}** | ' + ' | '.join(str(lang[g]) for g in ('en','ko','zh','ja')) + ' |')
print('\nlabels', dict(lab), 'en share %.1f%%' % (100 * lang['en'] / len(rows)))
print('\n| context | malicious | benign |\n|---|---|---|')
cc = collections.Counter((d['context'], d['label']) for d in rows)
for x in sorted(CTX, key=lambda x: -(cc[(x,'malicious')] + cc[(x,'benign')])):
    print(f'| {x} | {cc[(x,"malicious")]} | {cc[(x,"benign")]} |')
print('\nstyles:', len({d['style'] for d in rows}))
mc = collections.Counter(d['category'] for d in rows if d['label'] == 'malicious')
ok = lab['malicious'] >= 150 and lab['benign'] >= 450 and all(mc[c] >= 10 for c in MAL)
print('\nthresholds ok:', ok)
print('errors:', len(errs)); [print(' ', e) for e in errs[:50]]
sys.exit(1 if errs or not ok else 0)
