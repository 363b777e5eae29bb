WS = "w02-claw-stack-ja-tram-museum"
LAYOUT = "claw-stack"
LANGS = ["ja", "en"]
DESC = "汐見市電保存館（路面電車ミュージアム）の運営アシスタント claw-stack メモリ：開館時間・入館料・動態保存車両・修復業者・収蔵庫環境・スタッフ。大部分日本語、海外ボランティア担当の英語セッションあり。"
FILES = {}
FILES["AGENTS.md"] = """
# AGENTS.md

汐見市電保存館の事務アシスタント。
- まず MEMORY.md を読む → docs/ の該当ファイル
- 変更があったら tasks/sessions/YYYY-MM-DD-*.md に残す
- 英語ボランティア (Tom) のメモは英語のままでOK
- 車両の運転可否は判断しない。運転主任に確認
"""
FILES["MEMORY.md"] = """
# MEMORY.md — 汐見市電保存館

> 索引のみ。詳細は docs/。最終整理 2026-11-18

| 分野 | ファイル | メモ |
|---|---|---|
| 開館・料金 | docs/domain/visitor-info.md | 開館時間、休館日、入館料 |
| 車両 | docs/references/cars.md | 動態/静態保存、修復 |
| 収蔵庫 | docs/risks/storage-climate.md | 温湿度 |
| 人 | docs/references/staff.md | 館長、運転主任、ボランティア |
| 業者 | docs/references/vendors.md | 修復・レジ |
| 教訓 | tasks/lessons.md | |

## いま
- 館長: 高城 真理子（2026年10月〜）
- レジ = Airレジ（Square は解約済）
- 90周年イベント 2027-05-03
"""
FILES["docs/domain/visitor-info.md"] = """
---
title: 来館者向け情報
keywords: [開館時間, 休館日, 入館料, 体験乗車, ガイド]
created: 2025-01-20
last_used: 2026-06-30
---
# 来館者情報

- 開館時間 10:00–17:00（最終入館 16:30）
- 休館日: 毎週月曜（祝日の場合は翌日）
- 入館料: 大人 800円 / 小中学生 300円 / 未就学児 無料
- 体験乗車（12号）: 月2回、第2・第4日曜 13:00〜
- 英語ガイドツアー: 毎週土曜 14:00（Tom 担当）
- 団体 20名以上は 2割引
"""
FILES["docs/references/cars.md"] = """
---
title: 保存車両
keywords: [車両, 12号, 動態保存, 修復, 架線]
created: 2025-01-20
last_used: 2026-05-12
---
# 保存車両

| 車両 | 製造 | 状態 | 備考 |
|---|---|---|---|
| 1形 12号 | 1931 | 動態保存 | 体験乗車に使用 |
| 200形 205号 | 1954 | 静態保存 | 屋外展示、塗装 2024 |
| 散水車 3号 | 1928 | 静態保存 | 収蔵庫 B |

- 構内線 約180m、架線電圧 600V 直流
- 12号の台車修復は 北斗車両工業 に委託（担当: 森さん）
- 205号 の屋根板交換 見積 180万円 (2026-03)
"""
FILES["docs/risks/storage-climate.md"] = """
---
title: 収蔵庫の環境
keywords: [温度, 湿度, 収蔵庫, カビ]
created: 2025-02-03
last_used: 2025-11-10
---
# 収蔵庫 A/B 環境

target_temp: 20℃
target_rh: 55%
- 木製車体（散水車3号）はRH 60%超でカビ注意
- データロガー: おんどとり TR-72A、週1回回収
"""
FILES["docs/references/staff.md"] = """
---
title: スタッフ
keywords: [館長, 運転主任, ボランティア, 連絡先]
created: 2025-01-20
last_used: 2026-08-01
---
# スタッフ

- 館長: 佐伯 浩一
- 運転主任: 石原 健（12号の運転・点検）
- 学芸員: 野村 あや
- 英語ボランティア: Tom Hale（英国出身、土曜担当）
- 事務所 電話 0897-44-1120
- 収蔵庫 内線 0897-44-1125
- ボランティア登録上限 40名
"""
FILES["docs/references/vendors.md"] = """
---
title: 業者
keywords: [業者, 修復, レジ, 清掃]
created: 2025-01-20
last_used: 2026-04-04
---
# 業者

- レジ: Square（タブレット1台、受付）
- 清掃: 汐見ビルサービス、火・金
- 12号 修復 → cars.md 参照
- 館内 Wi-Fi（来館者用）: SSID `shiomi-tram-guest`
- 事務所 Wi-Fi: SSID `shiomi-office`、パスは金庫のメモ
"""
FILES["tasks/lessons.md"] = """
# 教訓

- 体験乗車の日は運転主任の前日点検が必須。2025-08 に忘れて中止になった
- 雨の日は屋外の205号に養生シート
- 12号 runs on 600 V DC off the wire — nobody touches the trolley pole in rain
- English: tourists read Google Maps hours, keep GBP hours in sync when anything changes
"""
FILES["tasks/todo.md"] = """
# TODO

- [ ] visitor-info.md の開館時間・休館日を更新
- [ ] Google ビジネスプロフィールの営業時間
- [ ] 修復業者の契約書 PDF を共有ドライブへ
"""
FILES["tasks/sessions/2026-04-05-register.md"] = """
# セッション 2026-04-05 レジ

- Square 解約、受付のレジは Airレジ に切替（手数料が安い、交通系IC対応）
- レシートプリンタは流用
"""
FILES["tasks/sessions/2026-07-22-restoration-vendor.md"] = """
# セッション 2026-07-22 修復業者

- 北斗車両工業が廃業予定のため、12号の台車修復は みずほ鉄道技研 に切替
- 担当: 川口さん、年間保守契約 税込 96万円
"""
FILES["tasks/sessions/2026-09-14-english-tour.md"] = """
# Session 2026-09-14 — English tour (Tom)

- we no longer run the Saturday English guided tour; Tom moved to Fukuoka, only audio guide (EN) now
- audio guide on QR codes, 12 stops
- Tom still answers English emails remotely, ~2h/week
"""
FILES["tasks/sessions/2026-10-03-director.md"] = """
# セッション 2026-10-03

- 佐伯館長 9月末で退任、10月1日から新館長は 高城 真理子（前 市教委 文化財課）
- 館長決裁の押印ルールは変わらず
"""
FILES["tasks/sessions/2026-11-02-winter-hours.md"] = """
# セッション 2026-11-02 時間短縮

- 開館時間を 10:00–16:30 に短縮（最終入館 16:00）、11月から通年
- 休館日: 月曜と火曜（人手不足のため、2026-11 から）
- 体験乗車は 11月から毎週日曜に（来館者増のため）
"""
FILES["tasks/sessions/2026-11-20-admission-fee.md"] = """
# Session 2026-11-20 — fee change (notes for Tom's EN page)

- adult admission goes to ¥1,000 from 2027-01-04 (city council approved)
- kids (elementary/junior high) stay at ¥300
- group discount (20+ people) stays at 20% off
- EN page on website: update after Jan 4, not before
"""
FILES["tasks/sessions/2026-11-25-storage-logger.md"] = """
# セッション 2026-11-25 収蔵庫

target_temp: 18℃
target_rh: 50%
- 学芸員 野村さんの提案で冬期から設定変更。散水車3号の割れ対策
"""

