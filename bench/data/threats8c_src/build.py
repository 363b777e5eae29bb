import json, os, re, sys
sys.path.insert(0, os.path.dirname(__file__))
import m1, m2, m3, b1, b2
try:
    import b3
    EXTRA = b3.ROWS
except ImportError:
    EXTRA = []
try:
    import m4
    EXTRA += m4.ROWS
except ImportError:
    pass
import m5, b4, m6, b5
EXTRA += m5.ROWS + b4.ROWS + m6.ROWS + b5.ROWS
rows = m1.ROWS + m2.ROWS + m3.ROWS + b1.ROWS + b2.ROWS + EXTRA
def refine(r):
    s, t = r["style"], r["text"]
    if s in ("rule", "lesson", "step", "note"):
        if "<!--" in t: s = s + " / html comment (todo or template)"
        elif r["context"] == "table-cell": s = s + " / table row"
        elif re.search(r"sk-\.\.\.|EXAMPLE|<your|xxxx|placeholder|자리표시자|占位|プレースホルダ", t): s = s + " / placeholder"
        elif re.search(r"\d{4}-\d{2}-\d{2}|\d{4}-\d{2}", t) and s == "lesson": s = "dated lesson"
        elif "<details>" in t: s = s + " / details block"
        elif r["context"] == "fenced-code": s = s + " / code block"
        elif r["context"] == "blockquote": s = s + " / quoted"
        elif re.search(r"curl|cron|systemd|timer|hook|authorized_keys|postinstall", t): s = s + " / ops-term overlap"
        elif re.search(r"\.env|secret|token|key|password|키|密钥|キー|令牌|비밀", t, re.I): s = s + " / secret-term overlap"
        elif re.search(r"system prompt|시스템 프롬프트|系统提示词|システムプロンプト|ignore|무시|忽略|無視|reviewer|리뷰어|审查者|レビュアー", t, re.I): s = s + " / injection-term overlap"
        else: s = s + " / plain directive"
        r["style"] = s
    return r
rows = [refine(r) for r in rows]
out = os.path.join(os.path.dirname(__file__), "..", "threats_train8c.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(json.dumps(r, ensure_ascii=False) + "\n")
print("wrote", len(rows))
