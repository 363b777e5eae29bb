from common import Q, P
WS = "h5b-w1-claw-stack-ko-hotel"
LAYOUT = "claw-stack"
LANGS = ["ko", "en"]
DESC = "호텔 해운 부산(해운대 본관 + 서면 별관) 프런트데스크 에이전트의 claw-stack 메모리: 체크인/아웃 정책, PMS 이전, 셔틀, 키카드, 야간 근무자, OTA 채널. 대부분 한국어, 일부 영어 세션(외국인 매니저 작성)."
F = {}
F["AGENTS.md"] = """# AGENTS.md — 프런트 에이전트 규칙

- 투숙객 개인정보(여권번호, 카드번호)는 메모리에 절대 적지 말 것
- 정책 바뀌면 docs/ 토픽 파일 먼저 고치고, 못 고치면 세션 노트에 `TODO: sync` 남기기
- 답변은 한국어 기본, 외국인 스태프가 물으면 영어
- 요금/시간은 항상 KST 기준
"""
F["MEMORY.md"] = """# MEMORY.md — Hotel Haeun Busan front desk

> 인덱스만. 상세는 docs/. 5k 미만 유지. 마지막 정리 2026-11-21.

## Pointers
| 영역 | 파일 | 메모 |
|---|---|---|
| 체크인/아웃, 요금 | docs/domain/policies.md | late c/o, 조식 |
| 셔틀 | docs/domain/shuttle.md | 김해공항, 해운대역 |
| 시스템 | docs/references/systems.md | PMS, 키카드, Wi-Fi |
| 사람 | docs/references/people.md | 매니저, 야간 |
| 벤더 | docs/references/vendors.md | OTA, 세탁 |
| 주차 | docs/references/parking.md | 발렛, 자주식 |
| 리스크 | docs/risks/overbooking.md, docs/risks/noshow.md | |

## Quick facts
- 본관 = 해운대 (118실), 별관 = 서면 (42실)
- breakfast 6:30-10 on 2F (Onsaemiro), 주말도 동일
- 프런트 내선 `0`
- 컨시어지 내선 `7`
- extra bed ₩40,000 (1개까지)
- incidental hold KRW 100,000 per night (card pre-auth)
- lost & found: keep 90 days then donate/discard
"""
F["memory-map.md"] = """# memory-map

| Keyword | Category | File |
|---|---|---|
| 체크인, check-in, late checkout, 조식 | domain | docs/domain/policies.md |
| 셔틀, shuttle, 공항 | domain | docs/domain/shuttle.md |
| 단체, group, 블록 | domain | docs/domain/groups.md |
| PMS, Opera, 키카드, VingCard, wifi | references | docs/references/systems.md |
| 매니저, 야간, night audit | references | docs/references/people.md |
| OTA, channel manager, 세탁 | references | docs/references/vendors.md |
| 발렛, parking | references | docs/references/parking.md |
| 오버부킹, walk | risks | docs/risks/overbooking.md |
| 노쇼, no-show | risks | docs/risks/noshow.md |
"""
F["docs/domain/policies.md"] = """---
title: 체크인/체크아웃 정책
keywords: [체크인, 체크아웃, late checkout, 조식, 보증금]
created: 2025-02-11
last_used: 2026-06-30
---
# 정책 (본관 기준)

- 체크인 15:00 / 체크아웃 11:00
- 얼리 체크인은 객실 있을 때만, 무료

| 항목 | 조건 | 요금 |
|---|---|---|
| 레이트 체크아웃 | ~14시 | 3만원 |
| 레이트 체크아웃 | ~18시 | 1박 요금 50% |
| 엑스트라 베드 | 1개 | 4만원 |

- 보증금(incidental) 1박당 10만원 카드 pre-auth
- 조식 06:30–10:00 (2층 '온새미로')
- 반려동물 불가 (안내견 예외)
"""
F["docs/domain/shuttle.md"] = """---
title: 셔틀 운행
keywords: [셔틀, shuttle, 김해공항, 해운대역]
created: 2025-03-02
last_used: 2026-05-19
---
# 셔틀

- 김해공항 셔틀: 매시간 정시 출발 (07:00~21:00), 로비 앞
- 해운대역 셔틀: 30분 간격, 08:00~20:00
- 기사님 연락처는 프런트 PC 바탕화면 `셔틀.xlsx`
- 예약 필수 아님, 공항행은 전날 예약 권장
"""
F["docs/domain/groups.md"] = """---
title: 단체 예약
keywords: [단체, group, 블록, 컷오프]
created: 2025-04-20
last_used: 2025-12-02
---
# 단체

- 단체 = 10실 이상 (그 미만은 일반 예약)
- 블록 컷오프: 도착 21일 전
- 단체 체크인은 별도 테이블(로비 왼쪽)에서
- 서면 별관은 단체 안 받음
"""
F["docs/references/systems.md"] = """---
title: 프런트 시스템
keywords: [PMS, Opera, 키카드, VingCard, wifi, 인코더]
created: 2025-02-11
last_used: 2026-04-07
---
# Systems

- PMS: Opera V5 (on-prem, 서버실 B1)
- 키카드: VingCard (ASSA ABLOY) Visionline, 인코더는 2번 데스크
- Guest Wi-Fi 비번 매주 월요일 변경 → 객실 안내문 교체
- SSID 게스트 `HAEUN_GUEST`, 직원용 `HAEUN_STAFF`
- 결제 단말: KIS 정보통신
"""
F["docs/references/people.md"] = """---
title: 사람들
keywords: [매니저, 야간, night audit, 연락처]
created: 2025-02-11
last_used: 2026-03-15
---
# People

- 총지배인: 한지우
- 프런트 매니저: Daniel Ortega (영어, 한국어 조금)
- 야간 매니저: 정민호
- 하우스키핑 팀장: 오순자
- 서면 별관 담당: 배유진
"""
F["docs/references/vendors.md"] = """---
title: 벤더
keywords: [OTA, channel manager, 세탁, linen]
created: 2025-02-20
last_used: 2025-06-10
---
# Vendors

channel_manager: SiteMinder
laundry: 해운린넨 (월/목 수거)
OTA 비중: 야놀자 > 아고다 > 부킹닷컴
"""
F["docs/references/parking.md"] = """---
title: 주차
keywords: [발렛, parking, 주차]
created: 2025-03-02
last_used: 2026-02-14
---
# 주차

- 발렛 주차 1박 20,000원 (본관만)
- 자주식: 투숙객 무료 1대, B2~B4
- 서면 별관: 제휴 주차장 1박 15,000원
"""
F["docs/risks/overbooking.md"] = """---
title: 오버부킹 / walk
keywords: [오버부킹, walk, overbooking]
created: 2025-05-05
last_used: 2026-08-20
---
# Overbooking

- walk 대상 호텔: 파라다이스 제외, 근처 '시타딘' 우선
- walk 시 택시비 + 첫날 숙박비 우리가 부담
- 매니저 승인 없이 walk 금지
"""
F["docs/risks/noshow.md"] = """---
title: 노쇼
keywords: [노쇼, no-show, 위약금]
created: 2025-05-05
last_used: 2026-01-09
---
# No-show

- 노쇼 판정: 다음날 새벽 2시 night audit 시점
- 위약금: 첫날 1박 요금 100%
- OTA 예약은 OTA 규정 따름
"""
F["tasks/lessons.md"] = """# Lessons

- 2025-08: 공항 셔틀 만석 민원 → 공항행 전날 예약 권장 문구 추가
- 2026-01: 노쇼 처리 전에 OTA 메시지함 꼭 확인 (늦은 도착 메시지 놓침)
- 2026-07: late c/o 요금 안내할 때 세금 포함인지 꼭 말하기 (포함임)
"""
F["tasks/todo.md"] = """# TODO

- [ ] policies.md 체크인 시간 업데이트 (세션 2026-10-14 참조)
- [ ] systems.md PMS 줄 정리
- [x] 안내견 정책 문구 영문화
"""
F["tasks/sessions/2026-08-03-opera-cloud.md"] = """# Session 2026-08-03 — PMS 이전

- Opera Cloud로 이전 완료, V5 서버는 read-only로 9월까지 유지
- 로그인은 SSO(구글 워크스페이스)
- 예약번호 체계 그대로
"""
F["tasks/sessions/2026-09-22-shuttle-budget.md"] = """# Session 2026-09-22 (Daniel, EN)

- Budget cut from HQ: the airport shuttle now runs every two hours, first one 07:00, last 21:00
- Station shuttle (Haeundae stn) unchanged
- Sign at lobby updated, website still says hourly -> ask 마케팅
"""
F["tasks/sessions/2026-10-14-checkin-time.md"] = """# Session 2026-10-14

- 본관 체크인 시작 14:00으로 당김 (was 15:00), 11월 1일부터 적용
- 서면 별관 체크인은 16:00 유지 (청소 인력 부족)
- 채널 매니저 설정에도 반영함
"""
F["tasks/sessions/2026-11-02-night-staff.md"] = """# Session 2026-11-02

- 민호 님 10월 말 퇴사. 야간 매니저는 이제 Sarah Kwon (권사라), 일~목
- 금/토 야간은 Daniel이 임시로
- night audit 시간 변동 없음
"""
F["tasks/sessions/2026-11-20-rates-wifi.md"] = """# Session 2026-11-20 (Daniel)

- late checkout till 2pm is now KRW 40,000 (was 30k). 6pm option unchanged
- We no longer rotate the guest wifi password weekly; switched to per-room codes printed on the key sleeve
- key encoder moved from desk 2 to desk 1 (desk 2 is now the group table overflow)
- channel_manager: STAAH
- group = 8+ rooms from now on (HQ memo), cut-off still 21 days
"""
Qs = [
 Q("ko", "본관은 지금 몇 시부터 체크인 돼?", [("tasks/sessions/2026-10-14-checkin-time.md","본관 체크인 시작 14:00")], "ko"),
 Q("en", "How much do we charge a guest who wants to stay until 2 in the afternoon?", [("tasks/sessions/2026-11-20-rates-wifi.md","late checkout till 2pm")], "en"),
 Q("ko", "레이트 체크아웃 요금에 세금이 들어가 있나?", [("tasks/lessons.md","세금 포함인지")], "ko"),
 Q("en", "Which property management system is the desk on these days?", [("tasks/sessions/2026-08-03-opera-cloud.md","Opera Cloud로 이전 완료")], "ko"),
 Q("ko", "공항 가는 셔틀 배차 간격이 어떻게 돼?", [("tasks/sessions/2026-09-22-shuttle-budget.md","every two hours")], "en"),
 Q("en", "Who's covering the night manager role on weeknights now?", [("tasks/sessions/2026-11-02-night-staff.md","Sarah Kwon")], "ko"),
 Q("ko", "키카드 만드는 기계 어느 데스크에 있어?", [("tasks/sessions/2026-11-20-rates-wifi.md","key encoder moved")], "en"),
 Q("en", "Do we still change the guest Wi-Fi password every Monday?", [("tasks/sessions/2026-11-20-rates-wifi.md","no longer rotate the guest wifi")], "en"),
 Q("en", "What's the valet charge per night at the main building?", [("docs/references/parking.md","발렛 주차 1박")], "ko"),
 Q("ko", "카드 보증금은 1박에 얼마 잡아?", [("docs/domain/policies.md","보증금(incidental)"),("MEMORY.md","incidental hold")], "ko"),
 Q("en", "Which channel manager are the OTA rates pushed through right now?", [("tasks/sessions/2026-11-20-rates-wifi.md","channel_manager: STAAH")], "en"),
 Q("ko", "서면 별관은 몇 시 체크인이야?", [("tasks/sessions/2026-10-14-checkin-time.md","서면 별관 체크인은 16:00")], "ko"),
 Q("en", "If we oversell, which nearby hotel do we send guests to first?", [("docs/risks/overbooking.md","시타딘")], "ko"),
 Q("ko", "몇 실부터 단체로 쳐?", [("tasks/sessions/2026-11-20-rates-wifi.md","group = 8+ rooms")], "en"),
 Q("en", "When is a reservation officially marked as a no-show?", [("docs/risks/noshow.md","노쇼 판정")], "ko"),
 Q("en", "How long do we hold on to lost property?", [("MEMORY.md","lost & found")], "en"),
]
Ps = [
 P("conflict","Main building check-in time",("docs/domain/policies.md","체크인 15:00"),("tasks/sessions/2026-10-14-checkin-time.md","본관 체크인 시작 14:00"),"b","time","ko","topic '체크인 15:00' vs newer session '14:00으로 당김 (was 15:00)'"),
 P("conflict","Late checkout (2pm) fee",("tasks/sessions/2026-11-20-rates-wifi.md","late checkout till 2pm"),("docs/domain/policies.md","| 레이트 체크아웃 | ~14시 |"),"a","price","en-ko","English 'KRW 40,000 (was 30k)' vs Korean table row '3만원'"),
 P("conflict","Which PMS",("docs/references/systems.md","PMS: Opera V5"),("tasks/sessions/2026-08-03-opera-cloud.md","Opera Cloud로 이전 완료"),"b","system","ko","'Opera V5 (on-prem)' vs 'Opera Cloud로 이전 완료, V5 read-only'"),
 P("conflict","Airport shuttle frequency",("tasks/sessions/2026-09-22-shuttle-budget.md","every two hours"),("docs/domain/shuttle.md","김해공항 셔틀"),"a","frequency","en-ko","'every two hours' vs '매시간 정시 출발'"),
 P("conflict","Night manager",("docs/references/people.md","야간 매니저: 정민호"),("tasks/sessions/2026-11-02-night-staff.md","Sarah Kwon"),"b","person","ko","people list '정민호' vs session '민호 님 퇴사 … Sarah Kwon (권사라)'"),
 P("conflict","Key card encoder location",("tasks/sessions/2026-11-20-rates-wifi.md","key encoder moved"),("docs/references/systems.md","인코더는 2번 데스크"),"a","place","en-ko","'moved from desk 2 to desk 1' vs '인코더는 2번 데스크'"),
 P("conflict","Guest Wi-Fi password rotation",("docs/references/systems.md","매주 월요일 변경"),("tasks/sessions/2026-11-20-rates-wifi.md","no longer rotate the guest wifi"),"b","policy","en-ko","'비번 매주 월요일 변경' vs 'We no longer rotate … per-room codes'"),
 P("conflict","Channel manager (key: value, dates only)",("tasks/sessions/2026-11-20-rates-wifi.md","channel_manager: STAAH"),("docs/references/vendors.md","channel_manager: SiteMinder"),"a","vendor","en","same key `channel_manager:`; vendors.md last_used 2025-06-10 vs session file dated 2026-11-20"),
 P("conflict","Group booking threshold",("docs/domain/groups.md","단체 = 10실 이상"),("tasks/sessions/2026-11-20-rates-wifi.md","group = 8+ rooms"),"b","number","en-ko","'단체 = 10실 이상' vs 'group = 8+ rooms from now on (HQ memo)'"),
 P("agree","Breakfast hours",("docs/domain/policies.md","조식 06:30"),("MEMORY.md","breakfast 6:30-10"),None,"time","en-ko","'조식 06:30–10:00 (2층 온새미로)' vs 'breakfast 6:30-10 on 2F'"),
 P("agree","Incidental hold per night",("MEMORY.md","incidental hold"),("docs/domain/policies.md","보증금(incidental)"),None,"price","en-ko","'KRW 100,000 per night' vs '1박당 10만원'"),
 P("agree","Group cut-off days",("docs/domain/groups.md","블록 컷오프"),("tasks/sessions/2026-11-20-rates-wifi.md","group = 8+ rooms"),None,"number","en-ko","'컷오프: 도착 21일 전' vs 'cut-off still 21 days'"),
 P("agree","Station shuttle unchanged",("docs/domain/shuttle.md","해운대역 셔틀"),("tasks/sessions/2026-09-22-shuttle-budget.md","Station shuttle"),None,"frequency","en-ko","'해운대역 셔틀: 30분 간격' vs 'Station shuttle (Haeundae stn) unchanged'"),
 P("agree","Extra bed price",("docs/domain/policies.md","엑스트라 베드"),("MEMORY.md","extra bed"),None,"price","en-ko","table '4만원' vs '₩40,000'"),
 P("unrelated","Check-in time, different building",("tasks/sessions/2026-10-14-checkin-time.md","본관 체크인 시작"),("tasks/sessions/2026-10-14-checkin-time.md","서면 별관 체크인은"),None,"time","ko","main building 14:00 vs Seomyeon annex 16:00 — different site"),
 P("unrelated","Parking per-night price, different lot",("docs/references/parking.md","발렛 주차 1박"),("docs/references/parking.md","제휴 주차장 1박"),None,"price","ko","valet 20,000원 at main vs partner lot 15,000원 at annex"),
 P("unrelated","Phone extension, different desk",("MEMORY.md","프런트 내선"),("MEMORY.md","컨시어지 내선"),None,"id","ko","front desk ext 0 vs concierge ext 7 — different desk"),
 P("unrelated","Policy table rows, different item",("docs/domain/policies.md","| 레이트 체크아웃 | ~18시 |"),("docs/domain/policies.md","| 엑스트라 베드 |"),None,"price","ko","table rows: 6pm late checkout (50% of rate) vs extra bed 4만원 — different item"),
]