V = "docs/domain/visitor-info.md"; C = "docs/references/cars.md"; SC = "docs/risks/storage-climate.md"
ST = "docs/references/staff.md"; VE = "docs/references/vendors.md"
S_REG = "tasks/sessions/2026-04-05-register.md"; S_RV = "tasks/sessions/2026-07-22-restoration-vendor.md"
S_EN = "tasks/sessions/2026-09-14-english-tour.md"; S_DI = "tasks/sessions/2026-10-03-director.md"
S_WH = "tasks/sessions/2026-11-02-winter-hours.md"; S_FE = "tasks/sessions/2026-11-20-admission-fee.md"
S_LG = "tasks/sessions/2026-11-25-storage-logger.md"

Q = [
 ("ja", "いま何時に閉館してる？", [(S_WH, "10:00–16:30")], "ja"),
 ("en", "Which days is the museum closed now?", [(S_WH, "休館日: 月曜と火曜")], "ja"),
 ("ja", "来年から大人の入館料いくら？", [(S_FE, "adult admission goes to")], "en"),
 ("en", "How often can visitors ride car No. 12?", [(S_WH, "毎週日曜")], "ja"),
 ("ja", "英語のガイドツアーってまだやってる？", [(S_EN, "we no longer run the Saturday")], "en"),
 ("en", "Who restores the trucks on car 12 now, and who's the contact?", [(S_RV, "みずほ鉄道技研"), (S_RV, "担当: 川口さん")], "ja"),
 ("en", "who is the museum director?", [(S_DI, "新館長は"), ("MEMORY.md", "館長: 高城")], "ja"),
 ("ja", "受付のレジ、何使ってる？", [(S_REG, "Airレジ に切替"), ("MEMORY.md", "レジ = Airレジ")], "ja"),
 ("en", "What temperature should the storage rooms be kept at?", [(S_LG, "target_temp: 18")], "ja"),
 ("ja", "収蔵庫の湿度目標は？", [(S_LG, "target_rh: 50%")], "ja"),
 ("en", "What voltage is the overhead wire on the museum track?", [(C, "架線電圧")], "ja"),
 ("en", "how much is the yearly maintenance contract for car 12?", [(S_RV, "年間保守契約")], "ja"),
 ("ja", "子どもの入館料は変わる？", [(S_FE, "kids (elementary")], "en"),
 ("en", "When is the 90th anniversary event?", [("MEMORY.md", "90周年")], "ja"),
 ("en", "What's the guest wifi network called?", [(VE, "shiomi-tram-guest")], "ja"),
]
P = [
 ("conflict", "Opening hours", (V, "開館時間 10:00–17:00"), (S_WH, "10:00–16:30"), "b", "time", "ja", "topic '10:00–17:00' vs newer session '10:00–16:30 に短縮'"),
 ("conflict", "Closing days", (S_WH, "休館日: 月曜と火曜"), (V, "休館日: 毎週月曜"), "a", "frequency", "ja", "'毎週月曜' vs '月曜と火曜（2026-11から）'"),
 ("conflict", "Adult admission fee", (V, "入館料: 大人 800円"), (S_FE, "adult admission goes to"), "b", "price", "en-ja", "'大人 800円' vs English '¥1,000 from 2027-01-04'"),
 ("conflict", "Ride-day frequency for car 12", (S_WH, "毎週日曜"), (V, "体験乗車（12号）"), "a", "frequency", "ja", "'月2回、第2・第4日曜' vs '毎週日曜に'"),
 ("conflict", "Saturday English tour", (V, "英語ガイドツアー"), (S_EN, "we no longer run the Saturday"), "b", "policy", "en-ja", "Japanese '毎週土曜 14:00' vs English negation 'we no longer run'"),
 ("conflict", "Restoration vendor for car 12", (S_RV, "みずほ鉄道技研"), (C, "北斗車両工業 に委託"), "a", "vendor", "ja", "'北斗車両工業 に委託' vs 'みずほ鉄道技研 に切替'"),
 ("conflict", "Museum director", (ST, "館長: 佐伯"), (S_DI, "新館長は"), "b", "person", "ja", "staff topic '佐伯 浩一' vs session '新館長は 高城 真理子'"),
 ("conflict", "Register system", (S_REG, "Airレジ に切替"), (VE, "レジ: Square"), "a", "system", "ja", "'Square' vs 'Square 解約、Airレジ に切替'"),
 ("conflict", "Storage target temperature", (SC, "target_temp: 20"), (S_LG, "target_temp: 18"), "b", "number", "ja", "same key: value; recency from last_used 2025-11-10 vs file-name date 2026-11-25"),
 ("conflict", "Storage target RH", (S_LG, "target_rh: 50%"), (SC, "target_rh: 55%"), "a", "number", "ja", "same key: value 55% vs 50%, recency only from dates"),
 ("agree", "Director is Takagi", ("MEMORY.md", "館長: 高城"), (S_DI, "新館長は"), None, "person", "ja", "index '館長: 高城 真理子（2026年10月〜）' vs session '新館長は 高城 真理子'"),
 ("agree", "Register is Airレジ", ("MEMORY.md", "レジ = Airレジ"), (S_REG, "Airレジ に切替"), None, "system", "ja", "index vs session"),
 ("agree", "Group discount 20%", (V, "団体 20名以上"), (S_FE, "group discount (20+"), None, "price", "en-ja", "'団体 20名以上は 2割引' vs '20+ people ... 20% off'"),
 ("agree", "Overhead voltage 600V DC", (C, "架線電圧"), ("tasks/lessons.md", "600 V DC"), None, "number", "en-ja", "'架線電圧 600V 直流' vs '600 V DC off the wire'"),
 ("unrelated", "Phone numbers office vs storage", (ST, "事務所 電話"), (ST, "収蔵庫 内線"), None, "phone", "ja", "office number vs storage-room extension"),
 ("unrelated", "Wi-Fi SSIDs", (VE, "shiomi-tram-guest"), (VE, "事務所 Wi-Fi"), None, "system", "ja", "guest SSID vs office SSID"),
 ("unrelated", "Car status: 205 vs 3", (C, "200形 205号"), (C, "散水車 3号"), None, "status", "ja", "two different cars both 静態保存 (different subjects)"),
 ("unrelated", "Cost figures for different cars", (C, "205号 の屋根板交換"), (S_RV, "年間保守契約"), None, "price", "ja", "roof estimate for 205 vs maintenance contract for 12"),
]
