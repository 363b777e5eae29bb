WS = "g04-claude-code-solar"
LAYOUT = "claude-code"
LANGS = ["en", "ko"]
DESC = "Claude Code auto memory for the quoting/scheduling repo of Haneul Solar, a rooftop PV installer in Gyeonggi-do: panel/inverter SKUs, KEPCO interconnection, crews, pricing per kW, deploy; Korean field staff notes mixed with English dev notes."
def fm(name, desc, typ, created, updated):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {created}\n  updated: {updated}\n---\n"
FILES = {
"MEMORY.md": """
# Memory index
- [User](user_role.md) — ops lead, writes Korean in field notes
- [Panels & inverters](project_equipment.md) — default SKUs
- [Pricing](project_pricing.md) — 원/kW quote basis
- [Crews](project_crews.md) — install teams, regions
- [KEPCO interconnection](reference_kepco.md) — 한전 계통연계 절차
- [Deploy](project_deploy.md) — where quoter app runs
- [Inverter switch Nov](project_inverter_switch.md) — 인버터 변경
- [Price update Oct](project_price_2026q4.md) — kW 단가 인상
- [Testing](feedback_testing.md) — no mocks for the PDF quote
- [Commits](feedback_commits.md) — Korean commit msgs OK
- [Dashboards](reference_dashboards.md)
""",
"CLAUDE.md": """
# CLAUDE.md
- Python 3.12, FastAPI quoter in `app/`, run `make dev` (port 8010)
- Quotes are PDFs rendered by WeasyPrint; snapshot tests in tests/pdf
- 한국어 UI 문자열은 `locales/ko.json` 에만 넣을 것
""",
"user_role.md": fm("User role", "who I'm working with", "user", "2025-04-02", "2025-04-02") + """
Min-seo Kang (강민서), operations lead. Knows the field side deeply, reads Python but rarely writes it.
Prefers answers in Korean when it's about crews or customers, English for code.
""",
"project_equipment.md": fm("Panels & inverters", "default equipment for residential quotes", "project", "2025-04-10", "2026-02-19") + """
- Default panel: Hanwha Q.PEAK DUO 440W
- Default inverter: SolarEdge SE5000H with P505 optimizers
- Mounting: K2 Systems rails, 1.2 m spacing
- Warranty we quote: 25 yr panel, 12 yr inverter
""",
"project_inverter_switch.md": fm("Inverter switch Nov", "인버터 기본 모델 변경", "project", "2026-11-09", "2026-11-09") + """
- 2026-11-09부터 기본 인버터를 Huawei SUN2000-5KTL-L1 으로 변경 (SolarEdge 공급 지연 8주)
- 옵티마이저는 더 이상 기본 견적에 넣지 않는다 — 그늘 있는 지붕만 옵션으로
- 인버터 보증은 10년으로 견적 (Huawei 기본)
- 패널은 그대로 한화 Q.PEAK DUO 440W
""",
"project_pricing.md": fm("Pricing", "how quotes are priced", "project", "2025-04-10", "2026-03-30") + """
| item | price |
|---|---|
| residential install | 1,650,000 KRW/kW |
| commercial (>30 kW) | 1,280,000 KRW/kW |
| ESS add-on | 9,800,000 KRW flat |
- deposit 30% on contract, rest after 한전 승인
- Jeju jobs +8% logistics
""",
"project_price_2026q4.md": fm("Price update Oct", "kW 단가 인상", "project", "2026-10-05", "2026-10-05") + """
- 주택용 설치 단가 kW당 172만원으로 인상 (10/5 계약분부터)
- 상업용(30kW 초과)은 128만원 그대로
- 계약금 30% 유지
- 10kW 이하 주택은 한전 간이 절차 (별도 검토 없음)
""",
"project_crews.md": fm("Crews", "install crews and regions", "project", "2025-05-01", "2026-11-22") + """
| crew | lead | region |
|---|---|---|
| A팀 | 오준혁 | 수원·화성 |
| B팀 | 임다은 | 용인·성남 |
| C팀 | 배성우 | 평택·안성 |
- 2026-11-22: C팀 리더 배성우 퇴사, 이제 C팀은 정하람이 이끈다
- crews work Mon–Sat, no roof work when wind > 10 m/s
""",
"reference_kepco.md": fm("KEPCO interconnection", "한전 계통연계 절차", "reference", "2025-04-20", "2025-12-01") + """
- apply via KEPCO ON (online.kepco.co.kr), 3–5 weeks typical
- ≤10 kW: simplified procedure, no separate review
- 사용전검사: 전기안전공사, 설치 후 7일 내 신청
""",
"project_deploy.md": fm("Deploy", "where the quoter runs", "project", "2025-06-11", "2026-08-27") + """
- quoter runs on Naver Cloud, 1 VM (s2-g3), behind nginx
- Updated 2026-08-27: moved from Naver Cloud to AWS Seoul (ap-northeast-2), ECS Fargate
- DB: Postgres 16, RDS now
""",
"feedback_testing.md": fm("Testing", "test policy", "feedback", "2025-05-03", "2025-05-03") + """
Do not mock WeasyPrint in quote tests — render the real PDF and compare snapshot.
**Why:** a mocked test passed while real PDFs lost the Korean font (Pretendard) in prod.
**How to apply:** any change touching templates/ → run `make pdf-snap`.
""",
"feedback_commits.md": fm("Commits", "commit message language", "feedback", "2025-05-03", "2026-06-14") + """
Commit messages may be Korean or English; keep the subject ≤ 60 chars.
2026-06-14: 민서 요청 — PR 제목은 영어로만 (외주 개발자 리뷰 때문)
""",
"reference_dashboards.md": fm("Dashboards", "where to look", "reference", "2025-06-11", "2026-09-02") + """
- job pipeline board: Notion "시공 파이프라인"
- uptime: Grafana Cloud, board "quoter-prod"
- generation data: SolarEdge monitoring portal (legacy sites), FusionSolar for new Huawei sites
""",
}
Q = [
("en", "What inverter do we put in a standard home quote now?", [("project_inverter_switch.md", "Huawei SUN2000")], "ko"),
("ko", "기본 견적에 옵티마이저 아직 넣어?", [("project_inverter_switch.md", "옵티마이저는 더 이상")], "ko"),
("en", "What's the per-kW price for a residential install?", [("project_price_2026q4.md", "172만원")], "ko"),
("ko", "상업용 30kW 넘는 현장 kW 단가는?", [("project_price_2026q4.md", "128만원 그대로"), ("project_pricing.md", "commercial (>30 kW)")], "ko"),
("en", "How many years of inverter warranty do we quote?", [("project_inverter_switch.md", "인버터 보증은 10년")], "ko"),
("ko", "C팀 지금 누가 리드해?", [("project_crews.md", "정하람")], "ko"),
("en", "Where is the quoter app hosted?", [("project_deploy.md", "AWS Seoul")], "en"),
("ko", "패널 기본 모델 뭐야?", [("project_equipment.md", "Default panel"), ("project_inverter_switch.md", "패널은 그대로")], "en"),
("en", "What deposit do customers pay at signing?", [("project_price_2026q4.md", "계약금 30% 유지"), ("project_pricing.md", "deposit 30%")], "ko"),
("ko", "PR 제목은 무슨 언어로 써야 돼?", [("feedback_commits.md", "PR 제목은 영어로만")], "ko"),
("en", "How long after installation do we have to request the pre-use inspection?", [("reference_kepco.md", "사용전검사")], "ko"),
("en", "Why don't we mock WeasyPrint?", [("feedback_testing.md", "**Why:**")], "en"),
("ko", "제주 현장은 추가 비용 얼마나 붙여?", [("project_pricing.md", "Jeju jobs")], "en"),
("en", "At what wind speed do crews stop roof work?", [("project_crews.md", "wind > 10 m/s")], "en"),
("ko", "새 화웨이 현장 발전량은 어디서 봐?", [("reference_dashboards.md", "FusionSolar")], "en"),
]
P = [
("conflict", "Default inverter", ("project_equipment.md", "Default inverter"), ("project_inverter_switch.md", "Huawei SUN2000"), "b", "vendor", "en-ko", "English SolarEdge SE5000H vs Korean note '기본 인버터를 Huawei … 으로 변경'"),
("conflict", "Optimizers in default quote", ("project_inverter_switch.md", "옵티마이저는 더 이상"), ("project_equipment.md", "with P505 optimizers"), "a", "policy", "en-ko", "negation '더 이상 기본 견적에 넣지 않는다' vs 'with P505 optimizers'"),
("conflict", "Inverter warranty quoted", ("project_equipment.md", "Warranty we quote"), ("project_inverter_switch.md", "인버터 보증은 10년"), "b", "number", "en-ko", "12 yr inverter vs 10년"),
("conflict", "Residential price per kW", ("project_price_2026q4.md", "172만원"), ("project_pricing.md", "residential install"), "a", "price", "en-ko", "1,650,000 KRW/kW vs kW당 172만원 (만원 notation)"),
("conflict", "C crew lead", ("project_crews.md", "| C팀 |"), ("project_crews.md", "정하람"), "b", "person", "ko", "table row 배성우 vs dated line in same file '이제 C팀은 정하람'"),
("conflict", "Quoter hosting", ("project_deploy.md", "Updated 2026-08-27"), ("project_deploy.md", "quoter runs on Naver Cloud"), "a", "place", "en", "'moved from Naver Cloud to AWS Seoul' vs older line"),
("conflict", "Commit/PR language", ("feedback_commits.md", "Commit messages may be Korean or English"), ("feedback_commits.md", "PR 제목은 영어로만"), "b", "policy", "en-ko", "'Korean or English' vs dated Korean 'PR 제목은 영어로만'"),
("agree", "Commercial price unchanged", ("project_pricing.md", "commercial (>30 kW)"), ("project_price_2026q4.md", "128만원 그대로"), None, "price", "en-ko", "1,280,000 KRW/kW vs 128만원 그대로"),
("agree", "Default panel", ("project_equipment.md", "Default panel"), ("project_inverter_switch.md", "패널은 그대로"), None, "vendor", "en-ko", "Hanwha Q.PEAK DUO 440W vs 한화 Q.PEAK DUO 440W"),
("agree", "Deposit", ("project_pricing.md", "deposit 30%"), ("project_price_2026q4.md", "계약금 30% 유지"), None, "number", "en-ko", "deposit 30% vs 계약금 30% 유지"),
("agree", "Small-system KEPCO procedure", ("reference_kepco.md", "≤10 kW: simplified"), ("project_price_2026q4.md", "간이 절차"), None, "policy", "en-ko", "≤10 kW simplified, no separate review vs 10kW 이하 간이 절차 (별도 검토 없음)"),
("unrelated", "Other crew lead", ("project_crews.md", "| A팀 |"), ("project_crews.md", "정하람"), None, "person", "ko", "A팀 오준혁 vs C팀 new lead"),
("unrelated", "ESS flat price vs per-kW", ("project_pricing.md", "ESS add-on"), ("project_price_2026q4.md", "172만원"), None, "price", "en-ko", "ESS add-on vs residential per-kW"),
("unrelated", "Monitoring portal for legacy sites", ("reference_dashboards.md", "FusionSolar"), ("project_equipment.md", "Default inverter"), None, "vendor", "en", "SolarEdge monitoring for legacy sites is not the default-inverter fact"),
("unrelated", "Dev port vs DB", ("CLAUDE.md", "port 8010"), ("project_deploy.md", "DB: Postgres 16"), None, "system", "en", "local dev port vs DB engine"),
]
