WS = "h6b-w1-claw-harbour-pilots"
LAYOUT = "claw-stack"
LANGS = ["en", "ko"]
DESC = "Dispatch/ops agent for a harbour pilot service (Saltmere Pilots): boarding grounds, VHF channels, pilot launches, tariff, draft limits, duty roster; a Korean dispatcher writes some sessions in Korean."
FM = lambda t, k, c, u: f"---\ntitle: {t}\nkeywords: [{k}]\ncreated: {c}\nlast_used: {u}\n---\n"
FILES = {
"MEMORY.md": """# MEMORY.md — Saltmere Pilots

> Index only. Details in docs/. Keep < 5k chars. Pruned 2026-11-21.

## Pointers
| Area | File | Hook |
|---|---|---|
| Boarding grounds | docs/domain/boarding-grounds.md | Alpha / Bravo, distances |
| Tariff | docs/domain/tariff.md | per-act dues, cancellation |
| VHF | docs/references/vhf-channels.md | who listens where |
| Launches | docs/references/launches.md | boats, duty pattern |
| Roster | docs/references/roster.md | duty managers |
| Draft limits | docs/risks/draft-limits.md | Channel Bend, lock |

## Hot facts
- Night launch → Kittiwake (Tern away for repowering)
- VHF work ch 71 since Sept (old 14 now tugs only)
- Alpha BG moved out, see 2026-11-20 session
- ETA changes < 2h before boarding: phone the station, don't email
""",
"AGENTS.md": """# AGENTS.md

You help the Saltmere Pilots dispatch desk. Read MEMORY.md first, then the topic file.
- Never confirm a boarding time without the pilot's ack in the dispatch app.
- Emergencies: escalate to the harbour master's office on VHF 12 and phone.
- Korean-speaking agents (Hanjin/Pan Ocean calls) → Ji-woo writes notes in 한국어, keep them.
- Session notes go in tasks/sessions/YYYY-MM-DD-slug.md.
""",
"docs/domain/boarding-grounds.md": FM("Boarding grounds", "boarding, pilot, Alpha, Bravo, Grey Point", "2025-02-10", "2026-04-02") + """# Boarding grounds

- Outer boarding ground Alpha: 4.5 nm SW of Grey Point buoy (deep draft > 11 m)
- Inner boarding ground Bravo: 1.8 nm S of Grey Point buoy (everything else)
- Ships must make a lee on the port side, speed 6–8 kn at the ladder
- In NW gales > 35 kn Bravo is closed, everyone uses Alpha
""",
"docs/domain/tariff.md": FM("Pilotage tariff", "tariff, dues, price, GT, cancellation", "2025-01-20", "2026-10-01") + """# Tariff (per pilotage act)

| GT band | Dues |
|---|---|
| < 10k | £1,120 per act |
| 10k–30k | £1,960 per act (from 2026-04-01) |
| 30k–60k | £2,730 per act |
| > 60k | £3,400 + £18 per 1k GT over 60k |

cancellation_notice: 2 h
detention: £310 per started hour after the first hour
""",
"docs/references/vhf-channels.md": FM("VHF channels", "VHF, channel, radio, VTS, tug", "2025-01-20", "2026-02-11") + """# VHF

| Who | Channel |
|---|---|
| Harbour master (VTS) | Ch 12 |
| Pilot station working | Ch 14 |
| Tug ops (Saltmere Towage) | Ch 14 |
| Marina | Ch 80 |
""",
"docs/references/launches.md": FM("Pilot launches", "launch, boat, night, duty, Tern, Kittiwake", "2025-03-01", "2026-01-15") + """# Launches

- Day duty launch: *Fulmar* (17 m, 2x Volvo D13)
- Night duty launch: *Tern*
- Weekend relief launch: *Shearwater*
- Fuel at Berth 3 every Tuesday; log hours in the launch book
""",
"docs/references/roster.md": FM("Duty roster", "roster, duty manager, people, on call", "2025-01-20", "2026-05-30") + """# Roster

- Duty manager (weekdays): Harriet Osei
- Duty manager (weekends): Priya Nandakumar
- Chief pilot: Tomasz Wrona
- Dispatcher (Korean lines): Ji-woo Baek
""",
"docs/risks/draft-limits.md": FM("Draft limits", "draft, depth, Channel Bend, lock, night, LOA", "2025-02-10", "2026-03-09") + """# Draft limits

- Max draft at Channel Bend at LW: 12.8 m
- Max draft at Inner Basin lock: 9.4 m
- Two pilots at night for LOA > 300 m
- Pilots embark by helicopter for VLCCs when swell > 3 m (Northwind Heli)
""",
"tasks/lessons.md": """# Lessons

- 2025-06: agents email ETA changes late → phone if < 2 h before boarding
- quote GT 10–30k jobs at 1960 GBP/act (new rate card), VAT n/a for foreign-going
- always read back boarding ground + time on the recorded line
""",
"tasks/todo.md": """# TODO
- [ ] update chart overlay: Alpha BG @ 5.7nm SW Grey Pt
- [ ] ask Tomasz re: second ladder inspection form
- [x] vhf-channels.md is stale (ch 71) — fix next week
""",
"tasks/sessions/2025-11-03-tariff-review.md": """# Session 2025-11-03 tariff review

- proposal for 2026: GT 10k–30k at £1,840 per act (board decision pending)
- cancellation_notice: 4 h
- detention unchanged
""",
"tasks/sessions/2026-06-14-launch-swap.md": """# Session 2026-06-14

- Tern is out of service for repowering (est. 5 months); night duty is now Kittiwake
- Kittiwake crew: 2 coxswains on rotation, radio check at 19:00
""",
"tasks/sessions/2026-09-22-ko-dispatch.md": """# 2026-09-22 배차 메모 (Ji-woo)

- 파일럿 스테이션 작업 채널 14번 → 71번으로 변경 (9/22부터). 14번은 예인선 전용
- 평일 당직 매니저는 이제 Callum Reyes (Harriet은 훈련 담당으로 이동)
- 채널 벤드 최대 흘수: 저조 시 13.1m (준설 끝남)
- 한진 대리점: ETA 변경은 2시간 전까지 전화로
""",
"tasks/sessions/2026-11-20-ops-weekly.md": """# Session 2026-11-20 ops weekly

- Alpha boarding ground moved 1.2 nm further out — now 5.7 nm SW of Grey Point (harbour master notice 41/26)
- tide tables now refreshed every day at 05:00 (the weekly Monday pull missed the surge correction)
- we no longer use helicopter transfer; the Northwind Heli contract ended in October
- fuelling moved to Berth 5 (Berth 3 pump condemned), still Tuesdays
- Bravo unchnaged
""",
}
FILES["docs/references/tides.md"] = FM("Tides", "tide, tables, refresh, surge", "2025-02-10", "2025-12-01") + """# Tides
- Source: UKHO port tidal stream, saved to shared drive
- Tide table refresh: weekly (Mondays)
- surge warnings come from the Met Office by email
"""

