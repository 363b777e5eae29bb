WS = "h03-three-layer-museum"
LAYOUT = "3-layer"
LANGS = ["en", "ja"]
DESC = "3-layer memory of the collections team at a regional design museum (Harbourview Museum): storerooms/environment, collections database, art shippers, IPM, the incoming Kanazawa lacquer loan; the visiting registrar from Kanazawa writes daily notes in Japanese."
FILES = {}
FILES["MEMORY.md"] = """
# MEMORY — Harbourview collections

- team: registrar, 2 conservators, collections assistant, photographer (0.5 FTE)
- big thing 2027: Kanazawa lacquer loan (漆芸展), lender = Kanazawa Urushi Museum
- accession numbers look like `HM.<year>.<4 digits>`
- topics: memory/environment.md, memory/collections-db.md, memory/loans.md, memory/ipm.md, memory/people.md, memory/photography.md
- daily notes: memory/YYYY-MM-DD.md (Mika writes hers in 日本語)
- lessons: tasks/lessons.md
"""
FILES["memory/environment.md"] = """
---
title: Storeroom environment
keywords: [RH, humidity, temperature, lux, 湿度, light]
created: 2025-01-20
last_used: 2025-10-08
---
# Environment

| store | contents | temp |
|---|---|---|
| Store A | ceramics, metals | 18°C |
| Store B | organics, lacquer, textiles | 18°C |

- RH Store A: 45% ±5
- RH Store B: 50% ±5

- light: lacquer max 50 lux on display
- light: textiles max 50 lux, works on paper 50 lux
- loggers: Hanwell, download every Friday
"""
FILES["memory/collections-db.md"] = """
---
title: Collections database
keywords: [TMS, CMS, database, catalogue]
created: 2025-01-20
last_used: 2025-12-02
---
# Collections DB

- collections DB: TMS (Gallery Systems), hosted on-prem, VM `tms01`
- accession no. example: HM.2026.0001
- image links via DAMS folder share
"""
FILES["memory/loans.md"] = """
---
title: Loans
keywords: [loan, indemnity, courier, shipper, 貸出, Kanazawa]
created: 2025-02-14
last_used: 2026-03-30
---
# Loans

## Kanazawa lacquer loan (漆芸展)
- 86 objects, lender Kanazawa Urushi Museum
- opening: 2027-03-12, install 3 weeks before
- Government Indemnity cover £2.4m for the Kanazawa loan
- condition reports due 2 weeks before install

## Bristol textiles loan (outgoing)
- 12 objects to Bristol, indemnity £380k
- art shipper: Momart for all UK moves
"""
FILES["memory/ipm.md"] = """
---
title: IPM
keywords: [pest, trap, IPM, moth, 虫]
created: 2025-01-25
last_used: 2025-05-19
---
# IPM

pest_trap_check: fortnightly
- blunder traps + pheromone (webbing clothes moth)
- freezer: -30°C, 72 h for incoming organics
"""
FILES["memory/people.md"] = """
---
title: People
keywords: [registrar, conservator, contacts]
created: 2025-01-20
last_used: 2025-09-01
---
# People
- Registrar: Helen Okafor
- Conservator (organics): Priya Nand
- Conservator (objects): Sam Whitlow
- Kanazawa side: 佐藤ミカ (registrar, on secondment here Sep–Dec 2026)
"""
FILES["memory/photography.md"] = """
---
title: Photography
keywords: [photo, studio, imaging, 撮影]
created: 2025-03-03
last_used: 2025-11-11
---
# Photography

- photo studio booked Tuesdays (Jo, 0.5 FTE)
- loading dock is Wednesdays for deliveries, avoid shooting then
- TIFF masters 600 dpi to DAMS, JPEG derivatives 2000 px
"""
FILES["memory/2026-02-09.md"] = """
# 2026-02-09

- TMS cutover done: migrated to Axiell Collections (cloud); TMS stays read-only until June
- re-linked images, 40 broken links left
"""
FILES["memory/2026-06-30.md"] = """
# 2026-06-30

- Bristol return ok. Decision: we no longer use Momart — all shipments via Crown Fine Art from July
- photo studio day moved to Thursday (Jo changed days)
- Store A stays 45% RH
"""
FILES["memory/2026-09-14.md"] = """
# 2026-09-14

- moth found in Store B drawer 14. IPM upped:
pest_trap_check: weekly
- froze 3 textiles, 72 h
"""
FILES["memory/2026-10-06.md"] = """
# 2026-10-06（佐藤）

- 収蔵庫Bの湿度設定を55%に変更（漆器受け入れのため、±5）
- 収蔵庫Bの温度は18度のまま
- 金沢側の条件：漆器は30ルクス以下で展示
- 貸出元：金沢漆芸美術館、出品点数86点（変更なし）
"""
FILES["memory/2026-11-02.md"] = """
# 2026-11-02

- Helen left 10/31; acting registrar = Tom Reyes until the post is filled
- Crown Fine Art quote for Kanazawa inbound received
"""
FILES["memory/2026-11-27.md"] = """
# 2026-11-27（佐藤）

- 漆芸展の開幕日が2027年4月2日に延期（金沢側の修復が遅れたため）
- 政府補償の補償額は240万ポンドから310万ポンドに増額（評価額見直し）
- 設置の14日前までにコンディションレポートを提出
"""
FILES["tasks/lessons.md"] = """
# Lessons
- 2025-06: never let contracters into Store B without the sticky-mat change
- 2026-03: Axiell import mangles Japanese titles if the CSV isn't UTF-8 with BOM
- 2026-09: moth came in on a donated textile — freezer first, always
"""
FILES["tasks/todo.md"] = """
# TODO
- [ ] update environment.md with Store B change
- [ ] loans.md: new opening date + indemnity
- [ ] people.md: registrar
"""
FILES["notes/links.md"] = """
# links
- Axiell: https://harbourview.axiell.example
- Hanwell loggers: https://hanwell.example/hm
- GIS indemnity guidance (ACE)
"""

