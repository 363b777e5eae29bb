WS = "h05-hermes-ja-printshop"
LAYOUT = "hermes"
LANGS = ["ja", "ko", "en"]
DESC = "大阪・東成区の小さな印刷所（中島印刷）の社長が使う Hermes エージェント：用紙仕入れ、印刷機、年賀状の価格と締切、配達、見積もりルール、スタッフ。大部分日本語、韓国人スタッフ（パク）の書き込みは韓国語、スキルの一部は英語。"
FILES = {}
FILES["SOUL.md"] = """
あなたは中島印刷の事務アシスタント。丁寧すぎない日本語で、数字は必ず税込/税抜を明記する。
韓国語で聞かれたら韓国語で答えてよい。
"""
FILES["config.yaml"] = """
model:
  provider: nous
  default: hermes-4-70b
memory:
  memory_enabled: true
  user_profile_enabled: true
  memory_char_limit: 2200
  user_char_limit: 1375
timezone: Asia/Tokyo
"""
FILES["cron/jobs.json"] = """
{"jobs": [
  {"id": "weekly-report", "schedule": "0 9 * * 1", "skill": "weekly-report", "deliver": "line"},
  {"id": "ink-check", "schedule": "0 8 * * 2", "prompt": "インク在庫の残量をまとめて", "deliver": "line"}
]}
"""
FILES["memories/MEMORY.md"] = """
中島印刷：大阪市東成区深江北。営業時間 9時〜18時（土日休み）。
§
印刷機は Heidelberg SM52 2色機（菊半裁）。
§
断裁機：ポーラ 78。刃の研磨は年2回。
§
2026-10-12 印刷機を Komori リスロン GL-29 に入れ替え、SM52は売却済み。断裁機はそのまま。
§
2026-08-20 用紙の仕入れ先を竹尾に切替。大阪紙業へのFAX発注はもうしない。
§
納期は通常3営業日。特急は翌日仕上げ（+30%）。
§
見積もりは必ず消費税込みで出す。
§
DTP担当：山口さん（Illustrator / InDesign、入稿チェックも）
§
인쇄 잉크 재고는 격주로 체크하면 충분 (2026-09부터, 박)
§
연하장 100장 1만 1천엔으로 인상 — 2027년용부터 (2026-10-01, 박)
§
DTP 담당 이제 박지민 (야마구치 상 10월 퇴사)
§
2026-11-15 minimum charge raised to ¥5,000 (tax incl.) — small jobs were losing money
§
配達は月・木に変更（2026-11〜、軽バン1台体制のため）
§
喪中はがき 100枚 ¥8,500（税込）
"""
FILES["memories/USER.md"] = """
中島健二、社長。2代目。LINEで連絡が早い。
§
Weekly report: wants it Monday 9:00 on LINE (set 2025).
§
週次レポートは金曜の夕方（17時）に欲しい、と言われた。2026-11-20
§
営業担当は本人。見積もりの最終確認も本人。
"""
FILES["skills/print/quote/SKILL.md"] = """
---
name: quote
description: 見積もりを作る
version: 1.2.0
---
# 見積もり

- 最低料金 ¥3,000（税込）
- quotes always incl. consumption tax — never send a tax-excluded number
- 用紙代は竹尾/大阪紙業の最新単価表で計算
- standard lead time three business days; rush = next day, +30%
"""
FILES["skills/print/paper-order/SKILL.md"] = """
---
name: paper-order
description: Order paper stock
version: 1.0.4
---
# Paper order

- Order from Osaka Shigyo via FAX (06-xxxx-1122), before 15:00 for next-day
- check stock shelf B first (coated 110kg, matte 90kg)
"""
FILES["skills/print/plate-output/SKILL.md"] = """
---
name: plate-output
description: CTP版出力の設定
version: 1.0.0
---
# CTP 出力
Updated: 2025-04-11

ctp_resolution: 2400dpi
- スクリーン線数 175線
- 版は富士フイルム無処理版
"""
FILES["skills/ops/delivery/SKILL.md"] = """
---
name: delivery
description: Plan the delivery run
version: 1.1.0
---
# Delivery run

- Delivery run: Tue & Fri, leave 13:00
- route: 東成 → 生野 → 天王寺
- customer pickup at the counter any weekday 9–18
"""
FILES["skills/ops/weekly-report/SKILL.md"] = """
---
name: weekly-report
description: 週次レポート
version: 1.0.1
---
# 週次レポート
- 売上（先週比）、受注件数、未入金
- インク在庫チェックは毎週（火曜朝）
"""
FILES["projects/nengajo-2027/AGENTS.md"] = """
# 年賀状 2027 プロジェクト
Updated: 2026-10-30

ctp_resolution: 2540dpi
- 写真入りデザインが多いので解像度を上げた
- 受付締切 12/15（去年より前倒し）
"""
FILES["projects/nengajo-2027/notes.md"] = """
# notes（年賀状）

- 年賀状100枚 ¥9,800（2026年用の価格）
- 年賀状の最低ロット 50枚
- 연하장 최소 50장부터 주문 가능 (한국 손님 안내용)
- 受付締切 12/20
- 가게 주소 안내: 오사카시 히가시나리구 후카에키타
"""
FILES["projects/nengajo-2027/TODO.md"] = """
# TODO
- [ ] 新価格をチラシに反映
- [ ] open 9am–6pm weekdays をGoogleマップに英語で追加
- [ ] Komori の色見本をデザイナーに送る
"""

