WS = "g01-claw-stack-taxidermy"
LAYOUT = "claw-stack"
LANGS = ["en", "ja"]
DESC = "claw-stack memory of the studio assistant at Hollis & Reed Taxidermy (Bozeman, MT): price list, drop-off rules, pest control, tanning, permits, suppliers; the Japanese apprentice writes some sessions in Japanese."
FILES = {}
FILES["MEMORY.md"] = """
# MEMORY.md — Hollis & Reed Taxidermy

> index only, details in docs/. keep it short. pruned 2026-11-26

| Area | File | Hook |
|---|---|---|
| Prices, deposits, turnaround | docs/domain/pricing.md | mounts, birds, fish |
| Permits / CITES / game tags | docs/domain/permits.md | export, tags |
| Tanning & drying | docs/patterns/tanning.md | agents, dry times |
| Pests / freezer | docs/risks/pests.md | beetles, quarantine |
| Suppliers | docs/references/suppliers.md | forms, eyes |
| People | docs/references/people.md | who does what |

## Hot facts
- Freezer quarantine for every incoming hide: 21 days, no exceptions
- Studio phone (406) 555-0148, open Tue-Sat 9-5
- never accept a specimen w/o the tag number written on the intake sheet
- Owner: Ruth Hollis. Co-owner Dale Reed does fish + birds
"""
FILES["AGENTS.md"] = """
# AGENTS.md

- Read MEMORY.md first, then the docs file it points to.
- Write a session file per working day in tasks/sessions/YYYY-MM-DD-topic.md
- Lessons → tasks/lessons.md (one line each, dated)
- Prices are quoted in USD; Japanese clients get quotes in USD too, never yen
"""
FILES["docs/domain/pricing.md"] = """
---
title: Price list & terms
keywords: [price, deposit, turnaround, shoulder mount, birds, fish]
created: 2025-02-11
last_used: 2026-05-30
---
# Price list (2025 card)

| Item | Price | Turnaround |
|---|---|---|
| Whitetail shoulder mount | $850 | 10-12 months |
| Elk shoulder mount | $1,650 | 12-14 months |
| Pronghorn shoulder mount | $900 | 10-12 months |
| Bird mounts (standing) | $450 | 6 months |
| Fish mounts (skin) | $18/inch | 8 months |

- Deposit 50% at drop-off, balance on pickup
- Rush fee: +35%, only for shoulder mounts
- Storage after 60 days uncollected: $25/month
"""
FILES["docs/domain/permits.md"] = """
---
title: Permits & tags
keywords: [CITES, export, game tag, FWP, USFWS]
created: 2025-03-02
last_used: 2026-05-14
---
# Permits

- every big-game specimen needs the MT FWP tag # on the intake sheet
- migratory birds: need USFWS salvage/possession proof, otherwise refuse
- export to Japan / overseas clients: export paperwork handled by broker Glenn Ortiz (Billings)
- USFWS form 3-177 filed by the broker, we just keep a copy in the binder
- taxidermy license renewal: every year in March (MT FWP)
"""
FILES["docs/patterns/tanning.md"] = """
---
title: Tanning & drying
keywords: [tanning, pickle, drying, Lutan, shoulder mount]
created: 2025-02-20
last_used: 2026-04-02
---
# Tanning

- pickle: citric acid pickle, pH 1.5-2.0, 3 days min
- tan with Lutan-F, 24h in drum
- Drying time for shoulder mounts: ~3 weeks before finishing
- Birds: no tanning, borax only
- drum tumbler in back room, clean sawdust every Friday
"""
FILES["docs/risks/pests.md"] = """
---
title: Pests & freezer quarantine
keywords: [dermestid, beetles, freezer, quarantine]
created: 2025-01-15
last_used: 2025-12-09
---
# Pests

- Quarantine: every incoming hide in chest freezer 14 days at -20°C before it enters the shop
- walk-in freezer: -20°C, alarm at -12°C
- chest freezer #2 (garage) runs at -18°C, only for fish
- feed dermestid colony weekly (Mon) — romaine + a bit of dog food
- colony tank lid taped, beetles escaping = catastrophe for finished mounts
"""
FILES["docs/references/suppliers.md"] = """
---
title: Suppliers
keywords: [forms, mannikins, glass eyes, supplies]
created: 2025-02-11
last_used: 2025-09-10
---
# Suppliers

- Forms: McKenzie (ship ~10 days), acct HR-2231
- glass eyes: Van Dyke's, acct under Ruth
- tanning chemicals: Rittel's, order by phone
- clay + epoxy: local, Bozeman Ace
"""
FILES["docs/references/people.md"] = """
---
title: People
keywords: [staff, apprentice, roles]
created: 2025-02-11
last_used: 2026-07-01
---
# People

- Ruth Hollis — owner, mammals, quotes
- Dale Reed — co-owner, fish & birds
- Mika Sato — apprentice, Tue–Sat, from Osaka, writes notes in Japanese
- Dana Kirsch — front desk (part-time)
"""
FILES["tasks/lessons.md"] = """
# Lessons

- 2025-06-03 shoulder mounts need 21 days to dry before finishing, or the ears shrink
- 2025-10-12 label the freezer bags with tag # AND client name, twice
- 2026-08-19 we no longer order forms from McKenzie — switched to Research Mannikins (faster, 5 days)
- 2026-09-02 bird clients keep asking about turnaround; answer from pricing.md
"""
FILES["tasks/todo.md"] = """
# TODO

- [ ] reorder Van Dykes eyes (10mm brown, 6 pair)
- [ ] ask broker re: 3-177 for the Kobe order
- [x] update price card PDF (done 2026-10-22)
"""
FILES["tasks/sessions/2025-11-04-freezer.md"] = """
# 2025-11-04 freezer alarm

- alarm went off 03:10, compressor relay; fixed by Big Sky Refrigeration
- freezer_alarm_contact: Dana Kirsch
- nothing thawed above -10°C, hides ok
"""
FILES["tasks/sessions/2026-06-18-osaka-order.md"] = """
# 2026-06-18 大阪の注文（佐藤）

- 大阪の博物館からキジ2羽のマウント依頼
- 鳥の納期は現在4か月（デールさんが確認済み）
- 輸出書類はオルティス氏ではなく、林典子さん（大阪の通関業者）が担当することになった
- 佐藤美香（見習い）は火曜〜土曜勤務、変更なし
- なめし剤：Lutan-Fをやめて、Krowtanに切り替えた（臭いが少ない）
"""
FILES["tasks/sessions/2026-10-21-pricing.md"] = """
# 2026-10-21 price review w/ Ruth

- Whitetail shoulder mount up to $975 from Nov 1 (forms + shipping costs)
- deposit lowered to one third of the quote (clients complained about 50%)
- rush fee unchanged
- Elk stays $1,650
"""
FILES["tasks/sessions/2026-11-26-weekly.md"] = """
# 2026-11-26 weekly

- quarantine now 21 days in the freezer (new guidance from the state vet), update pests.md
- dermestid colony fed every other week now, they were overfed
- freezer_alarm_contact: Priya Nand
- storage unit B alarm contact: Marco (landlord)
- デポジットは見積もりの3分の1（ミカ、お客さんに説明済み）
- Fish mounts: turnaround 8 months still
"""
Q = [
 ("en", "How long does a new hide sit in the freezer before it can come into the shop?",
  [("tasks/sessions/2026-11-26-weekly.md", "quarantine now 21 days"), ("MEMORY.md", "Freezer quarantine")], "en"),
 ("en", "What do we charge for a whitetail shoulder mount right now?",
  [("tasks/sessions/2026-10-21-pricing.md", "up to $975")], "en"),
 ("ja", "鹿の肩マウントはいくらですか？", [("tasks/sessions/2026-10-21-pricing.md", "up to $975")], "en"),
 ("en", "How much deposit do I take when someone drops off a specimen?",
  [("tasks/sessions/2026-10-21-pricing.md", "deposit lowered"), ("tasks/sessions/2026-11-26-weekly.md", "デポジット")], "en"),
 ("en", "Which tanning product are we using in the drum these days?",
  [("tasks/sessions/2026-06-18-osaka-order.md", "Krowtan")], "ja"),
 ("en", "Who does the export paperwork for overseas clients now?",
  [("tasks/sessions/2026-06-18-osaka-order.md", "林典子")], "ja"),
 ("en", "How long will a bird mount take?", [("tasks/sessions/2026-06-18-osaka-order.md", "鳥の納期")], "ja"),
 ("ja", "フォームはどこから取り寄せていますか？", [("tasks/lessons.md", "Research Mannikins")], "en"),
 ("en", "Who gets called when the freezer alarm goes off?", [("tasks/sessions/2026-11-26-weekly.md", "freezer_alarm_contact")], "en"),
 ("en", "How often do the beetles get fed?", [("tasks/sessions/2026-11-26-weekly.md", "every other week")], "en"),
 ("ja", "肩マウントは仕上げ前にどれくらい乾かしますか？",
  [("docs/patterns/tanning.md", "Drying time"), ("tasks/lessons.md", "21 days to dry")], "en"),
 ("en", "What temperature does the garage chest freezer run at, and what goes in it?", [("docs/risks/pests.md", "chest freezer #2")], "en"),
 ("en", "What's the charge if a client doesn't collect a finished mount?", [("docs/domain/pricing.md", "Storage after 60 days")], "en"),
 ("en", "Which days does Mika work?", [("docs/references/people.md", "Mika Sato"), ("tasks/sessions/2026-06-18-osaka-order.md", "佐藤美香")], "en"),
 ("ja", "魚のマウントの納期は？", [("docs/domain/pricing.md", "Fish mounts"), ("tasks/sessions/2026-11-26-weekly.md", "Fish mounts: turnaround")], "en"),
]
W = "tasks/sessions/2026-11-26-weekly.md"; O = "tasks/sessions/2026-06-18-osaka-order.md"; PR = "tasks/sessions/2026-10-21-pricing.md"
P = [
 ("conflict", "How long is freezer quarantine?", ("docs/risks/pests.md", "Quarantine: every incoming"), (W, "quarantine now 21 days"), "b", "duration", "en", "topic '14 days at -20°C' vs newer weekly 'now 21 days'"),
 ("conflict", "Whitetail shoulder mount price", (PR, "up to $975"), ("docs/domain/pricing.md", "| Whitetail shoulder mount"), "a", "price", "en", "newer session '$975 from Nov 1' vs 2025 table row $850"),
 ("conflict", "Which tanning agent?", ("docs/patterns/tanning.md", "tan with Lutan-F"), (O, "Krowtan"), "b", "product", "en-ja", "English topic 'Lutan-F' vs Japanese session 'Lutan-Fをやめて、Krowtanに切り替えた'"),
 ("conflict", "Forms supplier", (("tasks/lessons.md", "Research Mannikins")), ("docs/references/suppliers.md", "Forms: McKenzie"), "a", "vendor", "en", "lesson 'we no longer order forms from McKenzie' vs supplier list 'McKenzie'"),
 ("conflict", "Freezer alarm contact", ("tasks/sessions/2025-11-04-freezer.md", "freezer_alarm_contact"), (W, "freezer_alarm_contact"), "b", "person", "en", "same key freezer_alarm_contact, Dana vs Priya; recency only from file-name dates"),
 ("conflict", "Bird mount turnaround", (O, "鳥の納期"), ("docs/domain/pricing.md", "Bird mounts"), "a", "duration", "en-ja", "'鳥の納期は現在4か月' vs table '6 months'"),
 ("conflict", "Deposit share", ("docs/domain/pricing.md", "Deposit 50%"), (PR, "deposit lowered"), "b", "percentage", "en", "'Deposit 50%' vs 'lowered to one third' (fraction in words)"),
 ("conflict", "Who handles export paperwork", (O, "林典子"), ("docs/domain/permits.md", "Glenn Ortiz"), "a", "person", "en-ja", "'broker Glenn Ortiz' vs 'オルティス氏ではなく、林典子さん'"),
 ("conflict", "Beetle colony feeding frequency", ("docs/risks/pests.md", "feed dermestid colony weekly"), (W, "every other week"), "b", "frequency", "en", "'weekly (Mon)' vs 'every other week now'"),
 ("agree", "Quarantine duration", ("MEMORY.md", "Freezer quarantine"), (W, "quarantine now 21 days"), None, "duration", "en", "index hot fact restates 21 days"),
 ("agree", "Deposit one third", (W, "デポジット"), (PR, "deposit lowered"), None, "percentage", "en-ja", "'見積もりの3分の1' = 'one third of the quote'"),
 ("agree", "Glass eyes vendor", ("docs/references/suppliers.md", "glass eyes: Van"), ("tasks/todo.md", "Van Dykes"), None, "vendor", "en", "Van Dyke's vs shorthand 'Van Dykes' in todo"),
 ("agree", "Mika's workdays", ("docs/references/people.md", "Mika Sato"), (O, "佐藤美香"), None, "schedule", "en-ja", "'Tue–Sat' vs '火曜〜土曜'"),
 ("agree", "Shoulder mount drying time", ("tasks/lessons.md", "21 days to dry"), ("docs/patterns/tanning.md", "Drying time"), None, "duration", "en", "'21 days' vs '~3 weeks'"),
 ("unrelated", "Shoulder mount price, different species", (PR, "Elk stays"), ("docs/domain/pricing.md", "| Pronghorn"), None, "price", "en", "elk $1,650 vs pronghorn $900"),
 ("unrelated", "Freezer temperature, different freezer", ("docs/risks/pests.md", "walk-in freezer"), ("docs/risks/pests.md", "chest freezer #2"), None, "temperature", "en", "walk-in -20°C vs garage chest freezer -18°C"),
 ("unrelated", "Alarm contact, other site", (W, "freezer_alarm_contact"), (W, "storage unit B"), None, "person", "en", "studio freezer Priya vs storage unit B Marco"),
 ("unrelated", "Turnaround, different product", (W, "Fish mounts: turnaround"), (O, "鳥の納期"), None, "duration", "en-ja", "fish 8 months vs birds 4か月"),
]
