WS = "g02-claw-stack-ko-ropeway"
LAYOUT = "claw-stack"
LANGS = ["ko", "en", "ja"]
DESC = "운봉산 로프웨이(곤돌라 1개 노선 + 리프트) 운영팀의 claw-stack 메모리: 운행시간, 요금, 풍속 기준, 정비, 제조사 기술지원. 대부분 한국어, 제조사 엔지니어 세션은 영어, 일본 자매 索道 교류 메모는 일본어."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md
- 시작 시 MEMORY.md → memory-map.md 순서로 읽기
- 세션 기록: tasks/sessions/날짜-주제.md
- 운행 정지/재개 판단은 절대 에이전트가 하지 않음 (운행책임자만)
"""
FILES["MEMORY.md"] = """
# MEMORY — 운봉산 로프웨이

## 요약 (2026-11-22 갱신)
- 노선: 하부역(해발 410m) ↔ 상부역(1,180m), 8인승 곤돌라 46대
- 운행속도 최대 6 m/s, 편도 약 9분
- 제조사: Alpenseil AG (오스트리아), 기술지원 창구 = 영어 메일
- 운행책임자: 도현우 팀장
- 성수기 = 10월 단풍철, 대기 2시간 넘으면 번호표 발급
- 자매 索道: 일본 蔵王 쪽 「ざおう山麓ロープウェイ」 (교류 메모는 일본어)

## 포인터
- 요금 → docs/domain/fares.md
- 풍속/기상 → docs/risks/wind.md
- 정비 → docs/domain/maintenance.md
"""
FILES["memory-map.md"] = """
# memory-map
- docs/domain/fares.md — 요금표
- docs/domain/operations.md — 운행시간, 인원
- docs/domain/maintenance.md — 정비 주기, 로프
- docs/references/contacts.md — 연락처
- docs/references/systems.md — 발권/CCTV 시스템
- docs/risks/wind.md — 풍속 기준
"""
FILES["docs/domain/fares.md"] = """
---
title: 요금표
keywords: [요금, 왕복, fare, ticket]
created: 2025-03-01
last_used: 2025-12-10
---
# 요금 (2025 시즌)
| 구분 | 왕복 | 편도 |
|---|---|---|
| 대인 | 18,000원 | 12,000원 |
| 소인(36개월~초등) | 14,000원 | 9,000원 |
| 경로(65세+) | 15,000원 | 10,000원 |

