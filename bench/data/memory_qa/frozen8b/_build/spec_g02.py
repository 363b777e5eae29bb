WS = "g02-claw-stack-stained-glass"
LAYOUT = "claw-stack"
LANGS = ["en", "zh"]
DESC = "Project agent for a small stained-glass conservation studio in York (Minster Light Conservation): church window projects, kiln settings, suppliers, rates, studio move; a conservator from Suzhou writes some sessions and notes in Chinese."
FILES = {
"AGENTS.md": """
# AGENTS.md

Studio assistant for Minster Light Conservation.
- read MEMORY.md first, then memory-map.md
- log every working session in tasks/sessions/ (date-topic.md)
- Lan writes in 中文 sometimes — keep her wording, don't translate in place
- never put client invoices or bank details in memory
""",
"MEMORY.md": """
# MEMORY

- Studio: Minster Light Conservation, York. 3 staff + 1 apprentice
- Current big job: St Wilfrid's, Harrogate — east window (5 lights, c.1868)
- Second job: St Mary's Bishophill, north aisle panel
- Lead conservator: 周岚 Zhou Lan (since 2026-07)
- Kiln + paint notes → docs/patterns/kiln.md
- Suppliers → docs/references/suppliers.md
- Rates → docs/domain/rates.md
""",
"memory-map.md": """
# memory map
- docs/domain/projects.md — jobs, deadlines, clients
- docs/domain/rates.md — day rates, quote rules
- docs/patterns/kiln.md — firing schedules
- docs/patterns/methods.md — adhesives, cleaning, releading
- docs/references/suppliers.md — glass, lead, paint
- docs/references/studio.md — premises, access, insurance
- docs/risks/lead-safety.md — blood tests, dust
""",
"docs/domain/projects.md": """
---
title: Projects
keywords: [St Wilfrid, east window, Bishophill, deadline, faculty]
created: 2025-04-02
last_used: 2026-02-12
---
# Projects

| job | client | deadline | status |
|---|---|---|---|
| St Wilfrid's east window | PCC St Wilfrid, Harrogate | 2026-03-31 | in studio |
| St Mary's north aisle | PCC St Mary Bishophill | 2026-09-30 | survey done |

- faculty (church permission) for St Wilfrid granted 2025-11
- St Wilfrid contact: Revd Alan Pike
""",
"docs/domain/rates.md": """
---
title: Rates
keywords: [day rate, quote, conservator, apprentice, VAT]
created: 2025-04-02
last_used: 2026-01-15
---
# Rates

- conservator day rate: £420/day (ex VAT)
- apprentice day rate: £180/day
- site visit within 50 miles: flat £95
- quotes valid 60 days
""",
"docs/patterns/kiln.md": """
---
title: Kiln & firing
keywords: [kiln, firing, grisaille, silver stain, enamel]
created: 2025-04-10
last_used: 2025-09-03
---
# Kiln

- kiln: Paragon, controller Bartlett Genesis
- paint_firing_temp: 620C
- silver stain fires lower, 580C
- fusing test tiles: 780C — not for restoration pieces
""",
"docs/patterns/methods.md": """
---
title: Conservation methods
keywords: [adhesive, edge bonding, Paraloid, HXTAL, releading, cleaning]
created: 2025-04-10
last_used: 2026-10-20
---
# Methods

- edge bonding of cracks: Paraloid B-72 in acetone, 40%
- cleaning: deionised water + cotton swabs, never ammonia
- releading only where lead is failing; keep original came if possible
- paint_firing_temp: 640C (new Paragon elements, test tiles ok)
""",
"docs/references/suppliers.md": """
---
title: Suppliers
keywords: [glass, lead came, paint, Lamberts, Calders]
created: 2025-04-02
last_used: 2026-03-01
---
# Suppliers

- mouth-blown glass: Lamberts (Waldsassen, DE) via UK agent
- lead came: Calders, H-section 6mm and 8mm
- glass paints: Reusche, tracing black
""",
"docs/references/studio.md": """
---
title: Studio
keywords: [address, premises, key, alarm, insurance, humidity]
created: 2025-04-02
last_used: 2025-12-01
---
# Studio

- address: 14 Fishergate, York YO10
- alarm code in Bitwarden, not here
- humidity log checked daily (target 45–55% RH)
- insurance renews every March (Ecclesiastical)
- lead conservator: Hannah Broadbent (ICON accredited) — signs off condition reports
""",
"docs/risks/lead-safety.md": """
---
title: Lead safety
keywords: [lead, blood test, dust, HSE]
created: 2025-04-20
last_used: 2026-06-11
---
# Lead safety

- blood lead test every 6 months for anyone releading
- wet wipe benches, HEPA vac only
- protective glazing vent gap on site: 50 mm at top and bottom
""",
"tasks/lessons.md": """
# lessons
- 2025-10: never fire two batches back-to-back, elements need to cool
- 2026-02: photograph every panel before rubbing, the PCC asked twice
""",
"tasks/sessions/2026-02-20-st-wilfrid.md": """
# 2026-02-20 St Wilfrid

- PCC asked for extension: east window deadline moved to 30 June 2026 (organ works in chancel)
- Revd Pike fine with staged return, lights 1-2 first
""",
"tasks/sessions/2026-07-08-team.md": """
# 2026-07-08 team

- Hannah Broadbent retiring end of June → Zhou Lan is lead conservator from July
- conservator day rate stays for now
""",
"tasks/sessions/2026-09-12-搬家.md": """
# 2026-09-12 工作室搬家（周岚记录）

- 工作室已搬到 Layerthorpe 工业园 4 号单元，Fishergate 那边 9 月底退租
- 湿度记录改为每周两次（新单元有恒湿机）
- 铅条供应商换成 Northgate Leadworks，Calders 交货太慢
""",
"tasks/sessions/2026-10-20-methods.md": """
# 2026-10-20 方法讨论

- 裂缝粘接不再用 Paraloid B-72，改用 HXTAL NYL-1（透明度更好，周岚建议）
- 兰伯茨（Lamberts）手吹玻璃照旧从德国订
- 现场保护玻璃通风间隙 5 厘米，上下都留
""",
"tasks/sessions/2026-11-16-rates.md": """
# 2026-11-16 报价

- 修复师日薪调到 £450（不含 VAT），2027 年报价开始用
- 学徒日薪不变
- 现场勘察不再收固定 £95，改按里程：每英里 £0.60
""",
}
Q = [
 ("en", "When is the St Wilfrid's east window due back now?", ["tasks/sessions/2026-02-20-st-wilfrid.md::30 June 2026"], "en"),
 ("en", "What do we charge per day for a conservator on new quotes?", ["tasks/sessions/2026-11-16-rates.md::£450"], "zh"),
 ("zh", "现在谁是首席修复师？", ["tasks/sessions/2026-07-08-team.md::lead conservator from July", "MEMORY.md::Lead conservator"], "en"),
 ("en", "Where is the studio located these days?", ["tasks/sessions/2026-09-12-搬家.md::Layerthorpe"], "zh"),
 ("en", "Who do we buy lead came from now?", ["tasks/sessions/2026-09-12-搬家.md::Northgate Leadworks"], "zh"),
 ("en", "What adhesive are we using to bond cracked glass?", ["tasks/sessions/2026-10-20-methods.md::HXTAL NYL-1"], "zh"),
 ("zh", "画料烧制温度现在设多少度？", ["docs/patterns/methods.md::paint_firing_temp"], "en"),
 ("en", "How often is the studio humidity checked?", ["tasks/sessions/2026-09-12-搬家.md::每周两次"], "zh"),
 ("zh", "手吹玻璃从哪里订？", ["docs/references/suppliers.md::mouth-blown glass", "tasks/sessions/2026-10-20-methods.md::兰伯茨"], "en"),
 ("en", "How much ventilation gap do we leave behind protective glazing?", ["docs/risks/lead-safety.md::vent gap", "tasks/sessions/2026-10-20-methods.md::通风间隙"], "en"),
 ("en", "What's the apprentice day rate?", ["docs/domain/rates.md::apprentice day rate"], "en"),
 ("en", "How hot do we fire silver stain?", ["docs/patterns/kiln.md::silver stain fires"], "en"),
 ("en", "How often do people who do releading need a blood test?", ["docs/risks/lead-safety.md::blood lead test"], "en"),
 ("zh", "St Mary 北侧廊那块板什么时候交？", ["docs/domain/projects.md::St Mary's north aisle"], "en"),
 ("en", "How do we charge for a site visit now?", ["tasks/sessions/2026-11-16-rates.md::现场勘察"], "zh"),
]
P = [
 ("conflict", "St Wilfrid east window deadline", "docs/domain/projects.md::St Wilfrid's east window |", "tasks/sessions/2026-02-20-st-wilfrid.md::30 June 2026", "b", "date", "en", "table row 2026-03-31 vs session 'moved to 30 June 2026' (date written in words)"),
 ("conflict", "Conservator day rate", "tasks/sessions/2026-11-16-rates.md::£450", "docs/domain/rates.md::conservator day rate", "a", "price", "en-zh", "'£420/day' vs Chinese '日薪调到 £450'"),
 ("conflict", "Lead conservator", "tasks/sessions/2026-07-08-team.md::lead conservator from July", "docs/references/studio.md::lead conservator:", "a", "person", "en", "studio file 'lead conservator: Hannah Broadbent' vs session 'Hannah retiring → Zhou Lan lead from July'"),
 ("conflict", "Studio address", "docs/references/studio.md::address:", "tasks/sessions/2026-09-12-搬家.md::Layerthorpe", "b", "place", "en-zh", "'14 Fishergate' vs '已搬到 Layerthorpe 工业园 4 号单元'"),
 ("conflict", "Lead came supplier", "tasks/sessions/2026-09-12-搬家.md::Northgate Leadworks", "docs/references/suppliers.md::lead came:", "a", "vendor", "en-zh", "Calders vs '换成 Northgate Leadworks'"),
 ("conflict", "Crack bonding adhesive", "docs/patterns/methods.md::edge bonding of", "tasks/sessions/2026-10-20-methods.md::HXTAL NYL-1", "b", "policy", "en-zh", "'Paraloid B-72 in acetone' vs '不再用 Paraloid B-72，改用 HXTAL'"),
 ("conflict", "Paint firing temperature", "docs/patterns/methods.md::paint_firing_temp", "docs/patterns/kiln.md::paint_firing_temp", "a", "number", "en", "same key paint_firing_temp 640C vs 620C; recency only from last_used (2026-10 vs 2025-09)"),
 ("conflict", "Humidity log frequency", "docs/references/studio.md::humidity log", "tasks/sessions/2026-09-12-搬家.md::每周两次", "b", "frequency", "en-zh", "'checked daily' vs '改为每周两次'"),
 ("conflict", "Site visit charge", "docs/domain/rates.md::site visit", "tasks/sessions/2026-11-16-rates.md::现场勘察", "b", "price", "en-zh", "'flat £95' vs '不再收固定 £95，改按里程 £0.60/英里'"),
 ("agree", "Glass supplier", "docs/references/suppliers.md::mouth-blown glass", "tasks/sessions/2026-10-20-methods.md::兰伯茨", None, "vendor", "en-zh", "Lamberts vs 兰伯茨（Lamberts）照旧从德国订"),
 ("agree", "Protective glazing vent gap", "docs/risks/lead-safety.md::vent gap", "tasks/sessions/2026-10-20-methods.md::通风间隙", None, "number", "en-zh", "50 mm vs 5 厘米"),
 ("agree", "Lead conservator", "MEMORY.md::Lead conservator", "tasks/sessions/2026-07-08-team.md::lead conservator from July", None, "person", "en-zh", "'周岚 Zhou Lan (since 2026-07)' vs 'Zhou Lan is lead conservator from July'"),
 ("agree", "Apprentice rate unchanged", "docs/domain/rates.md::apprentice day rate", "tasks/sessions/2026-11-16-rates.md::学徒日薪不变", None, "price", "en-zh", "£180/day vs 学徒日薪不变"),
 ("agree", "St Wilfrid contact", "docs/domain/projects.md::St Wilfrid contact", "tasks/sessions/2026-02-20-st-wilfrid.md::Revd Pike", None, "person", "en", "'contact: Revd Alan Pike' vs 'Revd Pike fine with staged return'"),
 ("unrelated", "Deadlines of two windows", "docs/domain/projects.md::St Mary's north aisle", "tasks/sessions/2026-02-20-st-wilfrid.md::30 June 2026", None, "date", "en", "St Mary's 2026-09-30 vs St Wilfrid 30 June — different jobs"),
 ("unrelated", "Day rates of two roles", "docs/domain/rates.md::apprentice day rate", "tasks/sessions/2026-11-16-rates.md::£450", None, "price", "en-zh", "apprentice £180 vs conservator £450"),
 ("unrelated", "Kiln temperatures for different processes", "docs/patterns/kiln.md::silver stain fires", "docs/patterns/kiln.md::fusing test tiles", None, "number", "en", "silver stain 580C vs fusing 780C"),
 ("unrelated", "Suppliers of different materials", "docs/references/suppliers.md::glass paints", "tasks/sessions/2026-09-12-搬家.md::Northgate Leadworks", None, "vendor", "en-zh", "paint supplier Reusche vs lead came supplier Northgate"),
]
