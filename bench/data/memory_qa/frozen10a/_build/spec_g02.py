WID = "g02-claw-stack-ko-snowplough"
LAYOUT = "claw-stack"
LANGS = ["ko", "en"]
DESC = "평창군 진부 제설기지(국도 관리 사업소 산하) 운영 보조 에이전트의 claw-stack 메모리: 제설차·장비, 염화칼슘/염수, 비상근무 기준, 순찰, 무전, 식대. 대부분 한국어, 외국인 정비 협력사와의 세션 일부 영어."

FILES = {}
FILES["MEMORY.md"] = """
# MEMORY — 진부 제설기지

인덱스. 자세한 건 docs/, 최신 결정은 tasks/sessions/ (날짜 최신이 우선).

## 기본
- 진부 제설기지 (평창군 진부면 하진부리), 대관령 분소 1곳 별도
- 담당 구간: 국도 6호선 진부–월정사 삼거리, 국도 59호선 일부
- 근무: 12시간 2교대 (07–19 / 19–07), 11/15 ~ 3/31 동절기 체제
- 제설차 보유: 진부 본소 14대 (2026-11 기준, 신규 2대 포함)
- 기지장: 최현우 / 야간 반장: 박서준 (2026-10~)

## 포인터
- 장비 → docs/references/equipment.md
- 사람/연락 → docs/references/people.md
- 기지 설정값 → docs/references/depot.md
- 노선/순찰 → docs/domain/routes.md
- 자재(염화칼슘, 염수, 모래) → docs/domain/materials.md
- 안전 → docs/risks/safety.md
"""
FILES["memory-map.md"] = """
# memory map
- docs/references/equipment.md — 차량, 살포기, 무전
- docs/references/people.md — 인원, 비상연락
- docs/references/depot.md — key: value 설정값
- docs/domain/routes.md — 구간, 순찰 주기
- docs/domain/materials.md — 자재, 거래처, 단가
- docs/risks/safety.md — 안전수칙
- tasks/sessions/ — 날짜별 세션
- notes/회의록-2026-11.md — 11월 회의
"""
FILES["AGENTS.md"] = """
# AGENTS
- 한국어로 답변. 정비 협력사(Nordplow, 노르웨이) 관련은 영어 가능.
- 세션 노트가 docs보다 최신이면 세션 우선. docs 고칠 때 todo에 남길 것.
- Depot shifts: two 12-hour shifts, 7am/7pm handover.
- 비상근무 기준은 docs/risks/safety.md 참고 (세션에서 바뀐 경우 있음)
"""
FILES["docs/references/equipment.md"] = """
---
title: 장비 현황
keywords: [제설차, 살포기, 무전, 채널, 트럭, plough]
created: 2025-01-20
last_used: 2026-03-11
---
# 장비

- 제설차(덤프+제설판) 12대 — 진부 본소
- 대관령 분소 제설차 5대
- 살포기: 습염 살포기 10대, 건식 2대
- 무전(기지 내부): 기지 내부 채널 CH 4
- 무전(도로공사 합동): CH 9
- 정비 협력사: Nordplow AS (제설판 블레이드), 국내 대리점 경유
"""
FILES["docs/references/people.md"] = """
---
title: 인원 및 비상연락
keywords: [반장, 기지장, 연락, 비상, 담당]
created: 2025-01-20
last_used: 2025-12-02
---
# 인원

- 기지장 최현우 — 010-4xxx-2291
- 야간 반장 김도윤 — 비상연락 1순위
- 주간 반장 이정민
- 운전원 22명 (계약직 8 포함)
- Nordplow 담당: Erik Solheim (영어만 가능)
"""
FILES["docs/references/depot.md"] = """
---
title: 기지 설정값
keywords: [재고, 최소, 염수, 농도, 탱크]
created: 2025-02-03
last_used: 2025-12-20
---
# depot settings

salt_stock_min: 300t
brine_tank_capacity: 60000L
brine_concentration: 23%
heater_on_below: -5C
"""
FILES["docs/domain/routes.md"] = """
---
title: 담당 노선 및 순찰
keywords: [국도, 구간, 순찰, 주기, 결빙]
created: 2025-01-22
last_used: 2026-02-07
---
# 노선

- 국도 6호선 진부–월정사 삼거리 (14.2km) — 본소
- 국도 59호선 진부–나전 일부 — 본소
- 대관령 구간 — 분소 담당

순찰
- 눈 예보 시 2시간마다 순찰 (본소 구간)
- 분소 구간은 3시간마다
- 결빙 취약: 월정사 입구 교량, 마평 교차로
"""
FILES["docs/domain/materials.md"] = """
---
title: 자재 및 거래처
keywords: [염화칼슘, 소금, 모래, 거래처, 단가, 식대]
created: 2025-01-25
last_used: 2026-01-14
---
# 자재

| 자재 | 거래처 | 단가 |
|---|---|---|
| 염화칼슘 (25kg 포대) | ㈜한빛케미칼 | 1포 1만1천원 |
| 천일염 (톤백) | 대성염업 | 톤당 16만원 |
| 모래 | 진부골재 | 현장 도착가 |

- 야간 근무 식대: 1인 8천원
- 주간 근무 식대: 1인 7천원
- 주유: GS칼텍스 법인카드 (기지 주유소 없음)
"""
FILES["docs/risks/safety.md"] = """
---
title: 안전 및 비상근무 기준
keywords: [비상근무, 적설, 예보, 안전, 후진]
created: 2025-01-20
last_used: 2025-11-30
---
# 안전

- 적설 3cm 이상 예보 시 비상근무 발령
- 후진 시 유도원 필수 (기지 내)
- 제설판 교체는 2인 1조
- ⚠️ 살포 중 속도 40km/h 이하
"""
FILES["tasks/todo.md"] = """
# todo
- [ ] equipment.md 대수 갱신 (신규 2대)
- [ ] people.md 야간 반장 변경 반영
- [ ] materials.md 거래처/식대 갱신
- [x] 염수 농도 조정 (2026-02-07)
"""
FILES["tasks/lessons.md"] = """
# 교훈
- 2025-12: 새벽 4시 결빙 — 기온 -3도 이하면 예보 없어도 교량 사전 살포
- 2026-01: 염화칼슘 포대 야적 금지 (굳음). 창고 보관
- 2026-02: Nordplow parts take 3 weeks from Norway — order blades in October
"""
FILES["tasks/sessions/2025-12-18-첫눈.md"] = """
# 세션 2025-12-18 첫눈 대응
- 본소 12대 전부 출동, 대관령 분소 5대
- 월정사 교량 결빙 — 교훈에 기록
- 식대 영수증 정리
"""
FILES["tasks/sessions/2026-02-07-brine.md"] = """
# Session 2026-02-07 — brine mix with Nordplow
- Erik recommended lower brine for our spreaders: brine concentration now 20% (was 23)
- patrol: we moved to every 3 hours on our own route too — 2h was burning drivers out
- blades ordered for next season
"""
FILES["tasks/sessions/2026-10-29-인사.md"] = """
# 세션 2026-10-29
- 10월부터 야간 반장은 박서준 (김도윤 대관령 분소로 이동)
- 비상연락 1순위도 박서준
- 무전: 기지 내부 채널을 CH 7로 변경 (CH 4 혼선)
- 도로공사 합동 채널은 그대로
"""
FILES["tasks/sessions/2026-11-26-동절기준비.md"] = """
# 세션 2026-11-26 동절기 준비
- 신규 제설차 2대 입고 → 본소 14대
- 염화칼슘 거래처 대성염업으로 변경 (한빛 납기 지연). 포대당 1만2천원
- salt_stock_min: 450t
- 비상근무 기준 하향: 적설 2cm 예보부터 발령 (도로관리청 지침)
- 야간 식대 1만원으로 인상
- 더 이상 GS칼텍스 카드 쓰지 않음 → SK에너지 법인카드로 통일
"""
FILES["notes/회의록-2026-11.md"] = """
# 11월 회의록 (2026-11-12)
- 참석: 최현우, 박서준, 이정민
- 동절기 체제 11/15 시작 확인
- 야간 식대 인상 건의 → 1인 10,000원 검토 (26일 확정)
- 대관령 분소 차량 5대 유지
"""

