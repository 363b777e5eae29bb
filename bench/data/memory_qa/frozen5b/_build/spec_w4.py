from common import Q, P
WS = "h5b-w4-claude-code-mro"
LAYOUT = "claude-code"
LANGS = ["en", "ko"]
DESC = "Claude Code auto memory for `hangar-log`, the work-order / tooling-calibration app of a line-maintenance (MRO) shop at Gimpo airport: Django backend, Postgres, deploy rules, hangar leads, calibration intervals, parts vendors. The developer and QA staff write some memories in Korean."
F = {}
def fm(name, desc, typ, created, updated):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {created}\n  updated: {updated}\n---\n"
F["MEMORY.md"] = """# Memory index

- [User role](user_role.md) — 정비기록 앱 개발자, B1 자격
- [Runtime](project_runtime.md) — Python/Django versions
- [Runtime update](project_runtime_update.md) — Django upgrade (Sep)
- [Databases](project_databases.md) — prod / staging Postgres
- [DB 업그레이드](project_db_upgrade_ko.md) — PG 버전 변경
- [Deploy rules](feedback_deploy.md) — when we may ship
- [Freeze / deploy window](project_deploy_window.md) — Friday rule change
- [Testing](feedback_testing.md) — real DB in tests
- [Branches](feedback_branches.md) — naming
- [브랜치 규칙 변경](feedback_branches_ko.md) — 새 규칙
- [Calibration](project_calibration.md) — tool intervals
- [Hangar leads](project_hangar_leads.md) — who signs off nights
- [교대 연락처](project_shift_contacts.md) — 야간 내선
- [Vendors](reference_vendors.md) — parts, consumables
- [Local dev](reference_local_dev.md) — ports, env
- [Local dev 2026](reference_local_dev_2026.md) — new compose
- [CI](reference_ci.md) — pipelines
"""
F["user_role.md"] = fm("User role","who the user is","user","2025-03-04","2025-03-04") + """사용자: 김포 라인정비 샵 사내 개발자 (B1 정비사 자격 보유).
- 항공 정비 용어는 설명 필요 없음, 웹 프론트는 초보
- 한국어로 답하면 좋아함, 코드 주석은 영어
"""
F["project_runtime.md"] = fm("Runtime","backend runtime versions","project","2025-03-04","2025-12-01") + """- backend: Python 3.11, Django 4.2 LTS
- frontend: htmx + Alpine, no SPA
- Celery for PDF work-order exports
"""
F["project_runtime_update.md"] = fm("Runtime update","Django upgrade","project","2026-09-08","2026-09-08") + """- Upgraded to Django 5.1 on 2026-09-08 (Python stays 3.11). 4.2 compat shims removed.
- Celery unchanged
"""
F["project_databases.md"] = fm("Databases","prod and staging Postgres","project","2025-03-04","2025-10-10") + """- prod: Postgres 14 on RDS ap-northeast-2 (Seoul), db.t4g.large
- staging: Postgres 15, single instance, same region
- nightly snapshot kept 14 days
"""
F["project_db_upgrade_ko.md"] = fm("DB 업그레이드","운영 DB 버전 변경","project","2026-10-19","2026-10-19") + """- 운영 DB Postgres 16으로 업그레이드 완료 (2026-10-19 새벽 작업, 다운타임 25분)
- 스테이징은 아직 15
"""
F["feedback_deploy.md"] = fm("Deploy rules","when we may ship","feedback","2025-04-11","2025-04-11") + """Never deploy on Friday — hangar night shift depends on the app over the weekend.
**Why:** 2025-04 Friday deploy broke the AD due-list export, nobody on call.
**How to apply:** if asked to ship on Friday, suggest Monday.
"""
F["project_deploy_window.md"] = fm("Deploy window","Friday rule change","project","2026-10-02","2026-10-02") + """- Friday deploy ban lifted from 2026-10 (we have on-call + blue/green now). Only block: 18:00 KST onwards any day.
- holiday freeze 2026-12-24 → 2027-01-02
"""
F["feedback_testing.md"] = fm("Testing","real DB in tests","feedback","2025-05-02","2026-02-14") + """Use real Postgres in tests (testcontainers), never sqlite.
**Why:** JSONB queries on task cards behave differently on sqlite.
- 한 줄 요약: 테스트는 실제 Postgres 컨테이너로 돌린다
"""
F["feedback_branches.md"] = fm("Branches","branch naming","feedback","2025-03-20","2025-03-20") + """Branch names: `feature/<WO-number>` e.g. `feature/WO-2291`.
"""
F["feedback_branches_ko.md"] = fm("브랜치 규칙 변경","새 브랜치 규칙","feedback","2026-06-30","2026-06-30") + """브랜치 이름은 이제 `wo-<번호>-<짧은설명>` 형식 (예: `wo-3310-torque-report`). feature/ 접두사는 쓰지 않음.
**Why:** 리뷰어가 브랜치 목록에서 내용 파악 어려워서.
"""
F["project_calibration.md"] = fm("Calibration","tool calibration intervals","project","2025-06-01","2025-06-01") + """| tool | interval | owner |
|---|---|---|
| 토크렌치 | 교정 주기 12개월 | 공구실 |
| 압력 게이지 | 교정 주기 6개월 | 공구실 |
| 피토-정압 테스터 | 24개월 | 외주 |

- labour rate for customer invoices: ₩95,000/h (used by the invoice export)
"""
F["project_hangar_leads.md"] = fm("Hangar leads","night sign-off","project","2025-07-15","2026-11-09") + """- Hangar 1 night lead: 최윤서
- Hangar 2 night lead: 이도현 (since 2026-11, took over from 박성훈)
- day leads rotate weekly, see roster in the app
"""
F["project_shift_contacts.md"] = fm("교대 연락처","야간 책임자 연락처","project","2025-09-01","2025-09-01") + """- 야간 2격납고 책임 정비사: 박성훈 (내선 2204)
- 야간 공구실: 무인, 키는 경비실
"""
F["reference_vendors.md"] = fm("Vendors","parts and consumables","reference","2025-03-10","2025-08-22") + """- Consumables vendor: 한성항공부품 (인천), 주문 매주 화요일
- Rotables: via customer airline pool, not us
- 수입 부품 통관: 대한통운
"""
F["reference_local_dev.md"] = fm("Local dev","ports and env","reference","2025-03-04","2025-11-03") + """API_PORT=8000
- postgres in docker on 5432, redis 6379
- `make seed` loads demo aircraft HL8xxx
"""
F["reference_local_dev_2026.md"] = fm("Local dev 2026","new compose file","reference","2026-10-21","2026-10-21") + """API_PORT=8010
- compose file now `compose.dev.yml`, postgres 16 image
- mailpit on 8025 for WO notification mails
"""
F["reference_ci.md"] = fm("CI","pipelines","reference","2025-03-04","2026-08-12") + """- CI used to be GitHub Actions (hosted runners)
- moved CI to self-hosted Buildkite agents in the office rack in 2026-08 (ITAR-ish customer data rules)
- labor 9만5천원/시간 — invoice snapshot test checks this number
"""
F["project_qa_notes_ko.md"] = fm("QA 메모","품질팀 지적사항","project","2026-11-04","2026-11-04") + """- 품질보증팀 지적: 토크렌치는 앞으로 6개월마다 교정 (항공사 감사 결과)
- consumables now from Skyline Aero Supply (한성 납기 지연 3회) — reference_vendors 아직 안 고침
- AD 이행 보고서 월 1회 국토교통부 제출, 매월 3일까지
"""
F["project_reporting.md"] = fm("Reporting","regulator reports","project","2025-05-20","2026-01-11") + """- AD compliance report → MOLIT, monthly, due the 3rd
- SB tracking report → customer airlines, quarterly
"""
Qs = [
 Q("en", "Which Django version is the backend running?", [("project_runtime_update.md","Django 5.1")], "en"),
 Q("ko", "운영 DB 포스트그레스 버전 몇이야?", [("project_db_upgrade_ko.md","Postgres 16으로")], "ko"),
 Q("en", "Can I push a release on a Friday afternoon?", [("project_deploy_window.md","Friday deploy ban lifted")], "en"),
 Q("en", "How often do torque wrenches need to go for calibration?", [("project_qa_notes_ko.md","6개월마다 교정")], "ko"),
 Q("ko", "2번 격납고 야간 책임자 누구야?", [("project_hangar_leads.md","Hangar 2 night lead")], "en"),
 Q("en", "Which port should the API bind to in local dev?", [("reference_local_dev_2026.md","API_PORT=8010")], "en"),
 Q("ko", "소모품 지금 어디서 사?", [("project_qa_notes_ko.md","Skyline Aero Supply")], "en"),
 Q("en", "How should I name a branch for a work order?", [("feedback_branches_ko.md","wo-<번호>")], "ko"),
 Q("ko", "CI 어디서 돌아가?", [("reference_ci.md","self-hosted Buildkite")], "en"),
 Q("ko", "테스트에서 sqlite 써도 돼?", [("feedback_testing.md","never sqlite"),("feedback_testing.md","실제 Postgres 컨테이너")], "en"),
 Q("en", "What hourly labour rate goes on customer invoices?", [("project_calibration.md","labour rate"),("reference_ci.md","9만5천원")], "en"),
 Q("en", "By which day each month is the AD compliance report due to the regulator?", [("project_reporting.md","AD compliance report"),("project_qa_notes_ko.md","AD 이행 보고서")], "en"),
 Q("en", "What Postgres version does staging use?", [("project_databases.md","staging: Postgres 15"),("project_db_upgrade_ko.md","스테이징은 아직 15")], "en"),
 Q("en", "How often are pressure gauges calibrated?", [("project_calibration.md","압력 게이지")], "ko"),
 Q("ko", "연말 배포 금지 기간 언제부터야?", [("project_deploy_window.md","holiday freeze")], "en"),
 Q("en", "Where can I see the work-order notification emails locally?", [("reference_local_dev_2026.md","mailpit")], "en"),
]
Ps = [
 P("conflict","Django version",("project_runtime.md","Django 4.2"),("project_runtime_update.md","Django 5.1"),"b","version","en","'Python 3.11, Django 4.2 LTS' vs 'Upgraded to Django 5.1'"),
 P("conflict","Prod Postgres version",("project_db_upgrade_ko.md","Postgres 16으로"),("project_databases.md","prod: Postgres 14"),"a","version","en-ko","'prod: Postgres 14 on RDS' vs '운영 DB Postgres 16으로 업그레이드 완료'"),
 P("conflict","Friday deploys",("feedback_deploy.md","Never deploy on Friday"),("project_deploy_window.md","Friday deploy ban lifted"),"b","policy","en","feedback 'Never deploy on Friday' vs project 'Friday deploy ban lifted'"),
 P("conflict","Torque wrench calibration interval",("project_qa_notes_ko.md","6개월마다 교정"),("project_calibration.md","토크렌치"),"a","frequency","ko","table '교정 주기 12개월' vs QA '앞으로 6개월마다'"),
 P("conflict","Hangar 2 night lead",("project_hangar_leads.md","Hangar 2 night lead"),("project_shift_contacts.md","야간 2격납고"),"a","person","en-ko","Korean contact list '야간 2격납고 책임: 박성훈' vs 'Hangar 2 night lead: 이도현 (since 2026-11)'"),
 P("conflict","Local API port (key=value, dates only)",("reference_local_dev.md","API_PORT=8000"),("reference_local_dev_2026.md","API_PORT=8010"),"b","port","en","same `API_PORT=` line; metadata.updated 2025-11-03 vs 2026-10-21"),
 P("conflict","Consumables vendor",("project_qa_notes_ko.md","Skyline Aero Supply"),("reference_vendors.md","Consumables vendor"),"a","vendor","en-ko","'한성항공부품 (인천)' vs 'consumables now from Skyline Aero Supply'"),
 P("conflict","Branch naming",("feedback_branches.md","Branch names"),("feedback_branches_ko.md","wo-<번호>"),"b","policy","en-ko","'feature/<WO-number>' vs '이제 wo-<번호>-<짧은설명> … feature/ 접두사는 쓰지 않음'"),
 P("conflict","CI system",("reference_ci.md","self-hosted Buildkite"),("reference_ci.md","used to be GitHub Actions"),"a","system","en","same file: 'used to be GitHub Actions' vs 'moved CI to self-hosted Buildkite'"),
 P("agree","Real DB in tests",("feedback_testing.md","never sqlite"),("feedback_testing.md","실제 Postgres 컨테이너"),None,"policy","en-ko","'real Postgres in tests (testcontainers)' vs '실제 Postgres 컨테이너로'"),
 P("agree","Labour rate",("reference_ci.md","9만5천원"),("project_calibration.md","labour rate"),None,"price","en-ko","'₩95,000/h' vs '9만5천원/시간'"),
 P("agree","AD report to regulator",("project_reporting.md","AD compliance report"),("project_qa_notes_ko.md","AD 이행 보고서"),None,"date","en-ko","'MOLIT, monthly, due the 3rd' vs '월 1회 국토교통부 제출, 매월 3일까지'"),
 P("agree","Staging Postgres",("project_db_upgrade_ko.md","스테이징은 아직 15"),("project_databases.md","staging: Postgres 15"),None,"version","en-ko","'staging: Postgres 15' vs '스테이징은 아직 15'"),
 P("agree","Postgres 16 in dev and prod",("reference_local_dev_2026.md","postgres 16 image"),("project_db_upgrade_ko.md","Postgres 16으로"),None,"version","en-ko","dev compose 'postgres 16 image' vs prod '16으로 업그레이드' — same version"),
 P("unrelated","Night lead, other hangar",("project_hangar_leads.md","Hangar 1 night lead"),("project_hangar_leads.md","Hangar 2 night lead"),None,"person","ko","Hangar 1 최윤서 vs Hangar 2 이도현"),
 P("unrelated","Postgres version, staging vs prod",("project_databases.md","staging: Postgres 15"),("project_db_upgrade_ko.md","Postgres 16으로"),None,"version","en-ko","staging 15 vs prod 16 — different environment"),
 P("unrelated","Calibration interval, other tool",("project_calibration.md","압력 게이지"),("project_qa_notes_ko.md","6개월마다 교정"),None,"frequency","ko","pressure gauge 6개월 vs torque wrench 6개월 — different tool"),
 P("unrelated","Port, mailpit vs API",("reference_local_dev_2026.md","mailpit"),("reference_local_dev_2026.md","API_PORT=8010"),None,"port","en","mailpit 8025 vs API 8010"),
]
