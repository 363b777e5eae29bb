WID = "g05-hermes-ja-saltmarsh"
LAYOUT = "hermes"
LANGS = ["ja", "en"]
DESC = "静岡県の塩性湿地保護区（鵜ノ浜塩性湿地）管理事務所スタッフの Hermes エージェント：観察会、木道点検、スパルティナ除去、シギ・チドリ調査、潮位、ボランティア。大部分日本語、英国人レンジャー Hannah とのやり取りは英語。"

FILES = {}
FILES["SOUL.md"] = """
あなたは鵜ノ浜塩性湿地保護区の事務所アシスタント。
- 返答は日本語、短く。Hannah への連絡文は英語。
- 野鳥の位置情報（営巣地）は外部に出さない。
- 迷ったら記憶(MEMORY.md)の新しい日付のエントリを優先。
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
  {"id": "tide-brief", "schedule": "0 5 * * *", "skill": "tide-check", "deliver": "line"},
  {"id": "roster-remind", "schedule": "0 18 * * 5", "skill": "volunteer-roster", "deliver": "line"}
]}
"""
FILES["memories/MEMORY.md"] = """
鵜ノ浜塩性湿地保護区：面積 42ha、干潟＋ヨシ原。事務所はビジターセンター2階。
§
2026-04〜 観察会は隔週日曜に（月1回では予約が埋まりすぎた）。
§
2026-06: guided walks are free from June (city grant). No more 500 yen fee.
§
2026-08 木道点検は月2回に変更（第1・第3月曜）。毎週は人手的に無理。
§
2026-10: walks now meet at 9:00, not 9:30 — low tide is earlier in winter.
§
North reed bed closure extended: now April to end of August (late broods, 2026 decision).
§
Volunteer coordinator is Hannah Moore since 2026-09 (佐伯さん産休、来年春まで).
§
tide-brief は 4:30 に前倒し（調査日が早いので）— cron まだ直してない
§
スパルティナ除去は外注しない方針に (2026-11)。詳細は projects/spartina-removal/。
"""
FILES["memories/USER.md"] = """
石原 まどか — 保護区事務所の主任。静岡在住、日本時間(JST)で動く。
§
Prefers Japanese; English only for Hannah.
§
朝は調査で電話に出られない。連絡は LINE。
"""
FILES["skills/visitors/guided-walk/SKILL.md"] = """
---
name: guided-walk
description: 干潟観察会の案内と受付
version: 1.1.0
---
# 観察会

- 開催：毎月第2日曜（月1回）
- 集合：ビジターセンター前、9:30集合
- 参加費 500円（保険料込み）、小学生以下無料
- 学校団体：平日のみ、参加費 1人200円
- 定員 25名、雨天中止
"""
FILES["skills/ops/boardwalk-inspection/SKILL.md"] = """
---
name: boardwalk-inspection
description: Boardwalk and hide safety inspection
version: 1.0.2
---
# Boardwalk inspection

- Boardwalk: weekly inspection every Monday morning, photo log to shared drive
- Bird hide (観察小屋): inspect once a month, first Monday
- loose board → tape off, report to city parks (公園課)
"""
FILES["skills/survey/bird-count/SKILL.md"] = """
---
name: bird-count
description: シギ・チドリ定点調査
version: 2.0.0
---
# 定点調査

- 満潮前後2時間以内にカウント
- 定点 A〜F、各10分
- 記録は eBird + 県の様式
- 営巣地の座標は公開しない
"""
FILES["skills/survey/tide-check/SKILL.md"] = """
---
name: tide-check
description: 潮位確認（調査・観察会用）
version: 1.0.0
---
Updated: 2025-05-10
tide_station: 舞阪
- 観察会用の潮位は 気象庁「舞阪」を見る
- 干潮時刻 ±1h で観察会を組む
"""
FILES["skills/ops/volunteer-roster/SKILL.md"] = """
---
name: volunteer-roster
description: ボランティアのシフト連絡
version: 1.0.0
---
- 毎週金曜18時に翌週のシフトを送る
- ボランティア担当: 佐伯 (連絡はこの人経由)
- 高校生ボランティアは保護者同意書が必要
"""
FILES["projects/spartina-removal/AGENTS.md"] = """
# spartina-removal
外来種スパルティナ（ヒガタアシ）の除去プロジェクト。
- 保護区全体 42ヘクタールのうち南側干潟が主な対象
- 抜き取りは9〜11月（結実前）
- 作業記録は日付ファイルで残す
"""
FILES["projects/spartina-removal/notes.md"] = """
# notes (2025)
- 除去作業は(株)湾岸グリーンに委託、年2回
- 除去面積 2025: 0.8ha
- 南側干潟の立入制限：除去作業日のみ
- 北側ヨシ原は4月〜7月立入禁止（営巣期）
"""
FILES["projects/spartina-removal/2026-11-21-work-day.md"] = """
# 2026-11-21 work day
- No longer contracting Wangan Green — removal now done by volunteers + NPO ひがた舎 (Hamamatsu)
- 22 volunteers, 0.5ha cleared
- Hannah ran the safety briefing
- season stays Sept–Nov, before seed set
"""
FILES["projects/bird-census/2025-12-14-count.md"] = """
# 2025-12-14 定点調査
- ハマシギ 1,240、ダイゼン 86、ミヤコドリ 3
- 満潮 10:12（舞阪）
"""
FILES["projects/bird-census/2026-11-28-count.md"] = """
# 2026-11-28 count
tide_station: 新居
- 新居の方が湿地の潮に近いので切り替えた（舞阪は30分ずれる）
- ハマシギ 1,410、ダイゼン 92
- count window: within 2h of high tide as usual
"""

