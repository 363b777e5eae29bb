WS = "g01-claw-stack-ski-resort"
LAYOUT = "claw-stack"
LANGS = ["en", "ko"]
DESC = "Ops assistant for a Gangwon ski resort (Baekdam Valley): lifts, snowmaking, tickets, radio plan, grooming crew, wind holds; Korean staff write some sessions and lines in Korean."
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md — Baekdam ops agent

- You help the mountain ops desk (lifts, snowmaking, grooming, patrol liaison).
- Read MEMORY.md first, then memory-map.md to find the right doc.
- Sessions go to `tasks/sessions/YYYY-MM-DD-<slug>.md`. Lessons → `tasks/lessons.md`.
- 한국어로 물어보면 한국어로 답할 것.
- Never announce lift closures to guests yourself; draft only, ops manager sends.
"""
FILES["MEMORY.md"] = """
# MEMORY — Baekdam Valley Resort ops

_Updated: 2026-11-28_

## Core
- Resort: Baekdam Valley, Pyeongchang-gun, Gangwon. 11 slopes, 1 gondola (G1), 5 chairs (C1–C5).
- Season opening target: 2026-12-12
- 총지배인 최민서 — 운휴/폐장 최종 결정권
- Ops desk phone: ext. 2210, after 22:00 → security ext. 2299

## Pointers
- lift hours & specs → docs/domain/lifts.md
- prices → docs/domain/tickets.md
- radio → docs/references/radio.md
- who is who → docs/references/people.md

## Standing rules
- wind hold decisions logged in the ops log with m/s reading + anemometer id
- 제설/정설 일정은 매일 16:00 회의에서 확정
"""
FILES["memory-map.md"] = """
# memory-map

| topic | file |
|---|---|
| lifts, hours | docs/domain/lifts.md |
| snowmaking | docs/domain/snowmaking.md |
| ticket prices | docs/domain/tickets.md |
| people | docs/references/people.md |
| radio channels | docs/references/radio.md |
| vendors | docs/references/vendors.md |
| wind | docs/risks/wind-holds.md |
| opening checklist | docs/patterns/opening-checklist.md |
"""
FILES["docs/domain/lifts.md"] = """
---
title: Lifts and operating hours
keywords: [gondola, chair, lift hours, 리프트, 곤돌라]
created: 2025-01-09
last_used: 2026-03-02
---
# Lifts

- Season opening target: 2026-12-05
- Gondola G1 (8-seat, base → Baekdam summit 1,420 m): 08:30–16:30
- Chair C1 (express quad): 08:30–16:30
- Chair C3 (beginner quad): 09:00–16:00
- Chair C5 (summit triple): 09:30–15:30, closed when G1 closed
- Night lift: C2 only, 18:30–22:00
- Daily lift inspection sign-off due 30 min before first chair.
"""
FILES["docs/domain/snowmaking.md"] = """
---
title: Snowmaking
keywords: [snow guns, fan gun, wet bulb, 제설]
created: 2025-01-12
last_used: 2026-02-20
---
# Snowmaking

- Fan guns: TechnoAlpin TF10 x 24, serviced by Alpine Korea (annual contract)
- Lances: 40 on slopes 1–4
- Start guns at wet-bulb ≤ -2.5°C, stop above -1°C
- Water source: Baekdam reservoir, pump house P2; max draw 180 m³/h
- Priority order: slope 1 (beginner) → 4 → 2
"""
FILES["docs/domain/tickets.md"] = """
---
title: Ticket prices 2026/27
keywords: [lift ticket, day pass, season pass, 리프트권, 가격]
created: 2025-06-11
last_used: 2026-06-20
---
# Tickets (KRW, VAT incl.)

| product | price |
|---|---|
| Adult day | ₩89,000 |
| Adult night (18:30–22:00) | ₩55,000 |
| Child (under 13) day | ₩65,000 |
| Season pass adult | ₩590,000 |

- group ≥ 20 people: 15% off day passes
- online sales via 티켓링크 only
"""
FILES["docs/references/people.md"] = """
---
title: People
keywords: [staff, contacts, 담당자]
created: 2025-01-09
last_used: 2026-05-14
---
# People

