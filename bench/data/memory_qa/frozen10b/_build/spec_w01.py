WS = "w01-claw-stack-balloon-gyeongju"
LAYOUT = "claw-stack"
LANGS = ["en", "ko"]
DESC = "Ops agent for a small hot-air balloon operator near Gyeongju (Silla Sky Balloons): launch fields, fleet and inspections, wind limits, propane, bookings, crew; the Korean ground crew writes some sessions and lines in Korean."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md

You help Mara (owner, ex-UK pilot) run Silla Sky Balloons.
- Read MEMORY.md first, then the doc it points to.
- Write a session note in tasks/sessions/ after any change to ops. Date in filename.
- Ground crew notes can be in Korean — keep them, don't translate in place.
- Never confirm a flight to a customer yourself. Mara or the chief pilot only.
"""
FILES["MEMORY.md"] = """
# MEMORY.md — Silla Sky Balloons

> index. details in docs/. keep short. pruned 2026-11-20

| Area | File | Hook |
|---|---|---|
| fleet + inspections | docs/references/fleet.md | envelopes, baskets, ARC dates |
| launch fields | docs/domain/launch-sites.md | primary / backup, landowners |
| prices + booking | docs/domain/pricing.md | sunrise, private, refunds |
| weather go/no-go | docs/risks/weather-limits.md | wind, vis, KMA |
| propane | docs/references/fuel.md | supplier, cylinders |
| people | docs/references/crew.md | pilots, crew chief |
| lessons | tasks/lessons.md | |

