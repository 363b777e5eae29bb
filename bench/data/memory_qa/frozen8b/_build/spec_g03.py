WS = "g03-three-layer-ja-canal-locks"
LAYOUT = "3-layer"
LANGS = ["ja", "en"]
DESC = "新潟・湊川運河 閘門管理事務所の 3 層メモリ（MEMORY.md / memory/ の日次メモとトピック / tasks/）：通航時間、通航料、水位、ゲート設備、遠隔監視、職員。大部分日本語、オランダ人技術アドバイザーの日次メモは英語。"
FILES = {
"MEMORY.md": """
# MEMORY — 湊川運河 閘門管理事務所

- 閘門は2基：第1閘門（河口側）と第2閘門（上流、信濃川側）
- 通航ルール → memory/locks.md、料金 → memory/fees.md
- 水位・魚道 → memory/water-levels.md
- 設備・保守契約 → memory/equipment.md
- 人 → memory/staff.md
- 遠隔監視・VPN → memory/it-network.md
- 日次メモは memory/YYYY-MM-DD.md（Pieter は英語で書く）
""",
"memory/locks.md": """
---
title: 通航ルール
keywords: [通航時間, 閘門, 船長, 夜間, lock hours]
created: 2025-03-04
last_used: 2025-08-01
---
# 通航

- 第1閘門 通航時間 8:00–17:00（年中）
- 第2閘門 通航時間 9:00–16:00、水曜休み
- 最大船長: 18 m
- 夜間は遠隔で無人運転（事前予約の作業船のみ）
""",
"memory/fees.md": """
---
title: 通航料
keywords: [料金, 通航料, プレジャーボート, 作業船, fee]
created: 2025-03-04
last_used: 2025-12-10
---
# 通航料

| 区分 | 1回あたり |
|---|---|
| プレジャーボート | 500円 |
| 業務用はしけ | 2,400円 |
| カヌー・SUP | 無料（要届出） |
""",
"memory/water-levels.md": """
---
title: 水位・魚道
keywords: [水位, 管理水位, 魚道, 流量, water level]
created: 2025-03-10
last_used: 2026-09-30
---
# 水位

- 上流側 管理水位 上限 T.P.+1.20 m
- 下流側（河口）は潮位次第、上限 T.P.+0.90 m で閘門閉鎖
- 魚道流量 0.3 m³/s を常時確保（4–6月）
""",
"memory/equipment.md": """
---
title: 設備
keywords: [ゲート, 油圧, ポンプ, 点検, 保守契約]
created: 2025-03-10
last_used: 2026-01-22
---
# 設備

- 扉体：鋼製マイターゲート（第1）、ローラーゲート（第2）
- 油圧ユニット保守契約：荏原サービス
- 扉体点検 月1回（第1月曜）
- 予備発電機 60 kVA、月次試運転
""",
"memory/staff.md": """
---
title: 職員
keywords: [所長, 担当, 当直, staff]
created: 2025-03-04
last_used: 2026-02-27
---
# 職員

- 所長：田村 浩一
- 操作主任：大野 さくら
- 技術アドバイザー：Pieter de Vries（オランダ水管理庁 OB、英語）
- 当直は2交代
""",
"memory/it-network.md": """
---
title: 遠隔監視
keywords: [SCADA, VPN, カメラ, port, Modbus]
created: 2025-05-19
last_used: 2025-11-04
---
# 遠隔監視

- SCADA ↔ PLC は Modbus TCP、port 502
- 監視カメラ RTSP port 554
- 事務所外からは OpenVPN、port 1194/udp
""",
"memory/2026-04-01.md": """
# 2026-04-01

- 人事異動：所長は佐々木 美穂さんに交代、田村さんは県庁へ
- 夏ダイヤ開始：第1閘門 7:00–18:00 で運用（10月末まで）
""",
"memory/2026-06-02.md": """
# 2026-06-02

- 県との協議で船型基準見直し
- 最大船長: 20 m
- 魚道、今日も流量 300 L/s キープ
- 当直は今月から3交代制（人員2名増、夜間通航に対応）
""",
"memory/2026-08-19.md": """
# 2026-08-19 (Pieter)

- Leisure-boat lock fee goes up to ¥800 per passage from October, council approved.
- Barge fee unchanged.
- Hydraulic maintenance contract moves to Torishima from November — Ebara bid too high.
- Upstream pool max stays at 1.2 m above TP.
""",
"memory/2026-10-07.md": """
# 2026-10-07 (Pieter)

- Remote access switched to WireGuard on 51820/udp; the old OpenVPN endpoint is off.
- Gate leaf inspections: now every three months instead of monthly (sensor monitoring covers the gap).
""",
"memory/2026-11-26.md": """
# 2026-11-26

- 夜間の無人運転はもう行わない。夜間通航は当直が現地で操作（ヒヤリハット対応）
- 第1閘門は冬ダイヤ 8:00–17:00 に戻した（11/1から）
- 油圧ユニット、酉島の担当者と顔合わせ済み
""",
"tasks/lessons.md": """
# lessons
- 2025-09 台風：河口側 T.P.+0.90 超えたら迷わず閉鎖。判断遅れで係留船が流された
- 魚道の落ち葉詰まりは11月に毎日見る
""",
"tasks/todo.md": """
# todo
- [ ] 通航料改定の看板差し替え
- [ ] WireGuard の鍵を当直PCに配布
- [ ] 予備発電機のオイル交換
""",
"notes/links.md": """
# links
- 県 河川課ポータル
- 潮位表（気象庁）
- SCADA 取説 PDF（共有ドライブ）
""",
}
Q = [
 ("ja", "今、第1閘門は何時から何時まで通れる？", ["memory/2026-11-26.md::冬ダイヤ 8:00–17:00", "memory/locks.md::第1閘門"], "ja"),
 ("en", "How much does a pleasure boat pay to go through the lock now?", ["memory/2026-08-19.md::¥800 per passage"], "en"),
 ("ja", "所長は誰？", ["memory/2026-04-01.md::佐々木"], "ja"),
 ("ja", "油圧ユニットの保守はどこに頼んでる？", ["memory/2026-08-19.md::Torishima", "memory/2026-11-26.md::酉島"], "en"),
 ("en", "What's the maximum boat length allowed through the locks?", ["memory/2026-06-02.md::最大船長"], "ja"),
 ("ja", "外から SCADA に入る VPN のポートは？", ["memory/2026-10-07.md::WireGuard on 51820"], "en"),
 ("en", "How often are the gate leaves inspected?", ["memory/2026-10-07.md::every three months"], "en"),
 ("en", "Do we still run the locks unmanned overnight?", ["memory/2026-11-26.md::夜間の無人運転"], "ja"),
 ("en", "What's the upper limit for the upstream water level?", ["memory/water-levels.md::上流側", "memory/2026-08-19.md::1.2 m above TP"], "ja"),
 ("ja", "魚道にはどれくらい水を流す？", ["memory/water-levels.md::魚道流量", "memory/2026-06-02.md::300 L/s"], "ja"),
 ("en", "When is lock 2 closed during the week?", ["memory/locks.md::第2閘門"], "ja"),
 ("en", "At what downstream tide level do we shut the river-mouth lock?", ["memory/water-levels.md::下流側", "tasks/lessons.md::T.P.+0.90"], "ja"),
 ("ja", "はしけの通航料いくら？", ["memory/fees.md::業務用はしけ"], "ja"),
 ("en", "Which port do the CCTV cameras stream on?", ["memory/it-network.md::RTSP"], "ja"),
 ("en", "Who is the technical adviser and what language does he write in?", ["memory/staff.md::Pieter de Vries"], "ja"),
]
P = [
 ("conflict", "第1閘門の通航時間", "memory/2026-04-01.md::7:00–18:00", "memory/2026-11-26.md::冬ダイヤ 8:00–17:00", "b", "time", "ja", "夏ダイヤ 7:00–18:00 (04-01) vs 冬ダイヤに戻した (11-26)"),
 ("conflict", "Pleasure boat fee", "memory/2026-08-19.md::¥800 per passage", "memory/fees.md::| プレジャーボート", "a", "price", "en-ja", "table row 500円 vs English '¥800 per passage from October'"),
 ("conflict", "所長", "memory/staff.md::所長：田村", "memory/2026-04-01.md::佐々木", "b", "person", "ja", "所長：田村 浩一 vs 所長は佐々木 美穂さんに交代"),
 ("conflict", "Hydraulic maintenance vendor", "memory/2026-08-19.md::Torishima", "memory/equipment.md::荏原サービス", "a", "vendor", "en-ja", "荏原サービス vs 'moves to Torishima' (romanised vs kanji 酉島)"),
 ("conflict", "最大船長", "memory/locks.md::最大船長", "memory/2026-06-02.md::最大船長", "b", "number", "ja", "same key '最大船長' 18 m vs 20 m; recency only from last_used 2025-08-01 vs file-name date 2026-06-02"),
 ("conflict", "Remote access VPN port", "memory/2026-10-07.md::WireGuard on 51820", "memory/it-network.md::OpenVPN", "a", "port", "en-ja", "OpenVPN 1194/udp vs WireGuard 51820/udp, old endpoint off"),
 ("conflict", "Gate leaf inspection frequency", "memory/equipment.md::扉体点検", "memory/2026-10-07.md::every three months", "b", "frequency", "en-ja", "月1回 vs 'every three months instead of monthly'"),
 ("conflict", "Unmanned night operation", "memory/2026-11-26.md::夜間の無人運転", "memory/locks.md::夜間は遠隔", "a", "policy", "ja", "夜間は遠隔で無人運転 vs 夜間の無人運転はもう行わない"),
 ("conflict", "当直 shift pattern", "memory/2026-06-02.md::3交代制", "memory/staff.md::当直は2交代", "a", "number", "ja", "当直は2交代 vs 今月から3交代制"),
 ("agree", "Upstream water level cap", "memory/water-levels.md::上流側", "memory/2026-08-19.md::1.2 m above TP", None, "number", "en-ja", "T.P.+1.20 m vs '1.2 m above TP'"),
 ("agree", "Fish ladder flow", "memory/water-levels.md::魚道流量", "memory/2026-06-02.md::300 L/s", None, "number", "ja", "0.3 m³/s vs 300 L/s"),
 ("agree", "Hydraulic vendor (new)", "memory/2026-08-19.md::Torishima", "memory/2026-11-26.md::酉島", None, "vendor", "en-ja", "Torishima vs 酉島の担当者"),
 ("agree", "Downstream closing level", "memory/water-levels.md::下流側", "tasks/lessons.md::T.P.+0.90", None, "number", "ja", "same T.P.+0.90 closing rule restated as a lesson"),
 ("agree", "Barge fee unchanged", "memory/fees.md::業務用はしけ", "memory/2026-08-19.md::Barge fee unchanged", None, "price", "en-ja", "2,400円 vs 'Barge fee unchanged'"),
 ("unrelated", "Hours of different locks", "memory/locks.md::第2閘門", "memory/2026-11-26.md::冬ダイヤ 8:00–17:00", None, "time", "ja", "第2閘門 9:00–16:00 vs 第1閘門 8:00–17:00"),
 ("unrelated", "Ports of different services", "memory/it-network.md::Modbus TCP", "memory/it-network.md::RTSP", None, "port", "ja", "Modbus 502 vs RTSP 554"),
 ("unrelated", "Fees for different vessel classes", "memory/fees.md::業務用はしけ", "memory/2026-08-19.md::¥800 per passage", None, "price", "en-ja", "barge 2,400円 vs leisure boat ¥800"),
 ("unrelated", "Water level caps upstream vs downstream", "memory/water-levels.md::上流側", "memory/water-levels.md::下流側", None, "number", "ja", "T.P.+1.20 upstream vs T.P.+0.90 river mouth"),
]