- Resort GM: Choi Min-seo
- Lift maintenance lead: Han Seung-ho
- Grooming lead: Park Jae-won (night shift 21:00–05:00)
- Patrol chief: Lee Ga-eun
- Snowmaking foreman: Jung Tae-il
"""
FILES["docs/references/radio.md"] = """
---
title: Radio plan
keywords: [radio, channel, 무전, 채널]
created: 2025-01-20
last_used: 2026-01-30
---
# Radio channels (Motorola DP4400)

- dispatch / base: ch 1
- lift ops: ch 2
- grooming: ch 3
- patrol: ch 4
- lift maintenance: ch 5
- snowmaking: ch 6
- emergency all-call: hold PTT + button 2
"""
FILES["docs/references/vendors.md"] = """
---
title: Vendors
keywords: [vendor, contract, parts, 업체]
created: 2025-02-01
last_used: 2026-04-11
---
# Vendors

- PistenBully parts: Kässbohrer Korea, Wonju
- Lift parts (Doppelmayr): via Doppelmayr Seoul office, 48h lead time
- RFID gates: SKIDATA, remote support 24/7
- Uniforms: 한솔유니폼 (reorder Oct)
"""
FILES["docs/risks/wind-holds.md"] = """
---
title: Wind holds
keywords: [wind, hold, anemometer, 강풍, 운휴]
created: 2025-01-15
last_used: 2025-12-30
---
# Wind holds

- Gondola hold at sustained 15 m/s (10-min avg, summit anemometer A1)
- Chairs C1–C5 hold at 18 m/s sustained
- Gusts > 22 m/s: all lifts stop, unload by hand-crank if needed
- Reopen only after 20 min below threshold
"""
FILES["docs/patterns/opening-checklist.md"] = """
---
title: Daily opening checklist
keywords: [opening, checklist, morning, 오픈]
created: 2025-01-10
last_used: 2026-01-18
---
# Opening checklist

1. 07:00 patrol sweep of open runs
2. 07:30 lift inspection + sign-off in LiftLog
3. Night skiing on Slope 3 every Friday and Saturday
4. Publish open-runs board by 08:00
5. Groomers off the slopes by 08:15
"""
FILES["tasks/lessons.md"] = """
# Lessons

- 2025-12-20: always check the P2 pump pressure before starting guns on slope 4.
- 2026-02-03: G1 hold threshold lowered to 13 m/s after the Feb cabin-swing incident (GM approved)
- 2026-02-03: groomer #4 hydraulic hose — keep 2 spare hoses in the shop.
- 2026-03-01: 봄 시즌엔 오후 2시 이후 슬로프 3 상단 얼음 주의
"""
FILES["tasks/todo.md"] = """
# TODO

- [ ] Renew SKIDATA support contract (expires 2027-01-31)
- [ ] Update open-runs board template for 2026/27
- [x] Replace summit anemometer A1 cups
- [ ] 무전기 배터리 20개 추가 구매 🔋
"""
FILES["tasks/sessions/2025-12-14-season-open.md"] = """
# 2025-12-14 season open

- Opened 6 slopes, G1 + C1 + C3 running.
- guns on once wet bulb hits minus 2.5, all 24 fan guns ran overnight
- Grooming fleet = six PB600, two kept on slope 1
- Queue at G1 peeked ~35 min at 10:00.
"""
FILES["tasks/sessions/2026-02-03-groomer-breakdown.md"] = """
# 2026-02-03 groomer breakdown + wind

- Groomer #4 hydraulic hose burst on slope 2, towed out 03:40.
- Gondola cabins swinging at 14 m/s — GM asked to lower the G1 threshold.
- 6 PistenBully 600s in fleet, #4 out for 3 days.
"""
FILES["tasks/sessions/2026-11-10-preseason.md"] = """
# 2026-11-10 프리시즌 점검

- 성인 종일권 9만5천원으로 인상 (2026/27 시즌, 이사회 승인)
- 어린이(만 13세 미만) 종일권 6만5천원 유지
- 제설기 정비 계약: 11월부터 SnowTek Gangwon으로 변경 (Alpine Korea 계약 종료)
- 정설 팀장: 김도윤 (박재원 씨 10월 퇴사)
- 시즌권 성인 59만원 그대로
"""
FILES["tasks/sessions/2026-11-27-ops-sync.md"] = """
# 2026-11-27 ops sync

