WS = "g07-hermes-ja-community-orchestra"
LAYOUT = "hermes"
LANGS = ["ja", "en"]
DESC = "京都の市民オーケストラ（洛北フィル）の運営マネージャーが使う Hermes エージェント: 練習会場・時間、指揮者、会費、定期演奏会、楽譜配布、ホール抽選。ほぼ日本語、一部英語のエントリとログ。"
SEP = "\n§\n"
FILES = {}
FILES["SOUL.md"] = """
You are the manager's assistant for 洛北フィルハーモニー (amateur orchestra, Kyoto).
Be brief. 団員向けの文面は丁寧語で。Never share members' phone numbers in group chats.
"""
FILES["config.yaml"] = """
model: hermes-4-70b
memory:
  memory_char_limit: 2200
  user_char_limit: 1375
timezone: Asia/Tokyo
gateway:
  telegram: true
  line: false
"""
FILES["cron/jobs.json"] = """
{
  "jobs": [
    {"id": "rehearsal-reminder", "schedule": "0 12 * * 5", "skill": "rehearsal-notice", "deliver": "telegram"},
    {"id": "dues-check", "schedule": "0 9 5 * *", "skill": "membership-fees", "deliver": "telegram"}
  ]
}
"""
MEM = [
 "洛北フィル：団員 48名（弦30・管打18）。事務局＝マネージャー浅野。",
 "練習会場：左京区の北白川会館 2F（ピアノあり、椅子は倉庫から出す）",
 "常任指揮：森下 先生（2019〜）",
 "コンマス：西村さん（2022〜）、弓順は彼女が決める",
 "2026-06: We stopped printing parts for everyone — PDFs on the shared drive, players print their own.",
 "2026-09-01: 練習会場は下鴨の洛北ホールに移った（北白川会館が改修、来年3月まで）",
 "2026-09-01: rehearsals now Saturday 18:00–21:00 at the new hall",
 "Rakuhoku Hall fits 120, stage risers need booking separately",
 "弦分奏は岩倉の公民館（第2・第4水曜 19時〜）",
 "Dues go to the Yucho (Japan Post Bank) account — no cash at rehearsal anymore.",
]
FILES["memories/MEMORY.md"] = SEP.join(MEM)
USR = [
 "Name: 浅野 由香 (Asano Yuka). Orchestra manager, plays 2nd violin.",
 "Timezone Asia/Tokyo. Prefers Japanese, English OK for tech stuff.",
 "団員への連絡は金曜昼までに。夜の通知はNG。",
]
FILES["memories/USER.md"] = SEP.join(USR)
FILES["projects/teiki-2027/AGENTS.md"] = """
# 第40回定期演奏会 project

- Goal: 2027 spring concert. Keep notes.md current; dated logs under log/.
- 予算は会計の承認が必要（会計：小川さん）
"""
FILES["projects/teiki-2027/notes.md"] = """
# 定演メモ

更新: 2026-10-02

- 第40回定期演奏会：2027年3月14日（日）京都コンサートホール小ホール
- 曲目：ブラームス 交響曲第2番、ドヴォルザーク 序曲「謝肉祭」
- 抽選申込: 使用月の6か月前
- 夏の室内楽演奏会：2026年7月12日 終了、黒字 4.2万円
- チケット 1,500円（全席自由）
"""
FILES["projects/teiki-2027/log/2026-10-18.md"] = """
# 2026-10-18

- New principal conductor: Aoi Fujimura from October (Morishita-sensei retired after the summer concert)
- 48 members on the roster (strings 30)
- 藤村先生の初回練習 10/24
"""
FILES["projects/teiki-2027/log/2026-11-22.md"] = """
# 2026-11-22

- 定演は3月21日(日)に変更、ホール側の設備点検のため
- monthly dues went up to ¥3,500 from November (students unchanged)
- 入団希望 2名（Vc, Hr）見学 12/5
- tickets stay ¥1,500, unreserved seating
"""
FILES["skills/orchestra/rehearsal-notice/SKILL.md"] = """
---
name: rehearsal-notice
description: 毎週の練習案内を作って送る
version: 1.1.0
metadata:
  updated: 2025-05-02
---
# 練習案内

- 通常練習：毎週日曜 13:00–17:00
- 案内に入れるもの：会場、曲目と小節番号、持ち物
- 欠席連絡は前日 20時まで
"""
FILES["skills/orchestra/hall-booking/SKILL.md"] = """
---
name: hall-booking
description: 公共ホールの抽選・予約
version: 1.2.0
metadata:
  updated: 2025-04-10
---
# ホール予約

- 予約窓口：京都市文化施設予約システム
- 抽選申込: 使用月の3か月前
- 当選後 2週間以内に利用料の半額を納付
"""
FILES["skills/orchestra/score-library/SKILL.md"] = """
---
name: score-library
description: 楽譜の準備と配布
version: 1.0.2
metadata:
  updated: 2025-03-15
---
# 楽譜

- 楽譜はIMSLPから印刷して各自に配布（事務局でコピー）
- レンタル譜は返却期限を notes.md に書く
- ボウイングはコンマスが決めてから配る
"""
FILES["skills/admin/membership-fees/SKILL.md"] = """
---
name: membership-fees
description: 会費の確認と督促
version: 1.0.0
metadata:
  updated: 2025-04-01
---
# 会費

- 月会費 3,000円（学生 1,500円）
- 入団金 5,000円（初月のみ）
- 振込先：ゆうちょ銀行 洛北フィル会計
- 2か月未納で個別に連絡（グループではしない）
"""
FILES["skills/admin/minutes/SKILL.md"] = """
---
name: minutes
description: 運営会議の議事録
version: 1.0.0
---
# 議事録

- 運営会議は毎月第1日曜、練習後
- 決定事項は MEMORY にも一行で残す
"""
Q = [
 ("en", "Where are we rehearsing these days?", [("memories/MEMORY.md", "練習会場は下鴨の洛北ホール")]),
 ("ja", "今の月会費はいくら？", [("projects/teiki-2027/log/2026-11-22.md", "monthly dues went up")]),
 ("ja", "今の常任指揮者は誰？", [("projects/teiki-2027/log/2026-10-18.md", "New principal conductor")]),
 ("en", "What day and time is the weekly full rehearsal?", [("memories/MEMORY.md", "rehearsals now Saturday")]),
 ("en", "When is the 40th subscription concert?", [("projects/teiki-2027/log/2026-11-22.md", "定演は3月21日")]),
 ("ja", "パート譜は事務局で印刷して配るんだっけ？", [("memories/MEMORY.md", "We stopped printing parts")]),
 ("en", "How far ahead do we have to enter the hall lottery?", [("projects/teiki-2027/notes.md", "抽選申込")]),
 ("en", "How many players are in the orchestra?", [("memories/MEMORY.md", "団員 48名"), ("projects/teiki-2027/log/2026-10-18.md", "48 members")]),
 ("ja", "洛北ホールは何人入る？", [("memories/MEMORY.md", "Rakuhoku Hall fits 120")]),
 ("en", "Where do the string sectionals happen?", [("memories/MEMORY.md", "弦分奏は岩倉")]),
 ("en", "Who is concertmaster?", [("memories/MEMORY.md", "コンマス：西村")]),
 ("ja", "定演の曲目は？", [("projects/teiki-2027/notes.md", "曲目：ブラームス")]),
 ("en", "What's the joining fee for new members?", [("skills/admin/membership-fees/SKILL.md", "入団金")]),
 ("en", "By when should players report an absence?", [("skills/orchestra/rehearsal-notice/SKILL.md", "欠席連絡")]),
 ("ja", "How much are concert tickets?", [("projects/teiki-2027/notes.md", "チケット 1,500円")], "ja"),
]
Q[-1] = ("en", "How much are tickets for the spring concert?", [("projects/teiki-2027/notes.md", "チケット 1,500円"), ("projects/teiki-2027/log/2026-11-22.md", "tickets stay")])
Q.append(("ja", "会費って練習のとき現金で払える？", [("memories/MEMORY.md", "Dues go to the Yucho")]))
P = [
 ("conflict", "Rehearsal venue", ("memories/MEMORY.md", "練習会場：左京区"), ("memories/MEMORY.md", "練習会場は下鴨の洛北ホール"), "place", "two Japanese MEMORY entries: 北白川会館 vs dated later entry '洛北ホールに移った'"),
 ("conflict", "Monthly dues", ("skills/admin/membership-fees/SKILL.md", "月会費 3,000円"), ("projects/teiki-2027/log/2026-11-22.md", "monthly dues went up"), "price", "'3,000円' vs English log '¥3,500 from November'"),
 ("conflict", "Principal conductor", ("memories/MEMORY.md", "常任指揮：森下"), ("projects/teiki-2027/log/2026-10-18.md", "New principal conductor"), "person", "'森下 先生' vs 'Aoi Fujimura ... (Morishita-sensei retired)' (kanji vs romanised)"),
 ("conflict", "Weekly rehearsal slot", ("skills/orchestra/rehearsal-notice/SKILL.md", "通常練習"), ("memories/MEMORY.md", "rehearsals now Saturday"), "time", "'毎週日曜 13:00–17:00' vs 'Saturday 18:00–21:00'"),
 ("conflict", "Date of the 40th concert", ("projects/teiki-2027/notes.md", "第40回定期演奏会"), ("projects/teiki-2027/log/2026-11-22.md", "定演は3月21日"), "date", "'2027年3月14日（日）' vs '3月21日(日)に変更'"),
 ("conflict", "Who prints the parts?", ("skills/orchestra/score-library/SKILL.md", "楽譜はIMSLPから印刷"), ("memories/MEMORY.md", "We stopped printing parts"), "policy", "Japanese skill rule vs English negation 'We stopped printing parts for everyone'"),
 ("conflict", "Hall lottery lead time", ("skills/orchestra/hall-booking/SKILL.md", "抽選申込"), ("projects/teiki-2027/notes.md", "抽選申込"), "duration", "same key '抽選申込' 3か月前 vs 6か月前; recency only from skill metadata.updated 2025-04-10 vs notes '更新: 2026-10-02'"),
 ("agree", "Orchestra size", ("memories/MEMORY.md", "団員 48名"), ("projects/teiki-2027/log/2026-10-18.md", "48 members"), "count", "'48名（弦30・管打18）' vs '48 members (strings 30)'"),
 ("agree", "Where dues are paid", ("skills/admin/membership-fees/SKILL.md", "振込先"), ("memories/MEMORY.md", "Dues go to the Yucho"), "account", "'ゆうちょ銀行' vs 'Yucho (Japan Post Bank) account'"),
 ("agree", "Spring concert ticket price", ("projects/teiki-2027/notes.md", "チケット 1,500円"), ("projects/teiki-2027/log/2026-11-22.md", "tickets stay"), "price", "'1,500円（全席自由）' vs '¥1,500, unreserved seating'"),
 ("agree", "Manager identity", ("memories/MEMORY.md", "事務局＝マネージャー浅野"), ("memories/USER.md", "Name: 浅野"), "person", "shorthand '事務局＝マネージャー浅野' vs 'Orchestra manager'"),
 ("unrelated", "Joining fee vs monthly dues", ("skills/admin/membership-fees/SKILL.md", "入団金"), ("projects/teiki-2027/log/2026-11-22.md", "monthly dues went up"), "price", "different fee"),
 ("unrelated", "Summer chamber concert vs spring concert date", ("projects/teiki-2027/notes.md", "夏の室内楽"), ("projects/teiki-2027/log/2026-11-22.md", "定演は3月21日"), "date", "different concert"),
 ("unrelated", "Sectional venue vs full rehearsal venue", ("memories/MEMORY.md", "弦分奏は岩倉"), ("memories/MEMORY.md", "練習会場は下鴨の洛北ホール"), "place", "different rehearsal type"),
 ("unrelated", "Management meeting day vs rehearsal day", ("skills/admin/minutes/SKILL.md", "運営会議は毎月第1日曜"), ("memories/MEMORY.md", "rehearsals now Saturday"), "time", "different meeting"),
]