- 단체(20인+) 10% 할인
- 카드/간편결제만, 현금 안 받음
"""
FILES["docs/domain/operations.md"] = """
---
title: 운행
keywords: [운행시간, 첫차, 막차, 인원]
created: 2025-03-01
last_used: 2026-04-02
---
# 운행
- 평일 운행: 09:00–18:00 (매표 마감 17:20)
- 주말/공휴일: 08:30–18:30
- 동절기(12~2월) 막차 17:00
- 교대: 2교대, 각 조 7명
- 정기 휴무: 매월 둘째 주 화요일
"""
FILES["docs/domain/maintenance.md"] = """
---
title: 정비
keywords: [정비, 로프, 그립, NDT, maintenance]
created: 2025-03-05
last_used: 2025-11-28
---
# 정비
- 그립 분해점검: 매 2,000 운행시간
- 로프 자분탐상(MRT): 1년에 한 번, 외부업체 한국로프검사(주)
- 연간 정밀점검 = 3월 첫째 주, 5일간 운휴
- 예비 모터 점검은 격주
"""
FILES["docs/references/contacts.md"] = """
---
title: 연락처
keywords: [연락처, contact, 담당]
created: 2025-03-01
last_used: 2026-01-15
---
# 연락처
- Alpenseil 기술지원 담당: Jonas Reiter (jonas.r@alpenseil.example)
- 안전관리 담당: 윤서진 (내선 31)
- 상부역 매점 위탁: 산들푸드
"""
FILES["docs/references/systems.md"] = """
---
title: 시스템
keywords: [발권, POS, CCTV, 서버]
created: 2025-04-10
last_used: 2025-10-01
---
# 시스템
ticketing: TixWave v3.2
cctv_nvr: 192.168.40.10
- 발권 서버 백업은 매일 02:00
"""
FILES["docs/risks/wind.md"] = """
---
title: 풍속 기준
keywords: [풍속, wind, 운휴, 감속]
created: 2025-03-01
last_used: 2025-09-20
---
# 풍속 기준 (상부역 풍속계)
- 15 m/s 이상: 감속 운행
- 18 m/s 이상 10분 지속: 운행 중지
- 낙뢰 경보 시 즉시 승객 하차 유도
"""
FILES["tasks/lessons.md"] = """
# 교훈
- 2025-10: 단풍철 번호표는 08:00부터 배부해야 민원 없음
- 2026-02: 결빙 시 상부역 승강장 염화칼슘은 하루 2회
- 2026-07: the anemometer on the top station reads ~1 m/s high after rain, cross-check with the tower mast
"""
FILES["tasks/todo.md"] = """
# TODO
- [ ] fares.md 2026 요금으로 갱신
- [ ] systems.md TixWave 버전 갱신
- [ ] 정비 업체 변경 반영
"""
FILES["tasks/sessions/2026-01-20-alpenseil.md"] = """
# Session 2026-01-20 — Alpenseil remote support
- Jonas Reiter left Alpenseil; our new support engineer is Katrin Moser (katrin.m@alpenseil.example)
- grip teardown interval confirmed: every 2000 operating hours (no change)
- drive firmware stays on 4.7
"""
FILES["tasks/sessions/2026-03-09-wind.md"] = """
# 세션 2026-03-09 — 풍속 기준 개정
- 안전관리위원회 결정: 운행 중지 기준 16 m/s (10분 지속)로 강화, 기존 18 m/s 폐지
- 감속 운행 기준은 13 m/s부터
- 낙뢰 경보 시 하차 유도는 동일
"""
FILES["tasks/sessions/2026-04-28-fares.md"] = """
# 세션 2026-04-28 — 2026 요금
- 5월 1일부터 대인 왕복 2만원으로 인상
- 소인 왕복은 1만4천원 그대로
- 단체 할인 10%는 유지
- 현금 결제 다시 받기로 함 (어르신 민원) — 매표소 1번 창구만
"""
FILES["tasks/sessions/2026-06-11-hours.md"] = """
# 세션 2026-06-11
- 하계(6~8월) 평일 운행 연장: 09:00–19:00, 매표 마감 18:20
- shift crews bumped to 8 people each (Alpenseil audit recommendation)
- 정기 휴무는 이제 매월 셋째 주 화요일 (둘째 주 화요일은 시의회 행사와 겹침)
"""
FILES["tasks/sessions/2026-08-19-zao.md"] = """
# 2026-08-19 蔵王 交流メモ
- ざおう側の点検: ロープ磁気探傷は年2回に増やしたとのこと（うちはまだ年1回）
- 当方の予備モーター点検、毎週に変更した（隔週はやめた）
- 次回交流は2027年2月、山形で
"""
FILES["tasks/sessions/2026-10-02-vendor.md"] = """
# 세션 2026-10-02
- 로프 자분탐상 업체 변경: 한국로프검사(주) → 세원NDT, 2026년 검사분부터
- ticketing upgraded to TixWave v4.0 (mobile QR gates)
- CCTV NVR 주소 변동 없음 192.168.40.10
"""
FILES["tasks/sessions/2026-11-22-peak.md"] = """
# 세션 2026-11-22 — 단풍철 결산
- 최대 대기 2시간 40분 (10/25 토)
- 번호표는 대기 2시간 초과 시 발급 — 기준 유지
- 상부역 매점 위탁사 산들푸드 계약 2027년까지 연장
"""
Q = [
 ("ko", "지금 운행 중지 풍속 기준이 몇이야?", [("tasks/sessions/2026-03-09-wind.md", "16 m/s")], "ko"),
 ("en", "At what wind speed do we start running slower now?", [("tasks/sessions/2026-03-09-wind.md", "13 m/s")], "ko"),
 ("en", "How much is an adult round-trip ticket this year?", [("tasks/sessions/2026-04-28-fares.md", "2만원")], "ko"),
 ("ko", "현금으로 표 살 수 있어?", [("tasks/sessions/2026-04-28-fares.md", "현금 결제 다시")], "ko"),
 ("ko", "Alpenseil 기술지원 담당자 누구야?", [("tasks/sessions/2026-01-20-alpenseil.md", "Katrin Moser")], "en"),
 ("ko", "정기 휴무일이 언제지?", [("tasks/sessions/2026-06-11-hours.md", "셋째 주 화요일")], "ko"),
 ("en", "How many staff per shift crew now?", [("tasks/sessions/2026-06-11-hours.md", "8 people each")], "en"),
 ("ko", "예비 모터 점검 주기?", [("tasks/sessions/2026-08-19-zao.md", "毎週に変更")], "ja"),
 ("en", "Which company does the magnetic rope inspection for us?", [("tasks/sessions/2026-10-02-vendor.md", "세원NDT")], "ko"),
 ("ko", "발권 시스템 버전 뭐 쓰고 있어?", [("tasks/sessions/2026-10-02-vendor.md", "TixWave v4.0")], "en"),
 ("en", "How often do the grips get torn down?", [("docs/domain/maintenance.md", "그립 분해점검"), ("tasks/sessions/2026-01-20-alpenseil.md", "grip teardown")], "ko"),
 ("ko", "소인 왕복 요금은?", [("docs/domain/fares.md", "| 소인"), ("tasks/sessions/2026-04-28-fares.md", "1만4천원")], "ko"),
 ("en", "How long does the queue have to get before we hand out numbered tickets?", [("MEMORY.md", "번호표 발급"), ("tasks/sessions/2026-11-22-peak.md", "번호표는 대기")], "ko"),
 ("ja", "ロープの磁気探傷は年に何回やっていますか？", [("docs/domain/maintenance.md", "1년에 한 번"), ("tasks/sessions/2026-08-19-zao.md", "うちはまだ年1回")], "ko"),
 ("en", "What are the weekday operating hours in summer?", [("tasks/sessions/2026-06-11-hours.md", "09:00–19:00")], "ko"),
]
P = [
 ("conflict", "Stop-operation wind threshold", ("docs/risks/wind.md", "18 m/s 이상"), ("tasks/sessions/2026-03-09-wind.md", "16 m/s"), "b", "number", "ko", "'18 m/s 이상 10분 지속: 운행 중지' vs '16 m/s로 강화, 기존 18 m/s 폐지'"),
 ("conflict", "Slow-down wind threshold", ("tasks/sessions/2026-03-09-wind.md", "13 m/s"), ("docs/risks/wind.md", "15 m/s 이상"), "a", "number", "ko", "'감속 운행 기준은 13 m/s부터' vs older '15 m/s 이상: 감속 운행'"),
 ("conflict", "Adult round-trip fare", ("docs/domain/fares.md", "| 대인"), ("tasks/sessions/2026-04-28-fares.md", "2만원"), "b", "price", "ko", "table row '18,000원' vs prose '왕복 2만원으로 인상' (Korean numeral form)"),
 ("conflict", "Cash payments", ("tasks/sessions/2026-04-28-fares.md", "현금 결제 다시"), ("docs/domain/fares.md", "현금 안 받음"), "a", "policy", "ko", "'현금 안 받음' flipped by '현금 결제 다시 받기로 함'"),
 ("conflict", "Manufacturer support engineer", ("docs/references/contacts.md", "Jonas Reiter"), ("tasks/sessions/2026-01-20-alpenseil.md", "Katrin Moser"), "b", "person", "en-ko", "Korean contacts 'Jonas Reiter' vs English session 'Jonas left; new support engineer Katrin Moser'"),
 ("conflict", "Monthly closure day", ("tasks/sessions/2026-06-11-hours.md", "셋째 주 화요일"), ("docs/domain/operations.md", "둘째 주 화요일"), "a", "date", "ko", "'매월 둘째 주 화요일' vs '이제 매월 셋째 주 화요일'"),
 ("conflict", "Crew size per shift", ("docs/domain/operations.md", "각 조 7명"), ("tasks/sessions/2026-06-11-hours.md", "8 people each"), "b", "number", "en-ko", "Korean '각 조 7명' vs English line in a Korean session 'bumped to 8 people each'"),
 ("conflict", "Spare motor check frequency", ("tasks/sessions/2026-08-19-zao.md", "毎週に変更"), ("docs/domain/maintenance.md", "격주"), "a", "frequency", "ko-ja", "Korean '예비 모터 점검은 격주' vs Japanese '毎週に変更した（隔週はやめた）'"),
 ("conflict", "Rope NDT contractor", ("docs/domain/maintenance.md", "외부업체 한국로프검사"), ("tasks/sessions/2026-10-02-vendor.md", "세원NDT"), "b", "vendor", "ko", "'외부업체 한국로프검사(주)' vs '업체 변경 → 세원NDT'"),
 ("conflict", "Ticketing system version", ("tasks/sessions/2026-10-02-vendor.md", "TixWave v4.0"), ("docs/references/systems.md", "ticketing: TixWave v3.2"), "a", "version", "en-ko", "key: value 'ticketing: TixWave v3.2' vs session 'upgraded to TixWave v4.0'"),
 ("agree", "Grip teardown interval", ("docs/domain/maintenance.md", "그립 분해점검"), ("tasks/sessions/2026-01-20-alpenseil.md", "grip teardown"), None, "frequency", "en-ko", "'매 2,000 운행시간' vs 'every 2000 operating hours' (number formatting)"),
 ("agree", "Child round-trip fare", ("docs/domain/fares.md", "| 소인"), ("tasks/sessions/2026-04-28-fares.md", "1만4천원"), None, "price", "ko", "'14,000원' vs '1만4천원 그대로'"),
 ("agree", "Queue ticket rule", ("MEMORY.md", "번호표 발급"), ("tasks/sessions/2026-11-22-peak.md", "번호표는 대기"), None, "policy", "ko", "same 2-hour rule restated"),
 ("agree", "Annual rope NDT at our line", ("docs/domain/maintenance.md", "1년에 한 번"), ("tasks/sessions/2026-08-19-zao.md", "うちはまだ年1回"), None, "frequency", "ko-ja", "'1년에 한 번' vs 'うちはまだ年1回'"),
 ("agree", "CCTV NVR address", ("docs/references/systems.md", "cctv_nvr:"), ("tasks/sessions/2026-10-02-vendor.md", "CCTV NVR 주소"), None, "address", "en-ko", "'cctv_nvr: 192.168.40.10' vs '주소 변동 없음 192.168.40.10'"),
 ("agree", "Group discount", ("docs/domain/fares.md", "단체(20인+)"), ("tasks/sessions/2026-04-28-fares.md", "단체 할인 10%"), None, "price", "ko", "same 10% group discount"),
 ("unrelated", "Rope NDT frequency at different operators", ("tasks/sessions/2026-08-19-zao.md", "年2回に増やした"), ("docs/domain/maintenance.md", "1년에 한 번"), None, "frequency", "ko-ja", "Zao sister line twice a year vs our line once a year"),
 ("unrelated", "Fares of different passenger classes", ("docs/domain/fares.md", "| 경로"), ("docs/domain/fares.md", "| 소인"), None, "price", "ko", "senior vs child fares"),
 ("unrelated", "Weekday vs weekend hours", ("docs/domain/operations.md", "주말/공휴일"), ("tasks/sessions/2026-06-11-hours.md", "09:00–19:00"), None, "time", "ko", "weekend hours vs summer weekday hours"),
 ("unrelated", "Contract extended vs contract changed", ("tasks/sessions/2026-11-22-peak.md", "산들푸드 계약"), ("tasks/sessions/2026-10-02-vendor.md", "세원NDT"), None, "vendor", "ko", "kiosk concession (산들푸드) vs NDT contractor"),
]
