WS = "h6b-w2-claw-ko-piano-tuning"
LAYOUT = "claw-stack"
LANGS = ["ko", "en", "ja"]
DESC = "서울의 1인 피아노 조율·수리 공방(하늘조율) claw-stack 메모리: 요금, 거래처(학교·공연장), 부품 공급처, 정기 방문, 습도 기준. 대부분 한국어, 영어 세션 1개와 일본어 공급처 메모."
FM = lambda t, k, c, u: f"---\ntitle: {t}\nkeywords: [{k}]\ncreated: {c}\nlast_used: {u}\n---\n"
S = "tasks/sessions/"
FILES = {
"MEMORY.md": """# MEMORY.md — 하늘조율

> 인덱스만. 자세한 건 docs/. 5k자 이하 유지. (정리 2026-11-27)

| 영역 | 파일 | 메모 |
|---|---|---|
| 요금 | docs/domain/pricing.md | 업라이트/그랜드/수리 |
| 거래처 | docs/domain/clients.md | 학교, 공연장 담당자 |
| 부품 | docs/references/parts-suppliers.md | 현, 해머, 펠트 |
| 정기 방문 | docs/references/schedule.md | IBK홀, 롯데 |
| 장비 | docs/references/tools.md | 앱, 차량 |
| 습도 | docs/risks/humidity.md | 피치 레이즈 기준 |

## 요즘 바뀐 것
- 업라이트 13만 (11/15~)
- 현: 하마마쓰 스즈키 직거래 (삼익 X)
- RH>60 → no pitch raise
- 주말 출장 중단
""",
"AGENTS.md": """# AGENTS.md
- 고객 문자 답장은 존댓말, 견적은 항상 "부가세 별도" 명시
- 예약 확정 전 주소·층·엘리베이터 유무 확인
- 주말 출장 조율 받음 (토요일 오전만)
- 세션 메모: tasks/sessions/YYYY-MM-DD-slug.md
""",
"docs/domain/pricing.md": FM("요금표", "요금, 가격, 조율, 그랜드, 업라이트, price", "2025-01-08", "2026-02-20") + """# 요금 (부가세 별도)

- 업라이트 조율: 12만원
- 업라이트 조율 (학교 단체 할인): 10만원
| 항목 | 가격 |
|---|---|
| 그랜드 조율 | 18만원 |
| 피치 레이즈 추가 | 4만원 |
| 전체 현 교체 (그랜드) | 280만원~ |
""",
"docs/domain/clients.md": FM("거래처", "학교, 공연장, 담당자, 연락처", "2025-01-08", "2026-06-02") + """# 거래처

- 세화여고 담당: 음악교사 김민정 선생님 (업라이트 6대)
- 대원초 담당: 이정호 행정실장 (방학 중에만 작업)
- 예술의전당 IBK홀: 무대감독팀 통해 연락
- 개인 고객은 카톡 채널로만
""",
"docs/references/parts-suppliers.md": FM("부품 공급처", "부품, 현, 해머, 펠트, supplier, strings", "2025-01-08", "2025-12-04") + """# 부품

- 현(弦): 삼익부품 (인천), 월말 정산
- 해머: Renner(독일), 연 2회 주문 — 3월/9월
- 펠트·크로스: 낙원상가 대성악기
""",
"docs/references/schedule.md": FM("정기 방문", "정기, 방문, 공연장, IBK, 롯데, schedule", "2025-02-01", "2026-03-14") + """# 정기 방문

- 예술의전당 IBK홀: 매주 화요일 정기 조율 (오전 9시, 리허설 전)
- 롯데콘서트홀: 공연 전날 조율 (호출제)
- 세화여고: 학기당 1회
""",
"docs/references/tools.md": FM("장비", "앱, 도구, 차량, tuning app", "2025-01-08", "2026-09-30") + """# 장비

tuning_app: Verituner 6.2
vehicle: 레이 밴 (12가 3456)
tuning_hammer: Hale 3-piece, 팁 #2
""",
"docs/references/workshop.md": FM("작업실", "작업실, 주소, workshop, 위치", "2025-01-08", "2025-10-10") + """# 작업실
- 작업실: 마포구 성산동 (지하 1층, 방음 부스)
- 택배 수령은 평일 10–17시
""",
"docs/risks/humidity.md": FM("Humidity", "humidity, RH, pitch raise, 습도", "2025-03-02", "2025-08-19") + """# Humidity rules
- Target RH 45–55 %
- refuse pitch raise if RH > 65% (strings break, pin block stress)
- bring the hygrometer to every hall job
""",
"tasks/lessons.md": """# 교훈
- 그랜드 견적은 20만원 기준으로 안내 (피치 레이즈 별도)
- 겨울에 건반 뻑뻑하면 먼저 습도 확인 → 부싱 건드리기 전에 가습기 24h
- 학교는 세금계산서 월말 발행 필수
""",
"tasks/todo.md": """# TODO
- [ ] IBK홀 다음 방문 12/8 (2주 간격)
- [ ] Renner 3월 주문 리스트
- [x] tools.md 앱 버전 업데이트
""",
S+"2025-03-11-price-review.md": """# 2025-03-11
- 앱 교체 검토, 일단 유지
tuning_app: TuneLab 2024
- 요금 동결
""",
S+"2026-05-08-move.md": """# Session 2026-05-08 (notes for Dana, EN)
- workshop moved to Goyang (Ilsan), new unit near Baekseok stn, since May 2
- grand tuning price raised to ₩200,000 (VAT excl.) from June
- parcels: same hours
""",
S+"2026-06-20-suzuki.md": """# 2026-06-20 스즈키 부품 메모
- 弦は浜松の鈴木楽器部品から直接仕入れに切替（2026年5月〜）。送料込みで삼익より安い
- 担当: 鈴木さん, 메일은 일본어로
""",
S+"2026-10-15-ibk.md": """# 2026-10-15 IBK홀 계약 갱신
- IBK홀 계약 갱신 — 격주 화요일로 변경 (예산 삭감)
- 시간은 그대로 오전 9시
""",
S+"2026-11-26-weekly.md": """# 2026-11-26 주간
- 업라이트 조율 요금 13만원으로 인상 (11/15부터 적용, 학교 할인가는 동결)
- 세화여고 담당자 바뀜 → 박서연 선생님 (김민정 선생님 휴직)
- 이제 주말 출장은 더 이상 받지 않음 (허리)
- 습도 60% 넘으면 피치 레이즈 안 함 — 기준 강화
""",
}
Q = [
("ko", "업라이트 조율 지금 얼마 받아?", [(S+"2026-11-26-weekly.md", "13만원으로 인상"), ("MEMORY.md", "업라이트 13만")]),
("en", "How much do we charge to tune a grand?", [(S+"2026-05-08-move.md", "₩200,000"), ("tasks/lessons.md", "20만원 기준")]),
("ko", "피아노 현은 요즘 어디서 받아?", [(S+"2026-06-20-suzuki.md", "浜松"), ("MEMORY.md", "하마마쓰")]),
("ko", "IBK홀 조율 주기가 어떻게 돼?", [(S+"2026-10-15-ibk.md", "격주 화요일"), ("tasks/todo.md", "2주 간격")]),
("ko", "세화여고 연락은 누구한테 해?", [(S+"2026-11-26-weekly.md", "박서연")]),
("en", "Can a customer book us for a Saturday morning?", [(S+"2026-11-26-weekly.md", "주말 출장은 더 이상"), ("MEMORY.md", "주말 출장 중단")]),
("en", "Above what humidity do we skip pitch raises?", [(S+"2026-11-26-weekly.md", "습도 60%"), ("MEMORY.md", "RH>60")]),
("ko", "조율할 때 쓰는 앱 버전?", [("docs/references/tools.md", "tuning_app")]),
("en", "What's the workshop address these days?", [(S+"2026-05-08-move.md", "Goyang")]),
("ko", "학교 단체로 하면 업라이트 얼마?", [("docs/domain/pricing.md", "학교 단체 할인"), (S+"2026-11-26-weekly.md", "13만원으로 인상")]),
("ko", "롯데콘서트홀은 언제 가?", [("docs/references/schedule.md", "롯데콘서트홀")]),
("en", "where do hammers come from and when do we order", [("docs/references/parts-suppliers.md", "Renner")]),
("ko", "대원초는 누구랑 얘기해?", [("docs/domain/clients.md", "대원초")]),
("en", "keys sticking in winter — what do I check first?", [("tasks/lessons.md", "겨울에")]),
("ja", "グランドの弦を全部張り替えるといくら？", [("docs/domain/pricing.md", "전체 현 교체")]),
]
P = [
("conflict", "Upright tuning price", ("docs/domain/pricing.md", "업라이트 조율: 12만원"), (S+"2026-11-26-weekly.md", "13만원으로 인상"), "b", "price", "topic '12만원' vs newer weekly '13만원으로 인상'"),
("conflict", "Grand tuning price", (S+"2026-05-08-move.md", "₩200,000"), ("docs/domain/pricing.md", "그랜드 조율"), "a", "price", "English '₩200,000' vs Korean table row '18만원'"),
("conflict", "String supplier", ("docs/references/parts-suppliers.md", "삼익부품 (인천)"), (S+"2026-06-20-suzuki.md", "浜松"), "b", "vendor", "Korean topic '삼익부품' vs Japanese session '浜松の鈴木楽器部品に切替'"),
("conflict", "IBK hall visit frequency", (S+"2026-10-15-ibk.md", "격주 화요일"), ("docs/references/schedule.md", "매주 화요일"), "a", "frequency", "'매주 화요일' vs '격주 화요일로 변경'"),
("conflict", "Sehwa girls' school contact", ("docs/domain/clients.md", "세화여고 담당"), (S+"2026-11-26-weekly.md", "박서연"), "b", "person", "김민정 → 박서연"),
("conflict", "Weekend call-outs", (S+"2026-11-26-weekly.md", "주말 출장은 더 이상"), ("AGENTS.md", "주말 출장 조율 받음"), "a", "policy", "'주말 출장 조율 받음 (토요일 오전만)' vs weekly '이제 주말 출장은 더 이상 받지 않음'"),
("conflict", "Humidity limit for pitch raise", ("docs/risks/humidity.md", "refuse pitch raise"), (S+"2026-11-26-weekly.md", "습도 60%"), "b", "number", "English 'RH > 65%' vs Korean '60% 넘으면'"),
("conflict", "Tuning app", ("docs/references/tools.md", "tuning_app"), (S+"2025-03-11-price-review.md", "tuning_app"), "a", "software", "same key, recency only via last_used 2026-09-30 vs file date 2025-03-11"),
("conflict", "Workshop location", (S+"2026-05-08-move.md", "Goyang"), ("docs/references/workshop.md", "성산동"), "a", "place", "English 'moved to Goyang (Ilsan)' vs Korean '마포구 성산동'"),
("agree", "Upright 13만", ("MEMORY.md", "업라이트 13만"), (S+"2026-11-26-weekly.md", "13만원으로 인상"), None, "price", "shorthand vs sentence"),
("agree", "Grand 200k", (S+"2026-05-08-move.md", "₩200,000"), ("tasks/lessons.md", "20만원 기준"), None, "price", "₩200,000 vs 20만원"),
("agree", "IBK every two weeks", ("tasks/todo.md", "2주 간격"), (S+"2026-10-15-ibk.md", "격주 화요일"), None, "frequency", "'2주 간격' vs '격주'"),
("agree", "Suzuki strings", (S+"2026-06-20-suzuki.md", "浜松"), ("MEMORY.md", "하마마쓰"), None, "vendor", "Japanese vs Korean transliteration"),
("agree", "RH 60", ("MEMORY.md", "RH>60"), (S+"2026-11-26-weekly.md", "습도 60%"), None, "number", "English shorthand vs Korean"),
("unrelated", "Upright price, school discount", ("docs/domain/pricing.md", "학교 단체 할인"), (S+"2026-11-26-weekly.md", "13만원으로 인상"), None, "price", "school discount vs regular upright"),
("unrelated", "Hall schedules", ("docs/references/schedule.md", "롯데콘서트홀"), (S+"2026-10-15-ibk.md", "격주 화요일"), None, "frequency", "Lotte hall vs IBK hall"),
("unrelated", "School contacts", ("docs/domain/clients.md", "대원초"), (S+"2026-11-26-weekly.md", "박서연"), None, "person", "other school"),
("unrelated", "Part suppliers", ("docs/references/parts-suppliers.md", "Renner"), (S+"2026-06-20-suzuki.md", "浜松"), None, "vendor", "hammers vs strings"),
]
