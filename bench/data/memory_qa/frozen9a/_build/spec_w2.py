F = {}
F["AGENTS.md"] = """
# AGENTS.md — 高岡 梵鐘鋳造所 アシスタント

- 対象: 高岡市の老舗鋳造所（梵鐘・半鐘・風鈴）の工程管理と受注メモ
- 最初に MEMORY.md、次に docs/ を読む。セッションメモは tasks/sessions/ に日付付きで。
- Foreman: 佐々木 (Sasaki) — ask him before changing any pour plan
- Main customer contact: Komyo-ji (Morita-san, head priest) for the 1.5-shaku bell
- 見積は税込で出す
"""
F["MEMORY.md"] = """
# MEMORY

## 現在
- 鐘用青銅: 銅80・錫20（2026年6月の音響試験以降）
- 納期は標準8か月（2026年10月から）。繁忙期はさらに+1か月
- 職長: 工藤さん
- Tuning target: fundamental D4, within 5 cents
- 主要顧客: 光明寺、龍泉寺、市の鐘楼保存会

## 参照
- 合金 → docs/domain/alloys.md / 受注・価格 → docs/domain/orders.md
- 仕入先 → docs/references/suppliers.md / 炉 → docs/references/furnace.md
"""
F["docs/domain/alloys.md"] = """
---
title: 合金配合
keywords: [青銅, bronze, 錫, 銅, alloy, 配合]
created: 2025-01-14
last_used: 2025-11-08
---
# 合金

- 梵鐘（標準）: 銅 78% / 錫 22%
- 小型風鈴用: 銅 70% / 錫 30%（高音が出やすい）
- 鉛は入れない（音が濁る）
- 音の狙い: 基音 D4 ±5 cent
"""
F["docs/domain/orders.md"] = """
---
title: 受注・価格
keywords: [order, price, 見積, 納期, lead time]
created: 2025-02-03
last_used: 2025-12-10
---
# Orders

- standard lead time: 6 months from signed drawing
- 光明寺 住職 森田様 — 1尺5寸 梵鐘 発注済み (2025-12)

| 品目 | 価格（税込） |
|---|---|
| 1尺 梵鐘 | ¥1,200,000 |
| 1尺5寸 梵鐘 | ¥1,800,000 |
| 半鐘 | ¥450,000 |
"""
F["docs/references/suppliers.md"] = """
---
title: 仕入先
keywords: [supplier, 銅, 錫, 砂, 仕入]
created: 2025-01-20
last_used: 2025-10-15
---
# 仕入先

- 銅地金: 三菱マテリアル経由（代理店 北陸金属商事）
- 錫地金: 大阪の山田金属
- クレー砂は毎月発注（10袋）
"""
F["docs/references/furnace.md"] = """
---
title: 炉・注湯
keywords: [furnace, 炉, 注湯, pour, crucible]
created: 2025-01-25
last_used: 2025-12-02
---
# 炉

- 1号炉（大）: 梵鐘用、るつぼ 2.5t
- 注湯温度 1,150℃（梵鐘）
- 2号炉（小）: 風鈴用、pour at 1,080℃
- burner_gas: LPG
"""
F["docs/risks/casting-defects.md"] = """
---
title: 鋳造欠陥
keywords: [defect, 巣, crack, 割れ, porosity]
created: 2025-04-02
last_used: 2026-11-24
---
# 欠陥と対策

- 巣（porosity）: 鋳型の乾燥不足が主因
- 冷却中の割れ: 48時間は型から出さない
- burner_gas: 都市ガス 13A
"""
F["tasks/lessons.md"] = """
# Lessons

- 鋳型の乾燥は炭火で行う（均一に乾く）— 2025年春の教訓
- Never quote a price without the drawing revision number
- 吊り金具は別途見積
"""
F["tasks/todo.md"] = """
# TODO

- [ ] 光明寺 1尺5寸 quote ¥2.1M with new alloy → send to Morita-san
- [ ] 龍泉寺 半鐘 図面確認
- [ ] 工藤さんと冬の注湯計画
"""
F["tasks/sessions/2025-11-08-pour.md"] = """
# 2025-11-08 注湯

- 龍泉寺の半鐘、1号炉で注湯。問題なし
- 炭火乾燥 2日、巣なし
"""
F["tasks/sessions/2026-06-19-tone-test.md"] = """
# Session 2026-06-19 — tone tests

- switched standard bell alloy to 80/20 Cu/Sn after the tone tests (78/22 sounded brittle in the hum note)
- hum/fundamental both inside tolerance with 80/20
"""
F["tasks/sessions/2026-09-30-suppliers.md"] = """
# Session 2026-09-30 — suppliers & prices

- copper ingot now from JX Metals direct (Mitsubishi route quotes took 3 weeks)
- 1.5-shaku bell price raised to 210万円 (tax incl.) because of copper cost
- もう炭火では鋳型を乾燥しない — ガスバーナーに統一（火事リスク）
"""
F["tasks/sessions/2026-11-26-winter.md"] = """
# 2026-11-26 冬の段取り

- 注湯温度を1,120℃に下げた（1号炉、割れ対策）
- 職長は工藤さんに交代済み（11/20〜）。佐々木さんは顧問
- mold sand: order every two months now, stock lasts fine
"""
Q = [
 ("en", "What copper/tin ratio do we cast temple bells in?", [("tasks/sessions/2026-06-19-tone-test.md","switched standard bell alloy"),("MEMORY.md","鐘用青銅")], "en"),
 ("ja", "銅の地金は今どこから買ってる？", [("tasks/sessions/2026-09-30-suppliers.md","copper ingot now from JX")], "en"),
 ("en", "What temperature do we pour the big bells at now?", [("tasks/sessions/2026-11-26-winter.md","注湯温度を1,120")], "ja"),
 ("en", "How long should a customer expect to wait for a standard bell?", [("MEMORY.md","納期は標準8か月")], "ja"),
 ("ja", "鋳型はどうやって乾かしてる？", [("tasks/sessions/2026-09-30-suppliers.md","もう炭火では")], "ja"),
 ("en", "Who's the foreman at the moment?", [("tasks/sessions/2026-11-26-winter.md","職長は工藤さんに交代"),("MEMORY.md","職長: 工藤さん")], "ja"),
 ("ja", "1号炉のバーナーは何のガス？", [("docs/risks/casting-defects.md","burner_gas")], "ja"),
 ("ja", "1尺5寸の梵鐘はいくら？", [("tasks/sessions/2026-09-30-suppliers.md","210万円"),("tasks/todo.md","¥2.1M")], "en"),
 ("ja", "砂はどのくらいの頻度で注文する？", [("tasks/sessions/2026-11-26-winter.md","mold sand")], "en"),
 ("en", "What alloy do the small wind chimes use?", [("docs/domain/alloys.md","小型風鈴用")], "ja"),
 ("en", "Where does our tin come from?", [("docs/references/suppliers.md","錫地金")], "ja"),
 ("ja", "調律の目標は？", [("MEMORY.md","Tuning target"),("docs/domain/alloys.md","音の狙い")], "en"),
 ("en", "What's the price for a 1-shaku bell?", [("docs/domain/orders.md","| 1尺 梵鐘")], "ja"),
 ("en", "How long must a bell stay in the mold after the pour?", [("docs/risks/casting-defects.md","48時間")], "ja"),
 ("ja", "小さい炉の注湯温度は？", [("docs/references/furnace.md","pour at 1,080")], "en"),
]
P = [
 ("conflict","Standard bell alloy",("docs/domain/alloys.md","梵鐘（標準）"),("tasks/sessions/2026-06-19-tone-test.md","switched standard bell alloy"),"b","ratio","en-ja","Japanese topic '銅 78% / 錫 22%' vs English session 'switched to 80/20 Cu/Sn'"),
 ("conflict","Copper ingot supplier",("tasks/sessions/2026-09-30-suppliers.md","copper ingot now from JX"),("docs/references/suppliers.md","銅地金"),"a","vendor","en-ja","English 'now from JX Metals direct' vs Japanese '三菱マテリアル経由'"),
 ("conflict","Pour temperature, furnace 1",("docs/references/furnace.md","注湯温度 1,150"),("tasks/sessions/2026-11-26-winter.md","注湯温度を1,120"),"b","temperature","ja","1,150℃ vs 'lowered to 1,120℃'"),
 ("conflict","Standard lead time",("MEMORY.md","納期は標準8か月"),("docs/domain/orders.md","standard lead time: 6 months"),"a","duration","en-ja","'8か月（2026年10月から）' vs '6 months'"),
 ("conflict","Mold drying method",("tasks/lessons.md","鋳型の乾燥は炭火"),("tasks/sessions/2026-09-30-suppliers.md","もう炭火では"),"b","policy","ja","lesson 'dry with charcoal' vs negation 'もう炭火では乾燥しない'"),
 ("conflict","Foreman",("tasks/sessions/2026-11-26-winter.md","職長は工藤さんに交代"),("AGENTS.md","Foreman: 佐々木"),"a","person","en-ja","Japanese session '工藤さんに交代済み' vs English AGENTS 'Foreman: 佐々木 (Sasaki)'"),
 ("conflict","Burner gas",("docs/references/furnace.md","burner_gas"),("docs/risks/casting-defects.md","burner_gas"),"b","fuel","en-ja","same key `burner_gas` LPG vs 都市ガス 13A; recency only from last_used (2025-12-02 vs 2026-11-24)"),
 ("conflict","1.5-shaku bell price",("docs/domain/orders.md","| 1尺5寸 梵鐘"),("tasks/sessions/2026-09-30-suppliers.md","210万円"),"b","price","en-ja","table row ¥1,800,000 vs English session '210万円'"),
 ("conflict","Mold sand order frequency",("tasks/sessions/2026-11-26-winter.md","mold sand"),("docs/references/suppliers.md","クレー砂は毎月"),"a","frequency","en-ja","'every two months now' vs '毎月発注'"),
 ("agree","Bell alloy restated",("MEMORY.md","鐘用青銅"),("tasks/sessions/2026-06-19-tone-test.md","switched standard bell alloy"),None,"ratio","en-ja","'銅80・錫20' vs '80/20 Cu/Sn'"),
 ("agree","1.5-shaku price restated",("tasks/todo.md","¥2.1M"),("tasks/sessions/2026-09-30-suppliers.md","210万円"),None,"price","en","¥2.1M vs 210万円"),
 ("agree","Komyo-ji contact",("docs/domain/orders.md","住職 森田様"),("AGENTS.md","Komyo-ji (Morita-san"),None,"person","en-ja","光明寺 住職 森田様 vs Komyo-ji Morita-san"),
 ("agree","Tuning target",("docs/domain/alloys.md","音の狙い"),("MEMORY.md","Tuning target"),None,"tolerance","en-ja","'基音 D4 ±5 cent' vs 'fundamental D4, within 5 cents'"),
 ("agree","Foreman restated",("MEMORY.md","職長: 工藤さん"),("tasks/sessions/2026-11-26-winter.md","職長は工藤さんに交代"),None,"person","ja","same current foreman"),
 ("unrelated","Wind-chime alloy",("docs/domain/alloys.md","小型風鈴用"),("tasks/sessions/2026-06-19-tone-test.md","switched standard bell alloy"),None,"ratio","en-ja","wind chime alloy, not bell alloy"),
 ("unrelated","1-shaku price",("docs/domain/orders.md","| 1尺 梵鐘"),("tasks/sessions/2026-09-30-suppliers.md","210万円"),None,"price","en-ja","other bell size"),
 ("unrelated","Small furnace pour temp",("docs/references/furnace.md","pour at 1,080"),("tasks/sessions/2026-11-26-winter.md","注湯温度を1,120"),None,"temperature","en-ja","furnace 2 (chimes) vs furnace 1"),
 ("unrelated","Tin supplier",("docs/references/suppliers.md","錫地金"),("tasks/sessions/2026-09-30-suppliers.md","copper ingot now from JX"),None,"vendor","en-ja","tin supplier vs copper supplier"),
]
WS = dict(id="h9a-w2-claw-stack-ja-bellfoundry", layout="claw-stack", langs=["ja","en"],
 description="高岡の梵鐘鋳造所の工程・受注アシスタント（claw-stack）: 合金配合、炉、仕入先、価格、職長。大部分が日本語、一部英語のセッション。",
 files=F, questions=Q, pairs=P)
