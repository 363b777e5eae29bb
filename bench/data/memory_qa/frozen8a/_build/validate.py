#!/usr/bin/env python3
"""Validate frozen8a: refs exist & non-empty, ids unique, no superseded line in gold, counts."""
import json, os, sys, collections
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
man = json.load(open(os.path.join(ROOT, 'manifest.json')))
qs = [json.loads(l) for l in open(os.path.join(ROOT, 'questions.jsonl'), encoding='utf-8')]
ps = [json.loads(l) for l in open(os.path.join(ROOT, 'pairs.jsonl'), encoding='utf-8')]
err = []; warn = []
def line(ws, ref):
    path, n = ref.rsplit(':', 1); fp = os.path.join(ROOT, 'workspaces', ws, path)
    if not os.path.isfile(fp): err.append(f'missing file {ws}/{path}'); return ''
    L = open(fp, encoding='utf-8').read().split('\n'); n = int(n)
    if not (1 <= n <= len(L)) or not L[n-1].strip(): err.append(f'bad/empty line {ws}/{ref}'); return ''
    return L[n-1]
ids = [x['id'] for x in qs + ps]
if len(ids) != len(set(ids)): err.append('duplicate ids')
if man['today'] != '2026-12-02': err.append('today')
stale = collections.defaultdict(set)
for p in ps:
    if p['workspace'] not in man['workspaces']: err.append(f"{p['id']} unknown ws")
    la, lb = line(p['workspace'], p['a']), line(p['workspace'], p['b'])
    if p['a'] == p['b']: err.append(f"{p['id']} a == b")
    if p['kind'] == 'conflict':
        if p.get('current') not in ('a', 'b'): err.append(f"{p['id']} current")
        stale[p['workspace']].add(p['b'] if p['current'] == 'a' else p['a'])
    elif 'current' in p: err.append(f"{p['id']} current on non-conflict")
for q in qs:
    if not q['gold']: err.append(f"{q['id']} no gold")
    for g in q['gold']:
        line(q['workspace'], g)
        if g in stale[q['workspace']]: err.append(f"{q['id']} gold {g} is a superseded conflict side")
for p in ps:
    if p['kind'] == 'agree':
        for side in ('a', 'b'):
            if p[side] in stale[p['workspace']]: warn.append(f"{p['id']} agree side {side} is a superseded line")
# workspace checks
layouts = collections.Counter()
for ws, m in man['workspaces'].items():
    layouts[m['layout']] += 1
    files = [os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(ROOT, 'workspaces', ws)) for f in fs]
    if not 10 <= len(files) <= 20: err.append(f'{ws} has {len(files)} files')
    for f in files:
        if os.path.basename(f) == 'MEMORY.md':
            n = len(open(f, encoding='utf-8').read())
            if n >= 5000: err.append(f'{f} {n} chars')
            if m['layout'] == 'hermes' and n > 2200: err.append(f'{f} over hermes limit {n}')
if set(layouts) != {'claw-stack', '3-layer', 'claude-code', 'hermes', 'openclaw'}: err.append(f'layouts {layouts}')
C = collections.Counter
nconf = sum(p['kind'] == 'conflict' for p in ps); nnf = len(ps) - nconf
xl = sum(p['kind'] == 'conflict' and '-' in p['langs'] for p in ps)
if len(qs) < 90: err.append('questions < 90')
if nconf < 50: err.append('conflicts < 50')
if nnf < 50: err.append('no-flag < 50')
if xl * 3 < nconf: err.append('cross-language conflicts < 1/3')
wordings = [p['wording'] for p in ps if p['kind'] == 'conflict']
if len(wordings) != len(set(wordings)): err.append('duplicate conflict wording')
print('workspace | layout | langs | files | Q | conflict | agree | unrelated')
for ws, m in man['workspaces'].items():
    nf = sum(len(fs) for _, _, fs in os.walk(os.path.join(ROOT, 'workspaces', ws)))
    k = C(p['kind'] for p in ps if p['workspace'] == ws)
    print(f"{ws} | {m['layout']} | {','.join(m['langs'])} | {nf} | {sum(q['workspace']==ws for q in qs)} | {k['conflict']} | {k['agree']} | {k['unrelated']}")
print('questions', len(qs), 'by lang', dict(C(q['lang'] for q in qs)), 'answer_lang', dict(C(q['answer_lang'] for q in qs)))
print('cross-language questions', sum(q['lang'] != q['answer_lang'] for q in qs))
print('pairs', len(ps), dict(C(p['kind'] for p in ps)), 'conflict current', dict(C(p['current'] for p in ps if p['kind']=='conflict')))
print('conflict langs', dict(C(p['langs'] for p in ps if p['kind']=='conflict')), f'cross-language {xl}/{nconf}')
print('pair langs (all)', dict(C(p['langs'] for p in ps)))
print('conflict slots', dict(C(p['slot'] for p in ps if p['kind']=='conflict')))
for w in warn: print('WARN', w)
for e in err: print('ERROR', e)
print('OK' if not err else f'{len(err)} errors'); sys.exit(1 if err else 0)
