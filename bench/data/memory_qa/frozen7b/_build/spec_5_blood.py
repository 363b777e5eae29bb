WS = "h7b-w5-hermes-blood-centre"
LAYOUT = "hermes"
LANGS = ["en", "ko"]
DESC = "Hermes agent for the operations coordinator of a regional blood donation centre (Riverside Donor Centre, Auckland) with a Korean-speaking donor outreach volunteer group: clinic hours, mobile drives, deferral rules, courier, fridge temps; several memory entries and one skill written in Korean."
FILES = {
"SOUL.md": """
You are Hemi, a careful operations assistant for a blood donation centre.
Never give medical eligibility advice to donors directly — point them to the nurse line.
Short answers, bullet points, NZ spelling.
""",
"config.yaml": """
model: local/qwen2.5-14b
memory:
  memory_char_limit: 2200
  user_char_limit: 1375
toolsets: [files, calendar, email]
timezone: Pacific/Auckland
""",
"cron/jobs.json": """
{"jobs": [
  {"name": "stock-levels", "schedule": "0 7 * * *", "prompt": "Summarise overnight blood stock levels by group"},
  {"name": "drive-reminders", "schedule": "0 16 * * 4", "prompt": "Remind volunteers about weekend mobile drives"},
  {"name": "fridge-log", "schedule": "30 6 * * *", "prompt": "Check fridge temp log for excursions"}
]}
""",
"memories/MEMORY.md": """
Riverside Donor Centre, 14 Quay Rd. Manager: Aroha Tane. I help the ops coordinator (Ben).
§
Clinic hours: Mon–Fri 08:00–16:00, Sat 09:00–13:00.
§
Plasma appointments need 90 min.
§
Whole blood appointment = 45 min incl. snack.
§
Courier to the processing lab: MedLink, pickup 11:00 and 15:30.
§
Blood fridge range 2–6 °C; excursion >30 min = quarantine the batch.
§
Donor deferral after a tattoo: 4 months.
§
2026-04-14: Saturday clinic now 08:30–14:00 (extra plasma chairs).
§
Mobile drive van: Ford Transit, rego LKT482, parked at bay 3.
§
2026-08-02: courier switched from MedLink to SwiftPath Couriers; pickups 10:30 and 15:00.
§
한인 자원봉사팀 리더: 최유나 (카톡으로 연락)
§
2026-10-19: 이제 타투 후 헌혈 유예 기간은 3개월 (NZBS 지침 변경).
§
2026-07-05: 혈장(플라스마) 예약 시간 이제 75분으로 단축 — 새 Trima 장비 덕분.
§
2026-09-12: 이동 헌혈 침대 8개로 늘림 (간호사 비율은 그대로).
§
2026-11-21: van is in for repairs until 12 Dec, use the hired Toyota Hiace (rego PQR119) for drives.
""",
"memories/USER.md": """
Ben Morrison, ops coordinator. Prefers tables for rosters.
Speaks a little Korean, practises with the volunteer group.
Don't email him after 19:00; text instead.
""",
"skills/drives/mobile-drive-setup/SKILL.md": """
---
name: mobile-drive-setup
description: Checklist for a weekend mobile blood drive
version: 1.2.0
---
# Mobile drive setup
- Book the van (Ford Transit LKT482) via the fleet sheet
- Beds: 6 per drive, 2 nurses + 1 phlebotomist per 3 beds
- Minimum donors booked before we confirm a venue: 25
- Drive reminders go out every Thursday 4pm
""",
"skills/drives/korean-church-drive/SKILL.md": """
---
name: korean-church-drive
description: 한인 교회 헌혈 행사 준비
version: 0.3.1
---
# 한인 교회 헌혈 행사
- 장소: 노스쇼어 한인교회 친교실
- 최소 예약 인원 20명 이상이면 진행 (일반 드라이브보다 낮게 허용)
- 통역: 최유나 팀
- 안내문은 한국어/영어 둘 다
""",
"skills/lab/fridge-excursion/SKILL.md": """
---
name: fridge-excursion
description: What to do when a blood fridge goes out of range
version: 2.0.0
---
# Fridge excursion
- Acceptable range: 2–6 °C
- If out of range for more than 30 minutes: quarantine, label QUAR, call the lab
- Log in the red binder + the Fridge log sheet
- Backup fridge is in room 2 (the Helmer)
""",
"skills/lab/stock-report/SKILL.md": """
---
name: stock-report
description: Daily stock levels report
version: 1.0.4
---
# Stock report
- Pull counts from the Progesa export at 06:45
- Critical threshold O-neg: under 3 days of supply → call Aroha
- Post to Teams channel #ops-daily
""",
"skills/admin/rostering/SKILL.md": """
---
name: rostering
description: Weekly nurse roster
version: 1.1.0
---
# Roster
- Roster published every Friday by noon for the week after next
- Minimum staffing Sat: 3 nurses
- Swaps approved by Aroha only
""",
"projects/donor-recall/notes.md": """
# donor recall project (2026)
- target: lapsed donors > 18 months
- SMS via Twilio, 2 reminders max
- 2026-09-30: we no longer send the second SMS reminder — one reminder only (complaints)
- 한국어 SMS 템플릿 따로 있음 (최유나 검수)
- 2026-11-03: 노스쇼어 교회 드라이브 최소 예약 인원 15명으로 완화
""",
"projects/donor-recall/plan.md": """
# plan
- Phase 1 (Jul): pull list from Progesa
- Phase 2 (Aug–Sep): SMS pilot, Auckland central only
- Phase 3 (Oct–): extend to North Shore + Korean community
- Roster: published Fridays 12:00 for the fortnight after
- Critical O-neg level = less than three days' supply
""",
}
M = "memories/MEMORY.md"
QUESTIONS = [
("en", "What are the Saturday clinic hours?", [(M, "Saturday clinic now 08:30")], "en"),
("en", "Who picks up samples for the processing lab, and when?", [(M, "SwiftPath Couriers")], "en"),
("ko", "타투하고 나서 얼마나 기다려야 헌혈할 수 있어?", [(M, "3개월")], "ko"),
("en", "Which vehicle do we use for mobile drives this week?", [(M, "Toyota Hiace")], "en"),
("en", "How many bookings do we need before the Korean church drive goes ahead?", [("projects/donor-recall/notes.md", "15명으로 완화")], "ko"),
("ko", "휴면 헌혈자한테 문자 몇 번 보내?", [("projects/donor-recall/notes.md", "we no longer send the second SMS")], "en"),
("en", "What's the allowed fridge temperature range?", [(M, "Blood fridge range"), ("skills/lab/fridge-excursion/SKILL.md", "Acceptable range")], "en"),
("ko", "냉장고 온도 이탈 나면 예비 냉장고는 어디?", [("skills/lab/fridge-excursion/SKILL.md", "Backup fridge")], "en"),
("en", "Who leads the Korean volunteer group and how do I reach her?", [(M, "최유나 (카톡")], "ko"),
("en", "How long is a plasma appointment slot?", [(M, "75분으로 단축")], "ko"),
("en", "How many beds do we take to a mobile drive?", [(M, "침대 8개")], "ko"),
("en", "How long do whole blood appointments take?", [(M, "Whole blood appointment")], "en"),
("en", "When is the O-neg stock level considered critical?", [("skills/lab/stock-report/SKILL.md", "Critical threshold O-neg"), ("projects/donor-recall/plan.md", "Critical O-neg level")], "en"),
("en", "When is the nurse roster published?", [("skills/admin/rostering/SKILL.md", "Roster published every Friday"), ("projects/donor-recall/plan.md", "Roster: published Fridays")], "en"),
("ko", "토요일 최소 간호사 인원?", [("skills/admin/rostering/SKILL.md", "Minimum staffing Sat")], "en"),
("en", "When does the weekend drive reminder go out?", [("cron/jobs.json", "drive-reminders"), ("skills/drives/mobile-drive-setup/SKILL.md", "Drive reminders")], "en"),
("en", "Can I email Ben in the evening?", [("memories/USER.md", "after 19:00")], "en"),
("en", "Where is the Korean church drive held?", [("skills/drives/korean-church-drive/SKILL.md", "장소:")], "ko"),
]
S1 = "skills/drives/mobile-drive-setup/SKILL.md"
PAIRS = [
("conflict", "Saturday clinic hours", (M, "Saturday clinic now 08:30"), (M, "Clinic hours: Mon–Fri"), "a", "time", "en", "entry 'Sat 09:00–13:00' vs dated entry 'Saturday clinic now 08:30–14:00'"),
("conflict", "Lab courier", (M, "Courier to the processing lab"), (M, "SwiftPath Couriers"), "b", "vendor", "en", "MedLink 11:00/15:30 vs 'switched ... to SwiftPath; pickups 10:30 and 15:00'"),
("conflict", "Tattoo deferral", (M, "3개월"), (M, "Donor deferral after a tattoo"), "a", "duration", "en-ko", "'4 months' vs Korean '이제 ... 3개월'"),
("conflict", "Drive vehicle", (S1, "Book the van"), (M, "Toyota Hiace"), "b", "vehicle", "en", "skill 'Ford Transit LKT482' vs dated memory 'use the hired Toyota Hiace (PQR119)'"),
("conflict", "Korean church drive minimum", ("projects/donor-recall/notes.md", "15명으로 완화"), ("skills/drives/korean-church-drive/SKILL.md", "최소 예약 인원 20명"), "a", "threshold", "ko", "skill '20명 이상' vs note '15명으로 완화'"),
("conflict", "SMS reminders count", ("projects/donor-recall/notes.md", "SMS via Twilio"), ("projects/donor-recall/notes.md", "we no longer send the second SMS"), "b", "policy", "en", "'2 reminders max' vs 'we no longer send the second SMS reminder'"),
("conflict", "Van for drives (memory vs memory)", (M, "Toyota Hiace"), (M, "Mobile drive van: Ford Transit"), "a", "vehicle", "en", "undated entry 'Ford Transit, rego LKT482' vs 2026-11-21 'van is in for repairs ... Hiace'"),
("conflict", "Plasma slot length", (M, "Plasma appointments need 90 min"), (M, "75분으로 단축"), "b", "duration", "en-ko", "'need 90 min' vs Korean dated entry '75분으로 단축'"),
("conflict", "Beds per mobile drive", (M, "침대 8개"), (S1, "Beds: 6 per drive"), "a", "count", "en-ko", "skill 'Beds: 6 per drive' vs Korean memory '침대 8개로 늘림'"),
("agree", "Fridge range", (M, "Blood fridge range"), ("skills/lab/fridge-excursion/SKILL.md", "Acceptable range"), None, "temperature", "en", "'2–6 °C' restated"),
("agree", "Fridge quarantine rule", (M, "excursion >30 min"), ("skills/lab/fridge-excursion/SKILL.md", "more than 30 minutes"), None, "policy", "en", "'>30 min = quarantine' vs 'more than 30 minutes: quarantine'"),
("agree", "O-neg critical level", ("skills/lab/stock-report/SKILL.md", "Critical threshold O-neg"), ("projects/donor-recall/plan.md", "Critical O-neg level"), None, "threshold", "en", "'under 3 days' vs 'less than three days''"),
("agree", "Roster publication", ("skills/admin/rostering/SKILL.md", "Roster published every Friday"), ("projects/donor-recall/plan.md", "Roster: published Fridays"), None, "schedule", "en", "'every Friday by noon' vs 'Fridays 12:00'"),
("agree", "Drive reminder time", ("cron/jobs.json", "drive-reminders"), (S1, "Drive reminders"), None, "schedule", "en", "cron '0 16 * * 4' vs 'every Thursday 4pm'"),
("agree", "Korean volunteer lead", (M, "최유나 (카톡"), ("skills/drives/korean-church-drive/SKILL.md", "통역: 최유나"), None, "person", "ko", "same lead named in memory and skill"),
("unrelated", "Korean church vs general drive minimum", (S1, "Minimum donors booked"), ("projects/donor-recall/notes.md", "15명으로 완화"), None, "threshold", "en-ko", "general drive minimum 25 vs church drive 15"),
("unrelated", "Plasma vs whole blood slot", (M, "Whole blood appointment"), (M, "75분으로 단축"), None, "duration", "en-ko", "whole blood 45 min vs plasma 75분 (different appointment type)"),
("unrelated", "Stock report vs fridge log cron", ("cron/jobs.json", "stock-levels"), ("cron/jobs.json", "fridge-log"), None, "schedule", "en", "different jobs, 07:00 vs 06:30"),
("unrelated", "Saturday clinic vs Saturday staffing", ("skills/admin/rostering/SKILL.md", "Minimum staffing Sat"), (M, "Saturday clinic now 08:30"), None, "saturday", "en", "staff count vs opening hours"),
]
