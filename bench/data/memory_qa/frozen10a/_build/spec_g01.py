WID = "g01-claw-stack-clockworks"
LAYOUT = "claw-stack"
LANGS = ["en", "ja"]
DESC = "Claw-stack memory of the assistant for Tollgate Clockworks, a small antique clock-repair workshop in Bristol (longcase, bracket, carriage clocks); restorer Oda Keiko writes some notes and sessions in Japanese."

FILES = {}
FILES["MEMORY.md"] = """
# MEMORY — Tollgate Clockworks

Index. Details live in docs/. Newest decisions in tasks/sessions/.

## Shop
- Tollgate Clockworks, 14 Tollgate Yard, Bristol BS2 — owner Martin Avery, restorer Oda Keiko (小田)
- Open Tue–Sat 10:00–17:00, closed Sun/Mon
- labour £68/h (bench time), min charge 1h
- we do NOT take quartz / battery movements. Mechanical only.
- turnaround quote: standard service **8 weeks** (updated 2026-11; backlog)

## Pointers
- prices → docs/domain/pricing.md
- suppliers → docs/references/suppliers.md
- who does what → docs/references/people.md, docs/domain/jobs.md
- shipping / couriers → docs/risks/shipping.md
- intake checklist → docs/patterns/intake.md
- bench env → docs/references/workshop.md

## Recent
- 2026-11-20 price review (see session)
- 2026-10-14 mainspring supplier change
- 2026-09-03 bench humidity re-tuned
"""
FILES["memory-map.md"] = """
# memory map
| file | what |
|---|---|
| docs/domain/pricing.md | rate card |
| docs/domain/jobs.md | job types, who owns them |
| docs/references/suppliers.md | parts vendors |
| docs/references/people.md | staff, days |
| docs/references/workshop.md | bench settings |
| docs/risks/shipping.md | couriers, packing |
| docs/patterns/intake.md | intake steps |
| tasks/sessions/ | dated session notes (newest wins) |
"""
FILES["AGENTS.md"] = """
# AGENTS
- Read MEMORY.md first, then the doc the question needs.
- Sessions in tasks/sessions/ override docs/ when newer. Update docs when you notice drift.
- Oda-san writes in Japanese; keep her wording, add an English gist if useful.
- 営業時間: 火曜〜土曜、10時〜17時（日・月は休み）
- Never promise a completion date to a customer — give the turnaround quote from MEMORY.md.
"""
FILES["docs/domain/pricing.md"] = """
---
title: Rate card
keywords: [price, service, deposit, longcase, bracket, carriage, estimate]
created: 2025-02-11
last_used: 2026-06-02
---
# Rate card (GBP, incl. VAT)

| Job | Price |
|---|---|
| Longcase full service | £420 |
| Bracket clock full service | £310 |
| Carriage clock service | £185 |
| Estimate / inspection fee | £35 (deducted if job goes ahead) |

- Bench time outside the card: sixty-eight pounds an hour
- Deposit: 30% on intake for any job over £200
- Restorations (case + movement): deposit 50%, always
- Collection & delivery within 10 miles: £45 each way
"""
FILES["docs/domain/jobs.md"] = """
---
title: Job types and owners
keywords: [fusee, chain, dial, case, escapement, owner]
created: 2025-02-11
last_used: 2026-03-19
---
# Jobs

- movement overhaul → Martin or Oda, whoever is free
- fusee chain repair → Martin (only one with the chain riveting tool)
- painted dial touch-up → Oda
- case French polishing → outsourced to Hensley Joinery, Totterdown
- escapement rebuilds → Martin

Notes
- fusee work blocks the small lathe for ~2 days
"""
FILES["docs/references/suppliers.md"] = """
---
title: Suppliers
keywords: [mainspring, glass, crystal, bushings, vendor, parts]
created: 2025-02-14
last_used: 2026-04-22
---
# Suppliers

- Mainsprings: Hartwell Horological Supply (Birmingham), acct HH-2231
- Bushings: Bergeon via Hartwell
- Convex glasses / crystals: Hartwell, next-day
- Cleaning fluid: Elma concentrate, bought by the 5 L
- Brass sheet: Smiths Metals online
"""
FILES["docs/references/people.md"] = """
---
title: People
keywords: [staff, days, rota, oda, martin, phone]
created: 2025-02-11
last_used: 2026-01-30
---
# People

- Martin Avery — owner, Tue–Sat, does most customer calls
- Oda Keiko (小田 恵子) — restorer, in on Tue/Thu
- Priya (Sat only) — front desk, takes in clocks, no bench work
- Hensley Joinery — Dave Hensley, cases
"""
FILES["docs/references/workshop.md"] = """
---
title: Workshop environment
keywords: [humidity, temperature, bench, ultrasonic, oil]
created: 2025-03-02
last_used: 2025-11-08
---
# Bench env

bench_humidity_target: 45%
bench_temp_target: 19C
ultrasonic_cycle: 2 x 6 min
oil_pivots: Moebius 8030
oil_mainspring: Moebius 8200 grease
"""
FILES["docs/risks/shipping.md"] = """
---
title: Shipping & couriers
keywords: [courier, DPD, pendulum, packing, insurance]
created: 2025-04-09
last_used: 2026-02-17
---
# Shipping

- Bracket clocks outbound: DPD next day, double box, pendulum removed & wrapped separately
- Inbound parts: Royal Mail tracked is fine
- Longcase: we never ship — collection only (or our own van)
- Insurance for clocks in our care: Hiscox, policy HX-55-0192
- Always photograph the movement before boxing
"""
FILES["docs/patterns/intake.md"] = """
---
title: Intake checklist
keywords: [intake, ticket, photos, quote, weeks]
created: 2025-02-20
last_used: 2026-05-05
---
# Intake

1. ticket number = YYMM-nn (e.g. 2605-14)
2. photos: dial, movement front/back, case
3. note if the clock has a fusee
4. quote turnaround: 6 weeks for a standard service
5. take deposit (see pricing)
"""
FILES["tasks/todo.md"] = """
# todo
- [ ] update pricing.md with Dec prices (see 2026-11-20 sesion)
- [ ] suppliers.md still says Hartwell for springs — fix
- [ ] people.md: Oda's new days
- [x] humidity re-tune (2026-09-03)
"""
FILES["tasks/lessons.md"] = """
# Lessons

- 2025-06: fusee chain snapped during let-down — always use the let-down key, never rush
- 2025-09: Elma 洗浄液は 1:9 で希釈。濃すぎると真鍮が曇る
- 2026-01: customers forget clocks — chase after 30 days, then storage fee
- 2026-03: photograph the beat setting before dismantling
"""
FILES["tasks/sessions/2026-09-03-bench.md"] = """
# Session 2026-09-03 — bench env

Oda complained about static + dry air. Re-tuned dehumidifier.
bench_humidity_target: 50%
- temp unchanged
- ultrasonic: dilution now 1:12 (Oda tested on a brass plate, 1:9 still dulled it)
"""
FILES["tasks/sessions/2026-10-14-springs.md"] = """
# Session 2026-10-14 — mainsprings

- Hartwell lead time went to 5 weeks on mainsprings. Not ok.
- switched mainspring orders to Brenner Uhrenteile (Pforzheim), account BR-7781, ~9 days delivered
- crystals/glasses stay with Hartwell (they're fine for those)
"""
FILES["tasks/sessions/2026-11-02-oda.md"] = """
# 2026-11-02 セッション（小田）

- 11月から小田の出勤日は月・水・金に変更（火・木はもう来ない）
- フュジーチェーンの修理は今後小田が担当。マーティンがリベット工具を譲ってくれた
- 文字盤の補修は引き続き小田
- 前金: 修復案件は変わらず半額
"""
FILES["tasks/sessions/2026-11-20-prices.md"] = """
# Session 2026-11-20 — price review

From 1 Dec 2026:
- longcase full service now £465
- bracket service unchanged
- carriage clock service £195
- deposit on intake: 前金は50%に統一（£200超の案件すべて） — Oda's proposal, Martin agreed
- we no longer send bracket clocks by DPD (two broken suspension springs this year) — use Clockmove specialist courier, crated
- insurance renewed with Aviva from 2026-11-15, policy AV-30-7714 (Hiscox dropped)
"""