QUESTIONS = [
 ("ko", "지금 본소에 제설차 몇 대 있어?", [("tasks/sessions/2026-11-26-동절기준비.md", "본소 14대"), ("MEMORY.md", "제설차 보유")], "ko"),
 ("en", "How many plough trucks does the main Jinbu depot have now?", [("tasks/sessions/2026-11-26-동절기준비.md", "본소 14대"), ("MEMORY.md", "제설차 보유")], "ko"),
 ("ko", "염화칼슘 어디서 사? 한 포대 얼마야?", [("tasks/sessions/2026-11-26-동절기준비.md", "염화칼슘 거래처 대성염업")], "ko"),
 ("en", "At what forecast snow depth do we call the emergency shift?", [("tasks/sessions/2026-11-26-동절기준비.md", "적설 2cm 예보부터")], "ko"),
 ("ko", "밤에 일 터지면 누구한테 먼저 전화해?", [("tasks/sessions/2026-10-29-인사.md", "비상연락 1순위도 박서준")], "ko"),
 ("en", "Which radio channel do we use inside the depot?", [("tasks/sessions/2026-10-29-인사.md", "CH 7로 변경")], "ko"),
 ("ko", "염수 농도 몇 퍼센트로 맞춰?", [("tasks/sessions/2026-02-07-brine.md", "brine concentration now 20%")], "en"),
 ("ko", "눈 예보 있을 때 본소 구간 순찰은 얼마나 자주 돌아?", [("tasks/sessions/2026-02-07-brine.md", "every 3 hours")], "en"),
 ("en", "What's the minimum salt stock we should keep?", [("tasks/sessions/2026-11-26-동절기준비.md", "salt_stock_min: 450t")], "ko"),
 ("ko", "야간조 밥값 1인당 얼마까지 돼?", [("tasks/sessions/2026-11-26-동절기준비.md", "야간 식대 1만원"), ("notes/회의록-2026-11.md", "10,000원")], "ko"),
 ("en", "Which fuel card do drivers use?", [("tasks/sessions/2026-11-26-동절기준비.md", "SK에너지 법인카드")], "ko"),
 ("en", "Who is the night foreman now?", [("tasks/sessions/2026-10-29-인사.md", "야간 반장은 박서준"), ("MEMORY.md", "야간 반장: 박서준")], "ko"),
 ("ko", "Nordplow 블레이드는 언제 주문해야 돼?", [("tasks/lessons.md", "order blades in October")], "en"),
 ("en", "What's the speed limit while spreading?", [("docs/risks/safety.md", "40km/h")], "ko"),
 ("ko", "대관령 분소 제설차 몇 대?", [("docs/references/equipment.md", "대관령 분소 제설차"), ("notes/회의록-2026-11.md", "분소 차량 5대")], "ko"),
 ("en", "What shift pattern do we run in winter?", [("MEMORY.md", "12시간 2교대"), ("AGENTS.md", "two 12-hour shifts")], "ko"),
]

