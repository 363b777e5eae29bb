WS = "g03-three-layer-offshore-wind"
LAYOUT = "3-layer"
LANGS = ["en", "ja"]
DESC = "Maintenance crew memory for an offshore wind farm off Akita (Oga North, 21 turbines): vessels, transfer limits, SCADA, spares, contacts; Japanese crew leads write several daily notes and lessons in Japanese."
FILES = {}
FILES["MEMORY.md"] = """
# MEMORY — Oga North Offshore Wind O&M

## Site
- 21基、各9.5MW（V174）— 男鹿沖 8〜12 km
- base port = Oga, crew muster 05:45 at the O&M building
- Owner rep meets us 1st Monday each month

## Where things are
- turbines/intervals → memory/turbines.md
- boats → memory/vessels.md
- weather limits, PPE → memory/safety.md
- spares → memory/spares.md
- SCADA/network → memory/scada.md
- people → memory/contacts.md

## Always
- no climb without two-person rule + rescue kit checked
- log every transfer in the vessel log (time, Hs, skipper)
"""
FILES["memory/turbines.md"] = """
---
title: Turbines & maintenance intervals
keywords: [turbine, gearbox, V174, interval, 点検]
created: 2025-02-03
last_used: 2026-01-20
---
# Turbines

- Turbines: 21 × Vestas V174-9.5 MW, WTG ids ON01–ON21
- Gearbox oil change: every 18 months (ISO VG 320 synthetic)
- Yaw bearing grease: every 6 months
- Annual service window: May–Sept, 3 WTG per week max
- Blade inspection by drone: twice a year
"""
FILES["memory/vessels.md"] = """
---
title: Vessels
keywords: [CTV, vessel, boat, 船, transfer]
created: 2025-02-03
last_used: 2026-05-19
---
# Vessels

- Crew transfer vessel: MV Kaze Maru 3 (Oga port), 12 pax, skipper Endo
- Home port: Oga (男鹿港), berth 4
- Survey vessel for cable checks: Kaiyo 8 (chartered per job)
- CTV day rate billed monthly, PO holder = site manager
"""
FILES["memory/safety.md"] = """
---
title: Safety limits
keywords: [wave height, Hs, wind limit, PPE, 安全]
created: 2025-02-05
last_used: 2026-04-02
---
# Safety limits

- Transfer limit Hs 1.5 m (bow-push onto boat landing)
- Wind limit for climbing: 12 m/s at hub height
- Helicopter hoist used for urgent blade inspections (Akita Heli, 2h notice)
- Lightning: stop work if strikes within 10 km (Blitzortung)
- Immersion suits on CTV whenever water < 15°C
"""
FILES["memory/spares.md"] = """
---
title: Spares
keywords: [spares, stock, bearing, 在庫]
created: 2025-03-12
last_used: 2026-02-02
---
# Spares (Oga warehouse)

- main bearing spares on site: 2
- pitch motors on site: 6
- gearbox oil drums (208 L): 14
- converter IGBT modules: 3
"""
FILES["memory/contacts.md"] = """
---
title: Contacts
keywords: [people, contact, 連絡先]
created: 2025-02-03
last_used: 2025-12-15
---
# Contacts

- Site manager: Takeda Ryo (竹田), mobile in 1Password
- HSE lead: Nora Lindqvist
- Vestas service desk: +45 line, ticket via portal
- 漁協との連絡窓口：男鹿漁協 加藤さん
"""
FILES["memory/scada.md"] = """
---
title: SCADA / network
keywords: [SCADA, historian, OPC UA, network, port]
created: 2025-02-10
last_used: 2026-06-30
---
# SCADA

- SCADA historian: 10.40.2.15, OPC UA port 4840
- Met mast logger: 10.40.2.30, port 502 (Modbus)
- Blade icing alarm code 3410 → stop + notify control room
- VPN to onshore substation: FortiClient profile `oga-sub`
"""
FILES["memory/2025-04-14.md"] = """
# 2025-04-14

- ハブ高さ風速12m/s超えたら登らない、と新人に再説明
- ON07 pitch fault cleard (encoder cable) ✅
- 新人2名、GWO訓練の修了証を確認済み
"""
FILES["memory/2026-03-09.md"] = """
# 2026-03-09

- サイトマネージャーは佐々木 美和さんに交代（竹田さんは秋田港プロジェクトへ異動）
- ON14 converter IGBT replaced, 2 left in stock after this
- 着氷アラームは3410番、出たら即停止して制御室へ
"""
FILES["memory/2026-08-21.md"] = """
# 2026-08-21

- W2W gangway fitted on the CTV — Hs limit raised to 1.8 m with the new walk-to-work gangway
- ON03 yaw grease done, next due Feb
- 台風10号接近、8/23-24 全面待機
"""
FILES["memory/2026-10-30.md"] = """
# 2026-10-30

- CTVは11月から「Sea Hawk 21」に切替（風丸3号はドック入り、戻り未定）
- main bearing spares on site: 1
- 漁協窓口は加藤さんから村上さんに変更
- ON19 main bearing swapped (took the spare)
"""
FILES["memory/2026-11-26.md"] = """
# 2026-11-26

- historian moved to 10.40.8.20:4841 after the cyber audit; old IP decommissioned
- We don't use the heli hoist anymore — Akita Heli contract not renewed; rope access from CTV only
- winter mode from 12/1: transfers only 08:00–14:00
"""
FILES["notes/links.md"] = """
# links

- Vestas portal: https://portal.example/vestas
- Wave forecast: JMA 沿岸波浪
- Vessel log sheet: drive/OgaNorth/vessel-log-2026
"""
FILES["tasks/lessons.md"] = """
# Lessons

- 2025-06: always pack two radios per climb team.
- 2026-03-18: ギアボックス油交換は毎年に短縮（粒子カウント悪化のため、Vestas合意済）
- 2026-09-02: W2W gangway needs 20 min warm-up in cold mornings.
"""
FILES["tasks/todo.md"] = """
# TODO

- [ ] Order 2 main bearings (lead time 9 months)
- [ ] Update transfer procedure doc for W2W
- [ ] 冬季の出港時間を漁協へ連絡
"""
Q = [
 ("en", "Which boat takes the crew out to the turbines this month?", [("memory/2026-10-30.md", "Sea Hawk 21")]),
 ("ja", "今、作業員の乗り移りは有義波高何メートルまでOK？", [("memory/2026-08-21.md", "Hs limit raised to 1.8")]),
 ("en", "How often do we change the gearbox oil?", [("tasks/lessons.md", "ギアボックス油交換は毎年")]),
 ("en", "What IP and port is the SCADA historian on?", [("memory/2026-11-26.md", "historian moved to")]),
 ("en", "Who's the site manager at the moment?", [("memory/2026-03-09.md", "サイトマネージャーは佐々木")]),
 ("ja", "ブレード点検でヘリのホイストはまだ使える？", [("memory/2026-11-26.md", "heli hoist anymore")]),
 ("en", "How many spare main bearings are left in the warehouse?", [("memory/2026-10-30.md", "main bearing spares on site: 1")]),
 ("en", "Who is our contact at the Oga fishing co-op?", [("memory/2026-10-30.md", "漁協窓口は加藤さんから村上さん")]),
 ("ja", "何m/sを超えたらタワーに登らない？", [("memory/safety.md", "Wind limit for climbing"), ("memory/2025-04-14.md", "ハブ高さ風速12m/s")]),
 ("en", "What alarm number means blade icing?", [("memory/scada.md", "Blade icing alarm"), ("memory/2026-03-09.md", "着氷アラーム")]),
 ("en", "During winter, what hours can we do transfers?", [("memory/2026-11-26.md", "winter mode from 12/1")]),
 ("ja", "メットマストのロガーのアドレスは？", [("memory/scada.md", "Met mast logger")]),
 ("en", "How long does the walk-to-work gangway need on a cold morning?", [("tasks/lessons.md", "W2W gangway needs 20 min")]),
 ("en", "How many turbines do we have and what model?", [("memory/turbines.md", "Turbines: 21"), ("MEMORY.md", "21基")]),
 ("ja", "コンバータのIGBTモジュール、予備はいくつ残ってる？", [("memory/2026-03-09.md", "ON14 converter IGBT replaced")]),
 ("ja", "ヨーベアリングのグリスアップの周期は？", [("memory/turbines.md", "Yaw bearing grease")]),
]
P = [
 ("conflict", "Which CTV serves the farm?", ("memory/vessels.md", "Crew transfer vessel: MV Kaze Maru"), ("memory/2026-10-30.md", "Sea Hawk 21"), "vessel", "English topic line 'MV Kaze Maru 3' vs Japanese daily note '「Sea Hawk 21」に切替（風丸3号はドック入り）' (romanised vs kanji name)"),
 ("conflict", "Maximum Hs for crew transfer", ("memory/safety.md", "Transfer limit Hs 1.5"), ("memory/2026-08-21.md", "Hs limit raised to 1.8"), "number", "1.5 m vs raised to 1.8 m with gangway"),
 ("conflict", "Gearbox oil change interval", ("memory/turbines.md", "Gearbox oil change"), ("tasks/lessons.md", "ギアボックス油交換は毎年"), "frequency", "'every 18 months' vs Japanese lesson '毎年に短縮'"),
 ("conflict", "SCADA historian address", ("memory/scada.md", "SCADA historian: 10.40.2.15"), ("memory/2026-11-26.md", "historian moved to"), "address", "10.40.2.15 port 4840 vs moved to 10.40.8.20:4841"),
 ("conflict", "Site manager", ("memory/contacts.md", "Site manager: Takeda"), ("memory/2026-03-09.md", "サイトマネージャーは佐々木"), "person", "English 'Takeda Ryo (竹田)' vs Japanese note '佐々木 美和さんに交代'"),
 ("conflict", "Helicopter hoist for urgent blade inspections", ("memory/safety.md", "Helicopter hoist used"), ("memory/2026-11-26.md", "heli hoist anymore"), "policy", "positive policy vs negation 'We don't use the heli hoist anymore'"),
 ("conflict", "Spare main bearings in stock", ("memory/spares.md", "main bearing spares on site: 2"), ("memory/2026-10-30.md", "main bearing spares on site: 1"), "count", "same key: value 2 vs 1; recency only from last_used 2026-02-02 vs daily-note file date 2026-10-30"),
 ("conflict", "Fishing co-op contact", ("memory/contacts.md", "漁協との連絡窓口"), ("memory/2026-10-30.md", "漁協窓口は加藤さんから村上さん"), "person", "Japanese vs Japanese: 加藤さん → 村上さん"),
 ("conflict", "Spare converter IGBT modules", ("memory/spares.md", "converter IGBT modules"), ("memory/2026-03-09.md", "ON14 converter IGBT replaced"), "count", "stock list '3' vs later note 'replaced, 2 left in stock after this'"),
 ("agree", "Turbine fleet", ("memory/turbines.md", "Turbines: 21"), ("MEMORY.md", "21基"), "count", "'21 × Vestas V174-9.5 MW' vs '21基、各9.5MW（V174）'"),
 ("agree", "Climbing wind limit", ("memory/safety.md", "Wind limit for climbing"), ("memory/2025-04-14.md", "ハブ高さ風速12m/s"), "number", "English vs Japanese, same 12 m/s"),
 ("agree", "Home port", ("memory/vessels.md", "Home port: Oga"), ("MEMORY.md", "base port = Oga"), "place", "'Oga (男鹿港)' vs shorthand 'base port = Oga'"),
 ("agree", "Icing alarm code", ("memory/scada.md", "Blade icing alarm"), ("memory/2026-03-09.md", "着氷アラーム"), "code", "English vs Japanese, code 3410"),
 ("unrelated", "Pitch motor spares vs main bearing spares", ("memory/spares.md", "pitch motors on site"), ("memory/2026-10-30.md", "main bearing spares on site: 1"), "count", "different part"),
 ("unrelated", "Met mast logger vs SCADA historian address", ("memory/scada.md", "Met mast logger"), ("memory/2026-11-26.md", "historian moved to"), "address", "different device"),
 ("unrelated", "Survey vessel vs crew transfer vessel", ("memory/vessels.md", "Survey vessel for cable"), ("memory/2026-10-30.md", "Sea Hawk 21"), "vessel", "different vessel role"),
 ("unrelated", "Yaw grease interval vs gearbox oil interval", ("memory/turbines.md", "Yaw bearing grease"), ("tasks/lessons.md", "ギアボックス油交換は毎年"), "frequency", "different component"),
]
