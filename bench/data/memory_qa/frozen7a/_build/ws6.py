WS = "h7a-w06-openclaw-parish-choir"
LAYOUT = "openclaw"
LANGS = ["en", "ko", "zh"]
DESC = "OpenClaw assistant of the parish administrator at St. Brendan's (Burnaby, BC): choir rehearsals, Mass times, hall bookings, office hours, bulletin, the Korean community choir (한인 성가대) and the Mandarin group (華語團體)."
FILES = {
"AGENTS.md": """# AGENTS
Read MEMORY.md, then the last few memory/YYYY-MM-DD.md. Never share parishioners' phone numbers in group chats.
""",
"SOUL.md": """# SOUL
Warm, brief, a bit old-fashioned. Remember names.
""",
"IDENTITY.md": """# IDENTITY
Name: Bede 📜 — parish office helper
""",
"USER.md": """# USER
- Grace Liu (劉恩慈), parish administrator. Speaks English, Mandarin, some Korean.
- timezone America/Vancouver
""",
"TOOLS.md": """# TOOLS
- bulletin: Canva team "St Brendan Bulletin"
- hall bookings: Google Calendar `hall@stbrendan.ca`
- sms: Flocknote
""",
"HEARTBEAT.md": """# HEARTBEAT.md
- bulletin draft due Wednesday noon
- check hall calendar for double bookngs
""",
"MEMORY.md": """# MEMORY

## Parish
- Pastor: Fr. Michael Doyle
- Office hours: Tue–Fri 9:00–15:00
- Sunday Masses: 8:30, 10:30, 12:30 (Korean), 17:00
- Bulletin goes to the printer Thursday

## Choirs
- Main choir director: Helen Park, rehearsal Thursday 19:30 in the loft
- 한인 성가대: 지휘 김요셉, 연습 토요일 오후 4시, 교육관 2층
- 華語團體 choir sings at the 17:00 Mass once a month

## Hall
- Parish hall rental: $150 per evening (parishioners $75)
- hall capacity 180
""",
"memory/projects/christmas-2026.md": """# Christmas 2026
- Midnight Mass 24 Dec 23:00 (carols from 22:30)
- 한인 성탄 미사: 12월 24일 저녁 8시
- 中文聖誕彌撒：12月25日 下午2點
- poinsettia order: 60 pots from Fraser Greenhouse
""",
"memory/projects/organ.md": """# Organ repair
- builder: Casavant rep, quote $18,400 CAD
- fundraising target $20,000
""",
"memory/2025-09-14.md": """# 2025-09-14
- hall capacity confirmed by fire inspector: 180 people
- Korean choir 연습 still Saturdays
- 華語團體查經班：每週日下午3點，教育館二樓
""",
"memory/2026-02-03.md": """# 2026-02-03
- Office is no longer open on Tuesdays (volunteer shortage) — Wed–Fri 9–3 only
- Flocknote renewed
""",
"memory/2026-05-22.md": """# 2026-05-22
- 한인 성가대 지휘자 바뀜: 이제 마리아 정 (Maria Jung). 김요셉 씨는 베이스 파트로
- 연습 시간은 그대로
""",
"memory/2026-08-30.md": """# 2026-08-30
- Helen: main choir rehearsal moves to Wednesdays 7 pm from September (loft unchanged)
- parish council: hall rental goes up to $200 a night, parishioners still $75
""",
"memory/2026-10-04.md": """# 2026-10-04
- 華語團體：從十一月起，每月兩次在下午五點彌撒獻唱（第一、第三主日）
- organ quote revised: Casavant now $21,900 CAD, target raised to $25k
- 堂區行政 劉恩慈 負責華語團體的獻唱排班
""",
"memory/2026-11-08.md": """# 2026-11-08
- 한국어 미사 시간 변경: 12월부터 주일 오후 1시 (12:30 아님)
- 성가대 연습도 토요일 오후 3시로 당겨짐
- 화어단체 성경공부는 이제 토요일 오전 10시 (주일 오후 교육관 2층은 한인 청년회가 씀)
""",
"memory/2026-11-26.md": """# 2026-11-26
- printer wants the bulletin by Wednesday 5 pm now, not Thursday
- Fr. Doyle away 12/28–1/10; Fr. Anselm Cho covers
- Midnight Mass confirmed 23:00, carols 22:30
- bulletin notice: Korean Mass moves to 1:00 pm from December
""",
}
Q = [
("en", "Is the parish office open on Tuesdays?", [("memory/2026-02-03.md", "no longer open on Tuesdays")], "en"),
("zh", "韓語彌撒現在幾點？", [("memory/2026-11-08.md", "오후 1시"), ("memory/2026-11-26.md", "Korean Mass moves to 1:00 pm")], "ko"),
("en", "When does the Korean choir practise now?", [("memory/2026-11-08.md", "오후 3시")], "ko"),
("en", "Who conducts the Korean choir?", [("memory/2026-05-22.md", "마리아 정")], "ko"),
("ko", "본당 성가대 연습 무슨 요일이야?", [("memory/2026-08-30.md", "Wednesdays 7 pm")], "en"),
("en", "How much is the hall for a non-parishioner evening booking?", [("memory/2026-08-30.md", "$200 a night")], "en"),
("en", "How often does the Mandarin group sing at Mass?", [("memory/2026-10-04.md", "每月兩次")], "zh"),
("zh", "管風琴維修報價多少？", [("memory/2026-10-04.md", "$21,900")], "en"),
("en", "When does the printer need the bulletin?", [("memory/2026-11-26.md", "Wednesday 5 pm")], "en"),
("ko", "성당 홀 최대 수용 인원은?", [("MEMORY.md", "hall capacity 180"), ("memory/2025-09-14.md", "180 people")], "en"),
("en", "What time is Midnight Mass this year?", [("memory/projects/christmas-2026.md", "Midnight Mass 24 Dec"), ("memory/2026-11-26.md", "Midnight Mass confirmed")], "en"),
("en", "When is the Mandarin Christmas Mass?", [("memory/projects/christmas-2026.md", "中文聖誕彌撒")], "zh"),
("zh", "教友租禮堂多少錢？", [("memory/2026-08-30.md", "parishioners still $75")], "en"),
("en", "Who covers for Fr. Doyle over New Year?", [("memory/2026-11-26.md", "Fr. Anselm Cho")], "en"),
("zh", "華語查經班現在什麼時候？", [("memory/2026-11-08.md", "화어단체 성경공부")], "ko"),
("en", "Who sorts out which Sundays the Mandarin group sings?", [("memory/2026-10-04.md", "堂區行政")], "zh"),
("en", "How many poinsettias did we order?", [("memory/projects/christmas-2026.md", "poinsettia")], "en"),
("ko", "오르간 모금 목표액은 지금 얼마야?", [("memory/2026-10-04.md", "target raised to $25k")], "en"),
]
P = [
("conflict", "Office open days", ("MEMORY.md", "Office hours"), ("memory/2026-02-03.md", "no longer open on Tuesdays"), "b", "hours", "en", "'Tue–Fri 9:00–15:00' vs 'no longer open on Tuesdays — Wed–Fri 9–3'"),
("conflict", "Korean Mass time", ("memory/2026-11-08.md", "오후 1시"), ("MEMORY.md", "Sunday Masses"), "a", "time", "en-ko", "'12:30 (Korean)' vs '12월부터 주일 오후 1시 (12:30 아님)'"),
("conflict", "Korean choir rehearsal time", ("MEMORY.md", "한인 성가대"), ("memory/2026-11-08.md", "오후 3시"), "b", "time", "ko", "'토요일 오후 4시' vs '토요일 오후 3시로 당겨짐'"),
("conflict", "Korean choir director", ("memory/2026-05-22.md", "마리아 정"), ("MEMORY.md", "한인 성가대"), "a", "person", "ko", "'지휘 김요셉' vs '이제 마리아 정'"),
("conflict", "Main choir rehearsal day", ("MEMORY.md", "Main choir director"), ("memory/2026-08-30.md", "Wednesdays 7 pm"), "b", "schedule", "en", "'Thursday 19:30' vs 'Wednesdays 7 pm' (24h vs am/pm)"),
("conflict", "Hall rental price", ("memory/2026-08-30.md", "$200 a night"), ("MEMORY.md", "Parish hall rental"), "a", "price", "en", "'$150 per evening' vs '$200 a night'"),
("conflict", "Mandarin choir frequency", ("MEMORY.md", "華語團體 choir"), ("memory/2026-10-04.md", "每月兩次"), "b", "frequency", "en-zh", "'once a month' vs '每月兩次'"),
("conflict", "Organ quote", ("memory/2026-10-04.md", "$21,900"), ("memory/projects/organ.md", "quote $18,400"), "a", "price", "en", "'$18,400 CAD' vs revised '$21,900 CAD'"),
("conflict", "Bulletin deadline", ("memory/2026-11-26.md", "Wednesday 5 pm"), ("MEMORY.md", "Bulletin goes to the printer"), "a", "deadline", "en", "'Thursday' vs 'Wednesday 5 pm now, not Thursday'"),
("conflict", "Organ fundraising target", ("memory/projects/organ.md", "fundraising target"), ("memory/2026-10-04.md", "target raised to $25k"), "b", "price", "en", "'$20,000' vs '$25k' (number formatting differs)"),
("conflict", "Mandarin Bible study time", ("memory/2026-11-08.md", "화어단체 성경공부"), ("memory/2025-09-14.md", "華語團體查經班"), "a", "schedule", "zh-ko", "Chinese '每週日下午3點' vs Korean note '이제 토요일 오전 10시'"),
("agree", "Hall capacity", ("MEMORY.md", "hall capacity 180"), ("memory/2025-09-14.md", "180 people"), None, "count", "en", "capacity 180 vs confirmed 180 people"),
("agree", "Midnight Mass time", ("memory/projects/christmas-2026.md", "Midnight Mass 24 Dec"), ("memory/2026-11-26.md", "Midnight Mass confirmed"), None, "time", "en", "23:00 with carols 22:30 restated"),
("agree", "Korean Mass new time", ("memory/2026-11-08.md", "오후 1시"), ("memory/2026-11-26.md", "Korean Mass moves to 1:00 pm"), None, "time", "en-ko", "'주일 오후 1시' vs 'moves to 1:00 pm from December'"),
("agree", "Korean choir rehearsal day", ("memory/2025-09-14.md", "Korean choir 연습"), ("MEMORY.md", "한인 성가대"), None, "schedule", "en-ko", "'still Saturdays' vs '토요일 오후 4시' (day agrees)"),
("agree", "Parish administrator", ("USER.md", "Grace Liu"), ("memory/2026-10-04.md", "堂區行政"), None, "person", "en-zh", "'Grace Liu (劉恩慈), parish administrator' vs '堂區行政 劉恩慈'"),
("unrelated", "Christmas Mass times by community", ("memory/projects/christmas-2026.md", "한인 성탄 미사"), ("memory/projects/christmas-2026.md", "中文聖誕彌撒"), None, "time", "ko-zh", "Korean Christmas Mass vs Mandarin Christmas Mass"),
("unrelated", "Choir rehearsals of two choirs", ("memory/2026-08-30.md", "Wednesdays 7 pm"), ("memory/2026-11-08.md", "오후 3시"), None, "schedule", "en-ko", "main choir vs Korean choir"),
("unrelated", "Christmas Masses", ("memory/projects/christmas-2026.md", "Midnight Mass 24 Dec"), ("memory/projects/christmas-2026.md", "한인 성탄 미사"), None, "time", "en-ko", "English midnight Mass vs Korean 8 pm Mass"),
("unrelated", "Priests", ("MEMORY.md", "Pastor:"), ("memory/2026-11-26.md", "Fr. Anselm Cho"), None, "person", "en", "pastor vs holiday cover priest"),
]
