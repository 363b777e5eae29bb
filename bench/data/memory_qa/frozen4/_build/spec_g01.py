WS = "g01-claw-stack-vineyard"
LAYOUT = "claw-stack"
LANGS = ["en", "ja"]
DESC = "Operations agent for Kestrel Ridge Cellars, a 42-acre Oregon vineyard/winery: blocks, bottling, tasting room, frost protection, Japan export via an Osaka importer (export sessions written in Japanese)."
FILES = {
"MEMORY.md": """
# MEMORY — Kestrel Ridge Cellars
Updated: 2026-08-30

## Core
- Estate: 42 acres planted, Eola-Amity Hills AVA, OR
- Owner/GM: Priya Castellanos (decides pricing, signs export docs)
- Tasting room: Thu–Sun 11:00–17:00, reservations via Tock
- Wine club: 3 shipments/yr (Mar, Jun, Oct)
- Japan importer: Sakura Trading (Osaka) — see docs/domain/pricing.md
- Cellar: barrel topping weekly, SO2 checks at each topping

## Pointers
- vendors → docs/references/vendors.md
- people → docs/references/people.md
- frost plan → docs/risks/frost.md
""",
"memory-map.md": """
# memory map
| file | what |
|---|---|
| docs/domain/blocks.md | block / clone / yield targets |
| docs/domain/pricing.md | FOB + DTC prices |
| docs/references/vendors.md | bottler, glass, corks, labs |
| docs/references/people.md | staff + importer contacts |
| docs/risks/frost.md | frost protocol |
| tasks/sessions/ | dated session notes (newest wins) |
""",
"AGENTS.md": """
# AGENTS
- Read MEMORY.md first, then memory-map.md.
- Newer session notes override docs/ topic files; fix the topic file when you notice.
- Export notes from the Osaka side are kept in Japanese, don't translate them in place.
- Never email the importer without Priya cc'd.
""",
"tasks/todo.md": """
# todo
Updated: 2026-11-02
- [ ] relabel 2024 Rosé back labels (TTB COLA pending)
- [ ] order 2027 glass before Jan 15
- yield_target_block_b: 2.0 t/acre
- [x] club Oct shipment packed
""",
"tasks/lessons.md": """
# lessons
- 2025-04-18: frost night, fans started too late at 34°F — buds already icing on Block D
- 2026-03-02: wind-machine trigger lowered... no, RAISED to 35°F after the 2025 losses. start fans at 35°F from now on
- ph meter drifts after ~40 samples; recal w/ 4.0 + 7.0 buffers mid-run
- never stack full barrels 3-high in the north bay (floor rating)
""",
"tasks/sessions/2025-09-22-harvest-start.md": """
# 2025-09-22 harvest start
- Block A Pommard picked, 3.1 t; brix 23.4
- crew from Salem Labor Co-op, 14 pickers
- press: Bucher XPro 8 rented from Willamette Press Rental ($450/day)
""",
"tasks/sessions/2026-06-10-bottling.md": """
# 2026-06-10 bottling day
- switched mobile bottler to Ryan's Mobile Bottling — Casa's truck no-showed twice in May
- Ryan's rate $1.85/case, 1,200 cases done
- Dana Ruiz's last day was 05-31; Omar Pike is cellar master now
- corks: still Lafitte 49x24 natural
""",
"tasks/sessions/2026-10-14-tokyo-export.md": """
# 2026-10-14 輸出（さくら商事）
- ピノ・ノワール2023のFOB価格を$26.50に改定（10/14 プリヤ承認）
- 担当は田中さんから小林さんに交代（10月から）
- 出荷港はポートランド港、リーファーコンテナ 13°C 指定
- シャルドネ2023 FOB $22.00 は据え置き
- さくら商事向け出荷は今期から年3回（2月・6月・10月）に変更、10月便で開始済み
""",
"tasks/sessions/2026-11-20-weekly.md": """
# 2026-11-20 weekly
- winter hours from Nov 15: tasting room open Fri–Sun 12:00–16:00
- barrel topping now every other week (Omar: evaporation low in winter)
- helicopter contract w/ Valley Air: we no longer keep it — dropped for 2026, fans only
- Portland pop-up (Pearl district) Sat 13:00–18:00 through Dec
""",
"docs/references/vendors.md": """
---
title: Vendors
keywords: [bottling, glass, cork, lab, vendor]
created: 2025-02-11
last_used: 2026-03-15
---
# Vendors
- Mobile bottling: Casa Bottling Co., $2.10/case, book 6 wks ahead
- Glass: Estal Burgundy 750ml antique green, via TricorBraun
- Corks: Lafitte natural 49x24
- Lab: ETS Labs Newberg — VA/RS panel ~$65
""",
"docs/references/people.md": """
---
title: People
keywords: [staff, cellar, vineyard manager, importer, contact]
created: 2025-01-20
last_used: 2026-02-28
---
# People
- Cellar master: Dana Ruiz (x204)
- Vineyard manager: Luis Ortega — sprays, canopy, frost calls
- Osaka importer contact: Mr. Tanaka (Sakura Trading), tanaka@sakura-trd.jp
- Bookkeeper: Joan Whitfield, Tue/Thu only
""",
"docs/domain/blocks.md": """
---
title: Blocks and clones
keywords: [block, clone, yield, acres, rootstock]
created: 2025-01-20
last_used: 2025-10-02
---
# Blocks
| block | variety | clone | acres |
|---|---|---|---|
| A | Pinot Noir | Pommard | 11 |
| B | Pinot Noir | Dijon 777 | 12 |
| C | Chardonnay | Dijon 76 | 9 |
| D | Pinot Noir | Wädenswil | 10 |

- yield_target_block_b: 2.5 t/acre
- total planted 42 ac; rootstock mostly 101-14
""",
"docs/domain/pricing.md": """
---
title: Pricing
keywords: [price, FOB, Japan, export, DTC, club]
created: 2025-03-01
last_used: 2026-04-09
---
# Pricing
| wine | channel | price |
|---|---|---|
| Pinot Noir 2023 | Japan FOB | $24.00 |
| Chardonnay 2023 | Japan FOB | $22.00 |
| Pinot Noir 2023 | DTC bottle | $48 |

- club discount 20%, 25% on 12+ bottles
- Japan shipments leave from Port of Portland (Terminal 6), reefer
- Japan orders ship twice a year (Feb, Aug)
""",
"docs/risks/frost.md": """
---
title: Frost protocol
keywords: [frost, wind machine, fan, helicopter, temperature]
created: 2025-02-01
last_used: 2025-05-10
---
# Frost
- wind machines start at 34°F at the Block D sensor
- Helicopter contract with Valley Air for frost nights ($1,900/hr standby)
- Luis makes the call; text group "KR frost" before 02:00
""",
}
Q = [
("en", "When is the tasting room open these days?", [("tasks/sessions/2026-11-20-weekly.md", "winter hours from Nov 15")], "en"),
("en", "Who does the mobile bottling for us now, and what do they charge?", [("tasks/sessions/2026-06-10-bottling.md", "switched mobile bottler"), ("tasks/sessions/2026-06-10-bottling.md", "$1.85/case")], "en"),
("en", "Who runs the cellar at the moment?", [("tasks/sessions/2026-06-10-bottling.md", "Omar Pike is cellar master")], "en"),
("en", "What FOB price is the Japanese importer paying for the 2023 Pinot?", [("tasks/sessions/2026-10-14-tokyo-export.md", "$26.50")], "ja"),
("en", "Who is our contact at Sakura Trading now?", [("tasks/sessions/2026-10-14-tokyo-export.md", "小林さん")], "ja"),
("ja", "ワインクラブの発送は年に何回？", [("MEMORY.md", "Wine club")], "en"),
("en", "At what temperature do we turn the frost fans on?", [("tasks/lessons.md", "RAISED to 35°F")], "en"),
("en", "Do we still have a helicopter on standby for frost?", [("tasks/sessions/2026-11-20-weekly.md", "helicopter contract")], "en"),
("en", "How often is barrel topping done right now?", [("tasks/sessions/2026-11-20-weekly.md", "every other week")], "en"),
("ja", "ブロックBの収量目標は？", [("tasks/todo.md", "yield_target_block_b")], "en"),
("en", "Which clone is planted in block D?", [("docs/domain/blocks.md", "| D |")], "en"),
("ja", "日本向けの船はどこの港から出る？", [("tasks/sessions/2026-10-14-tokyo-export.md", "出荷港"), ("docs/domain/pricing.md", "Port of Portland")], "ja"),
("en", "What temperature does the reefer container need to be set to for Japan?", [("tasks/sessions/2026-10-14-tokyo-export.md", "13°C")], "ja"),
("en", "Which lab do we send VA/RS panels to?", [("docs/references/vendors.md", "ETS Labs")], "en"),
("en", "What's the deadline for ordering next year's glass?", [("tasks/todo.md", "2027 glass")], "en"),
]
P = [
("conflict", "Who is the mobile bottler?", ("docs/references/vendors.md", "Casa Bottling Co."), ("tasks/sessions/2026-06-10-bottling.md", "switched mobile bottler"), "b", "vendor", "en", "topic file 'Casa Bottling Co.' vs newer session 'switched mobile bottler to Ryan's'"),
("conflict", "Pinot Noir 2023 Japan FOB price", ("tasks/sessions/2026-10-14-tokyo-export.md", "$26.50"), ("docs/domain/pricing.md", "| Pinot Noir 2023 | Japan FOB |"), "a", "price", "en-ja", "Japanese session '$26.50に改定' vs English table row $24.00"),
("conflict", "Tasting room hours", ("MEMORY.md", "Tasting room:"), ("tasks/sessions/2026-11-20-weekly.md", "winter hours from Nov 15"), "b", "time", "en", "MEMORY Thu–Sun 11–17 vs weekly note winter hours Fri–Sun 12–16"),
("conflict", "Who is cellar master?", ("tasks/sessions/2026-06-10-bottling.md", "Omar Pike is cellar master"), ("docs/references/people.md", "Cellar master: Dana Ruiz"), "a", "person", "en", "session 'Dana's last day…Omar Pike is cellar master now' vs people.md Dana Ruiz"),
("conflict", "Sakura Trading contact", ("docs/references/people.md", "Osaka importer contact"), ("tasks/sessions/2026-10-14-tokyo-export.md", "小林さん"), "b", "person", "en-ja", "English 'Mr. Tanaka' vs Japanese '田中さんから小林さんに交代'"),
("conflict", "Frost fan start temperature", ("tasks/lessons.md", "RAISED to 35°F"), ("docs/risks/frost.md", "wind machines start at 34°F"), "a", "number", "en", "lessons dated 2026-03 raise trigger to 35°F vs topic 34°F"),
("conflict", "Helicopter standby for frost", ("docs/risks/frost.md", "Helicopter contract with Valley Air"), ("tasks/sessions/2026-11-20-weekly.md", "helicopter contract w/ Valley Air"), "b", "policy", "en", "negation: 'we no longer keep it — dropped for 2026'"),
("conflict", "Barrel topping frequency", ("tasks/sessions/2026-11-20-weekly.md", "every other week"), ("MEMORY.md", "barrel topping weekly"), "a", "frequency", "en", "'weekly' vs 'every other week'"),
("conflict", "Block B yield target", ("docs/domain/blocks.md", "yield_target_block_b: 2.5"), ("tasks/todo.md", "yield_target_block_b: 2.0"), "b", "number", "en", "same key:value, recency only from last_used 2025-10-02 vs 'Updated: 2026-11-02'"),
("conflict", "How often Japan orders ship", ("tasks/sessions/2026-10-14-tokyo-export.md", "年3回"), ("docs/domain/pricing.md", "twice a year"), "a", "frequency", "en-ja", "English 'twice a year (Feb, Aug)' vs Japanese '年3回に増やす'"),
("agree", "Planted acreage", ("MEMORY.md", "42 acres planted"), ("docs/domain/blocks.md", "total planted 42 ac"), None, "number", "en", "'42 acres planted' vs '42 ac'"),
("agree", "Japan shipping port", ("docs/domain/pricing.md", "Port of Portland"), ("tasks/sessions/2026-10-14-tokyo-export.md", "出荷港"), None, "place", "en-ja", "Port of Portland vs ポートランド港"),
("agree", "Chardonnay 2023 FOB", ("docs/domain/pricing.md", "| Chardonnay 2023 | Japan FOB |"), ("tasks/sessions/2026-10-14-tokyo-export.md", "据え置き"), None, "price", "en-ja", "table $22.00 vs Japanese '$22.00 は据え置き'"),
("agree", "Cork spec", ("docs/references/vendors.md", "Corks: Lafitte"), ("tasks/sessions/2026-06-10-bottling.md", "corks: still Lafitte"), None, "vendor", "en", "restated 'still Lafitte 49x24 natural'"),
("unrelated", "Japan FOB row for another wine", ("docs/domain/pricing.md", "| Chardonnay 2023 | Japan FOB |"), ("tasks/sessions/2026-10-14-tokyo-export.md", "$26.50"), None, "price", "en-ja", "Chardonnay FOB vs Pinot FOB change"),
("unrelated", "Opening hours of a different venue", ("tasks/sessions/2026-11-20-weekly.md", "Portland pop-up"), ("MEMORY.md", "Tasting room:"), None, "time", "en", "Pearl pop-up hours vs estate tasting room hours"),
("unrelated", "Clone of other block", ("docs/domain/blocks.md", "| A |"), ("docs/domain/blocks.md", "| B |"), None, "variety", "en", "block A Pommard vs block B Dijon 777"),
("unrelated", "DTC vs FOB price of same wine", ("docs/domain/pricing.md", "DTC bottle"), ("tasks/sessions/2026-10-14-tokyo-export.md", "$26.50"), None, "price", "en-ja", "DTC $48 vs Japan FOB — different channel"),
]