QUESTIONS = [
 ("ja", "観察会は何時集合？", [("memories/MEMORY.md", "walks now meet at 9:00")], "en"),
 ("en", "What time should people turn up for the mudflat walk?", [("memories/MEMORY.md", "walks now meet at 9:00")], "en"),
 ("ja", "観察会ってどのくらいの頻度でやってる？", [("memories/MEMORY.md", "隔週日曜")], "ja"),
 ("ja", "観察会の参加費いくら？", [("memories/MEMORY.md", "guided walks are free")], "en"),
 ("en", "How often is the boardwalk inspected now?", [("memories/MEMORY.md", "木道点検は月2回")], "ja"),
 ("ja", "北側のヨシ原はいつまで立入禁止？", [("memories/MEMORY.md", "North reed bed closure extended")], "en"),
 ("ja", "ボランティアの担当者って今誰？", [("memories/MEMORY.md", "Volunteer coordinator is Hannah")], "en"),
 ("en", "Who is clearing the Spartina this year?", [("projects/spartina-removal/2026-11-21-work-day.md", "No longer contracting")], "en"),
 ("ja", "潮位はどの観測点を見ればいい？", [("projects/bird-census/2026-11-28-count.md", "tide_station: 新居")], "ja"),
 ("en", "What time are we supposed to send the morning tide briefing now?", [("memories/MEMORY.md", "4:30 に前倒し")], "ja"),
 ("en", "How big is the reserve?", [("memories/MEMORY.md", "面積 42ha"), ("projects/spartina-removal/AGENTS.md", "42ヘクタール")], "ja"),
 ("ja", "学校の団体はいくらで参加できる？", [("skills/visitors/guided-walk/SKILL.md", "学校団体")], "ja"),
 ("en", "When in the tide cycle do we do the shorebird counts?", [("skills/survey/bird-count/SKILL.md", "満潮前後2時間"), ("projects/bird-census/2026-11-28-count.md", "count window")], "ja"),
 ("en", "How many Dunlin were counted at the latest survey?", [("projects/bird-census/2026-11-28-count.md", "ハマシギ 1,410")], "ja"),
 ("ja", "観察小屋の点検はいつ？", [("skills/ops/boardwalk-inspection/SKILL.md", "Bird hide")], "en"),
 ("en", "What does a high-school kid need before they can volunteer with us?", [("skills/ops/volunteer-roster/SKILL.md", "保護者同意書")], "ja"),
]

