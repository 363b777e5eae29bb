WS = "k02-claw-stack-ko-busco"
LAYOUT = "claw-stack"
LANGS = ["ko", "en"]
DESC = "강원도 홍천 산간 마을버스 협동조합(청솔버스협동조합) 사무국 claw-stack 메모리: 노선·첫차 시간, 요금, 차량·정비, 군 보조금, 배차. 대부분 한국어, 보조금 보고서 관련 세션과 일부 줄은 영어."
FILES = {
"AGENTS.md": """
# AGENTS.md — 청솔버스협동조합 사무국 에이전트

- 시작할 때 MEMORY.md → memory-map.md 순서로 읽기
- 세션 기록: tasks/sessions/YYYY-MM-DD-주제.md
- docs/ 와 최신 세션이 다르면 세션이 우선. docs 고치는 건 todo에 올리기
- grant reports are written in English (도청 국제협력 공모), keep those sessions in en
""",
"MEMORY.md": """
# MEMORY.md — 청솔버스

> 인덱스. 상세는 docs/. 5천자 이하 유지. 정리: 2026-11-30

## 어디에 뭐가
| 주제 | 파일 |
|---|---|
| 노선/시간표 | docs/domain/routes.md |
| 요금 | docs/domain/fares.md |
| 차량/정비 | docs/references/vehicles.md |
| 사람/연락처 | docs/references/people.md |
| 보조금 | docs/references/subsidy.md |
| 겨울 도로 | docs/risks/winter-roads.md |
| 배차 규칙 | docs/patterns/dispatch.md |

## 요즘 자주 묻는 것
- 성인 요금 1500원 (7월부터)
- 3번 첫차 6시20분 🚌
- 차고지 = 서석면 공영주차장
- 장날 증차 없음 (기사 부족)
- 조합원 212명 (2026-10 총회 기준)
""",
"memory-map.md": """
# memory-map

| 키워드 | 파일 |
|---|---|
| 노선, 첫차, 막차, 정류장 | docs/domain/routes.md |
| 요금, 환승, 카드 | docs/domain/fares.md |
| 차량, 정비, 솔라티, 카운티 | docs/references/vehicles.md |
| 배차, 기사, 이사 | docs/references/people.md |
| 보조금, grant, 군청 | docs/references/subsidy.md |
| 결빙, 체인, 폭설 | docs/risks/winter-roads.md |
""",
"docs/domain/routes.md": """
---
title: 노선과 시간표
keywords: [노선, 첫차, 막차, 장날]
created: 2025-01-20
last_used: 2026-02-17
---
# 노선

| 노선 | 구간 | 첫차 | 막차 |
|---|---|---|---|
| 1번 | 홍천읍–내촌 | 06:50 | 20:10 |
| 3번 | 홍천읍–서석 | 06:40 | 19:30 |
| 5번 | 서석–내면 | 07:10 | 18:40 |

- 장날(1·6일) 3번 노선 증차 운행한다 (오전 2회 추가)
- 학교 방학 중에는 5번 오후 1회 감축
""",
"docs/domain/fares.md": """
---
title: 요금
keywords: [요금, 환승, 교통카드]
created: 2025-01-20
last_used: 2026-03-02
---
# 요금

| 구분 | 요금 |
|---|---|
| 일반 | 1,400원 |
| 청소년 | 1,000원 |
| 어르신(70+) | 무료 |

- 교통카드 환승: 홍천 시내버스와 30분 이내 무료 환승
""",
"docs/references/vehicles.md": """
---
title: 차량과 정비
keywords: [차량, 정비, 카운티, 솔라티]
created: 2025-01-20
last_used: 2025-10-06
---
# 차량

- 보유 차량 5대 (카운티 3, 솔라티 2)
- 정비업체: 홍천 한빛카센터
- 충전기 유지보수: 대한EV서비스 (전기 솔라티용)
- 겨울 타이어 교체는 11월 첫째 주
""",
"docs/references/people.md": """
---
title: 사람
keywords: [이사장, 배차, 기사, 연락처]
created: 2025-01-20
last_used: 2026-01-09
---
# 사람

- 이사장: 최말순
- 배차: 김영숙 이사 (새벽 5시 반부터 사무실)
- 정비 담당 기사: 이동규
- 군청 교통과 담당: 한지훈 주무관
""",
"docs/references/subsidy.md": """
---
title: 보조금
keywords: [보조금, 군청, grant, 정산]
created: 2025-02-03
last_used: 2025-12-15
---
# 보조금

- 홍천군 벽지노선 손실보상금: 연 1억 2천만원 (분기별 지급)
- 정산 서류는 분기 종료 후 15일 이내 군청 교통과
- 도 공모(국제협력)는 영어 보고서 필요
""",
"docs/risks/winter-roads.md": """
---
title: 겨울 도로 위험
keywords: [결빙, 폭설, 체인, 운행중지]
created: 2025-01-20
last_used: 2026-01-28
---
# 겨울

- 적설 10cm 넘으면 5번 노선(내면 고개) 운행 중지, 단톡방 공지
- 체인은 차고지 창고 2번 선반
- 새벽 제설 확인: 배차 담당이 4:50에 군청 제설 현황 확인
""",
"docs/patterns/dispatch.md": """
---
title: 배차 규칙
keywords: [배차, 휴무, 교대]
created: 2025-03-11
last_used: 2026-05-20
---
# 배차

- 기사 1인 하루 최대 9시간 운전
- 휴무 신청은 전주 목요일까지
- 이사회: 매월 둘째 주 화요일 저녁 7시, 조합 사무실
""",
"tasks/lessons.md": """
# 교훈

- 2025-12: 폭설 공지를 단톡방에만 올렸더니 어르신들이 못 봄 → 마을 이장님께 전화도 같이
- 2026-04: 보조금 정산 서류 사본은 꼭 PDF로 남길 것
- 2026-08: Solati EV range drops ~30% below -5°C, plan 5번 with the diesel County in winter
""",
"tasks/todo.md": """
# TODO

- [ ] fares.md 요금표 1,500원으로 수정
- [ ] routes.md 3번 첫차 수정
- [ ] grant report Q4 draft (EN)
""",
"tasks/sessions/2025-09-22-general-meeting.md": """
# 세션 2025-09-22 총회 준비

- 조합원 187명
- 안건: 요금 인상 검토 (보류)
- 차고지 내촌면 폐교 운동장 임대 1년 연장
""",
"tasks/sessions/2026-05-14-depot-move.md": """
# 세션 2026-05-14

- 차고지 서석면 공영주차장으로 이전 완료 (폐교 임대 종료)
- 열쇠함 비밀번호는 사무국장만
- 정비업체: 대명모터스
""",
"tasks/sessions/2026-07-02-fares.md": """
# 세션 2026-07-02

- 일반 요금 1,500원으로 인상, 7월 1일부터 시행 (군 승인 완료)
- 청소년 요금은 동결
- 3번 첫차 06:20으로 당김 — 서석중 등교 시간 맞춤
""",
"tasks/sessions/2026-09-08-grant-report.md": """
# Session 2026-09-08 — provincial grant report (EN)

- Cooperative depot: moved to the Seoseok-myeon public car park in May 2026 (old Naechon school yard lease ended).
- Fleet: 7 vehicles now — two electric Solati vans added in August
- Adult fare: ₩1,500 since 1 July 2026; youth fare unchanged at ₩1,000
- County subsidy for 2026 confirmed at KRW 135,000,000 (up from last year)
""",
"tasks/sessions/2026-11-12-ops.md": """
# 세션 2026-11-12

- 9월부터 장날 증차 더 이상 운행하지 않는다 — 기사 2명 퇴사, 충원 전까지
- 배차 담당 박민호로 교체 (김영숙 이사는 이사직만 유지)
- 이사회 격월로 변경, 홀수 달 둘째 주 화요일
- 5번 첫차는 그대로 07:10
""",
}
QUESTIONS = [
 ("ko", "3번 버스 첫차 몇 시에 출발해?", ["tasks/sessions/2026-07-02-fares.md::3번 첫차 06:20", "MEMORY.md::3번 첫차 6시20분"], "ko"),
 ("ko", "어른 버스비 지금 얼마야?", ["tasks/sessions/2026-07-02-fares.md::일반 요금 1,500원", "MEMORY.md::성인 요금 1500원", "tasks/sessions/2026-09-08-grant-report.md::Adult fare"], "ko"),
 ("en", "What's the adult fare on the co-op buses?", ["tasks/sessions/2026-07-02-fares.md::일반 요금 1,500원", "MEMORY.md::성인 요금 1500원", "tasks/sessions/2026-09-08-grant-report.md::Adult fare"], "en"),
 ("en", "Where are the buses parked overnight now?", ["tasks/sessions/2026-05-14-depot-move.md::차고지 서석면", "MEMORY.md::차고지 = 서석면", "tasks/sessions/2026-09-08-grant-report.md::Cooperative depot"], "ko"),
 ("ko", "장날에 3번 노선 버스 더 넣어?", ["tasks/sessions/2026-11-12-ops.md::장날 증차 더 이상", "MEMORY.md::장날 증차 없음"], "ko"),
 ("ko", "버스 수리는 어느 정비소에 맡겨?", ["tasks/sessions/2026-05-14-depot-move.md::정비업체: 대명모터스"], "ko"),
 ("ko", "우리 조합 차가 모두 몇 대야?", ["tasks/sessions/2026-09-08-grant-report.md::Fleet: 7 vehicles"], "en"),
 ("en", "Who does dispatch now?", ["tasks/sessions/2026-11-12-ops.md::배차 담당 박민호"], "ko"),
 ("ko", "올해 군 보조금 총액 얼마로 확정됐어?", ["tasks/sessions/2026-09-08-grant-report.md::County subsidy"], "en"),
 ("ko", "이사회는 얼마나 자주 열려?", ["tasks/sessions/2026-11-12-ops.md::이사회 격월로"], "ko"),
 ("en", "How many co-op members do we have?", ["MEMORY.md::조합원 212명"], "ko"),
 ("ko", "청소년 요금은?", ["docs/domain/fares.md::| 청소년", "tasks/sessions/2026-07-02-fares.md::청소년 요금은 동결", "tasks/sessions/2026-09-08-grant-report.md::Adult fare"], "ko"),
 ("en", "When does route 5 stop running because of snow?", ["docs/risks/winter-roads.md::적설 10cm"], "ko"),
 ("en", "Which bus should run route 5 in deep winter and why?", ["tasks/lessons.md::Solati EV range"], "en"),
 ("ko", "5번 첫차 시간 바뀌었어?", ["tasks/sessions/2026-11-12-ops.md::5번 첫차는 그대로", "docs/domain/routes.md::| 5번"], "ko"),
 ("ko", "보조금 정산 서류 언제까지 내야 돼?", ["docs/references/subsidy.md::정산 서류는 분기"], "ko"),
]
PAIRS = [
 ("conflict", "Route 3 first departure", "docs/domain/routes.md::| 3번", "tasks/sessions/2026-07-02-fares.md::3번 첫차 06:20", "b", "time", "ko", "시간표 표 행 '06:40' vs 세션 '06:20으로 당김'"),
 ("conflict", "Adult fare", "tasks/sessions/2026-07-02-fares.md::일반 요금 1,500원", "docs/domain/fares.md::| 일반", "a", "price", "ko", "세션 '1,500원으로 인상' vs 요금표 '| 일반 | 1,400원 |'"),
 ("conflict", "Depot location", "tasks/sessions/2025-09-22-general-meeting.md::차고지 내촌면", "tasks/sessions/2026-09-08-grant-report.md::Cooperative depot", "b", "place", "en-ko", "Korean 2025 '내촌면 폐교 운동장 임대 연장' vs English 2026 'moved to the Seoseok-myeon public car park' (romanised place name)"),
 ("conflict", "Market-day extra buses", "tasks/sessions/2026-11-12-ops.md::장날 증차 더 이상", "docs/domain/routes.md::장날(1·6일)", "a", "policy", "ko", "부정 '더 이상 운행하지 않는다' vs '장날 3번 노선 증차 운행한다'"),
 ("conflict", "Repair garage", "docs/references/vehicles.md::정비업체: 홍천", "tasks/sessions/2026-05-14-depot-move.md::정비업체: 대명모터스", "b", "vendor", "ko", "key '정비업체:' 두 값; recency only from topic last_used 2025-10-06 vs session file date 2026-05-14"),
 ("conflict", "Fleet size", "tasks/sessions/2026-09-08-grant-report.md::Fleet: 7 vehicles", "docs/references/vehicles.md::보유 차량 5대", "a", "number", "en-ko", "English 'Fleet: 7 vehicles now' vs Korean '보유 차량 5대'"),
 ("conflict", "Dispatcher", "docs/references/people.md::배차: 김영숙", "tasks/sessions/2026-11-12-ops.md::배차 담당 박민호", "b", "person", "ko", "'배차: 김영숙 이사' vs '배차 담당 박민호로 교체'"),
 ("conflict", "County subsidy amount", "tasks/sessions/2026-09-08-grant-report.md::County subsidy", "docs/references/subsidy.md::손실보상금", "a", "number", "en-ko", "'KRW 135,000,000' vs Korean numerals '연 1억 2천만원'"),
 ("conflict", "Board meeting frequency", "tasks/sessions/2026-11-12-ops.md::이사회 격월로", "docs/patterns/dispatch.md::이사회: 매월", "a", "frequency", "ko", "'격월로 변경' vs '매월 둘째 주 화요일'"),
 ("conflict", "Member count", "MEMORY.md::조합원 212명", "tasks/sessions/2025-09-22-general-meeting.md::조합원 187명", "a", "number", "ko", "MEMORY '212명 (2026-10 총회 기준)' vs 2025 session '187명'"),
 ("agree", "Adult fare", "tasks/sessions/2026-07-02-fares.md::일반 요금 1,500원", "tasks/sessions/2026-09-08-grant-report.md::Adult fare", None, "price", "en-ko", "'1,500원' = '₩1,500 since 1 July 2026'"),
 ("agree", "Route 3 first bus", "MEMORY.md::3번 첫차 6시20분", "tasks/sessions/2026-07-02-fares.md::3번 첫차 06:20", None, "time", "ko", "'6시20분' = '06:20'"),
 ("agree", "Depot", "MEMORY.md::차고지 = 서석면", "tasks/sessions/2026-09-08-grant-report.md::Cooperative depot", None, "place", "en-ko", "'서석면 공영주차장' = 'Seoseok-myeon public car park'"),
 ("agree", "Youth fare", "docs/domain/fares.md::| 청소년", "tasks/sessions/2026-09-08-grant-report.md::Adult fare", None, "price", "en-ko", "'청소년 1,000원' = 'youth fare unchanged at ₩1,000'"),
 ("agree", "Market-day buses", "MEMORY.md::장날 증차 없음", "tasks/sessions/2026-11-12-ops.md::장날 증차 더 이상", None, "policy", "ko", "shorthand '장날 증차 없음' = '더 이상 운행하지 않는다'"),
 ("unrelated", "First bus, other route", "docs/domain/routes.md::| 5번", "tasks/sessions/2026-07-02-fares.md::3번 첫차 06:20", None, "time", "ko", "5번 07:10 vs 3번 06:20"),
 ("unrelated", "Maintenance vendor, other equipment", "docs/references/vehicles.md::충전기 유지보수", "tasks/sessions/2026-05-14-depot-move.md::정비업체: 대명모터스", None, "vendor", "ko", "EV charger maintenance vendor vs bus repair garage"),
 ("unrelated", "Fare, other group", "tasks/sessions/2026-07-02-fares.md::일반 요금 1,500원", "docs/domain/fares.md::어르신(70+)", None, "price", "ko", "일반 1,500원 vs 어르신 무료"),
 ("unrelated", "Staff role, other person", "docs/references/people.md::정비 담당 기사", "tasks/sessions/2026-11-12-ops.md::배차 담당 박민호", None, "person", "ko", "maintenance driver 이동규 vs dispatcher 박민호"),
]