QUESTIONS = [
 ("ja", "紙は今どこから仕入れてる？", [("memories/MEMORY.md", "仕入れ先を竹尾に切替")], "ja"),
 ("en", "Which press are we running now?", [("memories/MEMORY.md", "リスロン GL-29")], "ja"),
 ("ja", "2027年用の年賀状、100枚でいくら？", [("memories/MEMORY.md", "1만 1천엔")], "ko"),
 ("ko", "배달은 무슨 요일에 나가?", [("memories/MEMORY.md", "配達は月・木")], "ja"),
 ("ja", "週次レポートはいつ送ればいい？", [("memories/USER.md", "金曜の夕方")], "ja"),
 ("en", "What resolution do we output plates at for the New Year card job?", [("projects/nengajo-2027/AGENTS.md", "ctp_resolution: 2540dpi")], "en"),
 ("ja", "DTPは今だれがやってる？", [("memories/MEMORY.md", "DTP 담당")], "ko"),
 ("ja", "最低料金はいくら？", [("memories/MEMORY.md", "minimum charge raised to ¥5,000")], "en"),
 ("ko", "잉크 재고는 얼마나 자주 확인해?", [("memories/MEMORY.md", "격주로 체크")], "ko"),
 ("en", "What's the cut-off for New Year card orders this year?", [("projects/nengajo-2027/AGENTS.md", "受付締切 12/15")], "ja"),
 ("en", "What are the shop's opening hours?", [("memories/MEMORY.md", "営業時間 9時〜18時"), ("projects/nengajo-2027/TODO.md", "open 9am–6pm")], "ja"),
 ("ko", "연하장 최소 몇 장부터 받아?", [("projects/nengajo-2027/notes.md", "最低ロット 50枚"), ("projects/nengajo-2027/notes.md", "연하장 최소 50장")], "ja"),
 ("en", "How much for 100 mourning postcards?", [("memories/MEMORY.md", "喪中はがき")], "ja"),
 ("ja", "特急だと料金どれくらい上がる？", [("memories/MEMORY.md", "特急は翌日仕上げ"), ("skills/print/quote/SKILL.md", "rush = next day")], "ja"),
 ("ko", "CTP 스크린 선수 몇 선으로 걸어?", [("skills/print/plate-output/SKILL.md", "スクリーン線数 175線")], "ja"),
 ("en", "What cutting machine do we have?", [("memories/MEMORY.md", "断裁機：ポーラ 78"), ("memories/MEMORY.md", "断裁機はそのまま")], "ja"),
]

