WS = "k01-claw-stack-kiln-coop"
LAYOUT = "claw-stack"
LANGS = ["en", "ja"]
DESC = "Ops agent for Ashgrove Kiln Co-op (shared anagama + gas + electric kilns, ~60 members) with a Shigaraki exchange group; the exchange potters write some sessions and lines in Japanese."
FILES = {
"AGENTS.md": """
# AGENTS.md — Ashgrove Kiln Co-op ops agent

- Read MEMORY.md first, then memory-map.md to find the right docs/ file.
- Sessions go in tasks/sessions/YYYY-MM-DD-slug.md. Newest session wins over docs/ if they disagree — then fix the doc.
- Lessons → tasks/lessons.md. Never delete old lines in docs, strike or annotate.
- 日本語のメモはそのまま残す（信楽チームが読む）。
""",
"MEMORY.md": """
# MEMORY.md — Ashgrove Kiln Co-op

> index only, details in docs/. keep < 5k. pruned 2026-11-29

## Pointers
| Area | File |
|---|---|
| kilns, controllers, gas | docs/references/kilns.md |
| firing calendar | docs/domain/firing-schedule.md |
| dues & fees | docs/domain/membership-fees.md |
| clay / glaze suppliers | docs/references/suppliers.md |
| people | docs/references/people.md |
| safety | docs/risks/kiln-safety.md |
| glaze tests | docs/patterns/glaze-testing.md |

## Hot facts
- Anagama: once a yr now, autumn only (since 2026 decision)
- studio dues $95/mo (Nov 2026+)
- kiln tech = Daisuke Ono (小野さん), Marta gone
- glaze loads: ^6 ox. no more ^10 reduction
- exchange w/ Shigaraki 信楽: 3 potters visit every spring
""",
"memory-map.md": """
# memory-map

| Keyword | File |
|---|---|
| anagama, wood, cord, 薪 | docs/references/kilns.md |
| bisque, glaze load, cone, 窯詰め | docs/domain/firing-schedule.md |
| dues, fee, shelf rent | docs/domain/membership-fees.md |
| clay, 粘土, frit, laguna | docs/references/suppliers.md |
| kiln tech, board, 連絡先 | docs/references/people.md |
| respirator, vent, CO | docs/risks/kiln-safety.md |
| test tiles, line blend | docs/patterns/glaze-testing.md |
""",
"docs/references/kilns.md": """
---
title: Kilns & equipment
keywords: [anagama, gas, electric, controller, wood]
created: 2025-02-11
last_used: 2025-09-03
---
# Kilns

- Anagama "Big Sal": 4.5 m chamber, fired twice a year (spring + autumn), ~5 days each
- Gas kiln: 40 cu ft downdraft, natural gas
- gas_meter_pressure: 7 in. w.c.
- Electric #1: Skutt KM1227, controller firmware 1.0.6
- Electric #2: L&L e28T, controller firmware 2.3.1
- Wood: split oak, bought by the cord, ~9 cords per firing
- wood price: $280/cord delivered (Hollis Tree Service)
""",
"docs/domain/firing-schedule.md": """
---
title: Firing calendar
keywords: [bisque, glaze, cone, loading, deadline]
created: 2025-02-11
last_used: 2026-03-14
---
# Firing schedule

- bisque: every Tuesday, electric #1, cone 04
- glaze loads: cone 10 reduction in the gas kiln, every other Saturday
- load-in deadline for glaze kiln: Friday 17:00 (shelf card required)
- unload: Monday after 10:00 only, kiln must be < 60°C
""",
"docs/domain/membership-fees.md": """
---
title: Dues & fees
keywords: [dues, membership, shelf, firing fee]
created: 2025-02-11
last_used: 2026-04-20
---
# Membership & fees

| Tier | Dues | Shelves |
|---|---|---|
| Studio member | $85/mo | 2 |
| Associate member | $40/mo | 1 |
| Exchange (Shigaraki) | free | 1 |

- firing fee: $0.05 per cubic inch, electric or gas
- anagama share: $150 per slot
""",
"docs/references/suppliers.md": """
---
title: Suppliers
keywords: [clay, porcelain, glaze materials, frit]
created: 2025-03-02
last_used: 2025-12-10
---
# Suppliers

- stoneware clay: Laguna B-Mix, ordered via Clay Corner (pallet = 50 boxes)
- porcelain: Laguna Frost, same distributor
- glaze raw materials: Seattle Pottery Supply, monthly order, 1st Monday
- kiln shelves / posts: Axner
""",
"docs/references/people.md": """
---
title: People
keywords: [board, kiln tech, contact]
created: 2025-02-11
last_used: 2026-02-08
---
# People

- Chair: Renata Oyelaran
- Treasurer: Gus Feld
- Kiln tech: Marta Ruiz (gas + anagama, she holds the burner certs)
- Glaze tech: Priya Anand
- Shigaraki liaison: 高田 恵 (Megumi Takada)
""",
"docs/risks/kiln-safety.md": """
---
title: Kiln safety
keywords: [respirator, CO, vent, firing watch]
created: 2025-02-11
last_used: 2026-07-01
---
# Safety

- reduction firings: CO monitor on, two people on watch at all times
- mixing glaze: P100 respirator, wet-wipe the bench after
- open studio hours 7:00–22:00; overnight access only for firing crew
- never leave anagama unattended during stoking
""",
"docs/patterns/glaze-testing.md": """
---
title: Glaze testing
keywords: [test tiles, line blend, log]
created: 2025-05-09
last_used: 2026-08-22
---
# Glaze tests

- test tiles go on the top shelf of every glaze load
- log each test in the shared sheet "Glaze Lab" with cone, atmosphere, clay body
- line blends: 10-step, 5 g batches
""",
"tasks/lessons.md": """
# Lessons

- 2025-10: shelf card missing = load gets skipped. no exceptions, people got angry, but it works.
- 2026-05: the CO alarm in the gas room is on the ceiling, check battery every quarter
- 2026-09: 窯出しの前に温度ログを必ず写真に撮る（保険のため）
""",
"tasks/todo.md": """
# TODO

- [ ] update people.md (kiln tech change)
- [ ] reprint the dues poster
- [ ] order more cone packs ^6
""",
"tasks/sessions/2025-11-04-anagama-debrief.md": """
# Session 2025-11-04 — autumn anagama debrief

- 5.5 days, 11 cords burned (more than the 9 we plan for)
- ash deposits good on the back shelves
- wood price went up, still Hollis
""",
"tasks/sessions/2026-06-18-board-decisions.md": """
# Session 2026-06-18 — board meeting notes

- Decided: anagama only once a year from now on, autumn firing. spring slot dropped (wood cost + crew fatigue).
- glaze kiln: we no longer fire glaze loads to cone 10 reduction; everything moves to cone 6 oxidation in the electrics from Aug 2026 (gas bill).
- Bisque stays Tuesday.
""",
"tasks/sessions/2026-09-30-gas-service.md": """
# Session 2026-09-30 — gas service visit

- utility reset regulator after inspection
- gas_meter_pressure: 11 in. w.c.
- Electric #1 controller reflashed, now firmware 1.2.0 (Skutt support said 1.0.6 had the thermocouple drift bug)
""",
"tasks/sessions/2026-10-21-shigaraki.md": """
# セッション 2026-10-21 — 信楽チーム

- 粘土の仕入れ先を変更：炻器用は信楽の丸二陶料から直接輸入（Laguna B-Mix はもう使わない）
- 窯詰めの締切は木曜18時に変更（金曜は窯出しと重なるため）
- 高田さんの後任のリエゾンは 中村 翔 さん
- 春の訪問は3名のまま
- 釉薬テストの記録は Notion の「釉薬ラボ」ページに移した。スプレッドシートはもう更新しない
""",
"tasks/sessions/2026-11-28-dues-and-staff.md": """
# Session 2026-11-28

- Studio member dues raised to $95/month effective 2026-11-01 (board vote, 7–1)
- associate stays $40
- Marta left in Oct; kiln tech is now Daisuke Ono. He has the burner cert.
- studio now closes at 21:00 and there is no more overnight access for anyone except anagama crew
- wood: Hollis now $340 per cord
""",
}
QUESTIONS = [
 ("en", "How often do we fire the big wood kiln these days?", ["tasks/sessions/2026-06-18-board-decisions.md::anagama only once a year", "MEMORY.md::Anagama: once a yr"], "en"),
 ("en", "What do studio members pay each month right now?", ["tasks/sessions/2026-11-28-dues-and-staff.md::Studio member dues raised", "MEMORY.md::studio dues $95"], "en"),
 ("ja", "スタジオ会員の月会費はいくら？", ["tasks/sessions/2026-11-28-dues-and-staff.md::Studio member dues raised", "MEMORY.md::studio dues $95"], "en"),
 ("en", "Where does our stoneware clay come from now?", ["tasks/sessions/2026-10-21-shigaraki.md::粘土の仕入れ先を変更"], "ja"),
 ("en", "Which cone and atmosphere do glaze firings use?", ["tasks/sessions/2026-06-18-board-decisions.md::we no longer fire glaze loads", "MEMORY.md::glaze loads: ^6 ox"], "en"),
 ("ja", "窯の担当技術者は誰ですか？", ["tasks/sessions/2026-11-28-dues-and-staff.md::kiln tech is now Daisuke Ono", "MEMORY.md::kiln tech = Daisuke Ono"], "en"),
 ("en", "By when do I have to get my pots into the glaze kiln?", ["tasks/sessions/2026-10-21-shigaraki.md::窯詰めの締切は木曜18時"], "ja"),
 ("en", "What pressure should the gas meter read after the service?", ["tasks/sessions/2026-09-30-gas-service.md::gas_meter_pressure"], "en"),
 ("en", "What firmware is the Skutt controller on?", ["tasks/sessions/2026-09-30-gas-service.md::reflashed, now firmware 1.2.0"], "en"),
 ("en", "Until what time is the studio open?", ["tasks/sessions/2026-11-28-dues-and-staff.md::studio now closes at 21:00"], "en"),
 ("en", "How much are we paying for a cord of oak now?", ["tasks/sessions/2026-11-28-dues-and-staff.md::Hollis now $340"], "en"),
 ("ja", "信楽側の連絡窓口は今だれ？", ["tasks/sessions/2026-10-21-shigaraki.md::後任のリエゾン"], "ja"),
 ("en", "What cone do we bisque to, and on which day?", ["docs/domain/firing-schedule.md::bisque: every Tuesday", "tasks/sessions/2026-06-18-board-decisions.md::Bisque stays Tuesday"], "en"),
 ("en", "Where should I record a glaze test result?", ["tasks/sessions/2026-10-21-shigaraki.md::釉薬テストの記録は Notion"], "ja"),
 ("en", "What do I need to wear when mixing glazes?", ["docs/risks/kiln-safety.md::P100 respirator"], "en"),
 ("ja", "アソシエイト会員の会費は？", ["docs/domain/membership-fees.md::| Associate member", "tasks/sessions/2026-11-28-dues-and-staff.md::associate stays $40"], "en"),
 ("en", "Before unloading, what should we photograph and why?", ["tasks/lessons.md::温度ログを必ず写真"], "ja"),
]
PAIRS = [
 ("conflict", "How often is the anagama fired?", "docs/references/kilns.md::fired twice a year", "tasks/sessions/2026-06-18-board-decisions.md::anagama only once a year", "b", "frequency", "en", "topic 'twice a year (spring + autumn)' vs board session 'only once a year from now on'"),
 ("conflict", "Studio member monthly dues", "tasks/sessions/2026-11-28-dues-and-staff.md::Studio member dues raised", "docs/domain/membership-fees.md::| Studio member", "a", "price", "en", "newer session '$95/month effective 2026-11-01' vs table row '$85/mo'"),
 ("conflict", "Stoneware clay supplier", "docs/references/suppliers.md::stoneware clay: Laguna", "tasks/sessions/2026-10-21-shigaraki.md::粘土の仕入れ先を変更", "b", "vendor", "en-ja", "English 'Laguna B-Mix via Clay Corner' vs Japanese session '丸二陶料から直接輸入（Laguna はもう使わない）'"),
 ("conflict", "Glaze firing cone/atmosphere", "tasks/sessions/2026-06-18-board-decisions.md::we no longer fire glaze loads", "docs/domain/firing-schedule.md::glaze loads: cone 10", "a", "policy", "en", "negation 'we no longer fire glaze loads to cone 10' vs schedule 'cone 10 reduction ... every other Saturday'"),
 ("conflict", "Who is kiln tech?", "docs/references/people.md::Kiln tech: Marta Ruiz", "tasks/sessions/2026-11-28-dues-and-staff.md::kiln tech is now Daisuke Ono", "b", "person", "en", "people file 'Marta Ruiz' vs session 'Marta left; now Daisuke Ono'"),
 ("conflict", "Gas meter pressure", "tasks/sessions/2026-09-30-gas-service.md::gas_meter_pressure", "docs/references/kilns.md::gas_meter_pressure", "a", "number", "en", "same key gas_meter_pressure 11 vs 7 in. w.c.; recency only from session file date vs topic last_used 2025-09-03"),
 ("conflict", "Glaze kiln load-in deadline", "docs/domain/firing-schedule.md::load-in deadline", "tasks/sessions/2026-10-21-shigaraki.md::窯詰めの締切は木曜18時", "b", "time", "en-ja", "'Friday 17:00' vs Japanese '木曜18時に変更'"),
 ("conflict", "Skutt controller firmware", "tasks/sessions/2026-09-30-gas-service.md::reflashed, now firmware 1.2.0", "docs/references/kilns.md::Electric #1: Skutt", "a", "version", "en", "'reflashed, now 1.2.0' vs topic 'controller firmware 1.0.6'"),
 ("conflict", "Studio opening hours / overnight access", "docs/risks/kiln-safety.md::open studio hours", "tasks/sessions/2026-11-28-dues-and-staff.md::studio now closes at 21:00", "b", "time", "en", "'7:00–22:00; overnight for firing crew' vs 'closes at 21:00, no more overnight access'"),
 ("conflict", "Wood price per cord", "tasks/sessions/2026-11-28-dues-and-staff.md::Hollis now $340", "docs/references/kilns.md::wood price", "a", "price", "en", "'$340 per cord' vs '$280/cord delivered'"),
 ("conflict", "Shigaraki liaison", "docs/references/people.md::Shigaraki liaison", "tasks/sessions/2026-10-21-shigaraki.md::後任のリエゾン", "b", "person", "en-ja", "'高田 恵 (Megumi Takada)' vs '高田さんの後任 … 中村 翔'"),
 ("conflict", "Where glaze tests are logged", "tasks/sessions/2026-10-21-shigaraki.md::釉薬テストの記録は Notion", "docs/patterns/glaze-testing.md::log each test in the shared sheet", "a", "system", "en-ja", "Japanese 'Notion の「釉薬ラボ」ページに移した。スプレッドシートはもう更新しない' vs English 'shared sheet \"Glaze Lab\"'"),
 ("agree", "Anagama frequency", "MEMORY.md::Anagama: once a yr", "tasks/sessions/2026-06-18-board-decisions.md::anagama only once a year", None, "frequency", "en", "shorthand 'once a yr now, autumn only' = 'only once a year ... autumn firing'"),
 ("agree", "Kiln tech", "MEMORY.md::kiln tech = Daisuke Ono", "tasks/sessions/2026-11-28-dues-and-staff.md::kiln tech is now Daisuke Ono", None, "person", "en-ja", "'Daisuke Ono (小野さん)' = 'kiln tech is now Daisuke Ono'"),
 ("agree", "Glaze firing", "MEMORY.md::glaze loads: ^6 ox", "tasks/sessions/2026-06-18-board-decisions.md::we no longer fire glaze loads", None, "policy", "en", "'^6 ox. no more ^10 reduction' = 'no longer cone 10 reduction; cone 6 oxidation'"),
 ("agree", "Associate dues", "docs/domain/membership-fees.md::| Associate member", "tasks/sessions/2026-11-28-dues-and-staff.md::associate stays $40", None, "price", "en", "table '$40/mo' = 'associate stays $40'"),
 ("agree", "Spring visit size", "MEMORY.md::3 potters visit", "tasks/sessions/2026-10-21-shigaraki.md::春の訪問は3名", None, "number", "en-ja", "'3 potters visit every spring' = '春の訪問は3名のまま'"),
 ("unrelated", "Controller firmware, different kiln", "docs/references/kilns.md::Electric #2: L&L", "tasks/sessions/2026-09-30-gas-service.md::reflashed, now firmware 1.2.0", None, "version", "en", "L&L #2 firmware 2.3.1 vs Skutt #1 reflashed to 1.2.0"),
 ("unrelated", "Dues for a different tier", "tasks/sessions/2026-11-28-dues-and-staff.md::Studio member dues raised", "docs/domain/membership-fees.md::| Associate member", None, "price", "en", "studio $95 vs associate $40"),
 ("unrelated", "Clay for different body", "docs/references/suppliers.md::porcelain: Laguna Frost", "tasks/sessions/2026-10-21-shigaraki.md::粘土の仕入れ先を変更", None, "vendor", "en-ja", "porcelain still Laguna Frost vs stoneware switched to 丸二陶料"),
 ("unrelated", "Tech role, different person", "docs/references/people.md::Glaze tech: Priya", "tasks/sessions/2026-11-28-dues-and-staff.md::kiln tech is now Daisuke Ono", None, "person", "en", "glaze tech Priya vs kiln tech Daisuke"),
]
