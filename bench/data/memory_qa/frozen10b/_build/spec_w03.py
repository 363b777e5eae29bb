WS = "w03-three-layer-ko-kimchi-coop"
LAYOUT = "3-layer"
LANGS = ["ko", "en"]
DESC = "전남 해남의 김치 협동조합(땅끝김치협동조합) 사무국 3-layer 메모리: 원료(절임배추·고춧가루·젓갈), 숙성고, HACCP, 택배·수출, 조합원 행사. 대부분 한국어, 수출 담당자가 쓴 영어 일지 일부."
FILES = {}
FILES["MEMORY.md"] = """
# MEMORY — 땅끝김치협동조합 사무국

> 얇게 유지. 자세한 건 memory/*.md. 일지는 memory/YYYY-MM-DD.md

- 원료/업체 → memory/suppliers.md
- 숙성고·위생·HACCP → memory/production.md
- 가격표 → memory/pricing.md
- 택배/수출 → memory/shipping.md
- 사람 → memory/people.md
- 교훈 → tasks/lessons.md

## 요즘
- 조합장: 한상우 (2026-03 총회에서 선출)
- HACCP 정기심사 2026-12-10 (준비중!!)
- export buyer = Seoul Pantry Inc. (LA), contact Grace Yoon
"""
FILES["memory/suppliers.md"] = """
---
title: 원료 공급처
keywords: [절임배추, 고춧가루, 젓갈, 농가, 공급]
created: 2025-01-14
last_used: 2026-06-02
---
# 원료

- 절임배추: 해남 송지농협, 20kg 박스 단위, 화/금 입고
- 고춧가루: 영양 고추 (태양초), kg당 38,000원
- 멸치액젓: 국내산 + 중국산 혼합 (단가 때문)
- 새우젓: 신안 토굴 새우젓, 김씨네
- 무: 조합원 밭 (가을), 봄엔 제주 월동무
"""
FILES["memory/production.md"] = """
---
title: 생산·숙성·위생
keywords: [숙성고, 온도, 염도, HACCP, 위생]
created: 2025-01-14
last_used: 2025-12-20
---
# 생산

숙성고_1_온도: 4℃
숙성고_2_온도: -1℃ (장기숙성 묵은지용)
- 절임 염도 기준 2.2% (완제품)
- HACCP 정기심사: 2026-05-20 예정
- 작업자 위생교육 월 1회, 첫째 월요일
"""
FILES["memory/pricing.md"] = """
---
title: 가격표
keywords: [가격, 포기김치, 택배, 도매]
created: 2025-02-01
last_used: 2026-09-15
---
# 가격 (소비자)

| 품목 | 규격 | 가격 |
|---|---|---|
| 포기김치 | 3kg | 29,000원 |
| 포기김치 | 10kg | 89,000원 |
| 묵은지 | 5kg | 62,000원 |
| 총각김치 | 2kg | 24,000원 |

- 조합원 할인 15%
- 도매(식당) 10kg 단가 72,000원
"""
FILES["memory/shipping.md"] = """
---
title: 택배·수출
keywords: [택배, 수출, LA, 아이스박스, 단가]
created: 2025-02-01
last_used: 2026-07-10
---
# 택배 / 수출

- 국내 택배: CJ대한통운, 오후 3시 집하
- 아이스박스 + 아이스팩 2개 (여름 3개)
- 수출: LA Seoul Pantry Inc., 40ft 리퍼 컨테이너 분기 1회
- export FOB price: $9.80/kg (포기김치)
- 부산항 선적, 포워더: 한빛로지스
"""
FILES["memory/people.md"] = """
---
title: 사람
keywords: [조합장, 사무국장, 수출담당, 연락처]
created: 2025-01-14
last_used: 2026-02-11
---
# 사람

- 조합장: 정미숙
- 사무국장: 오경태 (010-3381-2207)
- 수출 담당: Daniel Kim (영어 일지 씀)
- 해남 공장 전화 061-532-7710
- 광주 직판장 전화 062-224-0915
- 김장체험 행사: 매주 토요일 오전, 담당 박은정
"""
FILES["memory/2026-03-28.md"] = """
# 2026-03-28

- 정기총회. 새 조합장 한상우 선출 (임기 4년). 정미숙 전 조합장은 감사로
- 묵은지 5kg 가격 유지
"""
FILES["memory/2026-06-19.md"] = """
# 2026-06-19

- 더 이상 중국산 액젓 안 씀. 멸치액젓 100% 국내산(통영)으로. 원가 +6%
- 라벨 원산지 표시 수정 완료
"""
FILES["memory/2026-08-27.md"] = """
# 2026-08-27 (Daniel)

- Seoul Pantry renegotiated: FOB now $10.50/kg for whole-cabbage kimchi starting Q4 shipment
- they want 2 containers per quarter from 2027 (currently one)
- forwarder stays Hanbit Logistics
"""
FILES["memory/2026-09-30.md"] = """
# 2026-09-30

- 고춧가루 햇물량 계약: kg당 4만2천원 (작년보다 올랐음, 영양 태양초 그대로)
- 김장체험 행사 인원 줄어서 격주 토요일로 변경 (10월부터)
"""
FILES["memory/2026-10-21.md"] = """
# 2026-10-21

- 택배사 롯데택배로 바꿈. CJ 파손률 높아서. 집하 시간 오후 4시
- 포기김치 10kg 89,000원 → 그대로
"""
FILES["memory/2026-11-09.md"] = """
# 2026-11-09

- HACCP 정기심사 일정 12월 10일로 확정 (5월 심사는 연기됐었음)
- 완제품 염도 기준 2.0%로 낮춤 (저염 요청 많음)
- 12월부터 절임배추는 괴산 절임배추영농조합에서 받음, 해남 송지농협은 물량 부족
"""
FILES["memory/2026-11-30.md"] = """
# 2026-11-30

숙성고_1_온도: 2℃
- 김장철 물량 때문에 숙성 속도 늦추려고 내림. 숙성고_2는 그대로
"""
FILES["tasks/lessons.md"] = """
# 교훈

- 2025-11: 아이스팩 1개만 넣었다가 부산 고객 반품 3건. 최소 2개
- 2026-07: export docs — the FDA prior notice must be filed before the container leaves Busan, not after
- 총회 전에 조합원 명부 꼭 업데이트
"""
FILES["tasks/todo.md"] = """
# todo

- [ ] production.md 염도/숙성고 값 업데이트
- [ ] suppliers.md 괴산 절임배추 연락처 추가
- [ ] HACCP 서류: 위생교육 일지 3개월치
"""
FILES["notes/export-faq.md"] = """
# Export FAQ (Daniel)

- Product: whole-cabbage kimchi, 10 kg pails, keep 0-4°C
- Shipping mode: 40ft reefer out of Busan, once a quarter for now
- Retail in LA: Seoul Pantry stores in Koreatown and Garden Grove
- Salt target on spec sheet: 2.0% (updated Nov '26)
"""

