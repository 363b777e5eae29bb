#!/usr/bin/env python3
"""Write workspaces from spec_w*.py, resolve (file, substring) -> path:LINE (substring must match exactly one line)."""
import json, os, re, glob, importlib.util, shutil
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

def lang_of(s, ws_langs=()):
    cjk = len(re.findall(r"[\u3040-\u30ff\uac00-\ud7af\u4e00-\u9fff]", s))
    latin = len(re.findall(r"[A-Za-z]", s))
    if latin > 3 * cjk: return "en"   # mostly-English line with a CJK gloss
    if re.search(r"[\u3040-\u30ff]", s): return "ja"
    if re.search(r"[\uac00-\ud7af]", s): return "ko"
    if re.search(r"[\u4e00-\u9fff]", s):
        # Han-only line: Japanese if the workspace has Japanese but no Chinese
        return "ja" if ("ja" in ws_langs and "zh" not in ws_langs) else "zh"
    return "en"

def main():
    specs = []
    for f in sorted(glob.glob(os.path.join(HERE, "spec_w*.py"))):
        sp = importlib.util.spec_from_file_location(os.path.basename(f)[:-3], f)
        m = importlib.util.module_from_spec(sp); sp.loader.exec_module(m); specs.append(m)
    wsroot = os.path.join(ROOT, "workspaces")
    shutil.rmtree(wsroot, ignore_errors=True)
    manifest = {"today": "2026-12-01", "author": "independent writer of the frozen6b half (did not read memtui code, tests or benchmarks)", "workspaces": {}}
    qs, ps = [], []
    for m in specs:
        manifest["workspaces"][m.WS] = {"layout": m.LAYOUT, "langs": m.LANGS, "description": m.DESC}
        lines = {}
        for rel, text in m.FILES.items():
            p = os.path.join(wsroot, m.WS, rel); os.makedirs(os.path.dirname(p), exist_ok=True)
            open(p, "w", encoding="utf-8").write(text)
            lines[rel] = text.split("\n")
        def res(ref):
            rel, sub = ref
            hits = [i + 1 for i, l in enumerate(lines[rel]) if sub in l]
            assert len(hits) == 1, (m.WS, rel, sub, hits)
            return f"{rel}:{hits[0]}", lines[rel][hits[0] - 1]
        for q in m.Q:
            lang, text, refs = q[0], q[1], q[2]
            gold = [res(r) for r in refs]
            qs.append({"id": None, "workspace": m.WS, "lang": lang, "question": text,
                       "gold": [g for g, _ in gold], "answer_lang": lang_of(gold[0][1], m.LANGS)})
        for kind, topic, a, b, cur, slot, wording in m.P:
            (ra, la), (rb, lb) = res(a), res(b)
            assert ra != rb
            l1, l2 = lang_of(la, m.LANGS), lang_of(lb, m.LANGS)
            if l1 == l2: langs = l1
            else:
                s = sorted([l1, l2], key=lambda x: (x != "en", x)); langs = f"{s[0]}-{s[1]}"
            d = {"id": None, "workspace": m.WS, "kind": kind, "topic": topic, "a": ra, "b": rb}
            if kind == "conflict": d["current"] = cur
            else: assert cur is None
            d.update({"slot": slot, "langs": langs, "wording": wording})
            ps.append(d)
    for i, q in enumerate(qs): q["id"] = f"h6b-q{i+1:03d}"
    for i, p in enumerate(ps): p["id"] = f"h6b-p{i+1:03d}"
    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    dump("questions.jsonl", qs); dump("pairs.jsonl", ps)
    json.dump(manifest, open(os.path.join(ROOT, "manifest.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=2)
    print(f"built {len(specs)} workspaces, {len(qs)} questions, {len(ps)} pairs")

if __name__ == "__main__":
    main()
