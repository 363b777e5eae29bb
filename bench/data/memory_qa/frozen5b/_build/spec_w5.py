from common import Q, P
WS = "h5b-w5-hermes-ja-filmfest"
LAYOUT = "hermes"
LANGS = ["ja", "en", "ko"]
DESC = "Hermes agent of the programming office of a Yokohama film festival (湊シネマフェスティバル, 12th edition 2027): memories/MEMORY.md + USER.md with § entries, skills for submission triage / DCP checks / guest travel, a project folder with dated logs. Mostly Japanese; the English-speaking submissions coordinator and a Busan co-programmer (Korean) add lines."
F = {}
F["SOUL.md"] = """あなたは湊シネマフェスティバル事務局のアシスタント。丁寧だが短く。
応募作品の内容（ネタバレ・審査コメント）は外部に出さない。
English is fine when the submissions coordinator asks in English.
"""
F["config.yaml"] = """model:
  provider: openrouter
  default: anthropic/claude-sonnet-4
memory:
  memory_enabled: true
  user_profile_enabled: true
  memory_char_limit: 2200
  user_char_limit: 1375
timezone: Asia/Tokyo
"""
F["cron/jobs.json"] = """{
  "jobs": [
    {"id": "deadline-digest", "schedule": "0 9 * * 1", "skill": "submission-triage", "deliver": "slack"},
    {"id": "dcp-queue", "schedule": "30 18 * * *", "prompt": "未チェックDCPの一覧", "deliver": "slack"}
  ]
}
"""
F["memories/MEMORY.md"] = """第12回 湊シネマフェスティバル 会期 2027-03-05〜03-12（横浜）
§
応募締切 2026-12-15（短編・長編とも）
§
メイン会場: 横浜みなとホール（320席）
§
クロージングは別会場: 赤レンガ倉庫1号館
§
Submissions via FilmFreeway (fee waivers through promo codes)
§
一般応募料 ¥3,000、学生 ¥1,500
§
字幕: 東和字幕に一括発注（韓国部門の字幕も東和字幕）
§
審査委員長: 村瀬 監督（2025-10 内諾）
§
Q&A after each screening: 15 min, moderator from programming team
§
ゲスト宿泊: ホテルニューグランド（2名1室不可）
§
2026-11-27: 委員長は Park Ji-won 監督に決定（村瀬監督は体調不良で辞退）
"""
F["memories/USER.md"] = """Name: 高橋 真央（プログラミング・ディレクター）。Asia/Tokyo.
§
返事は日本語で短く。英語のメール下書きは英語で。
§
Coordinator Liam (EN) と 부산 공동 프로그래머 서윤 (KO) もこのエージェントを使う。
§
土日は連絡しないでほしい（緊急以外）。
"""
F["projects/minato12/AGENTS.md"] = """# minato12 project

- log/ に日付ごとのメモ。新しいログが MEMORY.md より優先
- tickets-*.md に料金。Updated 行を見ること
"""
F["projects/minato12/notes.md"] = """# notes

- DCP: SMPTE, 24fps, 5.1 or stereo, KDM は会期前日まで
- entry fee: JPY 3000 general (no early-bird this year)
- press accreditation closes 2027-02-10
- 開会式はメイン会場
- 閉会式は赤レンガ
"""
F["projects/minato12/log/2026-06-14.md"] = """# 2026-06-14

- 東和字幕と年間契約更新
- 会場下見: みなとホール、音響OK
"""
F["projects/minato12/log/2026-09-03.md"] = """# 2026-09-03 (Liam)

- We're no longer taking entries through FilmFreeway — everything goes through Festhome from Sept 1 (lower fees for Asian filmmakers)
- Q&A slots extended to 20 min per screening after audience survey
- DCP spec reminder sent: SMPTE 24 fps
"""
F["projects/minato12/log/2026-10-15.md"] = """# 2026-10-15

- メイン会場は KAAT 神奈川芸術劇場 ホールに変更（みなとホール改修工事のため）
- ゲスト宿泊は Hotel Edit Yokohama に切り替え、ニューグランドは満室
"""
F["projects/minato12/log/2026-11-08.md"] = """# 2026-11-08 (Liam)

- submission deadline extended to Jan 10, 2027 (Festhome migration hiccups)
- fees unchanged: 3,000 yen general / 1,500 yen students
"""
F["projects/minato12/log/2026-11-20.md"] = """# 2026-11-20 (서윤)

- 한국 섹션 자막은 부산 '씨네자막'이 맡기로 함, 도와 자막은 일본 작품만
- 한국 작품 응수 42편, 작년보다 많음
"""
F["projects/minato12/log/2026-11-29.md"] = """# 2026-11-29

- 会期を1週間後ろ倒し: 2027-03-12〜03-19（KAATの空き状況）
- プレス受付締切は変わらず2月10日
"""
F["projects/minato12/tickets-2025.md"] = """# チケット料金
Updated: 2025-11-02

ticket_price: ¥1,800
student_price: ¥1,000
"""
F["projects/minato12/tickets-2026.md"] = """# チケット料金（第12回）
Updated: 2026-10-30

ticket_price: ¥2,000
- 学生料金は据え置き
"""
F["skills/festival/submission-triage/SKILL.md"] = """---
name: submission-triage
description: 新着応募作品の一次仕分け
version: 1.2.0
---
# Submission triage

- 新着を部門（短編/長編/韓国）に振り分け
- 上映時間 40分以下 = 短編
- 形式不備は48時間以内に応募者へ連絡
"""
F["skills/festival/dcp-check/SKILL.md"] = """---
name: dcp-check
description: DCP の受領チェック
version: 1.0.4
---
# DCP check

- DCPはSMPTE準拠、24コマ。Interop は差し戻し
- 音声 5.1 / ステレオ可
- チェック結果は dcp-queue に記録
"""
F["skills/festival/guest-travel/SKILL.md"] = """---
name: guest-travel
description: ゲスト監督の移動・宿泊手配
version: 1.1.0
---
# Guest travel

- 羽田着は京急で横浜、成田着はリムジンバス
- 宿泊は MEMORY の「ゲスト宿泊」参照
- 海外ゲストの交通費上限 15万円
"""
Qs = [
 Q("en", "When does next year's festival actually run?", [("projects/minato12/log/2026-11-29.md","会期を1週間後ろ倒し")], "ja"),
 Q("ja", "応募の締め切りはいつ？", [("projects/minato12/log/2026-11-08.md","submission deadline extended")], "en"),
 Q("en", "Which theatre is the main venue for the 12th edition?", [("projects/minato12/log/2026-10-15.md","メイン会場は KAAT")], "ja"),
 Q("ja", "応募はどのプラットフォーム経由で受けてる？", [("projects/minato12/log/2026-09-03.md","no longer taking entries through FilmFreeway")], "en"),
 Q("ko", "한국 작품 자막은 어느 업체가 해?", [("projects/minato12/log/2026-11-20.md","씨네자막")], "ko"),
 Q("en", "Who chairs the jury?", [("memories/MEMORY.md","Park Ji-won")], "ja"),
 Q("ja", "一般チケットはいくら？", [("projects/minato12/tickets-2026.md","ticket_price: ¥2,000")], "ja"),
 Q("ja", "上映後のQ&Aは何分取る？", [("projects/minato12/log/2026-09-03.md","Q&A slots extended")], "en"),
 Q("en", "Which hotel are guest directors booked into?", [("projects/minato12/log/2026-10-15.md","Hotel Edit Yokohama")], "ja"),
 Q("en", "What's the submission fee for students?", [("memories/MEMORY.md","学生 ¥1,500"),("projects/minato12/log/2026-11-08.md","fees unchanged")], "ja"),
 Q("ko", "DCP는 어떤 규격으로 받아?", [("projects/minato12/notes.md","DCP: SMPTE"),("skills/festival/dcp-check/SKILL.md","SMPTE準拠")], "ja"),
 Q("ja", "プレス申請の締切は？", [("projects/minato12/notes.md","press accreditation"),("projects/minato12/log/2026-11-29.md","プレス受付締切")], "en"),
 Q("en", "Where's the closing ceremony held?", [("memories/MEMORY.md","クロージングは別会場"),("projects/minato12/notes.md","閉会式は赤レンガ")], "ja"),
 Q("en", "How many Korean films were submitted this year?", [("projects/minato12/log/2026-11-20.md","한국 작품 응수")], "ko"),
 Q("ja", "海外ゲストの交通費の上限は？", [("skills/festival/guest-travel/SKILL.md","交通費上限")], "ja"),
 Q("en", "How long does a film have to be to count as a short?", [("skills/festival/submission-triage/SKILL.md","40分以下")], "ja"),
]
Ps = [
 P("conflict","Festival dates",("memories/MEMORY.md","会期 2027-03-05"),("projects/minato12/log/2026-11-29.md","会期を1週間後ろ倒し"),"b","date","ja","MEMORY '2027-03-05〜03-12' vs log '1週間後ろ倒し: 03-12〜03-19'"),
 P("conflict","Submission deadline",("projects/minato12/log/2026-11-08.md","submission deadline extended"),("memories/MEMORY.md","応募締切 2026-12-15"),"a","date","en-ja","'応募締切 2026-12-15' vs 'extended to Jan 10, 2027'"),
 P("conflict","Main venue",("memories/MEMORY.md","メイン会場: 横浜みなとホール"),("projects/minato12/log/2026-10-15.md","メイン会場は KAAT"),"b","place","ja","'横浜みなとホール' vs 'KAAT 神奈川芸術劇場に変更'"),
 P("conflict","Submission platform",("projects/minato12/log/2026-09-03.md","no longer taking entries through FilmFreeway"),("memories/MEMORY.md","Submissions via FilmFreeway"),"a","vendor","en","'Submissions via FilmFreeway' vs 'no longer … through FilmFreeway — Festhome'"),
 P("conflict","Subtitles for Korean section",("memories/MEMORY.md","韓国部門の字幕も東和字幕"),("projects/minato12/log/2026-11-20.md","씨네자막"),"b","vendor","ko-ja","Japanese '韓国部門の字幕も東和字幕' vs Korean '한국 섹션 자막은 부산 씨네자막'"),
 P("conflict","Jury chair",("memories/MEMORY.md","Park Ji-won"),("memories/MEMORY.md","審査委員長: 村瀬"),"a","person","ja","older § entry '村瀬 監督' vs dated § entry '2026-11-27: 委員長は Park Ji-won'"),
 P("conflict","General ticket price (key: value, Updated lines)",("projects/minato12/tickets-2025.md","ticket_price: ¥1,800"),("projects/minato12/tickets-2026.md","ticket_price: ¥2,000"),"b","price","ja","same key `ticket_price:`; 'Updated: 2025-11-02' vs 'Updated: 2026-10-30'"),
 P("conflict","Q&A length",("projects/minato12/log/2026-09-03.md","Q&A slots extended"),("memories/MEMORY.md","Q&A after each screening"),"a","number","en","'15 min' vs 'extended to 20 min'"),
 P("conflict","Guest hotel",("memories/MEMORY.md","ゲスト宿泊: ホテルニューグランド"),("projects/minato12/log/2026-10-15.md","Hotel Edit Yokohama"),"b","place","ja","'ホテルニューグランド' vs 'Hotel Edit Yokohama に切り替え'"),
 P("agree","Entry fee general",("memories/MEMORY.md","一般応募料 ¥3,000"),("projects/minato12/notes.md","entry fee: JPY 3000"),None,"price","en-ja","'¥3,000' vs 'JPY 3000'"),
 P("agree","Student fee",("projects/minato12/log/2026-11-08.md","fees unchanged"),("memories/MEMORY.md","学生 ¥1,500"),None,"price","en-ja","'1,500 yen students' vs '学生 ¥1,500'"),
 P("agree","DCP spec",("projects/minato12/notes.md","DCP: SMPTE"),("skills/festival/dcp-check/SKILL.md","SMPTE準拠"),None,"format","en-ja","'SMPTE, 24fps' vs 'SMPTE準拠、24コマ'"),
 P("agree","Press accreditation deadline",("projects/minato12/log/2026-11-29.md","プレス受付締切"),("projects/minato12/notes.md","press accreditation"),None,"date","en-ja","'closes 2027-02-10' vs '変わらず2月10日'"),
 P("agree","Closing venue",("projects/minato12/notes.md","閉会式は赤レンガ"),("memories/MEMORY.md","クロージングは別会場"),None,"place","ja","'閉会式は赤レンガ' vs 'クロージングは別会場: 赤レンガ倉庫1号館'"),
 P("unrelated","Price, student vs general ticket",("projects/minato12/tickets-2025.md","student_price"),("projects/minato12/tickets-2026.md","ticket_price: ¥2,000"),None,"price","ja","student ¥1,000 vs general ¥2,000"),
 P("unrelated","Venue, opening vs closing",("projects/minato12/notes.md","開会式はメイン会場"),("projects/minato12/notes.md","閉会式は赤レンガ"),None,"place","ja","opening at main venue vs closing at Red Brick"),
 P("unrelated","Subtitles, Japanese films vs Korean section",("projects/minato12/log/2026-06-14.md","東和字幕と年間契約"),("projects/minato12/log/2026-11-20.md","씨네자막"),None,"vendor","ko-ja","Towa contract renewal vs Korean section to Cine Jamak — different scope"),
 P("unrelated","Cron schedule, different job",("cron/jobs.json","deadline-digest"),("cron/jobs.json","dcp-queue"),None,"frequency","en","weekly Monday digest vs daily 18:30 DCP queue"),
]