SU = "memory/suppliers.md"; PRD = "memory/production.md"; PRI = "memory/pricing.md"
SH = "memory/shipping.md"; PE = "memory/people.md"; EX = "notes/export-faq.md"
D0328 = "memory/2026-03-28.md"; D0619 = "memory/2026-06-19.md"; D0827 = "memory/2026-08-27.md"
D0930 = "memory/2026-09-30.md"; D1021 = "memory/2026-10-21.md"; D1109 = "memory/2026-11-09.md"; D1130 = "memory/2026-11-30.md"

Q = [
 ("ko", "절임배추 지금 어디서 받아?", [(D1109, "괴산 절임배추영농조합")], "ko"),
 ("en", "What are we paying per kilo for chili powder this season?", [(D0930, "kg당 4만2천원")], "ko"),
 ("en", "Do we still use Chinese fish sauce?", [(D0619, "더 이상 중국산 액젓")], "ko"),
 ("ko", "LA 수출 단가 얼마로 됐지?", [(D0827, "FOB now $10.50")], "en"),
 ("en", "Who chairs the co-op now?", [(D0328, "새 조합장 한상우"), ("MEMORY.md", "조합장: 한상우")], "ko"),
 ("en", "When's the HACCP audit?", [(D1109, "HACCP 정기심사 일정"), ("MEMORY.md", "HACCP 정기심사 2026-12-10")], "ko"),
 ("ko", "택배 어디로 바꿨더라? 집하 몇 시?", [(D1021, "롯데택배")], "ko"),
 ("en", "How often do we run the kimchi-making sessions for visitors?", [(D0930, "격주 토요일")], "ko"),
 ("ko", "완제품 염도 기준 몇 퍼센트야?", [(D1109, "염도 기준 2.0%"), (EX, "Salt target on spec sheet")], "ko"),
 ("en", "What temp is aging room 1 set to?", [(D1130, "숙성고_1_온도: 2")], "ko"),
 ("en", "What's the temperature in the long-aging (mukeunji) room?", [(PRD, "숙성고_2_온도")], "ko"),
 ("ko", "10kg 포기김치 소비자가?", [(PRI, "| 포기김치 | 10kg |"), (D1021, "포기김치 10kg 89,000원")], "ko"),
 ("en", "What's the restaurant wholesale price for a 10 kg box?", [(PRI, "도매(식당)")], "ko"),
 ("en", "phone number for the Gwangju shop?", [(PE, "광주 직판장")], "ko"),
 ("ko", "수출 통관 때 FDA 사전신고 언제 해야 돼?", [("tasks/lessons.md", "FDA prior notice")], "en"),
 ("en", "Who books the container out of Busan for us?", [(SH, "포워더: 한빛로지스"), (D0827, "forwarder stays Hanbit")], "ko"),
]
P = [
 ("conflict", "Salted cabbage supplier", (SU, "절임배추: 해남 송지농협"), (D1109, "괴산 절임배추영농조합"), "b", "vendor", "ko", "topic '해남 송지농협' vs daily '12월부터 괴산 ... 송지농협은 물량 부족'"),
 ("conflict", "Chili powder price per kg", (D0930, "kg당 4만2천원"), (SU, "kg당 38,000원"), "a", "price", "ko", "'kg당 38,000원' vs Korean numeral '4만2천원'"),
 ("conflict", "Anchovy fish sauce origin", (SU, "멸치액젓"), (D0619, "더 이상 중국산 액젓"), "b", "policy", "ko", "'국내산 + 중국산 혼합' vs negation '더 이상 중국산 액젓 안 씀'"),
 ("conflict", "Export FOB price", (D0827, "FOB now $10.50"), (SH, "export FOB price"), "a", "price", "en", "'$9.80/kg' vs '$10.50/kg starting Q4'"),
 ("conflict", "Co-op chair", (PE, "조합장: 정미숙"), (D0328, "새 조합장 한상우"), "b", "person", "ko", "people topic '정미숙' vs 총회 daily '새 조합장 한상우'"),
 ("conflict", "HACCP audit date", (D1109, "HACCP 정기심사 일정"), (PRD, "HACCP 정기심사: 2026-05-20"), "a", "date", "ko", "'2026-05-20 예정' vs '12월 10일로 확정'"),
 ("conflict", "Domestic courier", (SH, "국내 택배: CJ"), (D1021, "롯데택배"), "b", "vendor", "ko", "'CJ대한통운, 오후 3시' vs '롯데택배로 바꿈 ... 오후 4시'"),
 ("conflict", "Kimjang experience frequency", (D0930, "격주 토요일"), (PE, "김장체험 행사"), "a", "frequency", "ko", "'매주 토요일' vs '격주 토요일로 변경'"),
 ("conflict", "Salt target", (PRD, "절임 염도 기준 2.2%"), (EX, "Salt target on spec sheet"), "b", "number", "en-ko", "Korean topic '2.2%' vs English FAQ '2.0% (updated Nov 26)'"),
 ("conflict", "Aging room 1 temperature", (D1130, "숙성고_1_온도: 2"), (PRD, "숙성고_1_온도: 4"), "a", "number", "ko", "same key: value, recency from daily file date vs topic last_used"),
 ("agree", "Chair is Han Sang-woo", ("MEMORY.md", "조합장: 한상우"), (D0328, "새 조합장 한상우"), None, "person", "ko", "index vs daily"),
 ("agree", "HACCP audit Dec 10", ("MEMORY.md", "HACCP 정기심사 2026-12-10"), (D1109, "HACCP 정기심사 일정"), None, "date", "ko", "ISO date vs '12월 10일'"),
 ("agree", "Forwarder Hanbit", (SH, "포워더: 한빛로지스"), (D0827, "forwarder stays Hanbit"), None, "vendor", "en-ko", "Hangul '한빛로지스' vs romanised 'Hanbit Logistics'"),
 ("agree", "10kg price unchanged", (PRI, "| 포기김치 | 10kg |"), (D1021, "포기김치 10kg 89,000원"), None, "price", "ko", "table row vs daily '그대로'"),
 ("agree", "Reefer once per quarter", (SH, "40ft 리퍼 컨테이너 분기 1회"), (EX, "Shipping mode"), None, "frequency", "en-ko", "'분기 1회' vs 'once a quarter'"),
 ("unrelated", "Aging rooms 1 vs 2", (PRD, "숙성고_1_온도: 4"), (PRD, "숙성고_2_온도"), None, "number", "ko", "two different aging rooms"),
 ("unrelated", "Phone: factory vs shop", (PE, "해남 공장 전화"), (PE, "광주 직판장"), None, "phone", "ko", "Haenam factory vs Gwangju shop"),
 ("unrelated", "Pogi kimchi 3kg vs 10kg", (PRI, "| 포기김치 | 3kg |"), (PRI, "| 포기김치 | 10kg |"), None, "price", "ko", "same product, different pack size"),
 ("unrelated", "Consumer 10kg vs wholesale 10kg", (PRI, "| 포기김치 | 10kg |"), (PRI, "도매(식당)"), None, "price", "ko", "consumer vs restaurant wholesale price"),
]
