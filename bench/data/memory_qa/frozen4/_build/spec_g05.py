WS = "g05-hermes-ja-theatre"
LAYOUT = "hermes"
LANGS = ["ja", "ko", "en"]
DESC = "Hermes agent of an Osaka fringe theatre company (劇団かもめ座): rehearsal space, winter run, ticketing, stage crew, grant report, and a 2027 Seoul co-production with a Korean company (tour notes in Korean). Mostly Japanese."
FILES = {
"SOUL.md": """
あなたは劇団かもめ座の制作アシスタント。簡潔に、日本語で。韓国側とのやりとりは韓国語メモのまま残す。
Never promise comp tickets without the producer's OK.
""",
"config.yaml": """
model: claude-sonnet
memory:
  memory_char_limit: 2200
  user_char_limit: 1375
timezone: Asia/Tokyo
channels:
  - line
  - email
""",
"memories/MEMORY.md": "\n§\n".join([
"劇団かもめ座（大阪）。主宰 藤村あおい、劇団員14名。",
"稽古場：北区の中津スタジオ",
"稽古時間：平日 18:30–22:00（土日は本番前のみ）",
"冬公演『潮騒のあと』：梅田ブルーシアター、2027-01-22〜01-26、全7ステージ",
"チケット：一般 前売 4,500円／学生 2,500円、Confettiで販売",
"舞台監督：森 健太さん。照明：Lumen工房（外注）",
"2026-10-04 チケット一般前売を4,800円に値上げ（学生2500円は据え置き）",
"ソウル公演（2027年4月第2週）会場：大学路のアルコ芸術劇場 小劇場、共同制作は劇団パラムコッ",
"2026-11-27 もうConfettiは使わない。冬公演からteketに一本化",
"助成金（大阪アーツカウンシル）実績報告の締切：2027-03-31",
]) + "\n",
"memories/USER.md": "\n§\n".join([
"User: Aoi Fujimura (藤村あおい), producer & director. Prefers Japanese; short bullet answers.",
"Approves all budgets over ¥50,000. Busy Tue nights (teaches a workshop).",
]) + "\n",
"cron/jobs.json": """
{
  "jobs": [
    {"id": "rehearsal-reminder", "schedule": "0 12 * * 1-5", "skill": "rehearsal-schedule", "deliver": "line"},
    {"id": "ticket-sales", "schedule": "0 9 * * 1", "skill": "ticketing", "deliver": "email"}
  ]
}
""",
"skills/production/rehearsal-schedule/SKILL.md": """
---
name: rehearsal-schedule
description: 稽古スケジュールを劇団LINEに流す
version: 1.2.0
---
# 稽古連絡
- 平日正午に当日の稽古を告知（cronで月〜金）
- 場所と時間は memories/MEMORY.md の稽古場エントリを参照
- 欠席連絡は前日21時まで
""",
"skills/production/ticketing/SKILL.md": """
---
name: ticketing
description: Weekly ticket sales report for the current run
version: 0.9.1
---
# Ticket sales report
- Pull sales CSV from Confetti (our ticketing site) every Monday 09:00 JST
- Report: sold / capacity per stage, comps separately
- Capacity: 梅田ブルーシアター 120 seats per stage
""",
"skills/tour/seoul-tour/SKILL.md": """
---
name: seoul-tour
description: 서울 공연 준비 체크리스트 (바람꽃 공동제작)
version: 0.3.0
---
# 서울 공연
- 배우 출연료: 1인 1회 35,000원 (바람꽃 기준)
- 자막: 한국어 자막 오퍼레이터 1명, 바람꽃이 섭외
- 화물: 무대 세트는 부산항 경유 해상 운송
""",
"skills/admin/grant-report/SKILL.md": """
---
name: grant-report
description: Osaka Arts Council grant report
version: 1.0.0
---
# Grant report
- Deadline: 31 March 2027 (final report + receipts)
- Attach audience counts per stage and the survey summary
""",
"projects/seoul-tour-2027/README.md": """
# 서울 공연 2027 (かもめ座 × 극단 바람꽃)
- 일정: 2027년 4월 둘째 주, 4회 공연
- 바람꽃 담당: 윤세린 PD
- 출연료 1인 1회 3만5천원
""",
"projects/seoul-tour-2027/notes-2026-11-18.md": """
# 2026-11-18 바람꽃 회의
- 공연장 변경: 아르코 소극장 → 대학로 동숭아트홀 (대관 확정)
- 일정은 4월 셋째 주로 한 주 미룸, 4회 그대로
- 세트는 부산항 경유 배편 유지
""",
"projects/winter-2026/AGENTS.md": """
# winter-2026
- 台本は v7 が最新（2026-10-20 稽古で確定）
- 小道具リストは Googleスプレッドシート「潮騒_小道具」
""",
"projects/winter-2026/notes-2026-09-02.md": """
# 2026-09-02 制作会議
- 照明は引き続きLumen工房
- 梅田ブルーシアターの客席は1ステージ120席
- 稽古は10月から週5
- 5万円超の支出は藤村さん決裁（いつも通り）
""",
"projects/winter-2026/notes-2026-11-27.md": """
# 2026-11-27 制作会議
- 稽古場を此花区の「このはなアトリエ」に移転（12/1から）
- 稽古時間も変更→平日19:00–22:00
- 舞台監督は森さんから杉浦 遥さんに交代（森さん体調不良）
- 公演日程を1週間後ろ倒し：2027-01-29〜02-02、ステージ数は7のまま
- teket 移行完了、Confettiの販売ページは閉じた
""",
}
Q = [
("ja", "今の稽古場ってどこ？", [("projects/winter-2026/notes-2026-11-27.md", "このはなアトリエ")], "ja"),
("en", "What time does weekday rehearsal start now?", [("projects/winter-2026/notes-2026-11-27.md", "19:00–22:00")], "ja"),
("ja", "冬公演の本番はいつから？", [("projects/winter-2026/notes-2026-11-27.md", "2027-01-29")], "ja"),
("en", "How much is a general advance ticket for the winter show?", [("memories/MEMORY.md", "4,800円")], "ja"),
("ko", "학생 티켓 가격이 얼마예요?", [("memories/MEMORY.md", "学生2500円は据え置き"), ("memories/MEMORY.md", "学生 2,500円")], "ja"),
("ja", "チケットはどこのサイトで売ってる？", [("memories/MEMORY.md", "teketに一本化"), ("projects/winter-2026/notes-2026-11-27.md", "teket 移行完了")], "ja"),
("en", "Who is the stage manager now?", [("projects/winter-2026/notes-2026-11-27.md", "杉浦")], "ja"),
("ja", "ソウル公演の会場はどこになった？", [("projects/seoul-tour-2027/notes-2026-11-18.md", "동숭아트홀")], "ko"),
("ja", "ソウル公演は4月の何週目？", [("projects/seoul-tour-2027/notes-2026-11-18.md", "셋째 주")], "ko"),
("ja", "韓国側の出演料は1人1回いくら？", [("skills/tour/seoul-tour/SKILL.md", "35,000원"), ("projects/seoul-tour-2027/README.md", "3만5천원")], "ko"),
("en", "Who is our producer contact at Baramkkot?", [("projects/seoul-tour-2027/README.md", "윤세린")], "ko"),
("ja", "助成金の実績報告はいつまで？", [("memories/MEMORY.md", "実績報告の締切"), ("skills/admin/grant-report/SKILL.md", "Deadline: 31 March 2027")], "ja"),
("ja", "梅田ブルーシアターは何席？", [("projects/winter-2026/notes-2026-09-02.md", "120席"), ("skills/production/ticketing/SKILL.md", "120 seats")], "ja"),
("en", "Until when must actors report an absence from rehearsal?", [("skills/production/rehearsal-schedule/SKILL.md", "欠席連絡")], "ja"),
("ko", "어느 스크립트 버전이 최신이에요?", [("projects/winter-2026/AGENTS.md", "台本は v7")], "ja"),
("en", "Which night is Aoi unavailable?", [("memories/USER.md", "Busy Tue nights")], "en"),
]
P = [
("conflict", "稽古場の場所", ("memories/MEMORY.md", "稽古場：北区の中津スタジオ"), ("projects/winter-2026/notes-2026-11-27.md", "このはなアトリエ"), "b", "place", "ja", "中津スタジオ vs 此花区「このはなアトリエ」に移転"),
("conflict", "平日稽古の開始時刻", ("projects/winter-2026/notes-2026-11-27.md", "19:00–22:00"), ("memories/MEMORY.md", "稽古時間：平日 18:30"), "a", "time", "ja", "稽古時間 18:30–22:00 vs 稽古時間も変更→19:00–22:00"),
("conflict", "冬公演の日程", ("memories/MEMORY.md", "冬公演『潮騒のあと』"), ("projects/winter-2026/notes-2026-11-27.md", "2027-01-29"), "b", "date", "ja", "01-22〜01-26 vs 1週間後ろ倒し 01-29〜02-02"),
("conflict", "一般前売料金", ("memories/MEMORY.md", "4,800円"), ("memories/MEMORY.md", "一般 前売 4,500円"), "a", "price", "ja", "two § entries of the same file; newer dated entry 4,800円"),
("conflict", "チケット販売サイト", ("memories/MEMORY.md", "一般 前売 4,500円"), ("memories/MEMORY.md", "もうConfettiは使わない"), "b", "vendor", "ja", "'Confettiで販売' vs negation 'もうConfettiは使わない'"),
("conflict", "舞台監督", ("projects/winter-2026/notes-2026-11-27.md", "杉浦"), ("memories/MEMORY.md", "舞台監督：森 健太さん"), "a", "person", "ja", "森さん vs 杉浦 遥さんに交代"),
("conflict", "ソウル公演の会場", ("memories/MEMORY.md", "アルコ芸術劇場"), ("projects/seoul-tour-2027/notes-2026-11-18.md", "동숭아트홀"), "b", "place", "ja-ko", "Japanese katakana アルコ芸術劇場 vs Korean '동숭아트홀 (대관 확정)'"),
("conflict", "ソウル公演の週", ("projects/seoul-tour-2027/notes-2026-11-18.md", "셋째 주"), ("projects/seoul-tour-2027/README.md", "일정: 2027년 4월 둘째 주"), "a", "date", "ko", "둘째 주 vs 셋째 주로 한 주 미룸"),
("conflict", "Ticketing site in skill vs memory", ("memories/MEMORY.md", "もうConfettiは使わない"), ("skills/production/ticketing/SKILL.md", "Pull sales CSV from Confetti"), "a", "vendor", "en-ja", "English skill still pulls from Confetti vs Japanese 'もうConfettiは使わない … teketに一本化'"),
("conflict", "ソウル公演の週（日本語メモ）", ("memories/MEMORY.md", "4月第2週"), ("projects/seoul-tour-2027/notes-2026-11-18.md", "셋째 주"), "b", "date", "ja-ko", "Japanese 4月第2週 vs Korean 4월 셋째 주로 미룸"),
("agree", "Budget approval threshold", ("memories/USER.md", "over ¥50,000"), ("projects/winter-2026/notes-2026-09-02.md", "5万円超"), None, "price", "en-ja", "over ¥50,000 vs 5万円超 (man-unit notation)"),
("agree", "出演料", ("skills/tour/seoul-tour/SKILL.md", "35,000원"), ("projects/seoul-tour-2027/README.md", "3만5천원"), None, "price", "ko", "35,000원 vs 3만5천원"),
("agree", "助成金締切", ("memories/MEMORY.md", "実績報告の締切"), ("skills/admin/grant-report/SKILL.md", "Deadline: 31 March 2027"), None, "date", "en-ja", "2027-03-31 vs 31 March 2027"),
("agree", "客席数", ("projects/winter-2026/notes-2026-09-02.md", "120席"), ("skills/production/ticketing/SKILL.md", "120 seats"), None, "number", "en-ja", "120席 vs 120 seats per stage"),
("agree", "セットの輸送", ("skills/tour/seoul-tour/SKILL.md", "부산항 경유 해상"), ("projects/seoul-tour-2027/notes-2026-11-18.md", "배편 유지"), None, "place", "ko", "해상 운송 vs 배편 유지"),
("unrelated", "日程変更（別の公演）", ("projects/seoul-tour-2027/notes-2026-11-18.md", "셋째 주"), ("projects/winter-2026/notes-2026-11-27.md", "2027-01-29"), None, "date", "ja-ko", "Seoul run rescheduled vs winter run rescheduled — different productions"),
("unrelated", "外注先（照明 vs 舞台監督）", ("projects/winter-2026/notes-2026-09-02.md", "Lumen工房"), ("projects/winter-2026/notes-2026-11-27.md", "杉浦"), None, "person", "ja", "lighting vendor vs stage manager"),
("unrelated", "cron schedule of other job", ("cron/jobs.json", "ticket-sales"), ("cron/jobs.json", "rehearsal-reminder"), None, "frequency", "en", "weekly sales report vs weekday reminder"),
]
