def fm(name, desc, typ, created, updated):
    return f"""---
name: {name}
description: {desc}
type: {typ}
metadata:
  created: {created}
  updated: {updated}
---
"""
F = {}
F["MEMORY.md"] = """
# Memory index

- [User role](user_role.md) — 극단 유일한 개발자, 백엔드 초보
- [Testing](feedback_testing.md) — E2E 도구 (바뀜)
- [Commits](feedback_commits.md) — 커밋 메시지 규칙
- [Hosting](project_hosting.md) — 서버/런타임 (2025)
- [Migration 2026](project_migration_2026.md) — NCP 이전, Django 업그레이드
- [Ticketing](project_ticketing.md) — 예매, 좌석, PG
- [Shows](project_shows.md) — 공연/관람료
- [Touring](project_touring.md) — 지방 순회
- [Payments](reference_payments.md) / [Ports](reference_ports.md) / [Contacts](reference_contacts.md)

Quick facts:
- 결제: 토스페이먼츠 (예매), 굿즈는 별도
- box office lead: Kang Yuna (Jiwoo left in Aug 2026)
- Moon Rabbit winter show runs Dec 5–28
"""
F["CLAUDE.md"] = """
# 꼭두극장 예매 사이트 (kkokdu-booking)

Django + HTMX. 운영은 극단 사무국.

## Dev
- Updated 2026-11-02: dev server port is 8010 (8000 is taken by the box-office kiosk simulator)
- `uv run pytest` before every push
- 한국어 UI 문구는 `locale/ko/` 에만
"""
F["user_role.md"] = fm("User role","who the user is","user","2025-03-04","2025-03-04") + """
- 사용자는 극단의 유일한 개발자 (원래 무대감독), 프론트는 익숙, 백엔드·DB는 처음
- 설명은 짧게, 명령어는 그대로 복붙 가능하게
"""
F["feedback_testing.md"] = fm("Testing","how to test","feedback","2025-04-10","2026-08-22") + """
- 2025: E2E는 Cypress로 작성 (`cypress/e2e/`)
- 2026-08: No more Cypress — Playwright only from now on; cypress folder deleted
- **Why:** Cypress CI 러너가 자꾸 타임아웃
- unit tests hit a real Postgres (docker), no sqlite
"""
F["feedback_commits.md"] = fm("Commits","commit message rules","feedback","2025-04-10","2025-04-10") + """
- 커밋 메시지는 한국어로, 제목 50자 이내
- 공연 데이터 변경은 `data:` prefix
"""
F["project_hosting.md"] = fm("Hosting","where the site runs","project","2025-03-05","2025-06-30") + """
- Django 앱은 Cafe24 VPS에서 돌아감 (Ubuntu 22.04, gunicorn + nginx)
- Django 4.2 LTS, Python 3.11
- staging server port 8020 (same box)
"""
F["project_migration_2026.md"] = fm("Migration 2026","server move + upgrade","project","2026-09-01","2026-10-14") + """
- Moved to NCP (Naver Cloud) Server on 2026-10-14; Cafe24 VPS terminated the same day
- upgraded to Django 5.2 (Python 3.12) during the move
- `python manage.py runserver 0.0.0.0:8010` in the dev README now
"""
F["project_ticketing.md"] = fm("Ticketing","booking flow, seats, PG","project","2025-03-20","2026-11-05") + """
- 2026-09: switched PG to Toss Payments (카드 + 간편결제), old PG kept read-only for refunds
- small hall now 96 seats after adding wheelchair bays (seat map v3)
- 일반 관람료 2만 8천원으로 인상 (11월 공연부터)
- 대극장 좌석 300석, 변동 없음
"""
F["project_shows.md"] = fm("Shows","current programme and prices","project","2025-03-20","2025-09-01") + """
- 소극장 좌석 120석
- 일반 관람료 25,000원
- 어린이 15,000원 / 청소년 관람료 20,000원
- 「달토끼의 겨울」 12월 5일–28일 (매년 겨울 레퍼토리)
"""
F["project_touring.md"] = fm("Touring","regional tours","project","2025-05-02","2026-11-12") + """
- touring_van: 카니발 34나 7788 (스타렉스 폐차)
- 제주 공연은 현지 렌터카 사용
- 순회 일정은 구글캘린더 `kkokdu-tour`
"""
F["reference_payments.md"] = fm("Payments","PG and refunds","reference","2025-03-22","2025-03-22") + """
- PG: KG이니시스 (상점 ID는 1Password)
- 굿즈샵 결제: 네이버 스마트스토어 자체 결제
- kids tickets ₩15k, refunds up to 24h before the show
"""
F["reference_ports.md"] = fm("Ports","local ports","reference","2025-03-06","2025-05-10") + """
- local API: `localhost:8000`
- postgres 5432, redis 6379
"""
F["reference_contacts.md"] = fm("Contacts","people at the theatre","reference","2025-03-06","2025-07-15") + """
- 예매 담당: 한지우 매니저
- 기술감독: 오세훈
- touring_van: 스타렉스 12가 3456
"""
Q = [
 ("en", "Where is the booking site hosted now?", [("project_migration_2026.md","Moved to NCP")], "en"),
 ("ko", "장고 버전 지금 몇이야?", [("project_migration_2026.md","upgraded to Django 5.2")], "en"),
 ("ko", "로컬에서 개발 서버 몇 번 포트로 띄워?", [("CLAUDE.md","dev server port is 8010"),("project_migration_2026.md","runserver 0.0.0.0:8010")], "en"),
 ("ko", "예매 결제 PG사 어디 쓰고 있어?", [("project_ticketing.md","switched PG to Toss"),("MEMORY.md","결제: 토스페이먼츠")], "en"),
 ("ko", "E2E 테스트는 뭘로 짜?", [("feedback_testing.md","Playwright only")], "en"),
 ("en", "How many seats does the small hall have?", [("project_ticketing.md","small hall now 96")], "en"),
 ("en", "Who runs the box office these days?", [("MEMORY.md","box office lead")], "en"),
 ("en", "How much is a regular adult ticket?", [("project_ticketing.md","2만 8천원")], "ko"),
 ("en", "Which van do we take on tour?", [("project_touring.md","touring_van")], "ko"),
 ("en", "What does a teen ticket cost?", [("project_shows.md","청소년 관람료")], "ko"),
 ("ko", "큰 극장 좌석 수는?", [("project_ticketing.md","대극장 좌석 300석")], "ko"),
 ("en", "What port does staging run on?", [("project_hosting.md","staging server port 8020")], "en"),
 ("en", "In which language should I write commit messages?", [("feedback_commits.md","커밋 메시지는 한국어로")], "ko"),
 ("ko", "달토끼 공연 기간 언제야?", [("project_shows.md","「달토끼의 겨울」"),("MEMORY.md","Moon Rabbit winter show")], "ko"),
 ("ko", "어린이 티켓 가격?", [("project_shows.md","어린이 15,000원"),("reference_payments.md","kids tickets ₩15k")], "ko"),
 ("en", "How does the merch shop take payments?", [("reference_payments.md","굿즈샵 결제")], "ko"),
]
P = [
 ("conflict","Hosting provider",("project_hosting.md","Cafe24 VPS에서"),("project_migration_2026.md","Moved to NCP"),"b","host","en-ko","Korean 'Cafe24 VPS에서 돌아감' vs English 'Moved to NCP … Cafe24 terminated'"),
 ("conflict","Django version",("project_migration_2026.md","upgraded to Django 5.2"),("project_hosting.md","Django 4.2 LTS"),"a","version","en","5.2 vs 4.2 LTS"),
 ("conflict","Local dev port",("reference_ports.md","local API"),("CLAUDE.md","dev server port is 8010"),"b","port","en","8000 vs 'Updated 2026-11-02 … 8010'"),
 ("conflict","Ticketing PG",("project_ticketing.md","switched PG to Toss"),("reference_payments.md","PG: KG이니시스"),"a","vendor","en-ko","English 'switched PG to Toss' vs Korean-named 'KG이니시스'"),
 ("conflict","E2E tool",("feedback_testing.md","2025: E2E는 Cypress"),("feedback_testing.md","No more Cypress"),"b","tool","en-ko","Korean 'Cypress로 작성' vs English negation 'No more Cypress — Playwright only'"),
 ("conflict","Small hall seats",("project_ticketing.md","small hall now 96"),("project_shows.md","소극장 좌석 120석"),"a","count","en-ko","96 seats vs '120석'"),
 ("conflict","Box office lead",("reference_contacts.md","예매 담당"),("MEMORY.md","box office lead"),"b","person","en-ko","'한지우 매니저' vs 'Kang Yuna (Jiwoo left in Aug 2026)'"),
 ("conflict","General ticket price",("project_shows.md","일반 관람료 25,000원"),("project_ticketing.md","2만 8천원"),"b","price","ko","25,000원 vs '2만 8천원으로 인상'"),
 ("conflict","Touring van",("project_touring.md","touring_van"),("reference_contacts.md","touring_van"),"a","vehicle","ko","same key `touring_van`; recency only from metadata.updated (project_touring 2026-11-12 vs reference_contacts 2025-07-15)"),
 ("agree","PG restated",("MEMORY.md","결제: 토스페이먼츠"),("project_ticketing.md","switched PG to Toss"),None,"vendor","en-ko","토스페이먼츠 vs Toss Payments"),
 ("agree","Dev port restated",("project_migration_2026.md","runserver 0.0.0.0:8010"),("CLAUDE.md","dev server port is 8010"),None,"port","en","same port 8010"),
 ("agree","Children's ticket",("project_shows.md","어린이 15,000원"),("reference_payments.md","kids tickets ₩15k"),None,"price","en-ko","15,000원 vs ₩15k"),
 ("agree","Winter show dates",("MEMORY.md","Moon Rabbit winter show"),("project_shows.md","「달토끼의 겨울」"),None,"date","en-ko","'Dec 5–28' vs '12월 5일–28일'"),
 ("agree","User is the only dev",("user_role.md","유일한 개발자"),("MEMORY.md","극단 유일한 개발자"),None,"person","ko","restated in index"),
 ("unrelated","Large hall seats",("project_ticketing.md","대극장 좌석 300석"),("project_shows.md","소극장 좌석 120석"),None,"count","ko","other hall"),
 ("unrelated","Staging port",("project_hosting.md","staging server port 8020"),("CLAUDE.md","dev server port is 8010"),None,"port","en","staging, not local dev"),
 ("unrelated","Merch shop payments",("reference_payments.md","굿즈샵 결제"),("project_ticketing.md","switched PG to Toss"),None,"vendor","en-ko","merch shop, not ticketing"),
 ("unrelated","Teen ticket",("project_shows.md","청소년 관람료"),("project_ticketing.md","2만 8천원"),None,"price","ko","teen price, not general"),
]
WS = dict(id="h9a-w4-claude-code-ko-puppet", layout="claude-code", langs=["ko","en"],
 description="서울 꼭두극장(인형극 전용 극장) 예매 사이트 저장소의 Claude Code 자동 메모리: 호스팅 이전, 장고 버전, PG, 좌석, 관람료, 순회 차량. 한국어와 영어가 섞임.",
 files=F, questions=Q, pairs=P)