## Now
- season: autumn sunrise flights, daily except Tue
- booking system = Bokun (moved off FareHarbor Aug '26)
- chief pilot: 박지호 (Park Ji-ho) since Sept
- ops phone +82 54-740-2210
"""
FILES["docs/references/fleet.md"] = """
---
title: Fleet & inspections
keywords: [envelope, basket, ARC, inspection, HL-B]
created: 2025-02-11
last_used: 2026-07-02
---
# Fleet

| Reg | Envelope | Basket | Max pax | Annual inspection due |
|---|---|---|---|---|
| HL-B01 "Sunny" | Cameron Z-210 | CB8 | 8 | 2026-04-18 |
| HL-B02 "Moon" | Lindstrand LBL 310A | T-partition | 12 | 2026-09-30 |
| HL-B03 (tether only) | Cameron N-90 | CB2 | 2 | 2026-06-01 |

- burners: Cameron Shadow double on B01, Lindstrand Jetstream triple on B02
- spare fan: Honda GX390 inflator, lives in the trailer
- B02 fabric porosity test last done 2026-03, passed (grab test 40 lb)
"""
FILES["docs/domain/launch-sites.md"] = """
---
title: Launch sites
keywords: [launch, field, landowner, backup, 보문]
created: 2025-02-11
last_used: 2026-06-14
---
# Launch sites

- Primary launch: Bomun field (보문 들판), east side of the lake, gate code 4471
- Backup launch: Hwangnam school field, only Sat/Sun, ask the janitor
- Landowner Bomun: Mr. Choi Dong-su, gift at Chuseok (hanwoo set)
- no flying over the Daereungwon tomb park — hard no, ever
- landing zones list lives in the crew binder, not here
"""
FILES["docs/domain/pricing.md"] = """
---
title: Prices & booking
keywords: [price, sunrise, private, refund, booking]
created: 2025-03-02
last_used: 2026-11-05
---
# Prices

- Sunrise shared flight: ₩320,000 / person (incl. breakfast + certificate)
- Private basket (B01, up to 4 people): ₩1,600,000 flat
- Kids under 7 not allowed, 7-12 at 70%
- Refund: full refund if WE cancel for weather; customer cancel < 48h = 50%
- Booking link on site goes to FareHarbor widget
- group discount 10% for 6+ (hotel partners: Hilton Gyeongju 15%)
"""
FILES["docs/risks/weather-limits.md"] = """
---
title: Weather go/no-go
keywords: [wind, visibility, KMA, go no-go, limits]
created: 2025-02-20
last_used: 2026-05-30
---
# Weather limits

- max surface wind for launch: 8 kt
- max wind at 1000 ft: 15 kt
- visibility ≥ 5 km
- sources: KMA AMOS at Pohang + Windy.com ECMWF layer
- go/no-go call by chief pilot at briefing, 05:15
- no flights if any CB within 30 km (thunderstorm)
"""
FILES["docs/references/fuel.md"] = """
---
title: Propane
keywords: [propane, LPG, cylinder, supplier, refill]
created: 2025-02-11
last_used: 2026-04-22
---
# Propane

- supplier: SK가스 Gyeongju depot (Angang), delivery Mon + Thu
- cylinders: 12x Worthington 20 gal, 2 master cylinders on trailer
- burn rate ~ 1 cylinder / 20 min flight on B01
- refill price ₩1,450/L (2026-04)
- cylinder hydro test: every 5 years, next batch 2027-02
"""
FILES["docs/references/crew.md"] = """
---
title: Crew & pilots
keywords: [pilot, crew chief, chase, radio]
created: 2025-02-11
last_used: 2026-08-20
---
# Crew

- chief pilot: Dana Whitfield (UK CPL(B)), also does all the pax briefings
- pilot 2: 박지호 Park Ji-ho — KR license, B01 + B02 rated
- crew chief: 이수민 (Lee Su-min), drives chase truck
- chase radio: 146.520 MHz simplex
- air-to-air between balloons: 123.450 MHz
- chase truck: Hyundai Staria, plate 경북 33바 1207
"""
FILES["tasks/lessons.md"] = """
# Lessons

- 2025-10: landed in a persimmon orchard, cost ₩400k in damage — brief pax to lift legs, and check landing list with crew chief
- 2026-04: forgot gate code at Bomun, 20 min lost. code in launch-sites.md
- Always photograph the basket fuel gauges before pax board (insurance asked once)
- 2026-09: 새 발사장은 전날 저녁에 꼭 답사. 논에 물 차 있으면 못 씀
"""
FILES["tasks/todo.md"] = """
# Todo

- [ ] update fleet.md with new inspection date for B01
- [ ] launch-sites.md still says Bomun as primary → fix
- [x] move website booking widget to Bokun
- [ ] 보험 갱신 서류 Mara한테 받기
"""
FILES["tasks/sessions/2026-04-19-b01-inspection.md"] = """
# Session 2026-04-19 — HL-B01 annual

- annual inspection for HL-B01 passed at Cameron agent (Incheon), 18 Apr
- next annual inspection due: 2027-04-17
- new parachute top fitted, old one kept as spare
- KOCA paperwork filed same day
"""
FILES["tasks/sessions/2026-08-11-bokun-switch.md"] = """
# Session 2026-08-11 — booking system

- we moved bookings from FareHarbor to Bokun today; FareHarbor account closes 08-31
- website widget swapped (todo was ticked)
- Bokun channel manager pushes to Klook + Trip.com
- sunrise shared flight still ₩320,000 per person for now
"""
FILES["tasks/sessions/2026-09-02-chief-pilot.md"] = """
# 2026-09-02 세션 — 수석 조종사 변경

- Dana 씨 9월 1일부로 영국 복귀. 수석 조종사는 이제 박지호
- 승객 브리핑도 박지호가 함 (영어 가능)
- Dana는 내년 봄 시즌에 객원으로 올 수도
"""
FILES["tasks/sessions/2026-10-06-new-launch-field.md"] = """
# 2026-10-06 세션 — 발사장

- 보문 들판 지주 최동수 씨가 올해부터 임대 안 함. 
- 주 발사장: 10월부터 동방동 들판 (Dongbang field)으로 옮김, 게이트 없음
- 예비 발사장은 그대로 황남초 운동장
- 동방 들판 지주: 김영희 씨, 연 300만원
"""
FILES["tasks/sessions/2026-10-28-autumn-ops.md"] = """
# Session 2026-10-28 — autumn ops tweaks

- surface wind limit for launch tightened to 6 kt after the 10-24 hard landing (was 8)
- 1000 ft limit unchanged
- briefing moved to 04:45 (sunrise is later but we need the extra inflation time)
- we no longer check Windy — KMA AMOS + the Pohang sounding only, Windy's ECMWF layer was off twice
"""
FILES["tasks/sessions/2026-11-14-prices-fuel.md"] = """
# 2026-11-14 세션 — 가격/연료

- 일출 합승 비행 2027 시즌부터 1인 35만원 (조식 포함). 사이트 가격 12월에 수정
- 프라이빗 바스켓은 160만원 그대로
- 프로판: SK가스 안강 대신 E1 경주충전소로 변경, 배달 월/목 동일
- 충전 단가 리터당 1,380원
"""
FILES["tasks/sessions/2026-11-29-insurance.md"] = """
# Session 2026-11-29 — insurance

insurer: DB손해보험
policy_renewal: 2026-12-31
passenger_liability: ₩300,000,000 per person
- Mara wants quotes from Hyundai Marine too before renewing
"""
FILES["notes/insurance-2025.md"] = """
# insurance (2025 copy)

insurer: DB손보 (DB Insurance)
policy_renewal: 2025-12-31
passenger_liability: ₩200,000,000 per person
"""

L = "docs/domain/launch-sites.md"; FL = "docs/references/fleet.md"; PR = "docs/domain/pricing.md"
W = "docs/risks/weather-limits.md"; FU = "docs/references/fuel.md"; CR = "docs/references/crew.md"
S_LF = "tasks/sessions/2026-10-06-new-launch-field.md"; S_AO = "tasks/sessions/2026-10-28-autumn-ops.md"
S_PF = "tasks/sessions/2026-11-14-prices-fuel.md"; S_CP = "tasks/sessions/2026-09-02-chief-pilot.md"
S_BK = "tasks/sessions/2026-08-11-bokun-switch.md"; S_IN = "tasks/sessions/2026-11-29-insurance.md"
S_B1 = "tasks/sessions/2026-04-19-b01-inspection.md"

Q = [
 ("en", "Where do we launch from these days?", [(S_LF, "주 발사장")], "ko"),
 ("en", "Is there a gate code I need at the main field?", [(S_LF, "게이트 없음")], "ko"),
 ("en", "What's the max ground wind we'll still take off in?", [(S_AO, "tightened to 6 kt")], "en"),
 ("ko", "아침 브리핑 몇 시야?", [(S_AO, "briefing moved to 04:45")], "en"),
 ("en", "Which weather feeds does the go/no-go use right now?", [(S_AO, "we no longer check Windy")], "en"),
 ("en", "How much will a sunrise seat cost next season?", [(S_PF, "35만원")], "ko"),
 ("ko", "프로판 어디서 받아?", [(S_PF, "E1 경주충전소")], "ko"),
 ("en", "who's our chief pilot?", [(S_CP, "수석 조종사는 이제"), ("MEMORY.md", "chief pilot: 박지호")], "ko"),
 ("ko", "예약 시스템 뭐 쓰고 있어?", [(S_BK, "from FareHarbor to Bokun"), ("MEMORY.md", "booking system = Bokun")], "en"),
 ("en", "When does Sunny have to go back for her yearly check?", [(S_B1, "next annual inspection due")], "en"),
 ("en", "How many passengers fit in the Moon balloon?", [(FL, "HL-B02 \"Moon\"")], "en"),
 ("ko", "풍선끼리 교신하는 주파수?", [(CR, "air-to-air")], "en"),
 ("en", "When does the balloon insurance need renewing?", [(S_IN, "policy_renewal: 2026-12-31")], "en"),
 ("en", "How much are we covered for per passenger if someone gets hurt?", [(S_IN, "passenger_liability")], "en"),
 ("ko", "비행하면 안 되는 구역 어디야?", [(L, "Daereungwon")], "en"),
 ("en", "what does propane cost per litre now?", [(S_PF, "리터당 1,380원")], "ko"),
]
P = [
 ("conflict", "Which field is the primary launch site?", (L, "Primary launch: Bomun"), (S_LF, "주 발사장"), "b", "place", "en-ko", "topic 'Bomun field (보문 들판)' vs Korean session 'moved to 동방동 들판 (Dongbang field)'"),
 ("conflict", "Surface wind limit for launch", (S_AO, "tightened to 6 kt"), (W, "max surface wind for launch"), "a", "number", "en", "session 'tightened to 6 kt (was 8)' vs topic '8 kt'"),
 ("conflict", "Pilot briefing time", (W, "go/no-go call by chief pilot"), (S_AO, "briefing moved to 04:45"), "b", "time", "en", "'at briefing, 05:15' vs 'briefing moved to 04:45'"),
 ("conflict", "Is Windy a weather source?", (S_AO, "we no longer check Windy"), (W, "sources: KMA AMOS"), "a", "policy", "en", "negation 'we no longer check Windy' vs sources list incl. Windy"),
 ("conflict", "Sunrise shared flight price", (PR, "Sunrise shared flight"), (S_PF, "35만원"), "b", "price", "en-ko", "'₩320,000 / person' vs Korean '1인 35만원' (2027 season)"),
 ("conflict", "Propane supplier", (S_PF, "E1 경주충전소"), (FU, "supplier: SK가스"), "a", "vendor", "en-ko", "Korean session 'SK가스 안강 대신 E1' vs topic 'SK가스 Gyeongju depot'"),
 ("conflict", "Who is chief pilot?", (CR, "chief pilot: Dana"), (S_CP, "수석 조종사는 이제"), "b", "person", "en-ko", "crew topic 'Dana Whitfield' vs Korean session '이제 박지호'"),
 ("conflict", "HL-B01 annual inspection due date", (S_B1, "next annual inspection due"), (FL, "HL-B01 \"Sunny\""), "a", "date", "en", "table row 2026-04-18 vs session 'next due 2027-04-17'"),
 ("conflict", "Insurance renewal date", (S_IN, "policy_renewal: 2026-12-31"), ("notes/insurance-2025.md", "policy_renewal: 2025-12-31"), "a", "date", "en", "same key: value, recency only from file-name date vs '(2025 copy)'"),
 ("conflict", "Booking widget platform", (PR, "FareHarbor widget"), (S_BK, "from FareHarbor to Bokun"), "b", "system", "en", "pricing topic 'FareHarbor widget' vs session 'moved bookings ... to Bokun'"),
 ("agree", "Chief pilot is Park Ji-ho", ("MEMORY.md", "chief pilot: 박지호"), (S_CP, "수석 조종사는 이제"), None, "person", "en-ko", "index line with Hangul + romanisation vs Korean session"),
 ("agree", "Private basket price unchanged", (PR, "Private basket"), (S_PF, "160만원 그대로"), None, "price", "en-ko", "'₩1,600,000 flat' vs '160만원 그대로'"),
 ("agree", "Booking system is Bokun", ("MEMORY.md", "booking system = Bokun"), (S_BK, "from FareHarbor to Bokun"), None, "system", "en", "MEMORY index 'booking system = Bokun' vs session 'moved bookings from FareHarbor to Bokun'"),
 ("agree", "Sunrise price still 320k in Aug", (PR, "Sunrise shared flight"), (S_BK, "still ₩320,000"), None, "price", "en", "same price restated in a later session"),
 ("agree", "Backup launch site unchanged", (L, "Backup launch"), (S_LF, "예비 발사장은"), None, "place", "en-ko", "'Hwangnam school field' vs '황남초 운동장 그대로'"),
 ("unrelated", "Radio frequencies: chase vs air-to-air", (CR, "chase radio"), (CR, "air-to-air"), None, "frequency", "en", "two different radio channels for different purposes"),
 ("unrelated", "Landowner of two different fields", (L, "Landowner Bomun"), (S_LF, "동방 들판 지주"), None, "person", "en-ko", "landowner of Bomun vs landowner of Dongbang (different fields)"),
 ("unrelated", "Max pax per balloon", (FL, "HL-B02 \"Moon\""), (FL, "HL-B03 (tether"), None, "number", "en", "max pax of B02 vs B03 (different balloons)"),
 ("unrelated", "Annual inspection due: B02 vs B01", (FL, "HL-B02 \"Moon\""), (S_B1, "next annual inspection due"), None, "date", "en", "B02 due date in table vs B01 next due in session (different balloons)"),
 ("agree", "Insurer same both years", (S_IN, "insurer: DB"), ("notes/insurance-2025.md", "insurer: DB"), None, "vendor", "en", "same insurer both years: 'DB손해보험' vs abbreviated 'DB손보 (DB Insurance)'"),
]