- 곤돌라 G1 운행 시작 09:00으로 변경 (시즌 초 인력 부족, 1월까지)
- patrol moved to ch 7 — ch 4 picks up interference from the new cell mast
- we no longer run night skiing on Fridays; Saturday nights only this season
- Season opening pushed a week, see MEMORY.md
- ⚠️ Lift maint lead Han Seung-ho on leave 12/1–12/7, 대행: 오세진
"""
Q = [
 ("en", "What time does the gondola start turning in the morning right now?", [("tasks/sessions/2026-11-27-ops-sync.md", "곤돌라 G1 운행 시작")]),
 ("ko", "성인 하루 리프트권 지금 얼마야?", [("tasks/sessions/2026-11-10-preseason.md", "성인 종일권")]),
 ("en", "Who do I call to service the fan guns this winter?", [("tasks/sessions/2026-11-10-preseason.md", "SnowTek Gangwon")]),
 ("en", "Which radio channel should I use to reach ski patrol?", [("tasks/sessions/2026-11-27-ops-sync.md", "patrol moved to ch 7")]),
 ("ko", "곤돌라 강풍 운휴 기준 풍속이 몇이지?", [("tasks/lessons.md", "G1 hold threshold lowered")]),
 ("en", "Who runs the grooming team now?", [("tasks/sessions/2026-11-10-preseason.md", "정설 팀장")]),
 ("en", "Are we doing night skiing on Friday this season?", [("tasks/sessions/2026-11-27-ops-sync.md", "we no longer run night skiing")]),
 ("en", "When do we plan to open for the season?", [("MEMORY.md", "Season opening target")]),
 ("ko", "아이 종일권 가격은?", [("tasks/sessions/2026-11-10-preseason.md", "어린이(만 13세 미만)"), ("docs/domain/tickets.md", "Child (under 13)")]),
 ("en", "At what temperature do we fire up the snow guns?", [("docs/domain/snowmaking.md", "Start guns at wet-bulb"), ("tasks/sessions/2025-12-14-season-open.md", "guns on once wet bulb")]),
 ("ko", "슬로프 4 제설 시작 전에 뭘 확인해야 돼?", [("tasks/lessons.md", "P2 pump pressure")]),
 ("en", "How many groomers are in the fleet?", [("tasks/sessions/2025-12-14-season-open.md", "Grooming fleet = six"), ("tasks/sessions/2026-02-03-groomer-breakdown.md", "6 PistenBully 600s")]),
 ("en", "Who covers for the lift maintenance lead during his leave in early December?", [("tasks/sessions/2026-11-27-ops-sync.md", "대행: 오세진")]),
 ("ko", "시즌권 가격 바뀌었어?", [("tasks/sessions/2026-11-10-preseason.md", "시즌권 성인 59만원")]),
 ("en", "What's the gust speed that stops every lift?", [("docs/risks/wind-holds.md", "Gusts > 22 m/s")]),
]
P = [
 ("conflict", "When does gondola G1 start running?", ("docs/domain/lifts.md", "Gondola G1 (8-seat"), ("tasks/sessions/2026-11-27-ops-sync.md", "곤돌라 G1 운행 시작"), "time", "English lift table 08:30–16:30 vs newer Korean ops-sync note: start moved to 09:00"),
 ("conflict", "Adult day pass price", ("docs/domain/tickets.md", "| Adult day |"), ("tasks/sessions/2026-11-10-preseason.md", "성인 종일권"), "price", "table row ₩89,000 vs Korean session '9만5천원으로 인상' (Korean numeral form)"),
 ("conflict", "Who services the snow fan guns?", ("docs/domain/snowmaking.md", "Fan guns: TechnoAlpin"), ("tasks/sessions/2026-11-10-preseason.md", "SnowTek Gangwon"), "vendor", "topic line 'serviced by Alpine Korea' vs Korean session: contract changed to SnowTek Gangwon from November"),
 ("conflict", "Ski patrol radio channel", ("docs/references/radio.md", "patrol: ch 4"), ("tasks/sessions/2026-11-27-ops-sync.md", "patrol moved to ch 7"), "channel", "key: value 'patrol: ch 4' vs later note 'moved to ch 7' because of interference"),
 ("conflict", "Gondola wind-hold threshold", ("docs/risks/wind-holds.md", "Gondola hold at sustained 15"), ("tasks/lessons.md", "G1 hold threshold lowered"), "number", "risk doc 15 m/s (last_used 2025-12) vs dated lesson 2026-02-03 lowered to 13 m/s"),
 ("conflict", "Grooming team lead", ("docs/references/people.md", "Grooming lead: Park Jae-won"), ("tasks/sessions/2026-11-10-preseason.md", "정설 팀장"), "person", "romanised 'Park Jae-won' vs Korean '정설 팀장: 김도윤 (박재원 씨 10월 퇴사)'"),
 ("conflict", "Night skiing days on slope 3", ("docs/patterns/opening-checklist.md", "Night skiing on Slope 3"), ("tasks/sessions/2026-11-27-ops-sync.md", "we no longer run night skiing"), "frequency", "'every Friday and Saturday' vs negation 'we no longer run night skiing on Fridays'"),
 ("conflict", "Season opening date", ("docs/domain/lifts.md", "Season opening target"), ("MEMORY.md", "Season opening target"), "date", "identical key 'Season opening target' 2026-12-05 vs 2026-12-12; recency only from last_used 2026-03-02 vs 'Updated: 2026-11-28'"),
 ("agree", "Who is the resort GM?", ("docs/references/people.md", "Resort GM: Choi Min-seo"), ("MEMORY.md", "총지배인 최민서"), "person", "romanised English name vs Korean Hangul name, same person"),
 ("agree", "Snowmaking start temperature", ("docs/domain/snowmaking.md", "Start guns at wet-bulb"), ("tasks/sessions/2025-12-14-season-open.md", "guns on once wet bulb"), "number", "'≤ -2.5°C' vs 'minus 2.5' in words"),
 ("agree", "Child day pass price", ("docs/domain/tickets.md", "Child (under 13)"), ("tasks/sessions/2026-11-10-preseason.md", "어린이(만 13세 미만)"), "price", "₩65,000 vs '6만5천원 유지'"),
 ("agree", "Groomer fleet size", ("tasks/sessions/2025-12-14-season-open.md", "Grooming fleet = six"), ("tasks/sessions/2026-02-03-groomer-breakdown.md", "6 PistenBully 600s"), "count", "'six PB600' shorthand vs '6 PistenBully 600s'"),
 ("agree", "Adult season pass price", ("docs/domain/tickets.md", "Season pass adult"), ("tasks/sessions/2026-11-10-preseason.md", "시즌권 성인 59만원"), "price", "₩590,000 vs '59만원 그대로'"),
 ("unrelated", "Lift maintenance channel vs patrol channel", ("docs/references/radio.md", "lift maintenance: ch 5"), ("tasks/sessions/2026-11-27-ops-sync.md", "patrol moved to ch 7"), "channel", "same 'ch N' slot, different team"),
 ("unrelated", "Night pass vs day pass price", ("docs/domain/tickets.md", "Adult night (18:30"), ("tasks/sessions/2026-11-10-preseason.md", "성인 종일권"), "price", "adult night ticket vs adult day ticket"),
 ("unrelated", "Groomer parts vendor vs snowmaking service vendor", ("docs/references/vendors.md", "PistenBully parts"), ("tasks/sessions/2026-11-10-preseason.md", "SnowTek Gangwon"), "vendor", "different equipment"),
 ("unrelated", "Chair wind hold vs gondola wind hold", ("docs/risks/wind-holds.md", "Chairs C1–C5 hold"), ("tasks/lessons.md", "G1 hold threshold lowered"), "number", "chairs 18 m/s vs gondola 13 m/s: different lifts"),
 ("unrelated", "Chair C3 hours vs gondola start", ("docs/domain/lifts.md", "Chair C3 (beginner"), ("tasks/sessions/2026-11-27-ops-sync.md", "곤돌라 G1 운행 시작"), "time", "both 09:00 start but different lifts"),
]
