WS = "h7b-w2-claw-stack-ko-signal-depot"
LAYOUT = "claw-stack"
LANGS = ["ko", "en"]
DESC = "의왕 신호보수 차량기지(가상의 '의왕신호사업소')의 claw-stack 메모리: 선로전환기·궤도회로 점검 주기, 작업 차단 시간, 자재 업체, 당직, 안전 규칙. 대부분 한국어, 독일 연동장치 업체와의 세션 일부 영어."
FILES = {
"AGENTS.md": """
# AGENTS
- 먼저 MEMORY.md, 그다음 memory-map.md
- 세션 로그: tasks/sessions/YYYY-MM-DD-주제.md
- 업체(Siemens Mobility) 관련 메모는 영어로 써도 됨
""",
"MEMORY.md": """
# 의왕신호사업소 메모리
담당 구간: 의왕역 ~ 군포역, 연동장치 2개소 (의왕 CBI, 군포 RRI)
소장 = 한정우. 나는 점검계획/자재 담당 보조 에이전트.

## 빠른 사실
- 선로전환기 정기점검: 격주 (2026-10부터)
- 야간 작업차단: 01:10–04:20
- 당직 번호 내선 3377
- 궤도회로 측정 장비: Megger TCT-2
- 자재 발주: 대아신호 → 상세는 docs/references/vendors.md

## 링크
- 안전 규칙 → docs/risks/safety.md
""",
"memory-map.md": """
# memory map
| 주제 | 파일 |
|---|---|
| 점검 주기 | docs/domain/inspection.md |
| 작업 시간 | docs/domain/possession.md |
| 업체 | docs/references/vendors.md |
| 연락처 | docs/references/contacts.md |
| 안전 | docs/risks/safety.md |
""",
"docs/domain/inspection.md": """
---
title: 점검 주기
keywords: [선로전환기, 궤도회로, 점검, 주기, point machine, track circuit]
created: 2025-01-20
last_used: 2025-11-04
---
# 점검 주기
| 설비 | 주기 | 비고 |
|---|---|---|
| 선로전환기 (MJ81) | 매주 | 전환력 측정 포함 |
| 궤도회로 (AF) | 월 1회 | 션트 감도 0.15Ω |
| 신호기 LED | 분기 1회 | |
- 전환력 기준: 3.0 kN 이하
- 건널목 경보기 점검은 보선팀 담당 (우리 아님)
""",
"docs/domain/possession.md": """
---
title: 작업 차단 시간
keywords: [차단, 야간작업, possession, 작업시간]
created: 2025-01-20
last_used: 2025-08-11
---
# 야간 작업차단
- 의왕~군포 상하선: 00:50–04:20
- 군포 구내 측선: 23:30–05:00 (열차 없음)
- 차단 신청은 전날 15시까지 관제에 팩스
- 작업책임자 1명 + 열차감시원 1명 필수
""",
"docs/references/vendors.md": """
---
title: 자재 업체
keywords: [자재, 업체, 발주, vendor, 계전기, relay]
created: 2025-02-03
last_used: 2025-06-30
---
# 업체
- 계전기/자재 발주: 한빛레일산업 (담당 오세훈 과장)
- 의왕 CBI 유지보수: Siemens Mobility Korea
- LED 신호등: 대원전기, 단가 38만원/개
- 케이블: 가온전선
""",
"docs/references/contacts.md": """
---
title: 연락처
keywords: [연락처, 당직, 관제, phone, on-call]
created: 2025-01-20
last_used: 2026-02-17
---
# 연락처
- 소장: 한정우 010-4410-2231
- 당직실: 내선 3321
- 관제(구로): 내선 5500
- 군포 RRI 담당: 박미경 주임
""",
"docs/risks/safety.md": """
---
title: 안전 규칙
keywords: [안전, 열차감시원, 접근, 보호구, lookout]
created: 2025-01-20
last_used: 2026-03-02
---
# 안전
- 선로 진입 전 관제 승인 + 작업 차단 확인
- 열차감시원은 작업자 5명당 1명
- 야간 보호구: 반사조끼, 헤드램프, 절연장갑
- 트롤리 사용 시 앞뒤 500 m 방호
""",
"tasks/lessons.md": """
# lessons
- MJ81 전환력 잴 때 온도 기록 같이 (겨울에 높게 나옴)
- 군포 RRI 계전기실 열쇠는 당직실 보관, 의왕 CBI 장비실 열쇠는 소장실
- 궤도회로 션트 감도 기준 0.15 옴 — 0.06 아님 (헷갈림 주의)
- Siemens engineer needs escort + 안전교육 certificate before track access
""",
"tasks/todo.md": """
# todo
- [ ] inspection.md 선로전환기 주기 고치기
- [ ] vendors.md 업체 변경 반영
- [ ] 군포 LED 12개 교체 견적
""",
"tasks/sessions/2025-09-15-led-quote.md": """
# 2025-09-15 LED 견적
- 대원전기 LED 신호등 380,000원/개 재확인
- 군포 측선 차단 23:30~05:00 그대로
- 트롤리 방호 거리 500m 유지
""",
"tasks/sessions/2026-03-09-siemens-visit.md": """
# Session 2026-03-09 Siemens visit (Uiwang CBI)
- CBI software upgraded to v4.2.1 (was 4.1.7)
- Siemens field engineer now Jonas Weber; Katrin moved to Busan project
- Megger TCT-2 calibration due — ask Siemens if they can lend a unit
- Escort + safety cert rule still applies
""",
"tasks/sessions/2026-07-22-차단시간.md": """
# 2026-07-22 차단시간 변경
- 관제 공문: 의왕~군포 상하선 야간 차단 01:10–04:20 으로 단축 (첫차 조정 때문)
- 차단 신청 마감: 이제 전날 14시 (팩스 대신 KORAIL 작업관리시스템 입력)
- 열차감시원 기준은 그대로
""",
"tasks/sessions/2026-10-05-점검주기.md": """
# 2026-10-05 점검주기 조정
- 선로전환기 정기점검 매주 → 격주 (원격 모니터링 설치 완료)
- 계전기 발주처를 대아신호로 변경, 한빛은 계약 종료
- 당직실 내선 3377 로 바뀜 (전화기 교체)
""",
"tasks/sessions/2026-11-18-winter-prep.md": """
# 2026-11-18 동계 대비
- 전환력 기준: 2.8 kN 이하 (본사 지침 개정)
- 융설 히터 12대 점검 완료
- 열차감시원: 작업자 4명당 1명으로 강화
- LED 신호등 단가 41만원으로 올랐음 (대원전기)
- track circuit meter: switched to Fluke 1625-2 kit; Megger went back for calibration, kept as spare
""",
}
R = "tasks/sessions/"
QUESTIONS = [
("ko", "선로전환기 정기점검 지금 얼마나 자주 해?", [(R+"2026-10-05-점검주기.md", "매주 → 격주"), ("MEMORY.md", "선로전환기 정기점검: 격주")], "ko"),
("en", "What's the night possession window on the Uiwang–Gunpo main lines?", [(R+"2026-07-22-차단시간.md", "01:10–04:20 으로 단축"), ("MEMORY.md", "야간 작업차단: 01:10")], "ko"),
("en", "By when do we have to submit a possession request?", [(R+"2026-07-22-차단시간.md", "전날 14시")], "ko"),
("ko", "계전기 자재는 어디에 발주해?", [(R+"2026-10-05-점검주기.md", "대아신호로 변경")], "ko"),
("en", "What's the duty room extension?", [(R+"2026-10-05-점검주기.md", "내선 3377"), ("MEMORY.md", "당직 번호 내선 3377")], "ko"),
("ko", "의왕 CBI 소프트웨어 버전 몇이야?", [(R+"2026-03-09-siemens-visit.md", "v4.2.1")], "en"),
("ko", "지멘스 현장 엔지니어 누구로 바뀌었어?", [(R+"2026-03-09-siemens-visit.md", "Jonas Weber")], "en"),
("en", "Which meter do we use to measure track circuits now?", [(R+"2026-11-18-winter-prep.md", "Fluke 1625-2")], "en"),
("en", "What's the maximum allowed throw force for the point machines?", [(R+"2026-11-18-winter-prep.md", "2.8 kN")], "ko"),
("en", "How many workers per lookout are allowed now?", [(R+"2026-11-18-winter-prep.md", "4명당 1명")], "ko"),
("en", "How much does one LED signal head cost us from Daewon?", [(R+"2026-11-18-winter-prep.md", "41만원")], "ko"),
("en", "Where is the key to the Gunpo relay room kept?", [("tasks/lessons.md", "군포 RRI 계전기실 열쇠")], "ko"),
("ko", "궤도회로 션트 감도 기준값?", [("tasks/lessons.md", "0.15 옴"), ("docs/domain/inspection.md", "| 궤도회로 (AF) |")], "ko"),
("en", "What do Siemens engineers need before going on track?", [("tasks/lessons.md", "Siemens engineer needs escort"), (R+"2026-03-09-siemens-visit.md", "Escort + safety cert")], "en"),
("ko", "트롤리 쓸 때 방호 거리?", [("docs/risks/safety.md", "트롤리 사용 시"), (R+"2025-09-15-led-quote.md", "트롤리 방호")], "ko"),
("en", "Who is responsible for level-crossing alarm inspections?", [("docs/domain/inspection.md", "건널목 경보기")], "ko"),
]
PAIRS = [
("conflict", "선로전환기 점검 주기", ("docs/domain/inspection.md", "| 선로전환기 (MJ81) | 매주 |"), (R+"2026-10-05-점검주기.md", "매주 → 격주"), "b", "frequency", "ko", "표 '매주' vs 세션 '매주 → 격주' (frequency in words)"),
("conflict", "야간 작업차단 시간", (R+"2026-07-22-차단시간.md", "01:10–04:20 으로 단축"), ("docs/domain/possession.md", "의왕~군포 상하선: 00:50"), "a", "time", "ko", "00:50–04:20 vs '01:10–04:20 으로 단축'"),
("conflict", "차단 신청 마감", ("docs/domain/possession.md", "전날 15시까지"), (R+"2026-07-22-차단시간.md", "전날 14시"), "b", "deadline", "ko", "'전날 15시까지 팩스' vs '이제 전날 14시 (시스템 입력)'"),
("conflict", "계전기 발주처", (R+"2026-10-05-점검주기.md", "대아신호로 변경"), ("docs/references/vendors.md", "한빛레일산업"), "a", "vendor", "ko", "vendor 한빛레일산업 vs '대아신호로 변경, 한빛은 계약 종료'"),
("conflict", "당직실 내선", ("docs/references/contacts.md", "당직실: 내선 3321"), (R+"2026-10-05-점검주기.md", "내선 3377"), "b", "phone", "ko", "extension 3321 vs 3377 after phone swap"),
("conflict", "Track circuit meter", ("MEMORY.md", "Megger TCT-2"), (R+"2026-11-18-winter-prep.md", "Fluke 1625-2"), "b", "equipment", "en-ko", "Korean index '측정 장비: Megger TCT-2' vs English line in newest session 'switched to Fluke 1625-2 kit'"),
("conflict", "전환력 기준", (R+"2026-11-18-winter-prep.md", "2.8 kN"), ("docs/domain/inspection.md", "전환력 기준: 3.0 kN"), "a", "threshold", "ko", "same key '전환력 기준' 3.0 kN (last_used 2025-11) vs 2.8 kN in 2026-11-18 session; recency by dates"),
("conflict", "열차감시원 비율", ("docs/risks/safety.md", "작업자 5명당 1명"), (R+"2026-11-18-winter-prep.md", "4명당 1명"), "b", "ratio", "ko", "5명당 1명 vs '4명당 1명으로 강화'"),
("conflict", "LED 신호등 단가", (R+"2026-11-18-winter-prep.md", "41만원"), ("docs/references/vendors.md", "38만원/개"), "a", "price", "ko", "Korean numerals '38만원' vs '41만원으로 올랐음'"),
("agree", "LED price 2025", ("docs/references/vendors.md", "38만원/개"), (R+"2025-09-15-led-quote.md", "380,000원/개"), None, "price", "ko", "'38만원' vs '380,000원' number formatting"),
("agree", "군포 측선 차단", ("docs/domain/possession.md", "군포 구내 측선"), (R+"2025-09-15-led-quote.md", "군포 측선 차단"), None, "time", "ko", "23:30–05:00 restated"),
("agree", "Siemens escort rule", ("tasks/lessons.md", "Siemens engineer needs escort"), (R+"2026-03-09-siemens-visit.md", "Escort + safety cert"), None, "policy", "en", "mixed ko/en lesson vs English session"),
("agree", "Shunt sensitivity", ("tasks/lessons.md", "0.15 옴"), ("docs/domain/inspection.md", "| 궤도회로 (AF) |"), None, "threshold", "ko", "'0.15 옴' vs '0.15Ω'"),
("agree", "Trolley protection distance", ("docs/risks/safety.md", "트롤리 사용 시"), (R+"2025-09-15-led-quote.md", "트롤리 방호"), None, "distance", "ko", "'500 m' vs '500m 유지'"),
("unrelated", "Relay room keys per interlocking", ("tasks/lessons.md", "군포 RRI 계전기실 열쇠"), ("docs/references/contacts.md", "군포 RRI 담당"), None, "site", "ko", "key location vs contact person for same site"),
("unrelated", "Main line vs siding possession", ("docs/domain/possession.md", "군포 구내 측선"), (R+"2026-07-22-차단시간.md", "01:10–04:20 으로 단축"), None, "time", "ko", "siding window vs main-line window"),
("unrelated", "CBI vendor vs relay vendor", ("docs/references/vendors.md", "의왕 CBI 유지보수"), (R+"2026-10-05-점검주기.md", "대아신호로 변경"), None, "vendor", "ko", "different supply category"),
("unrelated", "Track circuit vs point machine interval", ("docs/domain/inspection.md", "| 궤도회로 (AF) |"), (R+"2026-10-05-점검주기.md", "매주 → 격주"), None, "frequency", "ko", "track circuit interval unchanged; only point machines changed"),
]
