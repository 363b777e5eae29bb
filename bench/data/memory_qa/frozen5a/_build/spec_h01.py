WS = "h01-claw-stack-ferry"
LAYOUT = "claw-stack"
LANGS = ["en", "ko"]
DESC = "claw-stack memory of an ops analyst at Gulfline Ferries (Incheon Yeonan pier ↔ Deokjeokdo / Jawoldo / Seungbongdo): timetable, fleet, fares, booking system, fuel, VTS, crew; Korean port staff write some sessions in Korean."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md — Gulfline ops agent

You help Dana (ops analyst, Gulfline Ferries) with timetables, fleet, fares and port paperwork.
- Read MEMORY.md first, then memory-map.md.
- Sessions go in tasks/sessions/YYYY-MM-DD-topic.md. Korean is fine in sessions (port office writes in 한국어).
- Never publish a timetable change without the MOF approval number.
"""
FILES["MEMORY.md"] = """
# MEMORY

## Who / where
- Gulfline Ferries, small island operator, 3 routes out of Incheon
- Office: Yeonan pier passenger terminal, 2nd floor, room 204
- Dana = ops analyst (me = agent for Dana). GM: Kwon Tae-il

## Routes (short)
- Incheon ↔ Deokjeokdo (main), Incheon ↔ Jawoldo, Incheon ↔ Seungbongdo
- peak season mid-July → Aug 20, extra sailings

## Pointers
- timetable → docs/domain/timetable.md
- fleet → docs/domain/fleet.md
- fares → docs/domain/fares.md
- systems / booking → docs/references/systems.md
- radio + VTS → docs/references/radio.md
- people → docs/references/people.md
- weather rules → docs/risks/weather.md

## Rules of thumb
- always quote fares in KRW, card + cash both accepted on board
- port dues go to IPA every month (invoice arrives ~5th)
"""
FILES["memory-map.md"] = """
# memory map
| area | file | notes |
|---|---|---|
| timetable | docs/domain/timetable.md | winter/summer |
| fleet | docs/domain/fleet.md | 3 hulls |
| fares | docs/domain/fares.md | adult/child/resident |
| fuel | docs/domain/fuel.md | bunker supplier |
| systems | docs/references/systems.md | booking, AIS |
| radio | docs/references/radio.md | VTS ch |
| people | docs/references/people.md | |
| weather | docs/risks/weather.md | cancel rules |
| drills | docs/patterns/safety-drills.md | |
"""
FILES["docs/domain/timetable.md"] = """
---
title: Timetable
keywords: [sailing, departure, 출항, 시간표, first boat]
created: 2025-02-11
last_used: 2025-09-30
---
# Timetable (summer 2025 base)

- First sailing from Incheon (Yeonan pier): 08:30 daily
- First sailing from Deokjeokdo back to Incheon: 07:10
- Last sailing from Deokjeokdo: 16:40
- Jawoldo leg departs 10 min after Deokjeokdo arrival
- Seungbongdo: Tue/Thu/Sat only
"""
FILES["docs/domain/fleet.md"] = """
---
title: Fleet
keywords: [vessel, hull, capacity, 정원, MV]
created: 2025-02-11
last_used: 2025-11-02
---
# Fleet

| vessel | built | pax | notes |
|---|---|---|---|
| MV Kestrel | 2014 | 180 | fast cat, main Deokjeokdo boat |
| MV Sea Lark | 2009 | 240 | monohull |
| MV Petrel | 2003 | 96 | spare, winter only |

- MV Sea Lark runs the Jawoldo leg (slow but holds cars)
- drydock: every 2 yrs, Mokpo yard
"""
FILES["docs/domain/fares.md"] = """
---
title: Fares
keywords: [fare, ticket, 요금, adult, resident]
created: 2025-03-04
last_used: 2025-12-15
---
# Fares (one-way, KRW)

| route | adult | child | islander |
|---|---|---|---|
| Incheon–Deokjeokdo | ₩24,500 | ₩12,300 | ₩5,000 |
| Incheon–Jawoldo | ₩19,800 | ₩9,900 | ₩5,000 |
| Incheon–Seungbongdo | ₩21,000 | ₩10,500 | ₩5,000 |

- car (sedan) Jawoldo: ₩45,000 one-way
- charter deposit: ₩500,000, refundable up to 7 days before
"""
FILES["docs/domain/fuel.md"] = """
---
title: Fuel / bunkering
keywords: [bunker, diesel, 급유, supplier]
created: 2025-04-01
last_used: 2025-10-20
---
# Fuel