QUESTIONS = [
 ("en", "Who do we order mainsprings from these days?", [("tasks/sessions/2026-10-14-springs.md", "switched mainspring orders")], "en"),
 ("en", "How much will a full service on a grandfather clock cost a customer in December?", [("tasks/sessions/2026-11-20-prices.md", "longcase full service now")], "en"),
 ("ja", "ロングケースクロックのオーバーホール料金はいくら？", [("tasks/sessions/2026-11-20-prices.md", "longcase full service now")], "en"),
 ("en", "Which days is Oda in the workshop now?", [("tasks/sessions/2026-11-02-oda.md", "出勤日は月・水・金")], "ja"),
 ("en", "Who handles fusee chain repairs now?", [("tasks/sessions/2026-11-02-oda.md", "フュジーチェーンの修理")], "ja"),
 ("en", "What dilution should the Elma cleaning fluid be mixed at?", [("tasks/sessions/2026-09-03-bench.md", "dilution now 1:12")], "en"),
 ("ja", "ベンチの湿度は何％に設定すればいい？", [("tasks/sessions/2026-09-03-bench.md", "bench_humidity_target: 50%")], "en"),
 ("en", "How big a deposit do we take when a clock comes in?", [("tasks/sessions/2026-11-20-prices.md", "前金は50%に統一")], "ja"),
 ("en", "A customer wants their bracket clock shipped back — which courier?", [("tasks/sessions/2026-11-20-prices.md", "Clockmove specialist courier")], "en"),
 ("en", "Who insures the customers' clocks while they're with us, and what's the policy number?", [("tasks/sessions/2026-11-20-prices.md", "insurance renewed with Aviva")], "en"),
 ("en", "What turnaround should I quote for a normal service right now?", [("MEMORY.md", "turnaround quote: standard service")], "en"),
 ("ja", "土曜日は店が開いている？何時まで？", [("MEMORY.md", "Open Tue–Sat"), ("AGENTS.md", "営業時間")], "en"),
 ("en", "Can we take in a battery wall clock?", [("MEMORY.md", "quartz / battery")], "en"),
 ("en", "Who does the French polishing on cases?", [("docs/domain/jobs.md", "French polishing")], "en"),
 ("en", "Which oil goes on the pivots?", [("docs/references/workshop.md", "oil_pivots")], "en"),
 ("en", "Where do we get convex glasses?", [("docs/references/suppliers.md", "Convex glasses"), ("tasks/sessions/2026-10-14-springs.md", "crystals/glasses stay")], "en"),
]