PAIRS = [
 ("conflict", "Guided walk meeting time", ("skills/visitors/guided-walk/SKILL.md", "9:30集合"), ("memories/MEMORY.md", "walks now meet at 9:00"), "b", "time", "en-ja", "Japanese skill '9:30集合' vs English memory entry 'now meet at 9:00, not 9:30'"),
 ("conflict", "Guided walk frequency", ("memories/MEMORY.md", "隔週日曜"), ("skills/visitors/guided-walk/SKILL.md", "毎月第2日曜"), "a", "frequency", "ja", "隔週 (every other week) vs 月1回 (monthly), words not numbers"),
 ("conflict", "Guided walk fee", ("skills/visitors/guided-walk/SKILL.md", "参加費 500円"), ("memories/MEMORY.md", "guided walks are free"), "b", "price", "en-ja", "'参加費 500円' vs English 'free from June ... No more 500 yen fee'"),
 ("conflict", "Boardwalk inspection frequency", ("memories/MEMORY.md", "木道点検は月2回"), ("skills/ops/boardwalk-inspection/SKILL.md", "weekly inspection every Monday"), "a", "frequency", "en-ja", "Japanese '月2回に変更' vs English skill 'weekly every Monday'"),
 ("conflict", "North reed bed closure period", ("projects/spartina-removal/notes.md", "北側ヨシ原は4月〜7月"), ("memories/MEMORY.md", "North reed bed closure extended"), "b", "date", "en-ja", "4月〜7月 vs 'April to end of August'"),
 ("conflict", "Volunteer coordinator", ("memories/MEMORY.md", "Volunteer coordinator is Hannah"), ("skills/ops/volunteer-roster/SKILL.md", "ボランティア担当: 佐伯"), "a", "person", "en-ja", "English 'Hannah Moore since 2026-09' vs Japanese skill 担当 佐伯"),
 ("conflict", "Spartina removal contractor", ("projects/spartina-removal/notes.md", "湾岸グリーンに委託"), ("projects/spartina-removal/2026-11-21-work-day.md", "No longer contracting"), "b", "vendor", "en-ja", "Japanese (株)湾岸グリーン vs English romanised 'No longer contracting Wangan Green'"),
 ("conflict", "Tide station", ("projects/bird-census/2026-11-28-count.md", "tide_station: 新居"), ("skills/survey/tide-check/SKILL.md", "tide_station: 舞阪"), "a", "place", "ja", "same key, 舞阪 vs 新居; recency from 'Updated: 2025-05-10' vs file-name date 2026-11-28"),
 ("conflict", "Tide brief time", ("memories/MEMORY.md", "4:30 に前倒し"), ("cron/jobs.json", "tide-brief"), "a", "time", "ja", "memory entry 'tide-brief は 4:30 に前倒し — cron まだ直してない' vs stale cron '0 5 * * *'"),
 ("agree", "Shorebird count window", ("skills/survey/bird-count/SKILL.md", "満潮前後2時間"), ("projects/bird-census/2026-11-28-count.md", "count window"), None, "time", "en-ja", "満潮前後2時間以内 vs 'within 2h of high tide'"),
 ("agree", "Timezone", ("memories/USER.md", "日本時間(JST)"), ("config.yaml", "timezone: Asia/Tokyo"), None, "timezone", "en-ja", "日本時間(JST) vs Asia/Tokyo"),
 ("agree", "Reserve area", ("memories/MEMORY.md", "面積 42ha"), ("projects/spartina-removal/AGENTS.md", "42ヘクタール"), None, "area", "ja", "42ha vs 42ヘクタール"),
 ("agree", "Nest locations secret", ("SOUL.md", "営巣地"), ("skills/survey/bird-count/SKILL.md", "営巣地の座標"), None, "policy", "ja", "位置情報は外部に出さない vs 座標は公開しない"),
 ("agree", "Spartina pulling season", ("projects/spartina-removal/AGENTS.md", "抜き取りは9〜11月"), ("projects/spartina-removal/2026-11-21-work-day.md", "Sept–Nov"), None, "season", "en-ja", "9〜11月 vs 'Sept–Nov'"),
 ("agree", "Roster reminder time", ("cron/jobs.json", "roster-remind"), ("skills/ops/volunteer-roster/SKILL.md", "毎週金曜18時"), None, "time", "ja", "cron '0 18 * * 5' vs 毎週金曜18時"),
 ("unrelated", "Hide vs boardwalk inspection", ("skills/ops/boardwalk-inspection/SKILL.md", "Bird hide"), ("memories/MEMORY.md", "木道点検は月2回"), None, "frequency", "en-ja", "inspection frequency of the bird hide, not the boardwalk"),
 ("unrelated", "School group fee vs public walk fee", ("skills/visitors/guided-walk/SKILL.md", "学校団体"), ("memories/MEMORY.md", "guided walks are free"), None, "price", "en-ja", "fee slot for school groups, not public walks"),
 ("unrelated", "South mudflat vs north reed bed access", ("projects/spartina-removal/notes.md", "南側干潟の立入制限"), ("memories/MEMORY.md", "North reed bed closure extended"), None, "date", "en-ja", "access restriction, different area"),
 ("unrelated", "Roster job vs tide brief time", ("cron/jobs.json", "roster-remind"), ("memories/MEMORY.md", "4:30 に前倒し"), None, "time", "ja", "cron time of another job"),
]