Q = [
("en", "How far out do deep-draft ships pick up their pilot these days?", [("tasks/sessions/2026-11-20-ops-weekly.md", "now 5.7 nm"), ("tasks/todo.md", "Alpha BG @ 5.7nm")]),
("en", "what radio channel do I hail the pilot station on", [("tasks/sessions/2026-09-22-ko-dispatch.md", "71번으로"), ("MEMORY.md", "VHF work ch 71"), ("tasks/todo.md", "(ch 71)")]),
("ko", "GT 2만 톤급 배 도선료 얼마야?", [("docs/domain/tariff.md", "| 10k–30k |"), ("tasks/lessons.md", "1960 GBP")]),
("en", "Which boat covers night shifts at the moment?", [("tasks/sessions/2026-06-14-launch-swap.md", "night duty is now Kittiwake"), ("MEMORY.md", "Night launch → Kittiwake")]),
("en", "who is weekday duty manager now?", [("tasks/sessions/2026-09-22-ko-dispatch.md", "Callum Reyes")]),
("en", "How often do we update the tide tables?", [("tasks/sessions/2026-11-20-ops-weekly.md", "every day at 05:00")]),
("en", "Can a pilot still board a VLCC by helicopter in heavy swell?", [("tasks/sessions/2026-11-20-ops-weekly.md", "no longer use helicopter")]),
("ko", "채널 벤드 저조 때 최대 흘수 얼마까지 돼?", [("tasks/sessions/2026-09-22-ko-dispatch.md", "13.1m")]),
("en", "How late can an agent cancel a pilot without paying?", [("docs/domain/tariff.md", "cancellation_notice: 2 h")]),
("en", "deepest draft that fits the inner basin lock?", [("docs/risks/draft-limits.md", "Inner Basin lock")]),
("en", "Who runs duty on Saturdays and Sundays?", [("docs/references/roster.md", "weekends")]),
("ko", "예인선이랑 교신하려면 몇 번 채널?", [("docs/references/vhf-channels.md", "Tug ops"), ("tasks/sessions/2026-09-22-ko-dispatch.md", "71번으로")]),
("ko", "야간에 도선사 두 명 태우는 기준이 뭐야?", [("docs/risks/draft-limits.md", "Two pilots at night")]),
("en", "An agent wants to move the ETA an hour before boarding — email ok?", [("tasks/lessons.md", "phone if < 2 h"), ("MEMORY.md", "phone the station"), ("tasks/sessions/2026-09-22-ko-dispatch.md", "2시간 전까지 전화로")]),
("en", "What do we charge a 45,000 GT ship per move?", [("docs/domain/tariff.md", "| 30k–60k |")]),
("en", "where do the pilot boats fill up with fuel now", [("tasks/sessions/2026-11-20-ops-weekly.md", "Berth 5")]),
("ko", "브라보 승선 구역 위치가 어디야?", [("docs/domain/boarding-grounds.md", "Inner boarding ground Bravo")]),
]
S = "tasks/sessions/"
P = [
("conflict", "Where is boarding ground Alpha?", ("docs/domain/boarding-grounds.md", "Outer boarding ground Alpha"), (S+"2026-11-20-ops-weekly.md", "now 5.7 nm"), "b", "place", "topic '4.5 nm SW' vs newer session 'moved 1.2 nm further out — now 5.7 nm'"),
("conflict", "Pilot station VHF working channel", (S+"2026-09-22-ko-dispatch.md", "71번으로"), ("docs/references/vhf-channels.md", "Pilot station working"), "a", "channel", "Korean session '14번 → 71번으로 변경' vs English table row 'Ch 14'"),
("conflict", "Dues for GT 10k–30k", ("docs/domain/tariff.md", "| 10k–30k |"), (S+"2025-11-03-tariff-review.md", "£1,840"), "a", "price", "table row £1,960 (topic last_used 2026-10) vs older session proposal £1,840"),
("conflict", "Night duty launch", (S+"2026-06-14-launch-swap.md", "night duty is now Kittiwake"), ("docs/references/launches.md", "Night duty launch"), "a", "vessel", "'Night duty launch: Tern' vs session 'Tern out of service… now Kittiwake'"),
("conflict", "Weekday duty manager", ("docs/references/roster.md", "weekdays"), (S+"2026-09-22-ko-dispatch.md", "Callum Reyes"), "b", "person", "English roster 'Harriet Osei' vs Korean session '이제 Callum Reyes'"),
("conflict", "Tide table refresh frequency", ("docs/references/tides.md", "Tide table refresh"), (S+"2026-11-20-ops-weekly.md", "every day at 05:00"), "b", "frequency", "'weekly (Mondays)' vs 'every day at 05:00'"),
("conflict", "Helicopter transfer for VLCCs", (S+"2026-11-20-ops-weekly.md", "no longer use helicopter"), ("docs/risks/draft-limits.md", "helicopter for VLCCs"), "a", "policy", "negation: 'we no longer use helicopter transfer'"),
("conflict", "Max draft at Channel Bend at LW", ("docs/risks/draft-limits.md", "Channel Bend at LW"), (S+"2026-09-22-ko-dispatch.md", "13.1m"), "b", "number", "English '12.8 m' vs Korean '저조 시 13.1m (준설 끝남)'"),
("conflict", "Cancellation notice", (S+"2025-11-03-tariff-review.md", "cancellation_notice: 4 h"), ("docs/domain/tariff.md", "cancellation_notice: 2 h"), "b", "duration", "same key:value, recency only from file-name date 2025-11-03 vs last_used 2026-10-01"),
("agree", "Night launch", ("MEMORY.md", "Night launch → Kittiwake"), (S+"2026-06-14-launch-swap.md", "night duty is now Kittiwake"), None, "vessel", "index shorthand vs session prose"),
("agree", "Pilot VHF channel 71", (S+"2026-09-22-ko-dispatch.md", "71번으로"), ("MEMORY.md", "VHF work ch 71"), None, "channel", "Korean vs English shorthand"),
("agree", "GT 10–30k dues", ("docs/domain/tariff.md", "| 10k–30k |"), ("tasks/lessons.md", "1960 GBP"), None, "price", "£1,960 vs 1960 GBP"),
("agree", "Alpha at 5.7 nm", (S+"2026-11-20-ops-weekly.md", "now 5.7 nm"), ("tasks/todo.md", "Alpha BG @ 5.7nm"), None, "place", "prose vs abbreviated todo"),
("agree", "Harbour master channel", ("AGENTS.md", "VHF 12"), ("docs/references/vhf-channels.md", "Harbour master (VTS)"), None, "channel", "'VHF 12' vs table 'Ch 12'"),
("agree", "ETA change by phone", ("tasks/lessons.md", "phone if < 2 h"), (S+"2026-09-22-ko-dispatch.md", "2시간 전까지 전화로"), None, "policy", "English lesson vs Korean note"),
("conflict", "Launch fuelling berth", (S+"2026-11-20-ops-weekly.md", "Berth 5"), ("docs/references/launches.md", "Fuel at Berth 3"), "a", "place", "launch page 'Fuel at Berth 3 every Tuesday' vs session 'fuelling moved to Berth 5'"),
("unrelated", "Boarding grounds", ("docs/domain/boarding-grounds.md", "Inner boarding ground Bravo"), (S+"2026-11-20-ops-weekly.md", "now 5.7 nm"), None, "place", "Bravo vs Alpha"),
("unrelated", "Ch 14 user", ("docs/references/vhf-channels.md", "Tug ops"), (S+"2026-09-22-ko-dispatch.md", "71번으로"), None, "channel", "tug channel vs pilot channel"),
("unrelated", "Draft limit locations", ("docs/risks/draft-limits.md", "Inner Basin lock"), (S+"2026-09-22-ko-dispatch.md", "13.1m"), None, "number", "lock vs Channel Bend"),
("unrelated", "Tariff bands", ("docs/domain/tariff.md", "| 30k–60k |"), ("docs/domain/tariff.md", "| 10k–30k |"), None, "price", "different GT band"),
("unrelated", "Duty managers", ("docs/references/roster.md", "weekends"), (S+"2026-09-22-ko-dispatch.md", "Callum Reyes"), None, "person", "weekend vs weekday manager"),
]