- bunker fuel from Hanmaru Energy, barge delivery at Yeonan pier, Mon + Thu
- MGO only, no HFO
- price is fixed per quarter; Q3 2025 ₩1,180/L
"""
FILES["docs/references/systems.md"] = """
---
title: Systems
keywords: [booking, ticketing, AIS, POS]
created: 2025-02-12
last_used: 2026-01-20
---
# Systems

- Bookings go through SeaPass (web + kiosk); admin at seapass.example/admin
- AIS tracking: MarineTraffic fleet view
- On-board POS: Toss Place terminals
"""
FILES["docs/references/radio.md"] = """
---
title: Radio / VTS
keywords: [VHF, VTS, channel, 채널]
created: 2025-02-12
last_used: 2025-07-14
---
# Radio

vts_channel: 12
calling_channel: 16
- Incheon VTS call sign "Incheon Port Traffic"
- Daesan VTS (only if diverted south): ch 13
"""
FILES["docs/references/people.md"] = """
---
title: People
keywords: [dispatch, crew, captain, 담당]
created: 2025-02-11
last_used: 2025-08-30
---
# People

- GM: Kwon Tae-il
- Dispatch lead: Park Ji-won (ext 2210)
- Maintenance lead: Lee Dong-hyun
- Captain, MV Kestrel: Capt. Oh Sang-min
"""
FILES["docs/risks/weather.md"] = """
---
title: Weather cancellations
keywords: [wave, wind, cancel, 결항, fog]
created: 2025-03-20
last_used: 2025-12-01
---
# Weather rules

- cancel when forecast significant wave height ≥ 3.0 m (KMA coastal forecast, 06:00 issue)
- wind ≥ 14 m/s sustained → cancel the Jawoldo leg only
- fog: visibility < 1 km → hold at pier, re-check every 30 min
"""
FILES["docs/patterns/safety-drills.md"] = """
---
title: Safety drills
keywords: [drill, muster, 훈련, MOB]
created: 2025-02-20
last_used: 2025-06-03
---
# Safety drills

- Safety drill: monthly, first Monday, before the first sailing
- MOB + abandon ship alternate
- log in the bridge book + photo to the ops group chat
"""
FILES["tasks/lessons.md"] = """
# Lessons

- ⚠️ 2025-08-12: never sell Jawoldo car slots beyond 12; ramp queue blocks the pier
- 2026-02-03: check SeaPass/TideTix export timezone (KST vs UTC) before reconciling
- 2026-07-22: IPA 항만시설사용료는 매달 납부 — 늦으면 가산금 3%
"""
FILES["tasks/todo.md"] = """
# TODO
- [ ] update fleet.md for the Kestrel / Sea Lark swap
- [ ] fares.md still shows old adult fare
- [ ] ask Capt. Oh about winter crew rota
"""
FILES["tasks/sessions/2026-08-18-booking-cutover.md"] = """
# Session 2026-08-18 — booking cutover

- switched booking from SeaPass to TideTix (SeaPass contract ended 08-15)
- TideTix admin: tidetix.example/gulfline, kiosks re-flashed
- old SeaPass data exported to drive /archive/seapass
"""
FILES["tasks/sessions/2026-09-09-fleet-swap.md"] = """
# Session 2026-09-09 — fleet swap

- Sea Lark moved to the Seungbongdo run (more deck space for the Tue/Thu/Sat cargo)
- Jawoldo is now covered by MV Kestrel after the Deokjeokdo drop
- Kestrel still seats 180 pax, checked cert
"""
FILES["tasks/sessions/2026-10-05-동절기-시간표.md"] = """
# 2026-10-05 동절기 시간표 (항만 사무실 작성)

- 인천 연안부두 첫 배 09:00으로 변경 (11/1 ~ 2/28 동절기)
- 덕적도 출발 첫 배는 07:10 그대로
- 해수부 승인번호 MOF-2026-1187
- 사무실: 연안부두 여객터미널 2층 204호 (변동 없음)
"""
FILES["tasks/sessions/2026-10-21-vts.md"] = """
# Session 2026-10-21 — VTS notice

Incheon VTS reassigned working channels for the outer harbour.
vts_channel: 14
- updated the bridge cards on Kestrel + Sea Lark; Petrel pending
"""
FILES["tasks/sessions/2026-11-03-요금-인상.md"] = """
# 2026-11-03 요금 / 인력

- 덕적도 성인 편도 2만 6천원으로 인상 (11/1부 적용, TideTix 반영 완료)
- 자월도 성인 요금은 동결
- 배차 담당 이제 한소라 (박지원 육아휴직, 내선 2210 그대로)
- 급유: 더 이상 한마루에너지에서 받지 않음 → SK 인천 터미널에서 탱크로리 급유 (화/금)
"""
FILES["tasks/sessions/2026-11-20-safety.md"] = """
# Session 2026-11-20 — inspection follow-up