QUESTIONS = [
 ("en", "What RH are we holding Store B at now?", [("memory/2026-10-06.md", "湿度設定を55%")], "ja"),
 ("ja", "今のコレクション管理システムは何？", [("memory/2026-02-09.md", "migrated to Axiell Collections")], "en"),
 ("en", "Which art shipper should I book for the next move?", [("memory/2026-06-30.md", "Crown Fine Art from July")], "en"),
 ("en", "When does the Kanazawa lacquer show open?", [("memory/2026-11-27.md", "2027年4月2日に延期")], "ja"),
 ("ja", "漆器の展示照度は何ルクスまで？", [("memory/2026-10-06.md", "30ルクス以下")], "ja"),
 ("en", "How often are the pest traps checked?", [("memory/2026-09-14.md", "pest_trap_check: weekly")], "en"),
 ("ja", "今、登録担当（レジストラー）は誰？", [("memory/2026-11-02.md", "acting registrar = Tom Reyes")], "en"),
 ("en", "How much indemnity cover do we have for the Kanazawa loan?", [("memory/2026-11-27.md", "310万ポンド")], "ja"),
 ("en", "Which day is the photo studio booked?", [("memory/2026-06-30.md", "studio day moved to Thursday")], "en"),
 ("en", "How many objects are coming from Kanazawa?", [("memory/loans.md", "86 objects"), ("memory/2026-10-06.md", "出品点数86点")], "en"),
 ("ja", "コンディションレポートはいつまでに出す？", [("memory/loans.md", "condition reports due"), ("memory/2026-11-27.md", "14日前まで")], "en"),
 ("en", "What humidity is Store A kept at?", [("memory/environment.md", "RH Store A"), ("memory/2026-06-30.md", "Store A stays 45% RH")], "en"),
 ("en", "How long do incoming organics go in the freezer and at what temp?", [("memory/ipm.md", "freezer: -30°C")], "en"),
 ("ja", "Axiellに日本語タイトル入れるときの注意点は？", [("tasks/lessons.md", "UTF-8 with BOM")], "en"),
 ("ja", "温湿度ロガーのデータはいつ回収する？", [("memory/environment.md", "download every Friday")], "en"),
 ("ja", "DAMSに入れるマスター画像の解像度は？", [("memory/photography.md", "TIFF masters 600 dpi")], "en"),
 ("en", "Temperature in Store B?", [("memory/environment.md", "| Store B"), ("memory/2026-10-06.md", "温度は18度のまま")], "en"),
]

