WS = "g01-claw-stack-ko-dairy"
LAYOUT = "claw-stack"
LANGS = ["ko", "en", "zh"]
DESC = "대관령 하늘목장 낙농협동조합(평창) 운영 에이전트의 claw-stack 메모리: 집유 노선, 원유 단가, 검사, 치즈·요거트 공장, 조합원, 사료 업체. 대부분 한국어, 수출 담당자가 쓴 일부 세션은 영어."
FILES = {
"AGENTS.md": """
# AGENTS.md — 하늘목장 조합 운영 보조

- 답하기 전에 MEMORY.md → memory-map.md → docs/ 순서로 확인
- 세션 끝나면 tasks/sessions/YYYY-MM-DD-주제.md 로 요약
- 숫자(단가, 온도, 시간)는 반드시 최신 세션 기준으로. 옛 값은 지우지 말고 "(구)" 표시
- 조합원 개인정보(계좌 등)는 메모리에 쓰지 말 것
""",
"MEMORY.md": """
# MEMORY (핵심만)

- 조합: 대관령 하늘목장 낙농협동조합, 평창군 대관령면. 가공장 = 횡계 공장
- 집유: 횡계 노선 매일 새벽, 진부 노선은 별도 (docs/references/routes.md)
- 원유 단가·등급 → docs/domain/pricing.md
- 치즈/요거트 라인 → docs/domain/products.md
- 검사 → docs/risks/quality.md
- 조합장: 박미정 (2026-03 선거 이후)
- 수출 문의(홍콩 바이어)는 영어로 세션 기록
""",
"memory-map.md": """
# memory map
| 주제 | 파일 |
|---|---|
| 단가/등급 | docs/domain/pricing.md |
| 제품·라인 | docs/domain/products.md |
| 노선·차량 | docs/references/routes.md |
| 설비 | docs/references/plant.md |
| 사람 | docs/references/people.md |
| 품질 리스크 | docs/risks/quality.md |
""",
"docs/domain/pricing.md": """
---
title: 원유 단가와 등급
keywords: [원유, 단가, 등급, 체세포, 세균수, price, grade]
created: 2025-02-11
last_used: 2026-05-20
---
# 원유 단가

| 구분 | 단가 | 비고 |
|---|---|---|
| 원유 기본가 (일반) | 1,084원/L | 2025 협상 결과 |
| 유기농 원유 | 1,390원/L | 인증 농가 6곳만 |
| 초과 물량 | 기본가의 60% | 쿼터 초과분 |

## 등급
- 체세포수 20만 이하 → 1등급 (+38원/L)
- 세균수 1A 기준 3만 이하
- 유지방 3.4% 기준, 0.1%p 당 ±12원
""",
"docs/domain/products.md": """
---
title: 제품 라인
keywords: [치즈, 요거트, 라인, capacity, 숙성]
created: 2025-03-02
last_used: 2026-10-08
---
# 제품

- 플레인 요거트 500g / 1kg, 그릭 요거트 450g
- 체다형 숙성치즈 (6개월), 스트링치즈
- yogurt_line_capacity: 1,500 L/day
- 숙성실(cheese cave) 온도 10–12°C, 습도 85%
- 원유 저장탱크는 4°C 이하 유지
- 홍콩 수출: 그릭 요거트 450g 매주 금요일 출고 (냉장 컨테이너, 부산항)
""",
"docs/references/routes.md": """
---
title: 집유 노선
keywords: [집유, 노선, 탱크로리, pickup, route]
created: 2025-02-11
last_used: 2026-07-01
---
# 집유 노선

- 횡계 노선: 12농가, 탱크로리 10톤, 집유 05:30 출발
- 진부 노선: 9농가, 5톤 차량, 집유 07:00 출발
- 기사: 횡계 = 최동훈, 진부 = 외부 용역(강릉운수)
- 탱크 세척 검사: 주 1회 (월요일)
""",
"docs/references/plant.md": """
---
title: 횡계 공장 설비
keywords: [설비, 살균기, 요거트 라인, 센서, mqtt]
created: 2025-01-20
last_used: 2025-06-14
---
# 설비

- 살균기: HTST 72°C 15초
- yogurt_line_capacity: 1,200 L/day
- 탱크 온도 센서 MQTT 브로커 port 1883 (공장 내부망)
- 농가 축사 센서 브로커는 따로, port 8883 (TLS)
- 냉장 창고 2–4°C
""",
"docs/references/people.md": """
---
title: 사람
keywords: [조합장, 사무장, 담당자, contact]
created: 2025-01-20
last_used: 2026-02-10
---
# 사람

- 조합장: 김영수 (2022~)
- 사무장: 이혜린 — 정산·조합원 명부
- 품질 담당: 정우성 (수의사 아님, 식품기사)
- 수출 담당: Grace Lim (영어, 홍콩 바이어 담당)
- 조합원 42 농가 (2025 말 기준)
""",
"docs/risks/quality.md": """
---
title: 품질 리스크
keywords: [검사, 항생제, 잔류, 성분검사, lab]
created: 2025-02-20
last_used: 2026-04-02
---
# 품질

- 성분검사 샘플은 매주 강릉 '동해분석센터'로 보냄 (택배, 냉장)
- 항생제 잔류 검사: 집유 시 탱크로리마다 스냅 키트
- 양성 나오면 해당 탱크 전량 폐기, 조합원 통보 24시간 내
- 사료는 대관령사료에서 공동구매
""",
"tasks/lessons.md": """
# lessons

- 2025-08: 여름에 세균수 급증 → 냉각기 점검을 6월 전에
- 2026-01: 폭설 때 진부 노선 집유 지연. 제설 확인 후 출발
- 치즈 숙성실 습도 80% 밑으로 떨어지면 껍질 갈라짐
""",
"tasks/todo.md": """
# todo
- [ ] 홍콩 샘플 통관 서류 (Grace)
- [ ] 유기농 인증 갱신 — 2027-01 만료
- [ ] MilkoScan 교정 일정 잡기
""",
"tasks/sessions/2026-03-18-election.md": """
# 2026-03-18 총회

- 조합장 선거: 박미정 당선, 김영수 전 조합장은 이사로 남음
- 총회 참석 40농가
""",
"tasks/sessions/2026-08-27-price-talks.md": """
# 2026-08-27 milk price talks (Grace, in English for the HK buyer file)

- Base raw-milk price raised to 1,118 KRW per litre from Sept 1 (was 1,084).
- Organic premium unchanged.
- Grade-1 bonus still applies below 200,000 cells/mL somatic cell count.
- Feed: from September we buy through 농협사료 instead of the old local supplier.
""",
"tasks/sessions/2026-10-14-route-change.md": """
# 2026-10-14 집유 시간 조정

- 횡계 노선 집유 출발 06:15로 변경 (겨울철 결빙 때문, 공장 수유 시간도 맞춤)
- 진부 노선은 그대로
- 탱크 세척 검사 이제 격주로 (월요일) — 위생 점수 안정적이라 조합 결정
""",
"tasks/sessions/2026-11-05-lab.md": """
# 2026-11-05 lab

- We no longer ship composition samples to 동해분석센터; testing is in-house now on the Foss MilkoScan FT+ at the 횡계 plant.
- cold store check: two to four degrees C, OK
- cheese cave held at 85% RH as usual
""",
"tasks/sessions/2026-11-28-hk-buyer.md": """
# 2026-11-28 HK buyer (Grace 전달, 원문 중문)

- 香港買家：希臘乳酪 450克，由十二月起改為每兩週出貨一次（他們倉庫位置不夠）
- 訂單量每次 1,800 盒不變
""",
"tasks/sessions/2026-11-21-members.md": """
# 2026-11-21 조합원 현황

- 신규 가입 2농가 (도암면) → 조합원 44 농가
- 수출 담당 Grace Lim 12월부터 육아휴직, 대행은 이혜린
""",
}
Q = [
 ("en", "What time does the Hoenggye milk tanker leave on its collection run these days?", ["tasks/sessions/2026-10-14-route-change.md::06:15"], "ko"),
 ("ko", "지금 일반 원유 기본가 리터당 얼마야?", ["tasks/sessions/2026-08-27-price-talks.md::1,118 KRW"], "en"),
 ("en", "Who chairs the co-op right now?", ["tasks/sessions/2026-03-18-election.md::박미정 당선", "MEMORY.md::조합장: 박미정"], "ko"),
 ("ko", "성분검사 샘플 어디서 분석해? 외부로 보내?", ["tasks/sessions/2026-11-05-lab.md::MilkoScan FT+ at"], "en"),
 ("en", "How many member farms does the co-op have at the moment?", ["tasks/sessions/2026-11-21-members.md::44 농가"], "ko"),
 ("ko", "사료 요즘 어디서 사?", ["tasks/sessions/2026-08-27-price-talks.md::농협사료"], "en"),
 ("en", "How often do we inspect the tanker washing now?", ["tasks/sessions/2026-10-14-route-change.md::격주"], "ko"),
 ("en", "What's the daily capacity of the yogurt line?", ["docs/domain/products.md::yogurt_line_capacity"], "en"),
 ("en", "Below what somatic cell count does a farm get grade 1 milk?", ["docs/domain/pricing.md::체세포수 20만", "tasks/sessions/2026-08-27-price-talks.md::200,000 cells"], "ko"),
 ("ko", "진부 쪽 집유차 몇 시에 나가?", ["docs/references/routes.md::진부 노선: 9농가"], "ko"),
 ("en", "What do organic-certified farms get paid per litre?", ["docs/domain/pricing.md::유기농 원유 |"], "ko"),
 ("en", "What temperature and humidity is the cheese cave kept at?", ["docs/domain/products.md::cheese cave"], "ko"),
 ("ko", "그레이스 휴직 중에 홍콩 수출 건 누가 맡아?", ["tasks/sessions/2026-11-21-members.md::대행은 이혜린"], "ko"),
 ("en", "Which MQTT port do the farm barn sensors use?", ["docs/references/plant.md::port 8883"], "ko"),
 ("en", "What pasteurisation setting does the plant run?", ["docs/references/plant.md::HTST"], "ko"),
 ("ko", "홍콩으로 그릭 요거트 얼마나 자주 보내?", ["tasks/sessions/2026-11-28-hk-buyer.md::每兩週"], "zh"),
 ("en", "What happens to a tank that tests positive for antibiotics?", ["docs/risks/quality.md::양성"], "ko"),
]
P = [
 ("conflict", "횡계 노선 집유 출발 시각", "docs/references/routes.md::집유 05:30", "tasks/sessions/2026-10-14-route-change.md::06:15", "b", "time", "ko", "topic bullet 05:30 vs newer session '06:15로 변경'"),
 ("conflict", "Base raw-milk price per litre", "tasks/sessions/2026-08-27-price-talks.md::1,118 KRW", "docs/domain/pricing.md::원유 기본가 (일반)", "a", "price", "en-ko", "Korean table row 1,084원/L vs English session 'raised to 1,118 KRW per litre'"),
 ("conflict", "Who is 조합장", "docs/references/people.md::조합장: 김영수", "tasks/sessions/2026-03-18-election.md::박미정 당선", "b", "person", "ko", "people file 김영수 vs election session 박미정 당선"),
 ("conflict", "Where composition samples are tested", "tasks/sessions/2026-11-05-lab.md::no longer ship", "docs/risks/quality.md::동해분석센터", "a", "vendor", "en-ko", "Korean 'send weekly to 동해분석센터' vs English 'we no longer ship … in-house'"),
 ("conflict", "Member farm count", "docs/references/people.md::조합원 42", "tasks/sessions/2026-11-21-members.md::44 농가", "b", "number", "ko", "42 농가 (2025 말) vs 신규 2 → 44 농가"),
 ("conflict", "Feed supplier", "tasks/sessions/2026-08-27-price-talks.md::농협사료", "docs/risks/quality.md::대관령사료", "a", "vendor", "en-ko", "'사료는 대관령사료에서 공동구매' vs English 'from September we buy through 농협사료 instead'"),
 ("conflict", "Tanker wash inspection frequency", "docs/references/routes.md::주 1회", "tasks/sessions/2026-10-14-route-change.md::격주", "b", "frequency", "ko", "주 1회 vs 이제 격주로"),
 ("conflict", "Yogurt line capacity", "docs/domain/products.md::yogurt_line_capacity", "docs/references/plant.md::yogurt_line_capacity", "a", "number", "en", "same key: value, 1,500 vs 1,200 L/day; recency only from frontmatter last_used (2026-10 vs 2025-06)"),
 ("conflict", "Export contact", "docs/references/people.md::수출 담당: Grace", "tasks/sessions/2026-11-21-members.md::대행은 이혜린", "b", "person", "ko", "Grace Lim is export contact vs from December covered by 이혜린"),
 ("conflict", "HK Greek yogurt shipping frequency", "tasks/sessions/2026-11-28-hk-buyer.md::每兩週", "docs/domain/products.md::홍콩 수출", "a", "frequency", "zh-ko", "Korean '매주 금요일 출고' vs Traditional Chinese '由十二月起改為每兩週出貨一次'"),
 ("agree", "Greek yogurt pack size for HK", "docs/domain/products.md::플레인 요거트", "tasks/sessions/2026-11-28-hk-buyer.md::每兩週", None, "number", "zh-ko", "그릭 요거트 450g vs 希臘乳酪 450克"),
 ("agree", "Grade-1 SCC threshold", "docs/domain/pricing.md::체세포수 20만", "tasks/sessions/2026-08-27-price-talks.md::200,000 cells", None, "number", "en-ko", "20만 vs 200,000 cells/mL"),
 ("agree", "Cold store temperature", "docs/references/plant.md::냉장 창고", "tasks/sessions/2026-11-05-lab.md::two to four degrees", None, "number", "en-ko", "2–4°C vs 'two to four degrees C'"),
 ("agree", "Chairperson", "MEMORY.md::조합장: 박미정", "tasks/sessions/2026-03-18-election.md::박미정 당선", None, "person", "ko", "index line restates election result"),
 ("agree", "Cheese cave humidity", "docs/domain/products.md::cheese cave", "tasks/sessions/2026-11-05-lab.md::85% RH", None, "number", "en-ko", "습도 85% vs 'held at 85% RH as usual'"),
 ("agree", "Organic premium", "docs/domain/pricing.md::유기농 원유 |", "tasks/sessions/2026-08-27-price-talks.md::Organic premium unchanged", None, "price", "en-ko", "organic price row vs 'organic premium unchanged'"),
 ("unrelated", "Pickup time of different routes", "docs/references/routes.md::진부 노선: 9농가", "tasks/sessions/2026-10-14-route-change.md::06:15", None, "time", "ko", "진부 route 07:00 vs 횡계 route 06:15 — different route"),
 ("unrelated", "MQTT ports of two brokers", "docs/references/plant.md::port 1883", "docs/references/plant.md::port 8883", None, "port", "ko", "plant tank sensors 1883 vs barn sensors 8883"),
 ("unrelated", "Temperatures of different rooms", "docs/domain/products.md::저장탱크는 4°C", "docs/domain/products.md::cheese cave", None, "number", "ko", "raw milk tank ≤4°C vs cheese cave 10–12°C"),
 ("unrelated", "Prices of different milk classes", "docs/domain/pricing.md::유기농 원유 |", "tasks/sessions/2026-08-27-price-talks.md::1,118 KRW", None, "price", "en-ko", "organic 1,390원 vs conventional base 1,118 KRW"),
]