- MOF inspector asked for more frequent drills: drills now every two weeks, Mondays
- 기상 결항 기준 강화: 유의파고 2.5m 이상이면 결항 (KMA 06시 예보 기준)
- wind rule for Jawoldo unchanged (14 m/s)
- peak season 2027 planned same as usual: 7월 중순 ~ 8/20
"""

QUESTIONS = [
 ("en", "What time does the first boat leave Incheon this winter?", [("tasks/sessions/2026-10-05-동절기-시간표.md", "첫 배 09:00")], "ko"),
 ("en", "Which boat is doing the Jawoldo run at the moment?", [("tasks/sessions/2026-09-09-fleet-swap.md", "Jawoldo is now covered")], "en"),
 ("ko", "덕적도 어른 편도 요금 지금 얼마야?", [("tasks/sessions/2026-11-03-요금-인상.md", "2만 6천원")], "ko"),
 ("en", "Where do customers book tickets now?", [("tasks/sessions/2026-08-18-booking-cutover.md", "switched booking from SeaPass to TideTix")], "en"),
 ("en", "Who supplies our fuel these days and when are deliveries?", [("tasks/sessions/2026-11-03-요금-인상.md", "SK 인천 터미널")], "ko"),
 ("ko", "인천 VTS 작업 채널 몇 번이야?", [("tasks/sessions/2026-10-21-vts.md", "vts_channel: 14")], "en"),
 ("en", "How often do we run safety drills now?", [("tasks/sessions/2026-11-20-safety.md", "every two weeks")], "en"),
 ("en", "Who's the dispatch lead I should call?", [("tasks/sessions/2026-11-03-요금-인상.md", "배차 담당")], "ko"),
 ("ko", "파고 몇 미터부터 결항이야?", [("tasks/sessions/2026-11-20-safety.md", "유의파고 2.5m")], "ko"),
 ("en", "At what wind speed do we drop the Jawoldo sailing?", [("docs/risks/weather.md", "14 m/s sustained"), ("tasks/sessions/2026-11-20-safety.md", "wind rule for Jawoldo")], "en"),
 ("ko", "전세선 빌릴 때 계약금 얼마 받지?", [("docs/domain/fares.md", "charter deposit")], "en"),
 ("en", "When's the first departure from Deokjeokdo heading back to the mainland?", [("docs/domain/timetable.md", "First sailing from Deokjeokdo"), ("tasks/sessions/2026-10-05-동절기-시간표.md", "07:10 그대로")], "en"),
 ("en", "What's the late penalty if the IPA port dues slip?", [("tasks/lessons.md", "가산금 3%")], "ko"),
 ("ko", "케스트럴호 정원 몇 명이야?", [("docs/domain/fleet.md", "| MV Kestrel | 2014 | 180"), ("tasks/sessions/2026-09-09-fleet-swap.md", "seats 180 pax")], "en"),
 ("ko", "승봉도 배는 무슨 요일에만 다녀?", [("docs/domain/timetable.md", "Seungbongdo: Tue/Thu/Sat only"), ("tasks/sessions/2026-09-09-fleet-swap.md", "Tue/Thu/Sat cargo")], "en"),
 ("en", "Max number of cars we can sell on a Jawoldo sailing?", [("tasks/lessons.md", "beyond 12")], "en"),
]

PAIRS = [
 ("conflict", "First sailing time from Incheon", ("docs/domain/timetable.md", "First sailing from Incheon"), ("tasks/sessions/2026-10-05-동절기-시간표.md", "첫 배 09:00"), "b", "time", "en-ko", "topic '08:30 daily' vs Korean session '첫 배 09:00으로 변경'"),
 ("conflict", "Which vessel runs the Jawoldo leg", ("tasks/sessions/2026-09-09-fleet-swap.md", "Jawoldo is now covered"), ("docs/domain/fleet.md", "MV Sea Lark runs the Jawoldo leg"), "a", "vessel", "en", "newer session 'now covered by MV Kestrel' vs topic bullet 'Sea Lark runs the Jawoldo leg'"),
 ("conflict", "Adult fare Incheon–Deokjeokdo", ("docs/domain/fares.md", "| Incheon–Deokjeokdo |"), ("tasks/sessions/2026-11-03-요금-인상.md", "2만 6천원"), "b", "price", "en-ko", "table row ₩24,500 vs Korean '2만 6천원으로 인상' (Korean numeral wording)"),
 ("conflict", "Booking system", ("tasks/sessions/2026-08-18-booking-cutover.md", "switched booking from SeaPass to TideTix"), ("docs/references/systems.md", "Bookings go through SeaPass"), "a", "system", "en", "'switched from SeaPass to TideTix' vs topic 'Bookings go through SeaPass'"),
 ("conflict", "Fuel supplier", ("docs/domain/fuel.md", "bunker fuel from Hanmaru Energy"), ("tasks/sessions/2026-11-03-요금-인상.md", "더 이상 한마루에너지"), "b", "vendor", "en-ko", "English 'from Hanmaru Energy' vs Korean negation '더 이상 한마루에너지에서 받지 않음' + romanised vs Hangul vendor name"),
 ("conflict", "Incheon VTS working channel", ("tasks/sessions/2026-10-21-vts.md", "vts_channel: 14"), ("docs/references/radio.md", "vts_channel: 12"), "a", "channel", "en", "same key:value, 12 (topic last_used 2025-07-14) vs 14 (session file dated 2026-10-21)"),
 ("conflict", "Safety drill frequency", ("docs/patterns/safety-drills.md", "Safety drill: monthly"), ("tasks/sessions/2026-11-20-safety.md", "every two weeks"), "b", "frequency", "en", "'monthly, first Monday' vs 'now every two weeks, Mondays' (frequency in words)"),
 ("conflict", "Dispatch lead", ("tasks/sessions/2026-11-03-요금-인상.md", "배차 담당"), ("docs/references/people.md", "Dispatch lead: Park Ji-won"), "a", "person", "en-ko", "Korean '배차 담당 이제 한소라' vs English 'Dispatch lead: Park Ji-won'"),
 ("conflict", "Wave-height cancellation threshold", ("docs/risks/weather.md", "wave height ≥ 3.0 m"), ("tasks/sessions/2026-11-20-safety.md", "유의파고 2.5m"), "b", "threshold", "en-ko", "'≥ 3.0 m' vs '2.5m 이상이면 결항'"),
 ("agree", "Office location", ("MEMORY.md", "Office: Yeonan pier"), ("tasks/sessions/2026-10-05-동절기-시간표.md", "사무실: 연안부두"), None, "place", "en-ko", "'Yeonan pier passenger terminal, 2nd floor, room 204' = '연안부두 여객터미널 2층 204호'"),
 ("agree", "Kestrel capacity", ("docs/domain/fleet.md", "| MV Kestrel | 2014 | 180"), ("tasks/sessions/2026-09-09-fleet-swap.md", "seats 180 pax"), None, "capacity", "en", "table row 180 vs 'still seats 180 pax'"),
 ("agree", "Peak season window", ("MEMORY.md", "peak season mid-July"), ("tasks/sessions/2026-11-20-safety.md", "7월 중순 ~ 8/20"), None, "date", "en-ko", "'mid-July → Aug 20' vs '7월 중순 ~ 8/20'"),
 ("agree", "Port dues cadence", ("MEMORY.md", "port dues go to IPA every month"), ("tasks/lessons.md", "매달 납부"), None, "frequency", "en-ko", "'every month' vs '매달 납부'"),
 ("agree", "Jawoldo wind rule", ("docs/risks/weather.md", "14 m/s sustained"), ("tasks/sessions/2026-11-20-safety.md", "wind rule for Jawoldo"), None, "threshold", "en", "'≥ 14 m/s ... Jawoldo leg only' vs 'wind rule for Jawoldo unchanged (14 m/s)'"),
 ("unrelated", "First sailing: Incheon vs Deokjeokdo", ("tasks/sessions/2026-10-05-동절기-시간표.md", "첫 배 09:00"), ("tasks/sessions/2026-10-05-동절기-시간표.md", "07:10 그대로"), None, "time", "ko", "first boat from Incheon vs first boat from Deokjeokdo (different pier)"),
 ("unrelated", "Adult fare Deokjeokdo vs Jawoldo", ("tasks/sessions/2026-11-03-요금-인상.md", "2만 6천원"), ("docs/domain/fares.md", "| Incheon–Jawoldo |"), None, "price", "en-ko", "adult fare on two different routes"),
 ("unrelated", "VTS channel Incheon vs Daesan", ("tasks/sessions/2026-10-21-vts.md", "vts_channel: 14"), ("docs/references/radio.md", "Daesan VTS"), None, "channel", "en", "Incheon working channel vs Daesan VTS channel"),
 ("unrelated", "Dispatch vs maintenance lead", ("docs/references/people.md", "Maintenance lead"), ("tasks/sessions/2026-11-03-요금-인상.md", "배차 담당"), None, "person", "en-ko", "maintenance lead vs dispatch lead (different role)"),
]
