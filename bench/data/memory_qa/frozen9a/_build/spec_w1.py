F = {}
F["AGENTS.md"] = """
# AGENTS.md — 한빛마을 공동체 과수원 agent

You help the volunteer board of 한빛마을 공동체 과수원 (Hanbit village community orchard, 청주 외곽).
Read MEMORY.md first, then docs/ by topic. Session notes go to tasks/sessions/YYYY-MM-DD-*.md.

## Rules
- Ladders: always two people, one holds the base while the other picks.
- 회원 개인정보(전화번호)는 세션 노트에 쓰지 말 것
- Money questions → treasurer, not the coordinator
- answer in Korean unless the user writes English
"""
F["MEMORY.md"] = """
# MEMORY — 한빛 과수원

## Core
- orchard: 1.1 ha, 12 rows, apples mostly + 배 2열
- Harvest Saturdays: meet 09:00 at the north gate (changed Sep 2026, old 8시 정문 집합 폐지)
- membership: ₩40k/yr for adults (raised at the Nov 2026 총회)
- cider day = 10월 둘째 토요일
- Treasurer: Choi Minji (money, reciepts, 통장)
- 코디네이터 바뀜 → see contacts + 2026-11-22 session

## Pointers
- trees / rows → docs/domain/trees.md
- fees / members → docs/domain/members.md
- pests, spray → docs/risks/pests.md
- press, tools → docs/references/equipment.md / lock codes → docs/references/access.md
"""
F["docs/domain/trees.md"] = """
---
title: 나무 / 품종 배치
keywords: [품종, row, 열, 사과, 배, graft]
created: 2025-02-10
last_used: 2025-10-01
---
# 품종 배치 (2025 조사)

총 212그루 (2025년 2월 조사 기준)

| 열 | 품종 | 식재 |
|---|---|---|
| 1-2열 | 부사 | 2016 |
| 3열 | 홍로 | 2018 |
| 5열 | 홍로 | 2019 |
| 6-7열 | 감홍 | 2020 |
| 11-12열 | 신고 배 | 2017 |

- rootstock M9 mostly, 배는 실생대목
"""
F["docs/domain/members.md"] = """
---
title: 회원 / 회비
keywords: [회비, membership, fee, 회원]
created: 2025-01-18
last_used: 2025-12-20
---
# 회원

- 성인 연회비: 3만원 (1월 중 납부)
- 청소년 회원 연회비: 1만원
- 신규 회원은 봄 오리엔테이션 1회 필수
- 회원 수 2025년 말 기준 63명
"""
F["docs/references/contacts.md"] = """
---
title: 연락처 / 역할
keywords: [contacts, 코디네이터, 회계, 담당]
created: 2025-01-20
last_used: 2025-06-01
---
# 역할

- 총괄 코디네이터: 박서연
- 회계 담당: 최민지
- 세종 한솔 과수원(자매 과수원) 코디네이터: 김하늘
- gate_lock_code: 4471
"""
F["docs/references/equipment.md"] = """
---
title: 장비 / 창고
keywords: [press, 착즙기, ladder, tools, lock, 창고]
created: 2025-03-02
last_used: 2025-10-02
---
# Equipment

- Cider press: rented from Greenfield Farm Supply each October (2-day rental)
- 사다리 6개 (3단 4, 2단 2), 창고 안쪽 벽
- 퇴비는 봄에 20포대 주문
"""
F["docs/references/access.md"] = """
---
title: 출입 / 자물쇠
keywords: [lock, code, gate, 비번, 자물쇠]
created: 2026-03-01
last_used: 2026-11-20
---
# Access

- gate_lock_code: 2958
- shed_lock_code: 1130
- 비번 바꾸면 회원 단톡방 공지 (번호 자체는 올리지 말고 DM)
"""
F["docs/risks/pests.md"] = """
---
title: 병해충 / 방제
keywords: [pest, spray, kaolin, 화상병, fire blight, 방제]
created: 2025-03-15
last_used: 2025-08-30
---
# Pests

- organic kaolin spray weekly from petal fall until mid-July
- 화상병(fire blight) 의심 가지 → 즉시 사진 찍어 농업기술센터 신고
- 텃밭 구역 물주기: 매주 (회원 당번제)
- 탄저병 시즌 7-8월, 낙과 바로 수거
"""
F["docs/patterns/harvest-days.md"] = """
---
title: 수확일 운영
keywords: [harvest, 수확, Saturday, cider]
created: 2025-08-01
last_used: 2025-10-12
---
# 수확 토요일

- 집합 시간: 오전 8시 정문
- 바구니는 창고에서 1인 2개
- Cider pressing: 2nd Saturday of October, press arrives Friday evening
- 수확량 기록은 구글시트 `hanbit-harvest`
"""
F["tasks/lessons.md"] = """
# Lessons

- Sell windfall apples at the Saturday market — 싸게라도 팔면 회비 보탬 (2025-09)
- 사다리는 2인 1조, 혼자 올라가지 말 것 (2025 넘어짐 사고)
- 착즙 전날 병 소독 미리 해둘 것
"""
F["tasks/todo.md"] = """
# TODO

- [ ] 2027 회비 안내문 발송 (새 금액 반영)
- [ ] fire blight 제거 구역 보식 계획
- [x] 옥산농협 착즙기 반납
- [ ] 퇴비 20포대 주문 (3월 첫째 주)
"""
F["tasks/sessions/2025-09-20-harvest.md"] = """
# 2025-09-20 수확 토요일

- 홍로 1차 수확, 38 crates
- 8시 집합 너무 이름, 다들 늦음 → 시간 조정 논의
- windfall 낙과 장터 판매 첫 시도: 4만원 수익
"""
F["tasks/sessions/2026-04-12-spraying.md"] = """
# Session 2026-04-12 — spring work

- kaolin now every other week — weekly was overkill, leaves were caked white
- Row 5 regrafted to 시나노골드 this spring (홍로 top-worked)
- 퇴비 살포 완료
"""
F["tasks/sessions/2026-10-05-cider.md"] = """
# 2026-10-05 사이더 데이 정리

- 착즙기 이제 옥산농협에서 빌림 (Greenfield 계약 끝남, 올해부터 농협 무료 대여)
- 낙과는 더 이상 장터에서 팔지 않는다 — 식품위생 지적 받음, 전부 사이더용
- 사이더 1병 8,000원에 판매, 140병 완판
"""
F["tasks/sessions/2026-11-22-winter.md"] = """
# 2026-11-22 총회 + 겨울 전정

- 총회 결정: 성인 연회비 40,000원으로 인상, 즉시 적용
- 코디네이터 박서연 → 이도윤 인계 완료 (서연님은 고문으로)
- after winter pruning count: now 198 trees (14 removed for fire blight, rows 9-10)
- 다음 작업: 1월 전정 2차
"""
Q = [
 ("en", "How much is the yearly adult membership right now?", [("tasks/sessions/2026-11-22-winter.md","40,000원"),("MEMORY.md","₩40k/yr")], "ko"),
 ("ko", "청소년 회원은 1년에 얼마 내요?", [("docs/domain/members.md","청소년 회원 연회비")], "ko"),
 ("en", "Where do we borrow the cider press from these days?", [("tasks/sessions/2026-10-05-cider.md","옥산농협에서 빌림")], "ko"),
 ("ko", "카올린 방제 주기가 어떻게 돼?", [("tasks/sessions/2026-04-12-spraying.md","every other week")], "en"),
 ("ko", "수확하는 토요일에 몇 시에 어디로 모이나요?", [("MEMORY.md","Harvest Saturdays")], "en"),
 ("en", "Who is coordinating the orchard now?", [("tasks/sessions/2026-11-22-winter.md","이도윤 인계")], "ko"),
 ("ko", "정문 자물쇠 비밀번호 뭐였지?", [("docs/references/access.md","gate_lock_code")], "en"),
 ("en", "What's the combination for the tool shed?", [("docs/references/access.md","shed_lock_code")], "en"),
 ("ko", "지금 과수원에 나무가 몇 그루 있어?", [("tasks/sessions/2026-11-22-winter.md","198 trees")], "en"),
 ("en", "Which variety is growing in row 5 now?", [("tasks/sessions/2026-04-12-spraying.md","Row 5 regrafted")], "en"),
 ("en", "Can we still sell the fallen apples at the market?", [("tasks/sessions/2026-10-05-cider.md","낙과는 더 이상")], "ko"),
 ("en", "Who handles money and receipts?", [("MEMORY.md","Treasurer: Choi Minji"),("docs/references/contacts.md","회계 담당")], "en"),
 ("ko", "사이더 만드는 날이 언제야?", [("MEMORY.md","cider day"),("docs/patterns/harvest-days.md","Cider pressing: 2nd Saturday")], "ko"),
 ("en", "What did a bottle of cider sell for this year?", [("tasks/sessions/2026-10-05-cider.md","8,000원")], "ko"),
 ("ko", "사다리 작업 규칙이 뭐였지?", [("AGENTS.md","Ladders: always two people"),("tasks/lessons.md","2인 1조")], "en"),
 ("en", "Who runs the sister orchard in Sejong?", [("docs/references/contacts.md","세종 한솔")], "ko"),
]
P = [
 ("conflict","Adult annual membership fee",("docs/domain/members.md","성인 연회비: 3만원"),("tasks/sessions/2026-11-22-winter.md","40,000원"),"b","price","ko","topic file '3만원' (Korean numeral) vs newer session '40,000원으로 인상, 즉시 적용'"),
 ("conflict","Where the cider press is rented",("tasks/sessions/2026-10-05-cider.md","옥산농협에서 빌림"),("docs/references/equipment.md","Cider press: rented from Greenfield"),"a","vendor","en-ko","Korean session 'now from 옥산농협, Greenfield 계약 끝' vs English equipment line 'Greenfield Farm Supply'"),
 ("conflict","Kaolin spray frequency",("docs/risks/pests.md","organic kaolin spray weekly"),("tasks/sessions/2026-04-12-spraying.md","every other week"),"b","frequency","en","'weekly' vs 'every other week' (lowercase words)"),
 ("conflict","Harvest Saturday meeting time/place",("MEMORY.md","Harvest Saturdays"),("docs/patterns/harvest-days.md","집합 시간: 오전 8시 정문"),"a","time","en-ko","MEMORY 09:00 north gate (changed Sep 2026) vs older topic '오전 8시 정문'"),
 ("conflict","Who is the orchard coordinator",("docs/references/contacts.md","총괄 코디네이터: 박서연"),("tasks/sessions/2026-11-22-winter.md","이도윤 인계"),"b","person","ko","contacts '박서연' vs session '박서연 → 이도윤 인계 완료'"),
 ("conflict","Gate lock code",("docs/references/access.md","gate_lock_code"),("docs/references/contacts.md","gate_lock_code"),"a","code","en","same key `gate_lock_code` 2958 vs 4471; recency only from frontmatter last_used (access.md 2026-11-20 vs contacts.md 2025-06-01)"),
 ("conflict","Number of trees",("tasks/sessions/2026-11-22-winter.md","198 trees"),("docs/domain/trees.md","총 212그루"),"a","count","en-ko","'총 212그루' (2025 survey) vs English session 'now 198 trees'"),
 ("conflict","Variety in row 5",("tasks/sessions/2026-04-12-spraying.md","Row 5 regrafted"),("docs/domain/trees.md","| 5열 | 홍로"),"a","variety","en-ko","English session 'regrafted to 시나노골드' vs Korean table row '5열 | 홍로'"),
 ("conflict","Selling windfall apples",("tasks/lessons.md","Sell windfall apples"),("tasks/sessions/2026-10-05-cider.md","낙과는 더 이상"),"b","policy","en-ko","English lesson 'sell windfalls at market' vs Korean negation '더 이상 장터에서 팔지 않는다'"),
 ("agree","Annual fee restated",("MEMORY.md","₩40k/yr"),("tasks/sessions/2026-11-22-winter.md","40,000원"),None,"price","en-ko","₩40k shorthand vs 40,000원"),
 ("agree","Cider day",("docs/patterns/harvest-days.md","Cider pressing: 2nd Saturday"),("MEMORY.md","cider day"),None,"date","en-ko","'2nd Saturday of October' vs '10월 둘째 토요일'"),
 ("agree","Treasurer",("docs/references/contacts.md","회계 담당"),("MEMORY.md","Treasurer: Choi Minji"),None,"person","en-ko","Hangul name vs romanised name"),
 ("agree","Ladder rule",("AGENTS.md","Ladders: always two people"),("tasks/lessons.md","2인 1조"),None,"policy","en-ko","'always two people' vs '2인 1조'"),
 ("agree","Compost order",("docs/references/equipment.md","퇴비는 봄에 20포대"),("tasks/todo.md","퇴비 20포대 주문"),None,"quantity","ko","same 20 bags in topic and todo"),
 ("unrelated","Youth vs adult fee",("docs/domain/members.md","청소년 회원 연회비"),("tasks/sessions/2026-11-22-winter.md","40,000원"),None,"price","ko","youth fee 1만원 vs adult fee — different member class"),
 ("unrelated","Shed vs gate code",("docs/references/access.md","shed_lock_code"),("docs/references/access.md","gate_lock_code"),None,"code","en","different lock"),
 ("unrelated","Sister orchard coordinator",("docs/references/contacts.md","세종 한솔"),("tasks/sessions/2026-11-22-winter.md","이도윤 인계"),None,"person","ko","coordinator of another orchard"),
 ("unrelated","Garden watering vs spray frequency",("docs/risks/pests.md","텃밭 구역 물주기"),("tasks/sessions/2026-04-12-spraying.md","every other week"),None,"frequency","en-ko","watering of the vegetable plots, not kaolin"),
]
WS = dict(id="h9a-w1-claw-stack-ko-orchard", layout="claw-stack", langs=["ko","en"],
 description="청주 외곽 한빛마을 공동체 과수원 운영위원회를 돕는 claw-stack 메모리: 품종 배치, 회비, 방제, 착즙기, 역할. 대부분 한국어, 일부 영어 세션/라인.",
 files=F, questions=Q, pairs=P)
