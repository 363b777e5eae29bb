WS = "w02-claw-stack-ja-glass"
LAYOUT = "claw-stack"
LANGS = ["ja", "en"]
DESC = "小樽の吹きガラス工房「汐見硝子」の claw-stack メモリ：溶解炉・徐冷炉、ガス、体験教室、オンラインショップ、スタッフ。大部分は日本語、スウェーデン出身のレジデント作家が英語でセッションを書く。"
FILES = {
"AGENTS.md": """
# AGENTS.md
- 最初に MEMORY.md、つぎに memory-map.md。
- セッションは tasks/sessions/YYYY-MM-DD-*.md に追記。古いセッションは書き換えない。
- Emma writes sessions in English, that's fine.
- 炉の温度を変える提案は必ずオーナー（汐見 拓也）に確認。
""",
"MEMORY.md": """
# MEMORY — 汐見硝子 (Shiomi Glass, Otaru)

## 工房
- 場所: 小樽市色内、運河沿い。オーナー: 汐見 拓也
- 溶解炉（るつぼ炉 120kg）作業温度 1,150℃
- 徐冷炉 2台: 大 (A) / 小 (B)
- 定休日: 水曜

## 体験教室
- 吹きガラス体験 大人 ¥3,800
- 吹きガラス体験 小学生 ¥2,800
- 枠: 10:00 / 13:00 / 15:00（各4名）
- 担当: 佐藤 美咲

## 販売
- オンラインショップ: BASE（shiomi-glass.thebase.in）
- 発送は毎週月・木
""",
"memory-map.md": """
# memory map
- docs/domain/workshop.md 体験教室
- docs/domain/shop.md 販売・発送
- docs/patterns/furnace.md 溶解炉・仕込み
- docs/patterns/annealing.md 徐冷プログラム
- docs/references/suppliers.md ガス・色ガラス・原料
- docs/risks/safety.md 火傷・換気
- tasks/ lessons, todo, sessions
""",
"docs/domain/workshop.md": """
---
title: 体験教室
keywords: [体験, workshop, 料金, 予約, 枠]
created: 2025-01-20
last_used: 2026-05-10
---
# 体験教室

| 区分 | 料金 | 所要 |
|---|---|---|
| 大人 | 3,800円 | 約20分 |
| 小学生 | 2,800円 | 約20分（保護者同伴） |

- 枠は 10:00 / 13:00 / 15:00、各4名まで
- 予約は電話か Instagram DM。当日空きがあれば飛び込み可
- 担当: 佐藤 美咲（平日）、週末は汐見
""",
"docs/domain/shop.md": """
---
title: 販売・発送
keywords: [shop, BASE, 発送, online, 梱包]
created: 2025-02-03
last_used: 2025-12-01
---
# 販売
- オンラインショップは BASE。手数料 6.6%+40円
- 発送: 毎週月・木、ヤマト運輸。割れ物シール必須
- 店頭: 10:00–17:00
""",
"docs/patterns/furnace.md": """
---
title: 溶解炉と仕込み
keywords: [furnace, 溶解炉, batch, 仕込み, るつぼ, temperature]
created: 2025-01-15
last_used: 2026-02-22
---
# 溶解炉
- 作業温度 1,150℃、仕込み時は 1,260℃ まで上げる
- バッチの仕込み: 毎晩 閉店後（約15kg）
- るつぼ交換は年1回、2月
- 燃料: 都市ガス（北海道ガス）
""",
"docs/patterns/annealing.md": """
---
title: 徐冷プログラム
keywords: [annealer, 徐冷, program, schedule]
created: 2025-01-15
last_used: 2025-09-08
---
# 徐冷
annealer_program: P3
- 徐冷炉A（大物）: 480℃ で 2時間保持
- 徐冷炉B（小物）: 480℃ で 1時間保持
- 翌朝 9時に取り出し
""",
"docs/references/suppliers.md": """
---
title: 仕入れ先
keywords: [supplier, 色ガラス, color rod, gas, cullet]
created: 2025-01-18
last_used: 2026-01-30
---
# 仕入れ先
- 色ガラス（ロッド）: Reichenbach（ドイツ）、代理店経由、年2回発注
- カレット: 地元の瓶回収業者から無料
- 店舗暖房の灯油: 小樽燃料店
- 炉の修理: 札幌の築炉屋さん（丸山築炉）
""",
"docs/risks/safety.md": """
---
title: 安全
keywords: [safety, 火傷, 換気, first aid]
created: 2025-01-15
last_used: 2026-07-01
---
# 安全
- 体験のお客さんはグローリーホールに近づけない（1.5m ライン）
- 火傷: 流水で15分冷やす → 必要なら小樽協会病院
- 換気扇は炉が動いている間は常時 ON
""",
"tasks/lessons.md": """
# Lessons
- 2025-11-03: 冬場は徐冷炉Bの温度ムラが大きい → 大物はAだけにする
- 2026-03-18: P3 だと厚底のコップが割れた。徐冷を長くする必要あり（次回検討）
- 2026-08-21 (Emma): kids get bored at 20 min; keep it, but do the demo first
""",
"tasks/todo.md": """
# todo
- [ ] BASE の在庫を Shopify に移す残り（ペンダント）
- [ ] るつぼ見積もり（丸山築炉）
- [ ] update IG bio with new closing day
""",
"tasks/sessions/2025-12-14-fuel.md": """
# 2025-12-14 燃料切り替え
- 炉の燃料を都市ガスから LPG（小樽エネルギー、バルク供給）に切り替え完了。北海道ガスは解約。
- 炉の作業温度は 1,150℃ のまま
""",
"tasks/sessions/2026-04-02-annealing.md": """
# 2026-04-02 徐冷プログラム見直し
annealer_program: P5
- 厚底対策で保持時間を延長: A は 480℃ 3時間
- B はそのまま 1時間
""",
"tasks/sessions/2026-06-15-shop.md": """
# 2026-06-15 online shop (Emma)
- moved the online shop off BASE to Shopify (shop.shiomiglass.jp). BASE closes end of June.
- shipping days unchanged: Mon + Thu, Yamato
- return address on Shopify: Shiomi Glass, Ironai, Otaru — the canal-side studio
""",
"tasks/sessions/2026-09-07-workshop.md": """
# 2026-09-07 workshop changes (Emma)
- adult workshop price goes up to ¥4,400 from October (glass + gas costs); kids stay ¥2,800
- Misaki leaves end of Sept → I (Emma Lind) take over weekday workshops
- 15:00 slot: we'll keep it for now
""",
"tasks/sessions/2026-10-20-定休日.md": """
# 2026-10-20 定休日・枠
- 11月から定休日を火曜に変更（水曜は営業）
- 15時の枠はもうやらない。冬は暗くなるのが早いので 10時と13時だけ
- 大人の体験は 4,400円（10月から）、HP も更新済み
- バッチ仕込みは2日に1回に減らす（冬は客が少ない）
""",
}
Q = [
("en", "What fuel is the glass furnace running on now, and who supplies it?", ["tasks/sessions/2025-12-14-fuel.md|LPG"], "ja"),
("ja", "大人の体験料金はいまいくら？", ["tasks/sessions/2026-09-07-workshop.md|¥4,400", "tasks/sessions/2026-10-20-定休日.md|4,400円"], "en"),
("en", "Which weekday is the studio closed?", ["tasks/sessions/2026-10-20-定休日.md|火曜に変更"], "ja"),
("ja", "オンラインショップはどこのサービスを使ってる？", ["tasks/sessions/2026-06-15-shop.md|Shopify (shop"], "en"),
("en", "Which workshop start times can I book customers into?", ["tasks/sessions/2026-10-20-定休日.md|15時の枠はもうやらない"], "ja"),
("ja", "平日の体験教室は誰が担当してる？", ["tasks/sessions/2026-09-07-workshop.md|Emma Lind"], "en"),
("en", "Which annealer program are we using?", ["tasks/sessions/2026-04-02-annealing.md|annealer_program: P5"], "en"),
("en", "How long does the big annealer hold at 480?", ["tasks/sessions/2026-04-02-annealing.md|A は 480℃ 3時間"], "ja"),
("ja", "バッチの仕込み、どのくらいの頻度でやってる？", ["tasks/sessions/2026-10-20-定休日.md|2日に1回"], "ja"),
("en", "What's the working temperature of the furnace?", ["MEMORY.md|作業温度 1,150℃", "docs/patterns/furnace.md|作業温度 1,150℃", "tasks/sessions/2025-12-14-fuel.md|1,150℃ のまま"], "ja"),
("ja", "発送は何曜日？", ["docs/domain/shop.md|発送: 毎週月・木", "MEMORY.md|発送は毎週月・木", "tasks/sessions/2026-06-15-shop.md|Mon + Thu"], "ja"),
("en", "How much is the kids' glassblowing session?", ["MEMORY.md|小学生 ¥2,800", "docs/domain/workshop.md|小学生 | 2,800円", "tasks/sessions/2026-09-07-workshop.md|kids stay ¥2,800"], "ja"),
("en", "Who do we call when the furnace needs repairs?", ["docs/references/suppliers.md|丸山築炉）"], "ja"),
("ja", "火傷したお客さんが出たらどうする？", ["docs/risks/safety.md|流水で15分"], "ja"),
("en", "Where do we get colour rods from?", ["docs/references/suppliers.md|Reichenbach"], "ja"),
]
P = [
("conflict", "Furnace fuel", "docs/patterns/furnace.md|燃料: 都市ガス", "tasks/sessions/2025-12-14-fuel.md|LPG", "b", "vendor", "ja", "都市ガス（北海道ガス） vs 'LPG に切り替え完了。北海道ガスは解約'"),
("conflict", "Adult workshop price", "tasks/sessions/2026-09-07-workshop.md|¥4,400", "docs/domain/workshop.md|大人 | 3,800円", "a", "price", "en-ja", "English '¥4,400 from October' vs table row 3,800円"),
("conflict", "Adult workshop price (MEMORY)", "MEMORY.md|大人 ¥3,800", "tasks/sessions/2026-10-20-定休日.md|4,400円", "b", "price", "ja", "MEMORY ¥3,800 vs session 4,400円（10月から）, symbol vs 円"),
("conflict", "Closing day", "tasks/sessions/2026-10-20-定休日.md|火曜に変更", "MEMORY.md|定休日: 水曜", "a", "date", "ja", "定休日を火曜に変更 vs 定休日: 水曜"),
("conflict", "Online shop platform", "docs/domain/shop.md|オンラインショップは BASE", "tasks/sessions/2026-06-15-shop.md|Shopify (shop", "b", "vendor", "en-ja", "BASE vs English 'moved ... off BASE to Shopify'"),
("conflict", "Workshop time slots", "tasks/sessions/2026-10-20-定休日.md|15時の枠はもうやらない", "docs/domain/workshop.md|枠は 10:00 / 13:00 / 15:00", "a", "policy", "ja", "'15時の枠はもうやらない' (negation) vs three slots"),
("conflict", "Weekday workshop lead", "docs/domain/workshop.md|担当: 佐藤 美咲", "tasks/sessions/2026-09-07-workshop.md|Emma Lind", "b", "person", "en-ja", "佐藤 美咲 vs 'Misaki leaves ... I (Emma Lind) take over'"),
("conflict", "Annealer program", "tasks/sessions/2026-04-02-annealing.md|annealer_program: P5", "docs/patterns/annealing.md|annealer_program: P3", "a", "version", "ja", "same key: value, recency from file-name date 2026-04-02 vs last_used 2025-09-08"),
("conflict", "Batch charging frequency", "docs/patterns/furnace.md|毎晩", "tasks/sessions/2026-10-20-定休日.md|2日に1回", "b", "frequency", "ja", "毎晩 vs 2日に1回に減らす"),
("conflict", "Annealer A hold time", "tasks/sessions/2026-04-02-annealing.md|A は 480℃ 3時間", "docs/patterns/annealing.md|480℃ で 2時間保持", "a", "number", "ja", "3時間 vs 2時間保持"),
("agree", "Furnace working temperature", "MEMORY.md|作業温度 1,150℃", "tasks/sessions/2025-12-14-fuel.md|1,150℃ のまま", "", "number", "ja", "same value restated"),
("agree", "Shipping days", "docs/domain/shop.md|発送: 毎週月・木", "tasks/sessions/2026-06-15-shop.md|Mon + Thu", "", "frequency", "en-ja", "月・木 vs Mon + Thu"),
("agree", "Kids' workshop price", "docs/domain/workshop.md|小学生 | 2,800円", "tasks/sessions/2026-09-07-workshop.md|kids stay ¥2,800", "", "price", "en-ja", "2,800円 vs ¥2,800"),
("agree", "Adult price current", "tasks/sessions/2026-09-07-workshop.md|¥4,400", "tasks/sessions/2026-10-20-定休日.md|4,400円", "", "price", "en-ja", "¥4,400 vs 4,400円"),
("agree", "Studio location", "MEMORY.md|場所: 小樽市色内", "tasks/sessions/2026-06-15-shop.md|Ironai, Otaru", "", "place", "en-ja", "小樽市色内 vs romanised Ironai, Otaru"),
("unrelated", "Annealer A vs B hold", "docs/patterns/annealing.md|徐冷炉B（小物）", "tasks/sessions/2026-04-02-annealing.md|A は 480℃ 3時間", "", "number", "ja", "different annealer"),
("unrelated", "Furnace gas vs heating oil", "docs/references/suppliers.md|灯油", "tasks/sessions/2025-12-14-fuel.md|LPG", "", "vendor", "ja", "shop heating fuel, not furnace fuel"),
("unrelated", "Adult vs kids price", "docs/domain/workshop.md|小学生 | 2,800円", "tasks/sessions/2026-09-07-workshop.md|¥4,400", "", "price", "en-ja", "different ticket class"),
("unrelated", "Shop hours vs workshop slots", "docs/domain/shop.md|店頭: 10:00–17:00", "tasks/sessions/2026-10-20-定休日.md|15時の枠はもうやらない", "", "time", "ja", "store opening hours vs workshop slots"),
]