PAIRS = [
 ("conflict", "Store B RH setpoint", ("memory/environment.md", "RH Store B"), ("memory/2026-10-06.md", "湿度設定を55%"), "b", "number", "en-ja", "bullet 'RH Store B: 50% ±5' vs Japanese daily '55%に変更'"),
 ("conflict", "Collections database", ("memory/2026-02-09.md", "migrated to Axiell Collections"), ("memory/collections-db.md", "collections DB: TMS"), "a", "system", "en", "daily 'migrated to Axiell' vs topic 'TMS (Gallery Systems)'"),
 ("conflict", "Art shipper", ("memory/loans.md", "art shipper: Momart"), ("memory/2026-06-30.md", "no longer use Momart"), "b", "vendor", "en", "'art shipper: Momart' vs negation 'we no longer use Momart — Crown Fine Art'"),
 ("conflict", "Kanazawa show opening date", ("memory/2026-11-27.md", "2027年4月2日に延期"), ("memory/loans.md", "opening: 2027-03-12"), "a", "date", "en-ja", "Japanese '2027年4月2日に延期' vs ISO '2027-03-12'"),
 ("conflict", "Lacquer light limit", ("memory/environment.md", "lacquer max 50 lux"), ("memory/2026-10-06.md", "30ルクス以下"), "b", "threshold", "en-ja", "'50 lux' vs '30ルクス以下' (unit written in katakana)"),
 ("conflict", "Pest trap check frequency", ("memory/2026-09-14.md", "pest_trap_check: weekly"), ("memory/ipm.md", "pest_trap_check: fortnightly"), "a", "frequency", "en", "same key:value; recency from file-name date 2026-09-14 vs topic last_used 2025-05-19"),
 ("conflict", "Registrar", ("memory/people.md", "Registrar: Helen Okafor"), ("memory/2026-11-02.md", "acting registrar = Tom Reyes"), "b", "person", "en", "'Registrar: Helen Okafor' vs 'Helen left; acting registrar = Tom Reyes'"),
 ("conflict", "Kanazawa indemnity value", ("memory/2026-11-27.md", "310万ポンド"), ("memory/loans.md", "Government Indemnity cover £2.4m"), "a", "money", "en-ja", "'240万ポンドから310万ポンドに増額' vs '£2.4m' (currency in words vs symbol)"),
 ("conflict", "Photo studio day", ("memory/photography.md", "photo studio booked Tuesdays"), ("memory/2026-06-30.md", "studio day moved to Thursday"), "b", "day", "en", "'booked Tuesdays' vs 'moved to Thursday'"),
 ("agree", "Lender name", ("MEMORY.md", "lender = Kanazawa Urushi Museum"), ("memory/2026-10-06.md", "貸出元：金沢漆芸美術館"), None, "place", "en-ja", "romanised 'Kanazawa Urushi Museum' = '金沢漆芸美術館'"),
 ("agree", "Object count", ("memory/loans.md", "86 objects"), ("memory/2026-10-06.md", "出品点数86点"), None, "count", "en-ja", "'86 objects' = '出品点数86点'"),
 ("agree", "Store B temperature", ("memory/environment.md", "| Store B"), ("memory/2026-10-06.md", "温度は18度のまま"), None, "number", "en-ja", "table row 18°C vs '18度のまま'"),
 ("agree", "Condition report deadline", ("memory/loans.md", "condition reports due"), ("memory/2026-11-27.md", "14日前まで"), None, "date", "en-ja", "'2 weeks before install' = '設置の14日前まで'"),
 ("agree", "Accession number format", ("MEMORY.md", "accession numbers look like"), ("memory/collections-db.md", "accession no. example"), None, "format", "en", "pattern `HM.<year>.<4 digits>` vs example HM.2026.0001"),
 ("unrelated", "Store A vs Store B RH", ("memory/2026-06-30.md", "Store A stays 45% RH"), ("memory/2026-10-06.md", "湿度設定を55%"), None, "number", "en-ja", "humidity of two different storerooms"),
 ("unrelated", "Lacquer vs textile light limit", ("memory/2026-10-06.md", "30ルクス以下"), ("memory/environment.md", "light: textiles max 50 lux"), None, "threshold", "en-ja", "lux limit for lacquer vs textiles"),
 ("unrelated", "Kanazawa vs Bristol indemnity", ("memory/2026-11-27.md", "310万ポンド"), ("memory/loans.md", "indemnity £380k"), None, "money", "en-ja", "indemnity of two different loans"),
 ("unrelated", "Registrar vs conservator", ("memory/2026-11-02.md", "acting registrar = Tom Reyes"), ("memory/people.md", "Conservator (organics)"), None, "person", "en", "different roles"),
 ("unrelated", "Photo studio day vs loading dock day", ("memory/2026-06-30.md", "studio day moved to Thursday"), ("memory/photography.md", "loading dock is Wednesdays"), None, "day", "en", "studio booking day vs delivery dock day"),
]