PAIRS = [
 ("conflict", "Plough trucks at main depot", ("docs/references/equipment.md", "제설차(덤프+제설판) 12대"), ("tasks/sessions/2026-11-26-동절기준비.md", "본소 14대"), "b", "count", "ko", "장비 파일 12대 vs 신규 입고 후 14대"),
 ("conflict", "Calcium chloride supplier", ("tasks/sessions/2026-11-26-동절기준비.md", "염화칼슘 거래처 대성염업"), ("docs/domain/materials.md", "㈜한빛케미칼"), "a", "vendor", "ko", "세션 '대성염업으로 변경' vs 자재 표 행 한빛케미칼"),
 ("conflict", "Brine concentration", ("docs/references/depot.md", "brine_concentration: 23%"), ("tasks/sessions/2026-02-07-brine.md", "brine concentration now 20%"), "b", "percent", "en-ko", "Korean-keyword settings file 23% vs English session 'now 20% (was 23)'"),
 ("conflict", "Patrol interval on main route", ("tasks/sessions/2026-02-07-brine.md", "every 3 hours"), ("docs/domain/routes.md", "2시간마다 순찰"), "a", "frequency", "en-ko", "English 'every 3 hours' in words vs Korean '2시간마다'"),
 ("conflict", "Night foreman / first emergency contact", ("docs/references/people.md", "비상연락 1순위"), ("tasks/sessions/2026-10-29-인사.md", "비상연락 1순위도 박서준"), "b", "person", "ko", "사람 파일 김도윤 vs 세션 박서준"),
 ("conflict", "Depot internal radio channel", ("tasks/sessions/2026-10-29-인사.md", "CH 7로 변경"), ("docs/references/equipment.md", "기지 내부 채널 CH 4"), "a", "channel", "ko", "CH 4 vs 'CH 7로 변경'"),
 ("conflict", "Minimum salt stock", ("docs/references/depot.md", "salt_stock_min: 300t"), ("tasks/sessions/2026-11-26-동절기준비.md", "salt_stock_min: 450t"), "b", "number", "en", "same key: value 300t vs 450t; recency only from last_used 2025-12-20 vs session file date"),
 ("conflict", "Emergency shift snow threshold", ("tasks/sessions/2026-11-26-동절기준비.md", "적설 2cm 예보부터"), ("docs/risks/safety.md", "적설 3cm 이상"), "a", "threshold", "ko", "3cm 이상 vs '2cm 예보부터 발령' (하향)"),
 ("conflict", "Night shift meal allowance", ("docs/domain/materials.md", "야간 근무 식대"), ("tasks/sessions/2026-11-26-동절기준비.md", "야간 식대 1만원"), "b", "price", "ko", "8천원 vs 1만원 (Korean numerals)"),
 ("conflict", "Fuel card", ("tasks/sessions/2026-11-26-동절기준비.md", "더 이상 GS칼텍스"), ("docs/domain/materials.md", "GS칼텍스 법인카드"), "a", "vendor", "ko", "negation '더 이상 GS칼텍스 카드 쓰지 않음' vs old fuel line"),
 ("agree", "Shift pattern", ("MEMORY.md", "12시간 2교대"), ("AGENTS.md", "two 12-hour shifts"), None, "schedule", "en-ko", "12시간 2교대 (07–19/19–07) vs 'two 12-hour shifts, 7am/7pm'"),
 ("agree", "Night meal allowance amount", ("tasks/sessions/2026-11-26-동절기준비.md", "야간 식대 1만원"), ("notes/회의록-2026-11.md", "10,000원"), None, "price", "ko", "1만원 vs 10,000원"),
 ("agree", "Daegwallyeong branch trucks", ("docs/references/equipment.md", "대관령 분소 제설차"), ("notes/회의록-2026-11.md", "분소 차량 5대"), None, "count", "ko", "분소 5대 restated in meeting"),
 ("agree", "Night foreman", ("MEMORY.md", "야간 반장: 박서준"), ("tasks/sessions/2026-10-29-인사.md", "야간 반장은 박서준"), None, "person", "ko", "MEMORY index vs session, same person"),
 ("agree", "Truck count after delivery", ("MEMORY.md", "제설차 보유"), ("tasks/sessions/2026-11-26-동절기준비.md", "본소 14대"), None, "count", "ko", "14대 (신규 2대 포함) vs '신규 2대 입고 → 14대'"),
 ("unrelated", "Meal allowance day vs night", ("docs/domain/materials.md", "주간 근무 식대"), ("tasks/sessions/2026-11-26-동절기준비.md", "야간 식대 1만원"), None, "price", "ko", "식대 slot, day shift not night"),
 ("unrelated", "Sea salt vs calcium chloride vendor", ("docs/domain/materials.md", "천일염 (톤백)"), ("tasks/sessions/2026-11-26-동절기준비.md", "염화칼슘 거래처 대성염업"), None, "vendor", "ko", "same vendor name, different material (sea salt, not CaCl2)"),
 ("unrelated", "Joint radio channel vs internal", ("docs/references/equipment.md", "무전(도로공사 합동)"), ("tasks/sessions/2026-10-29-인사.md", "CH 7로 변경"), None, "channel", "ko", "channel slot: joint road-corp channel CH 9 vs changed internal channel CH 7"),
 ("unrelated", "Patrol interval branch vs main", ("docs/domain/routes.md", "분소 구간은 3시간마다"), ("tasks/sessions/2026-02-07-brine.md", "every 3 hours"), None, "frequency", "en-ko", "same 3-hour interval but branch route vs main route"),
]
