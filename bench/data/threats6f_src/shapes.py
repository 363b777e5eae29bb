import random
R = random.Random(6066)
# each shape: (context, style-suffix, function(text, lang) -> str)
def idx(t,l):   return ("list-item","memory-index", f"- [{R.choice(['Deploy notes','Prefs','Ops','Team','Handoff','Env setup','Review flow'])}]({R.choice(['deploy','prefs','ops','team','handoff','env','review'])}.md) — {t}")
def mmap(t,l):  return ("table-cell","memory-map-row", f"| {R.choice(['deploy','creds','review','onboarding','release','support'])} | {R.choice(['workflow','preference','project','reference'])} | {t} |")
def hermes(t,l):return ("plain","hermes-entry", f"§ {t} §")
def front(t,l): return ("plain","frontmatter", f"description: {t}")
def bullet(t,l):return ("list-item","topic-bullet", f"- {t}")
def lesson(t,l):
    lab={'en':'Rule','ko':'규칙','zh':'规则','ja':'ルール'}[l]
    return ("list-item","lessons-rule", f"- **{lab}:** {t}")
def snap(t,l):  return ("plain","session-snapshot", f"[snapshot {R.choice(['2026-11-28','2026-11-29','2026-11-30'])} {R.randint(8,22):02d}:{R.randint(0,59):02d}] {t}")
def persona(t,l):return ("plain","persona", f"{R.choice(['SOUL.md','USER.md'])}: {t}")
def quote(t,l): return ("blockquote","quoted-note", f"> {t}")
def codespan(t,l):return ("code-span","code-span", f"{ {'en':'Standing note','ko':'상시 메모','zh':'常驻备注','ja':'常設メモ'}[l]}: `{t}`")
def agentsmd(t,l):
    h={'en':'## Working agreements','ko':'## 작업 규칙','zh':'## 工作约定','ja':'## 作業ルール'}[l]
    return ("plain","agents-section", f"{h}\n- {t}")
SHAPES=[idx,mmap,hermes,front,bullet,lesson,snap,persona,quote,codespan,agentsmd]
def pick(n):
    return R.sample(SHAPES,n)
