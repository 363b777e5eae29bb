WS = "h7b-w6-openclaw-court-interpreters"
LAYOUT = "openclaw"
LANGS = ["en", "ja", "zh", "ko"]
DESC = "OpenClaw assistant for the coordinator of a freelance court interpreters' pool (Pacific Court Language Services, Vancouver): rates, courthouses, certification, booking rules, Japanese/Mandarin/Korean interpreters; interpreters' own notes in their languages."
FILES = {
"AGENTS.md": """
# AGENTS
- Session start: read SOUL.md, USER.md, MEMORY.md, then today's + yesterday's memory/YYYY-MM-DD.md
- Write daily notes to memory/YYYY-MM-DD.md; durable facts to MEMORY.md
- Interpreter names: keep native script + romanisation
""",
"SOUL.md": """
Precise, discreet. Case details are confidential — never paste file numbers into group chats.
""",
"IDENTITY.md": """
name: Quill
emoji: 🪶
role: scheduling assistant for a court interpreter pool
""",
"USER.md": """
# USER
- Mei-Ling Ostrowski, pool coordinator. Bilingual en/zh.
- Timezone America/Vancouver. Hates phone calls before 9.
""",
"TOOLS.md": """
# TOOLS
- booking sheet: Google Sheet "PCLS bookings 2026"
- court calendar feed: ical from BC Courts scheduling (read-only)
- payroll export: `invoices/` CSV → Wave
- SMS gateway port for the on-prem relay: 8443
""",
"HEARTBEAT.md": """
# heartbeat
- every morning 07:30: check next-day bookings have a confirmed interpreter
- Fridays: remind interpreters to submit timesheets (due Monday 10:00)
""",
"MEMORY.md": """
# MEMORY
## Pool
- 23 interpreters: Mandarin 9, Cantonese 4, Japanese 3, Korean 5, Punjabi 2
- Half-day minimum billing: 3 hours
- Rate (certified, court): $68/h; non-certified: $52/h
- Cancellation < 48h → paid minimum
- Main courthouses: Vancouver Law Courts (800 Smithe), Robson Square, Surrey Provincial Court

## People
- Japanese lead: 高橋 恵 (Megumi Takahashi)
- Mandarin lead: 陈思远
- Korean lead: 윤서진 (Seojin Yoon)

## Rules
- Interpreters must check in at the registry 30 min before hearing
- Timesheets due Monday 10:00
""",
"memory/projects/certification.md": """
# certification
- Court certification body: STIBC, renewal every 3 years
- Korean: 윤서진 certified 2024, 박민호 not yet (exam 2026-10)
- CPD hours needed per year: 12
- Mandarin: all 9 certified except 刘洋
""",
"memory/projects/rates-2026.md": """
# rates 2026 (updated 2026-01-08)
| tier | rate |
|---|---|
| certified court | $68/h |
| non-certified | $52/h |
| travel (Surrey, Abbotsford) | $0.68/km |
- Mileage paid from the courthouse nearest the interpreter's home
""",
"memory/2025-12-02.md": """
# 2025-12-02
- Robson Square registry says interpreters check in 30 minutes before — same as Law Courts
- 高橋さん：日本語案件は月 6 件ほど
- timesheets still Monday 10am
""",
"memory/2026-02-16.md": """
# 2026-02-16
- Surrey Provincial Court moved interpreter check-in to the new annex, room 110
- Japanese pool: 4 now (佐藤 joined)
- 23 → 24 interpreters total
""",
"memory/2026-05-28.md": """
# 2026-05-28
- 陈思远 不再 担任 普通话 组长，改由 黄佩琪 负责（陈 去 多伦多）
- 普通话 认证：刘洋 已通过 STIBC 考试
- 取消 政策：48 小时 以内 仍按 最低 3 小时 计
""",
"memory/2026-08-11.md": """
# 2026-08-11
- Ministry contract renewal: certified court rate goes to $74/h from 2026-09-01, non-certified unchanged
- mileage $0.72/km from Sept
- half-day minimum stays 3 h
""",
"memory/2026-10-24.md": """
# 2026-10-24 (윤서진 메모)
- 박민호 통번역사 STIBC 법정 인증 합격 🎉
- 한국어 팀 리더는 그대로 윤서진
- 출석 체크: 이제 심리 45분 전까지 등록처에 도착해야 함 (법원 공지, 11월부터)
""",
"memory/2026-11-19.md": """
# 2026-11-19
- 高橋 恵 さんが産休に入るため、日本語リードは 2027-03 まで 佐藤 健太 さん
- タイムシートの締切は月曜 10 時ではなく、もう日曜 18 時（給与システム変更）
- Surrey annex room 110 still
- SMS relay moved to port 9443 after the cert rotation
""",
"memory/2026-11-30.md": """
# 2026-11-30
- 日本語通訳の待機時間も最低 3 時間で請求（半日ミニマムと同じ）
- 法廷通訳 时薪 74 加元（认证）— 与 8 月 合同 一致
- 明天 Robson Square 两场 粤语 需要 确认
""",
}
M = "memory/"
QUESTIONS = [
("en", "What's the hourly rate for a certified court interpreter now?", [(M+"2026-08-11.md", "$74/h"), (M+"2026-11-30.md", "74 加元")], "en"),
("en", "How early do interpreters need to be at the registry before a hearing?", [(M+"2026-10-24.md", "45분 전")], "ko"),
("zh", "普通话组长现在是谁？", [(M+"2026-05-28.md", "黄佩琪")], "zh"),
("en", "Who is covering as Japanese lead?", [(M+"2026-11-19.md", "佐藤 健太")], "ja"),
("ja", "タイムシートの締切はいつ？", [(M+"2026-11-19.md", "日曜 18 時")], "ja"),
("en", "What's the mileage rate for Surrey jobs?", [(M+"2026-08-11.md", "$0.72/km")], "en"),
("en", "Is 박민호 certified for court work yet?", [(M+"2026-10-24.md", "박민호 통번역사")], "ko"),
("en", "Has Liu Yang passed the STIBC exam?", [(M+"2026-05-28.md", "刘洋 已通过")], "zh"),
("en", "How many Japanese interpreters are in the pool?", [(M+"2026-02-16.md", "Japanese pool: 4")], "en"),
("en", "Which port does the SMS relay listen on?", [(M+"2026-11-19.md", "port 9443")], "en"),
("zh", "萨里法院的口译员在哪里签到？", [(M+"2026-02-16.md", "room 110"), (M+"2026-11-19.md", "Surrey annex room 110")], "en"),
("ko", "48시간 이내 취소하면 어떻게 청구해?", [("MEMORY.md", "Cancellation < 48h"), (M+"2026-05-28.md", "48 小时 以内")], "en"),
("en", "How many CPD hours does an interpreter need each year?", [("memory/projects/certification.md", "CPD hours")], "en"),
("ja", "最低請求時間は何時間？", [("MEMORY.md", "Half-day minimum billing"), (M+"2026-08-11.md", "half-day minimum stays"), (M+"2026-11-30.md", "最低 3 時間")], "en"),
("en", "Who is the Korean team lead?", [("MEMORY.md", "Korean lead"), (M+"2026-10-24.md", "그대로 윤서진")], "ko"),
("en", "What's the non-certified hourly rate?", [("MEMORY.md", "non-certified: $52/h"), ("memory/projects/rates-2026.md", "| non-certified |")], "en"),
]
R26 = "memory/projects/rates-2026.md"
PAIRS = [
("conflict", "Certified court rate", ("MEMORY.md", "Rate (certified, court)"), (M+"2026-08-11.md", "$74/h"), "b", "price", "en", "MEMORY '$68/h' vs contract note 'goes to $74/h from 2026-09-01'"),
("conflict", "Certified rate table vs zh note", (M+"2026-11-30.md", "74 加元"), (R26, "| certified court |"), "a", "price", "en-zh", "table '$68/h' vs Chinese '时薪 74 加元' (currency in words)"),
("conflict", "Registry check-in lead time", ("MEMORY.md", "check in at the registry 30 min"), (M+"2026-10-24.md", "45분 전"), "b", "duration", "en-ko", "'30 min before hearing' vs Korean '이제 심리 45분 전까지'"),
("conflict", "Mandarin lead", (M+"2026-05-28.md", "黄佩琪"), ("MEMORY.md", "Mandarin lead"), "a", "person", "zh", "'Mandarin lead: 陈思远' vs '陈思远 不再 担任 ... 改由 黄佩琪'"),
("conflict", "Japanese lead", ("MEMORY.md", "Japanese lead"), (M+"2026-11-19.md", "佐藤 健太"), "b", "person", "en-ja", "'高橋 恵 (Megumi Takahashi)' vs Japanese note 'リードは 2027-03 まで 佐藤 健太'"),
("conflict", "Timesheet deadline", (M+"2026-11-19.md", "日曜 18 時"), ("HEARTBEAT.md", "due Monday 10:00"), "a", "deadline", "en-ja", "heartbeat 'due Monday 10:00' vs 'もう日曜 18 時'"),
("conflict", "Mileage rate", (R26, "| travel"), (M+"2026-08-11.md", "$0.72/km"), "b", "price", "en", "table '$0.68/km' vs 'mileage $0.72/km from Sept'"),
("conflict", "Park Minho certification", (M+"2026-10-24.md", "박민호 통번역사"), ("memory/projects/certification.md", "박민호 not yet"), "a", "status", "ko", "'박민호 not yet (exam 2026-10)' vs '합격 🎉'"),
("conflict", "Liu Yang certification", ("memory/projects/certification.md", "except 刘洋"), (M+"2026-05-28.md", "刘洋 已通过"), "b", "status", "en-zh", "'all 9 certified except 刘洋' vs '刘洋 已通过 STIBC 考试'"),
("conflict", "Japanese pool size", (M+"2026-02-16.md", "Japanese pool: 4"), ("MEMORY.md", "23 interpreters"), "a", "count", "en", "'Japanese 3' in pool breakdown vs 'Japanese pool: 4 now'"),
("conflict", "SMS relay port", ("TOOLS.md", "port for the on-prem relay: 8443"), (M+"2026-11-19.md", "port 9443"), "b", "port", "en", "TOOLS '8443' vs 'moved to port 9443 after the cert rotation'"),
("conflict", "Timesheets memory vs ja", ("MEMORY.md", "Timesheets due Monday"), (M+"2026-11-19.md", "日曜 18 時"), "b", "deadline", "en-ja", "MEMORY rule 'Timesheets due Monday 10:00' vs 'no longer Monday — Sunday 18:00' in Japanese"),
("agree", "Certified rate en vs zh", (M+"2026-08-11.md", "$74/h"), (M+"2026-11-30.md", "74 加元"), None, "price", "en-zh", "'$74/h' vs '时薪 74 加元'"),
("agree", "Cancellation policy", ("MEMORY.md", "Cancellation < 48h"), (M+"2026-05-28.md", "48 小时 以内"), None, "policy", "en-zh", "'< 48h → paid minimum' vs '48 小时 以内 仍按 最低 3 小时'"),
("agree", "Half-day minimum", ("MEMORY.md", "Half-day minimum billing"), (M+"2026-08-11.md", "half-day minimum stays"), None, "duration", "en", "'3 hours' vs 'stays 3 h'"),
("agree", "Surrey check-in room", (M+"2026-02-16.md", "room 110"), (M+"2026-11-19.md", "Surrey annex room 110"), None, "place", "en", "restated"),
("agree", "Korean lead", ("MEMORY.md", "Korean lead"), (M+"2026-10-24.md", "그대로 윤서진"), None, "person", "en-ko", "Hangul + romanised vs '그대로 윤서진'"),
("agree", "Non-certified rate", ("MEMORY.md", "non-certified: $52/h"), (R26, "| non-certified |"), None, "price", "en", "prose vs table row"),
("unrelated", "Certified vs non-certified rate", (R26, "| non-certified |"), (M+"2026-08-11.md", "$74/h"), None, "price", "en", "different tier"),
("unrelated", "Robson Square vs Surrey check-in", (M+"2025-12-02.md", "Robson Square registry"), (M+"2026-02-16.md", "room 110"), None, "place", "en", "different courthouse"),
("unrelated", "Japanese vs Korean lead", (M+"2026-11-19.md", "佐藤 健太"), (M+"2026-10-24.md", "그대로 윤서진"), None, "person", "ja-ko", "different language team"),
("unrelated", "Japanese standby vs cancellation minimum", (M+"2026-11-30.md", "最低 3 時間"), ("MEMORY.md", "Cancellation < 48h"), None, "policy", "en-ja", "standby billing vs cancellation rule"),
]
