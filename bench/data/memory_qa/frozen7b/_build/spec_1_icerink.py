WS = "h7b-w1-claw-stack-icerink"
LAYOUT = "claw-stack"
LANGS = ["en", "ko"]
DESC = "Operations agent for a two-sheet community ice arena (Northgate Ice Centre, Burnaby BC): ice schedule, programs/prices, refrigeration plant, resurfacers, staff; the Korean head figure-skating coach writes some sessions in Korean."
FILES = {
"AGENTS.md": """
# AGENTS
- Read MEMORY.md first, then memory-map.md.
- Session logs go to tasks/sessions/YYYY-MM-DD-topic.md
- Coach Seo-yeon writes in 한국어 — keep her lines as-is, don't translate.
""",
"MEMORY.md": """
# Northgate Ice Centre — memory
Two sheets: **Rink A** (NHL size, 1,200 seats) and **Rink B** (practice, 150 seats).
GM = Marcus Lindqvist. Head figure coach = 서연 (Seo-yeon Park).

## quick facts
- Sat public skate: 14:30–16:30 (Rink A) — changed Nov 2026
- Learn to Skate 8-wk: 195 CAD
- resurfacer: electric Zamboni 552AC on A, old Olympia on B
- card only at rental counter
- booking system: PerfectMind → see docs/patterns/booking.md

## pointers
- plant / brine → docs/risks/refrigeration.md
- who to call → docs/references/contacts.md
""",
"memory-map.md": """
# memory map
| topic | file |
|---|---|
| programs + prices | docs/domain/programs.md |
| ice times | docs/domain/ice-schedule.md |
| machines | docs/references/equipment.md |
| people | docs/references/contacts.md |
| ammonia plant | docs/risks/refrigeration.md |
""",
"docs/domain/programs.md": """
---
title: Programs and prices
keywords: [learn to skate, public skate, price, lessons, drop-in]
created: 2025-02-10
last_used: 2025-10-02
---
# Programs

| Program | Length | Price |
|---|---|---|
| Learn to Skate | 8 wk | $180 |
| Adult drop-in hockey | per session | $15 |
| Freestyle ice (figure) | 45 min | $14 |

- Public skate Saturday 13:00–15:00 on Rink A
- Public skate Sunday on Rink B 15:00–16:30, helmets mandatory under 12
- skate rental $6, helmet rental free
""",
"docs/domain/ice-schedule.md": """
---
title: Ice schedule
keywords: [ice time, rink A, rink B, resurface, hockey league]
created: 2025-02-10
last_used: 2026-08-14
---
# Ice schedule (weekday)
- 06:00–08:00 freestyle / figure (Rink B)
- adult league Tue + Thu 21:15–23:45, Rink A
- minor hockey weekdays 16:00–20:00 both sheets
- resurface between every session, 15 min flood
- ice-out (summer shutdown, Rink A): 2026-05-04
""",
"docs/references/equipment.md": """
---
title: Equipment
keywords: [zamboni, resurfacer, sharpener, compressor, rental skates]
created: 2025-02-11
last_used: 2026-03-01
---
# Equipment
- Rink A resurfacer: Zamboni 552 (propane)
- Rink B resurfacer: Olympia Millennium, propane
- skate sharpener (Blademaster): serviced monthly by ProEdge
- rental fleet: 240 pairs (sizes kids 8 – men 14)
- operators need a valid propane handling cert + forklift-style training card
""",
"docs/references/contacts.md": """
---
title: Contacts
keywords: [contact, phone, league, coordinator, plant, vendor]
created: 2025-02-11
last_used: 2025-12-09
---
# Contacts
- GM: Marcus Lindqvist, ext 201
- Adult league coordinator: Dave Kowalski (dave.k@northgate-ice.ca)
- Minor hockey coordinator: Anita Brar
- Refrigeration contractor: Cimco, after-hours line 604-555-0190
- Zamboni dealer: Zamboni Canada (Brantford), parts desk ext 3
""",
"docs/risks/refrigeration.md": """
---
title: Refrigeration plant risks
keywords: [ammonia, brine, compressor, leak, setpoint, alarm]
created: 2025-03-01
last_used: 2025-12-20
---
# Refrigeration
- ammonia charge: 450 kg, machine room door code at front desk safe
- brine supply setpoint: -9 °C
- ice surface target: -5.5 °C
- NH3 alarm at 25 ppm → evacuate machine room, call Cimco
- compressor #2 rebuilt 2025-11
""",
"docs/patterns/booking.md": """
---
title: Booking + payments
keywords: [booking, PerfectMind, rental, payment, cash, refund]
created: 2025-04-02
last_used: 2025-09-30
---
# Booking
- all ice rentals via PerfectMind, deposit 25%
- We accept cash at the skate rental counter (float $200)
- refunds only to original card, 48h notice
- birthday party package: 90 min ice + room, $320
""",
"tasks/lessons.md": """
# lessons
- never flood right after a hockey session without edging first — ridges at the blue line
- Rink B boards replaced 2025-08, Rink A boards still original (1998)
- 제빙 전에 골대 먼저 빼기 (서연 코치 요청)
- capacity Rink A is 1,200 seated, fire marshal says don't sell standing room
""",
"tasks/todo.md": """
# todo
- [ ] update programs.md with 2026 fall prices
- [ ] ice-schedule.md: ice-out date changed, fix
- [x] move Sat public skate in MEMORY.md
- [ ] order 40 more pairs size 4-6
""",
"tasks/sessions/2025-11-03-season-open.md": """
# Session 2025-11-03 season open
- both sheets flooded, paint done
- sharpener contract w/ ProEdge renewed, monthly visits
- Rink A 좌석 수 1200석 그대로
- rental fleet counted: 240 pairs ok
""",
"tasks/sessions/2026-06-12-resurfacer.md": """
# Session 2026-06-12 resurfacer swap
- electric Zamboni 552AC in service on Rink A since 2026-06-10; old propane 552 sold to Langley arena
- Rink B keeps the propane Olympia for now
- charger on circuit 14, 7h full charge
- ProEdge: sharpener service every other month now (cheaper contract)
""",
"tasks/sessions/2026-09-20-coach-meeting.md": """
# 2026-09-20 코치 미팅 (서연)
- Learn to Skate 8주 과정 수강료 195달러로 인상 (9월 학기부터)
- 성인 리그 담당은 이제 Priya Nair — Dave 퇴사함
- 프리스타일 아이스 45분 14달러 그대로
- 여름 아이스 철거(Rink A)는 5월 18일로 연기됨
- 토요일 퍼블릭은 아직 그대로 (13시)
""",
"tasks/sessions/2026-11-22-weekly.md": """
# Session 2026-11-22 weekly
- Saturday public session moved to 14:30–16:30 (Rink A) because of the new U13 tournament block
- rental fleet now 310 pairs after the Rotary donation
- 더 이상 렌탈 카운터에서 현금 받지 않음 — 카드/탭 only (Marcus)
- ice surface target: -4.5 °C
- Sunday public skate on Rink B unchanged
- Rink B seating cap 150 — fire marshal ok'd the new bleacher
- birthday package price = $320 still
""",
}
R = "tasks/sessions/"
QUESTIONS = [
("en", "What time does the Saturday public skate start these days?", [(R+"2026-11-22-weekly.md", "Saturday public session moved"), ("MEMORY.md", "Sat public skate: 14:30")], "en"),
("en", "How much is the 8-week Learn to Skate course now?", [(R+"2026-09-20-coach-meeting.md", "수강료 195달러"), ("MEMORY.md", "Learn to Skate 8-wk: 195 CAD")], "ko"),
("ko", "Rink A 정빙기는 지금 어떤 모델이야?", [(R+"2026-06-12-resurfacer.md", "electric Zamboni 552AC in service"), ("MEMORY.md", "resurfacer: electric Zamboni")], "en"),
("en", "Who runs the adult hockey league on our side these days?", [(R+"2026-09-20-coach-meeting.md", "Priya Nair")], "ko"),
("ko", "렌탈 카운터에서 현금 결제 돼?", [(R+"2026-11-22-weekly.md", "현금 받지 않음"), ("MEMORY.md", "card only at rental counter")], "ko"),
("en", "How often does ProEdge come to service the blade sharpener?", [(R+"2026-06-12-resurfacer.md", "every other month")], "en"),
("en", "How many pairs of rental skates do we have?", [(R+"2026-11-22-weekly.md", "310 pairs")], "en"),
("en", "When does Rink A shut down for the summer ice removal?", [(R+"2026-09-20-coach-meeting.md", "5월 18일")], "ko"),
("en", "What surface temperature are we aiming for on the ice?", [(R+"2026-11-22-weekly.md", "ice surface target: -4.5")], "en"),
("ko", "암모니아 경보 기준 ppm이랑 조치가 뭐야?", [("docs/risks/refrigeration.md", "NH3 alarm at 25 ppm")], "en"),
("en", "What's the after-hours number for the refrigeration contractor?", [("docs/references/contacts.md", "Cimco, after-hours")], "en"),
("en", "Which resurfacer runs on Rink B?", [("docs/references/equipment.md", "Rink B resurfacer"), (R+"2026-06-12-resurfacer.md", "Rink B keeps the propane")], "en"),
("en", "What should be done before flooding, according to the figure coach?", [("tasks/lessons.md", "골대 먼저")], "ko"),
("en", "How much does a birthday party package cost?", [("docs/patterns/booking.md", "birthday party package"), (R+"2026-11-22-weekly.md", "birthday package price")], "en"),
("ko", "성인 리그 시간은 언제야?", [("docs/domain/ice-schedule.md", "adult league Tue + Thu")], "en"),
("en", "Can we sell standing room at Rink A games?", [("tasks/lessons.md", "fire marshal")], "en"),
]
E = "docs/references/equipment.md"
PAIRS = [
("conflict", "Saturday public skate time", ("docs/domain/programs.md", "Public skate Saturday 13:00"), (R+"2026-11-22-weekly.md", "Saturday public session moved"), "b", "time", "en", "topic table-side prose 13:00–15:00 vs weekly session 'moved to 14:30–16:30'"),
("conflict", "Learn to Skate price", (R+"2026-09-20-coach-meeting.md", "수강료 195달러"), ("docs/domain/programs.md", "| Learn to Skate | 8 wk | $180 |"), "a", "price", "en-ko", "table row '$180' vs Korean session '195달러로 인상' (currency in words)"),
("conflict", "Rink A resurfacer", (E, "Rink A resurfacer: Zamboni 552 (propane)"), (R+"2026-06-12-resurfacer.md", "electric Zamboni 552AC in service"), "b", "equipment", "en", "'Zamboni 552 (propane)' vs 'electric 552AC ... old propane 552 sold'"),
("conflict", "Adult league coordinator", (R+"2026-09-20-coach-meeting.md", "Priya Nair"), ("docs/references/contacts.md", "Adult league coordinator"), "a", "person", "en-ko", "contacts 'Dave Kowalski' vs Korean note '담당은 이제 Priya Nair — Dave 퇴사'"),
("conflict", "Cash at rental counter", ("docs/patterns/booking.md", "We accept cash"), (R+"2026-11-22-weekly.md", "현금 받지 않음"), "b", "policy", "en-ko", "negation: 'We accept cash' vs '더 이상 ... 현금 받지 않음'"),
("conflict", "Sharpener service frequency", (R+"2026-06-12-resurfacer.md", "every other month"), (E, "serviced monthly by ProEdge"), "a", "frequency", "en", "'serviced monthly' vs 'every other month now'"),
("conflict", "Rental skate fleet size", (E, "rental fleet: 240 pairs"), (R+"2026-11-22-weekly.md", "310 pairs"), "b", "count", "en", "'240 pairs' vs 'now 310 pairs after the Rotary donation'"),
("conflict", "Ice surface target temperature", (R+"2026-11-22-weekly.md", "ice surface target: -4.5"), ("docs/risks/refrigeration.md", "ice surface target: -5.5"), "a", "temperature", "en", "same key 'ice surface target' -5.5 °C (last_used 2025-12) vs -4.5 °C in 2026-11-22 session; recency by date only"),
("conflict", "Rink A summer ice-out date", ("docs/domain/ice-schedule.md", "ice-out (summer shutdown"), (R+"2026-09-20-coach-meeting.md", "5월 18일"), "b", "date", "en-ko", "ISO date 2026-05-04 vs Korean '5월 18일로 연기됨'"),
("conflict", "Saturday public skate (ko Sept note vs Nov)", (R+"2026-09-20-coach-meeting.md", "토요일 퍼블릭은 아직"), (R+"2026-11-22-weekly.md", "Saturday public session moved"), "b", "time", "en-ko", "Sept Korean note '아직 그대로 (13시)' vs Nov English 'moved to 14:30–16:30'"),
("agree", "Rink A seating", ("tasks/lessons.md", "capacity Rink A is 1,200"), (R+"2025-11-03-season-open.md", "좌석 수 1200석"), None, "capacity", "en-ko", "'1,200 seated' vs '1200석' (number formatting)"),
("agree", "Freestyle ice price", ("docs/domain/programs.md", "| Freestyle ice (figure) | 45 min | $14 |"), (R+"2026-09-20-coach-meeting.md", "45분 14달러"), None, "price", "en-ko", "table $14 vs '14달러 그대로'"),
("agree", "Birthday package price", ("docs/patterns/booking.md", "birthday party package"), (R+"2026-11-22-weekly.md", "birthday package price"), None, "price", "en", "'$320' vs '= $320 still'"),
("agree", "Sat public skate (index vs session)", ("MEMORY.md", "Sat public skate: 14:30"), (R+"2026-11-22-weekly.md", "Saturday public session moved"), None, "time", "en", "index shorthand restates session"),
("agree", "Rink B resurfacer", (E, "Rink B resurfacer"), (R+"2026-06-12-resurfacer.md", "Rink B keeps the propane"), None, "equipment", "en", "Olympia propane restated"),
("unrelated", "Sunday vs Saturday public skate", ("docs/domain/programs.md", "Public skate Sunday on Rink B"), (R+"2026-11-22-weekly.md", "Saturday public session moved"), None, "time", "en", "different day and sheet"),
("unrelated", "Seating capacity per sheet", ("tasks/lessons.md", "capacity Rink A is 1,200"), (R+"2026-11-22-weekly.md", "Rink B seating cap 150"), None, "capacity", "en", "Rink A 1,200 vs Rink B 150 (different sheet)"),
("unrelated", "Adult vs minor hockey coordinator", ("docs/references/contacts.md", "Minor hockey coordinator"), (R+"2026-09-20-coach-meeting.md", "Priya Nair"), None, "person", "en-ko", "minor hockey coordinator is a different role"),
("unrelated", "Rink A vs Rink B resurfacer", (E, "Rink B resurfacer"), (R+"2026-06-12-resurfacer.md", "electric Zamboni 552AC in service"), None, "equipment", "en", "different sheet's machine"),
]
