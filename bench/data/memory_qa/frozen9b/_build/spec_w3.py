WS = "g03-three-layer-ja-onsen"
LAYOUT = "3-layer"
LANGS = ["ja", "ko", "en"]
DESC = "別府の日帰り温泉「鶴見の湯」受付・設備担当エージェントの 3-layer メモリ：料金、湯温・塩素管理、清掃、団体客（韓国・台湾）、業者、スタッフ。大部分日本語、団体メモは韓国語、夜間責任者の日記は英語。"
FILES = {}
FILES["MEMORY.md"] = """
# MEMORY — 鶴見の湯

長期メモ。詳細は memory/*.md、日々のことは memory/YYYY-MM-DD.md。

## 基本
- 営業 10:00–22:00（最終受付 21:30）
- 定休日: 毎週火曜
- タトゥー: 不可（シール対応もなし）
- 塩素チェック: 毎時、記録は受付の赤いバインダー
- 源泉温度: 58℃、熱交換器で冷ます（加水なし）

## ファイル
- memory/pricing.md 料金
- memory/water.md 湯温・水質
- memory/cleaning.md 清掃
- memory/groups.md 団体（한국어 메모 있음）
- memory/vendors.md 業者
- memory/staff.md スタッフ
"""
FILES["memory/pricing.md"] = """
# 料金
Updated: 2025-04-01

| 区分 | 料金 |
|---|---|
| 大人 | 600円 |
| 子ども（小学生） | 300円 |
| 貸切家族風呂 50分 | 2,000円 |

- タオル無料貸出（フェイスタオルのみ）
- 回数券 11枚綴り 6,000円
"""
FILES["memory/water.md"] = """
# 湯温・水質
Updated: 2026-10-02

- 内湯の設定温度 42℃
- 露天風呂 40℃（冬は41℃まで可）
- boiler_maintenance: 別府設備サービス（年2回、4月・10月）
- pump_maintenance: 大分ポンプ工業
- レジオネラ検査: 年1回、8月
"""
FILES["memory/cleaning.md"] = """
# 清掃

- 閉館後、内湯は毎晩全換水
- 露天は週2回（月・木）全換水
- 脱衣所の床: 1日3回モップ
- 洗剤は業務用の中性のみ、塩素系は浴槽に使わない
"""
FILES["memory/groups.md"] = """
# 団体客

- 団体料金は10名以上、1人500円
- 한국 단체 예약 담당: 부산 여행사 '해오름투어' 김민지 실장
- 한국 단체는 최소 10명부터 단체 요금 적용
- 台湾団体: 高雄の旅行社「港都旅行」陳さん
- 団体は必ず前日までに人数確定
"""
FILES["memory/vendors.md"] = """
# 業者
Updated: 2025-05-10

- boiler_maintenance: 九州ボイラー（年1回）
- タオル: リネンサプライ大分、週3回配送
- 券売機: グローリー、保守契約あり
"""
FILES["memory/staff.md"] = """
# スタッフ

- 支配人: 河野さん
- 夜間責任者: 山口さん（17時〜）
- 受付バイト: 4名、シフトはLINEグループ
- 設備: 後藤さん（ボイラー・ポンプ）
"""
FILES["memory/2025-07-15.md"] = """
# 2025-07-15

- 夏休み前、子ども連れ増えそう。子ども料金の看板を大きく
- 露天のポンプ異音 → 大分ポンプ工業に連絡
"""
FILES["memory/2026-02-03.md"] = """
# 2026-02-03

- 定休日は第2・第4火曜だけに変更（3月から）。支配人決定
- 回数券は据え置き
"""
FILES["memory/2026-06-20.md"] = """
# 2026-06-20

- 保健所の立入検査。塩素濃度チェックは1時間ごとに変更（保健所の指導）、ログは紙
- Tattoos are allowed now if covered with our skin-colour patch (sold at the desk, ¥100) — from 2026-06-25
- タオルの無料貸し出しはもうしない。7月から1枚100円
"""
FILES["memory/2026-09-11.md"] = """
# 2026-09-11

- 大人の入浴料は700円に値上げ（10/1〜）。子どもは据え置き
- 燃料費が上がったため
"""
FILES["memory/2026-11-29.md"] = """
# 2026-11-29

- night manager is now Tom Becker — Yamaguchi-san moved to the day shift (note by Tom)
- 内湯は41℃に下げた。熱いという苦情が多い
- 韓国団体の窓口は해오름투어から、ソウルの「바람여행」に変わった（担当 이수진さん）
- the spring comes out at about 58 degrees, so winter is fine
"""
FILES["tasks/lessons.md"] = """
# Lessons

- 2025-06-11 Chlorine check every 2 hours (health centre rule) — log it or we get written up
- 2025-12-02 団体の人数は前日確定、当日変更は受けない
- 2026-08-30 露天の温度計は2本並べる（1本ずれていた）
"""
FILES["tasks/todo.md"] = """
# TODO

- [ ] 料金表の張り替え（大人 ¥700）
- [ ] 夜間責任者ベッカーさんに金庫の鍵を渡す
- [ ] 韓国語の案内板、誤字直す
"""
D = "memory/"
Q = [
 ("ja", "大人の入浴料、今いくら？", [(D+"2026-09-11.md", "700円に値上げ"), ("tasks/todo.md", "¥700")], "ja"),
 ("en", "What's the adult entry fee at the bathhouse these days?", [(D+"2026-09-11.md", "700円に値上げ"), ("tasks/todo.md", "¥700")], "ja"),
 ("ko", "실내탕 온도는 몇 도로 맞춰요?", [(D+"2026-11-29.md", "41℃に下げた")], "ja"),
 ("en", "How often must staff test the chlorine level?", [(D+"2026-06-20.md", "1時間ごと"), ("MEMORY.md", "塩素チェック")], "ja"),
 ("ja", "韓国の団体は今どこの旅行会社が窓口？", [(D+"2026-11-29.md", "바람여행")], "ja"),
 ("ko", "한국 단체 예약 담당 여행사가 어디로 바뀌었죠?", [(D+"2026-11-29.md", "바람여행")], "ja"),
 ("en", "Are towels still free to borrow?", [(D+"2026-06-20.md", "タオルの無料貸し出し")], "ja"),
 ("ja", "ボイラー点検はどの業者？", [(D+"water.md", "boiler_maintenance")], "ja"),
 ("en", "Which days are we closed?", [(D+"2026-02-03.md", "定休日は第2")], "ja"),
 ("ja", "夜の責任者はだれ？", [(D+"2026-11-29.md", "night manager"), ("tasks/todo.md", "ベッカー")], "en"),
 ("ja", "刺青のお客さんは入れる？", [(D+"2026-06-20.md", "Tattoos are allowed")], "en"),
 ("en", "What does the family private bath cost for 50 minutes?", [(D+"pricing.md", "貸切家族風呂")], "ja"),
 ("ko", "단체 요금은 몇 명부터예요?", [(D+"groups.md", "한국 단체는 최소 10명"), (D+"groups.md", "団体料金は10名以上")], "ko"),
 ("en", "How often is the outdoor bath fully drained?", [(D+"cleaning.md", "露天は週2回")], "ja"),
 ("ja", "台湾の団体の担当者は？", [(D+"groups.md", "台湾団体")], "ja"),
]
P = [
 ("conflict", "Adult entry fee", (D+"pricing.md", "| 大人 |"), (D+"2026-09-11.md", "700円に値上げ"), "b", "price", "ja", "table row 600円 vs newer daily '700円に値上げ（10/1〜）'"),
 ("conflict", "Indoor bath set temperature", (D+"2026-11-29.md", "41℃に下げた"), (D+"water.md", "内湯の設定温度"), "a", "temperature", "ja", "'41℃に下げた' vs topic '42℃'"),
 ("conflict", "Chlorine check interval", ("tasks/lessons.md", "Chlorine check every 2 hours"), (D+"2026-06-20.md", "1時間ごと"), "b", "frequency", "en-ja", "English lesson 'every 2 hours' vs Japanese daily '1時間ごとに変更'"),
 ("conflict", "Korean group booking agency", (D+"2026-11-29.md", "바람여행"), (D+"groups.md", "해오름투어"), "a", "vendor", "ko-ja", "Korean topic line '해오름투어 김민지 실장' vs Japanese daily '해오름투어から…「바람여행」に変わった'"),
 ("conflict", "Free towel loan", (D+"pricing.md", "タオル無料貸出"), (D+"2026-06-20.md", "タオルの無料貸し出し"), "b", "policy", "ja", "'タオル無料貸出' vs negation 'もうしない。1枚100円'"),
 ("conflict", "Boiler maintenance vendor", (D+"water.md", "boiler_maintenance"), (D+"vendors.md", "boiler_maintenance"), "a", "vendor", "ja", "same key boiler_maintenance; recency only from 'Updated:' lines (2026-10-02 vs 2025-05-10)"),
 ("conflict", "Closing day", ("MEMORY.md", "定休日"), (D+"2026-02-03.md", "定休日は第2"), "b", "frequency", "ja", "'毎週火曜' vs '第2・第4火曜だけに'"),
 ("conflict", "Night manager", (D+"2026-11-29.md", "night manager"), (D+"staff.md", "夜間責任者"), "a", "person", "en-ja", "Japanese '夜間責任者: 山口さん' vs English daily 'now Tom Becker — Yamaguchi moved to day shift'"),
 ("conflict", "Tattoo policy", ("MEMORY.md", "タトゥー"), (D+"2026-06-20.md", "Tattoos are allowed"), "b", "policy", "en-ja", "'タトゥー: 不可（シール対応もなし）' vs 'allowed now if covered with our patch'"),
 ("agree", "Adult fee 700 yen", ("tasks/todo.md", "¥700"), (D+"2026-09-11.md", "700円に値上げ"), None, "price", "ja", "'¥700' vs '700円'"),
 ("agree", "Group rate threshold", (D+"groups.md", "한국 단체는 최소 10명"), (D+"groups.md", "団体料金は10名以上"), None, "count", "ko-ja", "'최소 10명부터' vs '10名以上'"),
 ("agree", "Source temperature", ("MEMORY.md", "源泉温度"), (D+"2026-11-29.md", "about 58 degrees"), None, "temperature", "en-ja", "'58℃' vs 'about 58 degrees'"),
 ("agree", "Night manager Becker", (D+"2026-11-29.md", "night manager"), ("tasks/todo.md", "ベッカー"), None, "person", "en-ja", "'Tom Becker' vs 'ベッカーさん'"),
 ("agree", "Hourly chlorine check", (D+"2026-06-20.md", "1時間ごと"), ("MEMORY.md", "塩素チェック"), None, "frequency", "ja", "'1時間ごと' vs '毎時'"),
 ("unrelated", "Entry fee, child vs adult", (D+"pricing.md", "子ども（小学生）"), (D+"2026-09-11.md", "700円に値上げ"), None, "price", "ja", "child 300円 vs adult 700円"),
 ("unrelated", "Bath temperature, outdoor vs indoor", (D+"water.md", "露天風呂 40℃"), (D+"2026-11-29.md", "41℃に下げた"), None, "temperature", "ja", "outdoor 40℃ vs indoor 41℃"),
 ("unrelated", "Maintenance vendor, pump vs boiler", (D+"water.md", "pump_maintenance"), (D+"water.md", "boiler_maintenance"), None, "vendor", "ja", "pump vendor vs boiler vendor"),
 ("unrelated", "Group agency, Taiwan vs Korea", (D+"groups.md", "台湾団体"), (D+"2026-11-29.md", "바람여행"), None, "vendor", "ja-ko", "Taiwan group agency vs Korean group agency"),
]