PAIRS = [
 ("conflict", "Paper supplier", ("skills/print/paper-order/SKILL.md", "Order from Osaka Shigyo"), ("memories/MEMORY.md", "仕入れ先を竹尾に切替"), "b", "vendor", "en-ja", "English skill 'Order from Osaka Shigyo via FAX' vs Japanese '竹尾に切替…FAX発注はもうしない' (romanised vs kanji vendor)"),
 ("conflict", "Printing press", ("memories/MEMORY.md", "リスロン GL-29"), ("memories/MEMORY.md", "印刷機は Heidelberg SM52"), "a", "equipment", "ja", "dated entry 'Komori に入れ替え、SM52は売却' vs undated 'Heidelberg SM52 2色機'"),
 ("conflict", "New Year card price per 100", ("projects/nengajo-2027/notes.md", "年賀状100枚 ¥9,800"), ("memories/MEMORY.md", "1만 1천엔"), "b", "price", "ja-ko", "'¥9,800' vs Korean '1만 1천엔으로 인상' (yen in Korean words)"),
 ("conflict", "Delivery days", ("memories/MEMORY.md", "配達は月・木"), ("skills/ops/delivery/SKILL.md", "Delivery run: Tue & Fri"), "a", "day", "en-ja", "'配達は月・木に変更' vs 'Delivery run: Tue & Fri'"),
 ("conflict", "Weekly report timing", ("memories/USER.md", "Weekly report: wants it Monday"), ("memories/USER.md", "金曜の夕方"), "b", "time", "en-ja", "'Monday 9:00 (set 2025)' vs '金曜の夕方（17時） 2026-11-20'"),
 ("conflict", "CTP output resolution", ("projects/nengajo-2027/AGENTS.md", "ctp_resolution: 2540dpi"), ("skills/print/plate-output/SKILL.md", "ctp_resolution: 2400dpi"), "a", "number", "ja", "same key:value; recency only from 'Updated:' lines 2026-10-30 vs 2025-04-11"),
 ("conflict", "DTP staff", ("memories/MEMORY.md", "DTP 담당"), ("memories/MEMORY.md", "DTP担当：山口さん"), "a", "person", "ja-ko", "Korean 'DTP 담당 이제 박지민 (야마구치 상 퇴사)' vs Japanese 'DTP担当：山口さん' (name in katakana-Hangul vs kanji)"),
 ("conflict", "Minimum charge", ("skills/print/quote/SKILL.md", "最低料金 ¥3,000"), ("memories/MEMORY.md", "minimum charge raised to ¥5,000"), "b", "price", "en-ja", "'最低料金 ¥3,000' vs 'minimum charge raised to ¥5,000'"),
 ("conflict", "Ink stock check frequency", ("memories/MEMORY.md", "격주로 체크"), ("skills/ops/weekly-report/SKILL.md", "インク在庫チェックは毎週"), "a", "frequency", "ko-ja", "Korean '격주로 체크하면 충분' vs Japanese '毎週'"),
 ("conflict", "New Year order cut-off", ("projects/nengajo-2027/notes.md", "受付締切 12/20"), ("projects/nengajo-2027/AGENTS.md", "受付締切 12/15"), "b", "date", "ja", "'12/20' vs '12/15（前倒し）'"),
 ("agree", "Shop address", ("memories/MEMORY.md", "中島印刷：大阪市東成区深江北"), ("projects/nengajo-2027/notes.md", "가게 주소 안내"), None, "place", "ja-ko", "kanji '大阪市東成区深江北' = Hangul '오사카시 히가시나리구 후카에키타'"),
 ("agree", "Opening hours", ("memories/MEMORY.md", "営業時間 9時〜18時"), ("projects/nengajo-2027/TODO.md", "open 9am–6pm"), None, "hours", "en-ja", "'9時〜18時' = '9am–6pm'"),
 ("agree", "New Year card minimum lot", ("projects/nengajo-2027/notes.md", "最低ロット 50枚"), ("projects/nengajo-2027/notes.md", "연하장 최소 50장"), None, "count", "ja-ko", "'50枚' = '50장'"),
 ("agree", "Quotes include tax", ("memories/MEMORY.md", "見積もりは必ず消費税込み"), ("skills/print/quote/SKILL.md", "quotes always incl. consumption tax"), None, "policy", "en-ja", "same rule in two languages"),
 ("agree", "Standard lead time", ("memories/MEMORY.md", "納期は通常3営業日"), ("skills/print/quote/SKILL.md", "standard lead time three"), None, "duration", "en-ja", "'通常3営業日' = 'three business days' (number in words)"),
 ("unrelated", "New Year cards vs mourning cards price", ("memories/MEMORY.md", "1만 1천엔"), ("memories/MEMORY.md", "喪中はがき"), None, "price", "ja-ko", "price per 100 of two different products"),
 ("unrelated", "Delivery days vs counter pickup", ("memories/MEMORY.md", "配達は月・木"), ("skills/ops/delivery/SKILL.md", "customer pickup at the counter"), None, "day", "en-ja", "delivery run vs pickup hours"),
 ("unrelated", "Press vs cutter", ("memories/MEMORY.md", "リスロン GL-29"), ("memories/MEMORY.md", "断裁機：ポーラ 78"), None, "equipment", "ja", "different machines"),
 ("unrelated", "DTP vs sales owner", ("memories/MEMORY.md", "DTP 담당"), ("memories/USER.md", "営業担当は本人"), None, "person", "ja-ko", "DTP staff vs sales role"),
]
