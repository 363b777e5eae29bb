WS = "g05-claude-code-ko-dental-booking"
LAYOUT = "claude-code"
LANGS = ["ko", "en"]
DESC = "치과 네트워크(미소치과, 5개 지점) 예약·알림 백엔드 저장소의 Claude Code 자동 메모리: 지점, 문자 발송 업체, 알림 정책, 스택/DB 버전, 배포, 보험청구 API. 대부분 한국어, 일부 영어 피드백·세션 메모."
def fm(name, desc, typ, created, updated):
    return f"---\nname: {name}\ndescription: {desc}\ntype: {typ}\nmetadata:\n  created: {created}\n  updated: {updated}\n---\n"
FILES = {}
FILES["CLAUDE.md"] = """
# CLAUDE.md (misodental-booking)

- Django 5 + DRF 백엔드, `apps/booking`, `apps/notify`, `apps/claims`
- 5 clinics (강남/분당/일산/수원/인천), branch code는 `GN/BD/IS/SW/IC`
- 로컬 API 포트는 8088 (8080은 사내 VPN 에이전트랑 충돌해서 바꿈)
- `make test` 통과 전엔 완료라고 말하지 말 것
- 환자 실명/전화번호를 fixture에 넣지 말 것 — `faker` 사용
"""
FILES["MEMORY.md"] = """
# Memory index

- [사용자 역할](user_role.md) — 본사 IT 백엔드 개발자
- [답변 언어](feedback_language.md) — 한국어 기본
- [테스트 방식](feedback_tests.md) — SQLite 금지 (11월)
- [마이그레이션](feedback_migrations.md) — 운영 DB 규칙
- [지점 정보](project_branches.md) — 5개 지점 주소/진료시간
- [문자 발송](project_sms_vendor.md) — SMS/알림톡 업체
- [스택](project_stack.md) — Django/DB/캐시
- [예약 알림](project_reminders.md) — 알림 시점
- [배포](project_deploy.md) — ECS, 승인자
- [세션 2026-10-14](project_session_2026-10-14.md) — 알림 개편, 분당 이전
- [세션 2026-11-25](project_session_2026-11-25.md) — SMS 업체 전환, RDS 업그레이드
- [엔드포인트](reference_endpoints.md) — 로컬/스테이징 URL
- [사람](reference_people.md) — PO, 원장단
- [보험청구 API](reference_insurance_api.md) — 심평원 연동 대행
"""
FILES["user_role.md"] = fm("사용자 역할", "who the user is", "user", "2025-07-01", "2025-07-01") + """
- 사용자: 미소치과 본사 IT팀 백엔드 개발자 (Django 5년차)
- 프론트(React)는 외주, 사용자는 API만 담당
"""
FILES["feedback_language.md"] = fm("답변 언어", "answer language preference", "feedback", "2025-07-01", "2026-01-10") + """
- 설명은 한국어로, 코드 주석/커밋 메시지는 영어로.
- **Why:** 외주 프론트팀이 커밋 로그를 읽음.
"""
FILES["feedback_tests.md"] = fm("테스트 방식", "how to run tests", "feedback", "2025-08-12", "2026-11-03") + """
- Don't use SQLite for tests anymore — testcontainers Postgres only.
- **Why:** JSONB 필터가 SQLite에선 통과하고 운영에서 깨진 적 있음 (2026-10 장애).
- **How to apply:** 새 테스트 파일도 `pg_container` fixture 사용.
"""
FILES["feedback_migrations.md"] = fm("마이그레이션", "DB migration rules", "feedback", "2025-09-03", "2026-06-20") + """
- 운영 DB 마이그레이션은 진료 없는 시간(22:00 이후)에만.
- 컬럼 삭제는 2단계: 코드에서 먼저 제거 → 다음 배포에서 drop.
"""
FILES["project_branches.md"] = fm("지점 정보", "branch list, addresses, hours", "project", "2025-07-02", "2026-05-11") + """
지점 5곳 (본사: 강남)

| 지점 | 위치 | 진료시간 |
|---|---|---|
| 강남점 | 역삼동 | 평일 10:00–20:00 |
| 분당점 | 정자동 | 평일 09:30–19:00 |
| 일산점 | 백석동 | 평일 09:30–18:30 |
| 수원점 | 인계동 | 평일 10:00–19:00 |
| 인천점 | 구월동 | 평일 10:00–19:00 |
"""
FILES["project_sms_vendor.md"] = fm("문자 발송", "SMS / kakao alimtalk vendor", "project", "2025-07-10", "2026-02-02") + """
- 문자 발송: 알리고(Aligo) API, 발신번호 1588-xxxx 등록됨
- 카카오 알림톡: 같은 업체 통해 발송, 실패 시 SMS 대체
- 이메일: AWS SES (영수증 발송용)
"""
FILES["project_stack.md"] = fm("스택", "runtime, DB, cache", "project", "2025-07-02", "2026-04-09") + """
- Python 3.12, Django 5.0
- DB: PostgreSQL 14 on RDS (ap-northeast-2)
- cache: Redis 7.2 (ElastiCache)
- tests: pytest + SQLite in-memory (fast)
"""
FILES["project_reminders.md"] = fm("예약 알림", "when booking reminders go out", "project", "2025-07-15", "2026-03-28") + """
- 예약 알림: 전날 18:00 1회 (알림톡)
- 수신거부 환자는 알림 제외 (opt_out=true)
- 노쇼 2회 이상 환자는 원장 확인 필요 플래그
"""
FILES["project_deploy.md"] = fm("배포", "deploy + approvals", "project", "2025-07-20", "2026-11-18") + """
- ECS Fargate, `main` 머지 → GitHub Actions → prod (진료시간 외)
- release approver: 문서진
- staging URL = stg-api.misodental.kr
"""
FILES["project_session_2026-10-14.md"] = fm("세션 2026-10-14", "reminder rework + Bundang move", "project", "2026-10-14", "2026-10-14") + """
- reminder now sent twice: 24h before and again 2h before the slot (원장단 요청)
- 분당점 서현역 쪽으로 이전 (11/2부터, 진료시간 동일)
- Gangnam still 10 to 8 on weekdays, no Saturday change
- skip reminders for patients with opt_out flag — 그대로
"""
FILES["project_session_2026-11-25.md"] = fm("세션 2026-11-25", "SMS vendor switch, RDS upgrade", "project", "2026-11-25", "2026-11-25") + """
- SMS now goes through NHN Cloud Notification; Aligo key revoked 11/20
- RDS 16.4로 업그레이드 완료 (블루/그린, 다운타임 40초)
- claim API price ₩15/call from Dec (was cheaper)
- 알림톡 템플릿 3개 재심사 중
"""
FILES["reference_endpoints.md"] = fm("엔드포인트", "local / staging URLs", "reference", "2025-07-02", "2025-12-01") + """
- local API: http://localhost:8080
- admin web: http://localhost:5173
- staging: https://stg-api.misodental.kr
- Swagger: /api/docs/
"""
FILES["reference_people.md"] = fm("사람", "PO, clinic directors", "reference", "2025-07-02", "2026-03-02") + """
- release approver: 강나래
- 대표원장: 오지훈 (강남)
- 외주 프론트: 스튜디오 무아 (슬랙 #fe-mua)
"""
FILES["reference_insurance_api.md"] = fm("보험청구 API", "claims relay vendor", "reference", "2025-09-01", "2026-01-15") + """
- 청구 대행 API: 메디브릿지, 호출 단가 건당 12원
- 샌드박스 키는 `.env.sandbox`, 운영 키는 AWS Secrets Manager
- 일 호출 한도 5만 건
"""
Q = [
 ("en", "Which SMS provider are we on now?", [("project_session_2026-11-25.md", "SMS now goes through NHN")]),
 ("ko", "예약 알림 언제 나가?", [("project_session_2026-10-14.md", "reminder now sent twice")]),
 ("en", "What Postgres version does prod run?", [("project_session_2026-11-25.md", "RDS 16.4")]),
 ("en", "Which port does the API listen on locally?", [("CLAUDE.md", "로컬 API 포트는 8088")]),
 ("ko", "분당점 지금 어디 있어?", [("project_session_2026-10-14.md", "분당점 서현역")]),
 ("ko", "테스트 DB는 뭘 써야 해?", [("feedback_tests.md", "Don't use SQLite"), ("MEMORY.md", "SQLite 금지")]),
 ("en", "Who approves a production release?", [("project_deploy.md", "release approver: 문서진")]),
 ("ko", "청구 API 한 건 호출하면 얼마야?", [("project_session_2026-11-25.md", "claim API price")]),
 ("en", "How many clinics are there?", [("project_branches.md", "지점 5곳"), ("CLAUDE.md", "5 clinics")]),
 ("ko", "스테이징 주소 알려줘", [("reference_endpoints.md", "staging: https"), ("project_deploy.md", "staging URL")]),
 ("en", "What are Gangnam's weekday hours?", [("project_branches.md", "| 강남점 |"), ("project_session_2026-10-14.md", "Gangnam still 10 to 8")]),
 ("en", "Do patients who opted out still get reminders?", [("project_reminders.md", "수신거부 환자"), ("project_session_2026-10-14.md", "skip reminders for patients")]),
 ("en", "When are we allowed to run migrations on the production database?", [("feedback_migrations.md", "22:00 이후")]),
 ("ko", "커밋 메시지는 어떤 언어로 써?", [("feedback_language.md", "커밋 메시지는 영어로")]),
 ("en", "What is the daily call cap on the claims API?", [("reference_insurance_api.md", "일 호출 한도")]),
]
P = [
 ("conflict", "SMS vendor", ("project_sms_vendor.md", "문자 발송: 알리고"), ("project_session_2026-11-25.md", "SMS now goes through NHN"), "vendor", "Korean '알리고(Aligo) API' vs English session 'NHN Cloud ... Aligo key revoked'"),
 ("conflict", "When do booking reminders go out?", ("project_reminders.md", "예약 알림: 전날"), ("project_session_2026-10-14.md", "reminder now sent twice"), "frequency", "'전날 18:00 1회' vs 'twice: 24h before and 2h before'"),
 ("conflict", "Production Postgres version", ("project_stack.md", "DB: PostgreSQL 14"), ("project_session_2026-11-25.md", "RDS 16.4"), "version", "English 'PostgreSQL 14 on RDS' vs Korean '16.4로 업그레이드 완료'"),
 ("conflict", "Local API port", ("reference_endpoints.md", "local API: http://localhost:8080"), ("CLAUDE.md", "로컬 API 포트는 8088"), "port", "URL with :8080 vs Korean rule '8088 (8080은 ... 충돌해서 바꿈)'"),
 ("conflict", "Bundang branch location", ("project_branches.md", "| 분당점 |"), ("project_session_2026-10-14.md", "분당점 서현역"), "place", "table row 정자동 vs session '서현역 쪽으로 이전'"),
 ("conflict", "Test database", ("project_stack.md", "tests: pytest + SQLite"), ("feedback_tests.md", "Don't use SQLite"), "policy", "'pytest + SQLite in-memory' vs feedback 'Don't use SQLite for tests anymore'"),
 ("conflict", "Release approver", ("reference_people.md", "release approver: 강나래"), ("project_deploy.md", "release approver: 문서진"), "person", "same key 'release approver'; recency only from metadata.updated 2026-03-02 vs 2026-11-18"),
 ("conflict", "Claims API unit price", ("reference_insurance_api.md", "호출 단가 건당 12원"), ("project_session_2026-11-25.md", "claim API price"), "price", "'건당 12원' vs '₩15/call from Dec'"),
 ("agree", "Number of clinics", ("project_branches.md", "지점 5곳"), ("CLAUDE.md", "5 clinics"), "count", "Korean '지점 5곳' vs English list of 5"),
 ("agree", "Staging URL", ("reference_endpoints.md", "staging: https"), ("project_deploy.md", "staging URL"), "address", "full URL vs bare host"),
 ("agree", "Opt-out patients and reminders", ("project_reminders.md", "수신거부 환자"), ("project_session_2026-10-14.md", "skip reminders for patients"), "policy", "Korean vs English, same rule"),
 ("agree", "Gangnam weekday hours", ("project_branches.md", "| 강남점 |"), ("project_session_2026-10-14.md", "Gangnam still 10 to 8"), "time", "'10:00–20:00' vs '10 to 8'"),
 ("unrelated", "Ilsan branch vs Bundang branch location", ("project_branches.md", "| 일산점 |"), ("project_session_2026-10-14.md", "분당점 서현역"), "place", "different branch"),
 ("unrelated", "Email vendor vs SMS vendor", ("project_sms_vendor.md", "이메일: AWS SES"), ("project_session_2026-11-25.md", "SMS now goes through NHN"), "vendor", "different channel"),
 ("unrelated", "Admin web port vs API port", ("reference_endpoints.md", "admin web"), ("CLAUDE.md", "로컬 API 포트는 8088"), "port", "different service"),
 ("unrelated", "Redis version vs Postgres version", ("project_stack.md", "cache: Redis 7.2"), ("project_session_2026-11-25.md", "RDS 16.4"), "version", "different datastore"),
]