PAIRS = [
 ("conflict", "Mainspring supplier", ("docs/references/suppliers.md", "Mainsprings: Hartwell"), ("tasks/sessions/2026-10-14-springs.md", "switched mainspring orders"), "b", "vendor", "en", "topic file vendor line vs newer session 'switched ... to Brenner'"),
 ("conflict", "Longcase full service price", ("tasks/sessions/2026-11-20-prices.md", "longcase full service now"), ("docs/domain/pricing.md", "Longcase full service"), "a", "price", "en", "newer session '£465' vs older rate-card table row £420"),
 ("conflict", "Elma cleaning fluid dilution", ("tasks/lessons.md", "1:9 で希釈"), ("tasks/sessions/2026-09-03-bench.md", "dilution now 1:12"), "b", "ratio", "en-ja", "Japanese lesson 1:9 vs English session 'now 1:12'"),
 ("conflict", "Oda's working days", ("tasks/sessions/2026-11-02-oda.md", "出勤日は月・水・金"), ("docs/references/people.md", "in on Tue/Thu"), "a", "schedule", "en-ja", "Japanese session Mon/Wed/Fri in kanji weekday abbreviations vs English people file Tue/Thu"),
 ("conflict", "Fusee chain repair owner", ("docs/domain/jobs.md", "fusee chain repair"), ("tasks/sessions/2026-11-02-oda.md", "フュジーチェーンの修理"), "b", "owner", "en-ja", "English job list 'Martin' vs Japanese session 'これから小田が担当'"),
 ("conflict", "Bench humidity target", ("tasks/sessions/2026-09-03-bench.md", "bench_humidity_target: 50%"), ("docs/references/workshop.md", "bench_humidity_target: 45%"), "a", "number", "en", "identical key: value lines, 45% vs 50%; recency only from last_used 2025-11-08 vs file-name date 2026-09-03"),
 ("conflict", "Deposit on intake", ("docs/domain/pricing.md", "Deposit: 30% on intake"), ("tasks/sessions/2026-11-20-prices.md", "前金は50%に統一"), "b", "percent", "en-ja", "English rate card 30% vs mixed ja/en session line 前金は50%に統一"),
 ("conflict", "Courier for bracket clocks", ("tasks/sessions/2026-11-20-prices.md", "we no longer send bracket clocks by DPD"), ("docs/risks/shipping.md", "Bracket clocks outbound: DPD"), "a", "vendor", "en", "negation 'we no longer send ... by DPD' vs older shipping rule"),
 ("conflict", "Turnaround quote for standard service", ("docs/patterns/intake.md", "quote turnaround: 6 weeks"), ("MEMORY.md", "turnaround quote: standard service"), "b", "duration", "en", "intake checklist 6 weeks vs MEMORY.md bold '8 weeks (updated 2026-11)'"),
 ("conflict", "Insurer for clocks in our care", ("docs/risks/shipping.md", "Insurance for clocks in our care"), ("tasks/sessions/2026-11-20-prices.md", "insurance renewed with Aviva"), "b", "vendor", "en", "Hiscox policy line vs session 'renewed with Aviva ... (Hiscox dropped)'"),
 ("agree", "Opening hours", ("MEMORY.md", "Open Tue–Sat"), ("AGENTS.md", "営業時間"), None, "schedule", "en-ja", "Tue–Sat 10:00–17:00 vs 火曜〜土曜、10時〜17時"),
 ("agree", "Bench labour rate", ("MEMORY.md", "labour £68/h"), ("docs/domain/pricing.md", "sixty-eight pounds an hour"), None, "price", "en", "£68/h vs 'sixty-eight pounds an hour'"),
 ("agree", "Restoration deposit", ("docs/domain/pricing.md", "Restorations (case + movement)"), ("tasks/sessions/2026-11-02-oda.md", "修復案件は変わらず半額"), None, "percent", "en-ja", "deposit 50% vs 半額 (half)"),
 ("agree", "Dial touch-up owner", ("docs/domain/jobs.md", "painted dial touch-up"), ("tasks/sessions/2026-11-02-oda.md", "文字盤の補修は引き続き小田"), None, "owner", "en-ja", "'→ Oda' vs 引き続き小田"),
 ("agree", "Glasses supplier", ("docs/references/suppliers.md", "Convex glasses"), ("tasks/sessions/2026-10-14-springs.md", "crystals/glasses stay"), None, "vendor", "en", "Hartwell for glasses restated in session"),
 ("unrelated", "Service price: longcase vs bracket", ("docs/domain/pricing.md", "Bracket clock full service"), ("tasks/sessions/2026-11-20-prices.md", "longcase full service now"), None, "price", "en", "same slot 'full service' price, different clock type"),
 ("unrelated", "Courier: inbound parts vs outbound clocks", ("docs/risks/shipping.md", "Inbound parts: Royal Mail"), ("tasks/sessions/2026-11-20-prices.md", "we no longer send bracket clocks by DPD"), None, "vendor", "en", "courier slot but inbound parts, not outbound clocks"),
 ("unrelated", "Staff days: Priya vs Oda", ("docs/references/people.md", "Priya (Sat only)"), ("tasks/sessions/2026-11-02-oda.md", "出勤日は月・水・金"), None, "schedule", "en-ja", "working-days slot, different person"),
 ("unrelated", "Who owns escapements vs fusee", ("docs/domain/jobs.md", "escapement rebuilds"), ("tasks/sessions/2026-11-02-oda.md", "フュジーチェーンの修理"), None, "owner", "en-ja", "owner slot, different job type"),
]
