WS = "w03-three-layer-ko-mushroom"
LAYOUT = "3-layer"
LANGS = ["ko", "en"]
DESC = "충남 청양 '솔뫼버섯농장'의 3-layer 메모리: 느타리(병재배)·표고(톱밥배지) 재배 환경, 배지 공급, 출하·가격, 환경제어기, 인력. 대부분 한국어, 수출 담당 컨설턴트가 영어 데일리 노트를 씀."
FILES = {
"MEMORY.md": """
# MEMORY — 솔뫼버섯농장

- 위치: 충남 청양군 정산면. 재배동 6동 (1–4동 느타리 병재배, 5–6동 표고 톱밥배지)
- 대표: 한재석 (user). 수출/판로 컨설턴트: Dana Whitfield (영어로 메모)
- 느타리 생육실 15℃
- 느타리 습도 90%
- 느타리 CO2 1,000ppm 이하
- 표고 생육실 18℃
- 출하: 가락시장 경매 (매일 새벽 3시 트럭)
- 표고 2kg 박스 3만원 (가락 기준 목표가)
- 작업반장: 이순자
- 환경제어기: FarmLink, 각 동 PLC → 사무실 PC
- topic files: memory/cultivation.md, sales.md, equipment.md, people.md, suppliers.md
""",
"memory/cultivation.md": """
---
title: 재배 환경
keywords: [생육, 온도, 습도, CO2, 느타리, 표고, fruiting]
created: 2025-01-08
last_used: 2026-04-30
---
# 재배 환경

| 품목 | 생육 온도 | 습도 | CO2 |
|---|---|---|---|
| 느타리 (1–4동) | 15℃ | 90% | 1,000ppm 이하 |
| 표고 (5–6동) | 18℃ | 85% | 1,500ppm 이하 |

- 느타리 병 입병 → 수확까지 약 30일
- 표고 배지는 갈변 후 발생 유도 (냉수 침수 12시간)
""",
"memory/sales.md": """
---
title: 출하·판매
keywords: [출하, 가락시장, 가격, 경매, 박스, 로컬푸드]
created: 2025-01-08
last_used: 2026-02-14
---
# 출하

- 가락시장 경매 출하, 매일 새벽 3시 트럭 (중앙청과)
- 표고 2kg 박스 목표가 3만원
- 느타리 4kg 박스 목표가 1만8천원
- 대전 노은시장은 표고만 주 2회, 2kg 박스 2만8천원
""",
"memory/equipment.md": """
---
title: 장비
keywords: [FarmLink, controller, PLC, firmware, 가습기, modbus]
created: 2025-02-01
last_used: 2025-08-12
---
# 장비

controller: FarmLink FL-200
firmware: v2.3
modbus_port: 502
- 가습기: 초음파 6대, 동마다 1대
- 냉난방기: 캐리어 히트펌프, 5동은 2024년 교체
""",
"memory/people.md": """
---
title: 사람
keywords: [작업반장, 직원, 연락처, staff]
created: 2025-01-08
last_used: 2026-01-20
---
# 사람
- 작업반장: 이순자 (010-****-2231), 수확조 6명 관리
- 배송 기사: 김영태, 가락 트럭
- 컨설턴트: Dana Whitfield — export (HK, SG), writes in English
""",
"memory/suppliers.md": """
---
title: 배지·자재 공급
keywords: [배지, substrate, spawn, 종균, 공급, supplier]
created: 2025-01-10
last_used: 2025-12-05
---
# 공급처
- 느타리 배지: 자체 배합 (톱밥+비트펄프)
- 표고 톱밥배지: 청양배지영농조합
  - 입고: 격주, 2,000개씩
- 종균: 산림조합중앙회 종균센터
- 박스/포장재: 공주 대흥포장
""",
"memory/2025-10-02.md": """
# 2025-10-02
- 5동 히트펌프 소음 → AS 접수
- 표고 2kg 박스 3만원 유지 (가락 시세 괜찮음)
""",
"memory/2026-03-11.md": """
# 2026-03-11
- Dana: the HK buyer wants oyster mushrooms kept at 14 °C in the fruiting rooms — less stem stretch. 대표님 OK, 1–4동 setpoint changed to 14℃ from today.
- humidity stays 90 %RH
""",
"memory/2026-06-24.md": """
# 2026-06-24
- 작업반장 이순자님 6월 말 퇴직. 7월부터 최민호가 작업반장.
- 김영태 기사님 그대로
""",
"memory/2026-09-09.md": """
# 2026-09-09 (Dana)
- Switched shiitake substrate blocks to Hwaseong Bio (화성바이오) — 청양배지 had contamination twice.
- Delivery every week now, 1,000 blocks each.
- oyster 4 kg box still targeted at ₩18,000 domestically
- shiitake box price for HK export: ₩34,000 per 2 kg box, FOB Incheon
""",
"memory/2026-11-18.md": """
# 2026-11-18
controller: FarmLink FL-200
firmware: v3.1
- 펌웨어 업데이트 후 CO2 알람 기준 느타리 800ppm으로 낮춤 (수출 품질)
- modbus 502 그대로
""",
"memory/2026-11-29.md": """
# 2026-11-29
- 가락시장 경매는 더 이상 보내지 않음. 12월부터 느타리는 청양 로컬푸드 + 농협 공판장, 표고는 수출.
- GAP 인증 갱신 심사일 2027-01-20 으로 연기됨 (원래 12/15)
- 표고 생육실은 18도 그대로
""",
"tasks/lessons.md": """
# lessons
- 2025-05-14: 표고 침수 12시간 넘기면 배지 터짐. 타이머 꼭.
- 2026-01-07: 겨울 새벽 트럭 출발 전 가습기 필터 얼음 확인
- 2026-09-10: contamination → quarantine the whole pallet, not just the bad blocks
""",
"tasks/todo.md": """
# todo
- [ ] GAP 인증 갱신 서류 (심사 12/15)
- [ ] HK buyer sample shipment
- [ ] 6동 LED 교체 견적
""",
"notes/links.md": """
# links
- FarmLink 관리: http://192.168.0.20 (사무실 PC)
- 가락시장 중앙청과 시세: 즐겨찾기
- 로컬푸드 직매장 발주 시트
""",
}
Q = [
("en", "What temperature are the oyster fruiting rooms set to?", ["memory/2026-03-11.md|setpoint changed to 14℃"], "en"),
("ko", "표고 배지 지금 어디서 받아?", ["memory/2026-09-09.md|Hwaseong Bio"], "en"),
("en", "How often do shiitake blocks arrive now?", ["memory/2026-09-09.md|Delivery every week"], "en"),
("en", "Who is the crew foreman?", ["memory/2026-06-24.md|최민호가 작업반장"], "ko"),
("ko", "느타리 CO2 알람 기준은 몇 ppm?", ["memory/2026-11-18.md|800ppm"], "ko"),
("en", "What firmware is the climate controller on?", ["memory/2026-11-18.md|firmware: v3.1"], "en"),
("en", "Do we still truck oyster mushrooms to Garak market?", ["memory/2026-11-29.md|더 이상 보내지 않음"], "ko"),
("ko", "수출용 표고 박스 가격 얼마로 잡았어?", ["memory/2026-09-09.md|₩34,000"], "en"),
("en", "When is the GAP certification audit?", ["memory/2026-11-29.md|2027-01-20"], "ko"),
("ko", "느타리 생육실 습도 몇 %로 유지해?", ["MEMORY.md|습도 90%", "memory/2026-03-11.md|90 %RH"], "en"),
("en", "What's the modbus port on the FarmLink PLCs?", ["memory/equipment.md|modbus_port: 502", "memory/2026-11-18.md|modbus 502"], "ko"),
("en", "How long do we soak shiitake blocks to trigger fruiting?", ["memory/cultivation.md|냉수 침수 12시간"], "ko"),
("ko", "표고 생육실 온도?", ["memory/cultivation.md|표고 (5–6동)", "MEMORY.md|표고 생육실 18℃", "memory/2026-11-29.md|18도 그대로"], "ko"),
("en", "What do we do when a pallet of blocks shows contamination?", ["tasks/lessons.md|quarantine the whole pallet"], "en"),
("ko", "느타리 4kg 박스는 얼마 받아?", ["memory/sales.md|느타리 4kg", "memory/2026-09-09.md|₩18,000"], "ko"),
("en", "Where do we get spawn?", ["memory/suppliers.md|종균: 산림"], "ko"),
]
P = [
("conflict", "Oyster fruiting temperature", "memory/cultivation.md|느타리 (1–4동)", "memory/2026-03-11.md|setpoint changed to 14℃", "b", "number", "en-ko", "table row 15℃ vs English daily note 'changed to 14℃'"),
("conflict", "Shiitake substrate supplier", "memory/2026-09-09.md|Hwaseong Bio", "memory/suppliers.md|청양배지영농조합", "a", "vendor", "en-ko", "Switched to Hwaseong Bio (화성바이오) vs 청양배지영농조합"),
("conflict", "Substrate delivery frequency", "memory/suppliers.md|입고: 격주", "memory/2026-09-09.md|Delivery every week", "b", "frequency", "en-ko", "입고: 격주 vs 'Delivery every week now'"),
("conflict", "Crew foreman", "MEMORY.md|작업반장: 이순자", "memory/2026-06-24.md|최민호가 작업반장", "b", "person", "ko", "이순자 vs 7월부터 최민호"),
("conflict", "Oyster CO2 limit", "memory/2026-11-18.md|800ppm", "MEMORY.md|CO2 1,000ppm 이하", "a", "number", "ko", "800ppm으로 낮춤 vs 1,000ppm 이하"),
("conflict", "Controller firmware", "memory/equipment.md|firmware: v2.3", "memory/2026-11-18.md|firmware: v3.1", "b", "version", "ko", "same key: value, recency only from daily-note file date vs topic last_used 2025-08-12"),
("conflict", "Garak auction shipping", "memory/2026-11-29.md|더 이상 보내지 않음", "memory/sales.md|가락시장 경매 출하", "a", "policy", "ko", "negation '더 이상 보내지 않음' vs daily truck"),
("conflict", "Shiitake 2 kg box price", "memory/sales.md|표고 2kg 박스 목표가 3만원", "memory/2026-09-09.md|₩34,000", "b", "price", "en-ko", "3만원 (Korean numeral) vs ₩34,000"),
("conflict", "GAP audit date", "tasks/todo.md|GAP 인증", "memory/2026-11-29.md|2027-01-20", "b", "date", "ko", "todo '심사 12/15' vs '2027-01-20 으로 연기'"),
("agree", "Oyster humidity", "MEMORY.md|습도 90%", "memory/2026-03-11.md|90 %RH", "", "number", "en-ko", "90% vs 90 %RH"),
("agree", "Shiitake room temp", "MEMORY.md|표고 생육실 18℃", "memory/2026-11-29.md|18도 그대로", "", "number", "ko", "18℃ vs 18도"),
("agree", "Modbus port", "memory/equipment.md|modbus_port: 502", "memory/2026-11-18.md|modbus 502", "", "port", "ko", "key: value vs shorthand"),
("agree", "Oyster 4 kg box price", "memory/sales.md|느타리 4kg", "memory/2026-09-09.md|₩18,000", "", "price", "en-ko", "1만8천원 vs ₩18,000"),
("agree", "Consultant", "memory/people.md|컨설턴트: Dana", "MEMORY.md|Dana Whitfield (영어로", "", "person", "en-ko", "same person, export consultant"),
("unrelated", "Oyster vs shiitake CO2", "memory/cultivation.md|표고 (5–6동)", "memory/2026-11-18.md|800ppm", "", "number", "ko", "shiitake rooms, different crop"),
("unrelated", "Garak vs Noeun market price", "memory/sales.md|노은시장", "memory/sales.md|표고 2kg 박스 목표가 3만원", "", "price", "ko", "different market"),
("unrelated", "Oyster box vs shiitake box", "memory/sales.md|느타리 4kg", "memory/2026-09-09.md|₩34,000", "", "price", "en-ko", "different product"),
("unrelated", "Driver vs foreman", "memory/2026-06-24.md|김영태 기사님", "memory/2026-06-24.md|최민호가 작업반장", "", "person", "ko", "different role"),
]
