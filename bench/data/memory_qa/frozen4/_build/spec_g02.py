WS = "g02-claw-stack-ko-bikeshare"
LAYOUT = "claw-stack"
LANGS = ["ko", "en"]
DESC = "청주시 공공자전거(가칭 '씽씽청주') 운영 에이전트 claw-stack 메모리: 대여소, 재배치 트럭, 배터리(전기자전거), 요금, 정비 협력사. 대부분 한국어, 벤더 관련 일부 영어."
FILES = {
"MEMORY.md": """
# MEMORY — 씽씽청주 공공자전거
업데이트: 2026-05-30

- 운영: 청주시설관리공단 위탁, 담당 주무관 한지수
- 대여소 212곳, 일반 1,450대 + 전기 300대
- 요금: 1시간권 1,000원, 정기권(30일) 1만원
- 재배치 트럭 4대, 야간 재배치 22:00–02:00
- 관제 서버: `ops.ssing-cj.kr`, API 포트 8443
- 정비 협력사: 대성바이크 (오송 창고)
- 참고: docs/references/*, 세션 tasks/sessions/
""",
"memory-map.md": """
# 메모리 지도
- docs/domain/fares.md — 요금표
- docs/domain/stations.md — 대여소/권역
- docs/references/infra.md — 서버, 포트, IoT 락
- docs/references/vendors.md — 정비, 배터리, 단말
- docs/risks/battery.md — 배터리 화재/보관
- tasks/sessions/ — 날짜별 작업 기록
""",
"AGENTS.md": """
# AGENTS
- 한국어로 기록. 벤더 원문(영문 계약서 요약)은 영어 그대로 둔다.
- 세션 노트가 docs/ 보다 최신이면 세션을 따른다.
- 시민 개인정보(전화번호)는 메모리에 적지 않는다.
""",
"tasks/todo.md": """
# todo
- [ ] 오창 권역 대여소 6곳 신설 부지 확인
- [ ] 겨울철 전기자전거 배터리 실내 보관 점검
- [x] 정기권 요금 인상 공고문 (11월 게시 완료)
""",
"tasks/lessons.md": """
# 교훈
- 2025-08-03 폭염 때 배터리 창고 온도 38도 → 환기팬 상시 가동으로 변경
- IoT 락 펌웨어는 금요일에 배포하지 말 것 (주말 민원 폭주)
- 재배치 트럭 GPS 끊기면 먼저 LTE 모뎀 재부팅
""",
"tasks/sessions/2025-11-04-fw-rollout.md": """
# 2025-11-04 락 펌웨어
- IoT lock firmware v2.3.1 rolled out to 1,450 locks (vendor: Lockly Mobility)
- 실패 37건 → 수동 재시도
""",
"tasks/sessions/2026-07-21-vendor-change.md": """
# 2026-07-21 정비 업체 변경
- 정비 협력사 대성바이크 → 그린휠정비로 변경 (8월 1일부)
- 창고도 오송에서 가경동으로 이전
- 전기자전거 배터리 공급: 삼화에너지 유지
""",
"tasks/sessions/2026-11-12-ops.md": """
# 2026-11-12 운영회의
- 재배치 트럭 6대로 증차 (11월부터), 야간 재배치 시간은 그대로
- 관제 API 포트 8443 → 9443 이전 완료 (TLS 종단 변경)
- 한지수 주무관 인사이동, 후임 담당은 박태오 주무관
- IoT lock firmware now v2.4.0 on all units
""",
"tasks/sessions/2026-11-25-fare.md": """
# 2026-11-25 요금
- 정기권(30일) 12,000원으로 인상, 11/15 구매분부터 적용 (시의회 통과)
- 1시간권 1천원은 동결
- 더 이상 카드 단말 현장결제를 받지 않는다 — 앱 결제만
""",
"docs/domain/fares.md": """
---
title: 요금표
keywords: [요금, 정기권, 1시간권, 결제, fare]
created: 2025-03-10
last_used: 2026-02-14
---
# 요금
| 상품 | 가격 |
|---|---|
| 1시간권 | 1,000원 |
| 2시간권 | 2,000원 |
| 정기권 30일 | 10,000원 |
- 대여소 카드 단말 현장결제 가능 (교통카드)
- 초과요금 5분당 200원
""",
"docs/domain/stations.md": """
---
title: 대여소
keywords: [대여소, 권역, station, 오창, 오송]
created: 2025-03-10
last_used: 2026-06-30
---
# 대여소
- 총 212곳 (상당 61 / 서원 48 / 흥덕 57 / 청원 46)
- 최다 이용: 충북대 정문 대여소 (#0412)
- 오송역 대여소(#1108) 거치대 40구
- 청주터미널 대여소(#0207) 거치대 24구
""",
"docs/references/infra.md": """
---
title: Infra
keywords: [server, port, API, IoT, lock, firmware]
created: 2025-04-01
last_used: 2026-01-20
---
# 인프라
- 관제 API: ops.ssing-cj.kr:8443
- MQTT 브로커: 1883 (내부망만)
- IoT lock firmware: v2.3.1 (Lockly Mobility)
- 백업: 매일 03:00 NAS
""",
"docs/references/vendors.md": """
---
title: Vendors
keywords: [vendor, 정비, battery, 배터리, 단말]
created: 2025-03-10
last_used: 2026-03-02
---
# 협력사
- Maintenance: Daesung Bike, Osong warehouse, 42M KRW/month flat
- Battery supplier: Samhwa Energy, 36V 10Ah packs
- Lock/IoT: Lockly Mobility (Shenzhen), support in English only
""",
"docs/risks/battery.md": """
---
title: 배터리 위험
keywords: [battery, 배터리, 화재, 보관, 충전]
created: 2025-05-20
last_used: 2026-11-03
---
# 배터리
- 충전 보관 온도 10–25°C, 창고 환기팬 상시 가동
- 부풀음(스웰링) 발견 시 즉시 모래통 격리
- 겨울엔 실내 보관, 영하에서 충전 금지
""",
}
Q = [
("ko", "정기권 한 달짜리 지금 얼마야?", [("tasks/sessions/2026-11-25-fare.md", "12,000원")], "ko"),
("en", "How much is a one-hour pass right now?", [("tasks/sessions/2026-11-25-fare.md", "1시간권 1천원"), ("MEMORY.md", "1시간권 1,000원"), ("docs/domain/fares.md", "| 1시간권 |")], "ko"),
("ko", "재배치 트럭 지금 몇 대 굴려?", [("tasks/sessions/2026-11-12-ops.md", "6대로 증차")], "ko"),
("ko", "관제 API 포트 번호 알려줘", [("tasks/sessions/2026-11-12-ops.md", "9443")], "ko"),
("en", "Which company maintains the bikes now?", [("tasks/sessions/2026-07-21-vendor-change.md", "그린휠정비")], "ko"),
("ko", "시청 쪽 담당 주무관이 누구지?", [("tasks/sessions/2026-11-12-ops.md", "박태오")], "ko"),
("ko", "락 펌웨어 최신 버전 뭐야?", [("tasks/sessions/2026-11-12-ops.md", "v2.4.0")], "en"),
("en", "Can riders still pay at the station kiosk with a card?", [("tasks/sessions/2026-11-25-fare.md", "더 이상 카드 단말")], "ko"),
("ko", "전기자전거 배터리 어디서 납품받아?", [("tasks/sessions/2026-07-21-vendor-change.md", "삼화에너지 유지"), ("docs/references/vendors.md", "Samhwa Energy")], "en"),
("en", "What time window does night rebalancing run?", [("MEMORY.md", "야간 재배치 22:00")], "ko"),
("ko", "영하일 때 충전해도 돼?", [("docs/risks/battery.md", "영하에서 충전 금지")], "ko"),
("en", "Where is the maintenance warehouse located?", [("tasks/sessions/2026-07-21-vendor-change.md", "가경동")], "ko"),
("ko", "반납 늦으면 추가요금 얼마 붙어?", [("docs/domain/fares.md", "초과요금")], "ko"),
("en", "Who makes the smart locks on the docks?", [("docs/references/vendors.md", "Lock/IoT: Lockly"), ("tasks/sessions/2025-11-04-fw-rollout.md", "vendor: Lockly Mobility"), ("docs/references/infra.md", "IoT lock firmware: v2.3.1")], "en"),
("en", "Which weekday should we avoid for lock firmware pushes?", [("tasks/lessons.md", "금요일에 배포하지")], "ko"),
]
P = [
("conflict", "30일 정기권 요금", ("docs/domain/fares.md", "| 정기권 30일 |"), ("tasks/sessions/2026-11-25-fare.md", "12,000원"), "b", "price", "ko", "표 10,000원 vs 세션 12,000원 (MEMORY의 '1만원' 표기도 구값)"),
("conflict", "정기권 요금 (MEMORY 한국어 숫자)", ("tasks/sessions/2026-11-25-fare.md", "12,000원"), ("MEMORY.md", "정기권(30일) 1만원"), "a", "price", "ko", "'1만원' vs '12,000원' — 만원 표기 vs 숫자"),
("conflict", "재배치 트럭 대수", ("MEMORY.md", "재배치 트럭 4대"), ("tasks/sessions/2026-11-12-ops.md", "6대로 증차"), "b", "number", "ko", "4대 vs 6대로 증차"),
("conflict", "관제 API 포트", ("tasks/sessions/2026-11-12-ops.md", "9443"), ("docs/references/infra.md", "ops.ssing-cj.kr:8443"), "a", "port", "en-ko", "session '8443 → 9443 이전' vs infra host:8443"),
("conflict", "정비 협력사", ("docs/references/vendors.md", "Maintenance: Daesung Bike"), ("tasks/sessions/2026-07-21-vendor-change.md", "그린휠정비"), "b", "vendor", "en-ko", "English 'Daesung Bike' (romanised) vs Korean '대성바이크 → 그린휠정비로 변경'"),
("conflict", "담당 주무관", ("tasks/sessions/2026-11-12-ops.md", "박태오"), ("MEMORY.md", "담당 주무관 한지수"), "a", "person", "ko", "인사이동 후임 박태오 vs MEMORY 한지수"),
("conflict", "IoT lock firmware version", ("docs/references/infra.md", "IoT lock firmware: v2.3.1"), ("tasks/sessions/2026-11-12-ops.md", "v2.4.0"), "b", "version", "en", "key:value v2.3.1 vs newer session 'now v2.4.0'"),
("conflict", "현장 카드결제", ("tasks/sessions/2026-11-25-fare.md", "더 이상 카드 단말"), ("docs/domain/fares.md", "카드 단말 현장결제 가능"), "a", "policy", "ko", "negation '더 이상 … 받지 않는다'"),
("conflict", "정비 창고 위치", ("MEMORY.md", "정비 협력사: 대성바이크 (오송 창고)"), ("tasks/sessions/2026-07-21-vendor-change.md", "가경동"), "b", "place", "ko", "오송 창고 vs 가경동으로 이전"),
("agree", "1시간권 요금", ("docs/domain/fares.md", "| 1시간권 |"), ("tasks/sessions/2026-11-25-fare.md", "1시간권 1천원"), None, "price", "ko", "1,000원 vs 1천원 동결"),
("agree", "배터리 공급사", ("docs/references/vendors.md", "Samhwa Energy"), ("tasks/sessions/2026-07-21-vendor-change.md", "삼화에너지 유지"), None, "vendor", "en-ko", "Samhwa Energy vs 삼화에너지 (romanised vs Hangul)"),
("agree", "대여소 수", ("MEMORY.md", "대여소 212곳"), ("docs/domain/stations.md", "총 212곳"), None, "number", "ko", "212곳 restated"),
("agree", "환기팬 상시", ("tasks/lessons.md", "환기팬 상시 가동으로 변경"), ("docs/risks/battery.md", "창고 환기팬 상시 가동"), None, "policy", "ko", "same policy in lesson and topic"),
("unrelated", "거치대 수 다른 대여소", ("docs/domain/stations.md", "오송역 대여소"), ("docs/domain/stations.md", "청주터미널 대여소"), None, "number", "ko", "#1108 40구 vs #0207 24구"),
("unrelated", "다른 포트", ("docs/references/infra.md", "MQTT 브로커: 1883"), ("tasks/sessions/2026-11-12-ops.md", "9443"), None, "port", "ko", "MQTT 1883 vs API port"),
("unrelated", "다른 요금 상품", ("docs/domain/fares.md", "| 2시간권 |"), ("tasks/sessions/2026-11-25-fare.md", "1시간권 1천원"), None, "price", "ko", "2시간권 vs 1시간권"),
]
