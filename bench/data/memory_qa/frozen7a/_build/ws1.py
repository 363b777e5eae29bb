WS = "h7a-w01-claw-stack-fire-brigade"
LAYOUT = "claw-stack"
LANGS = ["en", "ko"]
DESC = "Claw-stack memory of the secretary's agent at Ashford Vale Volunteer Fire Brigade (Station 14): appliances, training, radio/paging, hydrants, PPE, people; the deputy from Busan writes some sessions in Korean."
FM = lambda t, k, c, l: f"---\ntitle: {t}\nkeywords: [{k}]\ncreated: {c}\nlast_used: {l}\n---\n"
FILES = {
"AGENTS.md": """# AGENTS
You help the brigade secretary. Read MEMORY.md first, then docs/ topic files, then the newest tasks/sessions/.
Never post callout details to the public Facebook page.
""",
"MEMORY.md": """# MEMORY — Ashford Vale VFB, Stn 14
Secretary's assistant. Topics in docs/, sessions in tasks/sessions/ (YYYY-MM-DD-*.md).

- appliances / fleet → docs/domain/appliances.md
- training nights, quals → docs/domain/training.md
- fundraising → docs/domain/fundraising.md
- people & roles → docs/references/people.md
- radio / paging → docs/references/radio.md
- hydrants, water → docs/risks/water-supply.md
- PPE & suppliers → docs/risks/ppe.md

## quick facts
- station: 2 Mill Lane, Ashford Vale
- pager group `AV14-ALL`
- secretary: Priya Nair (also treasurer)
""",
"memory-map.md": """# memory-map
docs/domain = how we run things; docs/references = who/what/where; docs/risks = stuff that bites.
tasks/lessons.md = after-action learnings. sessions = what happened per day.
""",
"docs/domain/appliances.md": FM("Appliances", "pumper, tanker, fleet, 펌프차", "2025-02-03", "2025-11-20") + """# Appliances

| call sign | type | chassis | notes |
|---|---|---|---|
| 14-1 | pumper | Isuzu FTS 2009 | main first-away |
| 14-2 | tanker | Hino 500 | carries 3,000 L |
| 14-3 | support ute | Toyota Hilux | lighting tower on trailer |

- Station 9 (Brookfield) tanker carries 4,500 L — they come as 2nd tanker on grass fires
- service: Vale Diesel, every 6 months
""",
"docs/domain/training.md": FM("Training", "drill, BA, quals, cadets, 훈련", "2025-01-14", "2026-02-10") + """# Training

- Training night: Tuesday 19:30 at the station, 2 h
- cadets (junior brigade) train Saturday 10:00, separate roster
- BA quals: annual reassessment, run by district trainer
- min. 2 BA-qualified members per crew on any structure call
- First Aid refresher: every 3 years (HLTAID011)
""",
"docs/domain/fundraising.md": FM("Fundraising", "sausage sizzle, raffle, grants, donations", "2025-03-01", "2025-09-30") + """# Fundraising

- Sausage sizzle at the Bunnings Ashford carpark: monthly, 1st Saturday
- Xmas raffle: tickets $5, drawn at the carols night
- grants: Community Safety Fund round closes each March
""",
"docs/references/people.md": FM("People", "captain, deputy, secretary, roster", "2025-01-14", "2025-12-02") + """# People

- Captain: Dana Whitlock (0412 xxx 881)
- Deputy: Seojun Park (박서준) — ex-Busan, writes notes in Korean sometimes
- Secretary/treasurer: Priya Nair — does the books and the minutes
- Equipment officer: Tom Reyes
- Brigade meeting: first Monday of the month, 19:00
""",
"docs/references/radio.md": FM("Radio & paging", "channel, pager, GRN, paging_provider", "2025-02-20", "2025-06-11") + """# Radio & paging

fireground_channel: VFB-7
district_ops_channel: VFB-1
station9_ops_channel: VFB-3
paging_provider: Spok
pager group AV14-ALL covers all operational members
""",
"docs/risks/water-supply.md": FM("Water supply", "hydrant, static water, dam, kPa", "2025-04-02", "2025-12-15") + """# Water supply

- Mill Ln hydrants run ~350 kPa, ok for one line
- Orchard Rd hydrant (outside no. 41): OUT OF SERVICE, use static tank at the showgrounds
- Church St hydrant in Brookfield (Stn 9 area) out of service too — their problem, fyi only
- farm dams: ask owner first unless life risk
""",
"docs/risks/ppe.md": FM("PPE", "turnout gear, helmets, boots, supplier, 방화복", "2025-02-03", "2025-10-01") + """# PPE

- PPE supplier: FireGear Direct (account AV14-220)
- turnout gear inspected every 12 months, logged by Tom
- helmets: replace after 10 yrs or any heavy impact
""",
"tasks/lessons.md": """# lessons
- 2025-05-18: never send a crew with fewer than two BA wearers, even "just a smoke alarm"
- 2025-12-04: check the static tank level in summer, showgrounds tank was half empty
- 2026-06-30: ⚠️ write the radio channel on the whiteboard before each callout
""",
"tasks/todo.md": """# todo
- [ ] update people.md after AGM
- [ ] new pumper: sign-off paperwork to district
- [ ] grant aplication (CSF) draft 🔥 due March
""",
"tasks/sessions/2025-11-20-fleet.md": """# 2025-11-20 fleet
- 14-2 tanker: 3000 litres, baffles checked ok
- quote from district for 14-1 replacement, maybe 2026
""",
"tasks/sessions/2026-05-06-fundraising.md": """# 2026-05-06
- committee: sizzle is too much for 6 volunteers → sausage sizzle now every other month (odd months), still 1st Sat
- raffle stays
""",
"tasks/sessions/2026-07-22-new-pumper.md": """# 2026-07-22 new pumper
- 14-1 is now the Scania P320 (delivered 2026-07-19); the old Isuzu went to the Brookfield museum
- pump test 3,800 L/min ok
""",
"tasks/sessions/2026-08-14-hydrants.md": """# 2026-08-14
- water co fixed the Orchard Rd hydrant today — it is back in service, flow test fine, no need for the showgrounds tank there anymore
- Mill Lane hydrants tested: 3.5 bar
""",
"tasks/sessions/2026-09-08-training.md": """# 2026-09-08 훈련 일정 변경
- 9월부터 정기 훈련은 수요일 19:00 으로 변경 (화요일은 더 이상 안 함) — 학교 강당 일정 때문
- BA 재평가 11월
""",
"tasks/sessions/2026-10-13-agm.md": """# 2026-10-13 AGM (정기총회)
- 새 대장(Captain): 박서준 (Seojun Park). Dana Whitlock 은 부대장으로 내려감
- 월례회의: 이제 매달 마지막 목요일 19:00
- 방화복 공급업체 Kestrel Safety 로 변경 — FireGear 납기 지연 때문
- 소방대 주소 그대로: 밀 레인 2번지 (2 Mill Lane)
""",
"tasks/sessions/2026-11-20-radio.md": """# 2026-11-20 radio
fireground_channel: VFB-12
paging_provider: PageOne
- VFB-7 was handed to SES, don't use it
""",
}
Q = [
("en", "What night do we drill now, and what time?", [("tasks/sessions/2026-09-08-training.md", "수요일 19:00")], "ko"),
("en", "Who's the captain after the AGM?", [("tasks/sessions/2026-10-13-agm.md", "새 대장")], "ko"),
("ko", "지금 1번 펌프차(14-1)는 어떤 차량이야?", [("tasks/sessions/2026-07-22-new-pumper.md", "Scania P320")], "en"),
("en", "Which radio channel do we work the fireground on?", [("tasks/sessions/2026-11-20-radio.md", "fireground_channel: VFB-12")], "en"),
("ko", "오처드 로드 소화전 지금 써도 돼?", [("tasks/sessions/2026-08-14-hydrants.md", "fixed the Orchard Rd hydrant")], "en"),
("en", "How often do we run the Bunnings BBQ these days?", [("tasks/sessions/2026-05-06-fundraising.md", "every other month")], "en"),
("en", "Who do we order turnout gear from?", [("tasks/sessions/2026-10-13-agm.md", "Kestrel Safety")], "ko"),
("en", "When is the monthly brigade meeting?", [("tasks/sessions/2026-10-13-agm.md", "마지막 목요일")], "ko"),
("ko", "호출기(페이저) 서비스 업체가 어디야?", [("tasks/sessions/2026-11-20-radio.md", "paging_provider: PageOne")], "en"),
("en", "How much water does our tanker hold?", [("docs/domain/appliances.md", "carries 3,000 L"), ("tasks/sessions/2025-11-20-fleet.md", "3000 litres")], "en"),
("ko", "구조물 화재 출동 때 공기호흡기(BA) 자격자 최소 몇 명?", [("docs/domain/training.md", "min. 2 BA-qualified"), ("tasks/lessons.md", "fewer than two BA wearers")], "en"),
("en", "Who keeps the brigade's accounts?", [("docs/references/people.md", "Secretary/treasurer"), ("MEMORY.md", "secretary: Priya Nair")], "en"),
("en", "When do the under-18s have their drill?", [("docs/domain/training.md", "cadets (junior brigade)")], "en"),
("en", "What pressure do the Mill Lane hydrants give?", [("docs/risks/water-supply.md", "350 kPa"), ("tasks/sessions/2026-08-14-hydrants.md", "3.5 bar")], "en"),
("ko", "응급처치 재교육 주기는?", [("docs/domain/training.md", "First Aid refresher")], "en"),
("en", "Where did the old Isuzu pumper end up?", [("tasks/sessions/2026-07-22-new-pumper.md", "Brookfield museum")], "en"),
]
P = [
("conflict", "What is the regular training night?", ("docs/domain/training.md", "Training night: Tuesday"), ("tasks/sessions/2026-09-08-training.md", "수요일 19:00"), "b", "time", "en-ko", "topic 'Tuesday 19:30' vs Korean session '수요일 19:00 으로 변경 (화요일은 더 이상 안 함)'"),
("conflict", "Who is brigade captain?", ("tasks/sessions/2026-10-13-agm.md", "새 대장"), ("docs/references/people.md", "Captain: Dana"), "a", "person", "en-ko", "Korean AGM line '새 대장 박서준' vs English people file 'Captain: Dana Whitlock'"),
("conflict", "What vehicle is pumper 14-1?", ("docs/domain/appliances.md", "| 14-1 |"), ("tasks/sessions/2026-07-22-new-pumper.md", "Scania P320"), "b", "vehicle", "en", "table row 'Isuzu FTS 2009' vs newer session 'now the Scania P320'"),
("conflict", "Which fireground channel?", ("tasks/sessions/2026-11-20-radio.md", "fireground_channel: VFB-12"), ("docs/references/radio.md", "fireground_channel: VFB-7"), "a", "channel", "en", "same key, different value; recency only from file date / last_used"),
("conflict", "Is the Orchard Rd hydrant usable?", ("docs/risks/water-supply.md", "Orchard Rd hydrant"), ("tasks/sessions/2026-08-14-hydrants.md", "fixed the Orchard Rd hydrant"), "b", "status", "en", "'OUT OF SERVICE' vs 'back in service'"),
("conflict", "How often is the sausage sizzle?", ("tasks/sessions/2026-05-06-fundraising.md", "every other month"), ("docs/domain/fundraising.md", "Sausage sizzle"), "a", "frequency", "en", "'monthly' vs 'every other month'"),
("conflict", "Who is the PPE supplier?", ("docs/risks/ppe.md", "PPE supplier"), ("tasks/sessions/2026-10-13-agm.md", "Kestrel Safety"), "b", "vendor", "en-ko", "'FireGear Direct' vs Korean '공급업체 Kestrel Safety 로 변경'"),
("conflict", "When is the brigade meeting?", ("tasks/sessions/2026-10-13-agm.md", "마지막 목요일"), ("docs/references/people.md", "Brigade meeting:"), "a", "schedule", "en-ko", "'first Monday' vs Korean '매달 마지막 목요일'"),
("conflict", "Which paging provider?", ("tasks/sessions/2026-11-20-radio.md", "paging_provider: PageOne"), ("docs/references/radio.md", "paging_provider: Spok"), "a", "vendor", "en", "key: value, recency only from dates"),
("agree", "Station address", ("MEMORY.md", "station: 2 Mill Lane"), ("tasks/sessions/2026-10-13-agm.md", "밀 레인 2번지"), None, "address", "en-ko", "English address vs Korean transliteration with romanised copy"),
("agree", "Minimum BA wearers", ("docs/domain/training.md", "min. 2 BA-qualified"), ("tasks/lessons.md", "fewer than two BA wearers"), None, "count", "en", "rule vs lesson in other words"),
("agree", "Tanker 14-2 capacity", ("docs/domain/appliances.md", "carries 3,000 L"), ("tasks/sessions/2025-11-20-fleet.md", "3000 litres"), None, "capacity", "en", "3,000 L vs 3000 litres"),
("agree", "Mill Lane hydrant pressure", ("docs/risks/water-supply.md", "350 kPa"), ("tasks/sessions/2026-08-14-hydrants.md", "3.5 bar"), None, "pressure", "en", "350 kPa vs 3.5 bar (same value, other unit)"),
("agree", "Secretary does the books", ("MEMORY.md", "secretary: Priya Nair"), ("docs/references/people.md", "Secretary/treasurer"), None, "person", "en", "'also treasurer' vs 'does the books and the minutes'"),
("unrelated", "Tanker capacities of two brigades", ("docs/domain/appliances.md", "carries 3,000 L"), ("docs/domain/appliances.md", "Station 9 (Brookfield) tanker"), None, "capacity", "en", "own tanker vs Station 9 tanker"),
("unrelated", "Ops channels", ("docs/references/radio.md", "district_ops_channel"), ("docs/references/radio.md", "station9_ops_channel"), None, "channel", "en", "district ops vs Station 9 ops channel"),
("unrelated", "Training times", ("tasks/sessions/2026-09-08-training.md", "수요일 19:00"), ("docs/domain/training.md", "cadets (junior brigade)"), None, "time", "en-ko", "senior training night vs cadets' Saturday session"),
("unrelated", "Out-of-service hydrants", ("docs/risks/water-supply.md", "Orchard Rd hydrant"), ("docs/risks/water-supply.md", "Church St hydrant"), None, "status", "en", "Orchard Rd vs Church St Brookfield hydrant"),
]
