WS = "w01-claw-stack-songdo-pool"
LAYOUT = "claw-stack"
LANGS = ["en", "ko"]
DESC = "Ops assistant for a municipal swimming pool in Incheon (송도 시립수영장, 'SMP'): water chemistry, lane schedule, fees, lifeguards, kiosk/turnstile systems. Aquatics manager writes English; deputy manager writes Korean session notes."
FILES = {
"AGENTS.md": """
# AGENTS.md — SMP ops agent
- Read MEMORY.md first, then memory-map.md to find the right doc.
- Sessions go in tasks/sessions/YYYY-MM-DD-slug.md. Don't edit old sessions, add a new one.
- 한국어 메모 OK. 부매니저(정하린)는 한국어로 씀.
- Never post water test results to the public board without Hyun-woo's ok.
""",
"MEMORY.md": """
# MEMORY — Songdo Municipal Pool (SMP)

## Facility
- main pool 50 m x 10 lanes, depth 1.2–1.8 m; teaching pool 25 m x 6 lanes; toddler pool
- owner: Incheon Facilities Corp (인천시설공단); we're the ops team on site
- manager (me/user): Liam Tran, aquatics manager. Deputy: 정하린 (Jung Ha-rin)

## Quick facts
- free chlorine target: 1.0–2.0 mg/L, pH 7.2–7.6
- main pool water temp: 28 °C
- early swim (새벽수영) weekdays from 06:00
- adult single entry ₩5,000 (see docs/domain/fees.md)
- head lifeguard: Kim Do-yun
- emergency: call ext. 2119 (front desk relays to 119)

## Systems
- kiosk + turnstiles: `gate-ctl` service on the front-desk NUC
- bookings: city portal `yeyak.incheon.go.kr` (lessons only)
""",
"memory-map.md": """
# memory map
- docs/domain/fees.md — prices, passes, discounts
- docs/domain/schedule.md — lanes, sessions, lessons
- docs/patterns/water-chemistry.md — dosing, testing
- docs/patterns/filtration.md — backwash, sand filters
- docs/references/systems.md — gate-ctl, kiosk, ports
- docs/references/vendors.md — chemicals, boiler, cleaning
- docs/risks/lifeguard-coverage.md — ratios, staffing
- tasks/ — todo, lessons, sessions
""",
"docs/domain/fees.md": """
---
title: Fees & passes
keywords: [fees, price, pass, 요금, 입장료, discount]
created: 2025-02-11
last_used: 2026-06-30
---
# Fees

| item | price | note |
|---|---|---|
| adult single entry | ₩5,000 | main + teaching pool |
| youth (13–18) single | ₩3,500 | |
| child (<13) single | ₩2,500 | with guardian |
| monthly early-swim pass | ₩75,000 | weekdays 06:00–08:00 |

- seniors 65+ 50% off, ID at desk
- sister pool Yeonsu (연수구민수영장) adult single ₩4,000 — not ours, people ask
- day passes sold at the front kiosk, cash or card
""",
"docs/domain/schedule.md": """
---
title: Lane & session schedule
keywords: [schedule, lanes, early swim, lessons, 시간표]
created: 2025-02-11
last_used: 2026-08-19
---
# Schedule

- early swim (weekdays): 06:00–08:00, 8 lanes lap / 2 lanes walking
- diving pit early session: 07:00–08:00 (Tue/Thu only)
- free swim: 10:00–21:00, lanes 1–4 roped
- kids' lessons: Saturday 10:00, teaching pool
- aqua aerobics: Mon/Wed 19:00, teaching pool
- annual shutdown (drain + tile): 2026-08-03 to 2026-08-16
""",
"docs/patterns/water-chemistry.md": """
---
title: Water chemistry
keywords: [chlorine, pH, 염소, dosing, test kit]
created: 2025-02-14
last_used: 2026-09-02
---
# Water chemistry

- free chlorine 1.0–2.0 mg/L, combined chlorine < 0.4
- pH 7.2–7.6, corrected with CO2 injection (not acid)
- manual test every 2 h with DPD kit, log in the binder + sheet
- main pool temp setpoint 28 °C
- toddler pool setpoint 31 °C
- chlorine supplier: AquaChem Korea, 20 L NaOCl drums
""",
"docs/patterns/filtration.md": """
---
title: Filtration
keywords: [backwash, sand filter, 역세척, filters]
created: 2025-03-02
last_used: 2025-08-30
---
# Filtration

- 4 sand filters (F1–F4), backwash weekly, Monday before opening
- backwash until sight glass clear, ~4 min each
- pressure diff > 0.8 bar = backwash early
""",
"docs/references/systems.md": """
---
title: Systems & ports
keywords: [gate-ctl, kiosk, turnstile, port, NUC]
created: 2025-03-10
last_used: 2025-06-14
---
# Systems

gate_host: frontdesk-nuc.local
gate_port: 9100
kiosk_vendor: PassOn
- restart gate-ctl: `sudo systemctl restart gate-ctl`
- toddler-pool camera NVR on port 9100 too but on the other box (nvr01) — don't mix them up
""",
"docs/references/vendors.md": """
---
title: Vendors
keywords: [vendor, supplier, 업체, boiler, chemicals]
created: 2025-02-20
last_used: 2026-04-02
---
# Vendors
- chlorine (NaOCl): AquaChem Korea, 담당 Mr. Seo, 032-555-0142
- CO2 for pH: Daesung Gas, monthly cylinder swap
- boiler service: Hanil Thermal, quarterly
- deep cleaning: CleanWave, during annual shutdown
""",
"docs/risks/lifeguard-coverage.md": """
---
title: Lifeguard coverage
keywords: [lifeguard, ratio, 안전요원, staffing]
created: 2025-02-11
last_used: 2026-03-15
---
# Lifeguard coverage
- ratio: 1 lifeguard per 25 swimmers in the main pool
- teaching pool: instructor counts as guard during lessons
- head lifeguard: Kim Do-yun (since 2025-03)
- no guard = close the pool section, no exceptions
""",
"tasks/lessons.md": """
# Lessons
- 2025-07-09: combined chlorine crept up after the swim meet — shock dose the same night, not next day.
- 2026-05-21: after the near-miss in lane 7 the city set the ratio to 1 guard per 20 swimmers in the main pool. Update rosters.
- 2026-09-30: 수심 표시 스티커 다시 붙임 — 120cm / 180cm
""",
"tasks/todo.md": """
# todo
- [ ] order spare DPD reagent
- [ ] ask Hanil about boiler noise
- [ ] 강습 신청 안내문 업데이트
""",
"tasks/sessions/2025-09-18-backwash.md": """
# 2025-09-18 backwash audit
- new sand media in F1–F4 installed by CleanWave
- Liam: after the new media we backwash every other week, Monday before opening. Pressure rule stays.
""",
"tasks/sessions/2026-07-14-시간표.md": """
# 2026-07-14 새벽수영 시간 변경 (정하린)
- 민원 많아서 9월부터 평일 새벽수영 05:30 시작으로 당김 (종료 08:00 그대로)
- 다이빙풀 새벽 세션은 그대로 화/목 07:00
- 토요일 오전 10시 어린이 강습 유지, 교육풀
""",
"tasks/sessions/2026-09-01-요금인상.md": """
# 2026-09-01 요금 인상 (정하린)
- 공단 공문: 성인 1회 입장료 6천원으로 인상, 9/1부터
- 청소년 3,500원 그대로, 어린이 2,500원 그대로
- 유리잔류염소 기준 1.0~2.0 ppm 게시판에 다시 붙임
""",
"tasks/sessions/2026-10-06-chemicals.md": """
# 2026-10-06 chemicals
- 염소 공급업체 변경: AquaChem Korea → 한빛케미칼 (계약 10/1부터). 20L 드럼 그대로.
- CO2 still Daesung Gas
- new head lifeguard: 박서연 (Park Seo-yeon) from Oct; Do-yun moved to the Yeonsu pool
""",
"tasks/sessions/2026-11-12-winter.md": """
# 2026-11-12 winter settings
- main pool setpoint lowered to 27.5 °C for winter to save gas (공단 지시)
- toddler pool stays 31 °C
- annual shutdown next year moved to January: 2027-01-11 ~ 2027-01-24 (was August)
- 키오스크: we no longer take cash at the kiosk — card/T-money only, cash at the desk
""",
"tasks/sessions/2026-11-27-gate.md": """
# 2026-11-27 gate-ctl reinstall
gate_host: frontdesk-nuc.local
gate_port: 9443
- TLS now, PassOn asked for it. Old 9100 closed.
- 응급 시 내선 2119 → 프런트에서 119 연결 (변동 없음)
""",
}
Q = [
("en", "What time does the weekday dawn lap session start these days?", ["tasks/sessions/2026-07-14-시간표.md|05:30 시작"], "ko"),
("en", "How much does an adult pay for one swim now?", ["tasks/sessions/2026-09-01-요금인상.md|6천원"], "ko"),
("ko", "지금 염소는 어느 업체에서 받아?", ["tasks/sessions/2026-10-06-chemicals.md|한빛케미칼"], "ko"),
("en", "Who's our head lifeguard right now?", ["tasks/sessions/2026-10-06-chemicals.md|박서연"], "en"),
("ko", "메인풀 안전요원 배치 기준이 몇 명당 한 명이야?", ["tasks/lessons.md|1 guard per 20"], "en"),
("en", "How often do we backwash the sand filters?", ["tasks/sessions/2025-09-18-backwash.md|every other week"], "en"),
("ko", "메인풀 수온 지금 몇 도로 맞춰져 있어?", ["tasks/sessions/2026-11-12-winter.md|27.5"], "en"),
("en", "Which port is the turnstile controller listening on?", ["tasks/sessions/2026-11-27-gate.md|gate_port: 9443"], "en"),
("ko", "키오스크에서 현금 받아?", ["tasks/sessions/2026-11-12-winter.md|no longer take cash"], "en"),
("en", "When is the pool closed for the annual drain-down next time?", ["tasks/sessions/2026-11-12-winter.md|2027-01-11"], "en"),
("ko", "유아풀 물 온도는?", ["docs/patterns/water-chemistry.md|toddler pool setpoint 31", "tasks/sessions/2026-11-12-winter.md|toddler pool stays 31"], "en"),
("en", "What pH range are we supposed to hold and how do we correct it?", ["docs/patterns/water-chemistry.md|pH 7.2–7.6, corrected"], "en"),
("ko", "응급상황이면 내선 몇 번?", ["MEMORY.md|ext. 2119", "tasks/sessions/2026-11-27-gate.md|내선 2119"], "ko"),
("en", "Is there a diving session in the mornings, and on which days?", ["docs/domain/schedule.md|diving pit early", "tasks/sessions/2026-07-14-시간표.md|다이빙풀 새벽"], "en"),
("en", "What does a teenager pay per visit?", ["docs/domain/fees.md|youth (13–18)", "tasks/sessions/2026-09-01-요금인상.md|청소년 3,500원"], "en"),
]
P = [
("conflict", "Weekday early swim start time", "docs/domain/schedule.md|early swim (weekdays): 06:00", "tasks/sessions/2026-07-14-시간표.md|05:30 시작", "b", "time", "en-ko", "topic '06:00–08:00' vs Korean session '05:30 시작으로 당김'"),
("conflict", "Adult single entry price", "tasks/sessions/2026-09-01-요금인상.md|6천원", "docs/domain/fees.md|adult single entry | ₩5,000", "a", "price", "en-ko", "Korean '6천원으로 인상' vs table row ₩5,000"),
("conflict", "Chlorine supplier", "docs/references/vendors.md|chlorine (NaOCl): AquaChem", "tasks/sessions/2026-10-06-chemicals.md|한빛케미칼", "b", "vendor", "en-ko", "vendors list AquaChem vs session 'AquaChem Korea → 한빛케미칼'"),
("conflict", "Head lifeguard", "tasks/sessions/2026-10-06-chemicals.md|박서연", "docs/risks/lifeguard-coverage.md|head lifeguard: Kim Do-yun", "a", "person", "en-ko", "new head lifeguard 박서연 (Park Seo-yeon) vs older 'Kim Do-yun (since 2025-03)'"),
("conflict", "Lifeguard ratio main pool", "docs/risks/lifeguard-coverage.md|1 lifeguard per 25", "tasks/lessons.md|1 guard per 20", "b", "number", "en", "1 per 25 vs lesson dated 2026-05-21 '1 guard per 20'"),
("conflict", "Backwash frequency", "tasks/sessions/2025-09-18-backwash.md|every other week", "docs/patterns/filtration.md|backwash weekly", "a", "frequency", "en", "'every other week' (session 2025-09-18) vs topic weekly (last_used 2025-08-30)"),
("conflict", "Main pool temperature setpoint", "MEMORY.md|main pool water temp: 28", "tasks/sessions/2026-11-12-winter.md|27.5", "b", "number", "en", "MEMORY quick fact 28 °C vs winter session 27.5 °C"),
("conflict", "gate-ctl port", "tasks/sessions/2026-11-27-gate.md|gate_port: 9443", "docs/references/systems.md|gate_port: 9100", "a", "port", "en", "same key: value, recency only from file-name date 2026-11-27 vs last_used 2025-06-14"),
("conflict", "Cash at the kiosk", "docs/domain/fees.md|cash or card", "tasks/sessions/2026-11-12-winter.md|no longer take cash", "b", "policy", "en", "'cash or card' vs 'we no longer take cash at the kiosk'"),
("conflict", "Annual shutdown dates", "tasks/sessions/2026-11-12-winter.md|2027-01-11", "docs/domain/schedule.md|annual shutdown (drain", "a", "date", "en", "moved to January 2027 vs August 2026 dates"),
("agree", "Free chlorine target", "docs/patterns/water-chemistry.md|free chlorine 1.0–2.0 mg/L", "tasks/sessions/2026-09-01-요금인상.md|유리잔류염소", "", "number", "en-ko", "mg/L vs ppm, same range"),
("agree", "Pool depth", "MEMORY.md|depth 1.2–1.8 m", "tasks/lessons.md|120cm / 180cm", "", "number", "en-ko", "1.2–1.8 m vs 120cm / 180cm"),
("agree", "Emergency extension", "MEMORY.md|ext. 2119", "tasks/sessions/2026-11-27-gate.md|내선 2119", "", "number", "en-ko", "same extension, Korean restatement"),
("agree", "Kids' lessons time", "docs/domain/schedule.md|kids' lessons: Saturday 10:00", "tasks/sessions/2026-07-14-시간표.md|토요일 오전 10시", "", "time", "en-ko", "Saturday 10:00 vs 토요일 오전 10시"),
("agree", "Youth price", "docs/domain/fees.md|youth (13–18)", "tasks/sessions/2026-09-01-요금인상.md|청소년 3,500원", "", "price", "en-ko", "₩3,500 vs 3,500원 그대로"),
("unrelated", "Adult price at our pool vs sister pool", "docs/domain/fees.md|sister pool Yeonsu", "tasks/sessions/2026-09-01-요금인상.md|6천원", "", "price", "en-ko", "Yeonsu pool ₩4,000 is a different facility"),
("unrelated", "Main vs toddler pool temperature", "tasks/sessions/2026-11-12-winter.md|27.5", "tasks/sessions/2026-11-12-winter.md|toddler pool stays 31", "", "number", "en", "different pools"),
("unrelated", "Port 9100 on gate-ctl vs NVR", "docs/references/systems.md|nvr01", "tasks/sessions/2026-11-27-gate.md|gate_port: 9443", "", "port", "en", "NVR on another box, not the gate"),
("unrelated", "Early swim vs diving early session", "docs/domain/schedule.md|diving pit early", "tasks/sessions/2026-07-14-시간표.md|05:30 시작", "", "time", "en-ko", "diving session is a different slot"),
]
